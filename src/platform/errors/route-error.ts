/**
 * Pure decisions behind the error pages (site.md §8): which status an error shows and whether a
 * failed chunk load may reload the page. Kept free of React and Next so they are unit-tested.
 */

/** How long after one automatic reload another one is refused (site.md §9: 60 s). */
export const CHUNK_RELOAD_GUARD_MS = 60_000

/** sessionStorage key holding the time of the last automatic reload. */
export const CHUNK_RELOAD_KEY = 'parlour:chunk-reload-at'

const asStatus = (value: unknown): number | null => {
  const n = typeof value === 'string' && /^\d{3}$/.test(value) ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) && n >= 400 && n <= 599 ? n : null
}

/** The status an error page shows: the error's `statusCode`, `status` or `response.status`, else 500. */
export function errorStatus(error: unknown): number {
  if (error == null || typeof error !== 'object') return 500
  const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } | null }
  return asStatus(e.statusCode) ?? asStatus(e.status) ?? asStatus(e.response?.status) ?? 500
}

/** A script chunk that failed to load (a new deployment replaced it, or the network dropped). */
export function isChunkLoadError(error: unknown): boolean {
  if (error == null) return false
  const e = error as { name?: unknown; message?: unknown }
  const name = typeof e.name === 'string' ? e.name : ''
  const message = typeof error === 'string' ? error : typeof e.message === 'string' ? e.message : ''
  return (
    name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(message) ||
    /Failed to fetch dynamically imported module/i.test(message) ||
    /error loading dynamically imported module/i.test(message) ||
    /Importing a module script failed/i.test(message) ||
    /Failed to load chunk/i.test(message)
  )
}

/**
 * Whether to reload now after a chunk failure: yes unless an automatic reload happened less than
 * the guard time ago (`lastReloadAt`: the stored time, null when none or unreadable).
 */
export function mayReloadForChunkError(now: number, lastReloadAt: number | null): boolean {
  if (lastReloadAt == null || !Number.isFinite(lastReloadAt)) return true
  return now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS || lastReloadAt > now
}
