import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BUDGETS, htmlFile, kindSamples, measurePage } from '../../src/build/measure';
import { readPages } from '../../src/build/audit/files';

import { fixtureBuild } from '../support/fixture-build';

/** The fixture site as built by the suite's setup: the same code as the site's, so a fresh clone needs no `npm run build` first. */
const { dist } = fixtureBuild();

describe('byte budgets of the built site', () => {
  it('every page: first-visit JavaScript (islands included), HTML and requests within their budgets', () => {
    const over: string[] = [];
    for (const htmlPage of readPages(dist)) {
      if (htmlPage.html.includes('http-equiv="refresh"')) continue;
      const pageWeight = measurePage(dist, htmlPage.url === '/404.html' ? '/404.html' : htmlPage.url);
      if (pageWeight.jsGzip > BUDGETS.jsGzip) over.push(`${htmlPage.url}: JS ${pageWeight.jsGzip} B gzip`);
      if (pageWeight.htmlGzip > BUDGETS.htmlGzip) over.push(`${htmlPage.url}: HTML ${pageWeight.htmlGzip} B gzip`);
      if (pageWeight.requests > BUDGETS.requests) over.push(`${htmlPage.url}: ${pageWeight.requests} requests`);
    }
    expect(over).toEqual([]);
  });

  it('a page that draws the booking form lists its island: counted when it loads with the page, apart when it waits for the visitor', () => {
    const waits: string[] = [];
    let forms = 0;
    for (const htmlPage of readPages(dist)) {
      if (!htmlPage.html.includes('name="booking-form"')) continue;
      forms++;
      const list = (name: string) => htmlPage.html.match(new RegExp(`${name}="([^"]+)"`))?.[1].split(' ') ?? [];
      const [now, later] = [list('data-islands'), list('data-islands-on-intent')];
      expect(now.length + later.length, htmlPage.url).toBeGreaterThan(0);
      const { jsFiles } = measurePage(dist, htmlPage.url);
      for (const jsFile of [...now, ...later]) expect(existsSync(`${dist}${jsFile}`), `${htmlPage.url}: ${jsFile}`).toBe(true);
      for (const jsFile of now) expect(jsFiles, htmlPage.url).toContain(jsFile);
      for (const jsFile of later) expect(jsFiles, htmlPage.url).not.toContain(jsFile);
      if (later.length) waits.push(htmlPage.url);
    }
    expect(forms).toBeGreaterThanOrEqual(2); // the home page and the booking page
    // The home page's hero form loads when the visitor reaches for it (tests/e2e/islands.spec.ts
    // proves that a browser fetches nothing else); the booking page's form loads with the page.
    expect(waits).toEqual(['/']);
  });

  it("the home page's first 14 KB (gzip) hold everything up to the end of the hero", () => {
    const html = readFileSync(htmlFile(dist, '/'), 'utf8');
    const heroEnd = html.indexOf('</h1>');
    expect(heroEnd).toBeGreaterThan(0);
    // The hero block ends after the h1, its benefits and its image: allow the next 2 KB of markup.
    const prefix = html.slice(0, Math.min(html.length, heroEnd + 2048));
    expect(gzipSync(prefix, { level: 6 }).length).toBeLessThanOrEqual(14 * 1024);
  });

  it('every text file over 1 KB is precompressed, and each .br and .gz holds the same bytes', () => {
    const missing: string[] = [];
    let n = 0;
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.(html|js|css|json|xml|txt|svg)$/.test(name) && statSync(file).size > 1024) {
          if (!existsSync(`${file}.br`) || !existsSync(`${file}.gz`)) missing.push(file);
          else if (/\.js$/.test(file) || n++ % 10 === 0) {
            const body = readFileSync(file);
            expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(body), file).toBe(true);
            expect(gunzipSync(readFileSync(`${file}.gz`)).equals(body), file).toBe(true);
          }
        }
      }
    };
    walk(dist);
    expect(missing).toEqual([]);
  });

  it('every page kind lists the JavaScript it hydrates with, and every listed file exists', () => {
    const samples = kindSamples(dist);
    // One sample per kind folder (src/kinds/<kind>/index.ts) that has a page, and the not-found page.
    expect(samples.map((sample) => sample.kind).sort()).toEqual(
      readdirSync('src/kinds', { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join('src/kinds', entry.name, 'index.ts')))
        .map((entry) => entry.name)
        .sort(),
    );
    for (const sample of samples) {
      const { jsFiles } = measurePage(dist, sample.url);
      expect(jsFiles.length, sample.url).toBeGreaterThan(2);
      for (const jsFile of jsFiles) expect(existsSync(`${dist}${jsFile}`), `${sample.url}: ${jsFile}`).toBe(true);
    }
  });

  it("a dynamic import's preload list names no chunk that every page has already loaded", () => {
    const everywhere = kindSamples(dist)
      .map((sample) => new Set(measurePage(dist, sample.url).jsFiles))
      .reduce((all, files) => new Set([...all].filter((jsFile) => files.has(jsFile))));
    expect(everywhere.size).toBeGreaterThan(2);
    const listed: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (entry.name.endsWith('.js')) {
          const list = readFileSync(file, 'utf8').match(/__vite__mapDeps=.*?m\.f=(\[[^\]]*\])/)?.[1];
          if (list) listed.push(...(JSON.parse(list) as string[]).map((dep) => `/${dep}`));
        }
      }
    };
    walk(join(dist, 'assets'));
    expect(listed.filter((dep) => everywhere.has(dep))).toEqual([]);
  });

  it('nothing but the document and its images is fetched before first paint', () => {
    for (const htmlPage of readPages(dist)) {
      if (htmlPage.html.includes('http-equiv="refresh"')) continue;
      // No preload hints and no render-blocking script: the entry script is the only one, at low
      // priority, and it imports nothing itself (src/vike/modules.ts checks that at build time).
      expect(htmlPage.html, htmlPage.url).not.toMatch(/rel="(?:modulepreload|preload)"/);
      // The page's data is not embedded: the root names the files hydration fetches.
      expect(htmlPage.html, htmlPage.url).not.toContain('type="application/json"');
      if (htmlPage.url !== '/sitemap.html') {
        const root = htmlPage.html.match(/<div id="root" data-shell="([^"]+)" data-page="([^"]+)">/);
        expect(root, htmlPage.url).not.toBeNull();
        for (const file of root!.slice(1)) expect(existsSync(`${dist}${file}`), `${htmlPage.url}: ${file}`).toBe(true);
      }
      const scripts = [...htmlPage.html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)];
      if (htmlPage.url === '/sitemap.html') continue; // a plain list of links, no script at all
      expect(
        scripts.map((script) => script[1]),
        htmlPage.url,
      ).toEqual([expect.stringMatching(/^\/assets\/entries\/[^/]+\.js$/)]);
      expect(scripts[0][0], htmlPage.url).toMatch(/type="module"/);
      expect(scripts[0][0], htmlPage.url).toMatch(/fetchpriority="low"/);
      const entry = readFileSync(`${dist}${scripts[0][1]}`, 'utf8');
      expect(entry, scripts[0][1]).not.toMatch(/\bimport\s*[{*"'a-zA-Z]|\bfrom\s*["']/);
    }
  });

  it('the site icon is a small PNG: an SVG icon is a whole document for the browser to set up', () => {
    for (const htmlPage of readPages(dist)) {
      if (htmlPage.html.includes('http-equiv="refresh"')) continue;
      const icons = [...htmlPage.html.matchAll(/<link rel="(?:icon|apple-touch-icon)"[^>]*href="([^"]+)"[^>]*>/g)];
      expect(icons.length, htmlPage.url).toBe(2);
      for (const [tag, href] of icons) {
        expect(href, htmlPage.url).toMatch(/\.png$/);
        expect(tag, htmlPage.url).not.toContain('svg');
        const bytes = readFileSync(`${dist}${href}`);
        expect(bytes.subarray(1, 4).toString(), href).toBe('PNG');
        expect(bytes.length, href).toBeLessThan(8 * 1024);
      }
    }
  });

  it('/favicon.ico, asked for by clients that read no page, is the same icon: an ICO holding favicon-32.png', () => {
    const ico = readFileSync(`${dist}/favicon.ico`);
    const png = readFileSync(`${dist}/favicon-32.png`);
    // Reserved 0, type 1 (icon), one image of 32 x 32 whose bytes start after the 22-byte header.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4), ico[6], ico[7]]).toEqual([0, 1, 1, 32, 32]);
    expect([ico.readUInt32LE(14), ico.readUInt32LE(18)]).toEqual([png.length, 22]);
    expect(ico.subarray(22).equals(png)).toBe(true);
  });
});

it.skipIf(existsSync(`${dist}/index.html`))('byte budgets need a build first (npm test builds before the unit tests)', () => {
  throw new Error(`no ${dist}/index.html: run npm run build`);
});
