import { defineConfig } from '@playwright/test'
import { CHROMIUM_LAUNCH } from './e2e/support/chromium'
import { APP_URL, MAILBOX_URL } from './e2e/support/ports'

const TURNS_CAPTCHA_ON = /@turns-captcha-on/

/**
 * Browser tests against the built app (`npm run build` first) in Debian's Chromium.
 * The app runs on a fresh embedded database with its mail going to a capture server.
 * The setup project signs the four role accounts in once; the browser tests reuse those sessions
 * (docs/decisions/043-e2e-strategy.md).
 */
export default defineConfig({
  testDir: './e2e',
  projects: [
    // Its teardown runs once every browser test has finished, whatever their results.
    { name: 'setup', testMatch: 'sign-in-roles.setup.ts', teardown: 'captcha-on' },
    { name: 'browser', testMatch: '**/*.spec.ts', grepInvert: TURNS_CAPTCHA_ON, dependencies: ['setup'] },
    // A failed sign-in makes every later sign-in of that account solve a captcha for 30 minutes: such tests run last.
    { name: 'captcha-on', testMatch: '**/*.spec.ts', grep: TURNS_CAPTCHA_ON },
  ],
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 10_000 },
  // Each test's time is printed, in CI too, so that a slower suite shows where.
  reporter: 'list',
  use: {
    baseURL: APP_URL,
    // The sign-in screens' particles move only for users who have not asked for less motion. Moving, they keep about a
    // third of a core busy while a page sits on /login, on a machine the two test workers already fill; still, they are
    // drawn once. The test of the particles themselves (sign-in.spec.ts) runs them moving.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: [
    {
      command: 'npx tsx e2e/support/mailbox-server.ts',
      url: `${MAILBOX_URL}/health`,
      reuseExistingServer: process.env.E2E_REUSE_SERVERS === '1',
      timeout: 30_000,
      stdout: 'pipe',
    },
    {
      // node itself (not npx), so that Playwright waits for it to stop the server and check the ledger.
      command: 'node --import tsx e2e/support/start-app.ts',
      url: `${APP_URL}/api/health`,
      reuseExistingServer: process.env.E2E_REUSE_SERVERS === '1',
      timeout: 600_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 60_000 },
      stdout: 'pipe',
    },
  ],
})
