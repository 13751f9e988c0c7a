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
    for (const p of readPages(dist)) {
      if (p.html.includes('http-equiv="refresh"')) continue;
      const w = measurePage(dist, p.url === '/404.html' ? '/404.html' : p.url);
      if (w.jsGzip > BUDGETS.jsGzip) over.push(`${p.url}: JS ${w.jsGzip} B gzip`);
      if (w.htmlGzip > BUDGETS.htmlGzip) over.push(`${p.url}: HTML ${w.htmlGzip} B gzip`);
      if (w.requests > BUDGETS.requests) over.push(`${p.url}: ${w.requests} requests`);
    }
    expect(over).toEqual([]);
  });

  it('a page that draws the booking form lists its island: counted when it loads with the page, apart when it waits for the visitor', () => {
    const waits: string[] = [];
    let forms = 0;
    for (const p of readPages(dist)) {
      if (!p.html.includes('name="booking-form"')) continue;
      forms++;
      const list = (name: string) => p.html.match(new RegExp(`${name}="([^"]+)"`))?.[1].split(' ') ?? [];
      const [now, later] = [list('data-islands'), list('data-islands-on-intent')];
      expect(now.length + later.length, p.url).toBeGreaterThan(0);
      const { jsFiles } = measurePage(dist, p.url);
      for (const f of [...now, ...later]) expect(existsSync(`${dist}${f}`), `${p.url}: ${f}`).toBe(true);
      for (const f of now) expect(jsFiles, p.url).toContain(f);
      for (const f of later) expect(jsFiles, p.url).not.toContain(f);
      if (later.length) waits.push(p.url);
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
    const walk = (d: string) => {
      for (const name of readdirSync(d)) {
        const f = join(d, name);
        if (statSync(f).isDirectory()) walk(f);
        else if (/\.(html|js|css|json|xml|txt|svg)$/.test(name) && statSync(f).size > 1024) {
          if (!existsSync(`${f}.br`) || !existsSync(`${f}.gz`)) missing.push(f);
          else if (/\.js$/.test(f) || n++ % 10 === 0) {
            const body = readFileSync(f);
            expect(brotliDecompressSync(readFileSync(`${f}.br`)).equals(body), f).toBe(true);
            expect(gunzipSync(readFileSync(`${f}.gz`)).equals(body), f).toBe(true);
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
    expect(samples.map((s) => s.kind).sort()).toEqual(
      readdirSync('src/kinds', { withFileTypes: true })
        .filter((e) => e.isDirectory() && existsSync(join('src/kinds', e.name, 'index.ts')))
        .map((e) => e.name)
        .sort(),
    );
    for (const s of samples) {
      const { jsFiles } = measurePage(dist, s.url);
      expect(jsFiles.length, s.url).toBeGreaterThan(2);
      for (const f of jsFiles) expect(existsSync(`${dist}${f}`), `${s.url}: ${f}`).toBe(true);
    }
  });

  it("a dynamic import's preload list names no chunk that every page has already loaded", () => {
    const everywhere = kindSamples(dist)
      .map((s) => new Set(measurePage(dist, s.url).jsFiles))
      .reduce((all, files) => new Set([...all].filter((f) => files.has(f))));
    expect(everywhere.size).toBeGreaterThan(2);
    const listed: string[] = [];
    const walk = (d: string) => {
      for (const e of readdirSync(d, { withFileTypes: true })) {
        const f = join(d, e.name);
        if (e.isDirectory()) walk(f);
        else if (e.name.endsWith('.js')) {
          const list = readFileSync(f, 'utf8').match(/__vite__mapDeps=.*?m\.f=(\[[^\]]*\])/)?.[1];
          if (list) listed.push(...(JSON.parse(list) as string[]).map((dep) => `/${dep}`));
        }
      }
    };
    walk(join(dist, 'assets'));
    expect(listed.filter((dep) => everywhere.has(dep))).toEqual([]);
  });

  it('nothing but the document and its images is fetched before first paint', () => {
    for (const p of readPages(dist)) {
      if (p.html.includes('http-equiv="refresh"')) continue;
      // No preload hints and no render-blocking script: the entry script is the only one, at low
      // priority, and it imports nothing itself (src/vike/modules.ts checks that at build time).
      expect(p.html, p.url).not.toMatch(/rel="(?:modulepreload|preload)"/);
      // The page's data is not embedded: the root names the files hydration fetches.
      expect(p.html, p.url).not.toContain('type="application/json"');
      if (p.url !== '/sitemap.html') {
        const root = p.html.match(/<div id="root" data-shell="([^"]+)" data-page="([^"]+)">/);
        expect(root, p.url).not.toBeNull();
        for (const f of root!.slice(1)) expect(existsSync(`${dist}${f}`), `${p.url}: ${f}`).toBe(true);
      }
      const scripts = [...p.html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)];
      if (p.url === '/sitemap.html') continue; // a plain list of links, no script at all
      expect(
        scripts.map((m) => m[1]),
        p.url,
      ).toEqual([expect.stringMatching(/^\/assets\/entries\/[^/]+\.js$/)]);
      expect(scripts[0][0], p.url).toMatch(/type="module"/);
      expect(scripts[0][0], p.url).toMatch(/fetchpriority="low"/);
      const entry = readFileSync(`${dist}${scripts[0][1]}`, 'utf8');
      expect(entry, scripts[0][1]).not.toMatch(/\bimport\s*[{*"'a-zA-Z]|\bfrom\s*["']/);
    }
  });

  it('the site icon is a small PNG: an SVG icon is a whole document for the browser to set up', () => {
    for (const p of readPages(dist)) {
      if (p.html.includes('http-equiv="refresh"')) continue;
      const icons = [...p.html.matchAll(/<link rel="(?:icon|apple-touch-icon)"[^>]*href="([^"]+)"[^>]*>/g)];
      expect(icons.length, p.url).toBe(2);
      for (const [tag, href] of icons) {
        expect(href, p.url).toMatch(/\.png$/);
        expect(tag, p.url).not.toContain('svg');
        const bytes = readFileSync(`${dist}${href}`);
        expect(bytes.subarray(1, 4).toString(), href).toBe('PNG');
        expect(bytes.length, href).toBeLessThan(8 * 1024);
      }
    }
  });
});

it.skipIf(existsSync(`${dist}/index.html`))('byte budgets need a build first (npm test builds before the unit tests)', () => {
  throw new Error(`no ${dist}/index.html: run npm run build`);
});
