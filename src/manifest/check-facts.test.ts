import { describe, expect, it } from 'vitest';
import { checkFacts, permitIssuers } from './check-facts';
import { loadSite, type Site } from './load';
import { FIXTURE_SITE } from '../../tests/support/fixture-site';

const { site, errors } = loadSite(FIXTURE_SITE);
if (!site) throw new Error(errors.map((e) => e.format()).join('\n'));

/** The site with one city changed (the first that has a neighborhood). */
function withCity(change: (city: Site['cities'][number]) => Site['cities'][number]): Site {
  const target = site!.cities.find((item) => item.neighborhoods.length)!;
  return { ...site!, cities: site!.cities.map((item) => (item === target ? change(structuredClone(item)) : item)) };
}

describe("the place facts' check", () => {
  it('passes the real site: every fact sourced, no neighborhood against its city', () => {
    expect(checkFacts(site!).map((e) => e.format())).toEqual([]);
  });

  it('refuses a number without the section of its source', () => {
    const broken = withCity((city) => {
      city.facts.windborneDebris.value += ' (130 mph)';
      delete city.facts.windborneDebris.source.section;
      return city;
    });
    expect(checkFacts(broken).map((e) => e.code)).toEqual(['fact-unsourced']);
  });

  it("refuses a neighborhood ZIP code outside its city's and a county fact that is not the city's county", () => {
    const broken = withCity((city) => {
      city.neighborhoods[0].zipCodes = [...city.neighborhoods[0].zipCodes, '00000'];
      city.facts.county.value = 'Nowhere County';
      return city;
    });
    const found = checkFacts(broken);
    expect(found.map((e) => e.code)).toEqual(['fact-contradiction', 'fact-contradiction']);
    const messages = found.map((e) => e.message).join('\n');
    expect(messages).toContain('00000');
    expect(messages).toContain('Nowhere County');
  });

  it("takes a neighborhood's own fact in its city's words with its own source, and refuses other words, at the neighborhood's fact", () => {
    const source = { title: 'U.S. Census Bureau QuickFacts: Example CDP, Florida', url: 'https://www.census.gov/quickfacts/example' };
    const own = (value?: string) =>
      withCity((city) => {
        city.neighborhoods[0].facts = { jurisdiction: { value: value ?? city.facts.jurisdiction.value, source } };
        return city;
      });
    expect(checkFacts(own()).map((e) => e.format())).toEqual([]);
    const found = checkFacts(own('An incorporated city of its own'));
    expect(found.map((e) => e.code)).toEqual(['fact-contradiction']);
    expect(found[0].message).toContain('own jurisdiction fact says "An incorporated city of its own"');
    expect(found[0].path).toBe('neighborhoods[1].facts.jurisdiction.value');
  });

  it("refuses a neighborhood's own copy that names another served county", () => {
    const [key, own] = [...site!.local.neighborhoods][0];
    const city = site!.cities.find((item) => item.id === key.split('/')[0])!;
    const other = site!.counties.find((county) => county.name !== city.county)!.name;
    const local = { ...site!.local, neighborhoods: new Map([[key, { ...own, intro: `${own.intro} It lies in ${other} County.` }]]) };
    const found = checkFacts({ ...site!, local });
    expect(found.map((e) => e.code)).toEqual(['fact-contradiction']);
    expect(found[0].message).toContain(`${other} County`);
    // At the text that says it, not at the top of the file.
    expect([found[0].path, found[0].line]).toEqual(['intro', site!.sources.get(found[0].file)!.locate(['intro']).line]);
  });

  /** An issuer that is not the city's permit office: the county where the city issues, else the city. */
  const otherIssuer = (city: Site['cities'][number]) =>
    city.facts.permitOffice.value.includes('County') ? `City of ${city.name}` : `${city.county} County`;

  it("refuses a neighborhood's own copy that names a permit issuer other than its city's permit office", () => {
    const [key, own] = [...site!.local.neighborhoods][0];
    const city = site!.cities.find((item) => item.id === key.split('/')[0])!;
    const wrong = otherIssuer(city);
    const local = {
      ...site!.local,
      neighborhoods: new Map([[key, { ...own, intro: `${own.intro} A new door needs a ${wrong} permit.` }]]),
    };
    const found = checkFacts({ ...site!, local });
    expect(found.map((e) => e.code)).toEqual(['fact-contradiction']);
    expect(found[0].message).toContain(wrong);
    expect(found[0].message).toContain(city.facts.permitOffice.value);
  });

  it("refuses a neighborhood paragraph in the city's file that names another permit issuer, and accepts the city's own office", () => {
    let wrong = '';
    const broken = withCity((city) => {
      wrong = otherIssuer(city);
      city.neighborhoods[0].description += ` Replacement doors need a permit from the ${wrong}.`;
      city.neighborhoods[1 % city.neighborhoods.length].description +=
        ` Replacement doors need a permit from the ${city.facts.permitOffice.value}.`;
      return city;
    });
    const found = checkFacts(broken);
    expect(found.map((e) => e.code)).toEqual(['fact-contradiction']);
    expect(found[0].message).toContain(wrong);
  });

  it('reads the office a sentence says issues a permit, whichever side of the word it stands', () => {
    const counties = ['Pasco', 'Pinellas'];
    expect(permitIssuers('It needs a Pasco County permit and a door with Florida Product Approval.', counties)).toEqual(['Pasco County']);
    expect(permitIssuers("Ask for the City of Tampa's building permit first.", counties)).toEqual(['City of Tampa']);
    expect(permitIssuers('The permit comes from the City of St. Petersburg.', counties)).toEqual(['City of St. Petersburg']);
    expect(permitIssuers('A permit is issued by Pinellas County.', counties)).toEqual(['Pinellas County']);
    expect(permitIssuers('Salt air reaches Pinellas County streets; permits take a week.', counties)).toEqual([]);
  });
});
