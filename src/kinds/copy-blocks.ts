import { readBody } from '../manifest/body';
import type { BodyNode } from '../manifest/body-rules';
import type { Site } from '../manifest/load';
import { ratingsAreSamples, REVIEW_FIGURES } from '../manifest/review-figures';
import { placeholders } from '../manifest/template';
import type { Block } from '../manifest/schema.generated';
import type { CardItem } from '../components/cards';

/** Server-side helpers for the data loaders: copy blocks as cards, MDX facts, dates. */

export function cards(block: Block, linkLabel?: string): CardItem[] {
  return (block.items ?? []).map((it) => ({
    title: it.title,
    ...(it.text ? { text: it.text } : {}),
    ...(it.value ? { value: it.value } : {}),
    ...(it.icon ? { icon: it.icon } : {}),
    ...(it.href ? { href: it.href, ...(linkLabel ? { linkLabel } : {}) } : {}),
  }));
}

/** Whether a text of copy names a figure counted from the reviews ({{averageRating}} ...). */
export const namesReviewFigure = (text: string): boolean =>
  placeholders(text).some((item) => (REVIEW_FIGURES as readonly string[]).includes(item.name));

/**
 * The cards of block `block` of page copy `page` (content/pages/<page>.yaml), each card whose copy
 * names a review figure marked as a sample while the figures are counted from sample reviews
 * only: a rating of samples is never shown as the business's (decision 061).
 */
export function markReviewFigures(site: Site, page: string, block: string, items: CardItem[]): CardItem[] {
  if (!ratingsAreSamples(site.reviews)) return items;
  const raw = site.pages[page]?.blocks[block]?.items ?? [];
  return items.map((it, i) => {
    const copy = raw[i];
    const named = copy ? [copy.title, copy.text, copy.value].some((text) => typeof text === 'string' && namesReviewFigure(text)) : false;
    return named ? { ...it, sample: true } : it;
  });
}

export { longDate } from '../manifest/facts';

/** A page body as page data: its checked tree and the facts it names (only those: a page ships no more than it shows). */
export type PageBody = { tree: BodyNode[]; facts: Record<string, string> };

/**
 * The body `file` (content/pages/*.mdx) as a page draws it: the tree the body rules allowed
 * (src/manifest/body.ts). A body those rules refuse makes no page, whatever ran before.
 */
export function pageBody(site: Site, file: string): PageBody {
  const source = site.mdx[file];
  if (source === undefined) throw new Error(`${file} is missing`);
  const { tree, problems } = readBody(source);
  if (problems.length) throw new Error(`${file}:${problems[0].line}: this body breaks the body rules (npm run check says how)`);
  const names = new Set<string>();
  const collect = (bodyNode: BodyNode): void => {
    if (typeof bodyNode === 'string') return;
    if ('f' in bodyNode) names.add(bodyNode.f);
    else bodyNode.c?.forEach(collect);
  };
  tree.forEach(collect);
  return { tree, facts: Object.fromEntries(Object.entries(site.facts).filter(([name]) => names.has(name))) };
}
