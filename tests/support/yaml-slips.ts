/** The slips an editor makes on one line of a YAML file, for the properties that try each on every line. */
export const SLIPS: Record<string, (line: string) => string> = {
  'one space more': (l) => ` ${l}`,
  "': text' after it": (l) => `${l}: text`,
  'a stray tab': (l) => l.replace(/^(\s*)/, '$1\t'),
  'cut in half': (l) => l.slice(0, Math.floor(l.length / 2)),
  'an unclosed quote': (l) => (/: \S/.test(l) ? l.replace(/: /, ': "') : l.replace(/^(\s*(?:- )?)/, '$1"')),
};
