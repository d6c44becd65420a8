import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Migration,
  type Payload,
} from 'payload'

import {
  DEMO_ADMIN,
  demoAdminExists,
  ensureDemoAdmin,
  isDatabaseEmpty,
  seedDemoContent,
  wipeContent,
} from '@/features/content/seed'
import type { Env } from '@/platform/env'

export { forgetBuilds } from './builds'

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
 * the database holds no content yet, or when `reset` asks to replace it. It is written in one
 * transaction: a crash half-way leaves the database as it was. The demo admin comes with the
 * demo content, and only where demo mode is on (never for `--force` on an operator's deployment).
 */
export async function seedDemo(
  payload: Payload,
  env: Env,
  options: { reset?: boolean; force?: boolean; log: (line: string) => void },
): Promise<{ seeded: boolean }> {
  const { log } = options
  if (!env.demoContent && !options.force) {
    log('demo content is off for this deployment (set DEMO_CONTENT=on to add it)')
    return { seeded: false }
  }
  let seeded = false
  if (!options.reset && !(await isDatabaseEmpty(payload))) {
    log('the database already has content: demo content left as it is')
  } else {
    const started = Date.now()
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    try {
      if (options.reset) await wipeContent(payload, log, req)
      const summary = await seedDemoContent(payload, log, req)
      if (env.demoContent && (await ensureDemoAdmin(payload, req))) log('demo admin created')
      await commitTransaction(req)
      seeded = true
      log(`demo content seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(summary)}`)
    } catch (error) {
      await killTransaction(req)
      throw error
    }
  }
  if (env.demoContent && (await demoAdminExists(payload))) {
    log(`demo admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}  (${env.siteUrl}/admin)`)
  }
  return { seeded }
}
