import { readFileSync } from 'node:fs';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { ManifestError } from './errors';

export type Position = { line: number; column: number };

/** A parsed YAML file that can say where any value of it stands. */
export type SourceFile = {
  file: string;
  data: unknown;
  locate(path: ReadonlyArray<string | number>): Position;
};

/** Parses a YAML file, keeping source positions; syntax errors come back as ManifestErrors. */
export function readYaml(file: string, text = readFileSync(file, 'utf8')): { source: SourceFile; errors: ManifestError[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const errors = doc.errors.map((e) => {
    const pos = lineCounter.linePos(e.pos[0]);
    return new ManifestError({
      code: 'yaml-syntax',
      file,
      line: pos.line,
      column: pos.col,
      path: '',
      message: e.message.split('\n')[0],
      hint: 'Fix the YAML syntax: check indentation (2 spaces), quotes, and that a list item starts with "- ".',
    });
  });
  const data = errors.length ? undefined : doc.toJS();
  const locate = (path: ReadonlyArray<string | number>): Position => {
    let node: unknown = doc.contents;
    let best: Node | null = (doc.contents as Node | null) ?? null;
    for (const key of path) {
      if (isMap(node)) {
        const pair = node.items.find((p) => (isScalar(p.key) ? p.key.value : p.key) === key);
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
