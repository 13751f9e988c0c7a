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
    const htmlHeadElement = document.head;
    htmlHeadElement.querySelectorAll('meta').forEach((htmlMetaElement) => {
      const key = htmlMetaElement.getAttribute('name') ?? htmlMetaElement.getAttribute('property') ?? '';
      if (MANAGED.includes(key) || MANAGED_PROPS.includes(key)) htmlMetaElement.remove();
    });
    htmlHeadElement.querySelectorAll('link[rel="canonical"], script[type="application/ld+json"]').forEach((element) => element.remove());
    for (const tag of tags.meta) htmlHeadElement.append(meta(tag));
    for (const text of tags.link) htmlHeadElement.append(Object.assign(document.createElement('link'), text));
    for (const item of tags.script) {
      const el = document.createElement('script');
      el.type = item.type;
      el.textContent = item.innerHTML;
      htmlHeadElement.append(el);
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
