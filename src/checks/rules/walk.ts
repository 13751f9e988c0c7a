import type { Path } from './context';

export { walkStrings } from '../../manifest/walk';

/** Every mapping of a YAML file's data, with its path. */
export function walkObjects(value: unknown, path: Path, visit: (path: Path, item: Record<string, unknown>) => void): void {
  if (Array.isArray(value)) value.forEach((v, i) => walkObjects(v, [...path, i], visit));
  else if (value && typeof value === 'object') {
    visit(path, value as Record<string, unknown>);
    for (const [k, v] of Object.entries(value)) walkObjects(v, [...path, k], visit);
  }
}

/** The content files (YAML under content/), by relative path. */
export function contentFiles<T>(sources: Map<string, T>): Array<[string, T]> {
  return [...sources].filter(([file]) => file.startsWith('content/'));
}
