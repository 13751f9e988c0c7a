import type { Site } from '../manifest/load';
import { literally } from '../manifest/words';

/**
 * How much of a page is its own: the share of the distinct word sequences of its `<main>` text
 * (shingles of `words` words, with place, service and brand names masked) that appear on no other
 * measured page. A page that only recombines sentences found elsewhere, with names swapped, scores
 * near 0; a page with copy of its own scores high.
 */
type OwnText = { share: number; shingles: number };

type Measured = { url: string; kind: string; text: string };

/**
 * The names a template swaps from page to page: services, cities, neighborhoods, counties and
 * brands, taken from the collections (a new city or brand is masked without a code change).
 */
export function maskedNames(site: Site): string[] {
  return [
    ...site.services.map((service) => service.title),
    ...site.cities.flatMap((city) => [city.name, ...city.neighborhoods.map((neighborhood) => neighborhood.name)]),
    ...site.counties.map((county) => county.name),
    ...site.brands.map((brand) => brand.name),
  ];
}

const NAME_TOKEN = '\u00a7';
const WORD = /[a-z0-9]+(?:['\u2019][a-z0-9]+)*|\u00a7/g;

/** One matcher for every name, longest first, so "South Tampa" is masked whole before "Tampa". */
export function nameMatcher(names: string[]): RegExp {
  const parts = [...new Set(names.map((name) => name.trim().toLowerCase()).filter(Boolean))]
    .sort((a, b) => b.length - a.length)
    .map((name) => literally(name).replace(/\s+/g, '\\s+'));
  return parts.length ? new RegExp(`(?<![a-z0-9])(?:${parts.join('|')})(?![a-z0-9])`, 'g') : /(?!)/g;
}

/** The words of a text, lower case, with every name replaced by one placeholder word. */
export function words(text: string, names: RegExp): string[] {
  return text.toLowerCase().replace(names, ` ${NAME_TOKEN} `).match(WORD) ?? [];
}

/** The distinct shingles of a word list, each as a 53-bit hash (two 32-bit FNV-1a runs). */
function shingles(list: string[], size: number, ids: Map<string, number>): Set<number> {
  const codes = list.map((word) => {
    let id = ids.get(word);
    if (id === undefined) ids.set(word, (id = ids.size + 1));
    return id;
  });
  const out = new Set<number>();
  for (let i = 0; i + size <= codes.length; i++) {
    let low = 0x811c9dc5;
    let high = 0x01000193 ^ 0x5bd1e995;
    for (let j = i; j < i + size; j++) {
      low = Math.imul(low ^ codes[j], 0x01000193);
      high = Math.imul(high ^ codes[j], 0x5bd1e995) ^ (high >>> 15);
    }
    out.add((low >>> 0) * 0x200000 + ((high >>> 0) & 0x1fffff));
  }
  return out;
}

/**
 * Each page's shingles as last measured, with the text and the masking they came from, so that a
 * measure of the same site after an edit works out only the changed pages' (the owner's server
 * keeps one across saves). The word numbering is kept with them: a word keeps its number.
 */
export type ShingleMemo = { masking: string; ids: Map<string, number>; pages: Map<string, { text: string; set: Set<number> }> };

export const shingleMemo = (): ShingleMemo => ({ masking: '', ids: new Map(), pages: new Map() });

/** The own-text share of every page: shingles found on that page only, over the page's shingles. */
export function measureOwnText(pages: Measured[], names: string[], size = 5, memo = shingleMemo()): Map<string, OwnText> {
  const matcher = nameMatcher(names);
  const masking = `${size} ${matcher.source}`;
  if (memo.masking !== masking) Object.assign(memo, { ...shingleMemo(), masking });
  const sets = pages.map((page) => {
    const kept = memo.pages.get(page.url);
    if (kept?.text === page.text) return kept.set;
    const set = shingles(words(page.text, matcher), size, memo.ids);
    memo.pages.set(page.url, { text: page.text, set });
    return set;
  });
  const urls = new Set(pages.map((page) => page.url));
  for (const url of memo.pages.keys()) if (!urls.has(url)) memo.pages.delete(url);
  // How many pages hold each shingle; 2 means "more than one".
  const seen = new Map<number, number>();
  for (const set of sets) for (const shingle of set) seen.set(shingle, seen.has(shingle) ? 2 : 1);
  const out = new Map<string, OwnText>();
  pages.forEach((page, i) => {
    let own = 0;
    for (const shingle of sets[i]) if (seen.get(shingle) === 1) own++;
    out.set(page.url, { share: sets[i].size ? own / sets[i].size : 0, shingles: sets[i].size });
  });
  return out;
}

/**
 * The text inside the page's `<main>` element, without tags, scripts and styles, and without the
 * place's facts block: sourced facts are counted as facts (sourcedFacts), not as words, so a
 * neighborhood's page is not measured on the block it shares with its city.
 */
export function mainText(html: string): string {
  const start = html.search(/<main[\s>]/i);
  const end = html.lastIndexOf('</main>');
  if (start < 0 || end < start) return '';
  return htmlText(html.slice(start, end).replace(FACTS_BLOCK, ' '));
}

const FACTS_BLOCK = /<section\b[^>]*\bdata-local-facts\b[^>]*>[\s\S]*?<\/section>/gi;

/**
 * The distinct sourced facts of a page: elements marked `data-fact="<name>"` (src/components/
 * local-facts.tsx) that hold a source link (`data-source`, an https address). The indexing measure
 * reports them beside the page's own text.
 */
export function sourcedFacts(html: string): string[] {
  const found = new Set<string>();
  for (const part of factElements(html)) {
    const name = /\bdata-fact="([^"]+)"/.exec(part)?.[1];
    const body = part.slice(0, part.search(/<\/dd>/i) + 1 || undefined);
    if (name && /<a\b[^>]*\bhref="https:\/\/[^"]+"[^>]*\bdata-source\b|<a\b[^>]*\bdata-source\b[^>]*\bhref="https:\/\/[^"]+"/i.test(body))
      found.add(name);
  }
  return [...found];
}

