import { defineConfig } from '@playwright/test'

import { chromiumLaunch } from './tests/helpers/chromium'

/**
 * The production shape under test (the `cluster` stage of npm test): the worker's `cluster` fixture
 * (tests/cluster/fixtures.ts) starts PostgreSQL, Redis, two app instances and nginx from deploy/ as
 * `npm run cluster` does, on CLUSTER_PORT (nginx) and the two ports after it, once for the suite.
 * Screens open in the system Chromium, as the end-to-end suites' do.
 */
export default defineConfig({
  testDir: 'tests/cluster',
  testMatch: '**/*.cluster.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: { trace: 'retain-on-failure', launchOptions: chromiumLaunch },
})
