import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './tests/support/chromium';

const port = Number(process.env.PORT ?? 4174);

/** One suite, against the built site served by `npm start`: what is tested is what ships. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // In CI (a fresh machine shared with other work), a test that fails gets one more run; Playwright
  // prints one that passes only then as "flaky", by name. `npm test` here retries nothing, so a
  // flaky test shows itself during development.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: {
    command: `node scripts/run.mjs start`,
    env: {
      PORT: String(port),
      OUT_DIR: process.env.OUT_DIR ?? 'dist',
      RATE_LIMIT_MAX: process.env.RATE_LIMIT_MAX ?? '1000',
      CONTACT_LIMIT_MAX: process.env.CONTACT_LIMIT_MAX ?? '1000',
      // The suite's bookings e-mail about as many visitors as the hourly cap allows: a second run
      // within the hour (its database is kept) would find the cap reached and no e-mail to read.
      VISITOR_MAIL_MAX_PER_HOUR: process.env.VISITOR_MAIL_MAX_PER_HOUR ?? '1000',
    },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
  },
});
