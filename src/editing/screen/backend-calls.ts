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
export const SAVING_BACKENDS = ['proxy', 'github', 'gitlab', 'git-gateway'];
