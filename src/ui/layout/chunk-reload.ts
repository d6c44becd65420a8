import { CHUNK_RELOAD_KEY, mayReloadForChunkError } from '@/platform/errors/route-error'

/**
 * After a script chunk failed to load (usually a new deployment), reload the page so the visitor
 * gets the current one — at most once per 60 s in this tab (the time is kept in sessionStorage),
 * so a chunk that is really missing cannot cause a reload loop. True when it reloads.
 */
export function reloadAfterChunkError(): boolean {
  let last: number | null = null
  try {
    const stored = window.sessionStorage.getItem(CHUNK_RELOAD_KEY)
    last = stored == null ? null : Number(stored)
  } catch {
    // Storage unavailable (privacy mode): without a guard, never reload automatically.
    return false
  }
  const now = Date.now()
  if (!mayReloadForChunkError(now, last)) return false
  try {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now))
  } catch {
    return false
  }
  window.location.reload()
  return true
}
