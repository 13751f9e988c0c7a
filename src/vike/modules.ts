import type { PageScripts } from '../app/render.server';
import type { ScriptsOf } from '../app/render-site.server';
import { kindPageModule } from '../kinds/files.ts';

/** Vite's build manifest (`build.manifest`): each source module's chunk and the chunks it imports. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }>;

/** The client entry: small, it imports nothing, and it loads the rest after first paint. */
const CLIENT_ENTRY = 'src/vike/+client.ts';
/** The module that hydrates the page (a chunk of its own: src/build/vite-plugin.ts). */
export const HYDRATE_MODULE = 'src/vike/hydrate.tsx';

/**
 * The scripts of a page of each kind, read from Vite's build manifest: the client entry, and the
 * modules it hydrates with (the kind's page component and the hydrate module, with every chunk they
 * import, dependencies first and the hydrate module last, the order they can run in). The entry
 * fetches them all at once after first paint and runs them one task each (src/vike/+client.ts);
 * without the list the browser would discover the page component only after the hydrate module
 * ran: a request waterfall. The chunks of the islands the page drew are listed apart, by when they
 * load (src/app/islands.ts).
 */
export function scriptsFromManifest(manifest: ViteManifest): NonNullable<ScriptsOf> {
  const chunk = (key: string) => {
    const found = manifest[key];
    if (!found) throw new Error(`the client build has no chunk of ${key}`);
    return found;
  };
  /** A module's chunk and every chunk it imports, dependencies first. */
  const closure = (key: string, out = new Set<string>()) => {
    if (out.has(key)) return out;
    for (const text of chunk(key).imports ?? []) closure(text, out);
    out.add(key);
    return out;
  };
  const entry = chunk(CLIENT_ENTRY);
  if (entry.imports?.length)
    throw new Error(`the client entry imports ${entry.imports.join(', ')}: it must import nothing before first paint (${CLIENT_ENTRY})`);
  const url = (key: string) => `/${chunk(key).file}`;
  const byKind = new Map<string, PageScripts>();
  return (kind, islands) => {
    const key = [kind, ...islands.hydrate, '|', ...islands.intent].join(' ');
    const hit = byKind.get(key);
    if (hit) return hit;
    const modules = new Set([...closure(HYDRATE_MODULE), ...closure(kindPageModule(kind))]);
    modules.delete(HYDRATE_MODULE);
    const loaded = new Set([...modules, HYDRATE_MODULE]);
    // The chunks islands load beyond those loaded before: right after the page hydrates, then when
    // the visitor reaches for an island.
    const beyond = (list: string[]) => {
      const more = new Set(list.flatMap((island) => [...closure(island)]).filter((text) => !loaded.has(text)));
      for (const text of more) loaded.add(text);
      return [...more].map(url);
    };
    // In this order: a chunk both kinds of island need is counted with those that load with the page.
    const scripts = {
      entry: url(CLIENT_ENTRY),
      modules: [...modules, HYDRATE_MODULE].map(url),
      islands: beyond(islands.hydrate),
      onIntent: beyond(islands.intent),
    };
    byKind.set(key, scripts);
    return scripts;
  };
}
