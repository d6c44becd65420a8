/**
 * Sharing one read among concurrent and closely following callers: a burst of identical requests
 * makes one read (of the database, or of an outside API), not fifty.
 */

/** A shared read, and the way for a write that makes its answers stale to drop them all. */
export type Shared<Args extends unknown[], R> = ((...args: Args) => Promise<R>) & { forget(): void }

/** `read` with its result (or its pending promise) reused for `ms` per argument list; failures are not kept. */
export function shareFor<Args extends unknown[], R>(
  ms: number,
  read: (...args: Args) => Promise<R>,
  now: () => number = Date.now,
): Shared<Args, R> {
  const kept = new Map<string, { until: number; value: Promise<R> }>()
  const shared = (...args: Args) => {
    const key = JSON.stringify(args)
    const hit = kept.get(key)
    if (hit && hit.until > now()) return hit.value
    const value = read(...args)
    kept.set(key, { until: now() + ms, value })
    value.catch(() => {
      if (kept.get(key)?.value === value) kept.delete(key)
    })
    return value
  }
  return Object.assign(shared, { forget: () => kept.clear() })
}
