import { useHead } from '@unhead/react';
import type { HeadData } from './types';
import { useShell } from './shell-context';

/** Title, description, canonical, social tags and JSON-LD of the page in hand. */
export function PageHead({ head }: { head: HeadData }) {
  const shell = useShell();
  useHead({
    title: head.title,
    meta: [
      ...(head.description ? [{ name: 'description', content: head.description }] : []),
      ...(head.keywords.length ? [{ name: 'keywords', content: head.keywords.join(', ') }] : []),
      ...(head.noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
      { property: 'og:title', content: head.title },
      ...(head.description ? [{ property: 'og:description', content: head.description }] : []),
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: shell.company },
      ...(head.canonical ? [{ property: 'og:url', content: head.canonical }] : []),
      { name: 'twitter:card', content: 'summary' },
    ],
    link: head.canonical ? [{ rel: 'canonical', href: head.canonical }] : [],
    script: head.jsonLd.map((block) => ({
      type: 'application/ld+json',
      innerHTML: JSON.stringify(block).replace(/</g, '\\u003c'),
    })),
  });
  return null;
}
