import { placeholders } from '../manifest/template';
import type { Block } from '../manifest/schema.generated';
import type { CardItem } from '../components/Cards';

/** Server-side helpers for the data loaders: copy blocks as cards, MDX facts, dates. */

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
