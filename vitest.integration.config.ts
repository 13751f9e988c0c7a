import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The integration suite (`npm run test:integration`): tests of the built site (the fixture site,
 * built once by the setup below: no `npm run build` first), full builds of copies of the project, the dev server in Chromium, the booking
 * handler under load and SIGKILL, mail through a real SMTP server, the editing history in a real
 * git repository, and the edit backend saving into copies of the site (each save runs the whole check).
 */
export default defineConfig({
  test: {
    include: ['src/**/*.integration.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    // The generated files are not in git: written first (a fresh clone has none yet).
    // Then the fixture site, built once: the tests of the built site read it (tests/support/fixture-build.ts).
    globalSetup: ['tests/support/generated-files.ts', 'tests/support/fixture-build.ts'],
    // Every core the machine has (Vitest's default leaves one free: one worker on 2 cores). The files
    // may run side by side: servers listen on port 0, each copy of the site is a folder of its own
    // (mkdtemp), the fixture build is only read, and each file is a process of its own (forks), so
    // one that sets process.env or NODE_ENV changes no other. (Files sharing a worker's process and
    // modules, isolate: false, saved about 35 s, but React's development and production builds then
    // met in one process, depending on the order the files ran in: a fresh clone's run failed.)
    pool: 'forks',
    maxWorkers: availableParallelism(),
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
