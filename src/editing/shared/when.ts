/**
 * Times and dates as people type them, read into the files' forms: a time of day as "09:00"
 * (24-hour clock, as schema/ asks, shown on the screen as "9:00 AM"), a date as "2026-03-14". The screen's time and date fields
 * (time-widget.tsx, date-widget.tsx) write what these return; what they cannot read stays as typed,
 * and the field says how to write it.
 */

import { clock } from '../../manifest/facts';
import { halfDayTime, halfUnsaid } from '../../manifest/plain-schema';
import { MONTH_NAMES, monthInWords } from '../../manifest/words';

const two = (n: number) => String(n).padStart(2, '0');

/** What the field says of a time `halfUnsaid` asks about: "4:30" -> "Write 4:30 AM or 4:30 PM." (the check's words for it too). */
export function morningOrAfternoon(text: string): string {
  const time = halfDayTime(text);
  return `Is "${text.trim()}" in the morning or the afternoon? Write ${time} AM or ${time} PM.`;
}

/**
 * "9 am", "9am", "9:00 AM", "09:00", "9.30 pm", "17:30", "12", "noon", "midnight" -> "HH:MM"; else
 * undefined (also for "4:30" or "9", which do not say which half of the day: halfUnsaid).
 */
export function readTime(text: string): string | undefined {
  if (halfUnsaid(text)) return undefined;
  const tab = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (tab === 'noon' || tab === 'midday') return '12:00';
  if (tab === 'midnight') return '00:00';
  const match = /^(\d{1,2})(?:[:.h ]?(\d{2}))?\s*(a\.?m\.?|p\.?m\.?|a|p)?$/.exec(tab);
  if (!match) return undefined;
  let hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  const half = match[3]?.[0] as 'a' | 'p' | undefined;
  if (minutes > 59) return undefined;
  if (half) {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (half === 'p' ? 12 : 0);
  } else if (hours > 23) return undefined;
  return `${two(hours)}:${two(minutes)}`;
}

/** The file's "HH:MM" as the office reads a time: "09:00" -> "9:00 AM", "17:30" -> "5:30 PM", "00:00" -> "12:00 AM"; any other text as it is. */
export function showTime(value: string): string {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? clock(value) : value;
}

/** The file's "2026-03-14" as the office writes a date, and as the date fields show one: "3/14/2026"; any other text as it is. */
export function showDate(value: string): string {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return date && readDate(value) === value ? `${+date[2]}/${+date[3]}/${date[1]}` : value;
}

/** The months by their first three letters, as a date or a month typed in words is read. */
const MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3).toLowerCase());

/** "2026-03-14", "3/14/2026", "3/14/26", "03-14-2026", "March 14, 2026", "Mar 14 2026", "14 March 2026" -> "2026-03-14"; else undefined. */
export function readDate(text: string): string | undefined {
  const tab = text.trim().toLowerCase().replace(/,/g, ' ').replace(/\s+/g, ' ');
  let value: number, mo: number, doc: number;
  let match: RegExpExecArray | null;
  const month = (word: string) => MONTHS.indexOf(word.slice(0, 3)) + 1;
  if ((match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(tab)))
    [value, mo, doc] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})$/.exec(tab)))
    // "3/14/26", as people write this century's dates: 2026.
    [value, mo, doc] = [Number(match[3]) + (match[3].length === 2 ? 2000 : 0), Number(match[1]), Number(match[2])];
  else if ((match = /^([a-z]{3,})\.? (\d{1,2})(?:st|nd|rd|th)? (\d{4})$/.exec(tab)))
    [value, mo, doc] = [Number(match[3]), month(match[1]), Number(match[2])];
  else if ((match = /^(\d{1,2})(?:st|nd|rd|th)? ([a-z]{3,})\.? (\d{4})$/.exec(tab)))
    [value, mo, doc] = [Number(match[3]), month(match[2]), Number(match[1])];
  else return undefined;
  if (mo < 1 || mo > 12 || doc < 1) return undefined;
  const days = new Date(Date.UTC(value, mo, 0)).getUTCDate();
  if (doc > days) return undefined;
  return `${value}-${two(mo)}-${two(doc)}`;
}

/** "November 2026", "Nov 2026", "11/2026", "11/26", "2026-11" -> "2026-11"; else undefined. */
export function readMonth(text: string): string | undefined {
  const tab = text.trim().toLowerCase().replace(/,/g, ' ').replace(/\s+/g, ' ');
  let match: RegExpExecArray | null;
  let year: number, mo: number;
  if ((match = /^(\d{4})[-/.](\d{1,2})$/.exec(tab))) [year, mo] = [Number(match[1]), Number(match[2])];
  else if ((match = /^(\d{1,2})[-/.](\d{4}|\d{2})$/.exec(tab)))
    [year, mo] = [Number(match[2]) + (match[2].length === 2 ? 2000 : 0), Number(match[1])];
  else if ((match = /^([a-z]{3,})\.? (\d{4})$/.exec(tab))) [year, mo] = [Number(match[2]), MONTHS.indexOf(match[1].slice(0, 3)) + 1];
  else return undefined;
  return mo >= 1 && mo <= 12 ? `${year}-${two(mo)}` : undefined;
}

/** The file's "2026-11" as the office says a month, as the site shows a job's: "November 2026"; any other text as it is. */
export const showMonth = monthInWords;
