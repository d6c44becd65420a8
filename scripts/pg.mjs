/**
 * Runs a command against a throwaway PostgreSQL cluster:
 *   node scripts/pg.mjs -- npx tsx scripts/migrate.ts create initial
 * The command gets DATABASE_URL; the cluster is removed afterwards.
 */
import { spawnSync } from 'node:child_process'

import { startCluster } from './lib/pg-cluster.mjs'

const args = process.argv.slice(process.argv.indexOf('--') + 1)
const cluster = await startCluster({ log: (l) => console.error(l) })
let status = 1
try {
  const result = spawnSync(args[0], args.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: cluster.url },
  })
  status = result.status ?? 1
} finally {
  cluster.stop()
}
process.exit(status)
