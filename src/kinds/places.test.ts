import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../manifest/load';
import { expandRoutes, missingPages, type PageEntry } from '../routes/table';
import { pageProps as brandPageProps, type BrandProps } from './brand/data';
import { pageProps as brandsPageProps } from './brands/data';
import { filterBrands } from './brands/filter';
import { pageProps as cityPageProps, type CityProps } from './city/data';
import { makeContext } from './context';
import { pageProps as neighborhoodPageProps, type NeighborhoodProps } from './neighborhood/data';
import { countyBlurb, featuredNeighborhoods } from './places';
import { pageProps as serviceAreasPageProps } from './service-areas/data';
import { FIXTURE_SITE } from '../../tests/support/fixture-site';

const { site, errors } = loadSite(FIXTURE_SITE);
if (!site) throw new Error(errors.map((e) => e.format()).join('\n'));
const SERVED = ['Hillsborough', 'Pasco', 'Pinellas'];
const BRAND_FIELDS = Object.keys(JSON.parse(readFileSync('schema/brand.schema.json', 'utf8')).properties);
const CITY_SCHEMA = JSON.parse(readFileSync('schema/city.schema.json', 'utf8')) as { properties: { neighborhoods: { minItems: number } } };
const pages = expandRoutes(site);
const urls = new Set(pages.map((p) => p.url));
const entry = (url: string): PageEntry => {
  const e = pages.find((p) => p.url === url) ?? missingPages(site).find((p) => p.url === url);
  if (!e) throw new Error(`no page ${url}`);
  return e;
};

