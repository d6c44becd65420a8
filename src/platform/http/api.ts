/**
 * JSON API edges: JSON in and out, field messages on 400, never a stack trace. Plain Web
 * `Request`/`Response`, so handlers run the same under Next and under the tests' node:http server.
 */
import type { z } from 'zod'

import { loggedError } from '@/platform/errors/log-safe'

import { BODY_LIMITS, bodyLimit, tooLargeBody } from '../../../server/body-limits.mjs'
import { databaseAdmission, isDatabaseBusy, Overloaded } from './admission'

/**
 * The one error shape of every JSON endpoint (booking, auth, callback): a message a person can
 * read, a stable `reason` for programs, and on a 400 a message per field at fault.
 */
export type ErrorBody = { message: string; reason: string; fields?: Record<string, string> }

/** The reason of an answer whose caller named none, from its status. */
const REASON_OF_STATUS: Record<number, string> = {
  400: 'invalid_request',
  401: 'signed_out',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'unavailable',
}

/** An error body in the one shape; `reason` defaults from the status. */
export function errorBody(
  status: number,
  message: string,
  reason?: string,
  fields?: Record<string, string>,
): ErrorBody {
  const why = reason || REASON_OF_STATUS[status] || (status >= 500 ? 'internal' : 'refused')
  return fields ? { message, reason: why, fields } : { message, reason: why }
}

export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(data), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  })
}

export function problem(
  status: number,
  body: { message: string; reason?: string; fields?: Record<string, string> },
  headers: Record<string, string> = {},
): Response {
  return json(errorBody(status, body.message, body.reason, body.fields), status, headers)
}

/** A failure value of a use case as a response (429 carries Retry-After). */
export function failureResponse(f: {
  status: number
  message: string
  reason?: string
  fields?: Record<string, string>
  retryAfterSeconds?: number
}): Response {
  const headers: Record<string, string> = f.retryAfterSeconds ? { 'retry-after': String(f.retryAfterSeconds) } : {}
  return problem(f.status, { message: f.message, reason: f.reason, fields: f.fields }, headers)
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
  }
}

/** Field messages from a zod error: `items.0.service` → message. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'body'
    fields[key] ??= issue.message
  }
  return fields
}

/** A request's body, refused with a 413 once it passes `limit` bytes. */
async function readBodyBytes(request: Request, limit: number): Promise<Buffer> {
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body!.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return Buffer.concat(chunks)
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      throw new HttpError(413, tooLargeBody(limit).message)
    }
    chunks.push(value)
  }
}

/**
 * The body of a request as text, refused with a 413 once it passes `limit` bytes. The server
 * refuses a declared length over the limit before the body is read (server/body-limits.mjs); this
 * counts a body sent without one (chunked) as it arrives, and holds under `next dev` too.
 */
export async function readBodyText(request: Request, limit: number = BODY_LIMITS.api): Promise<string> {
  if (Number(request.headers.get('content-length')) > limit) throw new HttpError(413, tooLargeBody(limit).message)
  if (!request.body) return ''
  return new TextDecoder().decode(await readBodyBytes(request, limit))
}

/**
 * A handler of someone else's (Payload's REST routes) given a body sent without a length (chunked)
 * only once it is read here within the path's limit (server/body-limits.mjs), as a sized body; over
 * it, a 413. A body with a declared length is the server's to check and passes untouched.
 */
export function limitUnsizedBody<A extends unknown[]>(handler: (request: Request, ...rest: A) => Promise<Response>) {
  return async (request: Request, ...rest: A): Promise<Response> => {
    if (!request.body || request.headers.has('content-length')) return handler(request, ...rest)
    let body: Buffer
    try {
      body = await readBodyBytes(request, bodyLimit(new URL(request.url).pathname))
    } catch (error) {
      if (error instanceof HttpError) return problem(error.status, { message: error.message })
      throw error
    }
    const headers = new Headers(request.headers)
    headers.delete('transfer-encoding')
    headers.set('content-length', String(body.byteLength))
    return handler(new Request(request.url, { method: request.method, headers, body: new Uint8Array(body) }), ...rest)
  }
}

/** Parses a JSON body with a schema; a wrong content type, bad JSON or bad fields are 4xx. */
export async function parseBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/json\b/i.test(type))
    throw new HttpError(415, 'Send the request as JSON (Content-Type: application/json).')
  const text = await readBodyText(request)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.')
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    const fields = fieldMessages(parsed.error)
    throw new HttpError(400, Object.values(fields)[0] ?? 'Check the form and try again.', fields)
  }
  return parsed.data
}

export const BUSY_MESSAGE = 'We are very busy just now. Please try again in a few seconds.'

/**
 * What a request the database could not take just now is told: try again shortly, nothing was
 * done. `extra` adds fields for callers that read another shape (Payload's admin reads `errors`).
 */
export function busyResponse(retryAfterSeconds = 2, extra: Record<string, unknown> = {}): Response {
  return json({ ...errorBody(503, BUSY_MESSAGE, 'busy'), ...extra }, 503, { 'retry-after': String(retryAfterSeconds) })
}

let busySince = 0
let busyCount = 0
/** One line per ten seconds while requests are turned away, not one per request. */
export function reportBusy(error: unknown) {
  busyCount++
  const now = Date.now()
  if (now - busySince < 10_000) return
  const why = error instanceof Overloaded ? 'the admission queue is full or too slow' : 'the database had no connection'
  console.warn(`[api] busy: answered 503 to ${busyCount} request(s) since the last report (${why})`)
  busySince = now
  busyCount = 0
}

/**
 * Runs a handler; known refusals become their status, anything else a plain 500 without details.
 * The handler's database work waits its turn in the process's admission queue (./admission.ts):
 * a request that cannot get in, or finds the database without a free connection, is a 503.
 */
export function handle<A extends unknown[]>(fn: (request: Request, ...rest: A) => Promise<Response>) {
  return async (request: Request, ...rest: A): Promise<Response> => {
    try {
      const gate = databaseAdmission()
      return await (gate ? gate.run(() => fn(request, ...rest)) : fn(request, ...rest))
    } catch (error) {
      if (error instanceof HttpError) return problem(error.status, { message: error.message, fields: error.fields })
      if (isDatabaseBusy(error)) {
        reportBusy(error)
        return busyResponse(error instanceof Overloaded ? error.retryAfterSeconds : undefined)
      }
      const status = (error as { status?: unknown }).status
      if (typeof status === 'number' && status >= 400 && status < 500 && (error as { isPublic?: boolean }).isPublic)
        return problem(status, { message: (error as Error).message })
      // The error's message and stack, without the query parameters or values it may carry.
      const logged = loggedError(error)
      console.error(`[api] unexpected error ${new URL(request.url).pathname}: ${logged.stack}`, logged.cause ?? '')
      return problem(500, { message: 'Something went wrong on our side. Please try again.' })
    }
  }
}

export function readCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      // A cookie someone typed may not decode: then it is no cookie of ours.
      try {
        return decodeURIComponent(part.slice(eq + 1).trim())
      } catch {
        return undefined
      }
    }
  }
  return undefined
}
