/**
 * The one ZIP code rule, for the booking form (./validate.ts) and for the ZIP codes of the content
 * (checks/rules/zip-codes.ts): a ZIP code is five digits, one the site serves (one of the counties'
 * ZIP codes, content/counties.yaml) and, where its entry names its place (a city, a neighborhood),
 * a ZIP code of that place's county. Pure: no DOM, no Node.
 */
export const ZIP = /^\d{5}$/;

/** The ZIP box's pattern (HTML, anchored whole): a ZIP code as people write or paste one, which zipOf reads. */
export const ZIP_TYPED = '\\s*(?:[A-Za-z]{2}\\s+)?[0-9]{5}(?:(?:-|\\s)?[0-9]{4})?\\s*';

/** A ZIP code as people paste one ("FL 33511", "33511-1234"): its five digits; anything else as it is. */
export const zipOf = (value: string): string => /^(?:[A-Za-z]{2}\s+)?(\d{5})(?:[-\s]?\d{4})?$/.exec(value)?.[1] ?? value;

/** A county's ZIP codes, as content/counties.yaml lists them. */
export type ZipCounty = { name: string; zipCodes: readonly string[] };

/** What is wrong with a ZIP code: not five digits, not served, or served but not in its place's county. */
export type ZipProblem = 'shape' | 'outside' | 'other-county';

/**
 * What is wrong with `zip`, or undefined when it is fine. `served` is every ZIP code of the
 * counties (without it, the shape alone is checked); `place`, when the entry names its place, is
 * that place's county.
 */
export function zipProblem(zip: string, served?: readonly string[], place?: ZipCounty): ZipProblem | undefined {
  if (!ZIP.test(zip)) return 'shape';
  if (served && !served.includes(zip)) return 'outside';
  return place && !place.zipCodes.includes(zip) ? 'other-county' : undefined;
}

/** Every ZIP code the site serves: the counties' lists, each ZIP code once. */
export const servedZips = (counties: readonly ZipCounty[]): string[] => [...new Set(counties.flatMap((county) => county.zipCodes))];
