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
const pages = expandRoutes(site).filter((p) => p.kind === 'neighborhood');
const places = site.cities.flatMap((city) => city.neighborhoods.map((n) => ({ city, n, url: `/cities/${city.id}/${n.id}` })));
const propsOf = (url: string) => {
  const entry = pages.find((p) => p.url === url);
  if (!entry) throw new Error(`no neighborhood page ${url}`);
  return pageProps(makeContext(site, entry)).props as Exclude<NeighborhoodProps, { missing: true }>;
};
const words = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('a neighborhood page with its own copy', () => {
  const own = places.filter(({ city, n }) => site.local.neighborhoods.has(`${city.id}/${n.id}`));

  it('exists for at least one neighborhood (else the rules below test nothing)', () => {
    expect(own.length).toBeGreaterThan(0);
  });

  it("shows its own paragraph from the city's file and the four questions of its own file, as a visible list without FAQPage markup", async () => {
    const shell = buildShell(site);
    for (const { city, n, url } of own) {
      const file = site.local.neighborhoods.get(`${city.id}/${n.id}`)!;
      const page = buildPageData(
        site,
        pages.find((p) => p.url === url)!,
      );
      const { template } = await renderPage({ shell, page, location: url, lang: 'en', themeColor: '#000' });
      const main = parse(template).querySelector('main')!;
      const text = words(main.text);
      expect(text, `${url}: its paragraph`).toContain(words(fill(n.description, site.facts)));
      // The questions are the accordion's (details in a named group), not a folded aside's summary.
      const questions = main.querySelectorAll('details[name] > summary').map((s) => words(s.text));
      expect(questions, url).toEqual(file.faq.map((q) => words(fill(q.question, site.facts))));
      for (const q of file.faq) expect(text, `${url}: answer to ${q.question}`).toContain(words(fill(q.answer, site.facts)));
      expect(JSON.stringify(page), `${url}: FAQPage markup is for /faq only`).not.toContain('FAQPage');
    }
  });
});

describe('a neighborhood page without its own copy', () => {
  it("shows the neighborhood's own paragraph and four shared questions", () => {
    for (const { city, n, url } of places.filter(({ city, n }) => !site.local.neighborhoods.has(`${city.id}/${n.id}`))) {
      const p = propsOf(url);
      expect(p.about.description, url).toBe(fill(n.description, site.facts));
      expect(p.faq.items, `${city.id}/${n.id}`).toHaveLength(4);
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
      site.cities.some((c) => !inland(c)),
      'a coastal city is read as inland',
    ).toBe(true);
  });

  it('never states salt-air corrosion in a neighborhood of a city whose file says it is inland', () => {
    for (const city of dry) {
      for (const n of city.neighborhoods) {
        const url = `/cities/${city.id}/${n.id}`;
        const text = Object.values(flatten(propsOf(url))).join(' ');
        expect(saltClaims(text), url).toEqual([]);
      }
    }
  });
});

/** Every string in a value, whatever its depth. */
function flatten(value: unknown, out: Record<string, string> = {}, path = ''): Record<string, string> {
  if (typeof value === 'string') out[path] = value;
  else if (Array.isArray(value)) value.forEach((v, i) => flatten(v, out, `${path}[${i}]`));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) flatten(v, out, `${path}.${k}`);
  return out;
}
