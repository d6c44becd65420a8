import type { Client, Config } from '@libsql/client'
import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'

import { anyCause } from './errors'
import { shareTransactionConnection } from './sqlite-transaction-connection'

/**
 * SQLite allows one writer at a time. Payload's SQLite adapter opens every transaction with
 * `BEGIN IMMEDIATE` on a fresh connection of the same process, and the native driver waits for a
 * busy lock synchronously, so two transactions of one Node process would either fail at once
 * (SQLITE_BUSY) or freeze the event loop that the lock holder needs to finish. This wrapper queues
 * the process's own transactions (first come, first served) before they ask SQLite for the lock,
 * and retries BEGIN with a short back-off while another process holds it.
 *
 * The guard against double booking is still SQLite's lock (docs/decisions/0010): the queue only
 * keeps one process from contending with itself.
 */

const BUSY_RETRY_MS = 10_000
/** A transaction of this process holding the queue longer than this is a bug (e.g. a nested write without `req`): fail instead of hanging. */
const QUEUE_WAIT_MS = 30_000

const isBusy = (error: unknown): boolean =>
  anyCause(
    error,
    (e) =>
      e.code === 'SQLITE_BUSY' || (typeof e.message === 'string' && /SQLITE_BUSY|database is locked/.test(e.message)),
  )

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Retries while another process holds SQLite's write lock (the statement did not run). */
async function retryWhileBusy<T>(fn: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + BUSY_RETRY_MS
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn()
    } catch (error) {
      if (!isBusy(error) || Date.now() > deadline) throw error
      await pause(Math.min(5 * 2 ** attempt, 100))
    }
  }
}

type ExclusiveAdapter = BaseDatabaseAdapter & {
  runExclusive?: <T>(fn: () => Promise<T>) => Promise<T>
  waitingWriters?: () => number
}

/**
 * Runs a write that bypasses Payload's transactions (a raw statement on the adapter's own
 * connection) in this process's SQLite write queue, so it never meets a transaction of the same
 * process holding the lock. On PostgreSQL it simply runs.
 */
export function runExclusive<T>(db: BaseDatabaseAdapter, fn: () => Promise<T>): Promise<T> {
  const exclusive = (db as ExclusiveAdapter).runExclusive
  return exclusive ? exclusive(fn) : fn()
}

/** How many of this process's writers wait for the SQLite write queue now (0 on PostgreSQL). */
export function waitingWriters(db: BaseDatabaseAdapter): number {
  return (db as ExclusiveAdapter).waitingWriters?.() ?? 0
}

type LibsqlAdapter = BaseDatabaseAdapter & { client?: Client; clientConfig?: Config }

/** Once connected, the queued transactions share one native connection (see sqlite-transaction-connection.ts). */
function shareConnectionAfterConnect(adapter: LibsqlAdapter): void {
  const connect = adapter.connect
  const destroy = adapter.destroy
  let close = () => {}
  if (connect) {
    adapter.connect = async function (this: LibsqlAdapter, ...args: Parameters<NonNullable<typeof connect>>) {
      await connect.apply(this, args)
      if (!this.client || !this.clientConfig) return
      close = shareTransactionConnection(this.client, this.clientConfig)
      // Payload sets busy_timeout on the client's first connection only, which the client used to hand
      // to the first transaction: every later statement ran on fresh connections without one. That
      // first connection now stays the client's, so it gets the fresh ones' 0 (a wait for the lock
      // would block the event loop; SQLITE_BUSY is retried instead).
      if (this.client.protocol === 'file') await this.client.execute('PRAGMA busy_timeout = 0')
    }
  }
  adapter.destroy = async function (this: LibsqlAdapter) {
    await destroy?.call(this)
    close()
  }
}

export function withSqliteWriteQueue(adapterObj: DatabaseAdapterObj): DatabaseAdapterObj {
  const init = adapterObj.init
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = init(args) as BaseDatabaseAdapter
      shareConnectionAfterConnect(adapter as LibsqlAdapter)
      const begin = adapter.beginTransaction
      const commit = adapter.commitTransaction
      const rollback = adapter.rollbackTransaction
      let tail: Promise<void> = Promise.resolve()
      const releases = new Map<string | number, () => void>()
      let waiting = 0
      ;(adapter as ExclusiveAdapter).waitingWriters = () => waiting

      /** Waits for this process's earlier writers; resolves with the function that lets the next one go. */
      const acquire = async (): Promise<() => void> => {
        let release!: () => void
        const turn = new Promise<void>((resolve) => (release = resolve))
        const previous = tail
        tail = previous.then(() => turn)
        let timer: ReturnType<typeof setTimeout> | undefined
        waiting++
        const waited = await Promise.race([
          previous.then(() => true),
          new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), QUEUE_WAIT_MS))),
        ])
        waiting--
        clearTimeout(timer)
        if (!waited) {
          release()
          throw new Error('Timed out waiting for the database write lock held by this process.')
        }
        return release
      }

      ;(adapter as ExclusiveAdapter).runExclusive = async (fn) => {
        const release = await acquire()
        try {
          return await retryWhileBusy(fn)
        } finally {
          release()
        }
      }

      adapter.beginTransaction = async function (options) {
        const release = await acquire()
        try {
          const id = await retryWhileBusy(() => begin.call(this, options))
          if (id == null) release()
          else releases.set(id, release)
          return id
        } catch (error) {
          release()
          throw error
        }
      }
      const finish = (end: typeof commit) =>
        async function (this: BaseDatabaseAdapter, incomingID: Parameters<typeof commit>[0]) {
          const id = incomingID instanceof Promise ? await incomingID : incomingID
          try {
            await end.call(this, id)
          } finally {
            const release = releases.get(id)
            releases.delete(id)
            release?.()
          }
        }
      adapter.commitTransaction = finish(commit)
      adapter.rollbackTransaction = finish(rollback)
      return adapter
    },
  }
}
