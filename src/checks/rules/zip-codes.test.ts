import { describe, expect, it } from 'vitest';
import type { Site } from '../../manifest/load';
import { changed, realSite, run } from './test-site';
import { zipCodes } from './zip-codes';

describe('zip-codes', () => {
  it("the real site's ZIP codes are each in one county, and in their city's", () => expect(run(zipCodes)).toEqual([]));

  it("a neighborhood with another county's ZIP code says which county has it", () => {
    const { cities, counties } = realSite();
    const [c, ...rest] = cities;
    const other = counties.find((k) => k.name !== c.county)!;
    const [n, ...ns] = c.neighborhoods;
    const errors = run(zipCodes, changed({ cities: [{ ...c, neighborhoods: [{ ...n, zipCodes: [other.zipCodes[0]] }, ...ns] }, ...rest] }));
    expect(errors.map((e) => [e.code, e.plain])).toEqual([
      ['wrong-county', `ZIP code ${other.zipCodes[0]} is in ${other.name}, not in ${c.county}`],
    ]);
  });

  it('a ZIP code listed under two counties names the first one and its line', () => {
    const [a, b, ...rest] = realSite().counties;
    const errors = run(zipCodes, changed({ counties: [a, { ...b, zipCodes: [...b.zipCodes, a.zipCodes[0]] }, ...rest] }));
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toMatch(new RegExp(`under both ${a.name} \\(line \\d+\\) and ${b.name}`));
  });
});

describe("ZIP codes typed in a city's copy", () => {
  /** The site with the description of its first city that has neighborhoods ending in a sentence. */
  const withSentence = (sentence: (c: Site['cities'][number]) => string) => {
    const { cities } = realSite();
    const c = cities.find((x) => x.neighborhoods.length)!;
    const changedCities = cities.map((x) => (x === c ? { ...c, description: `${c.description} ${sentence(c)}` } : x));
    return { site: changed({ cities: changedCities }), city: c };
  };

  it("refuses a ZIP code that is not one of the city's, at its line", () => {
    const { site, city } = withSentence(() => 'We also cover 00000.');
    const errors = run(zipCodes, site);
    expect(errors.map((e) => [e.code, e.file, e.path])).toEqual([['fact-contradiction', `content/cities/${city.id}.yaml`, 'description']]);
    expect(errors[0].line).toBeGreaterThan(1);
    expect(errors[0].message).toContain(`${city.name}'s copy names ZIP code 00000`);
  });

  it("lets a neighborhood's ZIP code pass, and numbers that are not ZIP codes", () => {
    const { site } = withSentence((c) => `We cover ${c.neighborhoods[0].zipCodes[0]}; springs last 10,000 cycles, doors cost $12500.`);
    expect(run(zipCodes, site)).toEqual([]);
  });
});

describe('ZIP codes of the content, by the booking form rule', () => {
  const withReview = (edit: Partial<Site['reviews'][number]>) => {
    const [r, ...rest] = realSite().reviews;
    return changed({ reviews: [{ ...r, ...edit }, ...rest] });
  };

  it("refuses a review's ZIP code the site does not serve, at the review's ZIP field, in plain words", () => {
    const errors = run(zipCodes, withReview({ zip: '90210' }));
    expect(errors.map((e) => [e.code, e.file, e.path])).toEqual([['zip-not-served', 'content/reviews.yaml', 'reviews[1].zip']]);
    expect(errors[0].plain).toMatch(/^ZIP code 90210 is outside the area we serve/);
  });

  it("refuses a review's ZIP code of another county than the place the review names", () => {
    const { cities, counties } = realSite();
    const city = cities.find((c) => c.neighborhoods.length)!;
    const other = counties.find((k) => k.name !== city.county)!;
    const errors = run(zipCodes, withReview({ area: `${city.neighborhoods[0].name}, ${city.name}`, zip: other.zipCodes[0] }));
    expect(errors.map((e) => [e.code, e.plain])).toEqual([
      ['wrong-county', `ZIP code ${other.zipCodes[0]} is in ${other.name}, but ${city.neighborhoods[0].name} is in ${city.county}`],
    ]);
  });

  it('lets a served ZIP code pass for a review whose place the site does not know', () => {
    const zip = realSite().counties[0].zipCodes[0];
    expect(run(zipCodes, withReview({ area: 'Somewhere Else', zip }))).toEqual([]);
  });

  it('refuses a business address ZIP code the site does not serve', () => {
    const site = realSite();
    const address = { ...site.manifest.business.address, postalCode: '90210' };
    const errors = run(zipCodes, changed({ manifest: { ...site.manifest, business: { ...site.manifest.business, address } } }));
    expect(errors.map((e) => [e.code, e.file])).toEqual([['zip-not-served', 'site.yaml']]);
  });
});
