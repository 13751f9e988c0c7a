/** `{{ name }}` or `{{ name.field }}` in copy. */
export const PLACEHOLDER = /\{\{\s*([a-zA-Z][a-zA-Z0-9]*)(?:\.([a-zA-Z][a-zA-Z0-9]*))?\s*\}\}/g;

export type TemplateValue = string | number | { name?: string; title?: string; [key: string]: unknown };
export type TemplateVars = Record<string, TemplateValue>;

/** Fills every placeholder; an unknown one is left visible so that the check and a reader both notice. */
export function fill(text: string, vars: TemplateVars): string {
  return text.replace(PLACEHOLDER, (whole, name: string, field?: string) => {
    const value = vars[name];
    if (value === undefined) return whole;
    if (typeof value !== 'object') return field ? whole : String(value);
    const picked = field ? value[field] : (value.name ?? value.title);
    return typeof picked === 'string' || typeof picked === 'number' ? String(picked) : whole;
  });
}

/** Fills placeholders in every string of a JSON-like value. */
export function fillDeep<T>(value: T, vars: TemplateVars): T {
  if (typeof value === 'string') return fill(value, vars) as T;
  if (Array.isArray(value)) return value.map((v) => fillDeep(v, vars)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillDeep(v, vars)])) as T;
  }
  return value;
}

export function placeholders(text: string): Array<{ name: string; field?: string; index: number }> {
  return [...text.matchAll(PLACEHOLDER)].map((m) => ({ name: m[1], field: m[2], index: m.index ?? 0 }));
}
