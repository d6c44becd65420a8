import 'server-only'

import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { THROTTLE_GATE_HEADER, throttleGateValue } from '@/platform/staff/collections/Users/gate'
import { systemClock, type Clock } from '@/platform/clock'
import { consumeRateLimit, refundRateLimits, resetRateLimits, type RateLimitResult } from '@/platform/db/rate-limits'
import { handle, HttpError, problem, readCookie } from '@/platform/http/api'
import { requestIp } from '@/platform/http/request-ip'

import { payloadClient } from '@/platform/db/payload'

/**
 * Staff sign-in and password reset (Payload's `POST /api/users/login` and `/forgot-password`),
 * throttled per address and per account in the database instead of Payload's hard lock (five wrong
 * passwords locked an account for ten minutes, which anyone knowing a staff email could repeat).
 *
 * Each attempt is counted up front against every tier of its address, then of its account (so
 * concurrent attempts cannot slip past a limit); an address already refused does not count
 * against the account. Tiers of growing windows give growing waits. A successful sign-in forgets
 * its account's count and gives its attempt back to the address. Accounts are counted by the email
 * typed, whether or not a staff member has it, so a throttled and an unknown account answer alike.
 */

interface Tier {
  limit: number
  windowSeconds: number
}

const MINUTE = 60
const HOUR = 60 * MINUTE

export const STAFF_LOGIN_LIMITS = {
  /**
   * One address: 10 tries in 15 minutes, 40 in a day. One address alone can therefore never reach
   * the account's hourly tier, so it cannot keep the real owner out for more than a minute at a time.
   */
  perAddress: [
    { limit: 10, windowSeconds: 15 * MINUTE },
    { limit: 40, windowSeconds: 24 * HOUR },
  ],
  /** One account from anywhere: 5 tries a minute, 50 an hour (at most about 1,200 guesses a day). */
  perAccount: [
    { limit: 5, windowSeconds: MINUTE },
    { limit: 50, windowSeconds: HOUR },
  ],
} satisfies Record<string, Tier[]>

export const FORGOT_PASSWORD_LIMITS = {
  /** One address: 5 reset emails asked for in 15 minutes. */
  perAddress: [{ limit: 5, windowSeconds: 15 * MINUTE }],
  /** One mailbox: 3 reset emails in 15 minutes (no flooding of a staff member's inbox). */
  perAccount: [{ limit: 3, windowSeconds: 15 * MINUTE }],
} satisfies Record<string, Tier[]>

type Action = 'staff-login' | 'staff-reset'

const tierKeys = (action: Action, subject: string, tiers: Tier[]) =>
  tiers.map((tier) => `${action}:${subject}:${tier.windowSeconds}`)

/** An email as Payload compares it, hashed: keys stay short and the table lists no addresses. */
const accountSubject = (email: string) =>
  `account:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`

/** Counts one attempt on every tier; the longest wait among the refusing tiers, or null. */
async function consumeTiers(
  keys: string[],
  tiers: Tier[],
  now: Date,
  payload: Payload,
): Promise<RateLimitResult | null> {
  let refused: RateLimitResult | null = null
  for (const [i, tier] of tiers.entries()) {
    const result = await consumeRateLimit(keys[i]!, { ...tier, now, payload })
    if (!result.allowed && result.retryAfterSeconds > (refused?.retryAfterSeconds ?? 0)) refused = result
  }
  return refused
}

const MESSAGES = {
  'staff-login': {
    en: (minutes: number) =>
      `Too many sign-in attempts for this account or from your network. Please wait ${minutes} min and try again, or reset your password.`,
    uk: (minutes: number) =>
      `Забагато спроб входу до цього облікового запису або з вашої мережі. Зачекайте ${minutes} хв і спробуйте ще раз або відновіть пароль.`,
  },
  'staff-reset': {
    en: (minutes: number) => `Too many password reset requests. Please wait ${minutes} min and try again.`,
    uk: (minutes: number) => `Забагато запитів на відновлення пароля. Зачекайте ${minutes} хв і спробуйте ще раз.`,
  },
} satisfies Record<Action, Record<'en' | 'uk', (minutes: number) => string>>

/** The admin's language: Payload's `payload-lng` cookie, else the browser's first choice. */
function staffLanguage(request: Request): 'en' | 'uk' {
  const chosen = readCookie(request, 'payload-lng') ?? request.headers.get('accept-language') ?? ''
  return /^\s*uk\b/i.test(chosen) ? 'uk' : 'en'
}

/** Payload's REST handler for `/api/[...slug]` (REST_POST of @payloadcms/next/routes). */
export type RestHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/**
 * Reads the email from the body as Payload would: JSON, or the admin's multipart form with the
 * fields as JSON in `_payload`. Anything else is refused before Payload sees it, so no attempt
 * escapes the count.
 */
async function readEmail(request: Request): Promise<{ bytes: ArrayBuffer; email: string }> {
  const type = request.headers.get('content-type') ?? ''
  const multipart = /^multipart\/form-data\b/i.test(type)
  if (!multipart && !/^application\/json\b/i.test(type))
    throw new HttpError(415, 'Send the request as JSON (Content-Type: application/json) or as the admin’s form.')
  const bytes = await request.arrayBuffer()
  let body: unknown
  try {
    if (multipart) {
      const form = await new Response(bytes, { headers: { 'content-type': type } }).formData()
      body = JSON.parse(String(form.get('_payload') ?? '{}'))
    } else body = JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.')
  }
  const email = (body as { email?: unknown } | null)?.email
  if (typeof email !== 'string' || !email.trim())
    throw new HttpError(400, 'Enter your email address.', { email: 'Enter your email address.' })
  return { bytes, email }
}

/**
 * Wraps Payload's REST handler for `POST /api/users/<operation>` with the throttle. `clock` is for
 * tests (a pinned time instead of waiting out a window).
 */
export function throttledStaffAuth(
  operation: 'login' | 'forgot-password',
  rest: RestHandler,
  clock: Clock = systemClock,
): (request: Request) => Promise<Response> {
  const action: Action = operation === 'login' ? 'staff-login' : 'staff-reset'
  const limits = operation === 'login' ? STAFF_LOGIN_LIMITS : FORGOT_PASSWORD_LIMITS
  return handle(async (request: Request) => {
    const { bytes, email } = await readEmail(request)
    const payload = await payloadClient()
    const now = clock.now()
    const addressKeys = tierKeys(action, `ip:${requestIp(request)}`, limits.perAddress)
    const accountKeys = tierKeys(action, accountSubject(email), limits.perAccount)
    const refused =
      (await consumeTiers(addressKeys, limits.perAddress, now, payload)) ??
      (await consumeTiers(accountKeys, limits.perAccount, now, payload))
    if (refused) {
      const minutes = Math.ceil(refused.retryAfterSeconds / 60)
      return problem(
        429,
        { message: MESSAGES[action][staffLanguage(request)](minutes) },
        { 'retry-after': String(refused.retryAfterSeconds) },
      )
    }
    const headers = new Headers(request.headers)
    headers.set(THROTTLE_GATE_HEADER, throttleGateValue())
    const forwarded = new Request(request.url, { method: 'POST', headers, body: bytes })
    const response = await rest(forwarded, { params: Promise.resolve({ slug: ['users', operation] }) })
    if (operation === 'login' && response.ok) {
      await resetRateLimits(accountKeys, { payload })
      await refundRateLimits(addressKeys, { now, payload })
    }
    return response
  })
}
