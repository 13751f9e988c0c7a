import { describe, expect, it } from 'vitest';
import type { Site } from '../../manifest/load';
import { changed, realSite, run } from './test-site';
import { zipCodes } from './zip-codes';

describe('zip-codes', () => {
  it("the real site's ZIP codes are each in one county, and in their city's", () => expect(run(zipCodes)).toEqual([]));

  it("a neighborhood with another county's ZIP code says which county has it", () => {
    const { cities, counties } = realSite();
    const [city, ...rest] = cities;
    const other = counties.find((county) => county.name !== city.county)!;
    const [neighborhood, ...ns] = city.neighborhoods;
    const errors = run(
      zipCodes,
      changed({ cities: [{ ...city, neighborhoods: [{ ...neighborhood, zipCodes: [other.zipCodes[0]] }, ...ns] }, ...rest] }),
    );
    expect(errors.map((e) => [e.code, e.plain])).toEqual([
      ['wrong-county', `ZIP code ${other.zipCodes[0]} is in ${other.name}, not in ${city.county}`],
    ]);
  });

  it('a ZIP code listed under two counties names the first one and its line', () => {
    const [county, second, ...rest] = realSite().counties;
    const errors = run(
      zipCodes,
      changed({ counties: [county, { ...second, zipCodes: [...second.zipCodes, county.zipCodes[0]] }, ...rest] }),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toMatch(new RegExp(`under both ${county.name} \\(line \\d+\\) and ${second.name}`));
  });
});

describe("ZIP codes typed in a city's copy", () => {
  /** The site with the description of its first city that has neighborhoods ending in a sentence. */
  const withSentence = (sentence: (city: Site['cities'][number]) => string) => {
    const { cities } = realSite();
    const city = cities.find((item) => item.neighborhoods.length)!;
    const changedCities = cities.map((item) => (item === city ? { ...city, description: `${city.description} ${sentence(city)}` } : item));
    return { site: changed({ cities: changedCities }), city: city };
  };

  it("refuses a ZIP code that is not one of the city's, at its line", () => {
    const { site, city } = withSentence(() => 'We also cover 00000.');
    const errors = run(zipCodes, site);
    expect(errors.map((e) => [e.code, e.file, e.path])).toEqual([['fact-contradiction', `content/cities/${city.id}.yaml`, 'description']]);
    expect(errors[0].line).toBeGreaterThan(1);
    expect(errors[0].message).toContain(`${city.name}'s copy names ZIP code 00000`);
  });

  it("lets a neighborhood's ZIP code pass, and numbers that are not ZIP codes", () => {
    const { site } = withSentence(
      (city) => `We cover ${city.neighborhoods[0].zipCodes[0]}; springs last 10,000 cycles, doors cost $12500.`,
    );
    expect(run(zipCodes, site)).toEqual([]);
  });
});

describe('ZIP codes of the content, by the booking form rule', () => {
  const withReview = (edit: Partial<Site['reviews'][number]>) => {
    const [review, ...rest] = realSite().reviews;
    return changed({ reviews: [{ ...review, ...edit }, ...rest] });
  };

  it("refuses a review's ZIP code the site does not serve, at the review's ZIP field, in plain words", () => {
    const errors = run(zipCodes, withReview({ zip: '90210' }));
    expect(errors.map((e) => [e.code, e.file, e.path])).toEqual([['zip-not-served', 'content/reviews.yaml', 'reviews[1].zip']]);
    expect(errors[0].plain).toMatch(/^ZIP code 90210 is outside the area we serve/);
  });

  it("refuses a review's ZIP code of another county than the place the review names", () => {
    const { cities, counties } = realSite();
    const city = cities.find((item) => item.neighborhoods.length)!;
    const other = counties.find((county) => county.name !== city.county)!;
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
