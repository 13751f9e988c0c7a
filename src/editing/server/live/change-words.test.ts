import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { FIXTURE_SITE } from '../../../../tests/support/fixture-site';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { changeTitle, changeWords } from './change-words';

/** The frozen copy of the content (an editor's change of the real files never breaks a test). */
const text = (path: string) => readFileSync(resolve(FIXTURE_SITE, path), 'utf8');

/** The file with `edit` applied to its data, as the screen saves it (comments kept). */
function edited(path: string, edit: (doc: ReturnType<typeof parseDocument>) => void): string {
  const doc = parseDocument(text(path));
  edit(doc);
  return doc.toString();
}

describe('a change in the office’s words', () => {
  it('a fact of the business: its label and both values', () => {
    const after = edited('site.yaml', (item) => item.setIn(['business', 'phone', 'display'], '(813) 555-0199'));
    const before = text('site.yaml');
    const was = (parseDocument(before).getIn(['business', 'phone', 'display']) as string) ?? '';
    expect(changeWords('site.yaml', before, after)).toEqual([`Phone number: ${was} → (813) 555-0199`]);
  });

  it('the phone number changed on the screen is one change: the number as dialled it writes with it is not said again', () => {
    const before = text('site.yaml');
    const was = parseDocument(before).getIn(['business', 'phone', 'display']) as string;
    const both = edited('site.yaml', (item) => {
      item.setIn(['business', 'phone', 'display'], '(813) 555-0199');
      item.setIn(['business', 'phone', 'e164'], '+18135550199');
    });
    expect(changeWords('site.yaml', before, both)).toEqual([`Phone number: ${was} → (813) 555-0199`]);
    // The number as dialled alone (written in the file by hand) is said.
    const dialled = edited('site.yaml', (item) => item.setIn(['business', 'phone', 'e164'], '+18135550199'));
    expect(changeWords('site.yaml', before, dialled)).toEqual([
      expect.stringMatching(/^Phone number as dialled: \+1\d{10} → \+18135550199$/),
    ]);
  });

  it('a time is said as the form shows it, not in the file’s 24-hour form', () => {
    const after = edited('site.yaml', (item) => item.setIn(['business', 'hours', 'service', 1, 'closes'], '15:00'));
    const [words] = changeWords('site.yaml', text('site.yaml'), after);
    expect(words).toMatch(/: 5:00 PM → 3:00 PM$/);
    expect(words).not.toMatch(/\d{2}:\d{2}/);
  });

  it('a row with no name of its own deleted is that row, not the next one changed into it; a row edited stays one change', () => {
    const before = text('site.yaml');
    const rows = parseDocument(before).getIn(['business', 'hours', 'service']) as { items: unknown[] };
    expect(rows.items.length).toBeGreaterThanOrEqual(3);
    const deleted = changeWords(
      'site.yaml',
      before,
      edited('site.yaml', (item) => item.deleteIn(['business', 'hours', 'service', 1])),
    );
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatch(/^Hours, row of service hours “Saturday, 8:00 AM, 5:00 PM” deleted$/);
    const edit = changeWords(
      'site.yaml',
      before,
      edited('site.yaml', (item) => item.setIn(['business', 'hours', 'service', 1, 'opens'], '09:00')),
    );
    expect(edit).toEqual([expect.stringMatching(/“Saturday, .*”, opening time: \d{1,2}:\d{2} AM → 9:00 AM$/)]);
  });

  it('a field inside a group is named with its group', () => {
    const after = edited('site.yaml', (item) => item.setIn(['business', 'address', 'postalCode'], '33606'));
    expect(changeWords('site.yaml', text('site.yaml'), after)).toEqual([expect.stringMatching(/^Address, postal code: \d{5} → 33606$/)]);
  });

  it('a review deleted is named by who wrote it, and one edited says what changed in it', () => {
    const before = text('content/reviews.yaml');
    const data = parseDocument(before).toJS() as { reviews: Array<{ name: string; rating: number }> };
    const [first, second] = data.reviews;
    const deleted = edited('content/reviews.yaml', (item) => item.deleteIn(['reviews', 1]));
    // Named by who wrote it and when (one customer may write twice).
    expect(changeWords('content/reviews.yaml', before, deleted)).toEqual([
      expect.stringMatching(new RegExp(`^Review “${second.name} \\([A-Z][a-z]{2} \\d{1,2}, \\d{4}\\)” deleted$`)),
    ]);
    const rated = edited('content/reviews.yaml', (item) => item.setIn(['reviews', 0, 'rating'], first.rating === 5 ? 4 : 5));
    expect(changeWords('content/reviews.yaml', before, rated)).toEqual([
      expect.stringMatching(new RegExp(`^Review “${first.name} \\(.+\\)”, rating: ${first.rating} → ${first.rating === 5 ? 4 : 5}$`)),
    ]);
  });

  it('closed dates added say their names and dates, and a list only put in a new order says so', () => {
    const before = text('site.yaml');
    const after = edited('site.yaml', (item) => {
      item.addIn(['booking', 'closedDates'], item.createNode({ date: '2026-12-24', name: 'Christmas Eve' }));
      item.addIn(['booking', 'closedDates'], item.createNode({ date: '2026-12-26', name: 'Day after Christmas' }));
    });
    expect(changeWords('site.yaml', before, after)).toEqual([
      'Booking form, closed date “Christmas Eve (Dec 24, 2026)” added',
      'Booking form, closed date “Day after Christmas (Dec 26, 2026)” added',
    ]);
    const payments = (parseDocument(before).getIn(['business', 'paymentAccepted']) as { toJSON(): string[] }).toJSON();
    const reordered = edited('site.yaml', (item) => item.setIn(['business', 'paymentAccepted'], item.createNode([...payments].reverse())));
    expect(changeWords('site.yaml', before, reordered)).toEqual(['Ways to pay put in a new order']);
    const more = edited('site.yaml', (item) => item.setIn(['business', 'paymentAccepted'], item.createNode([...payments, 'Zelle'])));
    expect(changeWords('site.yaml', before, more)).toEqual(['Ways to pay “Zelle” added']);
  });

  it('a city: added and deleted by its name, an edit named with the city', () => {
    const before = text('content/cities/brandon.yaml');
    expect(changeWords('content/cities/brandon.yaml', null, before)).toEqual(['City “Brandon” added']);
    expect(changeWords('content/cities/brandon.yaml', before, null)).toEqual(['City “Brandon” deleted']);
    const after = edited('content/cities/brandon.yaml', (item) => item.set('description', 'Brandon, in short.'));
    expect(changeWords('content/cities/brandon.yaml', before, after)).toEqual(['City “Brandon”, description changed']);
    // A label that starts with an abbreviation keeps it inside the sentence ("ZIP codes", not "zIP codes").
    const zips = edited('content/cities/brandon.yaml', (item) => item.setIn(['facts', 'zipCodes', 'value'], ['33510', '33511']));
    expect(changeWords('content/cities/brandon.yaml', before, zips)).toEqual([expect.stringMatching(/^City “Brandon”, facts, ZIP codes/)]);
  });

  it('a page’s long text, a page’s copy and a photo', () => {
    const about = text('content/pages/about.mdx');
    expect(changeWords('content/pages/about.mdx', about, `${about}\nOne more line.\n`)).toEqual(['About (text) changed']);
    expect(changeWords('public/images/hero.jpg', null, 'x')).toEqual(['Photo hero.jpg added']);
    expect(changeWords('public/images/hero.jpg', 'x', 'y')).toEqual(['Photo hero.jpg replaced']);
  });

  it('a fact used in the text: its name as the text writes it', () => {
    const before = text('site.yaml');
    const after = edited('site.yaml', (item) => item.setIn(['constants', 'serviceCallFee'], '$95'));
    const was = parseDocument(before).getIn(['constants', 'serviceCallFee']) as string;
    expect(changeWords('site.yaml', before, after)).toEqual([`Fact “Service call fee”: ${was} → $95`]);
  });

  it('a title holds the phrases that fit one line, and counts the rest', () => {
    expect(changeTitle(['Phone number: (813) 555-0142 → (813) 555-0199'])).toBe('Phone number: (813) 555-0142 → (813) 555-0199');
    const many = [
      'Booking form, closed date “Christmas Eve (Dec 24, 2026)” added',
      'Booking form, closed date “Day after Christmas (Dec 26, 2026)” added',
      'Booking form, slot capacity: 2 → 3',
    ];
    expect(changeTitle(many)).toBe('Booking form, closed date “Christmas Eve (Dec 24, 2026)” added and 2 more changes');
  });
});
