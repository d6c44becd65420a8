/**
 * What `npm start` does before building and serving: check the configuration and the database,
 * apply migrations, seed the demo when allowed and the database is empty.
 * Every failure is one line naming the cause.
 */
import { getEnv } from '@/platform/env'

import { loadPayload, run } from './lib/cli'
import { applyMigrations, seedDemo } from './lib/database'

run('prepare', async () => {
  const env = getEnv()
  const log = (line: string) => console.log(`[prepare] ${line}`)
  const payload = await loadPayload()
  await applyMigrations(payload, env, log)
  await seedDemo(payload, env, { log })
})
