/**
 * The front desk: what a receptionist does from the calendar (/admin/calendar). Unlike online
 * booking, staff name the stylist, may book now or in the past (a walk-in), and may book outside
 * working hours, into blocked time or a service the stylist does not usually do — each only after
 * an explicit confirmation. Never over another live visit of the same stylist: that is refused,
 * naming what is in the way (and the database guard holds it, docs/decisions/0010).
 *
 * Every change of an existing visit names the version it was made on; a visit changed meanwhile
 * by someone else is refused (409 `changed_meanwhile`), so no change is lost silently.
 */
import { workingIntervalsOn } from '../domain/free-time'
import { findAppointmentToJoin } from '../domain/rules'
import { instantToLocal, MINUTE_MS, resolveWallClock } from '../domain/time'
import type { AppointmentState } from '../domain/types'
import { normalisePhone } from '@/features/sign-in'
import {
  isSlotTaken,
  type Appointment,
  type AppointmentItem,
  type ClientInfo,
  type Clock,
  type FrontDeskStore,
  type Id,
  type LocationInfo,
  type NewDeskClient,
} from '../ports'

import { TAKEN } from './appointments'
import { loadServices, splitLocalStart } from './plan'
import { refusal, type Refusal, type Result } from './result'

/**
 * Something staff must confirm before the change is made: an English message, and its parts
 * (`params`) so the calendar can say it in the admin's language.
 */
export interface DeskWarning {
  kind: 'outside_hours' | 'blocked_time' | 'not_their_service' | 'in_the_past'
  message: string
  params: { stylist?: string; start?: string; end?: string; reason?: string }
}

/** A visit in the way of a change, as the refusal names it. */
export interface InTheWay {
  stylist: string
  visits: { client: string; start: string; end: string; services: string[] }[]
}

export type DeskResult<T> = Result<T> | (Refusal & { warnings: DeskWarning[] }) | (Refusal & { inTheWay: InTheWay })

export const CHANGED_MEANWHILE = refusal(
  409,
  'changed_meanwhile',
  'Someone else changed this visit a moment ago. The calendar now shows their change: look at it and try again.',
)
const GONE = refusal(404, 'not_found', 'This visit no longer exists.')
const CANCELLED = refusal(409, 'already_cancelled', 'This visit is cancelled: book a new one instead.')

const hhmm = (d: Date, zone: string) => instantToLocal(d, zone).time

function needsConfirmation(warnings: DeskWarning[]): Refusal & { warnings: DeskWarning[] } {
  return {
    ...refusal(409, 'needs_confirmation', warnings.map((w) => w.message).join(' ')),
    warnings,
  }
}

/** A 409 naming the visit (or visits) in the way. */
function inTheWay(
  visits: { client: string; start: Date; end: Date; services: string[] }[],
  stylist: string,
  zone: string,
): Refusal & { inTheWay: InTheWay } {
  const local = visits.map((v) => ({ ...v, start: hhmm(v.start, zone), end: hhmm(v.end, zone) }))
  const named = local.map((v) => `${v.client}’s visit ${v.start}–${v.end} (${v.services.join(', ')})`).join('; ')
  return {
    ...refusal(409, 'slot_taken', `${stylist} is busy then: ${named} is in the way.`),
    inTheWay: { stylist, visits: local },
  }
}

/**
 * Checks items about to be written: another live visit of a stylist in the way refuses; hours,
 * blocked time, the stylist's services and a start in the past need `confirm`.
 */
