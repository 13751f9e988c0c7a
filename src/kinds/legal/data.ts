import type { DataBuilder } from '../context';
import { sections } from './sections';

export type LegalProps = {
  heading: string;
  /** the route's body, e.g. content/pages/terms.mdx: the page shows that MDX */
  body: string;
  /** the body's ## sections, for the table of contents */
  toc: Array<{ id: string; title: string }>;
  /** the facts the body uses ({{name}}) */
  facts: Record<string, string>;
};

/** Terms of Use and Privacy Policy: the MDX named by the route's `body`, with its table of contents. */
export const pageProps: DataBuilder<LegalProps> = ({ site, entry }) => {
  const body = entry.body;
  const source = body ? site.mdx[body] : undefined;
  if (!body || source === undefined) throw new Error(`${entry.url}: the route needs a body (an MDX file in content/pages/)`);
  const used = new Set([...source.matchAll(/\{\{\s*([a-zA-Z][a-zA-Z0-9]*)\s*\}\}/g)].map((m) => m[1]));
  return {
    props: {
      heading: entry.breadcrumbs.at(-1)?.name ?? entry.title,
      body,
      toc: sections(source),
      facts: Object.fromEntries(Object.entries(site.facts).filter(([name]) => used.has(name))),
    },
  };
};
