import { Document, isMap, isScalar, isSeq, parseDocument, stringify, type Node, type Pair, type YAMLMap, type YAMLSeq } from 'yaml';
import { refold } from './refold';

/**
 * Writes the editor's data back into the file it was loaded from, changing only what differs.
 *
 * The editor hands over the whole entry as plain data; writing that data out anew would reorder
 * keys, re-wrap folded text and drop comments. Here the original text is parsed (the `yaml`
 * package's Document, with the source range of every node) and each difference becomes a splice
 * of the original text: a changed value is rewritten in its own style at its own place, a new key
 * is added after its siblings, a removed key or list item loses its lines. Everything else,
 * comments and the `# yaml-language-server: $schema=` line included, stays byte for byte.
 */
export function applyEdits(original: string, data: unknown): string {
  if (!original.trim()) return render(data);
  const doc = parsed(original);
  if (doc.errors.length || !doc.contents) return render(data);
  const edits: Edit[] = [];
  diffNode(original, doc.contents as Node, data, edits, 0);
  // Splices from the end, so that earlier offsets stay valid.
  let out = original;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** The last text parsed, and its Document (only read, never changed): a file edited again is parsed once. */
let last: { text: string; doc: Document } | undefined;
function parsed(text: string): Document {
  if (last?.text !== text) last = { text, doc: parseDocument(text, { keepSourceTokens: true }) };
  return last.doc;
}

/** A new file: plain YAML in the key order the data has. */
export function render(data: unknown): string {
  return stringify(prune(data), { lineWidth: 100 });
}

type Edit = { start: number; end: number; text: string };

/** What the editor sends for a field nobody filled: it does not belong in the file. */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value as object).every(isEmpty);
  return false;
}

function prune(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(prune);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => !isEmpty(item))
        .map(([key, item]) => [key, prune(item)]),
    );
  return value;
}

function same(node: Node, value: unknown): boolean {
  return JSON.stringify(node.toJSON()) === JSON.stringify(prune(value));
}

function diffNode(src: string, node: Node, value: unknown, edits: Edit[], column: number): void {
  if (same(node, value)) return;
  if (isMap(node) && !isFlow(node) && isPlainObject(value)) return diffMap(src, node, value, edits);
  if (isSeq(node) && !isFlow(node) && Array.isArray(value)) return diffSeq(src, node, value, edits);
  replaceValue(src, node, value, edits, column);
}

