import { useEffect } from 'react';
import { headTags, type MetaTag } from './head-tags';
import { useShell } from './shell-context';
import type { HeadData } from './types';

const MANAGED = ['description', 'keywords', 'robots', 'twitter:card', 'twitter:image'];
const MANAGED_PROPS = [
  'og:title',
  'og:description',
  'og:type',
  'og:site_name',
  'og:url',
  'og:image',
  'og:image:width',
  'og:image:height',
  'og:image:alt',
];

/**
 * The page's head in the browser: after a client navigation it rewrites the title, the meta tags,
 * the canonical link and the JSON-LD that the prerender wrote. A few lines instead of unhead's
 * client runtime, which would weigh about 6 KB gzip on every page's first load.
 */
export function DomHead({ head }: { head: HeadData }) {
  const { company } = useShell();
  useEffect(() => {
    const tags = headTags(head, company);
    document.title = tags.title;
    const d = document.head;
    d.querySelectorAll('meta').forEach((m) => {
      const key = m.getAttribute('name') ?? m.getAttribute('property') ?? '';
      if (MANAGED.includes(key) || MANAGED_PROPS.includes(key)) m.remove();
    });
    d.querySelectorAll('link[rel="canonical"], script[type="application/ld+json"]').forEach((e) => e.remove());
    for (const tag of tags.meta) d.append(meta(tag));
    for (const l of tags.link) d.append(Object.assign(document.createElement('link'), l));
    for (const s of tags.script) {
      const el = document.createElement('script');
      el.type = s.type;
      el.textContent = s.innerHTML;
      d.append(el);
    }
  }, [head, company]);
  return null;
}

function meta(tag: MetaTag): HTMLMetaElement {
  const el = document.createElement('meta');
  if (tag.name) el.name = tag.name;
  if (tag.property) el.setAttribute('property', tag.property);
  el.content = tag.content;
  return el;
}
