import { findRedirect } from './paths'

/**
 * This server process's redirects, in memory (decision 0027): read on the first page request after
 * start-up or a change, dropped when a redirect is saved or deleted in this process (the collection's
 * hooks), and read again when a minute old in any case, for the edits another instance makes.
 *
 * Kept on `globalThis`: the proxy, the collection's hooks and the start-up code are bundled apart,
 * each with its own copy of this module, in one process.
 */

/** Stored `from` → `to`. */
export type RedirectMap = ReadonlyMap<string, string>
export type LoadRedirects = () => Promise<RedirectMap>

export const REDIRECTS_MAX_AGE_MS = 60_000
/** After a failed read, the last good map is used this long before the next try. */
const RETRY_AFTER_MS = 5_000

interface Table {
  load?: LoadRedirects
  map: RedirectMap
  loadedAt: number
  pending?: Promise<RedirectMap>
  /** Counts invalidations, so a read that started before one does not overwrite what follows. */
  version: number
}

const KEY = Symbol.for('parlour.redirects')
type Scope = typeof globalThis & { [KEY]?: Table }

function table(): Table {
  const scope = globalThis as Scope
  scope[KEY] ??= { map: new Map(), loadedAt: -Infinity, version: 0 }
  return scope[KEY]
}

/** Where the redirects are read from: set once at start-up (src/features/content/redirects/stored.ts). */
export function serveRedirectsFrom(load: LoadRedirects): void {
  table().load = load
  invalidateRedirects()
}

/** A redirect was created, changed or deleted: the next request reads them again. */
export function invalidateRedirects(): void {
  const t = table()
  t.loadedAt = -Infinity
  t.pending = undefined
  t.version += 1
}

function current(t: Table, now: number): RedirectMap | Promise<RedirectMap> {
  if (now - t.loadedAt < REDIRECTS_MAX_AGE_MS || !t.load) return t.map
  if (!t.pending) {
    const version = t.version
    const settle = (map: RedirectMap, loadedAt: number): RedirectMap => {
      if (t.version !== version) return map
      t.map = map
      t.loadedAt = loadedAt
      t.pending = undefined
      return map
    }
    t.pending = t.load().then(
      (map) => settle(map, now),
      (error: unknown) => {
        console.error('Redirects could not be read; the last ones read are used meanwhile:', error)
        return settle(t.map, now - REDIRECTS_MAX_AGE_MS + RETRY_AFTER_MS)
      },
    )
  }
  return t.pending
}

/**
 * The address a request for `pathname` (with `search`) is redirected to, or null. Costs a map
 * lookup, except for the one request that finds the map missing or a minute old and reads it.
 */
export async function redirectFor(pathname: string, search: string, now = Date.now()): Promise<string | null> {
  const map = await current(table(), now)
  return findRedirect(map, pathname, search)
}
