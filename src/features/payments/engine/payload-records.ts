import { randomUUID } from 'node:crypto'

import type { Payload, Where } from 'payload'

import type { PaymentRequest as RequestDoc, Payment as PaymentDoc } from '@/cms/payload-types'
import { relationKey } from '@/platform/db/relation-id'

import { NO_PREPAYMENTS, type PrepaymentSettings, type VisitTerms } from '../domain/terms'
import type { LedgerRow, PaymentRecords, PaymentRequest } from '../records'

const num = (id: string) => Number(id)
const date = (v: string | null | undefined) => (v ? new Date(v) : null)
const o = { overrideAccess: true, depth: 0 } as const

/** A unique index refused the row: written already. */
const isDuplicate = (error: unknown) =>
  /unique|duplicate|already exists|SQLITE_CONSTRAINT/i.test(String((error as Error)?.message ?? error)) ||
  JSON.stringify((error as { data?: unknown })?.data ?? '').includes('unique')

function toRequest(d: RequestDoc): PaymentRequest {
  return {
    id: String(d.id),
    key: d.key,
    appointmentId: d.visitId ?? null,
    clientId: relationKey(d.client),
    purpose: d.purpose,
    state: d.state,
    amount: d.amount,
    terms: (d.terms as VisitTerms | null) ?? null,
    checkoutSession: d.checkoutSession ?? null,
    url: d.url ?? null,
    expiresAt: date(d.expiresAt),
    paymentIntent: d.paymentIntent ?? null,
    note: d.note ?? null,
    failure: d.failure ?? null,
    createdAt: new Date(d.createdAt),
  }
}

function toLedger(d: PaymentDoc): LedgerRow {
  return {
    appointmentId: d.visitId ?? null,
    clientId: d.client == null ? null : relationKey(d.client),
    kind: d.kind,
    amount: d.amount,
    stripeId: d.stripeId,
    paymentIntent: d.paymentIntent ?? null,
    requestId: d.request ?? null,
    note: d.note ?? null,
    byStaff: d.byStaff == null ? null : relationKey(d.byStaff),
    at: new Date(d.at),
  }
}

const ids = (values: string[]) => [...new Set(values)].filter((v) => /^\d{1,9}$/.test(v)).map(num)

