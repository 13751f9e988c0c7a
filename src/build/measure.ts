import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageFile } from '../routes/files';
import { NOT_FOUND_HTML } from '../routes/urls';

/**
 * The URLs that stand for each page kind in measurements, read from the built site (each page's
 * page.json names its kind): the kind's `perKind` heaviest indexable pages (or, for a kind that has
 * none, its heaviest pages), and the not-found page. A new kind is measured with no list to edit.
 */
export function kindSamples(dist: string, perKind = 1): Array<{ kind: string; url: string }> {
  const ranked = new Map<string, Array<{ url: string; rank: number }>>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name === 'page.json') {
        const page = JSON.parse(readFileSync(file, 'utf8')) as { url: string; kind: string; missing: boolean; head: { noindex: boolean } };
        const html = htmlFile(dist, page.url);
        if (page.missing || !existsSync(html)) continue;
        // Indexable pages first, then the heaviest.
        const rank = (page.head.noindex ? 0 : 1e9) + statSync(html).size;
        ranked.set(page.kind, [...(ranked.get(page.kind) ?? []), { url: page.url, rank }]);
      }
    }
  };
  walk(dist);
  return [
    ...[...ranked]
      .sort(([text], [second]) => text.localeCompare(second))
      .flatMap(([kind, pages]) =>
        pages
          .sort((a, b) => b.rank - a.rank || a.url.localeCompare(b.url))
          .slice(0, perKind)
          .map(({ url }) => ({ kind, url })),
      ),
    { kind: 'not-found', url: NOT_FOUND_HTML },
  ];
}

type PageWeight = {
  url: string;
  htmlBytes: number;
  htmlGzip: number;
  cssBytes: number;
  jsFiles: string[];
  jsGzip: number;
  requests: number;
};

const gz = (item: Buffer | string) => gzipSync(item, { level: 9 }).length;

export function htmlFile(dist: string, url: string): string {
  return url.endsWith('.html') ? join(dist, url) : join(dist, pageFile(url));
}

/** What a first visit to a page downloads: the HTML (with its inlined CSS) and the JavaScript it loads without a click, islands included. */
export function measurePage(dist: string, url: string): PageWeight {
  const html = readFileSync(htmlFile(dist, url), 'utf8');
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((n, match) => n + Buffer.byteLength(match[1]), 0);
  const js = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) js.add(match[1]);
  // The modules the entry fetches after first paint to hydrate, and those the page's islands load
  // right after it hydrates (src/vike/modules.ts): everything fetched until the network is idle.
  for (const match of html.matchAll(/data-(?:modules|islands)="([^"]*)"/g))
    for (const text of match[1].split(' ').filter(Boolean)) js.add(text);
  const jsGzip = [...js].reduce((n, file) => n + (existsSync(join(dist, file)) ? gz(readFileSync(join(dist, file))) : 0), 0);
  const eagerImages = [...html.matchAll(/<img\b[^>]*>/g)].filter((match) => !/loading="lazy"/.test(match[0])).length;
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

/** Byte budgets, asserted by tests/integration/budgets.test.ts; figures are printed by `npm run bench`. */
export const BUDGETS = {
  /**
   * first-visit JavaScript, gzip, any page: everything fetched until the network is idle after
   * load, the chunks of the islands that load with the page included (tests/e2e/islands.spec.ts
   * checks in Chromium that this is what a visitor's browser fetches).
   */
  // 115 KB until the form applied the office's availability itself (decision 031), 117 KB until it
  // checked itself (048), 118 KB then 119 KB until issue 42's phone folds, photos and claims were
  // paid for by trimming the shared chunks (content-only parts out of the shell, no CSS comments,
  // no preload lists of chunks already loaded): no more than /booking's when issue 42 was filed.
  // 120,000 B since the shell's fixes for the narrowest phones and the local facts stacked, with what
  // each means folded on a phone (docs/performance.md): about 240 B on every page. 120,300 B since a
  // visitor's tries found a date half typed lost when the form's script arrived and a long
  // description cut at 2,000 characters without a word (the form waits for the date input, and
  // counts the description's room): about 265 B on /booking, 150 B on home. 120,400 B since a second
  // booking link fills in its own city over what an earlier link filled in (the draft names such
  // fields): about 60 B on /booking. 120,750 B since a visit may no longer be asked for before the
  // office could confirm it (the lead time counts from when the office next opens): about 340 B on /booking.
  // 120,800 B since "Clear form" asks first (a tap meant for the button above it emptied the form): 26 B.
  // 120,900 B since the form refuses a phone no one could call back (an area code starting with 0) and
  // asks about a slip in an address's domain (gmail.con; the list loads with the address check): 107 B.
  // 121,000 B since a link within the site moves the focus to the new page's heading, as a full load
  // starts there (screen readers said nothing), and tabs name their panels without JavaScript: 89 B.
  // 121,100 B since the phone's open menu makes the page under it inert (Tab went on to links hidden
  // under the menu, and a screen reader read the page behind it): 46 B. 121,300 B since the phone
  // number in the pages' text and bodies is a link that calls it (it was plain text on every page), and
  // in the booking form's messages ("or call us at …"): 258 B. 121,400 B since the business's e-mail in
  // the text is a link that writes to it, as the number calls: 80 B. 121,450 B since a time the newly
  // chosen day does not offer is said at once under the time (it stayed selected, unsaid, until the
  // form was sent): 46 B. 121,500 B since a phone number pasted from contacts (wrapped in direction marks),
  // an emoji of several in the description, and "moves <a few inches" are taken, not refused: 47 B.
  // 121,600 B since an office's number with its extension ("ext. 4", "x204") is taken: 78 B.
  // 121,750 B since a number copied from a web page (its ‑ and – dashes, a tel: link) and a ZIP code
  // pasted with its state or its four more ("FL 33511", "33511-1234") are taken: 124 B. 121,800 B
  // since a visitor offline when they send is told so on the form (it posted, and the browser showed
  // its own error page): 91 B. 121,900 B since a description cut to fit says the rest was left out
  // (the box's own cut said nothing) and the calendar names the month's closed days (a greyed
  // Christmas said no why): 113 B. 122,000 B since the success view says what was asked for after a
  // reload too (the tab keeps it with the reference; a reload left only "Request Received"): 71 B.
  // 122,150 B since an address with a known slip ("gmial.com") is put right by one tap on "Use …"
  // (the visitor had to retype it, refused until then): 118 B. 122,300 B since the times list again
  // what the server says is full after it answers a post or the tab is shown again (a window that
  // filled while the visitor typed was refused, but still listed as free): 145 B. 122,500 B since a
  // chosen full window is said as the server says it, with the day's nearest free ones (the form said
  // only "fully booked", the page without JavaScript named the nearest): 266 B. 122,550 B since a
  // link that claims the offer starts the form with its line in the issue (it said nothing of it): 44 B.
  jsGzip: 122_550,
  /** HTML with its inlined CSS, gzip, any page */
  htmlGzip: 30 * 1024,
  /** requests before the page is interactive */
  requests: 14,
};