function isFlow(node: unknown): boolean {
  return (isMap(node) || isSeq(node)) && !!node.flow;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function keyOf(pair: Pair): string {
  return String(isScalar(pair.key) ? pair.key.value : pair.key);
}

function diffMap(src: string, map: YAMLMap, value: Record<string, unknown>, edits: Edit[]): void {
  const pairs = map.items as Pair[];
  const indent = pairs.length ? columnOf(src, (pairs[0].key as Node).range![0]) : 0;
  for (const pair of pairs) {
    const key = keyOf(pair);
    const next = value[key];
    const valueNode = pair.value as Node | null;
    if (isEmpty(next)) {
      // The editor hands over the whole entry as loaded: a field it no longer has was removed (a
      // cleared field, a fact taken out). A field that was empty in the file stays as it was.
      if (valueNode && !isEmptyNode(valueNode)) removeLines(src, pairStart(src, pair), pairEnd(pair), edits);
      continue;
    }
    if (!valueNode) {
      replaceRange(src, (pair.key as Node).range![0], (pair.key as Node).range![1], renderPair(key, next, indent), edits);
      continue;
    }
    if (isFlow(valueNode)) {
      diffFlow(src, valueNode, next, edits);
      continue;
    }
    if (isScalar(valueNode)) {
      if (!same(valueNode, next)) replaceScalarOrFlow(src, pair, valueNode, next, indent, edits);
      continue;
    }
    if ((isMap(valueNode) && isPlainObject(next)) || (isSeq(valueNode) && Array.isArray(next))) {
      diffNode(src, valueNode, next, edits, indent);
      continue;
    }
    // A different kind of value (a text became a list): the pair is written anew.
    replaceRange(src, pairStart(src, pair), pairEnd(pair), renderPair(key, next, indent), edits, true);
  }
  // New keys go after the last one, in the order the editor gives them.
  const known = new Set(pairs.map(keyOf));
  const added = Object.entries(value).filter(([name, child]) => !known.has(name) && !isEmpty(child) && child !== false);
  if (added.length && pairs.length) {
    const at = lineEndAfter(src, pairEnd(pairs[pairs.length - 1]));
    const text = added.map(([name, child]) => renderPair(name, child, indent)).join('');
    edits.push({ start: at, end: at, text });
  }
}

/**
 * A block list: items are matched to the old ones by identity (their `id`, or another key that
 * names each item once), never by position, so a deleted item loses exactly its own lines, a
 * moved one moves whole, and an edited one changes only inside its own lines. Items without such
 * a key are matched by equal content. The list's text is then laid out anew from the old items'
 * own text (with their edits) and the new items, written like their neighbours.
 */
function diffSeq(src: string, seq: YAMLSeq, value: unknown[], edits: Edit[]): void {
  const items = seq.items as Node[];
  if (!items.length) return replaceValue(src, seq, value, edits, 0);
  const column = columnOf(src, items[0].range![0]);
  const dash = lineIndent(src, items[0].range![0]);
  const blocks = items.map((item) => itemBlock(src, item));
  const match = matchItems(items, value);
  if (match.every((minutes, j) => minutes === j) && value.length === items.length) {
    // Same items in the same order: edits inside each item, nothing around them moves.
    items.forEach((item, i) => diffItem(src, item, value[i], edits, column));
    return;
  }
  const seps = blocks.map((block, i) => (i + 1 < blocks.length ? src.slice(block.end, blocks[i + 1].start) : ''));
  const usual = mostCommon(seps.slice(0, -1)) ?? '';
  const like = items.find((node) => isMap(node)) ?? items[0];
  const parts = value.map((child, j) => {
    const i = match[j];
    if (i < 0) return { text: ' '.repeat(dash) + '- ' + renderItem(child, column, like, true, src) + '\n', sep: usual };
    const inner: Edit[] = [];
    diffItem(src, items[i], child, inner, column);
    return { text: applySplices(src.slice(blocks[i].start, blocks[i].end), inner, blocks[i].start), sep: seps[i] || usual };
  });
  const text = parts.map((part, index) => part.text + (index + 1 < parts.length ? part.sep : '')).join('');
  edits.push({ start: blocks[0].start, end: blocks[blocks.length - 1].end, text });
}

/** One item's own text: the comment lines right above its dash, its lines, up to the end of its last line. */
function itemBlock(src: string, item: Node): { start: number; end: number } {
  let start = src.lastIndexOf('\n', dashStart(src, item) - 1) + 1;
  for (;;) {
    const prev = src.lastIndexOf('\n', start - 2) + 1;
    if (start === 0 || !/^\s*#/.test(src.slice(prev, start - 1))) break;
    start = prev;
  }
  return { start, end: lineEndAfter(src, item.range![1]) };
}

function diffItem(src: string, item: Node, next: unknown, edits: Edit[], column: number): void {
  if (same(item, next)) return;
  if (isFlow(item)) return diffFlow(src, item, next, edits);
  if (isScalar(item) || (isMap(item) && !isPlainObject(next)) || (isSeq(item) && !Array.isArray(next)))
    replaceRange(src, item.range![0], item.range![1], renderItem(next, column, item), edits);
  else diffNode(src, item, next, edits, column);
}

/** For each new item, the index of the old item it is, or -1 for a new one. */
function matchItems(items: Node[], value: unknown[]): number[] {
  const olds = items.map((item) => item.toJSON() as unknown);
  const key = identityKey(olds, value);
  const used = new Set<number>();
  const take = (found: number) => (found >= 0 && !used.has(found) ? (used.add(found), found) : -1);
  const result = key
    ? value.map((item) => take(olds.findIndex((old) => (old as Record<string, unknown>)[key] === (item as Record<string, unknown>)[key])))
    : // No key names each item: equal content first.
      value.map((item) => take(olds.findIndex((old, i) => !used.has(i) && JSON.stringify(old) === JSON.stringify(prune(item)))));
  // In a list of the same length, what is left is edits of each other, in order (a renamed item,
  // an edited text); across an addition or a deletion it is new items and removed ones.
  if (value.length === items.length) {
    const left = olds.map((_, i) => i).filter((i) => !used.has(i));
    result.forEach((minutes, j) => {
      if (minutes < 0) result[j] = left.shift() ?? -1;
    });
  }
  return result;
}

/** The first of the usual naming keys whose value is a text, present and unique on both sides. */
const NAMING_KEYS = ['id', 'from', 'slug', 'name', 'question', 'date', 'title', 'heading', 'label'];
function identityKey(olds: unknown[], news: unknown[]): string | undefined {
  return NAMING_KEYS.find((key) =>
    [olds, news].every((list) => {
      const values = list.map((item) => (isPlainObject(item) ? item[key] : undefined));
      return values.every((value) => typeof value === 'string' && value) && new Set(values).size === values.length;
    }),
  );
}

function mostCommon(list: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const text of list) counts.set(text, (counts.get(text) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** Applies edits (offsets in the whole text) to the slice of it that starts at `base`. */
function applySplices(text: string, edits: Edit[], base: number): string {
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start - base) + edit.text + out.slice(edit.end - base);
  return out;
}

/** The whole document or a collection replaced by a new one (flow lists, empty lists). */
function replaceValue(src: string, node: Node, value: unknown, edits: Edit[], column: number): void {
  if (isFlow(node) || isScalar(node)) {
    const doc = new Document(value);
    if ((isSeq(doc.contents) || isMap(doc.contents)) && isFlow(node)) doc.contents.flow = true;
    replaceRange(src, node.range![0], node.range![1], reindent(doc.toString({ lineWidth: 0 }).replace(/\n$/, ''), column), edits);
    return;
  }
  replaceRange(src, node.range![0], node.range![1], reindent(render(value).replace(/\n$/, ''), column), edits);
}

/** A scalar (or flow collection) value changed in place, written in the style it had. */
function replaceScalarOrFlow(src: string, pair: Pair, node: Node, value: unknown, indent: number, edits: Edit[]): void {
  const key = keyOf(pair);
  const styled = styledNode(value, node);
  if (isScalar(styled) && (styled.type === 'BLOCK_FOLDED' || styled.type === 'BLOCK_LITERAL')) {
    // A block scalar's header (`>-`, `|`) and its text are written together, at the key's indent.
    const text = renderPairNode(key, styled, indent, src, node);
    replaceRange(src, pairStart(src, pair), node.range![1], text.replace(/\n$/, '').slice(indent), edits);
    return;
  }
  const text = renderPairNode(key, styled, indent, src, node).replace(/\n$/, '');
  const valueText = text.slice(text.indexOf(':') + 1).replace(/^ /, '');
  // The key's own indent is already in the file: the replacement starts at the key.
  if (valueText.startsWith('\n')) replaceRange(src, pairStart(src, pair), node.range![1], text.slice(indent), edits);
  else replaceRange(src, node.range![0], node.range![1], valueText, edits);
}

function styledNode(value: unknown, like: Node): Node {
  const doc = new Document(value);
  const node = doc.contents as Node;
  if (isScalar(node) && isScalar(like) && typeof value === 'string') {
    // Keep the quoting or folding the text had; a multi-line value keeps a block style.
    node.type = like.type === 'PLAIN' && /\n/.test(value) ? 'BLOCK_LITERAL' : like.type;
  }
  if ((isSeq(node) || isMap(node)) && isFlow(like)) node.flow = true;
  return node;
}

/** `key: value` at an indent, in yaml's own output, folded as the original text was. */
function renderPairNode(key: string, node: Node, indent: number, src: string, like: Node): string {
  const doc = new Document({});
  (doc.contents as YAMLMap).add(doc.createPair(key, node));
  // Folded text wraps at the width it had (the widest line of the original block).
  const width = isScalar(like) && like.type === 'BLOCK_FOLDED' ? foldWidth(src, like) : 0;
  const text = reindent(doc.toString({ lineWidth: width ? width - indent : 0, minContentWidth: 0 }), indent, true);
  return (width && keptFolding(src, like, key, node, text, width)) || text;
}

/**
 * A folded text written with its unchanged lines as they were (./refold.ts), when its header is a
 * plain `>-` and the result reads back as the value; undefined otherwise (yaml's own wrapping then).
 */
function keptFolding(src: string, like: Node, key: string, node: Node, text: string, width: number): string | undefined {
  const value = isScalar(node) ? node.value : undefined;
  const was = isScalar(like) ? like.value : undefined;
  const [header, ...rest] = src.slice(like.range![0], like.range![1]).replace(/\s+$/, '').split('\n');
  const first = text.split('\n')[0];
  if (typeof value !== 'string' || typeof was !== 'string' || header.trim() !== '>-' || !first.endsWith(': >-')) return undefined;
  const pad = /^ */.exec(rest.find((line) => line.trim()) ?? '')![0];
  if (!rest.every((line) => !line.trim() || line.startsWith(pad))) return undefined;
  const lines = refold(
    rest.map((line) => line.slice(pad.length).trimEnd()),
    was,
    value,
    width - pad.length,
  );
  if (!lines) return undefined;
  const out = `${first}\n${lines.map((line) => (line ? pad + line : '')).join('\n')}\n`;
  const read = parseDocument(out).toJS() as Record<string, unknown> | null;
  return read?.[key] === value ? out : undefined;
}

function foldWidth(src: string, node: Node): number {
  const lines = src.slice(node.range![0], node.range![1]).split('\n').slice(1);
  const widest = Math.max(0, ...lines.map((line) => line.trimEnd().length));
  return Math.max(widest, 60);
}

function renderPair(key: string, value: unknown, indent: number): string {
  const doc = new Document({ [key]: prune(value) });
  return reindent(doc.toString({ lineWidth: 100 - indent }), indent, true);
}

/**
 * One list item's text after its `- `, its further lines indented to the item's column. A new
 * item (`asNew`) is written like its neighbour: its keys in the neighbour's order, each text
 * quoted or folded as the neighbour's, flow where the neighbour is flow.
 */
function renderItem(value: unknown, column: number, like: Node | undefined, asNew = false, src = ''): string {
  if (like && isFlow(like) && asNew) return renderFlow(src, prune(value), like);
  const doc = new Document([]);
  const node = like ? (asNew ? shapedLike(doc, prune(value), like) : styledNode(prune(value), like)) : doc.createNode(prune(value));
  (doc.contents as YAMLSeq).add(node);
  const text = doc.toString({ lineWidth: 100 - column, minContentWidth: 0 }).replace(/\n$/, '');
  return reindent(text.replace(/^- /, ''), column - 2);
}

/** A yaml node for `value` shaped like `like`: key order, scalar styles and flow, recursively. */
function shapedLike(doc: Document, value: unknown, like: Node | null | undefined): Node {
  if (isPlainObject(value) && isMap(like)) {
    const order = (like.items as Pair[]).map(keyOf);
    const keys = Object.keys(value)
      .filter((key) => value[key] !== false)
      .sort((a, b) => rank(order, a) - rank(order, b));
    const map = doc.createNode({}) as YAMLMap;
    for (const key of keys) map.add(doc.createPair(key, shapedLike(doc, value[key], like.get(key, true) as Node | undefined)));
    map.flow = !!like.flow;
    return map;
  }
  if (Array.isArray(value) && isSeq(like)) {
    const seq = doc.createNode([]) as YAMLSeq;
    for (const child of value) seq.add(shapedLike(doc, child, like.items[0] as Node | undefined));
    seq.flow = !!like.flow;
    return seq;
  }
  const node = doc.createNode(value) as Node;
  if (isScalar(node) && isScalar(like) && typeof value === 'string' && typeof like.value === 'string')
    node.type = like.type === 'PLAIN' && /\n/.test(value) ? 'BLOCK_LITERAL' : like.type;
  return node;
}

function rank(order: string[], key: string): number {
  const i = order.indexOf(key);
  return i < 0 ? order.length : i;
}

/**
 * A flow collection (`{ days: [Saturday], opens: "08:00" }`) changed: with the same keys or the
 * same number of items, each changed value is rewritten in its own place and quoting; otherwise
 * the collection is written anew in the spacing and quoting it had.
 */
function diffFlow(src: string, node: Node, value: unknown, edits: Edit[]): void {
  if (same(node, value)) return;
  if (isMap(node) && isPlainObject(value)) {
    const pairs = node.items as Pair[];
    const keys = Object.keys(value).filter((key) => !isEmpty(value[key]));
    if (keys.length === pairs.length && pairs.every((pair, i) => keyOf(pair) === keys[i] && pair.value)) {
      for (const pair of pairs) diffFlowChild(src, pair.value as Node, value[keyOf(pair)], edits);
      return;
    }
  }
  if (isSeq(node) && Array.isArray(value) && value.length === node.items.length && value.length) {
    (node.items as Node[]).forEach((item, i) => diffFlowChild(src, item, value[i], edits));
    return;
  }
  replaceRange(src, node.range![0], node.range![1], renderFlow(src, prune(value), node), edits);
}

function diffFlowChild(src: string, child: Node, value: unknown, edits: Edit[]): void {
  if (same(child, value)) return;
  if (isScalar(child) && (value === null || typeof value !== 'object'))
    return replaceRange(src, child.range![0], child.range![1], scalarText(value, child), edits);
  if (isFlow(child)) return diffFlow(src, child, value, edits);
  replaceRange(src, child.range![0], child.range![1], renderFlow(src, prune(value), child), edits);
}

/** Flow text in the spacing of `like` (`{ a: b }` or `{a: b}`, `[x, y]` or `[ x, y ]`) and its quoting. */
function renderFlow(src: string, value: unknown, like: Node | null | undefined): string {
  // Whether the old collection had a space inside its opening bracket (yaml's own output has one).
  const pad = (node: Node | undefined, fallback: boolean) => (node?.range ? src[node.range[0] + 1] === ' ' : fallback);
  if (isPlainObject(value)) {
    const map = isMap(like) ? like : undefined;
    const inner = Object.entries(value).map(([key, child]) => `${key}: ${renderFlow(src, child, map?.get(key, true) as Node | undefined)}`);
    return pad(map, true) ? `{ ${inner.join(', ')} }` : `{${inner.join(', ')}}`;
  }
  if (Array.isArray(value)) {
    const seq = isSeq(like) ? like : undefined;
    const inner = value.map((item, i) => renderFlow(src, item, (seq?.items[i] ?? seq?.items[0]) as Node | undefined));
    return pad(seq, false) ? `[ ${inner.join(', ')} ]` : `[${inner.join(', ')}]`;
  }
  return scalarText(value, like ?? undefined);
}

/** A scalar in the quoting `like` had, on one line. */
function scalarText(value: unknown, like: Node | undefined): string {
  const doc = new Document(value);
  const node = doc.contents as Node;
  if (isScalar(node) && isScalar(like) && typeof value === 'string' && typeof like.value === 'string' && !/^BLOCK_/.test(String(like.type)))
    node.type = like.type;
  return doc.toString({ lineWidth: 0 }).replace(/\n$/, '');
}

/** Indents every line but the first by `by` spaces (every line when `all`). */
function reindent(text: string, by: number, all = false): string {
  const pad = ' '.repeat(Math.max(0, by));
  return text
    .split('\n')
    .map((line, i) => ((i > 0 || all) && line ? pad + line : line))
    .join('\n');
}

function isEmptyNode(node: Node): boolean {
  return isEmpty(node.toJSON());
}

function replaceRange(src: string, start: number, end: number, text: string, edits: Edit[], wholeLines = false): void {
  if (wholeLines) {
    const seconds = src.lastIndexOf('\n', start - 1) + 1;
    edits.push({ start: seconds, end: trimEnd(src, end), text: text.replace(/\n$/, '') });
    return;
  }
  edits.push({ start, end: trimEnd(src, end), text });
}

/** The end of a node's own text, before the newline or comment that follows it. */
function trimEnd(src: string, end: number): number {
  let error = end;
  while (error > 0 && /[\s]/.test(src[error - 1])) error--;
  return error;
}

function removeLines(src: string, start: number, end: number, edits: Edit[]): void {
  const seconds = src.lastIndexOf('\n', start - 1) + 1;
  const error = lineEndAfter(src, trimEnd(src, end));
  edits.push({ start: seconds, end: error, text: '' });
}

/** The offset after the newline that ends the line holding `offset - 1`. */
function lineEndAfter(src: string, offset: number): number {
  const error = trimEnd(src, offset);
  const nl = src.indexOf('\n', error);
  return nl === -1 ? src.length : nl + 1;
}

function columnOf(src: string, offset: number): number {
  return offset - (src.lastIndexOf('\n', offset - 1) + 1);
}

function lineIndent(src: string, offset: number): number {
  const seconds = src.lastIndexOf('\n', offset - 1) + 1;
  return /^ */.exec(src.slice(seconds))![0].length;
}

function pairStart(_src: string, pair: Pair): number {
  return (pair.key as Node).range![0];
}

function pairEnd(pair: Pair): number {
  const value = pair.value as Node | null;
  return value?.range ? value.range[1] : (pair.key as Node).range![1];
}

/** Where a list item's line starts (its `- `). */
function dashStart(src: string, item: Node): number {
  return src.lastIndexOf('-', item.range![0]);
}
