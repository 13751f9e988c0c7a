import type { Site } from '../manifest/load';
import type { Block, FaqItem, PageCopy, WorkType } from '../manifest/schema.generated';
import { fillDeep, type TemplateVars } from '../manifest/template';
import type { PageEntry } from '../routes/table';
import type { CopyBlocks } from './copy-schema';
import type { CopyFields } from './copy.generated';

/** The blocks of content/pages/<name>.yaml: typed by the kind's copy.json (src/kinds/copy.generated.ts) for a page kind's copy. */
export type BlocksOf<N extends string> = N extends keyof CopyFields ? CopyBlocks<CopyFields[N]> : Record<string, Block>;

/** What a kind's data loader gets: the site, the page, its binding, and helpers that fill copy for this page. */
export type BuildContext<B = Record<string, never>> = {
  site: Site;
  entry: PageEntry;
  /** the items this page is about, typed by the kind's collection (src/routes/collections.ts); empty on the stand-in of an unknown id (entry.missing) */
  bound: B;
  vars: TemplateVars;
  /** a value with every {{placeholder}} filled for this page */
  fill<T>(value: T): T;
  /**
   * the filled blocks of content/pages/<name>.yaml (on a service's page, with the copy for its type of
   * work); a kind's copy is typed by its copy.json, which the check holds the file to before any page is built
   */
  blocks<N extends string>(name: N): BlocksOf<N>;
  /** FAQ items for this page: those without a type of work, and those of the page's service's type of work */
  faqFor<T extends FaqItem>(items: T[]): T[];
  /** the filled messages of content/pages/<name>.yaml */
  messages(name: string): string[];
};

export type Built<P> = { props: P; jsonLd?: object[] };
/** A kind's data loader: a page's props and structured data. */
export type DataBuilder<P = unknown, B = Record<string, never>> = (ctx: BuildContext<B>) => Built<P>;

/**
 * The context of one page. `bound` is the page's binding as its route's collection made it
 * (src/routes/collections.ts); the check makes sure a route's collection is its page kind's.
 */
export function makeContext<B = Record<string, never>>(site: Site, entry: PageEntry, extraVars: TemplateVars = {}): BuildContext<B> {
  const vars: TemplateVars = { ...site.facts, ...entry.vars, ...extraVars };
  const page = (name: string): PageCopy => {
    const pageCopy = site.pages[name];
    if (!pageCopy) throw new Error(`content/pages/${name}.yaml is missing`);
    return pageCopy;
  };
  const workType = serviceWorkType(entry);
  return {
    site,
    entry,
    bound: entry.vars as B,
    vars,
    fill: (value) => fillDeep(value, vars),
    blocks: <N extends string>(name: N) => fillDeep(blocksFor(page(name), workType), vars) as BlocksOf<N>,
    faqFor: (items) => items.filter((item) => !item.workType || item.workType === workType),
    messages: (name) => fillDeep(page(name).messages ?? [], vars),
  };
}

/** The type of work of the service a page is about (repair or installation), if it is about one (its file's `workType:`). */
function serviceWorkType(entry: PageEntry): WorkType | undefined {
  const service = entry.vars.service;
  return service && typeof service === 'object' && typeof service.workType === 'string' ? (service.workType as WorkType) : undefined;
}

/** A page's blocks, with the fields its `workTypes.<type of work>` blocks give replacing the shared ones. */
function blocksFor(copy: PageCopy, workType: WorkType | undefined): Record<string, Block> {
  const own = workType ? copy.workTypes?.[workType] : undefined;
  if (!own) return copy.blocks;
  const out: Record<string, Block> = { ...copy.blocks };
  for (const [name, block] of Object.entries(own)) out[name] = { ...copy.blocks[name], ...block };
  return out;
}
