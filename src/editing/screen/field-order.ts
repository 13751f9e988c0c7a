import { screenConfig } from './config';
type FormField = { name: string; fields?: FormField[] };

/** The fields of a collection's form (a folder collection's), as the screen's configuration lists them. */
export function fieldsOf(collection: string): FormField[] {
  const found = (screenConfig().collections as Array<{ name: string; fields?: FormField[] }>).find((item) => item.name === collection);
  return found?.fields ?? [];
}

/** The data with every mapping's keys in its form's order (keys the form does not know last, as they were). */
export function inFieldOrder(data: unknown, fields: FormField[]): unknown {
  if (Array.isArray(data)) return data.map((item) => inFieldOrder(item, fields));
  if (!data || typeof data !== 'object') return data;
  const rank = (key: string) => {
    const i = fields.findIndex((field) => field.name === key);
    return i < 0 ? fields.length : i;
  };
  const keys = Object.keys(data).sort((a, b) => rank(a) - rank(b));
  const value = data as Record<string, unknown>;
  return Object.fromEntries(
    keys.map((text) => [text, inFieldOrder(value[text], fields.find((field) => field.name === text)?.fields ?? [])]),
  );
}
