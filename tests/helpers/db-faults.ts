import { armReadFault } from '@/platform/db/faults'
import { getEnv } from '@/platform/env'

/**
 * The error the test database's driver gives when it cannot take more work: node-postgres' pool
 * waiting in vain for a free connection (what the cluster's burst met), SQLite's lock held by
 * another process.
 */
export function busyDatabaseError(): Error {
  return getEnv().databaseKind === 'postgres'
    ? new Error('timeout exceeded when trying to connect')
    : Object.assign(new Error('SQLITE_BUSY: database is locked'), { code: 'SQLITE_BUSY' })
}

/**
 * Runs `work` while the database adapter's single-document reads of `collection` fail with
 * `error` (src/platform/db/faults.ts): for `users`, that is the staff session look-up.
 */
export async function whileReadsFail<T>(
  collection: string,
  work: () => Promise<T>,
  error: () => Error = busyDatabaseError,
): Promise<T> {
  const disarm = armReadFault(collection, error)
  try {
    return await work()
  } finally {
    disarm()
  }
}
