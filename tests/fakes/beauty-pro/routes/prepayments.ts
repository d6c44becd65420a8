/**
 * Prepayments (API.md "Group Appointments" › Appointment Prepayment Request, and the appointment's
 * `requiredPrepayment`; "Group Settings" › `prepayments`). The documentation says what a client
 * owes per appointment service and how a payment link is asked for; it is silent on how a payment
 * is confirmed, so the fake's choices are written next to the code:
 * - a link (`format=url`) opens the fake's own page, `/pay/{order}` beside the API (the live API
 *   answers a WayForPay link); paying there, or `fake.payPrepayment`, pays the order;
 * - a paid amount shows as the item's `prepaymentSum` (as the old product read it, spec §3), the
 *   appointment `hasAnySales`, and what is still owed drops out of `requiredPrepayment`;
 * - paying moves a planned appointment to confirmed (API.md: paying an item confirms the visit).
 */
import { randomUUID } from 'node:crypto'

import type { FakeAppointment, FakeData, FakePrepaymentOrder } from '../fixture'

import { asObject, bodyText, onlyKeys } from '../core/body'
import { GUID_RE, isObject } from '../core/data-types'
import { bad, notFound } from '../core/errors'
import { appointmentStart, findAppointment } from '../core/lookups'
import { type Ctx, type Reply, type Route, guidParam, route } from '../core/route'
import type { Core } from '../core/state'

import { priceFor } from './appointment-views'

/** Scope line of the method: Database or Employee authorization with scope `full`. */
export const prepaymentRoutes: Route[] = [
  route(
    'POST',
    '/appointments/:id/prepaymentRequest',
    ['full'],
    { format: { kind: ['parameters', 'url'], required: true } },
    prepaymentRequest,
  ),
]

const cents = (n: number) => Math.round(n * 100)

/**
 * For the demo and the end-to-end suite: the salon asks the whole price in advance for every
 * service (`on`), or nothing; its application is granted the `full` scope a payment page needs.
 */
export function askFullPrepayments(state: FakeData, on: boolean): void {
  if (!state.application.scope.includes('full')) state.application.scope.push('full')
  Object.assign(state.settings.prepayments, { active: on, requiredActive: on, requiredType: 'full' })
  for (const service of state.services) service.prepaymentRequired = on
}

/** What has been paid for one appointment service, in the salon's currency. */
export function paidFor(core: Core, itemId: string): number {
  let total = 0
  for (const order of core.state.prepaymentOrders)
    if (order.paidAt) for (const s of order.services) if (s.id === itemId) total += cents(s.amount)
  return total / 100
}

/**
 * `requiredPrepayment`: null when prepayments are off (or the visit is too close to take one,
 * `moreThanMinutesToStart`), else `[{ id, amount }]` for each appointment service still owing
 * money (empty when none does).
 */
export function requiredPrepayment(core: Core, a: FakeAppointment): { id: string; amount: number }[] | null {
  const p = core.state.settings.prepayments as Record<string, unknown>
  if (p.active !== true || p.requiredActive !== true) return null
  const minutes = Number(p.moreThanMinutesToStart ?? 0)
  if (appointmentStart(core, a) - core.now() < minutes * 60_000) return null
  if (a.state === 'cancelled' || a.state === 'reserved') return []
  let fixedLeft = cents(Number(p.requiredAmount ?? 0))
  const owed: { id: string; amount: number }[] = []
  for (const item of a.services) {
    const service = core.state.services.find((s) => s.id === item.service)
    const professional = core.state.employees.find((e) => e.id === item.professional)
    if (!service?.prepaymentRequired && !professional?.prepaymentRequired) continue
    const price = cents((priceFor(service, professional, a.location) ?? 0) * item.quantity)
    let due: number
    switch (p.requiredType) {
      case 'percent':
        due = Math.round((price * Number(p.requiredPercent ?? 100)) / 100)
        break
      case 'fixedForService':
        due = Math.min(cents(Number(p.requiredAmount ?? 0)), price)
        break
      case 'fixedForAppointment':
        due = Math.min(fixedLeft, price)
        fixedLeft -= due
        break
      default: // full, time
        due = price
    }
    const left = due - cents(paidFor(core, item.id))
    if (left > 0) owed.push({ id: item.id, amount: left / 100 })
  }
  return owed
}

