import { readFileSync } from 'node:fs';
import type { Site } from '../../manifest/load';
import { SOCIAL_IMAGE } from '../../seo/social';
import { imageSize } from '../../manifest/image-size';
import { gate, servedFile, type Gate, type HtmlPage, type PageAt } from './files';
import { isNoindex } from './head';

/**
 * Every indexable page has a large social card: og:image is an absolute URL of this site whose file
 * is in the build and really is 1200x630 pixels, its declared size says so, and twitter:card is
 * summary_large_image.
 */
export function socialGate(site: Site, dist: string, files: Set<string>): Gate<SocialRead | undefined> {
  const errors: string[] = [];
  const origin = new URL(site.manifest.site.url).origin;
  const sizes = new Map<string, string>();
  const take = (pageAt: PageAt, read: SocialRead | undefined) => {
    if (!read) return;
    const meta = (attr: string, key: string) => read[`${attr}=${key}`] ?? '';
    const card = meta('name', 'twitter:card');
    if (card !== 'summary_large_image') errors.push(`${pageAt.url}: twitter:card is "${card}" (want summary_large_image)`);
    const url = meta('property', 'og:image');
    if (!url) {
      errors.push(`${pageAt.url}: no og:image`);
      return;
    }
    let path: string;
    try {
      const address = new URL(url);
      if (address.origin !== origin || url !== address.href) throw new Error();
      path = address.pathname;
    } catch {
      errors.push(`${pageAt.url}: og:image ${url} is not an absolute URL of ${origin}`);
      return;
    }
    if (
      meta('property', 'og:image:width') !== String(SOCIAL_IMAGE.width) ||
      meta('property', 'og:image:height') !== String(SOCIAL_IMAGE.height)
    ) {
      errors.push(`${pageAt.url}: og:image:width/height are not ${SOCIAL_IMAGE.width}x${SOCIAL_IMAGE.height}`);
    }
    if (!meta('property', 'og:image:alt')) errors.push(`${pageAt.url}: og:image without og:image:alt`);
    if (!sizes.has(path)) {
      const file = servedFile(dist, path, files);
      const size = file ? imageSize(readFileSync(file)) : undefined;
      sizes.set(path, !file ? 'missing' : size ? `${size.width}x${size.height}` : 'not an image');
    }
    const got = sizes.get(path);
    if (got !== `${SOCIAL_IMAGE.width}x${SOCIAL_IMAGE.height}`)
      errors.push(`${pageAt.url}: og:image ${path} is ${got} (want ${SOCIAL_IMAGE.width}x${SOCIAL_IMAGE.height})`);
  };
  return gate(readSocial, take, { errors: () => errors });
}

/** An indexable page's social tags (`attr=key` -> content); undefined for a noindex page. */
type SocialRead = Record<string, string>;

const SOCIAL_TAGS = [
  ['name', 'twitter:card'],
  ...['og:image', 'og:image:width', 'og:image:height', 'og:image:alt'].map((key) => ['property', key]),
];

export function readSocial(htmlPage: HtmlPage): SocialRead | undefined {
  if (isNoindex(htmlPage)) return undefined;
  const read: SocialRead = {};
  for (const [attr, key] of SOCIAL_TAGS) {
    const content = htmlPage.root.querySelector(`meta[${attr}="${key}"]`)?.getAttribute('content');
    if (content !== undefined) read[`${attr}=${key}`] = content;
  }
  return read;
}
