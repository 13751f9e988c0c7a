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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
