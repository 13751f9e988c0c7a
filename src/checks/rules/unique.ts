import { duplicates, repeatedKeys } from '../../manifest/consistency';
import type { Site } from '../../manifest/load';
import type { Rule } from './context';
import { fileOf } from './context';

/** Each YAML file's data as the site holds it, by the file's path. */
function filesOf(site: Site): Array<[string, unknown]> {
  return [
    ['site.yaml', site.manifest],
    ...site.services.map((service): [string, unknown] => [fileOf.service(service.id), service]),
    ...site.cities.map((city): [string, unknown] => [fileOf.city(city.id), city]),
    ...site.brands.map((brand): [string, unknown] => [fileOf.brand(brand.id), brand]),
    ['content/reviews.yaml', { reviews: site.reviews }],
    ['content/projects.yaml', { projects: site.projects }],
    ['content/counties.yaml', { counties: site.counties }],
    ['content/faq.yaml', site.faq],
  ];
}

/**
 * Ids and values that name one entry of a list (neighborhoods of a city, reviews, routes,
 * redirects): each given again is reported where it was given again, naming the first. The loader
 * reports them as it reads each file (src/manifest/consistency.ts); this rule says the same of a
 * site it is handed as it is (one changed in memory).
 */
export const uniqueIds: Rule = {
  name: 'unique-ids',
  run(ctx) {
    for (const [file, data] of filesOf(ctx.site))
      for (const { path, ...message } of repeatedKeys(file, data, (item) => ctx.lineOf(file, item))) ctx.reportMessage(message, file, path);
  },
};

const nameKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Two cities (services, brands, neighborhoods of one city) with one name make pages nobody can
 * tell apart, every title and heading the same: one error naming both files, instead of the head
 * rules' one error per page.
 */
export const uniqueNames: Rule = {
  name: 'unique-names',
  run(ctx) {
    const { site } = ctx;
    type Named = { name: string; file: string; path: Array<string | number> };
    const check = (items: Named[], kind: string, kinds: string) => {
      for (const { first, at } of duplicates(items, (named) => nameKey(named.name))) {
        const [named, second] = [items[first], items[at]];
        ctx.report(
          'same-name',
          {
            kind,
            kinds,
            name: second.name,
            first: `${named.file}:${ctx.lineOf(named.file, named.path)}`,
            second: `${second.file}:${ctx.lineOf(second.file, second.path)}`,
          },
          second.file,
          second.path,
        );
      }
    };
    check(
      site.cities.map((city) => ({ name: city.name, file: fileOf.city(city.id), path: ['name'] })),
      'city',
      'cities',
    );
    check(
      site.services.map((service) => ({ name: service.title, file: fileOf.service(service.id), path: ['title'] })),
      'service',
      'services',
    );
    check(
      site.brands.map((brand) => ({ name: brand.name, file: fileOf.brand(brand.id), path: ['name'] })),
      'brand',
      'brands',
    );
    for (const city of site.cities) {
      const items = city.neighborhoods.map((neighborhood, i) => ({
        name: neighborhood.name,
        file: fileOf.city(city.id),
        path: ['neighborhoods', i, 'name'],
      }));
      check(items, 'neighborhood', `neighborhoods of ${city.name}`);
    }
  },
};
