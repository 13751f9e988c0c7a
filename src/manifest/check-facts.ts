import type { MessageId, MessageParams } from './error-catalogue';
import { formatPath, problem, type ManifestError } from './errors';
import type { Site } from './load';
import type { Fact } from './schema.generated';
import { walkStrings } from './walk';
import { literally } from './words';

/** The ZIP codes written in a text. */
const zipsIn = (text: string): string[] => text.match(/\b\d{5}\b/g) ?? [];

/**
 * The offices a text says issue a permit: a city or town ("a permit from the City of Tampa") or one
 * of the given counties ("a Pasco County permit").
 */
export function permitIssuers(text: string, counties: string[]): string[] {
  const county = counties.map(literally).join('|');
  const issuer = `((?:City|Town) of [A-Z][\\w.]*(?: [A-Z][\\w.]*)*|(?:${county}) County)`;
  const before = new RegExp(`\\b${issuer}(?:'s)? (?:building )?permits?\\b`, 'g');
  const after = new RegExp(`\\bpermits? (?:comes? |is issued )?(?:from|by) (?:the )?${issuer}`, 'g');
  return [...new Set([...text.matchAll(before), ...text.matchAll(after)].map((match) => match[1].replace(/\.$/, '')))];
}

/** Whether an issuer a text names is the permit office: "City of Tampa" is "City of Tampa Construction Services". */
function isOffice(issuer: string, office: string): boolean {
  const words = issuer.split(' ');
  // A capitalised word after the name ("the City of Tampa. Ask ...") is not part of it.
  for (let length = words.length; length >= Math.min(3, words.length); length--)
    if (office.includes(words.slice(0, length).join(' '))) return true;
  return false;
}

/**
 * The facts of each place (content/cities/<id>.yaml `facts`): the schema requires a source for each;
 * a fact that states a number (other than ZIP codes) names the page or section it is on, and what
 * a neighborhood's page says never contradicts its city's facts: its ZIP codes are among the
 * city's, its own copy names no other county, no permit issuer but the city's permit office and
 * no ZIP code of another place.
 */
export function checkFacts(site: Site): ManifestError[] {
  const errors: ManifestError[] = [];
  const at = <Id extends MessageId>(file: string, path: Array<string | number>, id: Id, params: MessageParams<Id>) => {
    const pos = site.sources.get(file)?.locate(path) ?? { line: 1, column: 1 };
    errors.push(problem(id, params, { file, line: pos.line, column: pos.column, path: formatPath(path) }));
  };
  const counties = site.counties.map((county) => county.name);
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
    city.neighborhoods.forEach((neighborhood, i) => {
      for (const zip of neighborhood.zipCodes)
        if (!cityZips.has(zip))
          at(file, ['neighborhoods', i, 'zipCodes'], 'fact-zip-not-city', { neighborhood: neighborhood.name, zip, city: city.name });
      // Its own facts give their own source, never other words than the city's (the build's audit compares the pages).
      for (const [name, fact] of Object.entries((neighborhood.facts ?? {}) as Record<string, Fact>))
        if (fact.value !== facts[name]?.value)
          at(file, ['neighborhoods', i, 'facts', name, 'value'], 'fact-neighborhood-differs', {
            neighborhood: neighborhood.name,
            fact: name,
            value: fact.value,
            city: city.name,
            cityValue: facts[name]?.value ?? '',
          });
      // A neighborhood lies inside its city: its permits come from the city's permit office.
      const office = facts.permitOffice.value;
      const wrongIssuers = (text: string) => permitIssuers(text, counties).filter((issuer) => !isOffice(issuer, office));
      for (const issuer of wrongIssuers(`${neighborhood.description} ${neighborhood.homes ?? ''}`))
        at(file, ['neighborhoods', i, 'description'], 'fact-other-permit-office', {
          neighborhood: neighborhood.name,
          issuer,
          city: city.name,
          office,
        });
      const own = site.local.neighborhoods.get(`${city.id}/${neighborhood.id}`);
      if (!own) return;
      const ownFile = `content/local/neighborhoods/${city.id}/${neighborhood.id}.yaml`;
      // Each text of the own file, so that an error names the line it is on.
      walkStrings(own, [], (path, text) => {
        for (const issuer of wrongIssuers(text))
          at(ownFile, path, 'fact-other-permit-office', { neighborhood: neighborhood.name, issuer, city: city.name, office });
        for (const other of counties.filter((county) => county !== city.county))
          if (new RegExp(`\\b${other} County\\b`).test(text))
            at(ownFile, path, 'fact-other-county', { neighborhood: neighborhood.name, other, city: city.name, county: city.county });
        for (const zip of zipsIn(text))
          if (!neighborhood.zipCodes.includes(zip) && !cityZips.has(zip))
            at(ownFile, path, 'fact-other-zip', {
              neighborhood: neighborhood.name,
              zip,
              city: city.name,
              zips: neighborhood.zipCodes.join(', '),
            });
      });
    });
  }
  return errors;
}
