import { duplicates, repeatedKeys } from '../../manifest/consistency';
import type { Site } from '../../manifest/load';
import type { Rule } from './context';
import { fileOf } from './context';

/** Each YAML file's data as the site holds it, by the file's path. */
function filesOf(site: Site): Array<[string, unknown]> {
  return [
    ['site.yaml', site.manifest],
    ...site.services.map((s): [string, unknown] => [fileOf.service(s.id), s]),
    ...site.cities.map((c): [string, unknown] => [fileOf.city(c.id), c]),
    ...site.brands.map((b): [string, unknown] => [fileOf.brand(b.id), b]),
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
      for (const { path, ...message } of repeatedKeys(file, data, (p) => ctx.lineOf(file, p))) ctx.reportMessage(message, file, path);
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
      for (const { first, at } of duplicates(items, (i) => nameKey(i.name))) {
        const [a, b] = [items[first], items[at]];
        ctx.report(
          'same-name',
          {
            kind,
            kinds,
            name: b.name,
            first: `${a.file}:${ctx.lineOf(a.file, a.path)}`,
            second: `${b.file}:${ctx.lineOf(b.file, b.path)}`,
          },
          b.file,
          b.path,
        );
      }
    };
    check(
      site.cities.map((c) => ({ name: c.name, file: fileOf.city(c.id), path: ['name'] })),
      'city',
      'cities',
    );
    check(
      site.services.map((s) => ({ name: s.title, file: fileOf.service(s.id), path: ['title'] })),
      'service',
      'services',
    );
    check(
      site.brands.map((b) => ({ name: b.name, file: fileOf.brand(b.id), path: ['name'] })),
      'brand',
      'brands',
    );
    for (const c of site.cities) {
      const items = c.neighborhoods.map((n, i) => ({ name: n.name, file: fileOf.city(c.id), path: ['neighborhoods', i, 'name'] }));
      check(items, 'neighborhood', `neighborhoods of ${c.name}`);
    }
  },
};
