import type { Block } from '../manifest/schema.generated';
import type { CardItem } from '../components/Cards';

/** Server-side helpers for the data builders: read copy blocks and fail loudly when one is missing. */

export function block(blocks: Record<string, Block>, name: string, page: string): Block {
  const b = blocks[name];
  if (!b) throw new Error(`content/pages/${page}.yaml: block '${name}' is missing`);
  return b;
}

export function text(b: Block, field: 'tag' | 'heading' | 'intro', where: string): string {
  const v = b[field];
  if (v === undefined) throw new Error(`${where}: '${field}' is missing`);
  return v;
}

export function cards(b: Block, linkLabel?: string): CardItem[] {
  return (b.items ?? []).map((it) => ({
    title: it.title,
    ...(it.text ? { text: it.text } : {}),
    ...(it.value ? { value: it.value } : {}),
    ...(it.icon ? { icon: it.icon } : {}),
    ...(it.href ? { href: it.href, ...(linkLabel ? { linkLabel } : {}) } : {}),
  }));
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 2026-03-14 -> March 14, 2026 (at build time, so the browser never formats dates). */
export function longDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

/** The facts an MDX body uses ({{name}} placeholders), to pass to <Prose facts>. */
export function mdxFacts(source: string | undefined, facts: Record<string, string>): Record<string, string> {
  const names = new Set([...(source ?? '').matchAll(/\{\{\s*([a-zA-Z][a-zA-Z0-9]*)\s*\}\}/g)].map((m) => m[1]));
  return Object.fromEntries([...names].filter((n) => n in facts).map((n) => [n, facts[n]]));
}
