import { resolve } from 'node:path';
import { newEditKey } from '../src/editing/server/gate';
import { startEditServer } from '../src/editing/server/edit-server';
import { builtAdmin, bundleAdmin } from '../src/build/admin';

// `npm run edit [-- --content <folder>] [-- --expose <address>]`: the editing screen at /admin,
// saving into this project (or into another folder with a site.yaml and content/, e.g. a test's scratch site).
// It listens on this machine only (127.0.0.1); `--expose 0.0.0.0` lets other machines reach it,
// and anyone with the printed link can then change the site's texts and facts.
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const contentRoot = resolve(arg('--content') ?? process.cwd());
const port = Number(process.env.PORT ?? 5174);
const host = arg('--expose') ?? '127.0.0.1';
const key = newEditKey();
// The screen as built from this code: made now when no build of this code made it yet (a fresh
// clone, or the screen's code changed since the last build), about a minute, once.
let builtScreen = builtAdmin(process.cwd());
if (!builtScreen) {
  console.log('Building the editing screen for this code (about a minute, once)...');
  builtScreen = await bundleAdmin(process.cwd(), { quiet: true });
}
const server = await startEditServer({ root: process.cwd(), port, host, contentRoot, key, builtScreen });
const url = server.resolvedUrls?.local[0] ?? `http://${host}:${port}/`;
console.log(`Editing screen: ${url}admin/?key=${key}  (saves into ${contentRoot})`);
if (host !== '127.0.0.1' && host !== 'localhost' && host !== '::1')
  console.log(`Listening on ${host}: anyone who can reach this machine and has the link above can change the site's texts and facts.`);
