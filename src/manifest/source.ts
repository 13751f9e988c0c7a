import { readFileSync } from 'node:fs';
import { Document, isAlias, isMap, isNode, isScalar, isSeq, LineCounter, parseDocument, visit, YAMLParseError, type Node } from 'yaml';
import { problem, type ManifestError } from './errors';
import { explainYamlErrors, explainSigil } from './yaml-errors';

type Position = { line: number; column: number };

/** A parsed YAML file that can say where any value of it stands. */
export type SourceFile = {
  file: string;
  data: unknown;
  locate(path: ReadonlyArray<string | number>): Position;
};

/**
 * Each file's last parse, with the text it was parsed from: a process that loads the site again
 * (the owner's server's builder after each save, npm run dev) parses only the files that changed.
 */
const lastParsed = new Map<string, { text: string; lineCounter: LineCounter; doc: Document; data?: unknown; errors: ManifestError[] }>();

/**
 * Parses a YAML file, keeping source positions; syntax errors come back as ManifestErrors, one per
 * file, at its line. Never throws: whatever the text, the answer is data or an error at a line.
 */
export function readYaml(file: string, text = readFileSync(file, 'utf8')): { source: SourceFile; errors: ManifestError[] } {
  let kept = lastParsed.get(file);
  if (kept?.text !== text) {
    const lineCounter = new LineCounter();
    const doc = parsed(text, lineCounter);
    kept = { text, lineCounter, doc, ...dataOf(file, text, doc, lineCounter) };
    lastParsed.set(file, kept);
  }
  const { lineCounter, doc, errors } = kept;
  // A copy: whoever reads the data may change it; the parse stays as it was.
  const data = kept.data === undefined ? undefined : structuredClone(kept.data);
  const locate = (path: ReadonlyArray<string | number>): Position => {
    let node: unknown = doc.contents;
    let best: Node | null = (doc.contents as Node | null) ?? null;
    for (const key of path) {
      if (isMap(node)) {
        const pair = node.items.find((part) => (isScalar(part.key) ? part.key.value : part.key) === key);
        if (!pair) break;
        // Point at the key for a mapping entry: that is where an editor looks.
        best = (pair.key as Node) ?? best;
        node = pair.value;
      } else if (isSeq(node)) {
        const item = node.items[Number(key)];
        if (!item) break;
        node = item;
        best = item as Node;
      } else break;
    }
    const offset = best?.range?.[0] ?? 0;
    const pos = lineCounter.linePos(offset);
    return { line: pos.line, column: pos.col };
  };
  return { source: { file, data, locate }, errors };
}

/**
 * The parsed document. Keys are texts (a `{...}: x` or `[...]: x` is a mistake, not a key); the
 * parser's warnings are not printed (what they warn of is an error here). Should the parser itself
 * stop, that is an error of the document at its start.
 */
function parsed(text: string, lineCounter: LineCounter): Document {
  try {
    return parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, stringKeys: true, logLevel: 'error' });
  } catch (e) {
    const doc = new Document(null);
    doc.errors.push(new YAMLParseError([0, 1], 'IMPOSSIBLE', e instanceof Error ? e.message : String(e)));
    return doc;
  }
}

/**
 * The data of a parsed file, or its one error. One mistake makes the parser report a cascade: it
 * comes back as one error, at the line to fix. The site writes no anchors, aliases or tags: a
 * value starting with `&`, `*` or `!` is text the editor meant (`comment: *****`), which YAML
 * would drop or fail to resolve. The conversion to data is guarded too: the check never stops on
 * a file's text.
 */
function dataOf(file: string, text: string, doc: Document, lineCounter: LineCounter): { data?: unknown; errors: ManifestError[] } {
  if (doc.errors.length) return { errors: [explainYamlErrors(file, text, doc.errors, lineCounter)] };
  const sigil = firstSigil(doc);
  if (sigil !== undefined) return { errors: [explainSigil(file, text, sigil, lineCounter)] };
  try {
    return { data: doc.toJS({ maxAliasCount: 0 }), errors: [] };
  } catch (e) {
    const reason = (e instanceof Error ? e.message : String(e)).split('\n')[0];
    return { errors: [problem('yaml-other', { reason }, { file, line: 1, column: 1, path: '' })] };
  }
}

/** Where the first anchor (`&x`), alias (`*x`) or tag (`!x`) of a document starts, if any. */
function firstSigil(doc: Document): number | undefined {
  let offset: number | undefined;
  visit(doc, (_key, node) => {
    if (!isNode(node) || !(isAlias(node) || node.anchor || node.tag)) return undefined;
    offset = node.range?.[0];
    return visit.BREAK;
  });
  return offset;
}
