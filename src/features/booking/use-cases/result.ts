import type { RuleResult } from '../domain/types'

/** What a use case answers: a value, or an HTTP-shaped refusal with a message a visitor can read. */
export type Refusal = {
  ok: false
  status: 400 | 401 | 403 | 404 | 409 | 422 | 503
  reason: string
  message: string
  fields?: Record<string, string>
}
export type Result<T> = ({ ok: true } & T) | Refusal

export function refusal(
  status: Refusal['status'],
  reason: string,
  message: string,
  fields?: Record<string, string>,
): Refusal {
  return { ok: false, status, reason, message, ...(fields ? { fields } : {}) }
}

const STATUS: Record<string, Refusal['status']> = {
  slot_taken: 409,
  already_cancelled: 409,
  already_reviewed: 409,
  forbidden_online_booking: 403,
  client_limit_day: 409,
  client_limit_upcoming: 409,
  cancel_window: 403,
  already_started: 403,
  not_your_appointment: 404,
}

/** A domain refusal as a use-case refusal (unknown reasons are 400 on the given field). */
export function fromRule(rule: Exclude<RuleResult<string>, { ok: true }>, field?: string): Refusal {
  const status = STATUS[rule.reason] ?? 400
  return refusal(status, rule.reason, rule.message, status === 400 && field ? { [field]: rule.message } : undefined)
}
