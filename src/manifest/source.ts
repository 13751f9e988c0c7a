import { readFileSync } from 'node:fs';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import type { ManifestError } from './errors';
import { explainYamlErrors } from './yaml-errors';

type Position = { line: number; column: number };

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
  // One mistake makes the parser report a cascade: it comes back as one error, at the line to fix.
  const errors = doc.errors.length ? [explainYamlErrors(file, text, doc.errors, lineCounter)] : [];
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
