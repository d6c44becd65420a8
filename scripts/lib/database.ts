import type { Migration, Payload } from 'payload'

import { ensureDemoAdmin, isDatabaseEmpty, seedDemoContent, wipeContent, DEMO_ADMIN } from '@/cms/seed'
import type { Env } from '@/lib/env'

/** Applies the committed migrations for the configured database and checks they are recorded. */
export async function applyMigrations(payload: Payload, env: Env, log: (line: string) => void): Promise<void> {
  const { migrations } =
    env.databaseKind === 'postgres'
      ? await import('../../src/cms/migrations/postgres')
      : await import('../../src/cms/migrations/sqlite')
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  const applied = await payload.find({
    collection: 'payload-migrations',
    limit: 1000,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const names = new Set(applied.docs.map((d) => d.name))
  const missing = migrations.filter((m) => !names.has(m.name)).map((m) => m.name)
  if (missing.length) throw new Error(`Migrations not applied: ${missing.join(', ')}`)
  log(`${env.databaseKind}: ${migrations.length} migration(s) applied`)
}

/**
 * Demo content goes in only when the deployment allows it (see DEMO_CONTENT in the README) and
 * the database holds no content yet, or when `reset` asks to replace it.
 */
export async function seedDemo(
  payload: Payload,
  env: Env,
  options: { reset?: boolean; force?: boolean; log: (line: string) => void },
): Promise<void> {
  const { log } = options
  if (!env.demoContent && !options.force) {
    log('demo content is off for this deployment (set DEMO_CONTENT=on to add it)')
    return
  }
  if (options.reset) {
    await wipeContent(payload, log)
  } else if (!(await isDatabaseEmpty(payload))) {
    log('the database already has content: demo content left as it is')
  }
  if (options.reset || (await isDatabaseEmpty(payload))) {
    const started = Date.now()
    const summary = await seedDemoContent(payload, log)
    log(`demo content seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(summary)}`)
  }
  if (await ensureDemoAdmin(payload)) log('demo admin created')
  log(`demo admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}  (http://localhost:${process.env.PORT ?? 3000}/admin)`)
}
