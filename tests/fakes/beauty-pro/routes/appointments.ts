/**
 * API.md "Group Appointments" › Appointment: list, read, create (reserves, merging, `copy`), update
 * (per-item `action`s, a reserve ending an edit) and delete.
 */
import { randomUUID } from 'node:crypto'

import type { FakeAppointment } from '../fixture'

import { asObject, bodyGuid, bodyText, onlyKeys } from '../core/body'
import { iso } from '../core/data-types'
import { bad, forbidden, notFound } from '../core/errors'
import { projectObject } from '../core/fields'
import { appointmentStart, findAppointment, windowStart, zoneOf } from '../core/lookups'
import { FIELDS_OPTIONAL, FIELDS_REQUIRED } from '../core/query'
import { type Ctx, type Reply, type Route, fieldsOf, guidParam, listReply, oneReply, route } from '../core/route'
import { localToUtc, zoned } from '../core/salon-time'
import { occupies } from '../core/schedule'
import { S } from '../core/scopes'
import type { Core } from '../core/state'

import { alreadyExists, candidates, checkTimes, sameVisit, validate } from './appointment-checks'
import {
  APPOINTMENT_BODY_KEYS,
  FORCE,
  LIST_FILTERS,
  activeLocation,
  applyPeople,
  applyScalars,
  onlyEmptyItems,
  parseDate,
  parseItem,
  parseState,
} from './appointment-input'
import { APPOINTMENT_FIELDS, appointmentView, ownAppointment } from './appointment-views'

export const appointmentRoutes: Route[] = [
  // API.md "Group Appointments" › Appointment
  route('GET', '/appointments', S.appointmentsList, LIST_FILTERS, listAppointments),
  route('GET', '/appointments/:id', S.appointmentGet, FIELDS_REQUIRED, getAppointment),
  // Live: `fields` (even `fields=id`) is rejected on POST /appointments, so it is not listed.
  route('POST', '/appointments', S.appointmentPost, { ...FORCE, copy: { kind: 'guid' } }, postAppointment),
  route('PUT', '/appointments/:id', S.appointmentPut, { ...FIELDS_OPTIONAL, ...FORCE }, putAppointment),
  route('DELETE', '/appointments/:id', S.appointmentDelete, {}, deleteAppointment),
]

/** API.md "Group Appointments" › Get all appointments (client tokens: `client` = own id, required). */
function listAppointments(core: Core, c: Ctx): Reply {
  const q = c.query
  const token = c.token!
  const clients = q.guids('client')
  if (token.kind === 'client' && (!clients || clients.some((id) => id !== token.clientId))) {
    throw forbidden('A client access token must filter appointments by its own client: ?client=<client_id>')
  }
  const from = Math.max(q.datetime('from') ?? Number.NEGATIVE_INFINITY, windowStart(core))
  const to = q.datetime('to') ?? Number.POSITIVE_INFINITY
  const professionals = q.guids('professional')
  const locations = q.guids('location')
  const states = q.list('state')
  const items = core.state.appointments
    .map((a) => ({ a, start: appointmentStart(core, a) }))
    .filter(({ start }) => start >= from && start < to)
    .filter(({ a }) => !clients || (a.client !== null && clients.includes(a.client)))
    .filter(
      ({ a }) => !professionals || a.services.some((s) => s.professional && professionals.includes(s.professional)),
    )
    .filter(({ a }) => !locations || locations.includes(a.location))
    .filter(({ a }) => !states || states.includes(a.state))
    .sort((x, y) => x.start - y.start)
    .map(({ a }) => a)
  return listReply(c, APPOINTMENT_FIELDS, items, (a) => appointmentView(core, a))
}

function getAppointment(core: Core, c: Ctx): Reply {
  const a = findAppointment(core, guidParam(c, 'appointment'))
  ownAppointment(c, a)
  return oneReply(c, APPOINTMENT_FIELDS, a, (x) => appointmentView(core, x))
}

/**
 * API.md "Group Appointments" › Create new appointment → 201 `{id}`. A planned/confirmed appointment
 * for a date + location + client/employee that already has one is merged into it (its items are
 * appended) and the existing id is answered, still 201 ("endpoint will return id of existing
 * appointment"; change history 2020-08-15: merging instead of an error).
 */
