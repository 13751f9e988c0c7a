import type { GlobalContextServer } from 'vike/types';
import {
  finishPart,
  renderPart,
  renderSite,
  type PartToDraw,
  type RenderedSite,
  type RenderHelper,
  type SiteData,
} from '../app/render-site.server';
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
      renderSite: (site: Site, data: SiteData, memo?: RenderMemo, helper?: RenderHelper) => Promise<RenderedSite>;
      /** On a build's helper thread (src/build/render-helper.ts): draws its share of the pages, then finishes their documents. */
      renderPart: (part: PartToDraw) => Promise<string[]>;
      finishPart: (noindex: boolean[]) => Promise<string[]>;
      /** `npm run dev`: the site, loaded on first use and dropped when one of its files changes (src/vike/site.ts). */
      site?: Site;
    }
  }
}

/** The server's global context carries the render step; the site itself is passed to it. */
export function onCreateGlobalContext(globalContext: GlobalContextServer): void {
  const scriptsOf = () => (globalContext.assetsManifest ? scriptsFromManifest(globalContext.assetsManifest as ViteManifest) : undefined);
  globalContext.renderSite = (site, data, memo, helper) => renderSite(site, data, scriptsOf(), memo, helper);
  globalContext.renderPart = (part) => renderPart(part, scriptsOf());
  globalContext.finishPart = finishPart;
}
