import { describe, expect, it } from 'vitest';
import type { Site } from '../../manifest/load';
import { coast, inlandSentence, saltClaims } from './coast';
import { realSite, run } from './test-site';

type City = Site['cities'][number];
const INLAND = (name: string) => `${name} sits inland, so salt is rarely the issue; heat and storms are.`;

/**
 * The site with its first city that has neighborhoods changed: its neighborhoods described in a
 * plain sentence and its pages' own copy set aside, so that only the change speaks of the coast.
 */
function withCity(change: (city: City) => void): { site: Site; city: City } {
  const site = realSite();
  const target = site.cities.find((item) => item.neighborhoods.length)!;
  const city = structuredClone(target);
  city.neighborhoods = city.neighborhoods.map((neighborhood) => ({
    ...neighborhood,
    description: `${neighborhood.name} has block homes.`,
    homes: undefined,
  }));
  change(city);
  const other = <T>(item: Map<string, T>) => new Map([...item].filter(([key]) => !key.split('/').includes(city.id)));
  const local = { services: other(site.local.services), neighborhoods: other(site.local.neighborhoods) };
  return { site: { ...site, local, cities: site.cities.map((item) => (item === target ? city : item)) }, city };
}

/** The city made inland by its own page: a description that says so, and no salt issue. */
const makeInland = (city: City) => {
  city.description = `${city.description} ${INLAND(city.name)}`;
  city.commonIssues = city.commonIssues.filter((commonIssue) => commonIssue.icon !== 'salt' && !/salt/i.test(commonIssue.title));
};

describe('coast', () => {
  it("passes the project's own site", () => expect(run(coast)).toEqual([]));

  it('reads a salt claim as one, and a denial as none', () => {
    expect(saltClaims('Heat wears seals. Homes near the bay or Gulf see salt air corrosion on springs.')).toHaveLength(1);
    expect(saltClaims('Brandon sits inland, so salt is rarely the issue.')).toEqual([]);
    expect(saltClaims('Being away from the water spares most homes from salt.')).toEqual([]);
    expect(saltClaims('Summer storms and salt-free humidity wear doors down.')).toEqual([]);
    expect(saltClaims('Salt-free humidity here, but salt spray on the causeway.')).toHaveLength(1);
  });

  it('finds an inland city from its own page, and none that lists salt among its issues', () => {
    const { city } = withCity(makeInland);
    expect(inlandSentence(city)).toBe(INLAND(city.name));
    const salty = { ...city, commonIssues: [...city.commonIssues, { title: 'Salt air', icon: 'salt' as const, text: 'Rust.' }] };
    expect(inlandSentence(salty)).toBeUndefined();
  });

  it("refuses salt-air copy on an inland city's neighborhood, at its line, naming the city's own words", () => {
    const { site, city } = withCity((item) => {
      makeInland(item);
      item.neighborhoods[0].description += ' Homes near the bay or Gulf see salt air corrosion.';
    });
    const errors = run(coast, site);
    expect(errors.map((e) => [e.code, e.file, e.path])).toEqual([
      ['coast-contradiction', `content/cities/${city.id}.yaml`, 'neighborhoods[1].description'],
    ]);
    expect(errors[0].line).toBeGreaterThan(1);
    expect(errors[0].message).toContain(`${city.name}'s own page says it lies inland`);
    expect(errors[0].hint).toMatch(/heat, humidity, storms/);
  });

  it('refuses salt-air copy that every neighborhood page shares once an inland city exists', () => {
    const { site: base, city } = withCity(makeInland);
    const page = structuredClone(base.pages.neighborhood) as { blocks: { hero: { intro: string } } };
    page.blocks.hero.intro += ' Salt air rusts every spring here.';
    const errors = run(coast, { ...base, pages: { ...base.pages, neighborhood: page as Site['pages'][string] } });
    expect(errors.map((e) => [e.code, e.file, e.path])).toEqual([
      ['coast-contradiction', 'content/pages/neighborhood.yaml', 'blocks.hero.intro'],
    ]);
    expect(errors[0].message).toContain(city.name);
  });

  it('refuses calling a city inland on its pages when its own page lists salt', () => {
    const { site, city } = withCity((item) => {
      item.commonIssues = [...item.commonIssues, { title: 'Salt air', icon: 'salt', text: 'Rust.' }];
      item.neighborhoods[0].description += ` ${item.name} is inland, so doors here last.`;
    });
    expect(run(coast, site).map((e) => [e.code, e.path, e.message.includes(city.name)])).toEqual([
      ['coast-contradiction', 'neighborhoods[1].description', true],
    ]);
  });
});
