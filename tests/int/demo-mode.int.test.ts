import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { runPrepare } from '../helpers/prepare'

const tmp = mkdtempSync(path.join(os.tmpdir(), 'parlour-operator-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

describe("an operator's deployment", () => {
  it('with its own PAYLOAD_SECRET gets the schema but no demo content and no demo admin', () => {
    const db = path.join(tmp, 'operator.db')
    const { status, stdout, lines } = runPrepare({
      PAYLOAD_SECRET: 'operator-secret-'.padEnd(48, 'x'),
      DATABASE_URL: `file:${db}`,
      MEDIA_DIR: path.join(tmp, 'media'),
    })
    expect(lines.filter((l) => !/INFO|WARN/.test(l))).toEqual([])
    expect(status).toBe(0)
    const said = stdout.join('\n')
    expect(said).toMatch(/migration\(s\) applied/)
    expect(said).toMatch(/demo content is off for this deployment/)
    expect(said).not.toMatch(/demo admin/)
    // The database exists, and nowhere in it (or its write-ahead log) is the demo account.
    expect(existsSync(db)).toBe(true)
    const bytes = [db, `${db}-wal`]
      .filter(existsSync)
      .map((f) => readFileSync(f).toString('latin1'))
      .join('')
    expect(bytes).toContain('payload_migrations')
    expect(bytes).not.toContain('demo@parlour.example')
    expect(bytes).not.toContain('backstage-chelsea')
  })
})
