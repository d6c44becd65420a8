/**
 * Planning a visit's items: the salon, the start and the services must be ones Beauty Pro offers
 * online, and the start one its free time offers (or, for named stylists on a move, one Beauty Pro
 * checks when the move is written).
 */
import {
  instantToLocal,
  localToInstant,
  MINUTE_MS,
  parseLocalDate,
  parseLocalTime,
  type CatalogueLocation,
  type CatalogueService,
  type Id,
  type RequestedVisitItem,
  TAKEN,
  getFreeTime,
  refusal,
  type Result,
} from '@/features/booking/kit'

import type { NewItem, PlannedVisit } from './appointment'
import type { VisitsContext } from './context'

/** The salon, the start as an instant, and the services, each offered there. */
async function placeAndServices(
  { catalogue }: VisitsContext,
  input: { location: Id; start: string; items: { service: Id }[] },
): Promise<Result<{ date: string; location: CatalogueLocation; at: Date; chosen: CatalogueService[] }>> {
  const [date = '', time = ''] = input.start.split('T')
  const badTime = refusal(400, 'invalid_request', 'Choose a time.', { start: 'Choose a time.' })
  if (!parseLocalDate(date).ok || !parseLocalTime(time).ok) return badTime
  const [locations, services] = await Promise.all([catalogue.locations('en'), catalogue.services('en')])
  const location = locations.find((l) => l.id === input.location)
  if (!location) return refusal(400, 'invalid_request', 'Choose a salon.', { location: 'Choose a salon.' })
  const at = localToInstant(date, time, location.timezone)
  if (!at) return badTime
  const chosen = input.items.map((i) => services.find((s) => s.id === i.service && s.locationIds.includes(location.id)))
  if (chosen.some((s) => !s)) {
    const message = `${location.name} doesn't offer this service online.`
    return refusal(400, 'invalid_request', message, { items: message })
  }
  return { ok: true, date, location, at, chosen: chosen.map((s) => s!) }
}

/** Items back to back from `start`, each with a stylist Beauty Pro's free time offers then. */
export async function plan(
  ctx: VisitsContext,
  input: { location: Id; start: string; items: RequestedVisitItem[] },
): Promise<Result<PlannedVisit>> {
  const where = await placeAndServices(ctx, input)
  if (!where.ok) return where
  const { date, location, at, chosen } = where

  // One stylist (or "any") for the whole visit is one question; several named stylists, one each.
  const one = new Set(input.items.map((i) => i.employee)).size === 1
  const groups = one
    ? [{ employee: input.items[0]!.employee, from: 0, to: input.items.length }]
    : input.items.map((i, n) => ({ employee: i.employee, from: n, to: n + 1 }))
  const items: NewItem[] = []
  let cursor = at.getTime()
  for (const group of groups) {
    const part = chosen.slice(group.from, group.to)
    const startLocal = instantToLocal(new Date(cursor), location.timezone)
    const asked = await getFreeTime(
      { catalogue: ctx.catalogue, times: ctx.times, clock: ctx.clock },
      {
        locationId: location.id,
        serviceIds: part.map((s) => s.id),
        from: startLocal.date,
        to: startLocal.date,
        employeeId: group.employee,
      },
    )
    if (!asked.ok) {
      const { field, message } = asked.refusal
      return refusal(400, 'invalid_request', message, { [field === 'services' ? 'items' : field]: message })
    }
    const employee = Object.entries(asked.times).find(([, days]) =>
      days[startLocal.date]?.includes(startLocal.time),
    )?.[0]
    if (!employee) return TAKEN
    for (const service of part) {
      items.push({ start: new Date(cursor), duration: service.duration, professional: employee, service: service.id })
      cursor += service.duration * MINUTE_MS
    }
  }
  return { ok: true, location: location.id, date, items }
}

/** Items for named stylists back to back from `start`, checked by Beauty Pro when written. */
export async function planNamed(
  ctx: VisitsContext,
  input: { location: Id; start: string; items: { service: Id; employee: Id }[] },
): Promise<Result<PlannedVisit>> {
  const where = await placeAndServices(ctx, input)
  if (!where.ok) return where
  const { date, location, at, chosen } = where
  const settings = await ctx.catalogue.settings()
  if (at.getTime() < ctx.clock.now().getTime() + settings.nearestBookingMinutes * MINUTE_MS) return TAKEN
  const items: NewItem[] = []
  let cursor = at.getTime()
  input.items.forEach((item, n) => {
    const service = chosen[n]!
    items.push({
      start: new Date(cursor),
      duration: service.duration,
      professional: item.employee,
      service: service.id,
    })
    cursor += service.duration * MINUTE_MS
  })
  return { ok: true, location: location.id, date, items }
}
