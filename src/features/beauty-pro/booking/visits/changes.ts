/**
 * Changing a booked visit with the client's token, when the policy allows: moves and cancels are
 * `PUT /appointments/{id}`, services are added and removed through `/appointments/services`. Each
 * answers the visit as Beauty Pro has it afterwards.
 */
import type { AppointmentView } from '@/features/booking/contract'

import { MINUTE_MS, type Id, type VisitDesk, refusal, type Refusal, type Result } from '@/features/booking/kit'

import { appointmentPath, type BpAppointment, itemBody, readAppointment } from './appointment'
import type { Caller, VisitsContext } from './context'
import { guard } from './failures'
import { changeable } from './ownership'
import { plan, planNamed } from './plan'
import { serviceOfBooked, view } from './views'

type Changed = Promise<Result<{ appointment: AppointmentView }>>

/** The client's changeable visit `id` changed by `change` (or its refusal), read back. */
function changeVisit(
  ctx: VisitsContext,
  where: string,
  { clientId, id }: { clientId: Id; id: Id },
  change: (call: Caller, a: BpAppointment) => Promise<Refusal | void>,
): Changed {
  return guard(ctx.log, where, async () => {
    const found = await changeable(ctx, clientId, id)
    if (!found.ok) return found
    const { call, a } = found
    const refused = await change(call, a)
    if (refused) return refused
    return { ok: true, appointment: await view(ctx.catalogue, await readAppointment(call, a.id)) }
  })
}

export function reschedule(ctx: VisitsContext, request: Parameters<VisitDesk['reschedule']>[0]): Changed {
  const { start, items } = request
  return changeVisit(ctx, 'reschedule', request, async (call, a) => {
    const services = items ? [] : await ctx.catalogue.services('en')
    // Each item as it was booked: a service, or a service with its option (docs/decisions/0052).
    const requested =
      items ??
      (a.services ?? []).map((i) => {
        const booked = serviceOfBooked(services, i.service)
        return booked
          ? { service: booked.service.id, option: booked.option?.id ?? null, employee: i.professional }
          : { service: i.service, employee: i.professional }
      })
    // The visit's own time is busy in Beauty Pro's free time: named stylists are checked by the
    // move itself (working time and conflicts, leaving the visit out); "any" asks free time.
    const planned = requested.every((i) => i.employee)
      ? await planNamed(ctx, {
          location: a.location,
          start,
          items: requested as { service: Id; option?: Id | null; employee: Id }[],
        })
      : await plan(ctx, { location: a.location, start, items: requested })
    if (!planned.ok) return planned
    await call('PUT', appointmentPath(a.id), {
      body: { date: planned.date, services: planned.items.map(itemBody) },
    })
  })
}

export function addService(ctx: VisitsContext, request: Parameters<VisitDesk['addService']>[0]): Changed {
  const { service, employee } = request
  return changeVisit(ctx, 'add-service', request, async (call, a) => {
    const [settings, services, employees] = await Promise.all([
      ctx.catalogue.settings(),
      ctx.catalogue.services('en'),
      ctx.catalogue.employees('en'),
    ])
    if (!settings.severalServices)
      return refusal(400, 'several_services_disabled', 'Please book one service at a time.')
    const offered = services.find((s) => s.id === service && s.locationIds.includes(a.location))
    if (!offered)
      return refusal(400, 'invalid_request', "The salon doesn't offer this service online.", {
        service: "The salon doesn't offer this service online.",
      })
    const items = [...(a.services ?? [])].sort((x, y) => x.start.localeCompare(y.start))
    const professional = employee ?? items.at(-1)?.professional ?? null
    if (!professional || !employees.find((e) => e.id === professional)?.serviceIds.includes(offered.id))
      return refusal(400, 'stylist_cannot_perform', "This stylist doesn't offer this service.", {
        service: "This stylist doesn't offer this service.",
      })
    const end = Math.max(...items.map((i) => Date.parse(i.start) + i.duration * MINUTE_MS))
    await call('POST', '/appointments/services', {
      body: {
        appointment: a.id,
        ...itemBody({ start: new Date(end), duration: offered.duration, professional, service: offered.id }),
      },
    })
  })
}

export function removeService(ctx: VisitsContext, request: Parameters<VisitDesk['removeService']>[0]): Changed {
  const { itemId } = request
  return changeVisit(ctx, 'remove-service', request, async (call, a) => {
    const items = a.services ?? []
    if (!items.some((i) => i.id === itemId)) return refusal(404, 'not_found', 'This service is not part of the visit.')
    if (items.length === 1)
      return refusal(400, 'last_service', 'A visit needs at least one service: cancel the visit instead.')
    await call('DELETE', `/appointments/services/${encodeURIComponent(itemId)}`)
  })
}

export function cancel(ctx: VisitsContext, request: Parameters<VisitDesk['cancel']>[0]): Changed {
  const { reason } = request
  return changeVisit(ctx, 'cancel', request, async (call, a) => {
    await call('PUT', appointmentPath(a.id), {
      body: { state: 'cancelled', cancelReason: reason?.trim() || 'Cancelled by the client online' },
    })
  })
}
