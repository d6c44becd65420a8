import {
  type Appointment,
  type Clock,
  type FrontDeskStore,
  type Id,
  instantToLocal,
  refusal,
  type Refusal,
} from '@/features/booking/kit'

import { rebookDates } from '../domain/rebook-dates'
import { GONE, type DeskRefusal } from './answers'
import { deskBook } from './book'

export interface DeskRebookInput {
  /** The visit to book again: its client, services (in order) and first stylist. */
  id: Id
  /** The first new visit, this many weeks after the visit's day, at the same time. */
  weeks: number
  /** Repeat every `every` weeks after that… */
  every?: number
  /** …up to this salon-local date (inclusive). */
  until?: string
  confirm?: boolean
}

const ON_THE_DAY = new Set(['reserved', 'planned', 'confirmed', 'arrived', 'completed'])
const ALREADY_BOOKED = refusal(409, 'client_has_visit', 'The client already has a visit at the salon that day.')

/** One date of a rebooking: booked, or why not (the rest of a series is still booked). */
export type RebookOutcome =
  | { date: string; start: string; ok: true; appointment: Appointment; joined: boolean }
  | { date: string; start: string; ok: false; refusal: DeskRefusal }

/**
 * Books a visit again: the same client, services (in order) and first stylist, at the same time
 * `weeks` later — or a series every `every` weeks until a date. Each date is booked as the desk
 * books any visit (its own transaction, the same checks and texts); a date that cannot be booked is
 * answered with its reason and the others are still booked, so the receptionist sees exactly which
 * to place by hand. A date asking for a confirmation (outside hours, blocked) is booked only with
 * `confirm`.
 */
export async function deskRebook(
  store: FrontDeskStore,
  clock: Clock,
  input: DeskRebookInput,
): Promise<{ ok: true; outcomes: RebookOutcome[] } | Refusal> {
  const visit = await store.appointment(input.id)
  if (!visit || visit.state === 'reserved') return GONE
  if (!visit.clientId) return refusal(409, 'no_client', 'This time has no client to book again.')
  const salon = await store.location(visit.locationId)
  if (!salon) return GONE
  const first = [...visit.items].sort((a, b) => a.start.getTime() - b.start.getTime())[0]
  if (!first) return GONE
  const local = instantToLocal(first.start, salon.timezone)
  const dates = rebookDates(local.date, input)
  if (!Array.isArray(dates)) return dates
  const outcomes: RebookOutcome[] = []
  const theirs = await store.appointmentsOfClient(visit.clientId)
  for (const date of dates) {
    // A day the client already has a visit at the salon is left alone: booking would add these
    // services to it (one visit per client and day), so sending a rebooking twice never doubles it.
    if (theirs.some((a) => a.locationId === visit.locationId && a.date === date && ON_THE_DAY.has(a.state))) {
      outcomes.push({ date, start: local.time, ok: false, refusal: ALREADY_BOOKED })
      continue
    }
    const r = await deskBook(store, clock, {
      location: visit.locationId,
      start: `${date}T${local.time}`,
      employee: first.employeeId,
      services: visit.items.map((i) => i.serviceId),
      client: { id: visit.clientId },
      confirm: input.confirm,
    })
    outcomes.push(
      r.ok
        ? { date, start: local.time, ok: true, appointment: r.appointment, joined: r.joined }
        : { date, start: local.time, ok: false, refusal: r },
    )
  }
  return { ok: true, outcomes }
}
