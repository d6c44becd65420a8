import { defineConfig, devices } from '@playwright/test'

import { chromiumLaunch } from './tests/helpers/chromium'
import { FAKE_APPLICATION_ID, FAKE_APPLICATION_SECRET, FAKE_DATABASE_CODE } from './tests/fakes/beauty-pro/fixture'

/**
 * End-to-end tests in the system Chromium against the production build. `npm test` prepares a
 * throwaway database and the build in .next-e2e, then runs this; the server is started here.
 */
// E2E_PORT lets two working copies run their end-to-end suites side by side.
const port = Number(process.env.E2E_PORT || 3100)
// The outside webhook callback requests are forwarded to: tests/e2e/callback.e2e.ts listens there.
export const webhookPort = Number(process.env.E2E_WEBHOOK_PORT || port + 1000)
// The same build in BOOKING_PROVIDER=beautypro mode, against the fake Beauty Pro API (a test double)
// whose texted codes the suite reads from the outbox next to it (tests/fakes/beauty-pro/serve.ts).
export const beautyProSitePort = port + 2
export const beautyProFakePort = port + 3
export const beautyProOutbox = `http://127.0.0.1:${beautyProFakePort + 1}/sms`
// The fake Stripe (a test double, tests/fakes/stripe/serve.ts) the main site takes prepayments through
// (port + 6 is the WordPress import's site);
// its controls (events, webhook up/down) on the next port.
export const stripeFakePort = port + 7
export const STRIPE_TEST_KEY = 'sk_test_parlourEndToEnd0123456789'
const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_parlourEndToEnd0123456789abcdef'

/** The production server `npm start` runs, bound to loopback as `npm start` binds the demo. */
const site = (on: number, env: Record<string, string>) => ({
  command: `node server/serve.mjs -p ${on} -H 127.0.0.1`,
  url: `http://127.0.0.1:${on}/`,
  reuseExistingServer: false,
  timeout: 120_000,
  env: { ...(process.env as Record<string, string>), NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
})

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    // Every suite on the desktop; `*.mobile.e2e.ts` files are the phone's own.
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: '**/*.mobile.e2e.ts' },
    // A phone (Pixel 7's viewport, touch and user agent) in the same system Chromium: the burger
    // menu, the floating booking button, the shared notices and the accessibility checks.
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'] },
      testMatch: [
        '**/*.mobile.e2e.ts',
        '**/site-notices.e2e.ts',
        '**/booking-widget.e2e.ts',
        '**/account.e2e.ts',
        '**/lazy-images.e2e.ts',
      ],
    },
  ],
  webServer: [
    // As behind the nginx of deploy/: the last X-Forwarded-For entry is the visitor's, so a test can
    // speak from its own address (tests/e2e/callback.e2e.ts). The Beauty Pro site below trusts no
    // proxy, as `npm start` does by default (tests/e2e/server-edges.e2e.ts shows both).
    {
      command: `node_modules/.bin/tsx tests/fakes/stripe/serve.ts`,
      url: `http://127.0.0.1:${stripeFakePort + 1}/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...(process.env as Record<string, string>),
        STRIPE_FAKE_PORT: String(stripeFakePort),
        STRIPE_FAKE_SECRET_KEY: STRIPE_TEST_KEY,
        STRIPE_FAKE_WEBHOOK_URL: `http://127.0.0.1:${port}/api/payments/stripe/webhook`,
        STRIPE_FAKE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
      },
    },
    site(port, {
      CALLBACK_WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/callback-webhook`,
      TRUST_PROXY: '1',
      STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${stripeFakePort}`,
    }),
    {
      command: `node_modules/.bin/tsx tests/fakes/beauty-pro/serve.ts`,
      url: `http://127.0.0.1:${beautyProFakePort + 1}/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { ...(process.env as Record<string, string>), BEAUTY_PRO_FAKE_PORT: String(beautyProFakePort) },
    },
    site(beautyProSitePort, {
      // Its own address: the admin accepts its session cookie from this origin only (Payload's csrf list).
      SITE_URL: `http://127.0.0.1:${beautyProSitePort}`,
      // One job queue for the shared database: the first server's.
      JOBS: 'off',
      BOOKING_PROVIDER: 'beautypro',
      TRUST_PROXY: 'false',
      BEAUTY_PRO_API_URL: `http://127.0.0.1:${beautyProFakePort}/v1`,
      BEAUTY_PRO_APPLICATION_ID: FAKE_APPLICATION_ID,
      BEAUTY_PRO_APPLICATION_SECRET: FAKE_APPLICATION_SECRET,
      BEAUTY_PRO_DATABASE_CODE: FAKE_DATABASE_CODE,
    }),
  ],
})
