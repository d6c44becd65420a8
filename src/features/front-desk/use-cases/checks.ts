import {
  busyRanges,
  workingIntervalsOn,
  instantToLocal,
  MINUTE_MS,
  type AppointmentItem,
  type FrontDeskStore,
  type Id,
  type LocationInfo,
  type Refusal,
} from '@/features/booking/kit'

import { hhmm, needsConfirmation, overlapWarning, type DeskWarning } from './answers'

/** Items that may be written, and the visits they were confirmed to be booked over. */
export interface Checked {
  overlapWith: Id[]
}

/**
 * Checks items about to be written. Hours, blocked time, the stylist's services and a start in
 * the past need `confirm`. Another live visit of a stylist in the busy parts of an item (its
 * processing gap is free) needs its id in `overlap`: staff book over it on purpose
 * (docs/decisions/0045); any other visit in the way asks again.
 */
export async function checkItems(
  tx: FrontDeskStore,
  salon: LocationInfo,
  items: AppointmentItem[],
  ctx: { now: Date; confirm: boolean; except?: Id; overlap?: readonly Id[] },
): Promise<Refusal | Checked> {
  const accepted = new Set(ctx.overlap ?? [])
  const overlapWith = new Set<Id>()
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
    const clash = new Map<Id, Awaited<ReturnType<FrontDeskStore['visitsInTheWay']>>[number]>()
    for (const part of busyRanges(item))
      for (const v of await tx.visitsInTheWay(item.employeeId, part, ctx.now, ctx.except)) clash.set(v.appointmentId, v)
    const unaccepted = [...clash.values()].filter((v) => !accepted.has(v.appointmentId))
    if (unaccepted.length)
      warnings.push(
        overlapWarning(
          [...clash.values()].map((v) => ({ ...v, id: v.appointmentId })),
          name,
          zone,
        ),
      )
    for (const id of clash.keys()) overlapWith.add(id)
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
  const overlapAsked = unique.some((w) => w.kind === 'overlap')
  if (unique.length && (!ctx.confirm || overlapAsked)) return needsConfirmation(unique)
  return { overlapWith: [...overlapWith] }
}

export const isChecked = (r: Refusal | Checked): r is Checked => 'overlapWith' in r
