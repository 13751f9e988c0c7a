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
