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
  const entry = pages.find((page) => page.url === url)!;
  return buildPageData(site, entry).head.jsonLd.map((item) => (item as { '@type': string })['@type']);
};

/** Every string inside a value, with where it is. */
function strings(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => strings(child, path ? `${path}.${key}` : key));
  return [];
}

describe('the service collection', () => {
  it('lists every main service before every specialized one, and has both', () => {
    const tiers = site.services.map((service) => service.tier);
    expect(tiers).toContain('main');
    expect(tiers).toContain('specialized');
    expect(tiers.indexOf('specialized')).toBeGreaterThan(tiers.lastIndexOf('main'));
  });

  it('fills every field of every service, with no empty text anywhere', () => {
    const gaps: string[] = [];
    for (const service of site.services) {
      for (const key of schema.required) {
        const value = (service as unknown as Record<string, unknown>)[key];
        if (value === undefined || (Array.isArray(value) && value.length === 0)) gaps.push(`${service.id}: ${key} is missing or empty`);
      }
      for (const [path, text] of strings(service)) if (!text.trim()) gaps.push(`${service.id}: ${path} is empty`);
    }
    expect(gaps).toEqual([]);
  });

  it('has substantive copy: 5+ issues and symptoms, 4+ tips and FAQs, 4+ process steps, brands', () => {
    for (const service of site.services) {
      expect(service.issues.length, service.id).toBeGreaterThanOrEqual(5);
      expect(service.symptoms.length, service.id).toBeGreaterThanOrEqual(5);
      expect(service.maintenanceTips.length, service.id).toBeGreaterThanOrEqual(4);
      expect(service.faq.length, service.id).toBeGreaterThanOrEqual(4);
      expect(service.processSteps.length, service.id).toBeGreaterThanOrEqual(4);
      expect(service.commonBrands.length, service.id).toBeGreaterThan(0);
      expect(service.description.split(/\s+/).length, service.id).toBeGreaterThan(60);
      for (const faqItem of service.faq)
        expect(faqItem.answer.split(/\s+/).length, `${service.id}: ${faqItem.question}`).toBeGreaterThan(20);
    }
  });

  it('relates and names only ids that exist (never itself)', () => {
    const ids = new Set(site.services.map((service) => service.id));
    const brands = new Set(site.brands.map((brand) => brand.id));
    for (const service of site.services) {
      for (const id of service.relatedServices) {
        expect(ids.has(id), `${service.id} -> ${id}`).toBe(true);
        expect(id).not.toBe(service.id);
      }
      for (const id of service.commonBrands) expect(brands.has(id), `${service.id} -> brand ${id}`).toBe(true);
    }
  });

  it('types no literal that a constant holds (the check finds no constant-literal)', () => {
    const literals = checkSite(site).filter((e) => e.code === 'constant-literal');
    expect(literals.map((e) => e.format())).toEqual([]);
  });

  it('gives every service its own title, meta title and meta description', () => {
    for (const key of ['title', 'metaTitle', 'metaDescription'] as const) {
      expect(new Set(site.services.map((service) => service[key])).size, key).toBe(site.services.length);
    }
  });
});

