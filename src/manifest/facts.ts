import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import type { HoursSpec, SiteManifest } from './schema.generated';
import { listJoin } from './words';

const DAY_ABBR: Record<string, string> = {
  Monday: 'Mon',
  Tuesday: 'Tue',
  Wednesday: 'Wed',
  Thursday: 'Thu',
  Friday: 'Fri',
  Saturday: 'Sat',
  Sunday: 'Sun',
};
export const SCHEMA_DAYS: Record<string, string> = {
  Monday: 'Mo',
  Tuesday: 'Tu',
  Wednesday: 'We',
  Thursday: 'Th',
  Friday: 'Fr',
  Saturday: 'Sa',
  Sunday: 'Su',
};

export function clock(hhmm: string): string {
  const [height, minutes] = hhmm.split(':').map(Number);
  const suffix = height >= 12 ? 'PM' : 'AM';
  const hour = height % 12 === 0 ? 12 : height % 12;
  return `${hour}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** An arrival window from its start (minutes after midnight) for `length` minutes: 540 and 60 -> "9:00 AM-10:00 AM". */
export function arrivalWindow(start: number, length: number): string {
  const at = (minute: number) => {
    const ofDay = ((minute % 1440) + 1440) % 1440;
    return clock(`${Math.floor(ofDay / 60)}:${ofDay % 60}`);
  };
  return `${at(start)}-${at(start + length)}`;
}

/**
 * The days of a row of hours as people write them, in the week's order: a run of three or more
 * days as a range ("Mon-Fri"), the others one by one ("Mon, Tue, Thu & Fri": never "Mon-Fri" for
 * a week without its Wednesday).
 */
export function dayRange(days: HoursSpec['days'], abbreviate = false): string {
  const name = (key: string) => (abbreviate ? DAY_ABBR[key] : key);
  const week = Object.keys(DAY_ABBR);
  const sorted = [...days].sort((a, b) => week.indexOf(a) - week.indexOf(b));
  const runs: string[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && week.indexOf(day) === week.indexOf(run.at(-1)!) + 1) run.push(day);
    else runs.push([day]);
  }
  const parts = runs.flatMap((run) => (run.length > 2 ? [`${name(run[0])}-${name(run.at(-1)!)}`] : run.map(name)));
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} & ${parts.at(-1)}` : parts[0];
}

export function hoursLine(spec: HoursSpec, abbreviate = false): string {
  return `${dayRange(spec.days, abbreviate)} ${clock(spec.opens)}-${clock(spec.closes)}`;
}

/** The facts copy may use beside the constants: derived from business data, never typed twice. */
export function derivedFacts(
  manifest: SiteManifest,
  ratings: number[],
  counties: string[],
  counts: Record<string, number> = {},
): Record<string, string> {
  const business = manifest.business;
  const service = business.hours.service;
  const find = (day: HoursSpec['days'][number]) => service.find((hoursSpec) => hoursSpec.days.includes(day));
  const span = (hoursSpec?: HoursSpec) => (hoursSpec ? `${clock(hoursSpec.opens)}-${clock(hoursSpec.closes)}` : 'closed');
  return {
    company: business.name,
    phone: business.phone.display,
    email: business.email,
    address: `${business.address.street}, ${business.address.city}, ${business.address.region} ${business.address.postalCode}`,
    serviceHours: service.map((hoursSpec) => hoursLine(hoursSpec)).join(', '),
    weekdayHours: span(find('Monday')),
    saturdayHours: span(find('Saturday')),
    sundayHours: span(find('Sunday')),
    officeHours: business.hours.office.map((hoursSpec) => hoursLine(hoursSpec)).join(', '),
    // "licensed" is shown with the license itself: {{license}} reads "Florida contractor license CRC...".
    license: `${business.license.label} ${business.license.number}`,
    ...reviewFacts(ratings),
    counties: `${listJoin(counties)} counties`,
    // Counts are computed from the collections: copy says {{serviceCount}}, never "21".
    ...Object.fromEntries(Object.entries(counts).map(([key, value]) => [key, String(value)])),
  };
}

/**
 * What the listed reviews say, counted: the average (one decimal), how many there are, how many
 * and what share of them give 5 stars. Copy shows these; it never types a rating or a count.
 */
function reviewFacts(ratings: number[]): {
  averageRating: string;
  reviewCount: string;
  fiveStarCount: string;
  fiveStarShare: string;
} {
  const five = ratings.filter((rating) => rating === 5).length;
  return {
    averageRating: averageRating(ratings),
    reviewCount: String(ratings.length),
    fiveStarCount: String(five),
    fiveStarShare: `${ratings.length ? Math.round((five / ratings.length) * 100) : 0}%`,
  };
}

function averageRating(ratings: number[]): string {
  if (!ratings.length) return '0.0';
  return (Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10).toFixed(1);
}

/** 2026-03-14 -> March 14, 2026 (the site's date display; at build time, so the browser never formats dates). */
export function longDate(iso: string): string {
  return format(parseISO(iso), 'MMMM d, yyyy');
}

/**
 * A link the owner has not filled in yet (a social or review-site address at example): the launch
 * check lists it, and pages name the site without linking to it.
 */
export function isPlaceholderUrl(url: string): boolean {
  return /example/i.test(url);
}
