import {
  type AppointmentState,
  instantToLocal,
  type Clock,
  type FrontDeskStore,
  type Id,
  refusal,
} from '@/features/booking/kit'

import { CANCELLED, invalid, type DeskResult, type VisitChanged } from './answers'
import { claim, isRefusal, tellClient, write } from './desk-write'

/** Cancels with the reason staff give; the client is texted as for an online cancellation. */
export async function deskCancel(
  store: FrontDeskStore,
  clock: Clock,
  input: { id: Id; version: string; reason: string },
): Promise<DeskResult<VisitChanged>> {
  const reason = input.reason.trim()
  if (!reason) return invalid('reason', 'Give a reason for the cancellation.')
  const result = await write(store, async (tx): Promise<DeskResult<VisitChanged>> => {
    const now = clock.now()
    const a = await claim(tx, input.id, input.version)
    if (isRefusal(a)) return a
    if (a.state === 'cancelled') return CANCELLED
    if (a.state === 'completed' || a.state === 'no-show')
      return refusal(409, 'already_closed', 'This visit is closed: take it back to planned before cancelling it.')
    const appointment = await tx.updateAppointment(
      a.id,
      { state: 'cancelled', cancelReason: reason, cancelledAt: now },
      now,
    )
    return { ok: true, appointment }
  })
  return tellClient(store, clock, result, 'cancelled')
}

/** The states staff move a visit between from the calendar, and from which states. */
const CLOSING: Partial<Record<AppointmentState, { from: AppointmentState[]; started: boolean }>> = {
  confirmed: { from: ['planned'], started: false },
  arrived: { from: ['planned', 'confirmed'], started: false },
  completed: { from: ['planned', 'confirmed', 'arrived'], started: true },
  'no-show': { from: ['planned', 'confirmed'], started: true },
  // Undo: a visit closed by mistake goes back into the diary (refused if its time was taken since).
  planned: { from: ['confirmed', 'arrived', 'completed', 'no-show'], started: false },
}

export type DeskState = 'planned' | 'confirmed' | 'arrived' | 'completed' | 'no-show'

export const MONEY_GIVEN_BACK = refusal(
  409,
  'money_given_back',
  'Money for this visit moved when it was cancelled (a payment, a voucher or the balance): book it again instead, so it is paid again.',
)
export const CANCELLED_LONG_AGO = refusal(
  409,
  'visit_over',
  'This visit’s time has passed: a cancellation can be undone only for a visit still ahead.',
)

/**
 * Closes a visit: the client arrived, the visit is completed, or they did not come (a no-show,
 * which frees the stylist's time and counts on the client). Completed and no-show only once the
 * visit has started.
 */
export async function deskSetState(
  store: FrontDeskStore,
  clock: Clock,
  input: {
    id: Id
    version: string
    state: DeskState
    /** Whether money moved for the visit (asked only to undo a cancellation). */
    moneyMoved?: (id: Id) => Promise<boolean>
  },
): Promise<DeskResult<VisitChanged>> {
  const rule = CLOSING[input.state]
  if (!rule) return invalid('state', 'Choose a state.')
  let restored = false
  const result = await write(store, async (tx): Promise<DeskResult<VisitChanged>> => {
    const now = clock.now()
    const a = await claim(tx, input.id, input.version)
    if (isRefusal(a)) return a
    if (a.state === 'cancelled') {
      // Undo a cancellation made by mistake: the visit is back if its time is still free (the slot
      // guard refuses otherwise) and nothing was paid or given back for it.
      if (input.state !== 'planned') return CANCELLED
      if (a.end.getTime() <= now.getTime()) return CANCELLED_LONG_AGO
      if (!input.moneyMoved || (await input.moneyMoved(a.id))) return MONEY_GIVEN_BACK
      restored = true
      const appointment = await tx.updateAppointment(
        a.id,
        { state: 'planned', cancelReason: null, cancelledAt: null },
        now,
      )
      return { ok: true, appointment }
    }
    if (a.state === input.state) return { ok: true, appointment: a }
    if (!rule.from.includes(a.state))
      return refusal(409, 'wrong_state', `A visit that is ${a.state} cannot be marked ${input.state}.`)
    if (rule.started && a.start.getTime() > now.getTime())
      return refusal(409, 'not_started', 'This visit has not started yet.')
    const salon = await tx.location(a.locationId)
    if (input.state === 'arrived' && salon && instantToLocal(now, salon.timezone).date < a.date)
      return refusal(409, 'not_today', 'A client can arrive on the day of their visit only.')
    return { ok: true, appointment: await tx.updateAppointment(a.id, { state: input.state }, now) }
  })
  // A visit back in the diary is confirmed to the client again, like a new booking.
  return restored ? tellClient(store, clock, result, 'created') : result
}
