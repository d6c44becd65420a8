/**
 * Runs `task` when the browser is next idle (at the latest after `timeoutMs`), so work that is
 * not urgent stays out of the page's start-up; returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(task, 1)
  return () => window.clearTimeout(id)
}
