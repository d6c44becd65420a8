import {
  type AppointmentItem,
  type Clock,
  type FrontDeskStore,
  type Id,
  loadServices,
  refusal,
} from '@/features/booking/kit'

import { CANCELLED, GONE, NOT_A_STYLIST_HERE, type DeskResult, type VisitChanged } from './answers'
import { checkItems, isChecked } from './checks'
import { claim, isRefusal, tellClient, write } from './desk-write'

/** Adds a service at the end of the visit, with the visit's last stylist unless another is named. */
export async function deskAddService(
  store: FrontDeskStore,
  clock: Clock,
  input: { id: Id; version: string; service: Id; employee?: Id; confirm?: boolean; overlap?: Id[] },
): Promise<DeskResult<VisitChanged>> {
  const result = await write(store, async (tx): Promise<DeskResult<VisitChanged>> => {
    const now = clock.now()
    const a = await claim(tx, input.id, input.version)
    if (isRefusal(a)) return a
    if (a.state === 'cancelled') return CANCELLED
    const salon = await tx.location(a.locationId)
    if (!salon) return GONE
    const loaded = await loadServices(tx, salon, [input.service])
    if (!loaded.ok) return { ...loaded, fields: { service: loaded.message } }
    const service = loaded.services[0]!
    if (input.employee && !(await tx.worksAt(input.employee, salon.id))) return NOT_A_STYLIST_HERE
    const item: AppointmentItem = {
      serviceId: service.id,
      employeeId: input.employee ?? a.items.at(-1)!.employeeId,
      start: a.end,
      duration: service.duration,
      price: service.prices[salon.id] ?? null,
      processing: service.processing ?? null,
    }
    const checked = await checkItems(tx, salon, [item], {
      now,
      confirm: Boolean(input.confirm),
      except: a.id,
      overlap: input.overlap,
    })
    if (!isChecked(checked)) return checked
    const overlapWith = [...new Set([...(a.overlapWith ?? []), ...checked.overlapWith])]
    return { ok: true, appointment: await tx.updateAppointment(a.id, { items: [...a.items, item], overlapWith }, now) }
  })
  return tellClient(store, clock, result, 'changed')
}

/** Takes one service out of the visit (never the last: the visit is cancelled instead). */
export async function deskRemoveService(
  store: FrontDeskStore,
  clock: Clock,
  input: { id: Id; version: string; itemId: Id },
): Promise<DeskResult<VisitChanged>> {
  const result = await write(store, async (tx): Promise<DeskResult<VisitChanged>> => {
    const a = await claim(tx, input.id, input.version)
    if (isRefusal(a)) return a
    if (a.state === 'cancelled') return CANCELLED
    const rest = a.items.filter((i) => i.id !== input.itemId)
    if (rest.length === a.items.length) return refusal(404, 'not_found', 'This service is not part of the visit.')
    if (!rest.length)
      return refusal(400, 'last_service', 'A visit needs at least one service: cancel the visit instead.')
    return { ok: true, appointment: await tx.updateAppointment(a.id, { items: rest }, clock.now()) }
  })
  return tellClient(store, clock, result, 'changed')
}
