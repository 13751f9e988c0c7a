import { resolve } from 'node:path';
import { startEditServer } from '../src/admin/server';

// `npm run edit [-- --content <folder>]`: the editing screen at /admin, saving into this project
// (or into another copy of its site.yaml and content/, e.g. for a test).
const flag = process.argv.indexOf('--content');
const contentRoot = resolve(flag > 0 ? process.argv[flag + 1] : process.cwd());
const port = Number(process.env.PORT ?? 5174);
const host = process.env.HOST ?? '127.0.0.1';
const server = await startEditServer({ root: process.cwd(), port, host, contentRoot });
const url = server.resolvedUrls?.local[0] ?? `http://${host}:${port}/`;
console.log(`Editing screen: ${url}admin/  (saves into ${contentRoot})`);
