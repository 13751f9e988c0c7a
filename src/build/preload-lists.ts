import type { Plugin } from 'vite';
import { HYDRATE_MODULE } from '../vike/modules.ts';

/** A chunk of the client bundle as this plugin reads it: its file and the chunks it imports. */
export type BundleChunk = { fileName: string; imports: string[]; moduleIds: string[] };

/**
 * The chunks fetched before any code of the app runs: the hydrate module's chunk and every chunk
 * it imports, transitively. The client entry imports the hydrate module (src/vike/+client.ts), and
 * a module runs only once its whole static graph has been fetched, so every import() of the app
 * finds these already loaded.
 */
export function loadedBeforeTheApp(chunks: BundleChunk[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const hydrate = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/${HYDRATE_MODULE}`)));
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const text of byFile.get(file)?.imports ?? []) visit(text);
  };
  if (hydrate) visit(hydrate.fileName);
  return loaded;
}

/**
 * What Vite preloads with a dynamic import (`target`): its dependencies without the target itself
 * (import() fetches it at the same moment) and without the chunks loaded before the app runs.
 */
export function preloadList(target: string, deps: string[], loaded: ReadonlySet<string>): string[] {
  return deps.filter((dep) => dep !== target && !loaded.has(dep));
}

/**
 * For each dynamic import, Vite ships in the importing chunk the list of chunks to preload with it
 * (`__vite__mapDeps`): the app shell's lazy page kinds listed React, the shell and the kind's own
 * chunk again, about 0.4 KB gzip on every page for files the browser already has. This keeps only
 * what the import would otherwise fetch late (a page kind's parts chunk, say), so navigating to a
 * new kind still fetches everything it needs at once. Client build only; `npm run dev` has no lists.
 */
export function preloadOnlyWhatIsMissing(): Plugin {
  let loaded: ReadonlySet<string> = new Set();
  return {
    name: 'preload-only-what-is-missing',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (target, deps, { hostType }) => (hostType === 'js' ? preloadList(target, deps, loaded) : deps),
        },
      },
    }),
    // Runs before Vite's own generateBundle (a post plugin), which asks resolveDependencies.
    generateBundle(_options, bundle) {
      if (this.environment?.config.consumer !== 'client') return;
      loaded = loadedBeforeTheApp(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : [])));
    },
  };
}
