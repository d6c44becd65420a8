import type { Messages } from '@/platform/i18n/messages'
import { refusedAsPlainText } from '@/platform/validation/plain-text'

import type { AccountClient, Answer } from './account-api'

/** The account's own strings (`account…` keys), the only ones the page sends to the browser. */
export type AccountMessages = Pick<Messages, Extract<keyof Messages, `account${string}`>>

const REASONS: Record<string, keyof AccountMessages> = {
  slot_taken: 'accountErrorSlotTaken',
  not_offered: 'accountErrorNotOffered',
  too_soon: 'accountErrorNotOffered',
  outside_hours: 'accountErrorNotOffered',
  cancel_window: 'accountErrorCancelWindow',
  already_started: 'accountErrorStarted',
  already_cancelled: 'accountErrorAlreadyCancelled',
  already_booked_that_day: 'accountErrorBookedThatDay',
  already_reviewed: 'accountErrorReviewed',
  not_finished: 'accountErrorNotFinished',
  forbidden_online_booking: 'accountErrorForbidden',
  client_limit_day: 'accountErrorDayLimit',
  client_limit_upcoming: 'accountErrorUpcomingLimit',
  // Overload (503 with Retry-After): nothing was done, the same action may be tried again.
  busy: 'accountErrorBusy',
}

/** What a part of the account that changes the client's details is given. */
export interface ClientPartProps {
  t: AccountMessages
  client: AccountClient
  onSaved: (client: AccountClient) => void
  onSignedOut: () => void
}

/** A refusal of the API in the visitor's language (the API's own messages are English). */
export function problemText(t: AccountMessages, answer: Exclude<Answer<unknown>, { ok: true }>): string {
  const known = answer.reason ? REASONS[answer.reason] : undefined
  if (known) return t[known]
  if (answer.status === 400 && refusedAsPlainText(answer.fields)) return t.accountErrorPlainText
  if (answer.status === 0) return t.accountErrorOffline
  if (answer.status === 401) return t.accountErrorSignedOut
  if (answer.status === 429) return t.accountErrorTooMany
  return t.accountErrorGeneric
}
