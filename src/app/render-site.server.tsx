import type { Site } from '../manifest/load';
import { measuredPages, pageIndex } from '../routes/pages';
import { NOT_FOUND_HTML } from '../routes/urls';
import { mainText, maskedNames, measureOwnText } from '../seo/uniqueness';
import { renderMemo, type MemoPage, type RenderMemo } from './render-memo';
import { loadRenderer } from './kind-pages';
import type { DrawnIslands } from './islands';
import { documentHtml, renderPage, type PageScripts, type RenderedPage } from './render.server';
import type { PageData, ShellData } from './types';

/** The data every page is drawn from, built once (by `npm run check`, which the build runs first). */
export type SiteData = { shell: ShellData; notFound: PageData; pages: Map<string, PageData> };

/** One page of the built site: its URL, the data it was drawn from (its page.json, and that as JSON), and its document. */
type SitePage = { url: string; data: PageData; json: string; html: string };

/** The own text of every page that could be indexed, as measured on its markup: url -> text and share. */
export type OwnTextMeasure = { texts: Map<string, string>; shares: Map<string, number> };

export type RenderedSite = { shell: ShellData; pages: SitePage[]; notFound: SitePage; ownText: OwnTextMeasure };

/** A page on its way through renderSite: taken from the memo (`kept`), drawn here (`rendered`) or on the helper's thread (`away`). */
type Draft = {
  entry: ReturnType<typeof pageIndex>['all'][number];
  page: PageData;
  json: string;
  text: string;
  kept?: MemoPage;
  rendered?: RenderedPage;
  away?: boolean;
};

/** What a helper thread is given to draw: the pages, and what every page of the site is drawn with. */
export type PartToDraw = {
  shell: ShellData;
  kinds: string[];
  lang: string;
  themeColor: string;
  pages: Array<{ page: PageData; location: string }>;
};

/**
 * A second thread that draws part of the pages with the same bundle (src/build/render-helper.ts):
 * `render` draws them and answers each one's main text (for the own-text measure), `finish` makes
 * their documents once noindex is decided for each. Two cores draw a site-wide change in about half
 * the time.
 */
export type RenderHelper = { render(part: PartToDraw): Promise<string[]>; finish(noindex: boolean[]): Promise<string[]> };

/** Fewer pages than this to draw are drawn on one thread: the round trip would cost more than it saves. */
const HELPER_FROM = 16;

/**
 * Every kind's code is loaded first, in the order of the pages, as a render of every page loads it:
 * styled-components numbers its components in the order they are made, and the class names come
 * from those numbers, so a render of a few pages (the memo's, a helper's share) must make them in the same order.
 */
async function loadKinds(kinds: string[]): Promise<void> {
  for (const kind of kinds) await loadRenderer(kind);
}

