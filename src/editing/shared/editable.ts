import type { FieldProblem } from './field-problems';

/** The check's answer to an edit: ok, or its messages (as `npm run check` prints them, and at their fields in plain words). */
export type CheckAnswer = { ok: boolean; errors: string[]; problems: FieldProblem[] };

/** Only the files the editing screen edits: site.yaml, and the YAML and MDX under content/. */
export function editablePath(path: unknown): string | undefined {
  if (typeof path !== 'string') return undefined;
  const text = path.replace(/\\/g, '/').replace(/^\.\//, '');
  if (text === 'site.yaml' || (/^content\/[a-z0-9/_-]+\.(yaml|mdx)$/.test(text) && !text.split('/').includes('..'))) return text;
  return undefined;
}