/** Payments' records in Payload (staff-only collections, so the server writes with `overrideAccess`). */
export function payloadPaymentRecords(payload: Payload): PaymentRecords {
  /** The visit's row id while the visit exists (a held visit let go is removed; its id stays in `visitId`). */
  const liveVisit = async (id: string | null) => {
    if (id == null || !ids([id]).length) return null
    const { totalDocs } = await payload.count({ collection: 'appointments', where: { id: { equals: num(id) } }, ...o })
    return totalDocs ? num(id) : null
  }
  const findRequests = async (where: Where, sort = 'createdAt') =>
    (await payload.find({ collection: 'payment-requests', where, sort, pagination: false, ...o })).docs.map(toRequest)
  return {
    async settings(): Promise<PrepaymentSettings> {
      const s = await payload.findGlobal({ slug: 'booking-settings', ...o })
      const p = s.prepayments
      if (!p) return NO_PREPAYMENTS
      return {
        active: p.active === true,
        requiredType: p.requiredType ?? 'card',
        requiredPercent: p.requiredPercent ?? 0,
        requiredAmount: p.requiredAmount ?? 0,
        lateCancelFeePercent: p.lateCancelFeePercent ?? 0,
        noShowFeePercent: p.noShowFeePercent ?? 0,
      }
    },
    async marked({ serviceIds, employeeIds }) {
      const [services, employees] = await Promise.all([
        ids(serviceIds).length
          ? payload.find({
              collection: 'services',
              where: { and: [{ id: { in: ids(serviceIds) } }, { prepaymentRequired: { equals: true } }] },
              pagination: false,
              draft: true,
              select: {},
              ...o,
            })
          : { docs: [] },
        ids(employeeIds).length
          ? payload.find({
              collection: 'employees',
              where: { and: [{ id: { in: ids(employeeIds) } }, { prepaymentRequired: { equals: true } }] },
              pagination: false,
              draft: true,
              select: {},
              ...o,
            })
          : { docs: [] },
      ])
      return {
        services: new Set(services.docs.map((d) => String(d.id))),
        employees: new Set(employees.docs.map((d) => String(d.id))),
      }
    },
    async client(id) {
      if (!ids([id]).length) return null
      const c = await payload.findByID({ collection: 'clients', id: num(id), ...o }).catch(() => null)
      if (!c) return null
      const name = [c.firstName, c.lastName].filter(Boolean).join(' ').trim()
      return {
        id: String(c.id),
        phone: c.phone ?? '', // none once erased (issue 31): such a client no longer pays online
        name: name || null,
        email: c.email ?? null,
        prepaymentRequired: c.prepaymentRequired === true,
        stripeCustomer: c.stripeCustomer ?? null,
        card:
          c.card?.paymentMethod && c.card.last4
            ? { paymentMethod: c.card.paymentMethod, brand: c.card.brand ?? 'card', last4: c.card.last4 }
            : null,
      }
    },
    async setCustomer(clientId, customer) {
      await payload.update({ collection: 'clients', id: num(clientId), data: { stripeCustomer: customer }, ...o })
    },
    async setCard(clientId, card) {
      await payload.update({
        collection: 'clients',
        id: num(clientId),
        data: { card: { paymentMethod: card.paymentMethod, brand: card.brand, last4: card.last4 } },
        ...o,
      })
    },
    async createRequest(input) {
      const doc = await payload.create({
        collection: 'payment-requests',
        data: {
          appointment: await liveVisit(input.appointmentId),
          visitId: input.appointmentId,
          key: randomUUID(),
          client: num(input.clientId),
          purpose: input.purpose,
          state: 'opening',
          amount: input.amount,
          terms: input.terms as unknown as Record<string, unknown>,
          expiresAt: input.expiresAt?.toISOString() ?? null,
          note: input.note ?? null,
        },
        ...o,
      })
      return toRequest(doc)
    },
    async updateRequest(id, patch) {
      const data: Record<string, unknown> = { ...patch }
      if (patch.expiresAt !== undefined) data.expiresAt = patch.expiresAt?.toISOString() ?? null
      const doc = await payload.update({ collection: 'payment-requests', id: num(id), data, ...o })
      return toRequest(doc)
    },
    async request(id) {
      if (!ids([id]).length) return null
      const doc = await payload.findByID({ collection: 'payment-requests', id: num(id), ...o }).catch(() => null)
      return doc ? toRequest(doc) : null
    },
    async requestBySession(checkoutSession) {
      return (await findRequests({ checkoutSession: { equals: checkoutSession } }))[0] ?? null
    },
    async requestsOf(appointmentIds) {
      if (!ids(appointmentIds).length) return []
      return findRequests({ visitId: { in: appointmentIds } })
    },
    async unsettled(before) {
      return findRequests({
        and: [
          { state: { in: ['opening', 'open', 'outstanding'] } },
          { createdAt: { less_than: before.toISOString() } },
        ],
      })
    },
    async ledgerOf(appointmentIds) {
      if (!ids(appointmentIds).length) return []
      const { docs } = await payload.find({
        collection: 'payments',
        where: { visitId: { in: appointmentIds } },
        sort: 'at',
        pagination: false,
        ...o,
      })
      return docs.map(toLedger)
    },
    async ledgerByPaymentIntent(paymentIntent) {
      const { docs } = await payload.find({
        collection: 'payments',
        where: { stripeId: { equals: paymentIntent } },
        limit: 1,
        ...o,
      })
      return docs[0] ? toLedger(docs[0]) : null
    },
    async addLedger(row) {
      try {
        await payload.create({
          collection: 'payments',
          data: {
            appointment: await liveVisit(row.appointmentId),
            visitId: row.appointmentId,
            client: row.clientId == null ? null : num(row.clientId),
            kind: row.kind,
            amount: row.amount,
            currency: 'gbp',
            stripeId: row.stripeId,
            paymentIntent: row.paymentIntent ?? null,
            request: row.requestId ?? null,
            note: row.note,
            byStaff: row.byStaff == null ? null : num(row.byStaff),
            at: row.at.toISOString(),
          },
          ...o,
        })
        return true
      } catch (error) {
        if (isDuplicate(error)) return false
        throw error
      }
    },
    async markEvent(id, type) {
      try {
        await payload.create({ collection: 'stripe-events', data: { eventId: id, type }, ...o })
        return true
      } catch (error) {
        if (isDuplicate(error)) return false
        throw error
      }
    },
  }
}
