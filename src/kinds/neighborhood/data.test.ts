import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../app/render.server';
import { inlandSentence, saltClaims } from '../../checks/rules/coast';
import { loadSite } from '../../manifest/load';
import { fill } from '../../manifest/template';
import type { City } from '../../manifest/schema.generated';
import { expandRoutes } from '../../routes/table';
import { makeContext } from '../context';
import { buildPageData } from '../data';
import { buildShell } from '../shell.data';
import { pageProps, type NeighborhoodProps } from './data';
import { FIXTURE_SITE } from '../../../tests/support/fixture-site';

const { site, errors } = loadSite(FIXTURE_SITE);
if (!site) throw new Error(errors.map((e) => e.format()).join('\n'));
const pages = expandRoutes(site).filter((pageEntry) => pageEntry.kind === 'neighborhood');
const places = site.cities.flatMap((city) =>
  city.neighborhoods.map((neighborhood) => ({ city, n: neighborhood, url: `/cities/${city.id}/${neighborhood.id}` })),
);
const propsOf = (url: string) => {
  const entry = pages.find((page) => page.url === url);
  if (!entry) throw new Error(`no neighborhood page ${url}`);
  return pageProps(makeContext(site, entry)).props as Exclude<NeighborhoodProps, { missing: true }>;
};
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('a neighborhood page with its own copy', () => {
  const own = places.filter(({ city, n: neighborhood }) => site.local.neighborhoods.has(`${city.id}/${neighborhood.id}`));

  it('exists for at least one neighborhood (else the rules below test nothing)', () => {
    expect(own.length).toBeGreaterThan(0);
  });

  it("shows its own paragraph from the city's file and the four questions of its own file, as a visible list without FAQPage markup", async () => {
    const shell = buildShell(site);
    for (const { city, n: neighborhood, url } of own) {
      const file = site.local.neighborhoods.get(`${city.id}/${neighborhood.id}`)!;
      const page = buildPageData(
        site,
        pages.find((pageEntry) => pageEntry.url === url)!,
      );
      const { template } = await renderPage({ shell, page, location: url, lang: 'en', themeColor: '#000' });
      const main = parse(template).querySelector('main')!;
      const text = words(main.text);
      expect(text, `${url}: its paragraph`).toContain(words(fill(neighborhood.description, site.facts)));
      // The questions are the accordion's (details in a named group), not a folded aside's summary.
      const questions = main.querySelectorAll('details[name] > summary').map((element) => words(element.text));
      expect(questions, url).toEqual(file.faq.map((faqItem) => words(fill(faqItem.question, site.facts))));
      for (const faqItem of file.faq)
        expect(text, `${url}: answer to ${faqItem.question}`).toContain(words(fill(faqItem.answer, site.facts)));
      expect(JSON.stringify(page), `${url}: FAQPage markup is for /faq only`).not.toContain('FAQPage');
    }
  });
});

describe('a neighborhood page without its own copy', () => {
  it("shows the neighborhood's own paragraph and four shared questions", () => {
    for (const { city, n: neighborhood, url } of places.filter(
      ({ city, n: neighborhood }) => !site.local.neighborhoods.has(`${city.id}/${neighborhood.id}`),
    )) {
      const neighborhoodProps = propsOf(url);
      expect(neighborhoodProps.about.description, url).toBe(fill(neighborhood.description, site.facts));
      expect(neighborhoodProps.faq.items, `${city.id}/${neighborhood.id}`).toHaveLength(4);
    }
  });
});

/** A city whose own page says it lies inland (the check's reading of it). */
const inland = (city: City) => inlandSentence(city) !== undefined;

describe('a neighborhood page never contradicts its city', () => {
  const dry = site.cities.filter(inland);

  it('finds the inland cities from their files (and none that lists salt among its issues)', () => {
    expect(dry.length).toBeGreaterThan(0);
    expect(
      site.cities.some((city) => !inland(city)),
      'a coastal city is read as inland',
    ).toBe(true);
  });

  it('never states salt-air corrosion in a neighborhood of a city whose file says it is inland', () => {
    for (const city of dry) {
      for (const neighborhood of city.neighborhoods) {
        const url = `/cities/${city.id}/${neighborhood.id}`;
        const text = Object.values(flatten(propsOf(url))).join(' ');
        expect(saltClaims(text), url).toEqual([]);
      }
    }
  });
});

/** Every string in a value, whatever its depth. */
function flatten(value: unknown, out: Record<string, string> = {}, path = ''): Record<string, string> {
  if (typeof value === 'string') out[path] = value;
  else if (Array.isArray(value)) value.forEach((item, i) => flatten(item, out, `${path}[${i}]`));
  else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) flatten(child, out, `${path}.${key}`);
  return out;
}

describe("a neighborhood page's first screen", () => {
  it('says what a visit costs and how soon, with its own words or without', () => {
    expect(places.some(({ city, n: neighborhood }) => site.local.neighborhoods.has(`${city.id}/${neighborhood.id}`))).toBe(true);
    for (const { url } of places) {
      const intro = propsOf(url).hero.intro;
      expect(intro, url).toContain(site.facts.serviceCallFee);
      expect(intro, url).toContain(site.facts.sameDayCutoff);
    }
  });
});
