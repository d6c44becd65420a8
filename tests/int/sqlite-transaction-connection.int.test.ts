import { readdirSync, readlinkSync, realpathSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../helpers/payload'

/**
 * Payload's transactions on SQLite share one native connection (src/cms/db/sqlite-transaction-connection.ts):
 * hundreds of transactions leave no open connections (file descriptors) behind, and each one still
 * commits or rolls back on its own. On PostgreSQL the same transactions run through the pool.
 */

let payload: Payload
const created: (number | string)[] = []

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'redirects', id, overrideAccess: true }).catch(() => {})
})

/** The SQLite database file of the test run, or null on PostgreSQL. */
function databaseFile(): string | null {
  const url = process.env.DATABASE_URL ?? ''
  if (!url.startsWith('file:')) return null
  return realpathSync(path.resolve(url.slice('file:'.length)))
}

/** How many of this process's file descriptors are open on the database file. */
function openOnFile(file: string): number {
  let count = 0
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      if (readlinkSync(`/proc/self/fd/${fd}`) === file) count++
    } catch {
      // closed between listing and reading
    }
  }
  return count
}

async function redirectInTransaction(n: number, end: 'commit' | 'rollback') {
  const transactionID = await payload.db.beginTransaction()
  expect(transactionID).not.toBeNull()
  const req = { payload, transactionID: transactionID! }
  const from = `/transaction-check/${n}-${Date.now()}/`
  const doc = await payload.create({
    collection: 'redirects',
    data: { from, to: '/services/', origin: 'manual' },
    overrideAccess: true,
    req,
  })
  if (end === 'commit') {
    await payload.db.commitTransaction(transactionID!)
    created.push(doc.id)
  } else {
    await payload.db.rollbackTransaction(transactionID!)
  }
  return from
}

/** Whether a redirect from this address is stored (a rolled back row's id may be reused, its address not). */
async function exists(from: string): Promise<boolean> {
  const { totalDocs } = await payload.find({
    collection: 'redirects',
    where: { from: { equals: from } },
    overrideAccess: true,
  })
  return totalDocs === 1
}

describe('transactions on one connection', () => {
  it('keeps the open connections to the database bounded over 300 transactions', async () => {
    const file = databaseFile()
    for (let i = 0; i < 300; i++) {
      const transactionID = await payload.db.beginTransaction()
      expect(transactionID).not.toBeNull()
      if (i % 2) await payload.db.commitTransaction(transactionID!)
      else await payload.db.rollbackTransaction(transactionID!)
    }
    // Before the shared connection, each transaction left one connection open (~300 here).
    if (file) expect(openOnFile(file)).toBeLessThanOrEqual(4)
    expect(await payload.count({ collection: 'redirects' })).toEqual({ totalDocs: expect.any(Number) })
  })

  it('commits a committed transaction and discards a rolled back one, one after the other', async () => {
    for (let i = 0; i < 3; i++) {
      const kept = await redirectInTransaction(i, 'commit')
      const dropped = await redirectInTransaction(i, 'rollback')
      expect(await exists(kept)).toBe(true)
      expect(await exists(dropped)).toBe(false)
    }
  })

  it('runs overlapping transactions one after the other, each with its own outcome', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, i) => redirectInTransaction(100 + i, i % 2 ? 'commit' : 'rollback')),
    )
    const found = await Promise.all(outcomes.map(exists))
    expect(found).toEqual([false, true, false, true, false, true])
  })
})
