import { defineConfig } from 'vitest/config';

/**
 * The integration suite (`npm run test:integration`): tests of the built site (run it after
 * `npm run build`), full builds of copies of the project, the dev server in Chromium, the booking
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
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
