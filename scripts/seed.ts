/**
 * Demo content.
 *   tsx scripts/seed.ts           seed when the database is empty (and demo content is allowed)
 *   tsx scripts/seed.ts --reset   replace all content with the demo content (asks for nothing:
 *                                 it deletes services, pages, articles… and media)
 *   --force                       seed even where DEMO_CONTENT is off (an operator asking for it)
 */
import { getEnv } from '@/platform/env'

import { loadPayload, run } from './lib/cli'
import { applyMigrations, forgetBuilds, seedDemo } from './lib/database'

run('seed', async () => {
  const env = getEnv()
  const payload = await loadPayload()
  const log = (line: string) => console.log(`[seed] ${line}`)
  await applyMigrations(payload, env, log)
  const reset = process.argv.includes('--reset')
  const { seeded } = await seedDemo(payload, env, { reset, force: process.argv.includes('--force'), log })
  // Pages built from the replaced content are stale now: the next `npm start` rebuilds them.
  if (seeded && reset) forgetBuilds(log)
})
