import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { color } from '../../src/components/theme';
import type { Site } from '../../src/manifest/load';
import { SOCIAL_DIR, SOCIAL_IMAGE } from '../../src/seo/social';
import { socialCards } from '../../src/kinds/kinds';

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The card of one page kind: the hero photo, darkened, with the logo, the company name and the kind's title. */
export function socialCardHtml(site: Site, title: string): string {
  const photo = readFileSync(join(site.root, 'public/images/home-hero.jpg')).toString('base64');
  const logo = readFileSync(join(site.root, 'public/favicon.svg')).toString('base64');
  const business = site.manifest.business;
  const { width, height } = SOCIAL_IMAGE;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  html, body { margin: 0; width: ${width}px; height: ${height}px; overflow: hidden; }
  body { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; color: #fff;
    background: linear-gradient(100deg, ${color.navyDark}f2 0%, ${color.navy}d9 48%, ${color.navy}33 100%), url(data:image/jpeg;base64,${photo}) center / cover; }
  .card { position: absolute; inset: 0; padding: 64px 72px; display: flex; flex-direction: column; justify-content: space-between; }
  .brand { display: flex; align-items: center; gap: 20px; font-size: 34px; font-weight: 700; }
  .brand img { width: 72px; height: 72px; border-radius: 14px; }
  h1 { margin: 0; max-width: 860px; font-size: 76px; line-height: 1.05; font-weight: 800; letter-spacing: -0.5px; }
  .bar { width: 120px; height: 10px; border-radius: 5px; background: ${color.accent}; margin-bottom: 28px; }
  .tagline { font-size: 30px; color: #e6eef4; max-width: 900px; }
  </style></head><body><div class="card">
  <div class="brand"><img src="data:image/svg+xml;base64,${logo}" alt="">${esc(business.name)}</div>
  <div><div class="bar"></div><h1>${esc(title)}</h1></div>
  <div class="tagline">${esc(business.tagline)}</div>
  </div></body></html>`;
}

/** Renders public/social/<name>.jpg for the site and every page kind with a social title, with Chromium; returns the files written. */
export async function renderSocialImages(site: Site, executablePath: string, args: string[]): Promise<string[]> {
  const dir = join(site.root, 'public', SOCIAL_DIR);
  mkdirSync(dir, { recursive: true });
  const browser = await chromium.launch({ executablePath, args });
  const written: string[] = [];
  try {
    const page = await browser.newPage({ viewport: { ...SOCIAL_IMAGE }, deviceScaleFactor: 1 });
    for (const { name, title } of socialCards()) {
      await page.setContent(socialCardHtml(site, title), { waitUntil: 'load' });
      const file = join(dir, `${name}.jpg`);
      writeFileSync(file, await page.screenshot({ type: 'jpeg', quality: 82, clip: { x: 0, y: 0, ...SOCIAL_IMAGE } }));
      written.push(file);
    }
  } finally {
    await browser.close();
  }
  return written;
}
