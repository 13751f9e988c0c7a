import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageFile } from '../routes/files';

/** One page kind and the URL that stands for it in measurements. */
export const KIND_SAMPLES: Array<{ kind: string; url: string }> = [
  { kind: 'home', url: '/' },
  { kind: 'services index', url: '/services' },
  { kind: 'service', url: '/services/garage-door-repair' },
  { kind: 'service in city', url: '/services/spring-replacement/brandon' },
  { kind: 'city', url: '/cities/st-petersburg' },
  { kind: 'neighborhood', url: '/cities/tampa/ybor-city' },
  { kind: 'brands', url: '/brands' },
  { kind: 'brand', url: '/brands/liftmaster' },
  { kind: 'service areas', url: '/service-areas' },
  { kind: 'reviews', url: '/reviews' },
  { kind: 'faq', url: '/faq' },
  { kind: 'booking', url: '/booking' },
  { kind: 'about', url: '/about' },
  { kind: 'legal', url: '/privacy' },
  { kind: '404', url: '/404.html' },
];

export type PageWeight = {
  url: string;
  htmlBytes: number;
  htmlGzip: number;
  cssBytes: number;
  jsFiles: string[];
  jsGzip: number;
  requests: number;
};

const gz = (b: Buffer | string) => gzipSync(b, { level: 9 }).length;

export function htmlFile(dist: string, url: string): string {
  return url.endsWith('.html') ? join(dist, url) : join(dist, pageFile(url));
}

/** What a first visit to a page downloads: the HTML (with its inlined CSS) and the JavaScript it starts with. */
export function measurePage(dist: string, url: string): PageWeight {
  const html = readFileSync(htmlFile(dist, url), 'utf8');
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((n, m) => n + Buffer.byteLength(m[1]), 0);
  const js = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) js.add(m[1]);
  // The modules the entry fetches after first paint to hydrate (src/build/preload.ts).
  for (const m of html.matchAll(/data-modules="([^"]*)"/g)) for (const f of m[1].split(' ').filter(Boolean)) js.add(f);
  const jsGzip = [...js].reduce((n, f) => n + (existsSync(join(dist, f)) ? gz(readFileSync(join(dist, f))) : 0), 0);
  const eagerImages = [...html.matchAll(/<img\b[^>]*>/g)].filter((m) => !/loading="lazy"/.test(m[0])).length;
  const icons = [...html.matchAll(/<link[^>]+rel="icon"/g)].length;
  // The data the page hydrates with: /shell.json and its page.json.
  const data = [...html.matchAll(/\bdata-(?:shell|page)="[^"]+"/g)].length;
  return {
    url,
    htmlBytes: Buffer.byteLength(html),
    htmlGzip: gz(html),
    cssBytes: css,
    jsFiles: [...js],
    jsGzip,
    requests: 1 + js.size + eagerImages + icons + data,
  };
}

/** Byte budgets, asserted by tests/unit/budgets.test.ts; figures are printed by `npm run bench`. */
export const BUDGETS = {
  /** first-load JavaScript, gzip, any page */
  jsGzip: 115 * 1024,
  /** HTML with its inlined CSS, gzip, any page */
  htmlGzip: 30 * 1024,
  /** requests before the page is interactive */
  requests: 14,
};
