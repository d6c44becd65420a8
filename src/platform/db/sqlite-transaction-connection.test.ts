import { mkdtempSync, readdirSync, readlinkSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient, type Client } from '@libsql/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { shareTransactionConnection } from './sqlite-transaction-connection'

let dir: string
let file: string
let client: Client
let close: () => void

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'parlour-shared-tx-'))
  file = path.join(dir, 'test.db')
  const config = { url: `file:${file}` }
  client = createClient(config)
  await client.execute('CREATE TABLE t (v TEXT)')
  close = shareTransactionConnection(client, config)
})

afterEach(() => {
  close()
  client.close()
  rmSync(dir, { recursive: true, force: true })
})

/** This process's file descriptors open on the test database file. */
const openOnFile = () =>
  readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === file
    } catch {
      return false
    }
  }).length

const values = async () => (await client.execute('SELECT v FROM t ORDER BY v')).rows.map((r) => r.v)

describe('one shared connection for transactions', () => {
  it('opens no new connection per transaction', async () => {
    for (let i = 0; i < 200; i++) {
      const tx = await client.transaction('write')
      await tx.execute({ sql: 'INSERT INTO t (v) VALUES (?)', args: [`v${i}`] })
      if (i % 2) await tx.commit()
      else await tx.rollback()
    }
    expect(openOnFile()).toBeLessThanOrEqual(3)
    expect(await values()).toHaveLength(100)
  })

  it('closes an ended transaction for good, though the next one runs on the same connection', async () => {
    const first = await client.transaction('write')
    await first.execute("INSERT INTO t (v) VALUES ('first')")
    await first.commit()
    const second = await client.transaction('write')
    expect(first.closed).toBe(true)
    await expect(first.execute("INSERT INTO t (v) VALUES ('stale')")).rejects.toMatchObject({
      code: 'TRANSACTION_CLOSED',
    })
    await expect(first.rollback()).rejects.toMatchObject({ code: 'TRANSACTION_CLOSED' })
    await second.execute("INSERT INTO t (v) VALUES ('second')")
    await second.commit()
    expect(await values()).toEqual(['first', 'second'])
  })

  it('gives a transaction begun while another is open its own connection, as the client did', async () => {
    const outer = await client.transaction('deferred')
    const inner = await client.transaction('deferred')
    await inner.execute("INSERT INTO t (v) VALUES ('inner')")
    await inner.commit()
    await outer.execute("INSERT INTO t (v) VALUES ('outer')")
    await outer.rollback()
    expect(await values()).toEqual(['inner'])
  })

  it('frees the connection when a transaction is closed without an end, discarding its writes', async () => {
    const abandoned = await client.transaction('write')
    await abandoned.execute("INSERT INTO t (v) VALUES ('abandoned')")
    abandoned.close()
    const next = await client.transaction('write')
    await next.execute("INSERT INTO t (v) VALUES ('next')")
    await next.commit()
    expect(await values()).toEqual(['next'])
  })

  it('closes the connection with a transaction open, which then reads as closed; the next one reopens it', async () => {
    const open = await client.transaction('write')
    close()
    expect(open.closed).toBe(true)
    open.close()
    const next = await client.transaction('write')
    await next.execute("INSERT INTO t (v) VALUES ('after')")
    await next.commit()
    expect(await values()).toEqual(['after'])
  })
})
