import { describe, expect, it } from 'vitest';
import { sameEntry } from './save-status';

describe('the save status line stays with its entry', () => {
  it.each([
    ['#/collections/cities/entries/brandon', '#/collections/cities/entries/brandon', true],
    // A new city takes its address when it is first saved: the line is about it.
    ['#/collections/cities/new', '#/collections/cities/entries/heron-creek', true],
    ['#/collections/cities/entries/brandon', '#/collections/cities/entries/tampa', false],
    ['#/collections/cities/entries/brandon', '#/collections/cities', false],
    ['#/collections/settings/entries/site', '#/collections/lists/entries/reviews', false],
    ['#/collections/cities/new', '#/collections/services/entries/garage-door-repair', false],
  ])('%s then %s: the same entry is %s', (from, to, same) => expect(sameEntry(from, to)).toBe(same));
});
