import { Document, isMap, isScalar, isSeq, parseDocument, stringify, type Node, type Pair, type YAMLMap, type YAMLSeq } from 'yaml';

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
  const doc = parseDocument(original, { keepSourceTokens: true });
  if (doc.errors.length || !doc.contents) return render(data);
  const edits: Edit[] = [];
  diffNode(original, doc.contents as Node, data, edits, 0);
  // Splices from the end, so that earlier offsets stay valid.
  let out = original;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

/** A new file: plain YAML in the key order the data has. */
export function render(data: unknown): string {
  return stringify(prune(data), { lineWidth: 100 });
}

type Edit = { start: number; end: number; text: string };

/** What the editor sends for a field nobody filled: it does not belong in the file. */
function isEmpty(v: unknown): boolean {
  if (v === undefined || v === null || v === '') return true;
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'object') return Object.values(v as object).every(isEmpty);
  return false;
}

function prune(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(prune);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v)
        .filter(([, x]) => !isEmpty(x))
        .map(([k, x]) => [k, prune(x)]),
    );
  return v;
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

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
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
      // A field the editor emptied goes; one it never had stays as it was.
      if (valueNode && !isEmptyNode(valueNode) && key in value) removeLines(src, pairStart(src, pair), pairEnd(pair), edits);
      continue;
    }
    if (!valueNode) {
      replaceRange(src, (pair.key as Node).range![0], (pair.key as Node).range![1], renderPair(key, next, indent), edits);
      continue;
    }
    if (isScalar(valueNode) || isFlow(valueNode)) {
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
  const added = Object.entries(value).filter(([k, v]) => !known.has(k) && !isEmpty(v));
  if (added.length && pairs.length) {
    const at = lineEndAfter(src, pairEnd(pairs[pairs.length - 1]));
    const text = added.map(([k, v]) => renderPair(k, v, indent)).join('');
    edits.push({ start: at, end: at, text });
  }
}

function diffSeq(src: string, seq: YAMLSeq, value: unknown[], edits: Edit[]): void {
  const items = seq.items as Node[];
  if (!items.length) return replaceValue(src, seq, value, edits, 0);
  const column = columnOf(src, items[0].range![0]);
  const dash = lineIndent(src, items[0].range![0]);
  const common = Math.min(items.length, value.length);
  for (let i = 0; i < common; i++) {
    const item = items[i];
    if (same(item, value[i])) continue;
    if (isScalar(item) || isFlow(item) || (isMap(item) && !isPlainObject(value[i])) || (isSeq(item) && !Array.isArray(value[i])))
      replaceRange(src, item.range![0], item.range![1], renderItem(value[i], column, item), edits);
    else diffNode(src, item, value[i], edits, column);
  }
  // Items removed at the end lose their lines; new ones follow the last.
  for (let i = common; i < items.length; i++) removeLines(src, dashStart(src, items[i]), items[i].range![1], edits);
  if (value.length > items.length) {
    const at = lineEndAfter(src, items[items.length - 1].range![1]);
    const text = value
      .slice(items.length)
      .map((v) => ' '.repeat(dash) + '- ' + renderItem(v, column, undefined) + '\n')
      .join('');
    edits.push({ start: at, end: at, text });
  }
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
  const text = doc.toString({ lineWidth: width ? width - indent : 0, minContentWidth: 0 });
  return reindent(text, indent, true);
}

function foldWidth(src: string, node: Node): number {
  const lines = src.slice(node.range![0], node.range![1]).split('\n').slice(1);
  const widest = Math.max(0, ...lines.map((l) => l.trimEnd().length));
  return Math.max(widest, 60);
}

function renderPair(key: string, value: unknown, indent: number): string {
  const doc = new Document({ [key]: prune(value) });
  return reindent(doc.toString({ lineWidth: 100 - indent }), indent, true);
}

/** One list item's text after its `- `, its further lines indented to the item's column. */
function renderItem(value: unknown, column: number, like: Node | undefined): string {
  const doc = new Document([]);
  const node = like ? styledNode(prune(value), like) : doc.createNode(prune(value));
  (doc.contents as YAMLSeq).add(node);
  const text = doc.toString({ lineWidth: 100 - column, minContentWidth: 0 }).replace(/\n$/, '');
  return reindent(text.replace(/^- /, ''), column - 2);
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
    const s = src.lastIndexOf('\n', start - 1) + 1;
    edits.push({ start: s, end: trimEnd(src, end), text: text.replace(/\n$/, '') });
    return;
  }
  edits.push({ start, end: trimEnd(src, end), text });
}

/** The end of a node's own text, before the newline or comment that follows it. */
function trimEnd(src: string, end: number): number {
  let e = end;
  while (e > 0 && /[\s]/.test(src[e - 1])) e--;
  return e;
}

function removeLines(src: string, start: number, end: number, edits: Edit[]): void {
  const s = src.lastIndexOf('\n', start - 1) + 1;
  const e = lineEndAfter(src, trimEnd(src, end));
  edits.push({ start: s, end: e, text: '' });
}

/** The offset after the newline that ends the line holding `offset - 1`. */
function lineEndAfter(src: string, offset: number): number {
  const e = trimEnd(src, offset);
  const nl = src.indexOf('\n', e);
  return nl === -1 ? src.length : nl + 1;
}

function columnOf(src: string, offset: number): number {
  return offset - (src.lastIndexOf('\n', offset - 1) + 1);
}

function lineIndent(src: string, offset: number): number {
  const s = src.lastIndexOf('\n', offset - 1) + 1;
  return /^ */.exec(src.slice(s))![0].length;
}

function pairStart(_src: string, pair: Pair): number {
  return (pair.key as Node).range![0];
}

function pairEnd(pair: Pair): number {
  const v = pair.value as Node | null;
  return v?.range ? v.range[1] : (pair.key as Node).range![1];
}

/** Where a list item's line starts (its `- `). */
function dashStart(src: string, item: Node): number {
  return src.lastIndexOf('-', item.range![0]);
}
