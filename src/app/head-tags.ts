import type { HeadData } from './types';

/** The robots tag of a page that is not to be indexed: its links are still followed. */
export const ROBOTS_NOINDEX = 'noindex, follow';

export type MetaTag = { name?: string; property?: string; content: string };
type HeadTags = {
  title: string;
  meta: MetaTag[];
  link: Array<{ rel: 'canonical'; href: string }>;
  script: Array<{ type: string; innerHTML: string }>;
};

/** The head tags of a page, one list for the prerender (unhead) and for client navigation (DomHead). */
export function headTags(head: HeadData, siteName: string): HeadTags {
  return {
    title: head.title,
    meta: [
      ...(head.description ? [{ name: 'description', content: head.description }] : []),
      ...(head.keywords.length ? [{ name: 'keywords', content: head.keywords.join(', ') }] : []),
      ...(head.noindex ? [{ name: 'robots', content: ROBOTS_NOINDEX }] : []),
      { property: 'og:title', content: head.title },
      ...(head.description ? [{ property: 'og:description', content: head.description }] : []),
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: siteName },
      ...(head.canonical ? [{ property: 'og:url', content: head.canonical }] : []),
      { property: 'og:image', content: head.image.url },
      { property: 'og:image:width', content: String(head.image.width) },
      { property: 'og:image:height', content: String(head.image.height) },
      { property: 'og:image:alt', content: head.image.alt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:image', content: head.image.url },
    ],
    link: head.canonical ? [{ rel: 'canonical' as const, href: head.canonical }] : [],
    script: head.jsonLd.map((block) => ({
      type: 'application/ld+json',
      innerHTML: JSON.stringify(block).replace(/</g, '\\u003c'),
    })),
  };
}
