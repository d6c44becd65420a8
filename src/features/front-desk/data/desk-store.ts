/**
 * The front desk's store: the booking store plus what the calendar's writes need (what stands in
 * a time's way, clients by phone, the version check), on Payload and its database.
 */
import { and, eq } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import type { Client, Employee, Service } from '@/cms/payload-types'
import { relationKey } from '@/platform/db/relation-id'
import { inTransaction } from '@/platform/db/transaction'

import {
  type ClientInfo,
  type FrontDeskStore,
  loadBlockedIntervals,
  isRowId,
  payloadBookingStore,
  toAppointment,
  transactionDb,
} from '@/features/booking/kit'

export { isRowId }

type Rel<T> = number | T | null | undefined
const docOf = <T extends object>(v: Rel<T>): T | null => (typeof v === 'object' && v !== null ? v : null)

const clientInfo = (c: Client): ClientInfo => ({
  id: String(c.id),
  phone: c.phone ?? '', // none once erased (issue 31)
  forbiddenOnlineBooking: Boolean(c.forbiddenOnlineBooking),
  favouriteStylists: (c.favouriteStylists ?? []).map(relationKey),
  favouriteServices: (c.favouriteServices ?? []).map(relationKey),
})

/** A client as the calendar names them: their name, or their phone when they gave none. */
export const clientLabel = (c: Pick<Client, 'firstName' | 'lastName' | 'phone'> | null): string =>
  c ? [c.firstName, c.lastName].filter(Boolean).join(' ') || c.phone || 'A client (erased)' : 'A held time'

export function payloadDeskStore(payload: Payload, req?: PayloadRequest): FrontDeskStore {
  const o = { overrideAccess: true, depth: 0, req } as const
  const base = payloadBookingStore(payload, req)
  const store: FrontDeskStore = {
    ...base,
    async transaction(fn) {
      if (req) return fn(store)
      return inTransaction(payload, (txReq) => fn(payloadDeskStore(payload, txReq)))
    },
    async claimVersion(id, version) {
      if (!isRowId(id)) return false
      // One UPDATE … WHERE id AND updated_at = version: of two writers on the same version, the
      // second waits for the first's row lock and then matches nothing (both databases).
      const { conn, tables } = await transactionDb(payload, req)
      const t = tables.appointments!
      const rows = await conn
        .update(t)
        .set({ updatedAt: new Date().toISOString() })
        .where(and(eq(t.id, Number(id)), eq(t.updatedAt, version)))
        .returning({ id: t.id })
      return rows.length === 1
    },
    async visitsInTheWay(employeeId, range, now, except) {
      if (!isRowId(employeeId)) return []
      const { docs: slots } = await payload.find({
        collection: 'booking-slots',
        where: {
          and: [
            { stylist: { equals: Number(employeeId) } },
            { live: { equals: true } },
            { start: { less_than: range.end.toISOString() } },
            { end: { greater_than: range.start.toISOString() } },
            { or: [{ heldUntil: { exists: false } }, { heldUntil: { greater_than: now.toISOString() } }] },
            ...(except != null ? [{ appointment: { not_equals: Number(except) } }] : []),
          ],
        },
        limit: 50,
        pagination: false,
        ...o,
        select: { appointment: true },
      })
      const ids = [...new Set(slots.map((s) => Number(relationKey(s.appointment))))]
      if (!ids.length) return []
      const { docs } = await payload.find({
        collection: 'appointments',
        where: { id: { in: ids } },
        limit: ids.length,
        pagination: false,
        ...o,
        depth: 1,
      })
      return docs.map((d) => {
        const a = toAppointment(d)
        const mine = d.items.filter((i) => relationKey(i.stylist) === employeeId)
        return {
          appointmentId: a.id,
          employeeId,
          start: a.start,
          end: a.end,
          client: clientLabel(docOf<Client>(d.client)),
          services: mine.map((i) => docOf<Service>(i.service)?.title ?? `#${relationKey(i.service)}`),
        }
      })
    },
    async blockedTime(employeeId, range) {
      const blocked = await loadBlockedIntervals(payload, [employeeId], { from: range.start, to: range.end }, req)
      return blocked.filter((b) => b.employeeId === employeeId && b.start < range.end && b.end > range.start)
    },
    async employeeName(id) {
      if (!isRowId(id)) return null
      const e = await payload
        .findByID({ collection: 'employees', id: Number(id), ...o, select: { name: true } })
        .catch(() => null)
      return (e as Pick<Employee, 'name'> | null)?.name ?? null
    },
    async worksAt(employeeId, locationId) {
      if (!isRowId(employeeId) || !isRowId(locationId)) return false
      const { totalDocs } = await payload.count({
        collection: 'employees',
        where: { and: [{ id: { equals: Number(employeeId) } }, { salons: { contains: Number(locationId) } }] },
        ...o,
      })
      return totalDocs > 0
    },
    async clientByPhone(phone) {
      const { docs } = await payload.find({
        collection: 'clients',
        where: { phone: { equals: phone } },
        limit: 1,
        ...o,
      })
      return docs[0] ? { ...clientInfo(docs[0]), name: clientLabel(docs[0]) } : null
    },
    async createClient(input) {
      const c = await payload.create({
        collection: 'clients',
        data: {
          phone: input.phone || null,
          firstName: input.firstName,
          lastName: input.lastName || undefined,
          sex: input.sex ?? 'female',
        },
        ...o,
      })
      return clientInfo(c)
    },
  }
  return store
}
