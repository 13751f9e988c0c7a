import type { MessageId, Params } from './error-catalogue';
import { formatPath, problem, type ManifestError } from './errors';
import type { Site } from './load';
import type { Fact } from './schema.generated';

/** The ZIP codes written in a text. */
const zipsIn = (text: string): string[] => text.match(/\b\d{5}\b/g) ?? [];

/**
 * The facts of each place (content/cities/<id>.yaml `facts`): the schema requires a source for each;
 * a fact that states a number (other than ZIP codes) names the page or section it is on, and what
 * a neighborhood's page says never contradicts its city's facts: its ZIP codes are among the
 * city's, its own copy names no other county and no ZIP code of another place.
 */
export function checkFacts(site: Site): ManifestError[] {
  const errors: ManifestError[] = [];
  const at = (file: string, path: Array<string | number>, id: MessageId, params: Params) => {
    const pos = site.sources.get(file)?.locate(path) ?? { line: 1, column: 1 };
    errors.push(problem(id, params, { file, line: pos.line, column: pos.column, path: formatPath(path) }));
  };
  const counties = site.counties.map((c) => c.name);
  for (const city of site.cities) {
    const file = `content/cities/${city.id}.yaml`;
    const facts = city.facts as Record<string, Fact>;
    for (const [name, fact] of Object.entries(facts)) {
      const text = `${fact.value} ${fact.meaning ?? ''}`;
      const numbers = name === 'zipCodes' ? [] : (text.replace(/\b\d{5}\b/g, '').match(/\d+/g) ?? []);
      if (numbers.length && !fact.source.section)
        at(file, ['facts', name, 'source'], 'fact-number-unsourced', { fact: name, number: numbers[0] });
    }
    if (!facts.county.value.includes(city.county))
      at(file, ['facts', 'county', 'value'], 'fact-county-differs', { value: facts.county.value, city: city.name, county: city.county });
    const cityZips = new Set(zipsIn(facts.zipCodes.value));
    city.neighborhoods.forEach((n, i) => {
      for (const zip of n.zipCodes)
        if (!cityZips.has(zip))
          at(file, ['neighborhoods', i, 'zipCodes'], 'fact-zip-not-city', { neighborhood: n.name, zip, city: city.name });
      const own = site.local.neighborhoods.get(`${city.id}/${n.id}`);
      if (!own) return;
      const ownFile = `content/local/neighborhoods/${city.id}/${n.id}.yaml`;
      const text = JSON.stringify(own);
      for (const other of counties.filter((c) => c !== city.county))
        if (new RegExp(`\\b${other} County\\b`).test(text))
          at(ownFile, [], 'fact-other-county', { neighborhood: n.name, other, city: city.name, county: city.county });
      for (const zip of zipsIn(text))
        if (!n.zipCodes.includes(zip) && !cityZips.has(zip))
          at(ownFile, [], 'fact-other-zip', { neighborhood: n.name, zip, city: city.name, zips: n.zipCodes.join(', ') });
    });
  }
  return errors;
}
