import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { auditSite } from '../../src/build/audit';
import { readPages } from '../../src/build/audit/files';
import { nuChecker, validateNu } from '../../src/build/audit/nu';
import { loadSite } from '../../src/manifest/load';
import { href } from '../../src/routes/urls';
import { fixtureBuild } from '../support/fixture-build';

/**
 * The structured-data, social-card and Nu gates catch what they are for: one thing broken in a
 * scratch folder holding the built site, and the gate names the page.
 */
const { root, dist } = fixtureBuild();
const { site } = loadSite(root);
const built = existsSync(join(dist, 'index.html'));

describe.runIf(built)('structured data and social gates on the built site, broken in a scratch folder', () => {
  mkdirSync('.build/scratch', { recursive: true });
  const broken = mkdtempSync(resolve('.build/scratch/claims-'));
  cpSync(dist, broken, { recursive: true, filter: (source) => !/\.(br|gz)$/.test(source) });
  afterAll(() => rmSync(broken, { recursive: true, force: true }));
  const fileOf = (url: string) => readPages(dist).find((htmlPage) => htmlPage.url === url)!.file;
  const edit = (url: string, find: string | RegExp, replace: string) => {
    const file = join(broken, fileOf(url));
    const text = readFileSync(file, 'utf8');
    expect(typeof find === 'string' ? text.includes(find) : find.test(text), `${url} has ${find}`).toBe(true);
    writeFileSync(file, text.replace(find, replace));
  };
  const ld = (json: object) => `<script type="application/ld+json">${JSON.stringify(json)}</script></head>`;
  const origin = site!.manifest.site.url;

  it('FAQPage outside /faq, an @id used but not defined, a breadcrumb ending off the canonical, a second #business description, a missing og:image: each fails, naming the page', () => {
    edit('/brands', '</head>', ld({ '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [] }));
    edit(
      '/reviews',
      '</head>',
      ld({ '@context': 'https://schema.org', '@type': 'Service', name: 'x', provider: { '@id': `${origin}/#business` } }),
    );
    edit(
      '/services/categories/garage-door-repair',
      `"item":"${origin}/services/garage-door-repair"}]`,
      `"item":"${origin}/services/categories/garage-door-repair"}]`,
    );
    edit('/about', /("@id":"[^"]+#business",(?:"[a-zA-Z]+":(?:"[^"]*"|\{[^{}]*\}),)*?"description":")[^"]+"/, '$1A different description"');
    edit('/faq', /<meta property="og:image" content="[^"]+">/, '');
    edit('/booking', /(<meta property="og:image" content=")[^"]+(">)/, `$1${origin}/favicon-32.png$2`);
    const errors = auditSite(site!, broken).errors;
    const has = (start: string, text: string) =>
      expect(
        errors.some((error) => error.startsWith(start) && error.includes(text)),
        `${start} ... ${text}\n${errors.join('\n')}`,
      ).toBe(true);
    has('structured data: /brands:', 'FAQPage markup outside the FAQ page');
    has('structured data: /reviews:', `references ${origin}/#business, which is not defined on this page`);
    has('structured data: /services/categories/garage-door-repair:', "not at the page's canonical URL");
    has('structured data: /about:', '#business differs from its definition');
    has('social: /faq:', 'no og:image');
    has('social: /booking:', 'is 32x32 (want 1200x630)');
    expect(errors.filter((error) => /^(structured data|social):/.test(error))).toHaveLength(6);
  });
});

describe.runIf(built && nuChecker() !== undefined)('the W3C Nu checker', () => {
  it('finds no error on one page of each kind of the built site (npm run audit checks every file)', async () => {
    const pages = readPages(dist);
    const urls = [
      '/',
      '/services',
      '/services/garage-door-repair',
      '/services/categories/garage-door-repair',
      '/services/garage-door-repair/tampa',
      '/brands',
      '/brands/liftmaster',
      '/cities/tampa',
      '/cities/tampa/seminole-heights',
      href('service-areas'),
      '/about',
      '/reviews',
      '/faq',
      '/booking',
      '/booking/thanks',
      '/terms',
      '/privacy',
      '/404.html',
      '/sitemap.html',
    ];
    const files = urls.map((url) => pages.find((htmlPage) => htmlPage.url === url)?.file ?? `missing ${url}`);
    expect(await validateNu(dist, files)).toEqual([]);
  });

  it('reports the errors it was brought in for: unprefixed line-clamp, a netlify-honeypot attribute', async () => {
    mkdirSync('.build/scratch', { recursive: true });
    const broken = mkdtempSync(resolve('.build/scratch/nu-'));
    try {
      const file = readPages(dist).find((htmlPage) => htmlPage.url === '/booking')!.file;
      mkdirSync(join(broken, file, '..'), { recursive: true });
      const html = readFileSync(join(dist, file), 'utf8')
        .replace('</head>', '<style>.clamp{display:-webkit-box;line-clamp:3}</style></head>')
        .replace('data-netlify-honeypot=', 'netlify-honeypot=');
      writeFileSync(join(broken, file), html);
      const errors = await validateNu(broken, [file]);
      expect(
        errors.some((error) => error.includes('line-clamp')),
        errors.join('\n'),
      ).toBe(true);
      expect(
        errors.some((error) => error.includes('netlify-honeypot')),
        errors.join('\n'),
      ).toBe(true);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
