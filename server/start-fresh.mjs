/**
 * A restarted site without the shared cache (REDIS_URL unset) must never answer from before the
 * start: a page or a read cached then may name what the database no longer has (a service renamed
 * while the site was down, by a script or a sync whose expiry went with the process that ran it).
 *
 * - What Next wrote to disk while the site last ran — the pages it rendered
 *   (`<distDir>/server/route-cache`) and the data reads (`<distDir>/cache/fetch-cache`) — is removed
 *   before Next loads. Expiring them is not enough: Next reads an entry's body and then, in a second
 *   call, its file's time, so a read racing the render that rewrites that entry pairs the old body
 *   with the new time and keeps the old body as fresh, in memory, until the next expiry (a renamed
 *   service came back on the second page rendered after a restart, CACHING.md F4).
 * - The pages prerendered by the build (`<distDir>/server/app`) stay; they are as old as the build,
 *   so the site expires everything once it listens (src/instrumentation.ts, `content:all`). Until
 *   that expiry is answered, requests wait (`holdUntilFresh`); only the expiry itself passes.
 *
 * With REDIS_URL the shared cache keeps expiries across restarts: nothing is removed or held.
 */
import { rmSync } from 'node:fs'
import path from 'node:path'

/** What src/platform/cache/expire-tags.ts emits on `process` once the start-up expiry is answered. */
export const FRESH_EVENT = 'parlour:fresh'

/** Requests are held at most this long if the start-up expiry never says it is done. */
export const HOLD_LIMIT_MS = 20_000

/** The folders of a build that hold what Next cached while it served (paths relative to the build). */
export const KEPT_CACHE = [path.join('server', 'route-cache'), path.join('cache', 'fetch-cache')]

/**
 * Removes what Next kept on disk while the site last ran, unless the cache is shared; the folders removed.
 * @param {string} root the checkout
 * @param {Record<string, string | undefined>} [env]
 */
export function dropKeptCache(root, env = process.env) {
  if (env.REDIS_URL) return []
  const distDir = path.resolve(root, env.NEXT_DIST_DIR || '.next')
  return KEPT_CACHE.map((folder) => {
    const full = path.join(distDir, folder)
    try {
      rmSync(full, { recursive: true, force: true, maxRetries: 3 })
    } catch (error) {
      // Another server on the same build folder (the tests run two) writing into it: the site still starts.
      console.error(`cache: could not remove ${full} (${error.message}); pages from before this start may be served`)
    }
    return full
  })
}

/**
 * Without the shared cache, a gate that opens once the start-up expiry has been answered (or after
 * `limitMs`, with an error line): `admit(req, serve)` serves at once when open, else when it opens.
 * The expiry's own request (`POST /api/revalidate`) always passes. With REDIS_URL, always open.
 * @param {Record<string, string | undefined>} [env]
 * @param {{ limitMs?: number, emitter?: { once(event: string, listener: () => void): unknown } }} [options]
 * @returns {{ opened: Promise<void>, admit(req: { method?: string, url?: string }, serve: () => void): void }}
 */
export function holdUntilFresh(env = process.env, { limitMs = HOLD_LIMIT_MS, emitter = process } = {}) {
  if (env.REDIS_URL) return { opened: Promise.resolve(), admit: (req, serve) => serve() }
  let open = false
  const opened = new Promise((resolve) => {
    const timer = setTimeout(() => {
      console.error(`cache: the start-up expiry did not answer in ${limitMs / 1000} s; serving anyway`)
      resolve()
    }, limitMs)
    timer.unref?.()
    emitter.once(FRESH_EVENT, () => {
      clearTimeout(timer)
      resolve()
    })
  }).then(() => {
    open = true
  })
  const isExpiry = (req) => req.method === 'POST' && (req.url ?? '').split('?')[0] === '/api/revalidate'
  return {
    opened,
    admit(req, serve) {
      if (open || isExpiry(req)) serve()
      else void opened.then(serve)
    },
  }
}
