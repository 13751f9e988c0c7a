/**
 * A folded text (`>-`) changed in place, its lines kept wherever its words are: a sentence added to a
 * city's description rewrapped the whole paragraph (all 23 lines of a file for one sentence), and
 * the save's change could not be picked out in the history. The lines before the first changed word
 * and after the last one stay as they were; only the lines between are wrapped anew, at the width.
 *
 * A folded text's lines join with a space, and each blank line is a line break of the text. The
 * lines and the text are read as the same run of words and breaks; a text the simple reading does
 * not fit (doubled or edge spaces, tabs, lines indented further) is left to the caller's way.
 */

/** A word, or a line break of the text (a blank line of the folded block). */
type Token = string;
const BREAK = '\n';

/** A line or a text segment the simple reading fits: no tab, no doubled or edge space. */
const simple = (text: string) => !/\t| {2}/.test(text) && text.trim() === text;

/** The words and breaks of a folded block's lines, with the tokens each line holds. */
function lineTokens(lines: string[]): { tokens: Token[]; ranges: Array<[number, number]> } {
  const tokens: Token[] = [];
  const ranges: Array<[number, number]> = [];
  for (const line of lines) {
    const start = tokens.length;
    if (line === '') tokens.push(BREAK);
    else tokens.push(...line.split(' '));
    ranges.push([start, tokens.length]);
  }
  return { tokens, ranges };
}

/** The words and breaks of a text. */
function textTokens(text: string): Token[] {
  const segments = text.split('\n');
  return segments.flatMap((segment, i) => [...(segment ? segment.split(' ') : []), ...(i < segments.length - 1 ? [BREAK] : [])]);
}

/** Words and breaks as lines of at most `width` characters (a longer word on a line of its own). */
function wrap(tokens: Token[], width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    if (token === BREAK) {
      if (line) lines.push(line);
      lines.push('');
      line = '';
    } else if (line && line.length + 1 + token.length > width) {
      lines.push(line);
      line = token;
    } else line = line ? `${line} ${token}` : token;
  }
  if (line) lines.push(line);
  return lines;
}

const sameTokens = (a: Token[], b: Token[]) => a.length === b.length && a.every((token, i) => token === b[i]);

/**
 * The folded block's lines (without their indentation) for `value`, keeping the `old` lines whose
 * words did not change; undefined when the simple reading does not fit the old lines or the text,
 * or the old lines do not read as `was` (the text they held).
 */
export function refold(old: string[], was: string, value: string, width: number): string[] | undefined {
  if (!old.length || old[0] === '' || old.at(-1) === '' || !old.every((line) => line === '' || simple(line))) return undefined;
  if (!value || !value.split('\n').every((segment) => segment === '' || simple(segment))) return undefined;
  const { tokens: before, ranges } = lineTokens(old);
  if (!sameTokens(before, textTokens(was))) return undefined;
  const after = textTokens(value);
  const shortest = Math.min(before.length, after.length);
  let prefix = 0;
  while (prefix < shortest && before[prefix] === after[prefix]) prefix++;
  let suffix = 0;
  while (suffix < shortest - prefix && before.at(-1 - suffix) === after.at(-1 - suffix)) suffix++;
  // The old lines wholly inside the unchanged words at the start, and at the end.
  let head = 0;
  while (head < old.length && ranges[head][1] <= prefix) head++;
  let tail = old.length;
  while (tail > head && ranges[tail - 1][0] >= before.length - suffix) tail--;
  const keptBefore = head ? ranges[head - 1][1] : 0;
  const keptAfter = before.length - (tail < old.length ? ranges[tail][0] : before.length);
  const middle = wrap(after.slice(keptBefore, after.length - keptAfter), width);
  return [...old.slice(0, head), ...middle, ...old.slice(tail)];
}
