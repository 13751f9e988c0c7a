import type { ErrorCode } from './errors';
import type { Site } from './load';

type Path = Array<string | number>;
type Report = (file: string, path: Path, code: ErrorCode, message: string, hint: string, severity?: 'error' | 'warning') => void;

/** Words that name a counted collection, and the fact that holds each count. */
const COUNTED: Array<{ words: RegExp; fact: string }> = [
  { words: /^(?:garage door )?services?$/i, fact: 'serviceCount' },
  { words: /^(?:main )?services?$/i, fact: 'mainServiceCount' },
  { words: /^specialized services?$/i, fact: 'specializedServiceCount' },
  { words: /^(?:cities|communities|towns)$/i, fact: 'cityCount' },
  { words: /^neighborhoods?$/i, fact: 'neighborhoodCount' },
  { words: /^brands?$/i, fact: 'brandCount' },
  { words: /^(?:customer )?reviews?$/i, fact: 'reviewCount' },
  { words: /^counties$/i, fact: 'countyCount' },
];
const COUNT_IN_TEXT =
  /\b(\d{1,4})\s+((?:[a-z]+\s+){0,2}?(?:services?|cities|communities|towns|neighborhoods?|brands?|reviews?|counties))\b/gi;

/**
 * A count of a collection typed into copy ("All 21 services") goes stale when an item is added.
 * Returns the fact to write instead, when the number is the count of what the words name.
 */
export function typedCount(text: string, facts: Record<string, string>): { typed: string; fact: string } | undefined {
  for (const m of text.replace(/\{\{[^}]*\}\}/g, ' ').matchAll(COUNT_IN_TEXT)) {
    const words = m[2].toLowerCase().replace(/^(?:of\s+)?(?:our|the)\s+/, '');
    const hit = COUNTED.find((c) => c.words.test(words) && facts[c.fact] === m[1]);
    if (hit) return { typed: m[0], fact: hit.fact };
  }
  return undefined;
}

/** Facts that must agree with each other, and ids that must be unique. */
export function checkConsistency(site: Site, report: Report): void {
  const { manifest } = site;

  // The phone's display text and the number dialled (tel:, sms:, structured data).
  const phone = manifest.business.phone;
  const dialled = phone.e164.replace(/\D/g, '');
  const shown = phone.display.replace(/\D/g, '');
  if (dialled !== shown && dialled !== `1${shown}`) {
    report(
      'site.yaml',
      ['business', 'phone', 'display'],
      'phone-mismatch',
      `the phone shows ${phone.display} but dials ${phone.e164}`,
      'Make business.phone.display and business.phone.e164 the same number (e164: "+1" and the 10 digits).',
    );
  }

  // Review ids: each names one review (anchors, keys).
  const reviewIds = new Map<string, number>();
  site.reviews.forEach((r, i) => {
    const first = reviewIds.get(r.id);
    if (first !== undefined)
      report(
        'content/reviews.yaml',
        ['reviews', i, 'id'],
        'duplicate-id',
        `review id '${r.id}' is used twice (also by review ${first + 1})`,
        'Give each review its own id.',
      );
    else reviewIds.set(r.id, i);
  });

  // Redirect sources: the host uses the first, npm start the last; one source, one target.
  const sources = new Map<string, number>();
  manifest.redirects.forEach((r, i) => {
    const first = sources.get(r.from);
    if (first !== undefined)
      report(
        'site.yaml',
        ['redirects', i, 'from'],
        'duplicate-redirect',
        `${r.from} is redirected twice (also by redirect ${first + 1}, to ${manifest.redirects[first].to})`,
        'Keep one redirect from this path.',
      );
    else sources.set(r.from, i);
  });

  // Each booking type must be offered: a service names the type a visitor picks for it.
  const types = manifest.booking.serviceTypes;
  for (const s of site.services) {
    const file = `content/services/${s.id}.yaml`;
    const type = s.bookingType;
    if (type === undefined) {
      report(
        file,
        ['title'],
        'stale-list',
        `the booking form offers no service type for '${s.title}'`,
        `Add "bookingType:" to this file with one of booking.serviceTypes in site.yaml (${types.join(', ')}), or add a new type to that list first.`,
      );
    } else if (!types.includes(type)) {
      report(
        file,
        ['bookingType'],
        'stale-list',
        `'${type}' is not one of booking.serviceTypes in site.yaml, so the booking form cannot offer it`,
        `Use one of: ${types.join(', ')}; or add '${type}' to booking.serviceTypes.`,
      );
    }
  }
}
