/**
 * `npm run db:migration -- NAME`: writes migration NAME for both databases after a change to
 * collections or globals. Each is generated against a throwaway database that has every earlier
 * migration applied (a temporary SQLite file, and a PostgreSQL cluster when PostgreSQL is
 * installed), then the Payload types and admin import map are regenerated.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { main, mustFinish } from './lib/bootstrap.mjs'
import { findPgBin, startCluster } from './lib/pg-cluster.mjs'

await main(async () => {
  const name = process.argv[2]
  if (!name || !/^[a-z0-9_]+$/.test(name)) {
    console.error('Usage: npm run db:migration -- name_in_snake_case')
    process.exit(1)
  }
  const secret = { PAYLOAD_SECRET: 'migration-writer-secret-0123456789abcdef', DEMO_CONTENT: 'off' }

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'parlour-migration-'))
  try {
    const env = { ...secret, DATABASE_URL: `file:${path.join(tmp, 'm.db')}`, MEDIA_DIR: path.join(tmp, 'media') }
    mustFinish('sqlite: apply earlier migrations', 'scripts/migrate.ts', [], { env })
    mustFinish('sqlite: write migration', 'scripts/migrate.ts', ['create', name], { env })
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }

  if (findPgBin()) {
    const cluster = await startCluster({ log: (l) => console.log(l) })
    try {
      const env = { ...secret, DATABASE_URL: cluster.url }
      mustFinish('postgres: apply earlier migrations', 'scripts/migrate.ts', [], { env })
      mustFinish('postgres: write migration', 'scripts/migrate.ts', ['create', name], { env })
    } finally {
      cluster.stop()
    }
  } else {
    console.error('PostgreSQL binaries not found: write the PostgreSQL migration on a machine that has them.')
    process.exitCode = 1
  }
  mustFinish('generate types and import map', 'scripts/generate.ts', [], { env: secret })
})
