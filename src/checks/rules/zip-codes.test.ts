import { describe, expect, it } from 'vitest';
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
