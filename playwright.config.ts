import { defineConfig, devices } from '@playwright/test'

/**
 * End-to-end tests in the system Chromium against the production build. `npm test` prepares a
 * throwaway database and the build in .next-e2e, then runs this; the server is started here.
 */
// E2E_PORT lets two working copies run their end-to-end suites side by side.
const port = Number(process.env.E2E_PORT || 3100)
// The outside webhook callback requests are forwarded to: tests/e2e/callback.e2e.ts listens there.
export const webhookPort = Number(process.env.E2E_WEBHOOK_PORT || port + 1000)
const flags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

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
    launchOptions: { executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: flags },
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
        '**/accessibility.e2e.ts',
        '**/booking-widget.e2e.ts',
        '**/account.e2e.ts',
        '**/lazy-images.e2e.ts',
      ],
    },
  ],
  webServer: {
    // The production server `npm start` runs, bound to loopback as `npm start` binds the demo.
    command: `node server/serve.mjs -p ${port} -H 127.0.0.1`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      ...(process.env as Record<string, string>),
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      CALLBACK_WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/callback-webhook`,
    },
  },
})
