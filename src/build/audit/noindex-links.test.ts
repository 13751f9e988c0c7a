import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import type { HtmlPage } from './files';
import { noindexLinkGate } from './noindex-links';

const NOINDEX = '<meta name="robots" content="noindex, follow">';

/** A page: its head, a header of links the same on every page, and its main content's links. */
function page(url: string, main: string[], opts: { noindex?: boolean; header?: string[] } = {}): HtmlPage {
  const first = (text: string) => `<a href="${text}">${text}</a>`;
  const html = `<!doctype html><html><head>${opts.noindex ? NOINDEX : ''}</head><body><header>${(opts.header ?? []).map(first).join('')}</header><main>${main.map(first).join('')}</main><footer>${(opts.header ?? []).map(first).join('')}</footer></body></html>`;
  return { file: `${url}.html`, url, html, root: parse(html) };
}

function audit(pages: HtmlPage[]) {
  const gate = noindexLinkGate();
  for (const page of pages) gate.visit(page);
  return { errors: gate.errors(), result: gate.result() };
}

const header = Array.from({ length: 20 }, (_, i) => `/menu-${i}`);
const menu = header.map((text) => page(text, [], { header }));

describe('indexable pages do not lean on noindex pages', () => {
  it("counts a page's main-content links only: a header and footer of indexable links do not hide what its content leans on", () => {
    const { errors } = audit([
      ...menu,
      page('/service', ['/a', '/b', '/low-1', '/low-2'], { header }),
      page('/low-1', [], { noindex: true, header }),
      page('/low-2', [], { noindex: true, header }),
      page('/a', [], { header }),
      page('/b', [], { header }),
    ]);
    expect(errors).toEqual(['/service: 2 of its 4 main-content links point at noindex pages (at most a third may)']);
  });

  it('lets an indexable page send up to a third of its links to noindex pages, and any share from a noindex page', () => {
    const { errors, result } = audit([
      page('/service', ['/a', '/b', '/low-1'], { header }),
      page('/low-1', ['/low-2', '/low-2'], { noindex: true }),
      page('/low-2', [], { noindex: true }),
      page('/a', [], {}),
      page('/b', ['/b', '/b#part', '/a?x=1'], {}),
    ]);
    expect(errors).toEqual([]);
    expect(result).toEqual({ pages: [{ url: '/service', low: 1, links: 3 }], links: 1 });
  });
});
