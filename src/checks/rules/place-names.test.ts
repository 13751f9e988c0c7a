import { describe, expect, it } from 'vitest';
import type { Site } from '../../manifest/load';
import { citiesNamed, personMix, placeNames } from './place-names';
import { changed, realSite, run } from './test-site';

const site = realSite();
/** Two served cities, the second's name not inside the first's. */
const [home, other] = (() => {
  const cities = site.cities;
  for (const first of cities)
    for (const second of cities)
      if (first !== second && !first.name.includes(second.name) && !second.name.includes(first.name)) return [first, second];
  throw new Error('the fixture site needs two cities');
})();
const found = (site: Site) => run(placeNames, site).map((e) => `${e.code} ${e.file} ${e.message.split(',')[0]}`);

describe('place-names', () => {
  it("passes the project's own site", () => expect(run(placeNames)).toEqual([]));

  it('finds a served city in a text, not the region, not the own city or its neighborhoods, and a longer name once', () => {
    const region = site.manifest.business.region;
    expect(citiesNamed(`Springs in ${other.name} last long.`, site, home)).toEqual([other.name]);
    expect(citiesNamed(`Springs across ${region} last long.`, site, home)).toEqual([]);
    expect(citiesNamed(`Springs in ${home.name} and ${home.neighborhoods[0].name}.`, site, home)).toEqual([]);
    const longer = site.cities.find((city) => site.cities.some((other) => other !== city && city.name.includes(other.name)));
    if (longer) expect(citiesNamed(`Doors in ${longer.name}.`, site, undefined)).toEqual([longer.name]);
  });

  it("refuses a question of a service's copy shown on every city's page that names a city", () => {
    const service = site.services[0];
    const faq = [{ ...service.faq[0], question: `How long do springs last in ${other.name}?` }, ...service.faq.slice(1)];
    const changedSite = changed({ services: site.services.map((each) => (each === service ? { ...service, faq } : each)) });
    expect(found(changedSite)).toEqual([
      `place-leak content/services/${service.id}.yaml "How long do springs last in ${other.name}?" names ${other.name}`,
    ]);
  });

  it("refuses a question of a city's own page that names another city", () => {
    const faq = [{ ...home.faq[0], question: `How long do springs last in ${other.name}?` }, ...home.faq.slice(1)];
    const changedSite = changed({ cities: site.cities.map((city) => (city === home ? { ...home, faq } : city)) });
    expect(found(changedSite)).toEqual([
      `place-leak content/cities/${home.id}.yaml "How long do springs last in ${other.name}?" is a heading or question of a page of ${home.name}`,
    ]);
  });

  it('reads a sentence that speaks of residents and then to "you", a fact filled in', () => {
    const facts = { offer: '10% off when you mention our website', discount: '10%' };
    expect(personMix('Residents of Palma Ceia get {{offer}}.', facts)?.who).toBe('residents');
    expect(personMix('Yes. Neighborhood homeowners get {{offer}}; mention it when you book.', facts)?.who).toBe('homeowners');
    expect(personMix('Residents of Palma Ceia get {{discount}} off.', facts)).toBeUndefined();
    expect(personMix('Book a visit online and you get {{offer}}.', facts)).toBeUndefined();
    expect(personMix('Homeowners in older houses often call us. You can book online.', facts)).toBeUndefined();
  });
});
