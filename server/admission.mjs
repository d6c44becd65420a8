/**
 * Admission before Next (issue 32). 1,000 bookings at once on two instances used to enter Next's
 * pipeline together: each request's routing and parsing took its share of a busy CPU before any
 * database work began, the pool timed out (500s, and 401s for signed-in clients), and what was left
 * waited past nginx's minute (504s). Now the server lets a fixed number of the site's API requests
 * in at once, holds the next ones — untouched, costing nothing — in a bounded queue, and answers
 * anyone beyond it, or who waited too long, 503 with Retry-After. Only PostgreSQL has a pool to run
 * dry; with SQLite (one instance) nothing is held here.
 *
 * The numbers follow the pool: DATABASE_POOL_MAX (default 10) − 2 requests at once (two
 * connections stay free for the admin and pages rendered on demand), twenty waiting per place, none
 * longer than ten seconds; src/lib/http/admission.ts holds the same numbers for the handlers.
 */

/**
 * A first-come, first-served gate. `enter(start, refuse)` calls `start(done)` once admitted —
 * `done` gives the place back — or `refuse()` when the queue is full or the wait too long, and
 * returns a function that takes a request that is still waiting out of the queue.
 */
export function createGate({ concurrent, queue, waitMs }) {
  let running = 0
  const waiting = []

  function leave() {
    const next = waiting.shift()
    if (next) next.admit()
    else running--
  }

  function admitted(start) {
    let left = false
    start(() => {
      if (left) return
      left = true
      leave()
    })
  }

  function enter(start, refuse) {
    if (running < concurrent) {
      running++
      admitted(start)
      return () => {}
    }
    if (waiting.length >= queue) {
      refuse()
      return () => {}
    }
    const entry = {
      admit: () => {
        clearTimeout(timer)
        admitted(start)
      },
    }
    const drop = () => {
      const at = waiting.indexOf(entry)
      if (at === -1) return false
      waiting.splice(at, 1)
      clearTimeout(timer)
      return true
    }
    const timer = setTimeout(() => drop() && refuse(), waitMs)
    waiting.push(entry)
    return drop
  }

  return {
    enter,
    get running() {
      return running
    },
    get waiting() {
      return waiting.length
    },
  }
}

/** The gate's numbers for a pool of `poolMax` connections. */
export function limitsForPool(poolMax) {
  const concurrent = Math.max(1, poolMax - 2)
  return { concurrent, queue: concurrent * 20, waitMs: 10_000, retryAfterSeconds: 2 }
}

/** The site's own API and Payload's REST API work on the database; media files do not. */
const isDatabaseApi = (url) => /^\/api\//.test(url) && !/^\/api\/media\/file\//.test(url)

const BUSY = JSON.stringify({
  message: 'We are very busy just now. Please try again in a few seconds.',
  reason: 'busy',
})

/**
 * `(req, res, next)`: runs `next()` for a request once it may work on the database (at once for
 * anything but the API), or answers 503 itself. Null on SQLite.
 * @param {{ key: string, value: string }[]} extraHeaders sent with the 503 (security headers)
 * @param {Record<string, string | undefined>} [env]
 */
export function apiAdmission(extraHeaders = [], env = process.env) {
  if (!/^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? '')) return null
  const poolMax = Number(env.DATABASE_POOL_MAX)
  const limits = limitsForPool(Number.isInteger(poolMax) && poolMax >= 2 ? poolMax : 10)
  const gate = createGate(limits)
  let refusedSince = 0
  let refused = 0

  function busy(res) {
    refused++
    if (Date.now() - refusedSince >= 10_000) {
      console.warn(`[server] busy: answered 503 to ${refused} API request(s) since the last report`)
      refusedSince = Date.now()
      refused = 0
    }
    if (res.headersSent || res.destroyed) return
    const headers = {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(limits.retryAfterSeconds),
      'Content-Length': Buffer.byteLength(BUSY),
    }
    for (const { key, value } of extraHeaders) headers[key] = value
    res.writeHead(503, headers)
    res.end(BUSY)
  }

  const admit = (req, res, next) => {
    if (!isDatabaseApi(req.url ?? '/')) return next()
    const drop = gate.enter(
      (done) => {
        res.once('close', done)
        next()
      },
      () => busy(res),
    )
    // A visitor who gave up while waiting leaves the queue.
    res.once('close', drop)
  }
  return Object.assign(admit, { gate })
}
