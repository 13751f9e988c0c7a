import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import HeavyFirst from './tests/support/sequencer.ts';

/**
 * The unit suite (`npm run test:unit`): pure and fast, no build, no browser, no second process.
 * What needs those (the built site, a dev server, a full build of a copy, load and crash tests,
 * a real SMTP server) is the integration suite: vitest.integration.config.ts.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/unit/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/*.integration.test.ts'],
    environment: 'node',
    // The generated files are not in git: written first (a fresh clone has none yet).
    globalSetup: ['tests/support/generated-files.ts'],
    // The test files share each worker's module cache: most of them load the same site and schemas,
    // and importing those once per worker, not once per file, halves the suite's time on 2 cores.
    isolate: false,
    // Vitest's default leaves a core free (one worker on 2 cores), but much of the suite waits on
    // sockets, timers and child processes: two workers on 2 cores take a fifth less time. Threads
    // start and share faster than forked processes; no unit test changes the process's directory.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    pool: 'threads',
    // The slowest files first, also on a fresh clone (tests/support/sequencer.ts).
    sequence: { sequencer: HeavyFirst },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
