import { createCallbackRequest } from './store'
import { consumeRateLimit } from '@/platform/db/rate-limits'
import { handle, json, problem, readBodyText } from '@/platform/http/api'
import { requestIp } from '@/platform/http/request-ip'
import { isLocale, type Locale } from '@/platform/i18n/locales'
import { fill, messages } from '@/platform/i18n/messages'
import { callbackSchema, fieldErrors } from './validation'

/** Per visitor address, and for the whole site as a backstop against forged addresses. */
export const CALLBACK_LIMITS = {
  perIp: { limit: 5, windowSeconds: 600 },
  all: { limit: 300, windowSeconds: 3600 },
} as const

/** The language to answer in: the body's `locale`, else the page's (/ua/… is Ukrainian). */
function localeOf(body: unknown): Locale {
  if (body && typeof body === 'object') {
    const { locale, path } = body as { locale?: unknown; path?: unknown }
    if (isLocale(locale)) return locale
    if (typeof path === 'string' && /^\/ua(\/|$)/.test(path)) return 'uk'
  }
  return 'en'
}

/**
 * POST /api/callback — a visitor asks to be called back (spec site §4, §5, §7).
 * Body `{ name, phone, consent: true, path, locale? }`; answers 201 `{ ok: true }`, or the API's
 * one error shape `{ message, reason, fields? }` (src/platform/http/api.ts): 400 with a message per
 * field, 429 with Retry-After, 503 when the request could not be stored — messages in the
 * visitor's language.
 */
export const POST = handle(async (request: Request) => {
  // Over the size limit: a 413 (handle); not JSON: the 400 below, in the visitor's language.
  const text = await readBodyText(request)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = null
  }
  const locale = localeOf(body)
  const t = messages(locale)

  const ip = requestIp(request)
  for (const [key, rule] of [
    [`callback:ip:${ip}`, CALLBACK_LIMITS.perIp],
    ['callback:all', CALLBACK_LIMITS.all],
  ] as const) {
    const verdict = await consumeRateLimit(key, rule)
    if (!verdict.allowed) {
      const minutes = String(Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60)))
      return problem(
        429,
        { message: fill(t.callbackTooMany, { minutes }), reason: 'rate_limited' },
        { 'retry-after': String(verdict.retryAfterSeconds) },
      )
    }
  }

  if (body === null || typeof body !== 'object') {
    return problem(400, {
      message: t.callbackBadRequest,
      reason: 'invalid_request',
      fields: { path: t.callbackBadRequest },
    })
  }
  const parsed = callbackSchema(locale).safeParse(body)
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error)
    return problem(400, {
      message: Object.values(fields)[0] ?? t.callbackBadRequest,
      reason: 'invalid_request',
      fields,
    })
  }

  try {
    await createCallbackRequest(parsed.data, locale)
  } catch (error) {
    console.error('Storing a callback request failed:', error)
    return problem(503, { message: t.callbackFailed, reason: 'unavailable' })
  }
  return json({ ok: true }, 201)
})
