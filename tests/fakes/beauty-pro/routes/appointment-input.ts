/**
 * What an appointment request may carry: the body keys and values of API.md "Group Appointments"
 * (appointment and Appointment Service attributes) and the query parameters of its methods.
 */
import { randomUUID } from 'node:crypto'

import type { AppointmentState, FakeAppointment, FakeAppointmentService } from '../fixture'

import { asObject, bodyBool, bodyGuid, bodyPositive, bodyText, onlyKeys } from '../core/body'
import { DAY, iso, parseDatetime } from '../core/data-types'
import { ApiError, bad, forbidden } from '../core/errors'
import { findClient, findEmployee, findLocation, findService, zoneOf } from '../core/lookups'
import { FIELDS_REQUIRED, IDS, type ParamSpec } from '../core/query'
import type { Ctx } from '../core/route'
import { zoned } from '../core/salon-time'
import type { Core } from '../core/state'

/** API.md "Group Appointments" › Appointment attributes a request body may set. */
export const APPOINTMENT_BODY_KEYS = [
  ...['state', 'date', 'location', 'client', 'employee', 'comments', 'clientsModule', 'clientsModuleConfirmed'],
  ...['notifySms', 'color', 'important', 'receptionist', 'controlManager', 'createDate', 'cancelReason'],
  ...['services', 'products', 'certificates', 'dentures', 'cards', 'groupComments'],
] as const
/** API.md "Group Appointments" › `services` items / Appointment Service attributes a body may set. */
const ITEM_BODY_KEYS = [
  ...['start', 'duration', 'professional', 'assistant', 'service', 'quantity', 'hall', 'customMaterials'],
  ...['recommendedBy', 'teeth'],
] as const
const NOTIFY_SMS = ['default', 'none', '60', '120', '180', '240', '1440']

/** `force=true` skips the additional validations and the time-conflict checks (API.md "Group Appointments"). */
export const FORCE = { force: { kind: 'bool' }, skipRequiredPrepayment: { kind: 'bool' } } as const satisfies ParamSpec

/** API.md "Group Appointments": the filters of GET /appointments and GET /appointments/services. */
export const LIST_FILTERS = {
  ...FIELDS_REQUIRED,
  ...IDS,
  from: { kind: 'datetime' },
  to: { kind: 'datetime' },
  client: { kind: 'guids' },
  professional: { kind: 'guids' },
  location: { kind: 'guids' },
  state: { kind: ['reserved', 'planned', 'confirmed', 'cancelled'] },
} as const satisfies ParamSpec

