import { defineConfig } from 'vitest/config';

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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
