import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'

/**
 * Fault injection for the integration tests: a test arms a fault and the database adapter's
 * single-document reads (`findOne`, what Payload's `findByID` runs — the staff session look-up
 * among them) of one collection fail with the error it gives, as a database under overload fails,
 * until the test disarms it. Everything above the adapter is the real thing: Payload's operations,
 * strategies and hooks, the app's routes. Installed only in a Vitest process (`VITEST` is set);
 * elsewhere the adapter is returned untouched and arming does nothing.
 */

interface Fault {
  collection: string
  error: () => Error
}

// On globalThis: the Payload instance (and its adapter) may outlive the module copy a test imports.
const armed: Set<Fault> = ((globalThis as Record<symbol, unknown>)[Symbol.for('parlour.readFaults')] ??=
  new Set<Fault>()) as Set<Fault>

/** Makes `findOne` on `collection` throw `error()` until the returned function is called. */
export function armReadFault(collection: string, error: () => Error): () => void {
  const fault = { collection, error }
  armed.add(fault)
  return () => {
    armed.delete(fault)
  }
}

export function withReadFaults(adapterObj: DatabaseAdapterObj): DatabaseAdapterObj {
  if (!process.env.VITEST) return adapterObj
  const init = adapterObj.init
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = init(args) as BaseDatabaseAdapter
      const findOne = adapter.findOne
      adapter.findOne = async function (this: BaseDatabaseAdapter, read) {
        for (const fault of armed) if (fault.collection === read.collection) throw fault.error()
        return findOne.call(this, read)
      } as typeof findOne
      return adapter
    },
  }
}
