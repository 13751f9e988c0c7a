import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { removedEntries, slugOf, withMadeIds } from './list-entries';
import { FIXTURE_SITE } from '../../../tests/support/fixture-site';

type Review = { id: string; name: string; date: string };
const reviews = () => (parse(readFileSync(join(FIXTURE_SITE, 'content/reviews.yaml'), 'utf8')) as { reviews: Review[] }).reviews;

describe('list entries on the screen', () => {
  it('makes a new entry’s id from its name and date, unique in its list, and leaves the others alone', () => {
    const list = reviews();
    const added = { name: list[0].name, date: list[0].date, comment: 'x' };
    const made = (withMadeIds({ reviews: [...list, added, { ...added }] }) as { reviews: Review[] }).reviews;
    expect(made.slice(0, list.length)).toEqual(list);
    const base = slugOf(list[0].name, list[0].date);
    expect(base).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(made.slice(list.length).map((review) => review.id)).toEqual([base, `${base}-2`]);
  });

  it('a new entry whose template leaves its id empty gets one made from its name, first among its keys', () => {
    const made = withMadeIds({
      neighborhoods: [
        { id: '', name: 'Lake Magdalene', description: 'x' },
        { name: 'Lake Magdalene', description: 'y' },
      ],
    }) as { neighborhoods: Array<Record<string, string>> };
    expect(made.neighborhoods.map((neighborhood) => neighborhood.id)).toEqual(['lake-magdalene', 'lake-magdalene-2']);
    expect(Object.keys(made.neighborhoods[0])[0]).toBe('id');
  });

  it('a list without ids gets none', () => {
    const faq = parse(readFileSync(join(FIXTURE_SITE, 'content/faq.yaml'), 'utf8')) as Record<string, Array<{ question: string }>>;
    const [list] = Object.keys(faq);
    const added = { ...faq, [list]: [...faq[list], { question: 'New?', answer: 'Yes.' }] };
    expect(withMadeIds(added)).toEqual(added);
  });

  it('names each removed entry, at any position, and nothing when entries only move or change', () => {
    const list = reviews();
    for (const i of [0, Math.floor(list.length / 2), list.length - 1]) {
      const after = list.filter((_, j) => j !== i);
      expect(removedEntries({ reviews: list }, { reviews: after })).toEqual([`${list[i].name} (${list[i].id}), from reviews`]);
    }
    const moved = [...list].reverse().map((review) => ({ ...review, name: `${review.name}!` }));
    expect(removedEntries({ reviews: list }, { reviews: moved })).toEqual([]);
  });
});
