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
import { countyBlurb, featuredNeighborhoods, placeFacts } from './places';
import { pageProps as serviceAreasPageProps } from './service-areas/data';
import { FIXTURE_SITE } from '../../tests/support/fixture-site';

const { site, errors } = loadSite(FIXTURE_SITE);
if (!site) throw new Error(errors.map((e) => e.format()).join('\n'));
const SERVED = ['Hillsborough', 'Pasco', 'Pinellas'];
const BRAND_FIELDS = Object.keys(JSON.parse(readFileSync('schema/brand.schema.json', 'utf8')).properties);
const CITY_SCHEMA = JSON.parse(readFileSync('schema/city.schema.json', 'utf8')) as { properties: { neighborhoods: { minItems: number } } };
const pages = expandRoutes(site);
const urls = new Set(pages.map((page) => page.url));
const entry = (url: string): PageEntry => {
  const pageEntry = pages.find((page) => page.url === url) ?? missingPages(site).find((item) => item.url === url);
  if (!pageEntry) throw new Error(`no page ${url}`);
  return pageEntry;
};

describe('cities and counties', () => {
  it('lists only the three served counties, each with real-looking ZIPs of its own range', () => {
    expect(site.counties.map((county) => county.name).sort()).toEqual(SERVED);
    const prefixes: Record<string, RegExp> = { Hillsborough: /^(335|336)\d\d$/, Pasco: /^(335|346)\d\d$/, Pinellas: /^(337|346)\d\d$/ };
    for (const county of site.counties) {
      for (const zipCode of county.zipCodes) expect(zipCode, `${county.name} ${zipCode}`).toMatch(prefixes[county.name]);
      expect(new Set(county.zipCodes).size).toBe(county.zipCodes.length);
    }
    const all = site.counties.flatMap((county) => county.zipCodes);
    expect(new Set(all).size, 'a ZIP is listed under two counties').toBe(all.length);
  });

  it('serves only cities of those counties, the eight of the brief among them', () => {
    for (const city of site.cities) expect(SERVED, city.id).toContain(city.county);
    expect(site.cities.map((city) => city.id)).toEqual(
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
      expect(site.cities.map((city) => city.id)).not.toContain(id);
  });

  it('gives every city the neighborhoods its schema asks for, each with valid 5-digit ZIPs of its county and a description', () => {
    for (const city of site.cities) {
      const zips = new Set(site.counties.find((county) => county.name === city.county)!.zipCodes);
      expect(city.neighborhoods.length, city.id).toBeGreaterThanOrEqual(CITY_SCHEMA.properties.neighborhoods.minItems);
      for (const neighborhood of city.neighborhoods) {
        expect(neighborhood.zipCodes.length, `${city.id}/${neighborhood.id}`).toBeGreaterThan(0);
        for (const zipCode of neighborhood.zipCodes) {
          expect(zipCode).toMatch(/^\d{5}$/);
          expect(zips.has(zipCode), `${city.id}/${neighborhood.id}: ${zipCode} is not a ${city.county} ZIP`).toBe(true);
        }
        expect(neighborhood.description.trim(), `${city.id}/${neighborhood.id}`).not.toBe('');
      }
      expect(city.faq).toHaveLength(5);
      expect(city.landmarks.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('brands', () => {
  it('has brands, each with every field filled', () => {
    expect(site.brands.length).toBeGreaterThan(0);
    for (const brand of site.brands) {
      for (const field of ['name', 'shortDescription', 'description', 'repairInfo'] as const)
        expect(brand[field].trim().length, `${brand.id}.${field}`).toBeGreaterThan(0);
      expect(brand.officialWebsite, brand.id).toMatch(/^https:\/\/www\.[a-z0-9-]+\.com$/);
      expect(brand.categories.length).toBeGreaterThan(0);
      expect(brand.models.length).toBeGreaterThanOrEqual(4);
      const names = brand.models.map((model) => model.name);
      for (const model of brand.models) expect(['residential', 'commercial', 'opener', 'accessory']).toContain(model.type);
      expect(brand.commonIssues.length).toBeGreaterThanOrEqual(3);
      for (const commonIssue of brand.commonIssues) {
        expect(commonIssue.title && commonIssue.description, `${brand.id}: ${commonIssue.title}`).toBeTruthy();
        expect(commonIssue.affectedModels.length, `${brand.id}: ${commonIssue.title}`).toBeGreaterThan(0);
        for (const affectedModel of commonIssue.affectedModels) expect(names, `${brand.id}: ${commonIssue.title}`).toContain(affectedModel);
      }
      // The short description is the page's meta description too.
      expect(brand.shortDescription.length, brand.id).toBeLessThanOrEqual(160);
      // Only the fields of a garage-door brand: nothing carried over from another trade's brands.
      for (const key of Object.keys(brand)) expect(BRAND_FIELDS, `${brand.id}: ${key}`).toContain(key);
    }
  });

  it('has Chamberlain as the only residential-only brand', () => {
    const residentialOnly = site.brands
      .filter((brand) => brand.categories.length === 1 && brand.categories[0] === 'residential')
      .map((brand) => brand.id);
    expect(residentialOnly).toEqual(['chamberlain']);
  });

  it('filters brand cards by name in any case and by category', () => {
    const { props } = brandsPageProps(
      makeContext(
        site,
        pages.find((page) => page.kind === 'brands')!,
      ),
    );
    const [first] = props.brands;
    const word = first.name.split(' ')[0];
    expect(filterBrands(props.brands, word.toUpperCase(), 'all').map((brandCard) => brandCard.id)).toContain(first.id);
    expect(filterBrands(props.brands, `  ${word.toLowerCase()} `, 'all').map((brandCard) => brandCard.id)).toContain(first.id);
    const residentialOnly = site.brands.find((brand) => !brand.categories.includes('commercial'));
    if (residentialOnly) expect(filterBrands(props.brands, residentialOnly.name, 'commercial')).toEqual([]);
    for (const category of ['residential', 'commercial'] as const)
      expect(filterBrands(props.brands, '', category)).toHaveLength(
        site.brands.filter((brand) => brand.categories.includes(category)).length,
      );
    const limit = site.manifest.ui.limits.brandCardModels;
    expect(first.models).toHaveLength(Math.min(limit, site.brands[0].models.length));
    expect(first.moreModels).toBe(Math.max(0, site.brands[0].models.length - limit));
  });

  it('builds a brand page with the main services, at most three issues each, and a stand-in for unknown ids', () => {
    const { props } = brandPageProps(makeContext(site, entry('/brands/chamberlain')));
    const brandProps = props as Exclude<BrandProps, { missing: true }>;
    expect(brandProps.categories).toEqual(['Residential']);
    expect(brandProps.services.items.map((item) => item.href)).toEqual(
      site.services.filter((service) => service.tier === 'main').map((service) => `/services/${service.id}`),
    );
    for (const item of brandProps.services.items)
      expect(item.issues.length).toBeLessThanOrEqual(site.manifest.ui.limits.brandIssuesPerService);
    expect(brandPageProps(makeContext(site, entry('/brands/_missing'))).props).toEqual({ missing: true });
  });
});

describe('service areas, city and neighborhood data', () => {
  it('features the first 3 cities x first 2 neighborhoods of a county, at most 6 links', () => {
    const links = featuredNeighborhoods(site, 'Hillsborough', 3, 2);
    expect(links.map((link) => link.href)).toEqual([
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
        pages.find((page) => page.kind === 'service-areas')!,
      ),
    );
    const hrefs = [
      props.intro.servicesLink.href,
      ...props.counties.items.flatMap((item) => [...item.cities, ...item.featured].map((link) => link.href)),
      ...props.allNeighborhoods.counties.flatMap((county) =>
        county.cities.flatMap((city) => [city.href, ...city.neighborhoods.map((neighborhood) => neighborhood.href)]),
      ),
      ...props.popular.items.map((item) => item.href!),
    ];
    for (const href of hrefs) expect(urls.has(href), href).toBe(true);
    expect(props.intro.promises).toHaveLength(4);
    expect(props.counties.items.map((item) => item.name)).toEqual(site.counties.map((county) => county.name));
    for (const item of props.counties.items) expect(item.featured.length).toBeLessThanOrEqual(6);
    expect(props.districts.counties.map((county) => county.districts.length)).toEqual([6, 6, 6]);
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
      const props = built.props as Exclude<CityProps, { missing: true }>;
      expect(props.hero.heading, "the spec's hero").toBe(`Garage Door Repair in ${city.name}, FL`);
      const own = site.projects.filter((project) => project.city === city.id && !project.neighborhood).map((project) => project.id);
      expect(Boolean(props.projects), city.id).toBe(own.length > 0);
      for (const projectCard of props.projects?.items ?? []) expect(own).toContain(projectCard.id);
      for (const projectCard of props.projects?.items ?? []) expect(projectCard.place).toBe(city.name);
      expect(props.tabs.items.map((item) => item.label)).toEqual(['Repairs', 'Installation', 'Maintenance']);
      expect(JSON.stringify(props)).not.toContain('{{');
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
      for (const neighborhood of city.neighborhoods) {
        const props = neighborhoodPageProps(makeContext(site, entry(`/cities/${city.id}/${neighborhood.id}`))).props as Exclude<
          NeighborhoodProps,
          { missing: true }
        >;
        expect(props.hero.zipCodes).toEqual(neighborhood.zipCodes);
        expect(props.offer.intro).toContain(site.facts.offer);
        expect(props.faq.items).toHaveLength(4);
        expect(props.popular.items).toHaveLength(3);
        expect(props.related.links[0].href).toBe(`/cities/${city.id}`);
        for (const link of props.related.links) expect(urls.has(link.href.split('?')[0]), link.href).toBe(true);
        expect(JSON.stringify(props)).not.toContain('{{');
      }
    }
  });
});

describe("a neighborhood's own facts", () => {
  it("stand in for its city's on its page, with their own source; the rest are the city's", () => {
    const city = site.cities[0];
    const [own, other] = city.neighborhoods;
    const jurisdiction = {
      value: city.facts.jurisdiction.value,
      source: { title: `U.S. Census Bureau QuickFacts: ${own.name} CDP, Florida`, url: 'https://www.census.gov/quickfacts/example' },
    };
    const withOwn = {
      ...site,
      cities: [{ ...city, neighborhoods: [{ ...own, facts: { jurisdiction } }, other] }, ...site.cities.slice(1)],
    };
    const byId = (id?: string) => Object.fromEntries(placeFacts(withOwn, city.id, id).map((fact) => [fact.id, fact]));
    expect(byId(own.id).jurisdiction).toMatchObject({ value: jurisdiction.value, source: jurisdiction.source });
    expect(byId(own.id).jurisdiction.source).not.toEqual(byId().jurisdiction.source);
    expect(byId(own.id).county).toEqual(byId().county);
    expect(byId(other.id).jurisdiction).toEqual(byId().jurisdiction);
    expect(byId().jurisdiction.value).toBe(city.facts.jurisdiction.value);
  });
});
