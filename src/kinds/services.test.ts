import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkSite } from '../checks/site';
import { loadSite } from '../manifest/load';
import { expandRoutes, missingPages } from '../routes/table';
import { buildPageData } from './data';
import type { HomeProps } from './home/types';
import type { ServiceCityProps } from './service-city/data';
import type { ServiceProps } from './service/data';
import type { ServicesIndexProps } from './services-index/data';
import { FIXTURE_SITE } from '../../tests/support/fixture-site';

const { site } = loadSite(FIXTURE_SITE);
if (!site) throw new Error('the site does not load; run npm run check');
const pages = expandRoutes(site);
const schema = JSON.parse(readFileSync('schema/service.schema.json', 'utf8')) as { required: string[] };
const ldTypes = (url: string) => {
  const entry = pages.find((p) => p.url === url)!;
  return buildPageData(site, entry).head.jsonLd.map((l) => (l as { '@type': string })['@type']);
};

/** Every string inside a value, with where it is. */
function strings(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

describe('the service collection', () => {
  it('lists every main service before every specialized one, and has both', () => {
    const tiers = site.services.map((s) => s.tier);
    expect(tiers).toContain('main');
    expect(tiers).toContain('specialized');
    expect(tiers.indexOf('specialized')).toBeGreaterThan(tiers.lastIndexOf('main'));
  });

  it('fills every field of every service, with no empty text anywhere', () => {
    const gaps: string[] = [];
    for (const s of site.services) {
      for (const key of schema.required) {
        const v = (s as unknown as Record<string, unknown>)[key];
        if (v === undefined || (Array.isArray(v) && v.length === 0)) gaps.push(`${s.id}: ${key} is missing or empty`);
      }
      for (const [path, text] of strings(s)) if (!text.trim()) gaps.push(`${s.id}: ${path} is empty`);
    }
    expect(gaps).toEqual([]);
  });

  it('has substantive copy: 5+ issues and symptoms, 4+ tips and FAQs, 4+ process steps, brands', () => {
    for (const s of site.services) {
      expect(s.issues.length, s.id).toBeGreaterThanOrEqual(5);
      expect(s.symptoms.length, s.id).toBeGreaterThanOrEqual(5);
      expect(s.maintenanceTips.length, s.id).toBeGreaterThanOrEqual(4);
      expect(s.faq.length, s.id).toBeGreaterThanOrEqual(4);
      expect(s.processSteps.length, s.id).toBeGreaterThanOrEqual(4);
      expect(s.commonBrands.length, s.id).toBeGreaterThan(0);
      expect(s.description.split(/\s+/).length, s.id).toBeGreaterThan(60);
      for (const q of s.faq) expect(q.answer.split(/\s+/).length, `${s.id}: ${q.question}`).toBeGreaterThan(20);
    }
  });

  it('relates and names only ids that exist (never itself)', () => {
    const ids = new Set(site.services.map((s) => s.id));
    const brands = new Set(site.brands.map((b) => b.id));
    for (const s of site.services) {
      for (const id of s.relatedServices) {
        expect(ids.has(id), `${s.id} -> ${id}`).toBe(true);
        expect(id).not.toBe(s.id);
      }
      for (const id of s.commonBrands) expect(brands.has(id), `${s.id} -> brand ${id}`).toBe(true);
    }
  });

  it('types no literal that a constant holds (the check finds no constant-literal)', () => {
    const literals = checkSite(site).filter((e) => e.code === 'constant-literal');
    expect(literals.map((e) => e.format())).toEqual([]);
  });

  it('gives every service its own title, meta title and meta description', () => {
    for (const key of ['title', 'metaTitle', 'metaDescription'] as const) {
      expect(new Set(site.services.map((s) => s[key])).size, key).toBe(site.services.length);
    }
  });
});

describe('page data of the service family', () => {
  it('home: six service cards in order, 7 carousel reviews, 6 FAQs (first open is the view), 5 popular cities, 3 x 3 grid', () => {
    const home = buildPageData(
      site,
      pages.find((p) => p.url === '/')!,
    ).props as HomeProps;
    expect(home.services.cards.map((c) => c.href)).toEqual(site.services.filter((s) => s.tier === 'main').map((s) => `/services/${s.id}`));
    expect(home.reviews.items).toHaveLength(7);
    expect(home.reviews.items.every((r) => /^[A-Z][a-z]+ \d{1,2}, \d{4}$/.test(r.date))).toBe(true);
    expect(home.faq.items).toHaveLength(6);
    expect(home.areas.popular.cities).toHaveLength(5);
    expect(home.areas.grid.cities.map((c) => c.neighborhoods.length)).toEqual([3, 3, 3]);
    expect(home.issues.items.map((i) => i.title)).toEqual(['Humidity', 'Storm Damage', 'Salt Air Corrosion', 'Power Surges']);
    expect(home.hero.image.src).not.toBe(home.hero.image.fallback);
    expect(strings(home).filter(([, t]) => t.includes('{{'))).toEqual([]);
  });

  it('services index: a card for every main and every specialized service, in order, 4 FAQs', () => {
    const p = buildPageData(
      site,
      pages.find((x) => x.kind === 'services-index')!,
    ).props as ServicesIndexProps;
    expect(p.main.cards).toHaveLength(site.services.filter((s) => s.tier === 'main').length);
    expect(p.specialized.cards).toHaveLength(site.services.filter((s) => s.tier === 'specialized').length);
    expect(p.faq.items).toHaveLength(4);
    expect(p.hero.badges.map((b) => b.label)).toEqual([
      'Licensed Technicians',
      `${site.facts.warranty} Warranty`,
      'Same-Day Service',
      'Serving All Tampa',
    ]);
  });

  it('service pages: up to 3 related services, five process steps, each city linked to its own page of the service or else to its city page', () => {
    const cityPage = (id: string) => pages.find((x) => x.kind === 'city' && x.params.cityId === id)!.url;
    const own = (s: string, c: string) => site.local.services.has(`${s}/${c}`);
    for (const s of site.services) {
      const p = buildPageData(
        site,
        pages.find((x) => x.url === `/services/${s.id}`)!,
      ).props as ServiceProps;
      expect(p.related.cards.length).toBeLessThanOrEqual(site.manifest.ui.limits.relatedServices);
      expect(p.process.steps).toHaveLength(5);
      // A service-in-city page without its own copy is noindex: an indexable page sends the visitor to the city instead.
      expect(p.cities.links.map((l) => l.href)).toEqual(
        site.cities.map((c) => (own(s.id, c.id) ? `/services/${s.id}/${c.id}` : cityPage(c.id))),
      );
      for (const place of p.areas.places) {
        const [, , serviceId, cityId] = place.href?.split('/') ?? [];
        if (place.href?.startsWith('/services/')) expect(own(serviceId, cityId), place.href).toBe(true);
      }
    }
  });

  it('service-in-city pages: one per service and city, each with copy of its own', () => {
    const entries = pages.filter((p) => p.kind === 'service-city');
    expect(entries).toHaveLength(site.services.length * site.cities.length);
    const seen = new Map<string, string>();
    for (const e of entries) {
      const p = buildPageData(site, e).props as ServiceCityProps;
      if (p.missing) throw new Error(`${e.url} is a stand-in`);
      expect(p.faq.items).toHaveLength(4);
      expect(p.neighborhoods.items.length).toBeGreaterThanOrEqual(4);
      const own = [
        p.hero.heading,
        ...p.overview.paragraphs,
        ...p.conditions.items.map((c) => c.title),
        ...p.neighborhoods.items.map((n) => n.line),
      ].join('\n');
      expect(seen.get(own), `${e.url} repeats ${seen.get(own)}`).toBeUndefined();
      seen.set(own, e.url);
      expect(own).not.toContain('{{');
    }
  });

  it('the stand-in for an unknown service or city says so and links to the service areas', () => {
    const stand = missingPages(site).find((p) => p.kind === 'service-city')!;
    const data = buildPageData(site, stand);
    expect(data.props).toEqual({
      missing: {
        heading: 'Service or Location Not Found',
        text: "Sorry, we couldn't find information for the requested service or location.",
        link: { label: expect.any(String), href: pages.find((p) => p.kind === 'service-areas')!.url },
      },
    });
    expect(data.head.jsonLd).toEqual([]);
  });

  it('emits the JSON-LD each kind promises: the business where a block names it, FAQPage only on /faq, never a rating or review', () => {
    expect(ldTypes('/')).toEqual(['HomeAndConstructionBusiness', 'ItemList']);
    expect(ldTypes('/services')).toEqual(['HomeAndConstructionBusiness', 'BreadcrumbList']);
    expect(ldTypes('/services/spring-replacement')).toEqual(['HomeAndConstructionBusiness', 'Service', 'BreadcrumbList']);
    expect(ldTypes('/services/categories/spring-replacement')).toEqual(['BreadcrumbList']);
    expect(ldTypes('/services/spring-replacement/westchase')).toEqual(['HomeAndConstructionBusiness', 'Service', 'BreadcrumbList']);
    expect(ldTypes('/services/spring-replacement/brandon')).toEqual(['HomeAndConstructionBusiness', 'Service', 'BreadcrumbList']);
    expect(ldTypes('/faq')).toEqual(['FAQPage', 'BreadcrumbList']);
    const all = JSON.stringify(
      ['/', '/services', '/services/spring-replacement/brandon'].map(
        (u) =>
          buildPageData(
            site,
            pages.find((p) => p.url === u)!,
          ).head.jsonLd,
      ),
    );
    expect(all).not.toMatch(/AggregateRating|"Review"/);
  });
});
