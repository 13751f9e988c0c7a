import { existsSync, statSync, readdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import type { Site } from '../manifest/load';
import { bookingHandler, type BookingHandler } from './booking';
import { createSiteServer } from './static-server';

/** Newest modification time among the site's sources. */
function newestSource(root: string): number {
  let newest = 0;
  const walk = (p: string) => {
    const st = statSync(p);
    if (st.isDirectory()) for (const n of readdirSync(p)) walk(join(p, n));
    else newest = Math.max(newest, st.mtimeMs);
  };
  for (const p of ['site.yaml', 'content', 'schema', 'src', 'public', 'vite.config.ts', 'package-lock.json']) {
    if (existsSync(join(root, p))) walk(join(root, p));
  }
  return newest;
}

/** True when dist/ is missing or older than any source. */
export function needsBuild(root: string, outDir: string): boolean {
  const marker = resolve(root, outDir, 'index.html');
  return !existsSync(marker) || statSync(marker).mtimeMs < newestSource(root);
}

/** `npm start`'s server: the booking endpoint, then the built site as the static host serves it. */
export function siteServer(site: Site, dir: string): { server: Server; booking: BookingHandler } {
  const booking = bookingHandler(site);
  const server = createSiteServer({ dir, handlers: [booking], patterns: site.manifest.redirectPatterns ?? [] });
  return { server, booking };
}
