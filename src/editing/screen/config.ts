import { SCREEN_CONFIG_PATH } from '../../routes/urls';

/** The screen's configuration as Decap reads it: its backend and its lists (collections) with their forms. */
export type ScreenConfig = {
  backend: { name: string; repo?: string; [setting: string]: unknown };
  collections: unknown[];
  [setting: string]: unknown;
};

let loaded: ScreenConfig | undefined;

/**
 * The screen's configuration, made from the site's files (src/editing/server/config.ts) and read
 * beside the screen's page, not bundled with its code: a city added or a price changed changes its
 * lists and labels, a file the build writes in a moment, never the screen's code (which would be
 * bundled again, a minute of the server's time, before the edit went live). main.ts reads it first.
 */
export async function loadConfig(): Promise<ScreenConfig> {
  // Asked again each time the screen loads (a publish may have changed it), answered 304 when it did not.
  const answer = await fetch(SCREEN_CONFIG_PATH, { cache: 'no-cache', credentials: 'same-origin' }).catch(() => undefined);
  if (!answer?.ok) {
    document.body.textContent = `The editing screen could not load its settings (${answer?.status ?? 'no answer'}). Reload the page; if it stays, tell whoever runs the site.`;
    throw new Error(`${SCREEN_CONFIG_PATH}: ${answer?.status ?? 'no answer'}`);
  }
  return takeConfig((await answer.json()) as ScreenConfig);
}

/** Makes `config` the screen's (loadConfig does; a test hands in its own). */
export function takeConfig(config: ScreenConfig): ScreenConfig {
  loaded = config;
  return config;
}

/** The configuration loadConfig read. */
export function screenConfig(): ScreenConfig {
  if (!loaded) throw new Error('the screen’s configuration is read before main.ts loaded it');
  return loaded;
}
