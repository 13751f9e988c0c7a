import type { Path } from './context';

export { walkStrings } from '../../manifest/walk';

/** Every mapping of a YAML file's data, with its path. */
export function walkObjects(value: unknown, path: Path, visit: (path: Path, item: Record<string, unknown>) => void): void {
  if (Array.isArray(value)) value.forEach((child, i) => walkObjects(child, [...path, i], visit));
  else if (value && typeof value === 'object') {
    visit(path, value as Record<string, unknown>);
    for (const [key, child] of Object.entries(value)) walkObjects(child, [...path, key], visit);
  }
}

/** The content files (YAML under content/), by relative path. */
export function contentFiles<T>(sources: Map<string, T>): Array<[string, T]> {
  return [...sources].filter(([file]) => file.startsWith('content/'));
}
