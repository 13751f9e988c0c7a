import type { BindingOf, CollectionName } from '../routes/collections';
import type { BuildContext, Built } from './context';
import type { JsonSchema } from './copy-schema';

/**
 * Everything about one page kind, declared in `src/kinds/<kind>/index.ts` as its default export.
 * The folder's name is the kind's name (`kind:` of a route in site.yaml); its page component is
 * `src/kinds/<kind>/page.tsx` (default export), loaded lazily in the browser. Kinds are found by
 * their folders (src/kinds/kinds.ts): adding one is a folder plus its route.
 */
export type KindDef<P = unknown, C extends CollectionName | undefined = CollectionName | undefined> = {
  /** What a route of this kind expands over (its `collection:` in site.yaml); none for a single page. */
  collection?: C;
  /** The page's props (plain JSON, copy filled) and its structured data, from the site and this page's binding. */
  data: (ctx: BuildContext<BindingOf<C>>) => Built<P>;
  /**
   * The kind's social image (og:image): its title, drawn over the hero photo as
   * public/social/<kind>.jpg by `npm run social-images`; or the kind whose image it shares.
   * Without one, the page uses the site's image.
   */
  social?: { title: string } | { sameAs: string };
};

/**
 * A kind as discovery holds it: its definition, its name (the folder's) and the schema of its copy,
 * content/pages/<kind>.yaml, made of the folder's copy.json (copySchema). A kind without copy of its
 * own has none.
 */
export type PageKind = KindDef & { name: string; copy?: JsonSchema };

/** Declares a page kind; the type ties its data loader to the binding of its collection. */
export function defineKind<P, C extends CollectionName | undefined = undefined>(def: KindDef<P, C>): KindDef<P, C> {
  return def;
}
