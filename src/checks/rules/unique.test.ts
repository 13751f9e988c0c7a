import { describe, expect, it } from 'vitest';
import { redirects } from './redirects';
import { changed, realSite, run, withManifest } from './test-site';
import { uniqueIds, uniqueNames } from './unique';

describe('unique-ids', () => {
  it('the real site has no id twice', () => expect(run(uniqueIds)).toEqual([]));

  it('a review id used twice is one error naming both lines', () => {
    const reviews = realSite().reviews;
    const errors = run(uniqueIds, changed({ reviews: [...reviews, { ...reviews[1], id: reviews[0].id }] }));
    expect(errors).toHaveLength(1);
    expect(errors[0].code).toBe('duplicate-id');
    expect(errors[0].message).toMatch(new RegExp(`also by review 1, line \\d+`));
    expect(errors[0].plain).toBe(`Two reviews have the id '${reviews[0].id}'`);
  });

  it('a source redirected again is reported at the redirect added, naming the first line; the redirect rule stays silent', () => {
    const list = realSite().manifest.redirects;
    const site = withManifest({ redirects: [...list, { from: list[0].from, to: '/' }] });
    const errors = run(uniqueIds, site);
    expect(errors.map((e) => [e.code, e.path])).toEqual([['duplicate-redirect', `redirects[${list.length + 1}].from`]]);
    const firstLine = realSite().sources.get('site.yaml')!.locate(['redirects', 0, 'from']).line;
    expect(errors[0].message).toBe(`${list[0].from} is redirected twice (also by redirect 1, line ${firstLine}, to ${list[0].to})`);
    expect(run(redirects, site)).toEqual([]);
  });

  it('a neighborhood id given again in a city is reported at the one given again', () => {
    const [city, ...rest] = realSite().cities;
    const [neighborhood, second, ...more] = city.neighborhoods;
    const errors = run(
      uniqueIds,
      changed({ cities: [{ ...city, neighborhoods: [neighborhood, { ...second, id: neighborhood.id }, ...more] }, ...rest] }),
    );
    expect(errors.map((e) => [e.file, e.path, e.plain])).toEqual([
      [`content/cities/${city.id}.yaml`, 'neighborhoods[2].id', `Two neighborhoods have the id '${neighborhood.id}'`],
    ]);
  });
});

describe('unique-names', () => {
  it('the real site has no name twice', () => expect(run(uniqueNames)).toEqual([]));

  it('two cities with one name are one error naming both files, in plain words', () => {
    const [city, second, ...rest] = realSite().cities;
    const errors = run(uniqueNames, changed({ cities: [city, { ...second, name: city.name }, ...rest] }));
    expect(errors).toHaveLength(1);
    expect(errors[0].code).toBe('duplicate-name');
    expect(errors[0].file).toBe(`content/cities/${second.id}.yaml`);
    expect(errors[0].message).toContain(`content/cities/${city.id}.yaml:`);
    expect(errors[0].plain).toBe(`Two cities are both named ${city.name}`);
    expect(errors[0].plainHint).toBe('Rename one of them.');
  });

  it('names differing only in case or spaces are the same name', () => {
    const [service, second, ...rest] = realSite().services;
    const errors = run(uniqueNames, changed({ services: [service, { ...second, title: ` ${service.title.toUpperCase()}` }, ...rest] }));
    expect(errors.map((e) => e.code)).toEqual(['duplicate-name']);
  });
});
