/** What the front desk answers besides a changed visit: its warnings and refusals. */
import { instantToLocal, type Appointment, refusal, type Refusal, type Result } from '@/features/booking/kit'

/**
 * Something staff must confirm before the change is made: an English message, and its parts
 * (`params`) so the calendar can say it in the admin's language.
 */
export interface DeskWarning {
  kind: 'outside_hours' | 'blocked_time' | 'not_their_service' | 'in_the_past' | 'overlap'
  message: string
  params: {
    stylist?: string
    start?: string
    end?: string
    reason?: string
    /** `overlap`: the visits in the way; booking over them needs their ids sent back as `overlap`. */
    visits?: InTheWayVisit[]
  }
}

/** A visit in the way, in salon time; `id` names it in a confirmation (`overlap`). */
export interface InTheWayVisit {
  id?: string
  client: string
  start: string
  end: string
  services: string[]
}

/** A visit in the way of a change, as the refusal names it. */
export interface InTheWay {
  stylist: string
  visits: InTheWayVisit[]
}

export type DeskResult<T> = Result<T> | (Refusal & { warnings: DeskWarning[] }) | (Refusal & { inTheWay: InTheWay })

/** What most desk changes answer: the visit as changed. */
export type VisitChanged = { appointment: Appointment }

export type DeskRefusal = Exclude<DeskResult<never>, { ok: true }>

export const CHANGED_MEANWHILE = refusal(
  409,
  'changed_meanwhile',
  'Someone else changed this visit a moment ago. The calendar now shows their change: look at it and try again.',
)
export const GONE = refusal(404, 'not_found', 'This visit no longer exists.')
export const CANCELLED = refusal(409, 'already_cancelled', 'This visit is cancelled: book a new one instead.')

/** A 400 on one field of the form, with the same message for the form and the field. */
export const invalid = (field: string, message: string): Refusal =>
  refusal(400, 'invalid_request', message, { [field]: message })

export const NOT_A_STYLIST_HERE = invalid('employee', 'Choose a stylist of this salon.')

export const hhmm = (d: Date, zone: string) => instantToLocal(d, zone).time

export function needsConfirmation(warnings: DeskWarning[]): Refusal & { warnings: DeskWarning[] } {
  return {
    ...refusal(409, 'needs_confirmation', warnings.map((w) => w.message).join(' ')),
    warnings,
  }
}

/**
 * Visits in the way, which staff may book over on purpose (docs/decisions/0045): a warning naming
 * them, to be confirmed by sending their ids back as `overlap`.
 */
export function overlapWarning(
  visits: { id: string; client: string; start: Date; end: Date; services: string[] }[],
  stylist: string,
  zone: string,
): DeskWarning {
  const local = visits.map((v) => ({ ...v, start: hhmm(v.start, zone), end: hhmm(v.end, zone) }))
  const named = local.map((v) => `${v.client}’s visit ${v.start}–${v.end} (${v.services.join(', ')})`).join('; ')
  return {
    kind: 'overlap',
    message: `${stylist} is busy then: ${named} is in the way. Book both at once on purpose?`,
    params: { stylist, visits: local },
  }
}