const TYPES = ['required', 'optional', 'late'] as const

/** POST /appointments/{id}/prepaymentRequest{?format} → `{ url }` or `{ merchantAccount, amount }`. */
function prepaymentRequest(core: Core, c: Ctx): Reply {
  const a = findAppointment(core, guidParam(c, 'appointment'))
  const body = asObject(c.body)
  onlyKeys(body, ['type', 'language', 'appointmentServices'])
  const type = body.type
  if (typeof type !== 'string' || !(TYPES as readonly string[]).includes(type))
    throw bad(`Parameter 'type' should be one of ${TYPES.join(', ')}`)
  bodyText(body, 'language')
  if (a.state !== 'planned' && a.state !== 'confirmed')
    throw bad('A prepayment can be requested only for a planned or confirmed appointment')
  const list = body.appointmentServices
  if (!Array.isArray(list) || list.length === 0) throw bad("Parameter 'appointmentServices' is required")
  const services = list.map((entry) => {
    if (!isObject(entry)) throw bad("Parameter 'appointmentServices' should list { id, amount }")
    onlyKeys(entry, ['id', 'amount'])
    const id = typeof entry.id === 'string' && GUID_RE.test(entry.id) ? entry.id.toLowerCase() : null
    const item = id ? a.services.find((s) => s.id === id) : undefined
    if (!item) throw notFound('appointment service', 'id', String(entry.id))
    const amount = entry.amount
    if (typeof amount !== 'number' || !(amount > 0)) throw bad("Parameter 'amount' should be a positive number")
    const professional = core.state.employees.find((e) => e.id === item.professional)
    const service = core.state.services.find((s) => s.id === item.service)
    const price = (priceFor(service, professional, a.location) ?? 0) * item.quantity
    if (cents(amount) > cents(price)) throw bad(`Parameter 'amount' is more than the service costs (${price})`)
    return { id: item.id, amount }
  })
  const order: FakePrepaymentOrder = {
    id: randomUUID(),
    appointment: a.id,
    type: type as FakePrepaymentOrder['type'],
    services,
    createdAt: new Date(core.now()).toISOString(),
    paidAt: null,
  }
  core.state.prepaymentOrders.push(order)
  const total = services.reduce((sum, s) => sum + cents(s.amount), 0) / 100
  if (c.query.str('format') === 'parameters')
    return { status: 200, body: { merchantAccount: 'parlour_fake_merchant', amount: String(total) } }
  return { status: 200, body: { url: `${core.url.replace(/\/v1$/, '')}/pay/${order.id}` } }
}

/** Pays an order (its page's button, or a test's control); paying twice changes nothing. */
export function payPrepayment(core: Core, orderId: string): FakePrepaymentOrder {
  const order = core.state.prepaymentOrders.find((o) => o.id === orderId)
  if (!order) throw new Error(`No prepayment order ${orderId}`)
  if (!order.paidAt) {
    order.paidAt = new Date(core.now()).toISOString()
    const a = core.state.appointments.find((x) => x.id === order.appointment)
    if (a?.state === 'planned') a.state = 'confirmed'
  }
  return order
}

const escape = (s: string) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** The fake's payment page: `GET /pay/{order}` shows the amount and a button; `POST` pays. */
export function prepaymentPage(core: Core, method: string, orderId: string): { status: number; html: string } {
  const order = core.state.prepaymentOrders.find((o) => o.id === orderId)
  if (!order) return { status: 404, html: '<h1>No such payment</h1>' }
  const total = order.services.reduce((sum, s) => sum + cents(s.amount), 0) / 100
  if (method === 'POST') payPrepayment(core, order.id)
  const page = order.paidAt
    ? `<h1>Paid</h1><p>Thank you: ${total.toFixed(2)} has been paid.</p>`
    : `<h1>Prepayment (test double)</h1><p>Amount: ${total.toFixed(2)}</p>` +
      `<form method="post" action="/pay/${escape(order.id)}"><button type="submit">Pay ${total.toFixed(2)}</button></form>`
  return { status: 200, html: `<!doctype html><html lang="en"><title>Prepayment</title><main>${page}</main></html>` }
}
