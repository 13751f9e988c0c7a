import type { GlobalContextServer } from 'vike/types';
import { renderSite, type RenderedSite, type SiteData } from '../app/render-site.server';
import type { RenderMemo } from '../app/render-memo';
import type { Site } from '../manifest/load';
import { scriptsFromManifest, type ViteManifest } from './modules';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Vike {
    interface GlobalContextServer {
      /**
       * `npm run build`: renders every page of the site it is given, with the scripts the client
       * build made (src/build/build.ts calls it once the bundles are built); with the memo of the
       * last render of the same site, only what changed is rendered again.
       */
      renderSite: (site: Site, data: SiteData, memo?: RenderMemo) => Promise<RenderedSite>;
      /** `npm run dev`: the site, loaded on first use and dropped when one of its files changes (src/vike/site.ts). */
      site?: Site;
    }
  }
}

/** The server's global context carries the render step; the site itself is passed to it. */
export function onCreateGlobalContext(globalContext: GlobalContextServer): void {
  globalContext.renderSite = (site, data, memo) =>
    renderSite(
      site,
      data,
      globalContext.assetsManifest ? scriptsFromManifest(globalContext.assetsManifest as ViteManifest) : undefined,
      memo,
    );
}
