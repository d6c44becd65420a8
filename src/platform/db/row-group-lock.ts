import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

/**
 * Takes PostgreSQL's transaction-scoped advisory locks on `(group, id)` for each id, in ascending
 * order, on the request's transaction: another transaction asking for one of them waits until this
 * one commits or rolls back. Ids are locked in one order everywhere, so two callers never wait on
 * each other in a circle. On SQLite it does nothing: a write transaction there already holds the
 * whole database (BEGIN IMMEDIATE).
 *
 * Why the booking guard needs it (docs/decisions/0010): PostgreSQL checks an exclusion constraint
 * after it has put the new row in the index. Two transactions that insert overlapping rows at the
 * same instant each find the other's row and wait for the other — a deadlock, which PostgreSQL
 * breaks by failing one of them a second later; the others, woken, find each other's rows and
 * deadlock again. Under a burst on a slow machine that cascade failed 24 of 26 bookings with a 500
 * over 24 seconds. Taken in turn, each check sees the committed winner and answers 409 at once.
 */
export async function lockRowGroups(payload: Payload, req: PayloadRequest, group: number, ids: number[]) {
  if (payload.db.name !== 'postgres' || !ids.length) return
  const db = payload.db as unknown as {
    sessions?: Record<string, { db: { execute(query: unknown): Promise<unknown> } }>
  }
  const transaction = req.transactionID ? db.sessions?.[String(await req.transactionID)]?.db : undefined
  // Outside a transaction an xact lock would end with its own statement: the constraint alone guards.
  if (!transaction) return
  for (const id of [...new Set(ids)].sort((a, b) => a - b))
    await transaction.execute(sql`select pg_advisory_xact_lock(${group}::int, ${id}::int)`)
}
