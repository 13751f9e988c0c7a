type Path = Array<string | number>;

/** Every string of a YAML file's data, with its path. */
export function walkStrings(value: unknown, path: Path, visit: (path: Path, text: string) => void): void {
  if (typeof value === 'string') visit(path, value);
  else if (Array.isArray(value)) value.forEach((item, i) => walkStrings(item, [...path, i], visit));
  else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) walkStrings(child, [...path, key], visit);
}
