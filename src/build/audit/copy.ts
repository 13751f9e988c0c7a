import { residueIn } from '../../checks/residue';
import { gate, type Gate, type HtmlPage } from './files';

/**
 * What the rendered pages say: no residue, no unfilled placeholder, no other domain. (How much of
 * a page is its own is the indexing rule: own-text.ts.)
 */
export function copyGate(): Gate<string[]> {
  const errors: string[] = [];
  return gate(readCopy, (_, found) => void errors.push(...found), { errors: () => errors });
}

/** The page's own faults of copy: a function of its HTML alone. */
export function readCopy(htmlPage: HtmlPage): string[] {
  const found: string[] = [];
  const text = visibleText(htmlPage);
  const leftover = residueIn(text) ?? (text.includes('{{') ? '{{' : undefined);
  if (leftover) found.push(`${htmlPage.url}: "${leftover}" on the page`);
  for (const domain of text.match(/\b[\w-]+\.(?:com|net|org)\b/gi) ?? []) {
    if (!/example\.com$/i.test(domain)) found.push(`${htmlPage.url}: another domain in the text: ${domain}`);
  }
  return found;
}

const texts = new WeakMap<HtmlPage, string>();

/** The text a visitor reads: the body without scripts (page data, JSON-LD) and styles (worked out once per page). */
export function visibleText(htmlPage: HtmlPage): string {
  let text = texts.get(htmlPage);
  if (text === undefined) texts.set(htmlPage, (text = textOf(htmlPage.html)));
  return text;
}

function textOf(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? '';
  return body
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}
