/**
 * What the template this site replaced left behind: another business's city and trade, and
 * placeholder Latin. A content check fails on any of it (`npm run check` over the copy, the build's
 * audit over every rendered page). The words are kept as hashes of the lower-case word, so that the
 * project's own files never name another business; `residueKey('word')` gives the number for a new
 * entry, and a phrase is the keys of its words in order.
 */
type Leftovers = { words: Set<number>; phrases: Array<[number, number]> };

const LEFTOVERS: Leftovers = {
  words: new Set([
    4695275467050432, 4816583383597882, 173558181829309, 4061433435171277, 1356262035599975, 2059487578509494, 8246199162625975,
    6645973127262678, 1132715949512242,
  ]),
  phrases: [[2237955570667554, 8675794995751677]],
};

const SEED1 = 0xdeadbeef;
const SEED2 = 0x41c6ce57;

/** cyrb53's mixing: 53 bits, so a chance match with an ordinary word is negligible. */
function finish(h1: number, h2: number): number {
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The hash of a lower-case word (cyrb53). */
export function residueKey(word: string): number {
  let h1 = SEED1;
  let h2 = SEED2;
  for (let i = 0; i < word.length; i++) {
    h1 = Math.imul(h1 ^ word.charCodeAt(i), 2654435761);
    h2 = Math.imul(h2 ^ word.charCodeAt(i), 1597334677);
  }
  return finish(h1, h2);
}

/** Leftovers given as words and two-word phrases (tests use their own). */
export function leftovers(...terms: string[]): Leftovers {
  const keys = (text: string) => text.toLowerCase().split(/\s+/).map(residueKey);
  return {
    words: new Set(terms.filter((term) => !/\s/.test(term)).map((term) => keys(term)[0])),
    phrases: terms.filter((term) => /\s/.test(term)).map((term) => keys(term) as [number, number]),
  };
}

/**
 * The first leftover word, or phrase whose words are apart only by spaces, as the text writes it;
 * undefined when there is none. One pass over the characters, hashing each word as it is read (the
 * audit runs this over every rendered page).
 */
export function residueIn(text: string, { words, phrases }: Leftovers = LEFTOVERS): string | undefined {
  let start = -1;
  let h1 = SEED1;
  let h2 = SEED2;
  let prev: { key: number; start: number } | undefined;
  let spaceOnly = false;
  for (let i = 0; i <= text.length; i++) {
    const count = i < text.length ? text.charCodeAt(i) : 32;
    const lower = count >= 65 && count <= 90 ? count + 32 : count;
    if (lower >= 97 && lower <= 122) {
      if (start < 0) {
        start = i;
        h1 = SEED1;
        h2 = SEED2;
      }
      h1 = Math.imul(h1 ^ lower, 2654435761);
      h2 = Math.imul(h2 ^ lower, 1597334677);
      continue;
    }
    if (start >= 0) {
      const key = finish(h1, h2);
      if (words.has(key)) return text.slice(start, i);
      if (prev && spaceOnly && phrases.some(([first, second]) => first === prev!.key && second === key)) return text.slice(prev.start, i);
      prev = { key, start };
      start = -1;
      spaceOnly = true;
    }
    if (count !== 32 && count !== 9 && count !== 10 && count !== 13) spaceOnly = false;
  }
  return undefined;
}
