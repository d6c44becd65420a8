/**
 * Appointments and their items as the API writes them, and who may see them (a client token: only
 * its own client's).
 */
import type { FakeAppointment, FakeAppointmentService, FakeClient, FakeEmployee, FakeService } from '../fixture'

import { forbidden } from '../core/errors'
import { type FieldSpec, flat } from '../core/fields'
import { fullName } from '../core/lookups'
import type { Ctx } from '../core/route'
import type { Core } from '../core/state'

import { paidFor, requiredPrepayment } from './prepayments'

/**
 * API.md "Group Appointments" › Appointment Service attributes and `fields`; `saleSum`, `refundSum`,
 * `prepaymentSum` and `prepayment` are not in API.md but the old product read them (spec §3);
 * `prepaymentSum` is what was paid for the item through the fake's prepayment page (./prepayments.ts).
 */
export const APPOINTMENT_SERVICE_FIELDS: FieldSpec = flat(
  ...['start', 'duration', 'assistant', 'professional', 'professionalName', 'professionalPhone'],
  ...['professionalPhotoExists', 'service', 'price', 'serviceName', 'predictedSum', 'quantity', 'teeth', 'hall'],
  ...['hallName', 'customMaterials', 'recommendedBy', 'createDate', 'appointment', 'state', 'cancelReason'],
  ...['client', 'clientName', 'clientPhone', 'location', 'sale', 'saleSum', 'refundSum', 'prepaymentSum'],
  ...['prepayment', 'timeConflicts', 'validations'],
)

/** API.md "Group Appointments" › Appointment attributes and GET /appointments `fields`. */
export const APPOINTMENT_FIELDS: FieldSpec = {
  ...flat('state', 'actualState', 'date', 'location', 'client', 'clientName', 'clientFirstName'),
  ...flat('clientMiddleName', 'clientLastName', 'employee', 'employeeName', 'employeeFirstName'),
  ...flat('employeeMiddleName', 'employeeLastName', 'receptionist', 'controlManager', 'notifySms', 'comments'),
  ...flat('clientsModule', 'clientsModuleConfirmed', 'important', 'color', 'products', 'certificates'),
  ...flat('dentures', 'cards', 'cancelDate', 'cancelReason', 'cancelReceptionist', 'createDate', 'hasAnySales'),
  ...flat('clientInside', 'original', 'merged', 'requiredPrepayment', 'optionalPrepayment', 'latePrepayment'),
  ...flat('timeConflicts', 'validations'),
  services: { id: true, ...APPOINTMENT_SERVICE_FIELDS },
  feedback: flat('id', 'professional', 'date', 'rating', 'text', 'published'),
  groupComments: flat('id', 'appointment', 'professional', 'start', 'text'),
}

export function ownAppointment(c: Ctx, a: FakeAppointment): void {
  const token = c.token!
  if (token.kind === 'client' && a.client !== token.clientId) {
    throw forbidden("A client access token may use only its own client's appointments")
  }
}

function personNames(prefix: 'client' | 'employee', person: FakeClient | FakeEmployee | undefined) {
  return {
    [`${prefix}Name`]: person ? fullName(person) : null,
    [`${prefix}FirstName`]: person?.firstname ?? null,
    [`${prefix}MiddleName`]: person?.middlename ?? null,
    [`${prefix}LastName`]: person?.lastname ?? null,
  }
}

export function appointmentView(core: Core, a: FakeAppointment): Record<string, unknown> {
  const client = core.state.clients.find((x) => x.id === a.client)
  const employee = core.state.employees.find((x) => x.id === a.employee)
  const feedback = core.state.feedbacks
    .filter((f) => f.appointment === a.id)
    .map((f) => ({
      id: f.id,
      professional: f.professional,
      date: f.date,
      rating: f.rating,
      text: f.text,
      published: true,
    }))
  return {
    id: a.id,
    state: a.state,
    actualState: a.state,
    // API.md examples show "2020-01-01", but "Data types" says datetimes are always written in full:
    // the fake writes the calendar date at midnight UTC. Read it with `.slice(0, 10)`.
    date: `${a.date}T00:00:00.000Z`,
    location: a.location,
    client: a.client,
    ...personNames('client', client),
    employee: a.employee,
    ...personNames('employee', employee),
    receptionist: a.receptionist,
    controlManager: a.controlManager,
    notifySms: a.notifySms,
    comments: a.comments,
    clientsModule: a.clientsModule,
    clientsModuleConfirmed: a.clientsModuleConfirmed,
    important: a.important,
    color: a.color,
    services: [...a.services].sort((x, y) => x.start.localeCompare(y.start)).map((s) => itemView(core, s, a)),
    products: null,
    certificates: null,
    dentures: null,
    cards: null,
    cancelDate: a.cancelDate,
    cancelReason: a.cancelReason,
    cancelReceptionist: a.cancelReceptionist,
    createDate: a.createDate,
    feedback: feedback.length ? feedback : null,
    hasAnySales: a.services.some((s) => paidFor(core, s.id) > 0),
    clientInside: false,
    original: a.original,
    merged: a.merged,
    requiredPrepayment: requiredPrepayment(core, a),
    optionalPrepayment: null,
    latePrepayment: null,
    timeConflicts: [],
    validations: [],
    groupComments: [],
  }
}

/** The price of a service for a professional: API.md "Data Structures" › locationprice (per position). */
export function priceFor(
  s: FakeService | undefined,
  professional: FakeEmployee | undefined,
  location: string,
): number | null {
  if (!s) return null
  const here = s.location_prices.filter((p) => p.location === location)
  const match =
    here.find((p) => p.position !== null && professional?.positions.includes(p.position)) ??
    here.find((p) => p.position === null)
  return match?.price ?? null
}

/** `start` is written as a full UTC datetime (API.md examples show "10:00:00" or "10:10:10.000Z"). */
export function itemView(core: Core, s: FakeAppointmentService, a: FakeAppointment): Record<string, unknown> {
  const professional = core.state.employees.find((e) => e.id === s.professional)
  const service = core.state.services.find((x) => x.id === s.service)
  const client = core.state.clients.find((x) => x.id === a.client)
  const price = priceFor(service, professional, a.location)
  return {
    id: s.id,
    start: s.start,
    duration: s.duration,
    professional: s.professional,
    professionalName: professional ? fullName(professional) : null,
    professionalPhone: professional?.phone[0] ?? null,
    professionalPhotoExists: professional?.photo_exists ?? false,
    assistant: s.assistant,
    service: s.service,
    serviceName: service?.name ?? null,
    price,
    predictedSum: price === null ? null : price * s.quantity,
    quantity: s.quantity,
    teeth: null,
    hall: s.hall,
    hallName: null,
    customMaterials: s.customMaterials,
    recommendedBy: s.recommendedBy,
    createDate: s.createDate,
    appointment: a.id,
    state: a.state,
    cancelReason: a.cancelReason,
    client: a.client,
    clientName: client ? fullName(client) : null,
    clientPhone: client?.phone[0] ?? null,
    location: a.location,
    sale: null,
    saleSum: 0,
    refundSum: 0,
    prepaymentSum: paidFor(core, s.id),
    prepayment: null,
    timeConflicts: [],
    validations: [],
  }
}