/**
 * The page from each element that carries `data-fact="` on: each part runs from the element's `<`
 * to the next such element's. Found by the attribute, then its tag's start (a pattern that tries a
 * tag at every `<` of the page took most of the time of this measure).
 */
function factElements(html: string): string[] {
  const starts: number[] = [];
  for (let at = html.indexOf('data-fact="'); at >= 0; at = html.indexOf('data-fact="', at + 1)) {
    const open = html.lastIndexOf('<', at);
    if (open < 0 || html.lastIndexOf('>', at) > open || !/^<[a-z]+\s/i.test(html.slice(open, at)) || !/\s/.test(html[at - 1])) continue;
    starts.push(open);
  }
  return starts.map((start, i) => html.slice(start, starts[i + 1]));
}

/** The readable text of an HTML fragment: tags become spaces, entities are decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|apos|nbsp));/gi, (_, dec: string, hex: string, named: string) =>
      dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : ENTITIES[named.toLowerCase()],
    )
    .replace(/\s+/g, ' ')
    .trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

type KindStats = { kind: string; pages: number; min: number; median: number; max: number; under: number };

/** Min, median and max share per page kind, and how many pages of the kind are under the bar. */
export function distribution(pages: Array<{ kind: string; share: number }>, bar: number): KindStats[] {
  const byKind = new Map<string, number[]>();
  for (const page of pages) byKind.set(page.kind, [...(byKind.get(page.kind) ?? []), page.share]);
  return [...byKind].map(([kind, shares]) => {
    const sorted = [...shares].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return {
      kind,
      pages: sorted.length,
      min: sorted[0],
      median: sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2,
      max: sorted[sorted.length - 1],
      under: sorted.filter((share) => share < bar).length,
    };
  });
}

const pct = (share: number) => `${(share * 100).toFixed(1)}%`;

/** The distribution as a table for the build and audit output. */
export function formatDistribution(stats: KindStats[], bar: number): string {
  const rows = stats.map((stat) => [stat.kind, String(stat.pages), pct(stat.min), pct(stat.median), pct(stat.max), String(stat.under)]);
  const head = ['kind', 'pages', 'min', 'median', 'max', `under ${pct(bar)}`];
  const widths = head.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ');
  return [line(head), ...rows.map(line)].join('\n');
}

export { pct as percent };

type OwnTextRow = { url: string; kind: string; share: number; indexable: boolean };

/** The measured pages with their figure, and the distribution per page kind as a table. */
export function ownTextReport(
  site: Site,
  all: Array<{ url: string; kind: string; noindex: boolean }>,
): { rows: OwnTextRow[]; table: string } | undefined {
  const shares = site.ownText;
  if (!shares) return undefined;
  const bar = site.manifest.indexing.ownTextMin;
  const rows = all.flatMap((entry) => {
    const share = shares.get(entry.url);
    return share === undefined ? [] : [{ url: entry.url, kind: entry.kind, share, indexable: !entry.noindex }];
  });
  return { rows, table: formatDistribution(distribution(rows, bar), bar) };
}
