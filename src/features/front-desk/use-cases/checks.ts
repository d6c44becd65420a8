import {
  workingIntervalsOn,
  instantToLocal,
  MINUTE_MS,
  type AppointmentItem,
  type FrontDeskStore,
  type Id,
  type LocationInfo,
  type Refusal,
} from '@/features/booking/kit'

import { hhmm, inTheWay, needsConfirmation, type DeskWarning } from './answers'

/**
 * Checks items about to be written: another live visit of a stylist in the way refuses; hours,
 * blocked time, the stylist's services and a start in the past need `confirm`.
 */
export async function checkItems(
  tx: FrontDeskStore,
  salon: LocationInfo,
  items: AppointmentItem[],
  ctx: { now: Date; confirm: boolean; except?: Id },
): Promise<Refusal | null> {
  const zone = salon.timezone
  const schedules = await tx.schedules(salon)
  const warnings: DeskWarning[] = []
  const names = new Map<Id, string>()
  const nameOf = async (id: Id) => {
    if (!names.has(id)) names.set(id, (await tx.employeeName(id)) ?? 'This stylist')
    return names.get(id)!
  }
  for (const item of items) {
    const range = { start: item.start, end: new Date(item.start.getTime() + item.duration * MINUTE_MS) }
    const name = await nameOf(item.employeeId)
    const clash = await tx.visitsInTheWay(item.employeeId, range, ctx.now, ctx.except)
    if (clash.length) return inTheWay(clash, name, zone)
    const schedule = schedules.find((s) => s.employeeId === item.employeeId)
    const date = instantToLocal(range.start, zone).date
    const inHours =
      schedule && workingIntervalsOn(schedule, date).some((w) => w.start <= range.start && range.end <= w.end)
    const [start, end] = [hhmm(range.start, zone), hhmm(range.end, zone)]
    if (!inHours)
      warnings.push({
        kind: 'outside_hours',
        message: `${start}–${end} is outside ${name}’s working hours.`,
        params: { stylist: name, start, end },
      })
    if (schedule && !schedule.serviceIds.includes(item.serviceId))
      warnings.push({
        kind: 'not_their_service',
        message: `${name} does not usually do this service.`,
        params: { stylist: name },
      })
    for (const b of await tx.blockedTime(item.employeeId, range)) {
      const [from, to] = [hhmm(b.start, zone), hhmm(b.end, zone)]
      warnings.push({
        kind: 'blocked_time',
        message: `${name} has blocked ${from}–${to}${b.reason ? ` (${b.reason})` : ''}.`,
        params: { stylist: name, start: from, end: to, reason: b.reason },
      })
    }
  }
  if (items[0] && items[0].start.getTime() < ctx.now.getTime() - 15 * MINUTE_MS)
    warnings.push({ kind: 'in_the_past', message: 'This time has already passed.', params: {} })
  const unique = warnings.filter((w, i) => warnings.findIndex((x) => x.message === w.message) === i)
  return unique.length && !ctx.confirm ? needsConfirmation(unique) : null
}
