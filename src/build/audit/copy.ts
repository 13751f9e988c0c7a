import { RESIDUE } from '../../manifest/check';
import type { HtmlPage } from './files';
import { isNoindex } from './head';

const MIN_UNIQUE_WORDS = 60;
const LEFTOVER = new RegExp(`${RESIDUE.source}|\\{\\{`, 'i');

/** What the rendered pages say: no residue, no unfilled placeholder, enough copy of their own. */
export function checkCopy(pages: HtmlPage[]): string[] {
  const errors: string[] = [];
  const indexable = pages.filter((p) => !isNoindex(p));
  const sentencesOf = (p: HtmlPage) =>
    (p.root.querySelector('main')?.structuredText ?? '')
      .split(/(?<=[.!?])\s+|\n+/)
      .map((s) => s.trim())
      .filter((s) => s.split(/\s+/).length >= 4);
  const counts = new Map<string, number>();
  const perPage = indexable.map((p) => ({ p, sentences: sentencesOf(p) }));
  for (const { sentences } of perPage) for (const s of new Set(sentences)) counts.set(s, (counts.get(s) ?? 0) + 1);
  for (const { p, sentences } of perPage) {
    const own = [...new Set(sentences)].filter((s) => counts.get(s) === 1).join(' ').split(/\s+/).filter(Boolean).length;
    if (own < MIN_UNIQUE_WORDS) errors.push(`${p.url}: only ${own} words of copy found on no other page (minimum ${MIN_UNIQUE_WORDS})`);
  }
  for (const p of pages) {
    const text = visibleText(p);
    const m = LEFTOVER.exec(text);
    if (m) errors.push(`${p.url}: "${m[0]}" on the page`);
    for (const domain of text.match(/\b[\w-]+\.(?:com|net|org)\b/gi) ?? []) {
      if (!/example\.com$/i.test(domain)) errors.push(`${p.url}: another domain in the text: ${domain}`);
    }
  }
  return errors;
}

/** The text a visitor reads: the body without scripts (page data, JSON-LD) and styles. */
export function visibleText(p: HtmlPage): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(p.html)?.[1] ?? '';
  return body
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}
