/** The slips an editor makes on one line of a YAML file, for the properties that try each on every line. */
export const SLIPS: Record<string, (line: string) => string> = {
  'one space more': (line) => ` ${line}`,
  "': text' after it": (line) => `${line}: text`,
  'a stray tab': (line) => line.replace(/^(\s*)/, '$1\t'),
  'cut in half': (line) => line.slice(0, Math.floor(line.length / 2)),
  'an unclosed quote': (line) => (/: \S/.test(line) ? line.replace(/: /, ': "') : line.replace(/^(\s*(?:- )?)/, '$1"')),
};