describe('page data of the service family', () => {
  it('home: six service cards in order, 7 carousel reviews, 6 FAQs (first open is the view), 5 popular cities, 3 x 3 grid', () => {
    const home = buildPageData(
      site,
      pages.find((page) => page.url === '/')!,
    ).props as HomeProps;
    expect(home.services.cards.map((card) => card.href)).toEqual(
      site.services.filter((service) => service.tier === 'main').map((service) => `/services/${service.id}`),
    );
    expect(home.reviews.items).toHaveLength(7);
    expect(home.reviews.items.every((item) => /^[A-Z][a-z]+ \d{1,2}, \d{4}$/.test(item.date))).toBe(true);
    expect(home.faq.items).toHaveLength(6);
    expect(home.areas.popular.cities).toHaveLength(5);
    expect(home.areas.grid.cities.map((city) => city.neighborhoods.length)).toEqual([3, 3, 3]);
    expect(home.issues.items.map((item) => item.title)).toEqual(['Humidity', 'Storm Damage', 'Salt Air Corrosion', 'Power Surges']);
    expect(home.hero.image.src).not.toBe(home.hero.image.fallback);
    expect(strings(home).filter(([, text]) => text.includes('{{'))).toEqual([]);
  });

  it('services index: a card for every main and every specialized service, in order, 4 FAQs', () => {
    const props = buildPageData(
      site,
      pages.find((page) => page.kind === 'services-index')!,
    ).props as ServicesIndexProps;
    expect(props.main.cards).toHaveLength(site.services.filter((service) => service.tier === 'main').length);
    expect(props.specialized.cards).toHaveLength(site.services.filter((service) => service.tier === 'specialized').length);
    expect(props.faq.items).toHaveLength(4);
    expect(props.hero.badges.map((badge) => badge.label)).toEqual([
      'Licensed Technicians',
      `${site.facts.warranty} Warranty`,
      'Same-Day Service',
      'Serving All Tampa',
    ]);
  });

  it('service pages: up to 3 related services, five process steps, each city linked to its own page of the service or else to its city page', () => {
    const cityPage = (id: string) => pages.find((page) => page.kind === 'city' && page.params.cityId === id)!.url;
    const own = (text: string, counter: string) => site.local.services.has(`${text}/${counter}`);
    for (const service of site.services) {
      const props = buildPageData(
        site,
        pages.find((page) => page.url === `/services/${service.id}`)!,
      ).props as ServiceProps;
      expect(props.related.cards.length).toBeLessThanOrEqual(site.manifest.ui.limits.relatedServices);
      expect(props.process.steps).toHaveLength(5);
      // A service-in-city page without its own copy is noindex: an indexable page sends the visitor to the city instead.
      expect(props.cities.links.map((link) => link.href)).toEqual(
        site.cities.map((city) => (own(service.id, city.id) ? `/services/${service.id}/${city.id}` : cityPage(city.id))),
      );
      for (const place of props.areas.places) {
        const [, , serviceId, cityId] = place.href?.split('/') ?? [];
        if (place.href?.startsWith('/services/')) expect(own(serviceId, cityId), place.href).toBe(true);
      }
    }
  });

  it('service-in-city pages: one per service and city, each with copy of its own', () => {
    const entries = pages.filter((page) => page.kind === 'service-city');
    expect(entries).toHaveLength(site.services.length * site.cities.length);
    const seen = new Map<string, string>();
    for (const entry of entries) {
      const props = buildPageData(site, entry).props as ServiceCityProps;
      if (props.missing) throw new Error(`${entry.url} is a stand-in`);
      expect(props.faq.items).toHaveLength(4);
      expect(props.neighborhoods.items.length).toBeGreaterThanOrEqual(4);
      const own = [
        props.hero.heading,
        ...props.overview.paragraphs,
        ...props.conditions.items.map((item) => item.title),
        ...props.neighborhoods.items.map((item) => item.line),
      ].join('\n');
      expect(seen.get(own), `${entry.url} repeats ${seen.get(own)}`).toBeUndefined();
      seen.set(own, entry.url);
      expect(own).not.toContain('{{');
    }
  });

  it('the stand-in for an unknown service or city says so and links to the service areas', () => {
    const stand = missingPages(site).find((pageEntry) => pageEntry.kind === 'service-city')!;
    const data = buildPageData(site, stand);
    expect(data.props).toEqual({
      missing: {
        heading: 'Service or Location Not Found',
        text: "Sorry, we couldn't find information for the requested service or location.",
        link: { label: expect.any(String), href: pages.find((page) => page.kind === 'service-areas')!.url },
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
        (text) =>
          buildPageData(
            site,
            pages.find((page) => page.url === text)!,
          ).head.jsonLd,
      ),
    );
    expect(all).not.toMatch(/AggregateRating|"Review"/);
  });
});
