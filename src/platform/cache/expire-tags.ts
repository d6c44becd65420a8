import { revalidateTag } from 'next/cache'

import { FRESH_EVENT } from '../../../server/start-fresh.mjs'
import { revalidateToken } from '@/platform/cache/revalidate-token'
import { getEnv } from '@/platform/env'

/** The address server/serve.mjs listens on, set by it once it does (this process's own server). */
export const INTERNAL_URL_VARIABLE = 'PARLOUR_INTERNAL_URL'

/**
 * How long after the last write outside a request the site is asked, and at most how long after
 * the first: Payload runs the hooks before the write's transaction commits, so asking at once could
 * expire the pages before the new content is readable, and a render in between would keep the old.
 */
export const EXPIRE_QUIET_MS = 1_000
export const EXPIRE_MAX_WAIT_MS = 5_000

const pending = new Set<string>()
let timer: NodeJS.Timeout | null = null
let firstAt = 0
let done: { promise: Promise<void>; resolve: () => void } | null = null

/** Asks the site at `base` to expire `list`; whether it did (a failure is logged). */
async function askSite(base: string, list: string[]): Promise<boolean> {
  try {
    const response = await fetch(new URL('/api/revalidate', base), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${revalidateToken(getEnv().payloadSecret)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ tags: list }),
    })
    if (!response.ok) console.error(`cache: expiring ${list.join(', ')} answered ${response.status}`)
    return response.ok
  } catch (error) {
    console.error(`cache: expiring ${list.join(', ')} failed (${error instanceof Error ? error.message : error})`)
    return false
  }
}

async function flush(base: string): Promise<void> {
  const list = [...pending]
  const finished = done!
  pending.clear()
  timer = null
  done = null
  await askSite(base, list)
  finished.resolve()
}

/**
 * Expires `list` when content changed outside a request — a background job of the running site
 * (the WordPress sync, say), where Next's `revalidateTag` has no request to attach to. The site asks
 * itself, through `POST /api/revalidate`, so the expiry takes the same path as an edit's: into this
 * process's cache, or the cache every instance shares (decision 0028). The writes of a burst go in
 * one request, a second after the last of them (five at most after the first). Outside the site (a
 * script) there is no server and nothing cached: nothing is done. Resolves once the site answered.
 */
export function expireOutsideRequest(list: string[]): Promise<void> {
  const base = process.env[INTERNAL_URL_VARIABLE]
  if (!base || list.length === 0) return Promise.resolve()
  for (const tag of list) pending.add(tag)
  if (!done) {
    let resolve!: () => void
    const promise = new Promise<void>((r) => (resolve = r))
    done = { promise, resolve }
    firstAt = Date.now()
  }
  if (timer) clearTimeout(timer)
  const wait = Math.max(0, Math.min(EXPIRE_QUIET_MS, firstAt + EXPIRE_MAX_WAIT_MS - Date.now()))
  timer = setTimeout(() => void flush(base), wait)
  timer.unref?.()
  return done.promise
}

/**
 * Expires cached pages by tag after an edit (a Payload hook's): pages built from a tag render fresh
 * on the next request. Outside a request — a background job of the running site — the site is asked
 * to expire them itself (above); in a script (seed, migrations) there is no cache to expire. Nothing
 * is done when the change asks so (`disableRevalidate` in its context).
 */
export function expireTags(list: string[], context: Record<string, unknown>): void {
  if (context.disableRevalidate) return
  const outside: string[] = []
  for (const tag of list) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      outside.push(tag)
    }
  }
  void expireOutsideRequest(outside)
}

/** What server/serve.mjs emits on `process` once it listens (and has set its own address). */
export const LISTENING_EVENT = 'parlour:listening'

/** How often the start-up expiry is asked before the site serves anyway, and the pause between. */
export const START_ATTEMPTS = 3
const START_RETRY_MS = 500

/**
 * Expires `list` once the server listens, at once (no burst to wait for), asking again if the site
 * could not take it, then emits FRESH_EVENT: server/serve.mjs holds every other request until then
 * (server/start-fresh.mjs). Next keeps expired tags in this process's memory only (without the
 * shared cache of decision 0028), so after a restart the pages the build prerendered — and, but
 * for start-fresh's removal, those rendered before the last edits (a WordPress sync's renames,
 * say) — would be served as fresh from disk (CACHING.md, F4). Expiring everything once at start
 * costs each page one render. Resolves once the site answered, or gave up.
 */
export function expireWhenListening(list: string[]): Promise<void> {
  const expire = async () => {
    console.log(`cache: expiring ${list.join(', ')}, kept from before this start`)
    for (let attempt = 1; attempt <= START_ATTEMPTS; attempt++) {
      if (await askSite(process.env[INTERNAL_URL_VARIABLE]!, list)) break
      if (attempt < START_ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, START_RETRY_MS))
    }
    process.emit(FRESH_EVENT as never)
  }
  if (process.env[INTERNAL_URL_VARIABLE]) return expire()
  return new Promise((resolve) => process.once(LISTENING_EVENT, () => void expire().then(resolve)))
}