async function checkItems(
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

/** Carries a refusal out of a transaction so that nothing the change wrote before it is kept. */
class Refused {
  constructor(readonly refusal: Exclude<DeskResult<never>, { ok: true }>) {}
}

/**
 * Runs a desk write in one transaction. A refusal rolls back everything the change wrote before it
 * (the version claim, a new client); the database refusing an overlap is the 409 answer.
 */
async function write<T>(
  store: FrontDeskStore,
  work: (tx: FrontDeskStore) => Promise<DeskResult<T>>,
): Promise<DeskResult<T>> {
  try {
    return await store.transaction(async (tx) => {
      const result = await work(tx)
      if (!result.ok) throw new Refused(result)
      return result
    })
  } catch (error) {
    if (error instanceof Refused) return error.refusal
    if (isSlotTaken(error)) return TAKEN
    throw error
  }
}

/** Whether the client should hear about a change: the visit is still ahead of them. */
const stillAhead = (a: Appointment, now: Date) => a.end.getTime() > now.getTime()

const isRefusal = (x: Appointment | Refusal): x is Refusal => 'ok' in x && x.ok === false

/** The visit as the receptionist saw it (at their version), read without taking it yet. */
async function current(tx: FrontDeskStore, id: Id, version: string): Promise<Appointment | Refusal> {
  const a = await tx.appointment(id)
  if (!a || a.state === 'reserved') return GONE
  return a.version === version ? a : CHANGED_MEANWHILE
}

/** The visit, taken for this write at the version the receptionist saw. */
async function claim(tx: FrontDeskStore, id: Id, version: string): Promise<Appointment | Refusal> {
  const a = await current(tx, id, version)
  if (isRefusal(a)) return a
  return (await tx.claimVersion(id, version)) ? a : CHANGED_MEANWHILE
}

export type DeskClientChoice = { id: Id } | NewDeskClient

async function resolveClient(tx: FrontDeskStore, choice: DeskClientChoice): Promise<ClientInfo | Refusal> {
  if ('id' in choice) {
    const client = await tx.client(choice.id)
    return client ?? refusal(400, 'invalid_request', 'Choose the client again.', { client: 'Choose the client again.' })
  }
  const phone = normalisePhone(choice.phone)
  if (!phone.ok) return refusal(400, 'invalid_request', phone.message, { phone: phone.message })
  const known = await tx.clientByPhone(phone.e164)
  if (known) return known
  const firstName = choice.firstName.trim()
  if (!firstName)
    return refusal(400, 'invalid_request', 'Enter the client’s first name.', {
      firstName: 'Enter the client’s first name.',
    })
  return tx.createClient({ phone: phone.e164, firstName, lastName: choice.lastName.trim(), sex: choice.sex })
}

export interface DeskBookInput {
  location: Id
  /** Salon-local `YYYY-MM-DDTHH:mm`. */
  start: string
  employee: Id
  services: Id[]
  client: DeskClientChoice
  confirm?: boolean
  note?: string
}

/**
 * Books a visit at the front desk: the services back to back with the stylist from the start. A
 * client who already has a visit at the salon that day gets these services added to it (one visit
 * per client, day and salon, as online). The client is texted as for an online booking.
 */
export async function deskBook(
  store: FrontDeskStore,
  clock: Clock,
  input: DeskBookInput,
): Promise<DeskResult<{ appointment: Appointment; joined: boolean }>> {
  let joined = false
  const result = await write(store, async (tx): Promise<DeskResult<{ appointment: Appointment; joined: boolean }>> => {
    const now = clock.now()
    const salon = await tx.location(input.location)
    if (!salon) return refusal(400, 'invalid_request', 'Choose a salon.', { location: 'Choose a salon.' })
    const local = splitLocalStart(input.start)
    if (!local) return refusal(400, 'invalid_request', 'Choose a date and time.', { start: 'Choose a date and time.' })
    if (!input.services.length)
      return refusal(400, 'invalid_request', 'Choose at least one service.', {
        services: 'Choose at least one service.',
      })
    if (!(await tx.worksAt(input.employee, salon.id)))
      return refusal(400, 'invalid_request', 'Choose a stylist of this salon.', {
        employee: 'Choose a stylist of this salon.',
      })
    const loaded = await loadServices(tx, salon, input.services)
    if (!loaded.ok) return loaded
    const client = await resolveClient(tx, input.client)
    if ('ok' in client) return client
    const startAt = resolveWall(local.date, local.time, salon.timezone)
    if (!startAt)
      return refusal(400, 'invalid_request', 'That time does not exist on this date (the clocks change).', {
        start: 'That time does not exist on this date (the clocks change).',
      })
    let at = startAt.getTime()
    const items = loaded.services.map((s): AppointmentItem => {
      const item = {
        serviceId: s.id,
        employeeId: input.employee,
        start: new Date(at),
        duration: s.duration,
        price: s.prices[salon.id] ?? null,
      }
      at += s.duration * MINUTE_MS
      return item
    })
    const problem = await checkItems(tx, salon, items, { now, confirm: Boolean(input.confirm) })
    if (problem) return problem
    const mine = await tx.appointmentsOfClient(client.id)
    const join = findAppointmentToJoin(
      mine.map((a) => ({ ...a, clientId: a.clientId ?? '' })),
      salon.id,
      local.date,
      salon.timezone,
    )
    const note = input.note?.trim() || undefined
    if (join) {
      // The visit joined is changed too: at the version read here, or not at all.
      if (!(await tx.claimVersion(join.id, join.version))) return CHANGED_MEANWHILE
      joined = true
      const appointment = await tx.updateAppointment(
        join.id,
        {
          items: [...join.items, ...items],
          ...(note ? { note: join.note ? `${join.note}\n${note}` : note } : {}),
        },
        now,
      )
      return { ok: true, appointment, joined }
    }
    const appointment = await tx.createAppointment(
      {
        clientId: client.id,
        locationId: salon.id,
        state: 'planned',
        heldUntil: null,
        holdTokenHash: null,
        items,
        source: 'front-desk',
        ...(note ? { note } : {}),
      },
      now,
    )
    return { ok: true, appointment, joined }
  })
  // A walk-in entered after it began is not texted about it.
  if (result.ok && result.appointment.end > clock.now())
    await store.notify(result.appointment.id, joined ? 'changed' : 'created')
  return result
}

/** A salon wall-clock time as an instant; null for a time the clocks skip. */
function resolveWall(date: string, time: string, zone: string): Date | null {
  const wall = resolveWallClock(date, time, zone)
  return wall.status === 'nonexistent' ? null : wall.instant
}

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
}

