import { describe, expect, it } from 'vitest'

import { runPrepare } from '../helpers/prepare'

/**
 * Start-up with bad configuration: `npm start` runs scripts/prepare.ts first; it must stop with
 * exit 1 and one line naming the problem, never a stack trace.
 */
const prepare = runPrepare

const secret = 'p'.repeat(40)

describe('bad configuration stops start-up with a one-line explanation', () => {
  it('a malformed DATABASE_URL', () => {
    const { status, lines } = prepare({ PAYLOAD_SECRET: secret, DATABASE_URL: 'mysql://root@localhost/parlour' })
    expect(status).toBe(1)
    expect(lines).toEqual([
      '[prepare] Invalid configuration: DATABASE_URL must start with "file:" (SQLite) or "postgres://" / "postgresql://" (PostgreSQL)',
    ])
  })

  it('a too-short PAYLOAD_SECRET', () => {
    const { status, lines } = prepare({ PAYLOAD_SECRET: 'tooshort', DATABASE_URL: 'file:/tmp/never-created.db' })
    expect(status).toBe(1)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^\[prepare\] Invalid configuration: PAYLOAD_SECRET is too short/)
  })

  it('an unreachable PostgreSQL server', () => {
    const { status, lines } = prepare({
      PAYLOAD_SECRET: secret,
      DATABASE_URL: 'postgres://parlour:pw@127.0.0.1:9/parlour',
    })
    expect(status).toBe(1)
    expect(lines).toEqual([
      '[prepare] Cannot reach the PostgreSQL database at 127.0.0.1:9: connection refused. Is the database server running?',
    ])
  })

  it('a SQLite file where no folder can be made', () => {
    const { status, lines } = prepare({
      PAYLOAD_SECRET: secret,
      DATABASE_URL: 'file:/etc/hostname/not-a-folder/parlour.db',
    })
    expect(status).toBe(1)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^\[prepare\] Cannot open the SQLite file \/etc\/hostname\/not-a-folder\/parlour.db/)
  })
})
