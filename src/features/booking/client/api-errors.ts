/**
 * The booking and sign-in API's error answers (`{ message, reason?, fields? }`, docs/booking-api.md)
 * turned into words for the visitor in their language. The API's own `message` is English and
 * visitor-friendly: the English widget shows it where it is more precise than ours (a wrong code's
 * "N tries left"); the Ukrainian one always uses its own sentence for the reason.
 */
import type { Locale } from '@/platform/i18n/locales'
import type { BookingMessages } from '@/platform/i18n/booking-messages'
import { fill } from '@/platform/i18n/messages'
import { refusedAsPlainText } from '@/platform/validation/plain-text'

export interface ApiErrorBody {
  message?: string
  reason?: string
  fields?: Record<string, string>
}

export class BookingApiError extends Error {
  constructor(
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    readonly body: ApiErrorBody,
    /** Seconds, from a 429's Retry-After. */
    readonly retryAfter: number | null = null,
  ) {
    super(body.message ?? `HTTP ${status}`)
    this.name = 'BookingApiError'
  }

  get reason(): string | undefined {
    return this.body.reason
  }
}

/** Reasons that mean "this time cannot be had": the widget shows fresh times with the message. */
export const TIME_GONE_REASONS = new Set(['slot_taken', 'not_offered', 'too_soon', 'outside_hours'])

export function isTimeGone(error: unknown): boolean {
  return (
    error instanceof BookingApiError &&
    (TIME_GONE_REASONS.has(error.reason ?? '') || (error.status === 409 && !error.reason) || !!error.body.fields?.start)
  )
}

/** What one client may hold online (issue 32): refusals that send the client to the phone. */
const LIMIT_WORDS: Record<string, keyof BookingMessages> = {
  client_limit_day: 'bookErrDayLimit',
  client_limit_upcoming: 'bookErrUpcomingLimit',
}

/** The message for the whole request (shown in the widget's alert region). */
export function errorMessage(error: unknown, t: BookingMessages, locale: Locale): string {
  if (!(error instanceof BookingApiError) || error.status === 0) return t.bookErrNetwork
  const { status, reason, body } = error
  if (reason === 'slot_taken') return t.bookErrSlotTaken
  if (isTimeGone(error)) return t.bookErrNotOffered
  if (status === 429) {
    const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60))
    return fill(t.bookErrTooMany, { minutes: String(minutes) })
  }
  if (reason === 'forbidden_online_booking') return t.bookErrForbidden
  if (reason === 'unknown_option') return t.bookErrUnknownOption
  // The English message names the salon's limit; the Ukrainian sentence says the same without it.
  const limit = reason ? LIMIT_WORDS[reason] : undefined
  if (limit) return locale === 'en' && body.message ? body.message : t[limit]
  if (status === 401) return t.bookErrSignIn
  // The site was too busy to take the request (503 with Retry-After): nothing was done.
  if (reason === 'busy') return t.bookErrBusy
  if (status === 503) return reason === 'unavailable' ? t.bookErrUnavailable : t.bookErrSms
  if (locale === 'en' && body.message && status < 500) return body.message
  return t.bookErrGeneric
}

const fieldWords: Record<string, keyof BookingMessages> = {
  phone: 'bookErrPhone',
  code: 'bookErrCode',
  firstname: 'bookErrFirstName',
  email: 'bookErrEmail',
}

/** Field messages of a 400 for the named fields, in the visitor's language. */
export function fieldErrors(error: unknown, t: BookingMessages, locale: Locale): Record<string, string> {
  if (!(error instanceof BookingApiError) || error.status !== 400 || !error.body.fields) return {}
  const out: Record<string, string> = {}
  for (const [field, message] of Object.entries(error.body.fields)) {
    const key = fieldWords[field]
    if (refusedAsPlainText(error.body.fields, field)) out[field] = t.bookErrPlainText
    else out[field] = locale === 'en' && message ? message : key ? t[key] : t.bookErrField
  }
  return out
}
