/** What Decap's registry holds for a backend: the function that makes one (CMS.getBackend). */
type Registered = { init: (...args: unknown[]) => object };

/** Decap's registry of backends (CMS), or a stand-in in a test. */
export type BackendRegistry = { getBackend: (name: string) => unknown };

/** Each backend Decap makes under `name` is handed to `change` first, which may wrap its calls. */
export function everyBackend(cms: BackendRegistry, name: string, change: (backend: Record<string, unknown>) => void): void {
  const registered = cms.getBackend(name) as Registered | undefined;
  if (!registered) return;
  const init = registered.init;
  registered.init = (...args) => {
    const backend = init(...args);
    change(backend as Record<string, unknown>);
    return backend;
  };
}

/** Decap's backends that save through a Git host or a server: the ones whose saves the screen shapes (photos, redirects). */
const SAVING_BACKENDS = ['proxy', 'github', 'gitlab', 'git-gateway'];

/** What Decap hands a saving backend's persistEntry: the entry's files and its photos. */
export type Save = { dataFiles: Array<{ path: string; raw?: string }>; assets: Array<{ path: string }> };

/** Every save through a saving backend is handed to `shape` first, and what it returns is saved. */
export function everySave(cms: BackendRegistry, shape: (save: Save) => Save): void {
  for (const name of SAVING_BACKENDS)
    everyBackend(cms, name, (backend) => {
      const persist = (backend.persistEntry as ((save: Save, ...rest: unknown[]) => Promise<unknown>) | undefined)?.bind(backend);
      if (persist) backend.persistEntry = (save: Save, ...rest: unknown[]) => persist(shape(save), ...rest);
    });
}
