/**
 * Integration suites run against a real database: a fresh SQLite file, or the PostgreSQL
 * database the test runner started (TEST_DATABASE_URL). It is migrated and seeded once here with
 * the same code `npm start` uses; the suites then read and write it through Payload.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

export default async function setup(project: TestProject) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'parlour-int-'))
  process.env.DATABASE_URL = process.env.TEST_DATABASE_URL || `file:${path.join(tmp, 'int.db')}`
  process.env.MEDIA_DIR = path.join(tmp, 'media')
  process.env.PAYLOAD_SECRET ||= 'integration-tests-secret-0123456789abcdef'
  process.env.DEMO_CONTENT = 'on'
  Reflect.set(process.env, 'NODE_ENV', 'test')
  project.provide('databaseUrl', process.env.DATABASE_URL)
  project.provide('mediaDir', process.env.MEDIA_DIR)

  const { getEnv } = await import('@/lib/env')
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const { applyMigrations, seedDemo } = await import('../../scripts/lib/database')
  const env = getEnv()
  const payload = await getPayload({ config })
  const log = (line: string) => process.stdout.write(`[int setup] ${line}\n`)
  await applyMigrations(payload, env, log)
  await seedDemo(payload, env, { log })
  await payload.destroy()

  return () => rmSync(tmp, { recursive: true, force: true })
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    mediaDir: string
  }
}
