import type { Client, Config, TransactionMode } from '@libsql/client'
import { Sqlite3Transaction } from '@libsql/client/sqlite3'
import { expandConfig, isInMemoryConfig } from '@libsql/core/config'
import { transactionModeToBegin } from '@libsql/core/util'
import Database from 'libsql'

/**
 * One long-lived native connection for this process's SQLite transactions.
 *
 * What leaks without it: @libsql/client 0.14's local client (`Sqlite3Client.transaction`) hands
 * its current native connection to the transaction and opens a brand-new `libsql` connection for
 * the next statement; nothing closes the one the transaction took, so it lives until a garbage
 * collection finds it. Measured in a plain Node script: 2,000 write transactions left 2,000 open
 * file descriptors until a GC and about +450 MB of resident memory even after `gc()` (+230 MB when
 * each connection was closed explicitly) — opening native connections leaks native memory. Under
 * the mixed soak (bench/soak.mjs) the server grew ~30 MB a minute, each booking, hold or staff
 * edit costing 0.1–0.2 MB for good.
 *
 * Payload's transactions already run one at a time per process (the write queue of
 * sqlite-write-lock.ts), so they can all share one dedicated connection, opened lazily with the
 * path and options the client uses for its own fresh connections (no busy_timeout, as before: the
 * native driver would wait synchronously and freeze the event loop; BEGIN is retried instead).
 * A transaction started while the dedicated connection is still in use (outside the queue) gets
 * the client's own behaviour, as before.
 */

type LibsqlDatabase = InstanceType<typeof Database>
type IntMode = ConstructorParameters<typeof Sqlite3Transaction>[1]

/** A transaction on the shared connection that becomes closed for good once it ends, even when the next one has begun there. */
class SharedConnectionTransaction extends Sqlite3Transaction {
  #db: LibsqlDatabase
  #ended = false
  #onEnd: () => void

  constructor(db: LibsqlDatabase, intMode: IntMode, onEnd: () => void) {
    super(db, intMode)
    this.#db = db
    this.#onEnd = onEnd
  }

  override get closed(): boolean {
    // Never ask a closed native connection (`inTransaction` on it aborts the process).
    return this.#ended || !this.#db.open || super.closed
  }

  /** Marks this transaction finished; the connection is free for the next one. */
  end(): void {
    if (this.#ended) return
    this.#ended = true
    this.#onEnd()
  }

  override async commit(): Promise<void> {
    try {
      await super.commit()
    } finally {
      // A failed COMMIT may leave the transaction open: it stays ours until the caller rolls back.
      if (!this.#db.open || !this.#db.inTransaction) this.end()
    }
  }

  override async rollback(): Promise<void> {
    // Ended: as the client's own, refuses (TRANSACTION_CLOSED) without touching the next transaction.
    if (this.#ended) return super.rollback()
    try {
      await super.rollback()
    } finally {
      this.end()
    }
  }

  override close(): void {
    if (this.#ended) return
    try {
      if (this.#db.open) super.close()
    } finally {
      this.end()
    }
  }
}

const closers = new WeakMap<Client, () => void>()

/**
 * Makes `client.transaction` use one dedicated native connection. Returns the function that closes
 * it (for the adapter's `destroy`); a later transaction opens it again.
 */
export function shareTransactionConnection(client: Client, config: Config): () => void {
  const known = closers.get(client)
  if (known) return known
  const expanded = expandConfig(config, true)
  // In-memory databases and remote URLs keep the client's own behaviour.
  if (client.protocol !== 'file' || expanded.scheme !== 'file' || isInMemoryConfig(expanded)) return () => {}
  // The same path and options as the client's `new Database(...)` for a local file.
  const options = {
    authToken: expanded.authToken,
    encryptionKey: expanded.encryptionKey,
    syncUrl: expanded.syncUrl,
    syncPeriod: expanded.syncInterval,
  }
  const original = client.transaction.bind(client)
  let db: LibsqlDatabase | undefined
  let active: SharedConnectionTransaction | undefined

  client.transaction = async (mode: TransactionMode = 'write') => {
    if (active) return original(mode)
    db ??= new Database(expanded.path, options)
    // Left open by a transaction whose end failed: nothing may still use it (it is no longer active).
    if (db.inTransaction) db.exec('ROLLBACK')
    db.exec(transactionModeToBegin(mode))
    const transaction: SharedConnectionTransaction = new SharedConnectionTransaction(db, expanded.intMode, () => {
      if (active === transaction) active = undefined
    })
    active = transaction
    return transaction
  }

  const close = () => {
    active?.end()
    if (db?.open) db.close()
    db = undefined
  }
  closers.set(client, close)
  return close
}
