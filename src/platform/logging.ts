/**
 * Payload's logging: refusals are information, failures are errors, and neither carries what a
 * request put in the database's hands.
 *
 * - A refused request (any error with a 4xx status: not found, forbidden, a wrong password, a
 *   query on an unknown field, a value of the wrong type for the database) is one `info` line with
 *   the status and message, no stack. Payload's `loggingLevels` does this by error name for its own
 *   error classes; the logger's hook also catches what those names miss (an `APIError` with a 4xx
 *   status, the database's bad-input errors that Payload's error handler logs as a 500 before the
 *   `afterError` hook turns them into a 400).
 * - A database too busy for the work (answered 503) is one `warn` line with its message, no stack.
 * - An error that is logged as one goes through `loggedError`: no query parameters, no row values.
 */
import { defaultLoggerOptions, type Config } from 'payload'

import { loggedError, redactMessage } from '@/platform/errors/log-safe'
import { isDatabaseBusy } from '@/platform/http/admission'

import { isBadInputError } from './db/errors'

type LoggerSetting = Extract<NonNullable<Config['logger']>, { options: unknown }>
type Options = LoggerSetting['options']
type LogMethodHook = NonNullable<NonNullable<Options['hooks']>['logMethod']>

/** pino's numbers for `info` and `warn`; higher levels are warnings and errors. */
const INFO = 30
const WARN = 40

const statusOf = (error: unknown): number | null => {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : null
}

const logMethod: LogMethodHook = function (args, method, level) {
  const [first, ...rest] = args as unknown[]
  const holder = first && typeof first === 'object' && !(first instanceof Error) ? (first as { err?: unknown }) : null
  const error = first instanceof Error ? first : holder && 'err' in holder ? holder.err : undefined
  if (error !== undefined) {
    const logged = loggedError(error)
    const status = statusOf(error)
    const refused = status !== null && status >= 400 && status < 500
    if (level > INFO && (refused || isBadInputError(error))) {
      this.info(refused ? `${status} ${logged.message}` : '400 a request value of the wrong type for the database')
      return
    }
    // A database too busy for the work just now: answered 503 (busyAfterError), one line, no stack.
    if (level > WARN && isDatabaseBusy(error)) {
      this.warn(`503 the database is busy: ${logged.message}`)
      return
    }
    const object = holder ? { ...holder, err: logged } : { err: logged }
    method.apply(this, [object, ...rest] as Parameters<typeof method>)
    return
  }
  if (typeof first === 'string') {
    method.apply(this, [redactMessage(first), ...rest] as Parameters<typeof method>)
    return
  }
  method.apply(this, args)
}

/** The `logger` of the Payload config: Payload's own pretty output, with the hook above. */
export const payloadLogger: LoggerSetting = {
  options: { hooks: { logMethod } },
  destination: defaultLoggerOptions,
}

/** The `loggingLevels` of the Payload config: Payload's refusals as `info` (message only). */
export const payloadLoggingLevels: Config['loggingLevels'] = {
  AuthenticationError: 'info',
  Forbidden: 'info',
  Locked: 'info',
  LockedAuth: 'info',
  MissingFile: 'info',
  NotFound: 'info',
  QueryError: 'info',
  UnverifiedEmail: 'info',
  ValidationError: 'info',
}
