import type { LineCounter, YAMLError } from 'yaml';
import type { Message, MessageId, MessageParams } from './error-catalogue';
import { problem, problemOf, type ManifestError } from './errors';

/**
 * One YAML mistake makes the parser report a cascade (one extra space: dozens of "All mapping
 * items must start at the same column", starting on the wrong line). This turns the cascade into
 * one error at the line the editor changed, with a hint for that kind of mistake.
 */
export function explainYamlErrors(file: string, text: string, errors: YAMLError[], lineCounter: LineCounter): ManifestError {
  const first = errors[0];
  const pos = lineCounter.linePos(first.pos[0]);
  try {
    return explain(file, text, errors, lineCounter);
  } catch {
    // A text this module's reading of lines does not foresee: the parser's own words, at its line.
    return problem('yaml-other', { reason: first.message.split('\n')[0] }, { file, line: pos.line, column: pos.col, path: '' });
  }
}

/**
 * A value that starts with `&`, `*` or `!` at `offset`: YAML reads an anchor, an alias or a tag
 * there, which the site never writes; the editor meant text.
 */
export function explainSigil(file: string, text: string, node: number, lineCounter: LineCounter): ManifestError {
  const offset = sigilStart(text, node);
  const { line, col } = lineCounter.linePos(offset);
  const lineText = text.split(/\r?\n/)[line - 1] ?? '';
  const char = text[offset] ?? '*';
  const value = valueOf(lineText);
  const where = { file, line, column: col, path: '' };
  if (value !== undefined && value.startsWith(char)) return problem('yaml-bad-start', { char, key: keyOf(lineText) ?? '', value }, where);
  return problem('yaml-sigil', { char }, where);
}

/** Where the `&anchor` or `!tag` (up to two) before a node at `offset` starts; an `*alias` is the node itself. */
function sigilStart(text: string, offset: number): number {
  if (/[&*!]/.test(text[offset] ?? '')) return offset;
  let found: number | undefined;
  let i = offset - 1;
  for (let n = 0; n < 2; n++) {
    while (i >= 0 && /\s/.test(text[i])) i--;
    let start = i;
    while (start > 0 && !/\s/.test(text[start - 1])) start--;
    if (i < 0 || !/[&!]/.test(text[start])) break;
    found = start;
    i = start - 1;
  }
  return found ?? offset;
}

