/**
 * One call to the booking and sign-in API from the browser, with the session cookie: the JSON
 * answer, or the error body with its status (0 when no answer came at all) and a 429's
 * Retry-After. The widget's client throws the failures (api-client.ts); the account keeps them as
 * values (features/account/ui/account-api.ts). No other imports, so the hearts on stylist cards
 * stay small.
 */
import type { ApiErrorBody } from './api-errors'

export type ApiResult<T> =
  { ok: true; data: T } | { ok: false; status: number; body: ApiErrorBody; retryAfter: number | null }

export async function callApi<T>(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResult<T>> {
  let response: Response
  try {
    response = await fetch(url, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    })
  } catch {
    return { ok: false, status: 0, body: {}, retryAfter: null }
  }
  const json = (await response.json().catch(() => ({}))) as unknown
  if (response.ok) return { ok: true, data: json as T }
  const retry = Number(response.headers.get('retry-after'))
  return {
    ok: false,
    status: response.status,
    body: (json ?? {}) as ApiErrorBody,
    retryAfter: Number.isFinite(retry) && retry > 0 ? retry : null,
  }
}