/** Moves a visit to another time, another stylist, or both. The client is texted about the change. */
export async function deskMove(
  store: FrontDeskStore,
  clock: Clock,
  input: DeskMoveInput,
): Promise<DeskResult<{ appointment: Appointment; unchanged?: boolean }>> {
  const result = await write(
    store,
    async (tx): Promise<DeskResult<{ appointment: Appointment; unchanged?: boolean }>> => {
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
        if (!at) return refusal(400, 'invalid_request', 'Choose a date and time.', { start: 'Choose a date and time.' })
        shift = at.getTime() - a.start.getTime()
      }
      if (input.employee && !(await tx.worksAt(input.employee, salon.id)))
        return refusal(400, 'invalid_request', 'Choose a stylist of this salon.', {
          employee: 'Choose a stylist of this salon.',
        })
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
      const problem = await checkItems(tx, salon, items, { now, confirm: Boolean(input.confirm), except: a.id })
      if (problem) return problem
      return { ok: true, appointment: await tx.updateAppointment(a.id, { items }, now) }
    },
  )
  if (result.ok && !result.unchanged && stillAhead(result.appointment, clock.now()))
    await store.notify(result.appointment.id, 'changed')
  return result
}

/** Adds a service at the end of the visit, with the visit's last stylist unless another is named. */
export async function deskAddService(
  store: FrontDeskStore,
  clock: Clock,
  input: { id: Id; version: string; service: Id; employee?: Id; confirm?: boolean },
): Promise<DeskResult<{ appointment: Appointment }>> {
  const result = await write(store, async (tx): Promise<DeskResult<{ appointment: Appointment }>> => {
    const now = clock.now()
    const a = await claim(tx, input.id, input.version)
    if (isRefusal(a)) return a
    if (a.state === 'cancelled') return CANCELLED
    const salon = await tx.location(a.locationId)
    if (!salon) return GONE
    const loaded = await loadServices(tx, salon, [input.service])
    if (!loaded.ok) return { ...loaded, fields: { service: loaded.message } }
    const service = loaded.services[0]!
    if (input.employee && !(await tx.worksAt(input.employee, salon.id)))
      return refusal(400, 'invalid_request', 'Choose a stylist of this salon.', {
        employee: 'Choose a stylist of this salon.',
      })
    const item: AppointmentItem = {
      serviceId: service.id,
      employeeId: input.employee ?? a.items.at(-1)!.employeeId,
      start: a.end,
      duration: service.duration,
      price: service.prices[salon.id] ?? null,
    }
    const problem = await checkItems(tx, salon, [item], { now, confirm: Boolean(input.confirm), except: a.id })
    if (problem) return problem
    return { ok: true, appointment: await tx.updateAppointment(a.id, { items: [...a.items, item] }, now) }
  })
  if (result.ok && stillAhead(result.appointment, clock.now())) await store.notify(result.appointment.id, 'changed')
  return result
}

