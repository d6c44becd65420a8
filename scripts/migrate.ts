/**
 * Applies the committed migrations of the configured database (SQLite or PostgreSQL).
 *
 *   tsx scripts/migrate.ts            apply pending migrations
 *   tsx scripts/migrate.ts create N   write migration N for the configured kind of database
 *                                     (run it once per database: see docs/decisions/0002)
 */
import { getEnv } from '@/platform/env'

import { loadPayload, run } from './lib/cli'
import { applyMigrations } from './lib/database'

run('migrate', async () => {
  const env = getEnv()
  const payload = await loadPayload()
  if (process.argv[2] === 'create') {
    await payload.db.createMigration({
      migrationName: process.argv[3] ?? 'change',
      payload,
      skipEmpty: true,
      forceAcceptWarning: true,
    })
    return
  }
  await applyMigrations(payload, env, (line) => console.log(`[migrate] ${line}`))
})
