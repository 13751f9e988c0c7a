import type { DataBuilder } from '../context';
import { pageBody, type PageBody } from '../copy-blocks';
import { sections } from './sections';

export type LegalProps = {
  heading: string;
  /** the route's body, e.g. content/pages/terms.mdx */
  body: PageBody;
  /** the body's ## sections, for the table of contents */
  toc: Array<{ id: string; title: string }>;
};

/** Terms of Use and Privacy Policy: the MDX named by the route's `body`, with its table of contents. */
export const pageProps: DataBuilder<LegalProps> = ({ site, entry }) => {
  const body = entry.body;
  const source = body ? site.mdx[body] : undefined;
  if (!body || source === undefined) throw new Error(`${entry.url}: the route needs a body (an MDX file in content/pages/)`);
  return {
    props: {
      heading: entry.breadcrumbs.at(-1)?.name ?? entry.title,
      body: pageBody(site, body),
      toc: sections(source),
    },
  };
};
