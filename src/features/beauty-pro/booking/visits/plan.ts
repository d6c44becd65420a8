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
  UNKNOWN_OPTION,
  bookedAs,
  getFreeTime,
  refusal,
  type Result,
} from '@/features/booking/kit'

import type { NewItem, PlannedVisit } from './appointment'
import type { VisitsContext } from './context'

/** The salon, the start as an instant, and the services, each offered there. */
async function placeAndServices(
  { catalogue }: VisitsContext,
  input: { location: Id; start: string; items: { service: Id; option?: Id | null }[] },
): Promise<
  Result<{
    date: string
    location: CatalogueLocation
    at: Date
    /** Each with its option's length when it has one. */
    chosen: CatalogueService[]
    /** The Beauty Pro service each books: its option's, else null (the service's own). */
    options: (Id | null)[]
  }>
> {
  const [date = '', time = ''] = input.start.split('T')
  const badTime = refusal(400, 'invalid_request', 'Choose a time.', { start: 'Choose a time.' })
  if (!parseLocalDate(date).ok || !parseLocalTime(time).ok) return badTime
  const [locations, services] = await Promise.all([catalogue.locations('en'), catalogue.services('en')])
  const location = locations.find((l) => l.id === input.location)
  if (!location) return refusal(400, 'invalid_request', 'Choose a salon.', { location: 'Choose a salon.' })
  const at = localToInstant(date, time, location.timezone)
  if (!at) return badTime
  const offered = input.items.map((i) =>
    services.find((s) => s.id === i.service && s.locationIds.includes(location.id)),
  )
  if (offered.some((s) => !s)) {
    const message = `${location.name} doesn't offer this service online.`
    return refusal(400, 'invalid_request', message, { items: message })
  }
  // A chosen option books as its own Beauty Pro service, with its length (docs/decisions/0052).
  const booked = offered.map((s, n) => bookedAs(s!, input.items[n]!.option))
  const unknown = booked.findIndex((b) => !b)
  if (unknown >= 0)
    return refusal(422, 'unknown_option', UNKNOWN_OPTION, { [`items.${unknown}.option`]: UNKNOWN_OPTION })
  const chosen = booked.map((b) => b!.service)
  return { ok: true, date, location, at, chosen, options: booked.map((b) => b!.option?.id ?? null) }
}

/** Items back to back from `start`, each with a stylist Beauty Pro's free time offers then. */
export async function plan(
  ctx: VisitsContext,
  input: { location: Id; start: string; items: RequestedVisitItem[] },
): Promise<Result<PlannedVisit>> {
  const where = await placeAndServices(ctx, input)
  if (!where.ok) return where
  const { date, location, at, chosen, options } = where

  // One stylist (or "any") for the whole visit is one question; several named stylists, one each.
  const one = new Set(input.items.map((i) => i.employee)).size === 1
  const groups = one
    ? [{ employee: input.items[0]!.employee, from: 0, to: input.items.length }]
    : input.items.map((i, n) => ({ employee: i.employee, from: n, to: n + 1 }))
  const items: NewItem[] = []
  let cursor = at.getTime()
  for (const group of groups) {
    const part = chosen.slice(group.from, group.to)
    const partOptions = options.slice(group.from, group.to)
    const startLocal = instantToLocal(new Date(cursor), location.timezone)
    const asked = await getFreeTime(
      { catalogue: ctx.catalogue, times: ctx.times, clock: ctx.clock },
      {
        locationId: location.id,
        serviceIds: part.map((s) => s.id),
        optionIds: partOptions,
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
    for (const [n, service] of part.entries()) {
      const bpService = partOptions[n] ?? service.id
      items.push({ start: new Date(cursor), duration: service.duration, professional: employee, service: bpService })
      cursor += service.duration * MINUTE_MS
    }
  }
  return { ok: true, location: location.id, date, items }
}

/** Items for named stylists back to back from `start`, checked by Beauty Pro when written. */
export async function planNamed(
  ctx: VisitsContext,
  input: { location: Id; start: string; items: { service: Id; option?: Id | null; employee: Id }[] },
): Promise<Result<PlannedVisit>> {
  const where = await placeAndServices(ctx, input)
  if (!where.ok) return where
  const { date, location, at, chosen, options } = where
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
      service: options[n] ?? service.id,
    })
    cursor += service.duration * MINUTE_MS
  })
  return { ok: true, location: location.id, date, items }
}