export async function deskRemoveService(
  store: FrontDeskStore,
  clock: Clock,
  input: { id: Id; version: string; itemId: Id },
): Promise<DeskResult<{ appointment: Appointment }>> {
  const result = await write(store, async (tx): Promise<DeskResult<{ appointment: Appointment }>> => {
    const a = await claim(tx, input.id, input.version)
    if (isRefusal(a)) return a
    if (a.state === 'cancelled') return CANCELLED
    const rest = a.items.filter((i) => i.id !== input.itemId)
    if (rest.length === a.items.length) return refusal(404, 'not_found', 'This service is not part of the visit.')
    if (!rest.length)
      return refusal(400, 'last_service', 'A visit needs at least one service: cancel the visit instead.')
    return { ok: true, appointment: await tx.updateAppointment(a.id, { items: rest }, clock.now()) }
  })
  if (result.ok && stillAhead(result.appointment, clock.now())) await store.notify(result.appointment.id, 'changed')
  return result
}

/** Cancels with the reason staff give; the client is texted as for an online cancellation. */
export async function deskCancel(
  store: FrontDeskStore,
  clock: Clock,
  input: { id: Id; version: string; reason: string },
): Promise<DeskResult<{ appointment: Appointment }>> {
  const reason = input.reason.trim()
  if (!reason)
    return refusal(400, 'invalid_request', 'Give a reason for the cancellation.', {
      reason: 'Give a reason for the cancellation.',
    })
  const result = await write(store, async (tx): Promise<DeskResult<{ appointment: Appointment }>> => {
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
  if (result.ok && stillAhead(result.appointment, clock.now())) await store.notify(result.appointment.id, 'cancelled')
  return result
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

/**
 * Closes a visit: the client arrived, the visit is completed, or they did not come (a no-show,
 * which frees the stylist's time and counts on the client). Completed and no-show only once the
 * visit has started.
 */
export async function deskSetState(
  store: FrontDeskStore,
  clock: Clock,
  input: { id: Id; version: string; state: DeskState },
): Promise<DeskResult<{ appointment: Appointment }>> {
  const rule = CLOSING[input.state]
  if (!rule) return refusal(400, 'invalid_request', 'Choose a state.', { state: 'Choose a state.' })
  return write(store, async (tx): Promise<DeskResult<{ appointment: Appointment }>> => {
    const now = clock.now()
    const a = await claim(tx, input.id, input.version)
    if (isRefusal(a)) return a
    if (a.state === 'cancelled') return CANCELLED
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
}

/** The staff's note on a visit. */
export async function deskNote(
  store: FrontDeskStore,
  clock: Clock,
  input: { id: Id; version: string; note: string },
): Promise<DeskResult<{ appointment: Appointment }>> {
  return write(store, async (tx): Promise<DeskResult<{ appointment: Appointment }>> => {
    const a = await claim(tx, input.id, input.version)
    if (isRefusal(a)) return a
    const note = input.note.trim()
    return { ok: true, appointment: await tx.updateAppointment(a.id, { note: note || null }, clock.now()) }
  })
}
