import { formatPath, ManifestError } from './errors';
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
  const at = (file: string, path: Array<string | number>, code: ManifestError['code'], message: string, hint: string) => {
    const pos = site.sources.get(file)?.locate(path) ?? { line: 1, column: 1 };
    errors.push(new ManifestError({ code, file, line: pos.line, column: pos.column, path: formatPath(path), message, hint }));
  };
  const counties = site.counties.map((c) => c.name);
  for (const city of site.cities) {
    const file = `content/cities/${city.id}.yaml`;
    const facts = city.facts as Record<string, Fact>;
    for (const [name, fact] of Object.entries(facts)) {
      const text = `${fact.value} ${fact.meaning ?? ''}`;
      const numbers = name === 'zipCodes' ? [] : (text.replace(/\b\d{5}\b/g, '').match(/\d+/g) ?? []);
      if (numbers.length && !fact.source.section)
        at(
          file,
          ['facts', name, 'source'],
          'fact-unsourced',
          `the ${name} fact states a number (${numbers[0]}) without the page or section of its source`,
          'Add section: with the page or section of the source where the number is written.',
        );
    }
    if (!facts.county.value.includes(city.county))
      at(
        file,
        ['facts', 'county', 'value'],
        'fact-contradiction',
        `the county fact says "${facts.county.value}", but ${city.name} is in ${city.county} County`,
        `Write ${city.county} County, or correct county: at the top of the file.`,
      );
    const cityZips = new Set(zipsIn(facts.zipCodes.value));
    city.neighborhoods.forEach((n, i) => {
      for (const zip of n.zipCodes)
        if (!cityZips.has(zip))
          at(
            file,
            ['neighborhoods', i, 'zipCodes'],
            'fact-contradiction',
            `${n.name}'s ZIP code ${zip} is not among ${city.name}'s ZIP codes in its facts`,
            `Add ${zip} to facts.zipCodes (with its source), or correct ${n.name}'s ZIP codes.`,
          );
      const own = site.local.neighborhoods.get(`${city.id}/${n.id}`);
      if (!own) return;
      const ownFile = `content/local/neighborhoods/${city.id}/${n.id}.yaml`;
      const text = JSON.stringify(own);
      for (const other of counties.filter((c) => c !== city.county))
        if (new RegExp(`\\b${other} County\\b`).test(text))
          at(
            ownFile,
            [],
            'fact-contradiction',
            `${n.name}'s copy names ${other} County, but ${city.name}'s facts put it in ${city.county} County`,
            `Name ${city.county} County, or leave the county out.`,
          );
      for (const zip of zipsIn(text))
        if (!n.zipCodes.includes(zip) && !cityZips.has(zip))
          at(
            ownFile,
            [],
            'fact-contradiction',
            `${n.name}'s copy names ZIP code ${zip}, which is neither its own nor ${city.name}'s`,
            `Use ${n.name}'s ZIP codes (${n.zipCodes.join(', ')}).`,
          );
    });
  }
  return errors;
}
