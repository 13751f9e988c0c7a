import type { Rule } from './context';
import { contentFiles, walkStrings } from './walk';

/**
 * A comparison needs one number as its limit. Before a range it has two: "older than 12-18 years",
 * "less than 3-4 hours" leave the reader to guess which one counts, so a homeowner (and a search
 * rater) reads nonsense. The rule refuses a comparison word directly before a range, typed or
 * brought by a fact whose value is one ("older than {{doorReplaceAge}}", a range of years).
 * "within {{emergencyResponse}}", "past the {{doorReplaceAge}} most doors last" and a comparison
 * before a single value ("more than {{repairCostThreshold}}") pass.
 */

/** A value that spans two numbers: "12-18 years", "3-4 hours", "$120-$240" (not "7 days a week" or "5,000 cycles"). */
const RANGE = /\d\s*[-–—]\s*\$?\d/;

/** Whether a fact's value is a range of numbers. */
export const isRange = (value: string): boolean => RANGE.test(value);

/** Which way a comparison points: each has its own wording that holds for a whole range. */
type Direction = 'older' | 'newer' | 'more' | 'less';

const COMPARISON: Record<Direction, string> = {
  older: String.raw`older\s+than`,
  newer: String.raw`(?:younger|newer)\s+than`,
  more: String.raw`(?:more|longer|greater|later)\s+than|over|beyond|(?<!\bthe\s)past|at\s+least`,
  less: String.raw`(?:less|fewer|shorter|sooner|earlier)\s+than|under|at\s+most|up\s+to`,
};

const NUMBER = String.raw`\$?\d[\d,]*(?:\.\d+)?`;
const WORDS = Object.entries(COMPARISON)
  .map(([direction, words]) => `(?<${direction}>${words})`)
  .join('|');
const FACT = String.raw`(?<fact>\{\{\s*(?<name>[a-zA-Z]\w*)(?:\.\w+)?\s*\}\})`;
/** Two numbers, not three (a date, a phone number), and the unit that follows them, if any. */
const TYPED = String.raw`(?<typed>${NUMBER}\s*(?:[-–—]|\s+to\s+)\s*${NUMBER})(?![\d–—-]|\.\d)(?<unit>\s+(?:(?:business\s+)?days?|years?|months?|weeks?|hours?|minutes?|cycles|times|percent|feet|inches|miles)\b)?`;
/** A comparison, then a fact ({{name}}) or a typed range. */
const COMPARED = new RegExp(String.raw`\b(?:${WORDS})\s+(?:${FACT}|${TYPED})`, 'gi');

/** A comparison before a range: how it is written, which way it points, the range as written and its value. */
export type RangeLimit = { words: string; comparison: string; direction: Direction; range: string; value: string };

/**
 * Every comparison before a range in a text. `ranges` holds the facts whose value is a range, by
 * name; a fact not in it (a single value, a page's city) is no range.
 */
export function rangeLimits(text: string, ranges: Readonly<Record<string, string>>): RangeLimit[] {
  const found: RangeLimit[] = [];
  for (const match of text.matchAll(COMPARED)) {
    const groups = match.groups ?? {};
    const direction = (Object.keys(COMPARISON) as Direction[]).find((key) => groups[key] !== undefined)!;
    const comparison = groups[direction].replace(/\s+/g, ' ');
    if (groups.fact !== undefined) {
      const value = ranges[groups.name];
      if (value !== undefined) found.push({ words: match[0], comparison, direction, range: `{{${groups.name}}}`, value });
    } else {
      const range = groups.typed + (groups.unit ?? '');
      found.push({ words: match[0], comparison, direction, range, value: groups.typed });
    }
  }
  return found;
}

const MESSAGE = { older: 'range-after-older', newer: 'range-after-newer', more: 'range-after-more', less: 'range-after-less' } as const;

/** Copy (site.yaml's texts, content/, page bodies) compares with one number, never with a range. */
export const rangeLimitsRule: Rule = {
  name: 'range-limits',
  run(ctx) {
    const { site } = ctx;
    const ranges: Record<string, string> = Object.fromEntries(Object.entries(site.facts).filter(([, value]) => isRange(value)));
    // A service's pages fill {{price}} with the claim its `price:` names: a range when any such claim is one.
    const price = site.services.map((service) => site.facts[service.price ?? '']).find((value) => value !== undefined && isRange(value));
    if (price !== undefined) ranges.price = price;
    const report = (limit: RangeLimit) => ({ words: limit.words, comparison: limit.comparison, value: limit.value, range: limit.range });
    const manifest = site.sources.get('site.yaml');
    for (const [file, source] of [...(manifest ? [['site.yaml', manifest] as const] : []), ...contentFiles(site.sources)])
      walkStrings(source.data, [], (path, text) => {
        for (const limit of rangeLimits(text, ranges)) ctx.report(MESSAGE[limit.direction], report(limit), file, path);
      });
    for (const [file, text] of Object.entries(site.mdx))
      text.split('\n').forEach((line, li) => {
        for (const limit of rangeLimits(line, ranges)) ctx.reportAt(MESSAGE[limit.direction], report(limit), file, li + 1, 1);
      });
  },
};
