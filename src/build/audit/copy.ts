import type { Site } from '../../manifest/load';
import { guardedLiterals } from '../../manifest/check';
import type { HtmlPage } from './files';
import { isNoindex } from './head';

const MIN_UNIQUE_WORDS = 60;
const RESIDUE = /panama city|appliance|\bwashers?\b|\bdryers?\b|refrigerator|lorem ipsum|\{\{/i;

/** What the rendered pages say: no residue, no unfilled placeholder, enough copy of their own. */
export function checkCopy(site: Site, pages: HtmlPage[]): string[] {
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
  const literals = guardedLiterals(site).filter((l) => l.name !== 'phone' && l.name !== 'company');
  void literals;
  for (const p of pages) {
    const text = p.root.querySelector('body')?.text ?? '';
    const m = RESIDUE.exec(text);
    if (m) errors.push(`${p.url}: "${m[0]}" on the page`);
    for (const domain of text.match(/\b[\w-]+\.(?:com|net|org)\b/gi) ?? []) {
      if (!/example\.com$/i.test(domain)) errors.push(`${p.url}: another domain in the text: ${domain}`);
    }
  }
  return errors;
}
