import { placeholders } from '../manifest/template';
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

export { longDate } from '../manifest/facts';

/** The facts an MDX body uses ({{name}} placeholders), to pass to <Prose facts>. */
export function mdxFacts(source: string | undefined, facts: Record<string, string>): Record<string, string> {
  const names = new Set(placeholders(source ?? '').map((p) => p.name));
  return Object.fromEntries([...names].filter((n) => n in facts).map((n) => [n, facts[n]]));
}
