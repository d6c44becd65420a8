/**
 * API.md "Group Appointments" › Appointment Service: the items of appointments, one by one.
 */
import type { FakeAppointment, FakeAppointmentService } from '../fixture'

import { asObject, bodyGuid } from '../core/body'
import { bad, notFound } from '../core/errors'
import { projectObject } from '../core/fields'
import { findAppointment, inWindow, windowStart } from '../core/lookups'
import { FIELDS_OPTIONAL, FIELDS_REQUIRED } from '../core/query'
import { type Ctx, type Reply, type Route, fieldsOf, guidParam, listReply, oneReply, route } from '../core/route'
import { occupies } from '../core/schedule'
import { S } from '../core/scopes'
import type { Core } from '../core/state'

import { candidates, checkTimes, validate } from './appointment-checks'
import { FORCE, LIST_FILTERS, parseItem } from './appointment-input'
import { APPOINTMENT_SERVICE_FIELDS, itemView, ownAppointment } from './appointment-views'

export const appointmentServiceRoutes: Route[] = [
  // API.md "Group Appointments" › Appointment Service (before /appointments/:id)
  route('GET', '/appointments/services', S.itemsList, LIST_FILTERS, listItems),
  route('GET', '/appointments/services/:id', S.itemGet, FIELDS_REQUIRED, getItem),
  route('POST', '/appointments/services', S.itemWrite, { ...FIELDS_OPTIONAL, ...FORCE }, postItem),
  route('PUT', '/appointments/services/:id', S.itemWrite, { ...FIELDS_OPTIONAL, ...FORCE }, putItem),
  route('DELETE', '/appointments/services/:id', S.itemWrite, {}, deleteItem),
]

function findItem(core: Core, c: Ctx): { item: FakeAppointmentService; appointment: FakeAppointment } {
  const id = guidParam(c, 'appointmentService')
  for (const appointment of core.state.appointments) {
    const item = appointment.services.find((s) => s.id === id)
    if (item && inWindow(core, appointment)) {
      ownAppointment(c, appointment)
      return { item, appointment }
    }
  }
  throw notFound('appointmentService', 'id', id)
}

/** API.md "Group Appointments" › Get all appointments services. */
function listItems(core: Core, c: Ctx): Reply {
  const q = c.query
  const from = Math.max(q.datetime('from') ?? Number.NEGATIVE_INFINITY, windowStart(core))
  const to = q.datetime('to') ?? Number.POSITIVE_INFINITY
  const clients = q.guids('client')
  const professionals = q.guids('professional')
  const locations = q.guids('location')
  const states = q.list('state')
  const rows = core.state.appointments
    .flatMap((a) => a.services.map((s) => ({ s, a })))
    .filter(({ s }) => Date.parse(s.start) >= from && Date.parse(s.start) < to)
    .filter(({ a }) => !clients || (a.client !== null && clients.includes(a.client)))
    .filter(({ s }) => !professionals || (s.professional !== null && professionals.includes(s.professional)))
    .filter(({ a }) => !locations || locations.includes(a.location))
    .filter(({ a }) => !states || states.includes(a.state))
    .sort((x, y) => x.s.start.localeCompare(y.s.start))
    .map(({ s, a }) => ({ id: s.id, view: itemView(core, s, a) }))
  return listReply(c, APPOINTMENT_SERVICE_FIELDS, rows, (r) => r.view)
}

function getItem(core: Core, c: Ctx): Reply {
  const { item, appointment } = findItem(core, c)
  return oneReply(c, APPOINTMENT_SERVICE_FIELDS, item, (s) => itemView(core, s, appointment))
}

/** API.md "Group Appointments" › Create new appointment services → 201 `{id}`. */
function postItem(core: Core, c: Ctx): Reply {
  const q = c.query
  const force = q.bool('force') ?? false
  const nodes = q.has('fields') ? fieldsOf(q, APPOINTMENT_SERVICE_FIELDS) : null
  const body = asObject(c.body)
  const appointmentId = bodyGuid(body, 'appointment')
  if (!appointmentId) throw bad("Parameter 'appointment' is required")
  const appointment = findAppointment(core, appointmentId)
  ownAppointment(c, appointment)
  const { appointment: _drop, ...rest } = body
  const item = parseItem(core, rest, appointment.date, appointment.location)
  validate(core, [item], appointment.location, force)
  if (occupies(core, appointment)) {
    checkTimes(
      core,
      candidates([item]),
      appointment,
      new Set([appointment.id]),
      force,
      candidates(appointment.services),
    )
  }
  appointment.services.push(item)
  return { status: 201, body: nodes ? projectObject(itemView(core, item, appointment), nodes) : { id: item.id } }
}

/** API.md "Group Appointments" › Update appointment services → 204, or 200 with `fields`. */
function putItem(core: Core, c: Ctx): Reply {
  const q = c.query
  const force = q.bool('force') ?? false
  const nodes = q.has('fields') ? fieldsOf(q, APPOINTMENT_SERVICE_FIELDS) : null
  const { item, appointment } = findItem(core, c)
  const body = asObject(c.body)
  const moveTo = bodyGuid(body, 'appointment')
  if (moveTo && moveTo !== appointment.id) throw bad("Parameter 'appointment' of an item can't be changed")
  const { appointment: _drop, ...rest } = body
  const next = parseItem(core, rest, appointment.date, appointment.location, [], item)
  validate(core, [next], appointment.location, force)
  if (occupies(core, appointment)) {
    const others = appointment.services.filter((s) => s.id !== item.id)
    checkTimes(core, candidates([next]), appointment, new Set([appointment.id]), force, candidates(others))
  }
  Object.assign(item, next)
  return nodes ? { status: 200, body: projectObject(itemView(core, next, appointment), nodes) } : { status: 204 }
}

/** API.md "Group Appointments" › Delete appointment service → 204. */
function deleteItem(core: Core, c: Ctx): Reply {
  const { item, appointment } = findItem(core, c)
  appointment.services.splice(appointment.services.indexOf(item), 1)
  return { status: 204 }
}
