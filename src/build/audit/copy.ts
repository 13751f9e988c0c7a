import { residueIn } from '../../checks/residue';
import type { Site } from '../../manifest/load';
import { gate, type Gate, type HtmlPage } from './files';

/**
 * What the rendered pages say: no residue, no unfilled placeholder, no other business's domain: a
 * domain in the text is the business's own (its site's, its e-mail's) or a reserved example one.
 * (How much of a page is its own is the indexing rule: own-text.ts.)
 */
export function copyGate(site: Site): Gate<CopyRead> {
  const errors: string[] = [];
  const own = ownDomains(site);
  return gate(
    readCopy,
    (page, read) => {
      errors.push(...read.problems);
      for (const domain of read.domains) if (!own(domain)) errors.push(`${page.url}: another domain in the text: ${domain}`);
    },
    { errors: () => errors },
  );
}

/** What a page's copy holds: its faults, and the domains its text names. */
export type CopyRead = { problems: string[]; domains: string[] };

/** The page's own faults of copy, and the domains in its text: a function of its HTML alone. */
export function readCopy(htmlPage: HtmlPage): CopyRead {
  const problems: string[] = [];
  const text = visibleText(htmlPage);
  const leftover = residueIn(text) ?? (text.includes('{{') ? '{{' : undefined);
  if (leftover) problems.push(`${htmlPage.url}: "${leftover}" on the page`);
  return { problems, domains: text.match(/\b[\w-]+\.(?:com|net|org)\b/gi) ?? [] };
}

/**
 * Whether a domain is the business's own: its site's host or its e-mail's (an office's Gmail
 * address is its own), or example.com (reserved: the placeholders' and the forms' examples).
 */
export function ownDomains(site: Site): (domain: string) => boolean {
  const hosts = [new URL(site.manifest.site.url).hostname, site.manifest.business.email.split('@').pop() ?? '', 'example.com'].map((host) =>
    host.toLowerCase(),
  );
  return (domain) => {
    const name = domain.toLowerCase();
    return hosts.some((host) => host === name || host.endsWith(`.${name}`) || name.endsWith(`.${host}`));
  };
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