function postAppointment(core: Core, c: Ctx): Reply {
  const q = c.query
  const force = q.bool('force') ?? false
  const body = asObject(c.body)
  onlyKeys(body, APPOINTMENT_BODY_KEYS)
  onlyEmptyItems(body)
  const now = core.now()
  const copyId = q.guid('copy')
  const copied = copyId ? findAppointment(core, copyId) : null
  if (copied) {
    ownAppointment(c, copied)
    if (copied.state !== 'planned' && copied.state !== 'confirmed') {
      throw bad('Only a planned or confirmed appointment can be copied')
    }
    for (const key of ['date', 'location', 'client', 'employee']) {
      if (key in body) throw bad(`Parameter '${key}' can't be set together with 'copy'`)
    }
    if (body.state !== 'reserved') throw bad("Parameter 'state' should be 'reserved' together with 'copy'")
    const reserve = core.state.appointments.find((x) => x.original === copied.id && occupies(core, x))
    if (reserve) {
      throw alreadyExists(copied, { reserve: reserve.id }, 'The appointment already has a reserve attached')
    }
  }
  const a: FakeAppointment = {
    id: randomUUID(),
    state: 'state' in body ? parseState(body.state) : 'planned',
    date: copied?.date ?? ('date' in body ? parseDate(body.date) : ''),
    location: copied?.location ?? bodyGuid(body, 'location') ?? c.token!.location,
    client: copied?.client ?? null,
    employee: copied?.employee ?? null,
    comments: copied?.comments ?? null,
    clientsModule: copied?.clientsModule ?? false,
    clientsModuleConfirmed: copied?.clientsModuleConfirmed ?? false,
    notifySms: copied?.notifySms ?? 'default',
    color: copied?.color ?? null,
    important: copied?.important ?? false,
    receptionist: copied?.receptionist ?? null,
    controlManager: copied?.controlManager ?? null,
    createDate: iso(now),
    cancelDate: null,
    cancelReason: null,
    cancelReceptionist: null,
    original: copied?.id ?? null,
    merged: null,
    services: copied ? copied.services.map((s) => ({ ...s, id: randomUUID(), createDate: iso(now) })) : [],
  }
  if (!a.date) throw bad("Parameter 'date' is required")
  activeLocation(core, a.location)
  if (!copied) applyPeople(core, c, a, body)
  applyScalars(a, body)
  if ('cancelReason' in body) {
    if (a.state !== 'cancelled') throw bad("Parameter 'cancelReason' can be set only for the cancelled state")
    a.cancelReason = bodyText(body, 'cancelReason') ?? null
  }
  if (a.state === 'cancelled') a.cancelDate = iso(now)
  if ('services' in body && body.services !== null) {
    if (!Array.isArray(body.services)) throw bad("Parameter 'services' should be an array")
    a.services = body.services.map((raw) => parseItem(core, raw, a.date, a.location))
  }
  validate(core, a.services, a.location, force)

  const found = copied ? undefined : sameVisit(core, a, new Set())
  if (found && (a.state === 'planned' || a.state === 'confirmed')) {
    // Merge into the existing appointment: append items, combine fields as documented.
    checkTimes(core, candidates(a.services), found, new Set([found.id]), force, candidates(found.services))
    found.services.push(...a.services)
    if (a.comments && !(found.comments ?? '').includes(a.comments)) {
      found.comments = found.comments ? `${found.comments}\n${a.comments}` : a.comments
    }
    if (a.clientsModule && !found.clientsModule) {
      found.clientsModule = true
      found.clientsModuleConfirmed = false
    }
    if (a.important) found.important = true
    if (found.notifySms === 'default') found.notifySms = a.notifySms
    found.receptionist ??= a.receptionist
    found.controlManager ??= a.controlManager
    return { status: 201, body: { id: found.id } }
  }
  if (found && a.state === 'reserved') {
    const reserve = core.state.appointments.find(
      (x) => x.merged === found.id && x.state === 'reserved' && occupies(core, x),
    )
    if (reserve) throw alreadyExists(found, { reserve: reserve.id }, 'The appointment already has a reserve attached')
    a.merged = found.id
  }
  if (occupies(core, a)) {
    checkTimes(core, candidates(a.services), a, new Set(a.original ? [a.original] : []), force)
  }
  core.state.appointments.push(a)
  return { status: 201, body: { id: a.id } }
}

/**
 * API.md "Group Appointments" › Update appointment: partial; 204, or 200 with `fields`. `services`
 * replaces all items, or changes them one by one with `action: insert|update|delete`. A reserve
 * turned planned/confirmed ends an edit: a copy (`original`) is written over its original, whose id
 * is answered (200 `{id}`: "id field is always returned for updating appointments").
 */
