import {
  type Appointment,
  type Clock,
  type EngineTimetable,
  type FrontDeskStore,
  type Id,
  splitLocalStart,
} from '@/features/booking/kit'

import { CANCELLED, CHANGED_MEANWHILE, GONE, invalid, NOT_A_STYLIST_HERE, type DeskResult } from './answers'
import { checkItems, isChecked } from './checks'
import { current, isRefusal, tellClient, write } from './desk-write'
import { resolveWall } from './wall-clock'

export interface DeskMoveInput {
  id: Id
  version: string
  /** New salon-local start `YYYY-MM-DDTHH:mm`; the services keep their order and gaps. */
  start?: string
  /** Another stylist for the services of `from` (of the whole visit when it has one stylist). */
  employee?: Id
  /** Whose services the new stylist takes over; the visit's first stylist when not given. */
  from?: Id
  confirm?: boolean
  /** Visits to book it over on purpose: a moved visit asks again (docs/decisions/0045). */
  overlap?: Id[]
}

type Moved = { appointment: Appointment; unchanged?: boolean }

/** Moves a visit to another time, another stylist, or both. The client is texted about the change. */
export async function deskMove(store: FrontDeskStore, clock: Clock, input: DeskMoveInput): Promise<DeskResult<Moved>> {
  const result = await write(store, async (tx): Promise<DeskResult<Moved>> => {
    const now = clock.now()
    const a = await current(tx, input.id, input.version)
    if (isRefusal(a)) return a
    if (a.state === 'cancelled') return CANCELLED
    const salon = await tx.location(a.locationId)
    if (!salon) return GONE
    let shift = 0
    if (input.start) {
      const local = splitLocalStart(input.start)
      const at = local && resolveWall(local.date, local.time, salon.timezone)
      if (!at) return invalid('start', 'Choose a date and time.')
      shift = at.getTime() - a.start.getTime()
    }
    if (input.employee && !(await tx.worksAt(input.employee, salon.id))) return NOT_A_STYLIST_HERE
    // A new stylist takes over the services of one stylist of the visit (the one named by `from`,
    // or the visit's first); the others keep theirs.
    const from = input.from ?? a.items[0]!.employeeId
    const items = a.items.map((i) => ({
      ...i,
      start: new Date(i.start.getTime() + shift),
      employeeId: input.employee && i.employeeId === from ? input.employee : i.employeeId,
    }))
    if (items.every((x, k) => +x.start === +a.items[k]!.start && x.employeeId === a.items[k]!.employeeId))
      return { ok: true, appointment: a, unchanged: true }
    if (!(await tx.claimVersion(a.id, input.version))) return CHANGED_MEANWHILE
    const checked = await checkItems(tx, salon, items, {
      now,
      confirm: Boolean(input.confirm),
      except: a.id,
      overlap: input.overlap,
    })
    if (!isChecked(checked)) return checked
    return {
      ok: true,
      appointment: await tx.updateAppointment(a.id, { items, overlapWith: checked.overlapWith }, now),
    }
  })
  // Nothing changed is no change, and no text.
  return result.ok && result.unchanged ? result : tellClient(store, clock, result, 'changed')
}

/**
 * The engine's time tables as they are for a visit being moved: its own time counts as free (it
 * leaves it), so a move by half an hour inside its own time is offered; all else as for booking.
 */
export function timetableWithout(store: FrontDeskStore, visitId: Id): EngineTimetable {
  return {
    async schedules(location) {
      const salon = await store.location(location.id)
      return salon ? store.schedules(salon) : []
    },
    busy: (employeeIds, range, now) => store.busy(employeeIds, range, now, visitId),
  }
}
