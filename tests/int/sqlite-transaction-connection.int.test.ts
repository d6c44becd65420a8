import { spawn } from 'node:child_process'
import { readdirSync, readlinkSync, realpathSync } from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../helpers/payload'

/**
 * Payload's transactions on SQLite share one native connection (src/platform/db/sqlite-transaction-connection.ts):
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

/**
 * Another process on the same database file, with the same native driver and no busy timeout:
 * `exec <sql>` answers `ok` or the error code, `get <sql>` the first row as JSON.
 */
function otherProcess(file: string) {
  const script = `
    const Database = require('libsql')
    const db = new Database(process.argv[1])
    require('node:readline').createInterface({ input: process.stdin }).on('line', (line) => {
      const [verb, ...rest] = line.split(' ')
      const sql = rest.join(' ')
      try {
        if (verb === 'get') console.log(JSON.stringify(db.prepare(sql).get()))
        else { db.exec(sql); console.log('ok') }
      } catch (error) {
        console.log(error.code || error.message)
      }
    })`
  const child = spawn(process.execPath, ['-e', script, file], { stdio: ['pipe', 'pipe', 'inherit'] })
  const answers = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]()
  return {
    async ask(command: string): Promise<string> {
      child.stdin.write(`${command}\n`)
      const { value } = await answers.next()
      return String(value)
    },
    end: () => child.stdin.end(),
  }
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

  it("holds SQLite's write lock against another process, and waits for that process's lock", async () => {
    const file = databaseFile()
    // PostgreSQL locks rows, not the database: this is about SQLite's one writer.
    if (!file) return expect(process.env.DATABASE_URL).not.toMatch(/^file:/)
    const other = otherProcess(file)
    try {
      // While a Payload transaction is open, the other process cannot take the write lock.
      const transactionID = await payload.db.beginTransaction()
      expect(await other.ask('exec BEGIN IMMEDIATE')).toBe('SQLITE_BUSY')
      await payload.db.commitTransaction(transactionID!)
      expect(await other.ask('exec BEGIN IMMEDIATE')).toBe('ok')

      // The other process holds it: Payload's transaction begins once it has committed, and sees its write.
      const { user_version: before } = JSON.parse(await other.ask('get PRAGMA user_version')) as {
        user_version: number
      }
      expect(await other.ask(`exec PRAGMA user_version = ${before + 1}`)).toBe('ok')
      const begun = payload.db.beginTransaction()
      expect(await other.ask('exec COMMIT')).toBe('ok')
      const waited = await begun
      const session = (
        payload.db as unknown as { sessions: Record<string, { db: { get: (q: unknown) => Promise<unknown> } }> }
      ).sessions[String(waited)]!
      const { sql } = await import('@payloadcms/db-sqlite')
      expect(await session.db.get(sql`PRAGMA user_version`)).toEqual({ user_version: before + 1 })
      await payload.db.rollbackTransaction(waited!)
      expect(await other.ask(`exec PRAGMA user_version = ${before}`)).toBe('ok')
    } finally {
      other.end()
    }
  })
})
