import { test as base } from '@playwright/test'

import { startParlourCluster } from '../../scripts/lib/cluster.mjs'

export type Cluster = Awaited<ReturnType<typeof startParlourCluster>>

/**
 * `cluster`: nginx on CLUSTER_PORT in front of instance A (the job queue) and instance B
 * (JOBS=off) on the next two ports, Redis and a PostgreSQL database with the demo content — started
 * once per worker (the suite runs in one) and stopped after its last test.
 */
export const test = base.extend<object, { cluster: Cluster }>({
  cluster: [
    async ({}, use) => {
      const port = Number(process.env.CLUSTER_PORT || Number(process.env.E2E_PORT || 3100) + 300)
      const verbose = process.env.CLUSTER_LOG === 'on'
      const cluster = await startParlourCluster({
        port,
        // npm test serves the end-to-end stage's build (scripts/test.mjs); by hand, a build of its own.
        distDir: process.env.CLUSTER_DIST_DIR || '.next-cluster',
        env: { PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'parlour-cluster-test-secret-0123456789abcdef' },
        log: (line: string) => {
          if (verbose || line.startsWith('→')) console.log(line)
        },
      })
      // The sign-in codes both instances text land in one outbox file (tests/helpers/sms-outbox.ts).
      process.env.SMS_OUTBOX_FILE = cluster.env.SMS_OUTBOX_FILE
      await use(cluster)
      await cluster.stop()
    },
    // A cold build of the site and the demo seed take over 15 minutes on a busy
    // machine; a fixture that times out leaves its instances running and every later test failing.
    { scope: 'worker', timeout: 3_600_000 },
  ],
})

export { expect } from '@playwright/test'