function explain(file: string, text: string, errors: YAMLError[], lineCounter: LineCounter): ManifestError {
  // A file saved on Windows ends its lines with \r\n: the line reading below sees the same lines.
  const lines = text.split(/\r?\n/);
  const first = errors[0];
  const at = <Id extends MessageId>(line: number, column: number, id: Id, params: MessageParams<Id>) =>
    problem(id, params, { file, line, column, path: '' });
  const atMessage = (line: number, column: number, message: Message) => problemOf(message, { file, line, column, path: '' });
  const pos = lineCounter.linePos(first.pos[0]);

  // A `---` line (a mark between YAML documents) after the first entry: the file reads as two.
  const marker = errors.some((e) => e.code === 'MULTIPLE_DOCS') ? documentMarker(lines) : undefined;
  if (marker) return at(marker, 1, 'yaml-documents', {});

  // Tabs first: YAML forbids them in indentation, and they look like spaces on screen.
  const tab = lines.findIndex((row) => /^ *\t/.test(row));
  if (tab >= 0) return at(tab + 1, 1, 'yaml-tab', {});

  // An unclosed [ or { swallows the lines below it: the parser complains there, the mistake is at the bracket.
  const bracket = unclosedBracket(lines);
  if (bracket)
    return at(bracket.line, bracket.column, 'yaml-unclosed-bracket', { open: bracket.open, close: bracket.open === '[' ? ']' : '}' });

  // The parser reports a wrong indentation late and many times; the first line off the 2-space
  // rule, at or before the last line it complained about, is the line the editor changed.
  const lastLine = Math.max(...errors.map((e) => lineCounter.linePos(e.pos[0]).line));
  const badIndent = misindented(lines);
  if (badIndent && (badIndent.line <= lastLine + 1 || lines.slice(lastLine, badIndent.line - 1).every((row) => !isContent(row)))) {
    const { line, indent, expected } = badIndent;
    // The line above cannot hold an indented block: the mistake is there.
    const above = blameAbove(lines, line - 1, indent);
    if (above) return atMessage(above.line, above.column, above);
    return at(line, indent + 1, 'yaml-indent', { indent, spaces: indent === 1 ? 'space' : 'spaces', expected: expected.join(' or ') });
  }

  const dup = errors.find((e) => e.code === 'DUPLICATE_KEY');
  if (dup) {
    const item = lineCounter.linePos(dup.pos[0]);
    const key = keyOf(lines[item.line - 1]) ?? '?';
    const firstAt = previousSibling(lines, item.line - 1, indentOf(lines[item.line - 1]), key);
    return at(item.line, item.col, 'yaml-duplicate-key', { key, first: firstAt ? ` (first on line ${firstAt})` : '' });
  }

  const line = lines[pos.line - 1] ?? '';
  const value = valueOf(line);
  const key = keyOf(line) ?? '';
  if (value !== undefined && /^\{\{/.test(value)) return at(pos.line, pos.col, 'yaml-braces', { key, value });
  const byCode = explainCode(first, line, value ?? /^\s*(?:- +)?(.*)$/.exec(line)?.[1].trim());
  if (byCode) return atMessage(pos.line, byCode.column ?? pos.col, byCode);
  if (value !== undefined && /:\s/.test(value) && !/^["'[{|>]/.test(value))
    return at(pos.line, line.indexOf(value) + 1, 'yaml-colon-in-text', { key, value: value.replace(/"/g, '\\"') });
  if (value !== undefined && /^[@`%*&!]/.test(value)) return at(pos.line, pos.col, 'yaml-bad-start', { char: value[0], key, value });
  const glued = /^(\s*(?:- +)?)([a-zA-Z][\w-]*):([^\s/][^]*)$/.exec(line);
  if (glued && !/^\/\//.test(glued[3]))
    return at(pos.line, glued[1].length + glued[2].length + 2, 'yaml-glued', { key: glued[2], value: glued[3].trim() });
  if (first.code === 'MISSING_CHAR' || /quote|closing/i.test(first.message))
    return at(quoteLine(lines, pos.line), 1, 'yaml-unclosed-quote', {});
  const above = isContent(line) ? blameAbove(lines, pos.line - 1, indentOf(line)) : undefined;
  if (above) return atMessage(above.line, above.column, above);
  if (first.code === 'BAD_INDENT' || first.code === 'MULTILINE_IMPLICIT_KEY' || first.code === 'BLOCK_AS_IMPLICIT_KEY')
    return at(pos.line, pos.col, 'yaml-misfit', {});
  return at(pos.line, pos.col, 'yaml-other', { reason: first.message.split('\n')[0] });
}

/**
 * The mistakes the parser names by their own code, in words: a backslash in double quotes, text
 * after a block text's `>-`, a quote left open, text after a closing quote, a `[...]` or `{...}`
 * followed by `: `.
 */
function explainCode(error: YAMLError, line: string, value: string | undefined): (Message & { column?: number }) | undefined {
  if (error.code === 'BAD_DQ_ESCAPE') {
    const escape = /\\(?:[^0abtnvfre "/\\N_LPxuU\t]|[xuU](?![0-9a-fA-F]))/.exec(line)?.[0] ?? '\\';
    return { id: 'yaml-escape', params: { escape }, column: line.indexOf(escape) + 1 || undefined };
  }
  // `key: >-: text`, `- >- text`: something after a block text's header.
  const header = /^(\s*(?:- +)?(?:[^\s#:"'{[\]][^:#]*?:\s+)?)([|>][-+0-9]*)[ \t]*[^\s#]/.exec(line);
  if (error.code === 'UNEXPECTED_TOKEN' && header)
    return { id: 'yaml-block-header', params: { header: header[2] }, column: header[1].length + 1 };
  const quote = openQuote(line);
  if (quote !== undefined) return { id: 'yaml-unclosed-quote', params: {}, column: quote + 1 };
  if (error.code === 'NON_STRING_KEY') return { id: 'yaml-collection-key', params: {} };
  // "key: "text" more" or "key: "te"xt"": the quoted text ends before the value does.
  if (value !== undefined && /^(?:"(?:[^"\\]|\\.)*"|'(?:[^']|'')*')\s*[^\s#,\]}]/.test(value))
    return { id: 'yaml-quote-inside', params: {}, column: line.indexOf(value) + 1 };
  return undefined;
}

/**
 * The mistake on the line above `index` (0-based) when the line at `index` is indented under it
 * (by `indent`, the 2-space rule from its key) and it cannot hold an indented block: a quote it
 * opens and does not close, a `>-` with text after it, a value of its own (`name: Brandon`,
 * `site:: text`), or a word without its colon (`licen`).
 */
function blameAbove(lines: string[], index: number, indent: number): (Message & { line: number; column: number }) | undefined {
  const quote = quoteAbove(lines, index);
  if (quote) return { ...quote, id: 'yaml-unclosed-quote', params: {} };
  let i = index - 1;
  while (i >= 0 && !isContent(lines[i])) i--;
  if (i < 0 || indentOf(lines[i]) >= indent) return undefined;
  const text = lines[i];
  const keyed = /^(\s*(?:- +)?)([^\s#:"'{[\]][^:#]*?):(:?)(?:\s+(.*))?$/.exec(text);
  if (keyed) {
    const [, lead, key, doubled, rest = ''] = keyed;
    if (lead.length + 2 !== indent) return undefined;
    const value = rest.replace(/(^|\s+)#.*$/, '').trim();
    const column = doubled ? lead.length + key.length + 2 : text.indexOf(rest, lead.length + key.length) + 1;
    const header = /^([|>][-+0-9]*)\s*\S/.exec(value);
    if (header) return { line: i + 1, column, id: 'yaml-block-header', params: { header: header[1] } };
    if (!doubled && (!value || /^[|>[{]/.test(value))) return undefined;
    return { line: i + 1, column, id: 'yaml-value-and-block', params: { key } };
  }
  // A word alone, above a key or item indented under it: a key that lost its colon.
  const word = /^(\s*(- +)?)([^\s#:"'{[\]][^:#]*?)\s*$/.exec(text);
  const below = lines[index] ?? '';
  // Under a key its block is indented 2 more; an item's other keys stand where the word does.
  const under = word && (word[2] ? indent === word[1].length : indent === word[1].length + 2);
  if (word && under && (keyOf(below) !== undefined || /^\s*- /.test(below)))
    return { line: i + 1, column: word[1].length + 1, id: 'yaml-no-colon', params: { text: word[3] } };
  return undefined;
}

/**
 * A quote opened and not closed on a line above `index` (0-based): every line after it up to
 * `index` is indented more, so the parser read them as its text until something broke.
 */
function quoteAbove(lines: string[], index: number): { line: number; column: number } | undefined {
  let least = indentOf(lines[index] ?? '');
  for (let i = index - 1; i >= 0 && least > 0; i--) {
    if (!isContent(lines[i])) continue;
    const indent = indentOf(lines[i]);
    const quote = indent < least ? openQuote(lines[i]) : undefined;
    if (quote !== undefined) return { line: i + 1, column: quote + 1 };
    least = Math.min(least, indent);
  }
  return undefined;
}

/** The column (0-based) of a quote that opens a key or a value of the line and is not closed on it. */
function openQuote(line: string): number | undefined {
  const match = /^(\s*(?:- +)?(?:[^\s#:"'{[\]][^:#]*?:\s+)?)(["'])(.*)$/.exec(line);
  if (!match) return undefined;
  const [, lead, text, rest] = match;
  const closed = text === '"' ? /^(?:[^"\\]|\\.)*"/.test(rest) : /^(?:[^']|'')*'/.test(rest);
  return closed ? undefined : lead.length;
}

/** The line (1-based) of the first `---` or `...` that follows content. */
function documentMarker(lines: string[]): number | undefined {
  const start = lines.findIndex((line) => isContent(line) && !/^(?:---|\.\.\.|%)/.test(line));
  const at = lines.findIndex((line, i) => i > start && /^(?:---|\.\.\.)(?:\s|$)/.test(line));
  return start >= 0 && at >= 0 ? at + 1 : undefined;
}

const indentOf = (text: string) => text.length - text.trimStart().length;
const isContent = (text: string) => text.trim() !== '' && !text.trimStart().startsWith('#');

function keyOf(line: string | undefined): string | undefined {
  return /^\s*(?:- +)?("[^"]*"|'[^']*'|[^\s:#{[\]"'][^:#]*?):(?:\s|$)/.exec(line ?? '')?.[1].replace(/^["']|["']$/g, '');
}

function valueOf(line: string): string | undefined {
  const match = /^\s*(?:- +)?(?:"[^"]*"|'[^']*'|[^\s:#{[\]"'][^:#]*?):\s+(.*)$/.exec(line);
  return match ? match[1].trim() : undefined;
}

function previousSibling(lines: string[], index: number, indent: number, key: string): number | undefined {
  for (let i = index - 1; i >= 0; i--) {
    if (!isContent(lines[i])) continue;
    const ind = indentOf(lines[i]);
    if (ind < indent) return undefined;
    if (ind === indent && keyOf(lines[i]) === key) return i + 1;
  }
  return undefined;
}

function quoteLine(lines: string[], from: number): number {
  for (let i = Math.min(from, lines.length) - 1; i >= 0; i--) {
    const text = lines[i].replace(/\\"/g, '');
    if ((text.match(/"/g)?.length ?? 0) % 2 === 1) return i + 1;
  }
  return from;
}

/**
 * A `[` or `{` of a flow value (`days: [Monday, Tuesday`) still open when a line at its key's
 * indentation or less starts a new key or item, or at the end of the file.
 */
export function unclosedBracket(lines: string[]): { line: number; column: number; open: string } | undefined {
  let open: { line: number; column: number; open: string; indent: number; depth: number } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    if (!isContent(raw)) continue;
    if (open) {
      const indent = indentOf(raw);
      if (indent <= open.indent && (keyOf(raw) !== undefined || raw.trimStart().startsWith('- '))) return open;
      open.depth += depthChange(raw);
      if (open.depth <= 0) open = undefined;
      continue;
    }
    const value = valueOf(raw);
    const trimmed = raw.trimStart();
    const item = /^- +/.exec(trimmed);
    const body = item ? trimmed.slice(item[0].length) : undefined;
    // An item that is itself a flow mapping (`- { days: [...] }`) first: its inner `key:` is not the line's.
    const flow = body && /^[[{]/.test(body) ? body : value !== undefined && /^[[{]/.test(value) ? value : undefined;
    if (!flow) continue;
    const depth = depthChange(flow);
    if (depth > 0) open = { line: i + 1, column: raw.lastIndexOf(flow) + 1, open: flow[0], indent: indentOf(raw), depth };
  }
  return open;
}

/**
 * The first line whose indentation matches no open block: an extra or a missing space. Lines of
 * block scalars (`key: >-`, `|`) and of multi-line flow values are skipped.
 */
export function misindented(lines: string[]): { line: number; indent: number; expected: number[] } | undefined {
  const stack: number[] = [0];
  /** the line that opened the current block, for blaming a first line indented off the 2-space rule */
  let opener: { line: number; indent: number } | undefined;
  let scalar: { key: number; first?: { line: number; indent: number } } | undefined;
  let flowDepth = 0;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    if (!isContent(raw)) continue;
    const indent = indentOf(raw);
    if (scalar) {
      if (indent > scalar.key) {
        if (!scalar.first) scalar.first = { line: i + 1, indent };
        else if (indent < scalar.first.indent) {
          // Less than the text's first line but more than its key: one of the two is off.
          return scalar.first.indent !== scalar.key + 2
            ? { line: scalar.first.line, indent: scalar.first.indent, expected: [scalar.key + 2] }
            : { line: i + 1, indent, expected: [scalar.first.indent] };
        }
        continue;
      }
      scalar = undefined;
    }
    if (flowDepth > 0) {
      flowDepth = Math.max(0, flowDepth + depthChange(raw));
      continue;
    }
    const top = stack[stack.length - 1];
    if (opener && indent > top) {
      stack.push(indent);
      if (indent !== top + 2) return { line: i + 1, indent, expected: [top + 2] };
    } else {
      while (stack.length > 1 && stack[stack.length - 1] > indent) stack.pop();
      if (stack[stack.length - 1] !== indent) {
        // A plain text continued on the next line is legal YAML when it is indented more.
        if (!opener && indent > stack[stack.length - 1] && !keyOf(raw) && !raw.trimStart().startsWith('- ')) continue;
        const expected = [...new Set([stack[stack.length - 1], ...stack.filter((seconds) => seconds < indent).slice(-1)])];
        return { line: i + 1, indent, expected };
      }
    }
    const trimmed = raw.trimStart();
    const item = /^- +/.exec(trimmed);
    const body = item ? trimmed.slice(item[0].length) : trimmed;
    if (item && keyOf(trimmed)) stack.push(indent + item[0].length);
    const value = valueOf(raw);
    const opens = (keyOf(raw) !== undefined && (value === undefined || value === '' || value.startsWith('#'))) || (!!item && body === '');
    opener = opens ? { line: i + 1, indent } : undefined;
    const blockScalar = /^[|>][-+0-9]*\s*(#.*)?$/;
    if ((value !== undefined && blockScalar.test(value)) || (item && blockScalar.test(body))) {
      scalar = { key: item && value !== undefined ? indent + item[0].length : indent };
      opener = undefined;
    }
    const flow = value !== undefined && /^[[{]/.test(value) ? value : item && /^[[{]/.test(body) ? body : undefined;
    if (flow) flowDepth = Math.max(0, depthChange(flow));
  }
  return undefined;
}

/**
 * How many brackets a line opens minus how many it closes, outside quoted texts. A quote starts a
 * quoted text only where a value starts (after `[`, `{`, `,` or `: `, or at the line's start): the
 * apostrophe of an unquoted `name: New Year's Day` is a letter of the text.
 */
function depthChange(text: string): number {
  let days = 0;
  let quote: string | undefined;
  let before = '';
  for (const ch of text) {
    if (quote) {
      if (ch === quote) quote = undefined;
    } else if ((ch === '"' || ch === "'") && /^$|[[{,:]$/.test(before)) quote = ch;
    else if (ch === '[' || ch === '{') days++;
    else if (ch === ']' || ch === '}') days--;
    if (ch !== ' ' && ch !== '\t') before = ch;
  }
  return days;
}
