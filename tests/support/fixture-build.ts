import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { scratchSite } from './scratch-site';

declare module 'vitest' {
  export interface ProvidedContext {
    fixtureSite: string;
  }
}

/**
 * The integration suite's global setup: the fixture site (tests/support/fixture-site.ts) built once
 * with the project's code, in a scratch site of its own. The tests of the built site read its pages and its
 * facts, so an editor's change of the real content never fails them; the real site's pages are held
 * to the same rules by the audit (`npm run audit`) and the browser tests.
 */
export default function setup({ provide }: TestProject): () => void {
  const root = scratchSite(undefined, { buildable: true });
  const result = spawnSync(process.execPath, [resolve(import.meta.dirname, '../../scripts/run.mjs'), 'build'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', OUT_DIR: 'dist' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`building the fixture site failed:\n${result.stdout}${result.stderr}`);
  provide('fixtureSite', root);
  return () => rmSync(root, { recursive: true, force: true });
}

/** The built fixture site: its folder (site.yaml, content/) and its output. */
export function fixtureBuild(): { root: string; dist: string } {
  const root = inject('fixtureSite');
  return { root, dist: join(root, 'dist') };
}
