type Cause = { name?: unknown; code?: unknown; message?: unknown; cause?: unknown }

/** Whether the error or one of its causes (drivers wrap each other's errors) matches. */
export function anyCause(error: unknown, test: (e: Cause) => boolean): boolean {
  let e = error as Cause | undefined
  for (let depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    if (test(e)) return true
    e = e.cause as Cause | undefined
  }
  return false
}