const TIME_ONLY_RE = /^(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?Z?$/

/** API.md Appointment `date`: a date; "error if hours, minutes or seconds are not zeros". */
export function parseDate(value: unknown): string {
  const t = typeof value === 'string' ? parseDatetime(value) : null
  if (t === null) throw bad("Parameter 'date' should be a date (YYYY-MM-DD)")
  if (t % DAY !== 0) throw bad("Parameter 'date' should not contain a time part (hours, minutes, seconds must be zero)")
  return iso(t).slice(0, 10)
}

export function parseState(value: unknown): AppointmentState {
  if (value !== 'reserved' && value !== 'planned' && value !== 'confirmed' && value !== 'cancelled') {
    throw bad("Parameter 'state' should be one of reserved, planned, confirmed, cancelled")
  }
  return value
}

/**
 * API.md Appointment Service `start`: a UTC datetime, or a time of day ("10:00:00.000Z", UTC)
 * taken on the appointment's date. Either way it must fall on that date in salon time.
 */
function parseStart(value: unknown, date: string, tz: string): string {
  if (typeof value !== 'string') throw bad("Parameter 'start' should be a datetime")
  let t: number | null = null
  const time = TIME_ONLY_RE.exec(value)
  if (time) t = parseDatetime(`${date}T${time[1]}:${time[2]}:${time[3] ?? '00'}`)
  else t = parseDatetime(value)
  if (t === null) throw bad(`Parameter 'start' should be a datetime, got '${value}'`)
  if (zoned(t, tz).date !== date) {
    throw bad(`Parameter 'start' ${iso(t)} is not on the appointment's date ${date} (salon time ${tz})`)
  }
  return iso(t)
}

/** One item of `services` (API.md Appointment `services` / Appointment Service attributes). */
export function parseItem(
  core: Core,
  raw: unknown,
  date: string,
  location: string,
  extraKeys: readonly string[] = [],
  base?: FakeAppointmentService,
): FakeAppointmentService {
  const obj = asObject(raw)
  onlyKeys(obj, [...ITEM_BODY_KEYS, ...extraKeys])
  const item: FakeAppointmentService = base
    ? { ...base }
    : {
        id: randomUUID(),
        start: '',
        duration: 60,
        professional: null,
        assistant: null,
        service: null,
        quantity: 1,
        hall: null,
        customMaterials: false,
        recommendedBy: null,
        createDate: iso(core.now()),
      }
  if ('start' in obj || !base) {
    if (!('start' in obj)) throw bad("Parameter 'start' is required for every service")
    item.start = parseStart(obj.start, date, zoneOf(core, location))
  }
  item.duration = bodyPositive(obj, 'duration') ?? item.duration
  for (const key of ['professional', 'assistant', 'service', 'hall', 'recommendedBy'] as const) {
    const v = bodyGuid(obj, key)
    if (v !== undefined) item[key] = v
  }
  if ('quantity' in obj) {
    if (typeof obj.quantity !== 'number' || obj.quantity < 0) throw bad("Parameter 'quantity' should be zero or more")
    item.quantity = obj.quantity
  }
  item.customMaterials = bodyBool(obj, 'customMaterials') ?? item.customMaterials
  if (item.professional) findEmployee(core, item.professional)
  if (item.service) findService(core, item.service)
  return item
}

export function onlyEmptyItems(body: Record<string, unknown>): void {
  for (const key of ['products', 'certificates', 'dentures', 'cards', 'groupComments']) {
    const v = body[key]
    if (v !== undefined && v !== null && !(Array.isArray(v) && v.length === 0)) {
      throw bad(`This fake supports appointment services only: '${key}' must be empty`)
    }
  }
}

/** Scalar appointment fields of a body (everything but identity, state and items). */
export function applyScalars(a: FakeAppointment, body: Record<string, unknown>): void {
  const comments = bodyText(body, 'comments')
  if (comments !== undefined) a.comments = comments
  a.clientsModule = bodyBool(body, 'clientsModule') ?? a.clientsModule
  a.clientsModuleConfirmed = bodyBool(body, 'clientsModuleConfirmed') ?? a.clientsModuleConfirmed
  a.important = bodyBool(body, 'important') ?? a.important
  const color = bodyText(body, 'color')
  if (color !== undefined) a.color = color
  for (const key of ['receptionist', 'controlManager'] as const) {
    const v = bodyGuid(body, key)
    if (v !== undefined) a[key] = v
  }
  if ('notifySms' in body) {
    const v = String(body.notifySms)
    if (!NOTIFY_SMS.includes(v)) throw bad(`Parameter 'notifySms' should be one of ${NOTIFY_SMS.join(', ')}`)
    a.notifySms = v
  }
  if ('createDate' in body) {
    const t = typeof body.createDate === 'string' ? parseDatetime(body.createDate) : null
    if (t === null) throw bad("Parameter 'createDate' should be a datetime")
    a.createDate = iso(t)
  }
}

/** Client and employee of a body (only one may be set; a client token books for itself). */
export function applyPeople(core: Core, c: Ctx, a: FakeAppointment, body: Record<string, unknown>): void {
  const token = c.token!
  const client = bodyGuid(body, 'client')
  const employee = bodyGuid(body, 'employee')
  if (client !== undefined) a.client = client
  if (employee !== undefined) a.employee = employee
  if (a.client && a.employee) throw bad("Only one of 'client' and 'employee' can be set")
  if (token.kind === 'client') {
    if (employee) throw forbidden('A client access token cannot book for an employee')
    if (a.client === null) a.client = token.clientId
    if (a.client !== token.clientId) throw forbidden('A client access token may book only for its own client')
  }
  if (a.client) findClient(core, a.client)
  if (a.employee) findEmployee(core, a.employee)
}

export function activeLocation(core: Core, id: string): void {
  const loc = findLocation(core, id)
  if (!loc.active) throw new ApiError(403, `License for location ${loc.id} expired`, { type: 'LICENSE' })
}
