/**
 * Errors as they may be written to a log: name, code, message and stack frames, through the chain
 * of causes, but without what a request put in them. Database drivers embed the query's
 * parameters ("params: +447700900123,ada@example.com"), a row's values (PostgreSQL's `detail`:
 * "Key (email)=(…) already exists") and the text that failed to convert ('invalid input syntax
 * for type integer: "…"'): those are personal data and stay out of logs.
 */

export interface LoggedError {
  type: string
  message: string
  code?: string
  stack?: string
  cause?: LoggedError
}

/** A message with a query's parameters and quoted input values cut out. */
export function redactMessage(message: string): string {
  return (
    message
      // drizzle: "Failed query: <sql>\nparams: <values>" (the values may span lines)
      .replace(/\n?params: [\s\S]*?(?=\ncaused by:|$)/g, '\nparams: (not logged)')
      // PostgreSQL: `invalid input syntax for type integer: "abc"`, `… for encoding "UTF8": 0x00`
      .replace(/((?:invalid input|out of range|invalid byte sequence|date\/time)[^:\n]*: )("[^\n]*"|\S+)$/gm, '$1…')
  )
}

const frames = (stack: unknown): string =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n')
    : ''

/** What of an error may be logged (see the module's comment); `depth` bounds the chain of causes. */
export function loggedError(error: unknown, depth = 0): LoggedError {
  if (!error || typeof error !== 'object')
    return { type: typeof error, message: redactMessage(String(error)).slice(0, 2000) }
  const e = error as { name?: unknown; message?: unknown; code?: unknown; stack?: unknown; cause?: unknown }
  const type = typeof e.name === 'string' ? e.name : (error.constructor?.name ?? 'Error')
  const message = redactMessage(typeof e.message === 'string' ? e.message : '').slice(0, 2000)
  const at = frames(e.stack)
  const out: LoggedError = { type, message, stack: at ? `${type}: ${message}\n${at}` : `${type}: ${message}` }
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = String(e.code)
  if (e.cause && depth < 4) out.cause = loggedError(e.cause, depth + 1)
  return out
}
