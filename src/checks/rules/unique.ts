import type { Rule } from './context';
import { fileOf } from './context';

/** Each later item whose key an earlier one has, with the index of that first one. */
export function duplicates<T>(items: readonly T[], key: (item: T) => string): Array<{ first: number; at: number }> {
  const seen = new Map<string, number>();
  const out: Array<{ first: number; at: number }> = [];
  items.forEach((item, at) => {
    const k = key(item);
    const first = seen.get(k);
    if (first === undefined) seen.set(k, at);
    else out.push({ first, at });
  });
  return out;
}

/** Ids that name one entry of a list (neighborhoods of a city, reviews, projects); both places named. */
export const uniqueIds: Rule = {
  name: 'unique-ids',
  run(ctx) {
    const { site } = ctx;
    for (const c of site.cities) {
      const file = fileOf.city(c.id);
      for (const { first, at } of duplicates(c.neighborhoods, (n) => n.id))
        ctx.report(
          'neighborhood-twice',
          { id: c.neighborhoods[at].id, firstLine: ctx.lineOf(file, ['neighborhoods', first, 'id']) },
          file,
          ['neighborhoods', at, 'id'],
        );
    }
    const reviews = 'content/reviews.yaml';
    for (const { first, at } of duplicates(site.reviews, (r) => r.id))
      ctx.report(
        'review-id-twice',
        { id: site.reviews[at].id, first: first + 1, firstLine: ctx.lineOf(reviews, ['reviews', first, 'id']) },
        reviews,
        ['reviews', at, 'id'],
      );
    const projects = 'content/projects.yaml';
    for (const { first, at } of duplicates(site.projects, (p) => p.id))
      ctx.report('project-id-twice', { id: site.projects[at].id, firstLine: ctx.lineOf(projects, ['projects', first, 'id']) }, projects, [
        'projects',
        at,
        'id',
      ]);
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
