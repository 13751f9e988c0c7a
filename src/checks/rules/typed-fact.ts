/**
 * Where a constant's value stands in copy as that fact, typed instead of `{{name}}`. A value with
 * a unit or a sign of its own (a price, a count of days, a percentage) is that fact wherever it
 * stands alone. A bare number (a year, a count of years) is a fact only bound to the words of its
 * own name in one clause: `warrantyYears: "5"` is in "a 5-year warranty" and "warranty of 5 years",
 * not in "a 5-panel door", "springs last 5 years; the warranty covers parts" or "doors from 5 brands". A number inside a longer one, a
 * version or a model name (Logic 5.0, Series 500, 8.5) is never a fact: where the rule fires,
 * `{{name}}` in place of the value is the right fix.
 */

import { literally } from '../../manifest/words';

/** A fact's value as copy would type it, and how to find it standing as that fact. */
export type TypedFact = { fact: string; value: string; isIn(text: string): boolean };

/** Not inside a longer number, a decimal or a version: not after a letter, digit, $ or "5.", nor before a digit or ".0". */
const alone = (value: string) => String.raw`(?<![\w$]|\d[.,])${literally(value)}(?!\d|[.,]\d)`;
/** The words a short joining word may stand between a fact's word and its number: "warranty of 5", "founded in 2012". */
const JOIN = String.raw`(?:\s+(?:in|of|since|for|is|was|are|about))?:?\s+`;

/** A key's words (warrantyYears: warranty, year), each with its other endings (years, yearly). */
function nameWords(fact: string): string[] {
  return fact
    .split(/(?=[A-Z])|[_\d]+/)
    .map((text) => text.toLowerCase().replace(/s$/, ''))
    .filter((text) => text.length >= 3)
    .map((text) => `${literally(text)}\\w*`);
}

export function typedFact(fact: string, value: string): TypedFact {
  if (!/^\d+$/.test(value)) {
    const re = new RegExp(alone(value), 'i');
    return { fact, value, isIn: (text) => re.test(text) };
  }
  const words = nameWords(fact);
  if (!words.length) return { fact, value, isIn: () => false };
  // The name's first word is its subject (warranty of warrantyYears), the others its unit (year).
  const subject = `\\b${words[0]}\\b`;
  const unit = `\\b(?:${(words.length > 1 ? words.slice(1) : words).join('|')})\\b`;
  const lone = alone(value);
  const beside = new RegExp(
    [
      // "a 5-year warranty", "a 5-year limited warranty", "5 years of warranty"
      `${lone}[\\s-]+${unit}(?:[\\s-]+[a-z]+){0,2}?[\\s-]+${subject}`,
      // "founded in 2012", "warranty: 5"
      `${subject}${JOIN}${lone}`,
      // "our warranty covers the parts for 5 years": a few words apart, in one clause
      `${subject}(?:\\s+[a-z'’]+){0,5}\\s+${lone}[\\s-]+${unit}`,
    ].join('|'),
    'i',
  );
  return { fact, value, isIn: (text) => beside.test(text) };
}
