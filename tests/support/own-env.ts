import { afterAll } from 'vitest';

/**
 * The integration suite's setup file, run before each test file: the files of one worker share its
 * process (vitest.integration.config.ts), so what a file set in process.env (a build in-process sets
 * NODE_ENV=production) is taken back when it ends: the next file, and the servers it starts, see the
 * environment the worker started with.
 */
const started = { ...process.env };
afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in started)) delete process.env[name];
  Object.assign(process.env, started);
});