function putAppointment(core: Core, c: Ctx): Reply {
  const q = c.query
  const force = q.bool('force') ?? false
  const nodes = q.has('fields') ? fieldsOf(q, APPOINTMENT_FIELDS) : null
  const current = findAppointment(core, guidParam(c, 'appointment'))
  ownAppointment(c, current)
  const body = asObject(c.body)
  onlyKeys(body, APPOINTMENT_BODY_KEYS)
  onlyEmptyItems(body)
  const now = core.now()
  const next: FakeAppointment = { ...current, services: current.services.map((s) => ({ ...s })) }
  const wasValid = occupies(core, current)
  let timesChanged = false

  if ('state' in body) {
    next.state = parseState(body.state)
    if (next.state === 'reserved' && current.state !== 'reserved') {
      throw bad("Appointment state can't be changed to reserved (only new appointments can be reserves)")
    }
  }
  if ('date' in body) next.date = parseDate(body.date)
  const location = bodyGuid(body, 'location')
  if (location) {
    activeLocation(core, location)
    next.location = location
  }
  applyPeople(core, c, next, body)
  applyScalars(next, body)
  if ('cancelReason' in body && next.state !== 'cancelled') {
    throw bad("Parameter 'cancelReason' can be set only for the cancelled state")
  }
  if (next.state === 'cancelled') {
    if (current.state !== 'cancelled') next.cancelDate = iso(now)
    if ('cancelReason' in body) next.cancelReason = bodyText(body, 'cancelReason') ?? null
  } else {
    next.cancelDate = null
    next.cancelReason = null
    next.cancelReceptionist = null
  }
  if (next.date !== current.date || next.location !== current.location) {
    timesChanged = true
    // Items keep their time of day and move to the new date.
    next.services = next.services.map((s) => {
      const time = zoned(Date.parse(s.start), zoneOf(core, current.location)).time
      return { ...s, start: iso(localToUtc(next.date, time, zoneOf(core, next.location))) }
    })
  }
  if ('services' in body) {
    if (!Array.isArray(body.services)) throw bad("Parameter 'services' should be an array")
    const raws = body.services.map(asObject)
    const withAction = raws.filter((x) => 'action' in x).length
    if (withAction && withAction !== raws.length) throw bad("Either every item of 'services' has an 'action' or none")
    if (!withAction) {
      if (raws.some((x) => 'id' in x)) throw bad("Items of 'services' can't have ids when replacing all items")
      next.services = raws.map((raw) => parseItem(core, raw, next.date, next.location))
    } else {
      for (const raw of raws) {
        const { action, id, ...rest } = raw
        if (action === 'insert') {
          if (id !== undefined) throw bad("An item with action 'insert' can't have an id")
          next.services.push(parseItem(core, rest, next.date, next.location))
          continue
        }
        if (action !== 'update' && action !== 'delete')
          throw bad("Parameter 'action' should be insert, update or delete")
        const index = next.services.findIndex((s) => typeof id === 'string' && s.id === id.toLowerCase())
        if (index < 0) throw notFound('appointmentService', 'id', String(id))
        if (action === 'delete') next.services.splice(index, 1)
        else next.services[index] = parseItem(core, rest, next.date, next.location, [], next.services[index])
      }
    }
    timesChanged = true
  }
  if ('createDate' in body) timesChanged = true
  if (!wasValid && occupies(core, next)) timesChanged = true
  validate(core, next.services, next.location, force)

  // A reserve that ends an edit of an existing appointment (created with `copy`).
  if (current.state === 'reserved' && next.state !== 'reserved' && next.state !== 'cancelled' && current.original) {
    const original = core.state.appointments.find((x) => x.id === current.original)
    if (!original) throw notFound('appointment', 'id', current.original)
    const final: FakeAppointment = {
      ...next,
      id: original.id,
      state: next.state,
      original: null,
      createDate: original.createDate,
      services: next.services.map((s) => ({ ...s })),
    }
    const ignore = new Set([original.id, current.id])
    checkTimes(core, candidates(final.services), final, ignore, force)
    Object.assign(original, final)
    removeAppointment(core, current.id)
    return { status: 200, body: nodes ? projectObject(appointmentView(core, final), nodes) : { id: final.id } }
  }

  // Only one planned/confirmed appointment per date + location + client/employee: absorb the other.
  let absorbed: FakeAppointment | undefined
  if (next.state === 'planned' || next.state === 'confirmed') {
    absorbed = sameVisit(core, next, new Set([next.id]))
    if (absorbed) {
      next.services.push(...absorbed.services.map((s) => ({ ...s })))
      next.merged = absorbed.id
      timesChanged = true
    }
  }
  if (timesChanged && occupies(core, next)) {
    const ignore = new Set([next.id, ...(absorbed ? [absorbed.id] : []), ...(next.original ? [next.original] : [])])
    checkTimes(core, candidates(next.services), next, ignore, force)
  }
  if (absorbed) removeAppointment(core, absorbed.id)
  Object.assign(current, next)
  return nodes ? { status: 200, body: projectObject(appointmentView(core, next), nodes) } : { status: 204 }
}

/** API.md "Group Appointments" › Delete appointment → 204 (cancelling is recommended instead). */
function deleteAppointment(core: Core, c: Ctx): Reply {
  const a = findAppointment(core, guidParam(c, 'appointment'))
  ownAppointment(c, a)
  removeAppointment(core, a.id)
  return { status: 204 }
}

/** Removes in place, so tests holding `state.appointments` keep seeing the live list. */
function removeAppointment(core: Core, id: string): void {
  const index = core.state.appointments.findIndex((x) => x.id === id)
  if (index >= 0) core.state.appointments.splice(index, 1)
}
