/**
 * Answers of the booking read API: JSON with the right caching, and errors in the API's one
 * error shape `{ message, reason, fields? }` (fields: parameter → message), built by
 * src/platform/http/api.ts as for every other endpoint.
 */
import type { z } from 'zod'

import { errorBody } from '@/platform/http/api'

/** Catalogue reads: shared caches may keep them a minute and serve them stale while refreshing. */
export const CATALOGUE_CACHE = 'public, max-age=60, stale-while-revalidate=300'
/** Free time changes with every booking. */
export const NO_STORE = 'no-store'

/**
 * JSON text of answers already sent: the catalogue use cases hand out the same list object while
 * their snapshot is current (use-cases/per-snapshot.ts), so each list is serialised once.
 */
const serialised = new WeakMap<object, string>()

function textOf(body: unknown): string {
  if (typeof body !== 'object' || body === null) return JSON.stringify(body)
  let text = serialised.get(body)
  if (text === undefined) serialised.set(body, (text = JSON.stringify(body)))
  return text
}

/**
 * A read endpoint's answer before it becomes an HTTP response: Next's route handler and the
 * server's direct path (src/server/fast-reads.ts) send the same status, text and caching.
 */
export interface Answer {
  status: number
  text: string
  cache: string
}

export function answer(body: unknown, init: { status?: number; cache: string }): Answer {
  return { status: init.status ?? 200, text: textOf(body), cache: init.cache }
}

export function toResponse({ status, text, cache }: Answer): Response {
  return new Response(text, { status, headers: { 'Content-Type': 'application/json', 'Cache-Control': cache } })
}

export type Handler = (request: Request) => Promise<Response>
/** An endpoint's work on a parsed query string (empty parameters left out). */
export type ReadAnswer = (query: Record<string, string>) => Promise<Answer>

/** Next's route handler for an endpoint. */
export const asHandler =
  (read: ReadAnswer): Handler =>
  async (request) =>
    toResponse(await read(queryOf(new URL(request.url).searchParams)))

/** An error answer in the API's one error shape (src/platform/http/api.ts). */
export function problem(status: number, reason: string, message: string, fields?: Record<string, string>): Answer {
  return answer(errorBody(status, message, reason, fields), { status, cache: NO_STORE })
}

/** The query string as an object; empty parameters (`?location=`) count as absent. */
export function queryOf(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of params) if (value !== '') out[key] = value
  return out
}

/** A 400 with zod's first message for each parameter at fault; the first of them is the message. */
export function invalidQuery(error: z.ZodError): Answer {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'query'
    fields[key] ??= issue.message
  }
  return problem(400, 'invalid_request', Object.values(fields)[0] ?? 'Check the query.', fields)
}
