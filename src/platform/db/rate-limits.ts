import 'server-only'

import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { runExclusive } from '@/platform/db/sqlite-write-lock'

import { payloadClient } from './payload'

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number
  /** Length of the fixed window, in seconds. */
  windowSeconds: number
  /** The current time; tests pass it instead of waiting. Defaults to now. */
  now?: Date
  /** The Payload client; defaults to the process's. */
  payload?: Payload
}

export interface RateLimitResult {
  allowed: boolean
  /** Requests left in the current window after this one. */
  remaining: number
  /** Seconds until the window resets when refused (for `Retry-After`); 0 when allowed. */
  retryAfterSeconds: number
  /** When the current window ends. */
  resetAt: Date
}

type Row = { count: unknown; reset_at: unknown }

interface SqliteDrizzle {
  all: (query: unknown) => Promise<Row[]>
}
interface PostgresDrizzle {
  execute: (query: unknown) => Promise<{ rows: Row[] }>
}

type SqlTag = typeof pgSql
type Sql = ReturnType<SqlTag>

/** The one statement that counts a request (same SQL on both databases but for date literals). */
function upsertQuery(sql: SqlTag, ts: (iso: string) => Sql, key: string, nowIso: string, resetIso: string): Sql {
  const expired = sql`rate_limits.reset_at <= ${ts(nowIso)}`
  return sql`
    INSERT INTO rate_limits (key, count, window_started_at, reset_at, updated_at, created_at)
    VALUES (${key}, 1, ${ts(nowIso)}, ${ts(resetIso)}, ${ts(nowIso)}, ${ts(nowIso)})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN ${expired} THEN 1 ELSE rate_limits.count + 1 END,
      window_started_at = CASE WHEN ${expired} THEN ${ts(nowIso)} ELSE rate_limits.window_started_at END,
      reset_at = CASE WHEN ${expired} THEN ${ts(resetIso)} ELSE rate_limits.reset_at END,
      updated_at = ${ts(nowIso)}
    RETURNING count, reset_at`
}

/**
 * Runs one raw statement on the `rate_limits` table, outside any Payload transaction; on SQLite in
 * this process's write queue, so it never meets a transaction of ours holding the lock.
 */
async function runQuery(payload: Payload, build: (sql: SqlTag, ts: (iso: string) => Sql) => Sql): Promise<Row[]> {
  if (payload.db.name === 'postgres') {
    const query = build(pgSql, (iso) => pgSql`${iso}::timestamptz`)
    return (await (payload.db as unknown as { drizzle: PostgresDrizzle }).drizzle.execute(query)).rows
  }
  // Payload stores SQLite dates as ISO 8601 text, which compares in time order.
  const sql = sqliteSql as unknown as SqlTag
  const query = build(sql, (iso) => sql`${iso}`)
  const drizzle = (payload.db as unknown as { drizzle: SqliteDrizzle }).drizzle
  return runExclusive(payload.db, () => drizzle.all(query))
}

const keyList = (sql: SqlTag, keys: string[]) =>
  sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  )

/**
 * Counts one request against `key` and says whether it may go ahead: a fixed window of
 * `windowSeconds` that starts with the first request after the previous window ended, allowing
 * `limit` requests in it.
 *
 * Keys name the action and the subject, e.g. `callback:ip:203.0.113.7`, `callback:all`,
 * `auth:phone:+447700900123`. One row per key in the `rate-limits` collection; a row whose window
 * has ended is reset and reused, never duplicated.
 *
 * Atomic under concurrency on both databases: the count is read and written by one
 * `INSERT … ON CONFLICT (key) DO UPDATE … RETURNING` statement (the unique index on `key` makes
 * the first insert race-free, and the update holds the row lock), so N concurrent calls with
 * limit L allow exactly min(N, L). Refused calls still count, so hammering does not shorten the
 * wait. Writes outside any Payload transaction, so a limit holds even when the caller's own
 * transaction rolls back.
 */
export async function consumeRateLimit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const { limit, windowSeconds } = rule
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a positive integer')
  if (!(windowSeconds > 0)) throw new RangeError('windowSeconds must be positive')
  if (!key || key.length > 200) throw new RangeError('key must be 1–200 characters')

  const payload = rule.payload ?? (await payloadClient())
  const now = rule.now ?? new Date()
  const nowIso = now.toISOString()
  const resetIso = new Date(now.getTime() + windowSeconds * 1000).toISOString()

  const [row] = await runQuery(payload, (sql, ts) => upsertQuery(sql, ts, key, nowIso, resetIso))
  if (!row) throw new Error(`Rate limit for ${key} returned no row`)

  const count = Number(row.count)
  const resetAt = new Date(row.reset_at as string | Date)
  const allowed = count <= limit
  return {
    allowed,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)),
    resetAt,
  }
}

/** Forgets the counts of `keys` (e.g. an account's failed sign-ins once it signs in). */
export async function resetRateLimits(keys: string[], options: { payload?: Payload } = {}): Promise<void> {
  if (keys.length === 0) return
  const payload = options.payload ?? (await payloadClient())
  await runQuery(payload, (sql) => sql`DELETE FROM rate_limits WHERE key IN (${keyList(sql, keys)})`)
}

/**
 * Gives back one request to each of `keys` whose window is still running: a request that was
 * counted up front (so concurrent ones cannot slip past the limit) and turned out not to count,
 * such as a sign-in that succeeded.
 */
export async function refundRateLimits(keys: string[], options: { now?: Date; payload?: Payload } = {}): Promise<void> {
  if (keys.length === 0) return
  const payload = options.payload ?? (await payloadClient())
  const nowIso = (options.now ?? new Date()).toISOString()
  await runQuery(
    payload,
    (sql, ts) =>
      sql`UPDATE rate_limits SET count = count - 1
        WHERE key IN (${keyList(sql, keys)}) AND count > 0 AND reset_at > ${ts(nowIso)}`,
  )
}

/** Deletes the rows of keys starting with `prefix` whose window ended before `now` (one-off keys such as used tokens). */
export async function pruneRateLimits(prefix: string, options: { now?: Date; payload?: Payload } = {}): Promise<void> {
  if (!/^[\w-]+:$/.test(prefix)) throw new RangeError('prefix must be a key part such as "revalidate-token:"')
  const payload = options.payload ?? (await payloadClient())
  const nowIso = (options.now ?? new Date()).toISOString()
  await runQuery(
    payload,
    (sql, ts) => sql`DELETE FROM rate_limits WHERE key LIKE ${`${prefix}%`} AND reset_at < ${ts(nowIso)}`,
  )
}
