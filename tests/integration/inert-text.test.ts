import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { readPages } from '../../src/build/audit/files';
import { fixtureBuild } from '../support/fixture-build';

/**
 * Texts from YAML stay text everywhere: the fixture site's featured review (tests/fixtures/site/
 * content/reviews.yaml) ends with markup that would run if any page wrote it as HTML. On the built
 * pages it is text in the HTML, a string in the JSON-LD and in the page data, and never an element.
 */
const MARKUP = '</script><img src=x onerror="globalThis.owned=1"> & more';
const { dist } = fixtureBuild();

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('a review written with markup, on the built site', () => {
  const pages = readPages(dist).filter((htmlPage) => htmlPage.html.includes('globalThis.owned'));

  it('is shown on pages as its text, and no page has an element or a handler made of it', () => {
    expect(pages.length).toBeGreaterThan(0);
    for (const { url, html } of pages) {
      const doc = parse(html, { blockTextElements: { script: true, style: true } });
      expect(doc.querySelectorAll('img[onerror], [onerror]'), url).toHaveLength(0);
      expect(html, url).not.toContain('<img src=x');
      // Every script element is one of the site's own: its module entry or a JSON-LD block.
      for (const script of doc.querySelectorAll('script'))
        expect(script.getAttribute('type'), url).toMatch(/^(module|application\/ld\+json)$/);
      const shown = doc
        .querySelectorAll('main *')
        .some((el) => el.childNodes.some((node) => node.nodeType === 3 && node.text.includes(MARKUP)));
      const inData = doc
        .querySelectorAll('script[type="application/ld+json"]')
        .some((script) => script.rawText.includes('\\u003c/script>'));
      expect(shown || inData, `${url} shows the review as written`).toBe(true);
    }
  });

  it('is a string in every JSON-LD block, which still parses and holds it unchanged', () => {
    let found = 0;
    for (const { url, html } of pages) {
      for (const script of parse(html, { blockTextElements: { script: true } }).querySelectorAll('script[type="application/ld+json"]')) {
        expect(script.rawText, url).not.toMatch(/<\/script|<img/i);
        if (JSON.stringify(JSON.parse(script.rawText)).includes(JSON.stringify(MARKUP).slice(1, -1))) found++;
      }
    }
    expect(found).toBeGreaterThan(0);
  });

  it('is a string in the page data, which parses and holds it unchanged', () => {
    const files = jsonFiles(dist).filter((file) => readFileSync(file, 'utf8').includes('globalThis.owned'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files)
      expect(JSON.stringify(JSON.parse(readFileSync(file, 'utf8'))), file).toContain(JSON.stringify(MARKUP).slice(1, -1));
    expect(existsSync(join(dist, 'index.html'))).toBe(true);
  });
});