/** One page's markup, with what every page is drawn with; an error names the page. */
async function drawPage(
  site: Pick<PartToDraw, 'shell' | 'lang' | 'themeColor'>,
  page: PageData,
  location: string,
  scriptsOf: ScriptsOf,
): Promise<RenderedPage> {
  try {
    return await renderPage({
      shell: site.shell,
      page,
      location,
      lang: site.lang,
      themeColor: site.themeColor,
      scripts: scriptsOf && ((islands) => scriptsOf(page.kind, islands)),
    });
  } catch (e) {
    throw new Error(`${location} could not be rendered: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  }
}

type Draw = (page: PageData, location: string) => Promise<RenderedPage>;

/**
 * Draws the pages the memo does not have: every other one on the helper's thread (when there are
 * enough to pay for the round trip; marked `away`), the rest on this one, at the same time.
 */
async function drawDrafts(todo: Draft[], render: Draw, helper: RenderHelper | undefined, part: Omit<PartToDraw, 'pages'>): Promise<void> {
  const away = helper && todo.length >= HELPER_FROM ? todo.filter((_, i) => i % 2 === 1) : [];
  for (const draft of away) draft.away = true;
  const texts = away.length
    ? helper!.render({ ...part, pages: away.map((draft) => ({ page: draft.page, location: draft.entry.url })) })
    : Promise.resolve([]);
  // Settled when this thread fails too: its error is the one thrown, and no rejection is left unhandled.
  texts.catch(() => undefined);
  for (const draft of todo) {
    if (draft.away) continue;
    draft.rendered = await render(draft.page, draft.entry.url);
    draft.text = mainText(draft.rendered.template);
  }
  (await texts).forEach((text, i) => (away[i].text = text));
}

/**
 * The documents to make again (a page drawn now, or kept with another noindex decision): the helper
 * finishes those it drew while this thread finishes the others.
 */
async function finishDrafts(
  drafts: Draft[],
  noindexOf: (draft: Draft) => boolean,
  render: Draw,
  helper?: RenderHelper,
): Promise<Map<Draft, string>> {
  const away = drafts.filter((draft) => draft.away);
  const awayHtml = away.length ? helper!.finish(away.map(noindexOf)) : Promise.resolve([]);
  awayHtml.catch(() => undefined);
  const finished = new Map<Draft, string>();
  for (const draft of drafts) {
    const noindex = noindexOf(draft);
    if (draft.away || draft.kept?.noindex === noindex) continue;
    finished.set(draft, await documentHtml(draft.rendered ?? (await render(draft.page, draft.entry.url)), noindex));
  }
  (await awayHtml).forEach((html, i) => finished.set(away[i], html));
  return finished;
}

/** The helper thread's side: the pages it drew last, until their documents are made. */
let parked: RenderedPage[] = [];

/** Draws a helper's share of the pages (PartToDraw) and answers each one's main text. */
export async function renderPart(part: PartToDraw, scriptsOf: ScriptsOf): Promise<string[]> {
  await loadKinds(part.kinds);
  parked = [];
  for (const { page, location } of part.pages) parked.push(await drawPage(part, page, location, scriptsOf));
  return parked.map((rendered) => mainText(rendered.template));
}

/** The documents of the pages renderPart drew, with the noindex decided for each. */
export async function finishPart(noindex: boolean[]): Promise<string[]> {
  const done: string[] = [];
  for (const [i, rendered] of parked.entries()) done.push(await documentHtml(rendered, noindex[i]));
  parked = [];
  return done;
}

/** The scripts of a page of a kind that draws these islands (the build's client modules); none in `npm run dev`. */
export type ScriptsOf = ((kind: string, islands: DrawnIslands) => PageScripts) | undefined;

/**
 * Renders every page of the site from the data given, once: each page's markup is rendered, the own
 * text of every page that could be indexed is measured on it (it decides noindex: pageIndex() then
 * marks each page under the bar, and the sitemaps follow), and each document is finished with that
 * decision. The page data and the HTML of a page come from the same object: what page.json says is
 * what the document was drawn from. No page data is built here. With a `memo` of the last render,
 * only pages whose data (or the shell's) changed are rendered again; with a `helper`, every other
 * page to draw is drawn on its thread meanwhile. The result is the same either way.
 */
export async function renderSite(
  site: Site,
  data: SiteData,
  scriptsOf: ScriptsOf,
  memo: RenderMemo = renderMemo(),
  helper?: RenderHelper,
): Promise<RenderedSite> {
  const started = performance.now();
  const { language: lang, themeColor } = site.manifest.site;
  const shell = JSON.stringify(data.shell);
  if (memo.shell !== shell) Object.assign(memo, { shell, pages: new Map() });
  const render = (page: PageData, location: string) => drawPage({ shell: data.shell, lang, themeColor }, page, location, scriptsOf);
  const { all } = pageIndex(site);
  const kinds = [...new Set(all.map((entry) => data.pages.get(entry.url)?.kind ?? ''))].filter(Boolean);
  await loadKinds(kinds);
  const drafts: Draft[] = [];
  for (const entry of all) {
    const page = data.pages.get(entry.url);
    if (!page) throw new Error(`${entry.url}: the check built no data for this page`);
    const json = JSON.stringify(page);
    const kept = memo.pages.get(entry.url);
    drafts.push(kept?.data === json ? { entry, page, json, kept, text: kept.text } : { entry, page, json, text: '' });
  }
  const todo = drafts.filter((draft) => !draft.kept);
  await drawDrafts(todo, render, helper, { shell: data.shell, kinds, lang, themeColor });
  const drawn = todo.length;
  const renderedAt = performance.now();
  const measured = new Set(measuredPages(all).map((pageEntry) => pageEntry.url));
  const texts = drafts
    .filter((draft) => measured.has(draft.entry.url))
    .map((draft) => ({ url: draft.entry.url, kind: draft.entry.kind, text: draft.text }));
  const shares = measureOwnText(texts, maskedNames(site), site.manifest.indexing.shingleWords, memo.shingles);
  site.ownText = new Map([...shares].map(([url, ownText]) => [url, ownText.share]));
  if (process.env.BUILD_TIMING) {
    console.log(
      `  render: ${drawn} of ${drafts.length} pages in ${Math.round(renderedAt - started)} ms, own text of ${texts.length} measured in ${Math.round(performance.now() - renderedAt)} ms`,
    );
  }
  const decided = pageIndex(site).byUrl;
  const noindexOf = (draft: Draft) => decided.get(draft.entry.url)?.noindex ?? draft.page.head.noindex;
  const finished = await finishDrafts(drafts, noindexOf, render, helper);
  const pages: SitePage[] = [];
  const urls = new Set<string>();
  for (const draft of drafts) {
    const { entry, page, json, kept, text } = draft;
    const noindex = noindexOf(draft);
    const final = noindex === page.head.noindex ? page : { ...page, head: { ...page.head, noindex } };
    const html = finished.get(draft) ?? kept!.html;
    memo.pages.set(entry.url, { data: json, text, noindex, html });
    urls.add(entry.url);
    pages.push({ url: entry.url, data: final, json: final === page ? json : JSON.stringify(final), html });
  }
  for (const url of memo.pages.keys()) if (!urls.has(url)) memo.pages.delete(url);
  const notFound = data.notFound;
  const html = await documentHtml(await render(notFound, NOT_FOUND_HTML), notFound.head.noindex);
  return {
    shell: data.shell,
    pages,
    notFound: { url: notFound.url, data: notFound, json: JSON.stringify(notFound), html },
    ownText: { texts: new Map(texts.map((item) => [item.url, item.text])), shares: site.ownText },
  };
}
