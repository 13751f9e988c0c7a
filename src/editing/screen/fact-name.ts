/**
 * A new fact's name as the office types it ("Tune-up price", "tune up price", or the name itself,
 * tuneUpPrice) made the name texts write it by ({{tuneUpPrice}}): its words joined, each after the
 * first starting with a capital. Typed in words, a fact the check missed ("Service call fee") comes
 * back under the name the pages use.
 */
export function factName(typed: string): string {
  const words = typed.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.map((word, i) => (i === 0 ? word[0].toLowerCase() : word[0].toUpperCase()) + word.slice(1)).join('');
}