describe('cities and counties', () => {
  it('lists only the three served counties, each with real-looking ZIPs of its own range', () => {
    expect(site.counties.map((c) => c.name).sort()).toEqual(SERVED);
    const prefixes: Record<string, RegExp> = { Hillsborough: /^(335|336)\d\d$/, Pasco: /^(335|346)\d\d$/, Pinellas: /^(337|346)\d\d$/ };
    for (const c of site.counties) {
      for (const z of c.zipCodes) expect(z, `${c.name} ${z}`).toMatch(prefixes[c.name]);
      expect(new Set(c.zipCodes).size).toBe(c.zipCodes.length);
    }
    const all = site.counties.flatMap((c) => c.zipCodes);
    expect(new Set(all).size, 'a ZIP is listed under two counties').toBe(all.length);
  });

  it('serves only cities of those counties, the eight of the brief among them', () => {
    for (const c of site.cities) expect(SERVED, c.id).toContain(c.county);
    expect(site.cities.map((c) => c.id)).toEqual(
      expect.arrayContaining([
        'tampa',
        'south-tampa',
        'brandon',
        'westchase',
        'carrollwood',
        'st-petersburg',
        'clearwater',
        'wesley-chapel',
      ]),
    );
    for (const id of ['sarasota', 'orlando', 'jacksonville', 'miami', 'fort-lauderdale'])
      expect(site.cities.map((c) => c.id)).not.toContain(id);
  });

  it('gives every city the neighborhoods its schema asks for, each with valid 5-digit ZIPs of its county and a description', () => {
    for (const city of site.cities) {
      const zips = new Set(site.counties.find((c) => c.name === city.county)!.zipCodes);
      expect(city.neighborhoods.length, city.id).toBeGreaterThanOrEqual(CITY_SCHEMA.properties.neighborhoods.minItems);
      for (const n of city.neighborhoods) {
        expect(n.zipCodes.length, `${city.id}/${n.id}`).toBeGreaterThan(0);
        for (const z of n.zipCodes) {
          expect(z).toMatch(/^\d{5}$/);
          expect(zips.has(z), `${city.id}/${n.id}: ${z} is not a ${city.county} ZIP`).toBe(true);
        }
        expect(n.description.trim(), `${city.id}/${n.id}`).not.toBe('');
      }
      expect(city.faq).toHaveLength(5);
      expect(city.landmarks.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('brands', () => {
  it('has brands, each with every field filled', () => {
    expect(site.brands.length).toBeGreaterThan(0);
    for (const b of site.brands) {
      for (const field of ['name', 'shortDescription', 'description', 'repairInfo'] as const)
        expect(b[field].trim().length, `${b.id}.${field}`).toBeGreaterThan(0);
      expect(b.officialWebsite, b.id).toMatch(/^https:\/\/www\.[a-z0-9-]+\.com$/);
      expect(b.categories.length).toBeGreaterThan(0);
      expect(b.models.length).toBeGreaterThanOrEqual(4);
      const names = b.models.map((m) => m.name);
      for (const m of b.models) expect(['residential', 'commercial', 'opener', 'accessory']).toContain(m.type);
      expect(b.commonIssues.length).toBeGreaterThanOrEqual(3);
      for (const i of b.commonIssues) {
        expect(i.title && i.description, `${b.id}: ${i.title}`).toBeTruthy();
        expect(i.affectedModels.length, `${b.id}: ${i.title}`).toBeGreaterThan(0);
        for (const m of i.affectedModels) expect(names, `${b.id}: ${i.title}`).toContain(m);
      }
      // The short description is the page's meta description too.
      expect(b.shortDescription.length, b.id).toBeLessThanOrEqual(160);
      // Only the fields of a garage-door brand: nothing carried over from another trade's brands.
      for (const key of Object.keys(b)) expect(BRAND_FIELDS, `${b.id}: ${key}`).toContain(key);
    }
  });

  it('has Chamberlain as the only residential-only brand', () => {
    const residentialOnly = site.brands.filter((b) => b.categories.length === 1 && b.categories[0] === 'residential').map((b) => b.id);
    expect(residentialOnly).toEqual(['chamberlain']);
  });

  it('filters brand cards by name in any case and by category', () => {
    const { props } = brandsPageProps(
      makeContext(
        site,
        pages.find((p) => p.kind === 'brands')!,
      ),
    );
    const [first] = props.brands;
    const word = first.name.split(' ')[0];
    expect(filterBrands(props.brands, word.toUpperCase(), 'all').map((b) => b.id)).toContain(first.id);
    expect(filterBrands(props.brands, `  ${word.toLowerCase()} `, 'all').map((b) => b.id)).toContain(first.id);
    const residentialOnly = site.brands.find((b) => !b.categories.includes('commercial'));
    if (residentialOnly) expect(filterBrands(props.brands, residentialOnly.name, 'commercial')).toEqual([]);
    for (const category of ['residential', 'commercial'] as const)
      expect(filterBrands(props.brands, '', category)).toHaveLength(site.brands.filter((b) => b.categories.includes(category)).length);
    const limit = site.manifest.ui.limits.brandCardModels;
    expect(first.models).toHaveLength(Math.min(limit, site.brands[0].models.length));
    expect(first.moreModels).toBe(Math.max(0, site.brands[0].models.length - limit));
  });

  it('builds a brand page with the main services, at most three issues each, and a stand-in for unknown ids', () => {
    const { props } = brandPageProps(makeContext(site, entry('/brands/chamberlain')));
    const p = props as Exclude<BrandProps, { missing: true }>;
    expect(p.categories).toEqual(['Residential']);
    expect(p.services.items.map((s) => s.href)).toEqual(site.services.filter((s) => s.tier === 'main').map((s) => `/services/${s.id}`));
    for (const s of p.services.items) expect(s.issues.length).toBeLessThanOrEqual(site.manifest.ui.limits.brandIssuesPerService);
    expect(brandPageProps(makeContext(site, entry('/brands/_missing'))).props).toEqual({ missing: true });
  });
});

describe('service areas, city and neighborhood data', () => {
  it('features the first 3 cities x first 2 neighborhoods of a county, at most 6 links', () => {
    const links = featuredNeighborhoods(site, 'Hillsborough', 3, 2);
    expect(links.map((l) => l.href)).toEqual([
      '/cities/tampa/seminole-heights',
      '/cities/tampa/ybor-city',
      '/cities/south-tampa/hyde-park',
      '/cities/south-tampa/palma-ceia',
      '/cities/brandon/bloomingdale',
      '/cities/brandon/heather-lakes',
    ]);
    expect(featuredNeighborhoods(site, 'Pasco', 3, 2)).toHaveLength(2);
  });

  it('uses a county its own blurb, and the generic text for any other county', () => {
    expect(countyBlurb('Own words.', 'All of {{county}} County.', 'Polk')).toBe('Own words.');
    expect(countyBlurb('', 'All of {{county}} County.', 'Polk')).toBe('All of Polk County.');
  });

  it('links the service-areas page only to pages that exist, with every section filled', () => {
    const { props, jsonLd } = serviceAreasPageProps(
      makeContext(
        site,
        pages.find((p) => p.kind === 'service-areas')!,
      ),
    );
    const hrefs = [
      props.intro.servicesLink.href,
      ...props.counties.items.flatMap((c) => [...c.cities, ...c.featured].map((l) => l.href)),
      ...props.allNeighborhoods.counties.flatMap((c) => c.cities.flatMap((city) => [city.href, ...city.neighborhoods.map((n) => n.href)])),
      ...props.popular.items.map((i) => i.href!),
    ];
    for (const h of hrefs) expect(urls.has(h), h).toBe(true);
    expect(props.intro.promises).toHaveLength(4);
    expect(props.counties.items.map((c) => c.name)).toEqual(site.counties.map((c) => c.name));
    for (const c of props.counties.items) expect(c.featured.length).toBeLessThanOrEqual(6);
    expect(props.districts.counties.map((c) => c.districts.length)).toEqual([6, 6, 6]);
    expect(props.commitments.items).toHaveLength(3);
    expect(props.popular.items).toHaveLength(6);
    expect(props.faq.items).toHaveLength(5);
    expect(props.map.embedUrl).toBe('https://www.google.com/maps?q=Tampa,FL&output=embed');
    expect(JSON.stringify(props)).not.toContain('{{');
    expect(jsonLd ?? [], 'FAQPage markup is for /faq only').toHaveLength(0);
  });

  it("shows the city's own recent projects from content/projects.yaml (none: no section) and fills every placeholder", () => {
    for (const city of site.cities) {
      const built = cityPageProps(makeContext(site, entry(`/cities/${city.id}`)));
      const p = built.props as Exclude<CityProps, { missing: true }>;
      expect(p.hero.heading, "the spec's hero").toBe(`Garage Door Repair in ${city.name}, FL`);
      const own = site.projects.filter((x) => x.city === city.id && !x.neighborhood).map((x) => x.id);
      expect(Boolean(p.projects), city.id).toBe(own.length > 0);
      for (const i of p.projects?.items ?? []) expect(own).toContain(i.id);
      for (const i of p.projects?.items ?? []) expect(i.place).toBe(city.name);
      expect(p.tabs.items.map((t) => t.label)).toEqual(['Repairs', 'Installation', 'Maintenance']);
      expect(JSON.stringify(p)).not.toContain('{{');
      const ld = built.jsonLd![0] as { '@type': string; areaServed: { name: string }; provider: { '@id': string }; description?: string };
      expect(ld['@type']).toBe('Service');
      expect(ld.areaServed.name).toBe(`${city.name}, FL`);
      expect(ld.provider['@id']).toBe(`${site.manifest.site.url}/#business`);
      expect(ld.description).toBeTruthy();
    }
    expect(cityPageProps(makeContext(site, entry('/cities/_missing'))).props).toEqual({ missing: true });
  });

  it('builds every neighborhood page with its ZIPs, the offer and four FAQs', () => {
    for (const city of site.cities) {
      for (const n of city.neighborhoods) {
        const p = neighborhoodPageProps(makeContext(site, entry(`/cities/${city.id}/${n.id}`))).props as Exclude<
          NeighborhoodProps,
          { missing: true }
        >;
        expect(p.hero.zipCodes).toEqual(n.zipCodes);
        expect(p.offer.intro).toContain(site.facts.offer);
        expect(p.faq.items).toHaveLength(4);
        expect(p.popular.items).toHaveLength(3);
        expect(p.related.links[0].href).toBe(`/cities/${city.id}`);
        for (const l of p.related.links) expect(urls.has(l.href.split('?')[0]), l.href).toBe(true);
        expect(JSON.stringify(p)).not.toContain('{{');
      }
    }
  });
});
