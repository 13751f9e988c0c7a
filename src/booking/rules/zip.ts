/**
 * The one ZIP code rule, for the booking form (./validate.ts) and for the ZIP codes of the content
 * (checks/rules/zip-codes.ts): a ZIP code is five digits, one the site serves (one of the counties'
 * ZIP codes, content/counties.yaml) and, where its entry names its place (a city, a neighborhood),
 * a ZIP code of that place's county. Pure: no DOM, no Node.
 */
export const ZIP = /^\d{5}$/;

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
