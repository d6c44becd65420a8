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
 * longer than ten seconds; src/platform/http/admission.ts holds the same numbers for the handlers.
 *
 * Fewer are let in while the process is short of CPU. Node.js takes one new connection off the
 * listening socket's accept queue per turn of its event loop (libuv 1.46 in Node.js 20), and the requests at
 * work in Next make each turn long: 5,000 bookings at once on two shared cores left thousands of
 * connections in the kernel's accept queue for over a minute — unseen here, so neither admitted nor
 * told 503 — and nginx gave up on its own ones (504). So the event loop's delay is measured every
 * half second: while its turns come late, the places at work are halved (down to two), and given
 * back one at a time once they come on time again. Short turns take new connections off the queue
 * and answer them, 503 if need be, within seconds.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks'

/**
 * A first-come, first-served gate. `enter(start, refuse)` calls `start(done)` once admitted —
 * `done` gives the place back — or `refuse()` when the queue is full or the wait too long, and
 * returns a function that takes a request that is still waiting out of the queue. `setPlaces(n)`
 * lets fewer than `concurrent` be at work, with a queue as much shorter.
 */
export function createGate({ concurrent, queue, waitMs }) {
  let running = 0
  let places = concurrent
  const waiting = []

  function leave() {
    const next = running <= places && waiting.shift()
    if (next) next.admit()
    else running--
  }

  /** Lets `n` (1 to `concurrent`) be at work from now on; a request at work is never stopped. */
  function setPlaces(n) {
    places = Math.min(concurrent, Math.max(1, n))
    while (running < places && waiting.length > 0) {
      running++
      waiting.shift().admit()
    }
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
    if (running < places) {
      running++
      admitted(start)
      return () => {}
    }
    // `queue` is for all `concurrent` places: fewer places, a shorter line.
    if (waiting.length >= Math.ceil((queue * places) / concurrent)) {
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
    setPlaces,
    get places() {
      return places
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
 * Calls `onTurns(late)` every `everyMs` with whether the event loop's turns came late meanwhile:
 * a 10 ms timer fired on average more than `lateMs` apart. Returns a function that stops it.
 */
export function watchEventLoop({ onTurns, lateMs = 50, everyMs = 500 }) {
  const delay = monitorEventLoopDelay({ resolution: 10 })
  delay.enable()
  const timer = setInterval(() => {
    const late = delay.count > 0 && delay.mean / 1e6 > lateMs
    delay.reset()
    onTurns(late)
  }, everyMs)
  timer.unref()
  return () => {
    clearInterval(timer)
    delay.disable()
  }
}

/** The gate's numbers for a pool of `poolMax` connections. */
export function limitsForPool(poolMax) {
  const concurrent = Math.max(1, poolMax - 2)
  return { concurrent, queue: concurrent * 20, waitMs: 10_000, retryAfterSeconds: 2 }
}

/**
 * The site's own API and Payload's REST API work on the database; media files do not, and neither
 * does the calendar's event stream once open (it would hold a place for as long as a screen is open).
 */
const isDatabaseApi = (url) => /^\/api\//.test(url) && !/^\/api\/(media\/file|staff\/events)\b/.test(url)

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
  // Late turns halve the places at work, down to two (with 40 waiting: a few dozen requests at once
  // still all wait their turn); each half second on time gives one back.
  const fewest = Math.min(2, limits.concurrent)
  const stop = watchEventLoop({
    onTurns: (late) => gate.setPlaces(late ? Math.max(fewest, Math.floor(gate.places / 2)) : gate.places + 1),
  })
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
  return Object.assign(admit, { gate, stop })
}
