import { anyCause } from '@/platform/errors/any-cause'
import { isDatabaseBusy } from '@/platform/http/admission'
import { BUSY_MESSAGE, reportBusy } from '@/platform/http/api'

export { anyCause }

/**
 * A database error caused by a value of the wrong kind in a request rather than by the database:
 * PostgreSQL's class 22 "data exception" (text where a number or date belongs, a number out of
 * range, a NUL byte), an operator a column type lacks, the SQLite driver refusing NaN or
 * Infinity as a parameter, and an invalid date on its way into a query. Such a request is the caller's mistake: a 400, not a 500.
 */
export function isBadInputError(error: unknown): boolean {
  return anyCause(error, (e) => {
    const code = typeof e.code === 'string' ? e.code : ''
    if (/^22[0-9A-Z]{3}$/.test(code) || code === '42883') return true
    // The SQLite driver given NaN or Infinity; a date made of a word, turned into SQL text.
    return (
      typeof e.message === 'string' &&
      /^(Only finite numbers \(not Infinity or NaN\)|Invalid time value$)/.test(e.message)
    )
  })
}

/** Payload's `afterError` hook: a bad-input database error is answered 400 in Payload's shape. */
export function badInputAfterError({ error }: { error: unknown }) {
  if (!isBadInputError(error)) return undefined
  return {
    status: 400,
    response: { errors: [{ message: 'The request has a value of the wrong type for this field.' }] },
  }
}

/**
 * Payload's `afterError` hook: a database that could not take the work just now (no free
 * connection, locked) is a 503 with Retry-After in the site's overload shape plus Payload's
 * `errors` — busy, not broken — instead of a 500.
 */
export function busyAfterError({ error, req }: { error: unknown; req?: { responseHeaders?: Headers } }) {
  if (!isDatabaseBusy(error)) return undefined
  reportBusy(error)
  if (req) {
    req.responseHeaders ??= new Headers()
    req.responseHeaders.set('retry-after', '2')
  }
  return {
    status: 503,
    response: { message: BUSY_MESSAGE, reason: 'busy', errors: [{ message: BUSY_MESSAGE }] },
  }
}
