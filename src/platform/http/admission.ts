/**
 * Admission in front of database work. A burst of requests larger than the database pool used to
 * queue inside the pool, time out there after five seconds and answer 500 — or, when the session
 * lookup timed out, 401 to a signed-in client. Now each instance lets a fixed number of its API
 * requests work on the database at once and makes the others wait their turn in a bounded queue;
 * whoever cannot get in (the queue is full, or the wait was too long) is told 503 with
 * Retry-After: busy, not broken, and never signed out. What still fails for lack of a database
 * connection (work outside the gate took the pool, PostgreSQL has no slot left) is the same 503.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

import { getEnv } from '@/platform/env'
import { anyCause } from '@/platform/errors/any-cause'

export interface AdmissionLimits {
  /** Requests working on the database at once. */
  concurrent: number
  /** Requests waiting for their turn; one more is refused at once. */
  queue: number
  /** The longest a request waits for its turn before it is refused. */
  waitMs: number
  /** What a refused request is told to wait before trying again. */
  retryAfterSeconds: number
}

/** The site is busy: the request was not admitted, nothing was done. */
export class Overloaded extends Error {
  override name = 'Overloaded'
  constructor(readonly retryAfterSeconds: number) {
    super('Too many requests are waiting for the database.')
  }
}

/**
 * Whose session a request carries could not be read: the database failed during the look-up
 * (no free connection, locked, unreachable). The caller is not signed out and nothing was done: the
 * request is answered 503 with Retry-After, like any request the database could not take. Known
 * by its name, so copies of this module bundled apart (Next's route handlers, the Payload config)
 * recognise each other's.
 */
export class SessionUnavailable extends Error {
  override name = 'SessionUnavailable'
  constructor(cause: unknown) {
    super('The session could not be looked up in the database.', { cause })
  }
}

export interface Admission {
  /** Runs `work` when its turn comes, or throws Overloaded. Work already admitted runs at once. */
  run<T>(work: () => Promise<T>): Promise<T>
  readonly running: number
  readonly waiting: number
}

/** A first-come, first-served gate with at most `concurrent` inside and `queue` waiting. */
export function createAdmission(limits: AdmissionLimits): Admission {
  let running = 0
  const waiting: { admit: () => void }[] = []
  // A handler that calls another admitted one holds its place already: it must not wait for itself.
  const admitted = new AsyncLocalStorage<true>()

  function enter(): Promise<void> | void {
    if (running < limits.concurrent) {
      running++
      return
    }
    if (waiting.length >= limits.queue) throw new Overloaded(limits.retryAfterSeconds)
    return new Promise<void>((resolve, reject) => {
      const entry = {
        admit: () => {
          clearTimeout(timer)
          resolve()
        },
      }
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(entry), 1)
        reject(new Overloaded(limits.retryAfterSeconds))
      }, limits.waitMs)
      waiting.push(entry)
    })
  }

  /** The place goes straight to the longest waiting request, if any. */
  function leave() {
    const next = waiting.shift()
    if (next) next.admit()
    else running--
  }

  return {
    async run(work) {
      if (admitted.getStore()) return work()
      await enter()
      try {
        return await admitted.run(true, work)
      } finally {
        leave()
      }
    },
    get running() {
      return running
    },
    get waiting() {
      return waiting.length
    },
  }
}

/**
 * The gate for a PostgreSQL pool of `poolMax` connections: two connections stay free for what
 * does not pass the gate (the admin, Payload's REST API, pages rendered on demand, the job queue),
 * twenty requests wait for each place, none longer than ten seconds.
 */
export function admissionForPool(poolMax: number): AdmissionLimits {
  const concurrent = Math.max(1, poolMax - 2)
  return { concurrent, queue: concurrent * 20, waitMs: 10_000, retryAfterSeconds: 2 }
}

let gate: Admission | null | undefined

/**
 * This process's gate in front of its API handlers' database work: on PostgreSQL, sized from its
 * pool (DATABASE_POOL_MAX). SQLite has no pool to run dry: its writes already wait in the process's
 * write queue (src/platform/db/sqlite-write-lock.ts), so there is no gate.
 */
export function databaseAdmission(): Admission | null {
  if (gate === undefined) {
    let env: ReturnType<typeof getEnv>
    try {
      env = getEnv()
    } catch {
      // The configuration error is reported by whatever reads the configuration for its work.
      return null
    }
    gate = env.databaseKind === 'postgres' ? createAdmission(admissionForPool(env.databasePoolMax)) : null
  }
  return gate
}

/**
 * PostgreSQL's too_many_connections and cannot_connect_now, and a transaction it gave up on so that
 * another could finish (deadlock_detected, serialization_failure): nothing was done, try again.
 */
const FULL_CODES = new Set(['53300', '57P03', '40P01', '40001'])
const FULL_MESSAGES = [
  // node-postgres' pool gave up waiting for a connection (Payload wraps it as "cannot begin transaction: …").
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  // This process's SQLite write queue, and SQLite's lock held by another process for too long.
  'Timed out waiting for the database write lock',
  'database is locked',
]

/** Whether an error means the database could not take more work just now (as opposed to a bug). */
export function isDatabaseBusy(error: unknown): boolean {
  return anyCause(
    error,
    (e) =>
      e instanceof Overloaded ||
      e.name === 'SessionUnavailable' ||
      (typeof e.code === 'string' && FULL_CODES.has(e.code)) ||
      (typeof e.message === 'string' && FULL_MESSAGES.some((m) => (e.message as string).includes(m))),
  )
}

/**
 * For `.catch` after a look-up whose failure used to mean "not there": a busy database is not
 * "not there" (a signed-in client is not signed out because the pool was full), so that error goes on.
 */
export function nullUnlessBusy(error: unknown): null {
  if (isDatabaseBusy(error)) throw error
  return null
}
