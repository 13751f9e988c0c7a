import { readFileSync } from 'node:fs';
import type { Site } from '../../manifest/load';
import { SOCIAL_IMAGE } from '../../seo/social';
import { imageSize } from '../../manifest/image-size';
import { servedFile, type Gate, type HtmlPage } from './files';
import { isNoindex } from './head';

/**
 * Every indexable page has a large social card: og:image is an absolute URL of this site whose file
 * is in the build and really is 1200x630 pixels, its declared size says so, and twitter:card is
 * summary_large_image.
 */
export function socialGate(site: Site, dist: string, files: Set<string>): Gate {
  const errors: string[] = [];
  const origin = new URL(site.manifest.site.url).origin;
  const sizes = new Map<string, string>();
  const visit = (p: HtmlPage) => {
    if (isNoindex(p)) return;
    const meta = (attr: string, key: string) => p.root.querySelector(`meta[${attr}="${key}"]`)?.getAttribute('content') ?? '';
    const card = meta('name', 'twitter:card');
    if (card !== 'summary_large_image') errors.push(`${p.url}: twitter:card is "${card}" (want summary_large_image)`);
    const url = meta('property', 'og:image');
    if (!url) {
      errors.push(`${p.url}: no og:image`);
      return;
    }
    let path: string;
    try {
      const u = new URL(url);
      if (u.origin !== origin || url !== u.href) throw new Error();
      path = u.pathname;
    } catch {
      errors.push(`${p.url}: og:image ${url} is not an absolute URL of ${origin}`);
      return;
    }
    if (
      meta('property', 'og:image:width') !== String(SOCIAL_IMAGE.width) ||
      meta('property', 'og:image:height') !== String(SOCIAL_IMAGE.height)
    ) {
      errors.push(`${p.url}: og:image:width/height are not ${SOCIAL_IMAGE.width}x${SOCIAL_IMAGE.height}`);
    }
    if (!meta('property', 'og:image:alt')) errors.push(`${p.url}: og:image without og:image:alt`);
    if (!sizes.has(path)) {
      const file = servedFile(dist, path, files);
      const size = file ? imageSize(readFileSync(file)) : undefined;
      sizes.set(path, !file ? 'missing' : size ? `${size.width}x${size.height}` : 'not an image');
    }
    const got = sizes.get(path);
    if (got !== `${SOCIAL_IMAGE.width}x${SOCIAL_IMAGE.height}`)
      errors.push(`${p.url}: og:image ${path} is ${got} (want ${SOCIAL_IMAGE.width}x${SOCIAL_IMAGE.height})`);
  };
  return { visit, errors: () => errors };
}
