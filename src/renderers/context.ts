import type { PageData } from '../app/types';
import type { Site } from '../manifest/load';
import type { Block, PageCopy } from '../manifest/schema.generated';
import { fillDeep, type TemplateVars } from '../manifest/template';
import type { PageEntry } from '../routes/table';

/** What a kind's data builder gets: the site, the page, and helpers that fill copy for this page. */
export type BuildContext = {
  site: Site;
  entry: PageEntry;
  vars: TemplateVars;
  /** a value with every {{placeholder}} filled for this page */
  fill<T>(value: T): T;
  /** the filled blocks of content/pages/<name>.yaml */
  blocks(name: string): Record<string, Block>;
  /** the filled messages of content/pages/<name>.yaml */
  messages(name: string): string[];
};

export type Built<P> = { props: P; jsonLd?: object[] };
export type DataBuilder<P = unknown> = (ctx: BuildContext) => Built<P>;

export function makeContext(site: Site, entry: PageEntry, extraVars: TemplateVars = {}): BuildContext {
  const vars: TemplateVars = { ...site.facts, ...entry.vars, ...extraVars };
  const page = (name: string): PageCopy => {
    const p = site.pages[name];
    if (!p) throw new Error(`content/pages/${name}.yaml is missing`);
    return p;
  };
  return {
    site,
    entry,
    vars,
    fill: (value) => fillDeep(value, vars),
    blocks: (name) => fillDeep(page(name).blocks, vars) as Record<string, Block>,
    messages: (name) => fillDeep(page(name).messages ?? [], vars),
  };
}

export type { PageData };
