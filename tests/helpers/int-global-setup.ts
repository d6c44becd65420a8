/**
 * Integration suites run against a real database: a fresh SQLite file, or the PostgreSQL
 * database the test runner started (TEST_DATABASE_URL). It is migrated and seeded once here by
 * the same script `npm start` uses (`scripts/seed.ts`), in its own process; the suites then read
 * and write it through Payload.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

export const INT_SECRET = 'integration-tests-secret-0123456789abcdef'

export default function setup(project: TestProject) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'parlour-int-'))
  const databaseUrl = process.env.TEST_DATABASE_URL || `file:${path.join(tmp, 'int.db')}`
  const mediaDir = path.join(tmp, 'media')
  const result = spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/seed.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      MEDIA_DIR: mediaDir,
      PAYLOAD_SECRET: INT_SECRET,
      DEMO_CONTENT: 'on',
      NEXT_TELEMETRY_DISABLED: '1',
    },
  })
  process.stdout.write(result.stdout ?? '')
  if (result.status !== 0) {
    throw new Error(`Seeding the integration database failed (exit ${result.status ?? result.signal ?? result.error})`)
  }
  // The seed's last line once its work has settled: stop here with the reason instead of a
  // hundred "relation does not exist".
  if (!/^\[seed\] done$/m.test(result.stdout ?? '') || !/migration\(s\) applied/.test(result.stdout ?? '')) {
    throw new Error(
      'Seeding the integration database did not run to the end (no migration summary or no "[seed] done")',
    )
  }
  project.provide('databaseUrl', databaseUrl)
  project.provide('mediaDir', mediaDir)
  return () => rmSync(tmp, { recursive: true, force: true })
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    mediaDir: string
  }
}
