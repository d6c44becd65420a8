import type { BaseDatabaseAdapter, DatabaseAdapterObj, PayloadRequest } from 'payload'

/**
 * Work that must wait until a write is committed (issue 30: telling the screens that the diary
 * changed — told before the commit, a screen reading at once would read the old diary).
 *
 * `withAfterCommit` wraps the database adapter: each transaction id keeps a list of callbacks, run
 * once `commitTransaction` has succeeded and dropped by `rollbackTransaction` (or a failed commit).
 * The lists live on the adapter itself, so every copy of this module shares them. Payload's own
 * operations (create, update, delete …) open a transaction only when the request has none and commit
 * it themselves; inside `inTransaction` they join the outer one, whose commit runs the callbacks.
 */

type Pending = Map<string | number, (() => void)[]>
type TrackingAdapter = BaseDatabaseAdapter & { afterCommitQueue?: Pending }

/** Runs every callback; one failing does not keep the others from running. */
function runAll(callbacks: (() => void)[] | undefined) {
  for (const callback of callbacks ?? []) {
    try {
      callback()
    } catch (error) {
      console.error('[db] an after-commit callback failed', error)
    }
  }
}

export function withAfterCommit(adapterObj: DatabaseAdapterObj): DatabaseAdapterObj {
  const init = adapterObj.init
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = init(args) as TrackingAdapter
      const pending: Pending = new Map()
      adapter.afterCommitQueue = pending
      const commit = adapter.commitTransaction
      const rollback = adapter.rollbackTransaction
      adapter.commitTransaction = async function (this: BaseDatabaseAdapter, incoming) {
        const id = incoming instanceof Promise ? await incoming : incoming
        let committed = false
        try {
          await commit.call(this, id)
          committed = true
        } finally {
          const callbacks = pending.get(id)
          pending.delete(id)
          if (committed) runAll(callbacks)
        }
      }
      adapter.rollbackTransaction = async function (this: BaseDatabaseAdapter, incoming) {
        const id = incoming instanceof Promise ? await incoming : incoming
        pending.delete(id)
        await rollback.call(this, id)
      }
      return adapter
    },
  }
}

/**
 * Runs `callback` once what `req` wrote is committed: at the commit of its transaction, never if it
 * rolls back; at once when it writes outside a transaction (each statement is then committed as it runs).
 */
export async function afterCommit(req: PayloadRequest | undefined, callback: () => void): Promise<void> {
  const id = req?.transactionID ? await req.transactionID : undefined
  const pending = (req?.payload.db as TrackingAdapter | undefined)?.afterCommitQueue
  if (id == null || !pending) return runAll([callback])
  const list = pending.get(id)
  if (list) list.push(callback)
  else pending.set(id, [callback])
}
