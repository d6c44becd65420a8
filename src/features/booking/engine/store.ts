import { eq, sql, type SQLWrapper } from '@payloadcms/db-sqlite/drizzle'
import { relationKey } from '@/platform/db/relation-id'
import { nullUnlessBusy } from '@/platform/http/admission'
import type { Payload, PayloadRequest } from 'payload'

import { inTransaction } from '@/platform/db/transaction'
import type { Appointment as AppointmentDoc } from '@/cms/payload-types'

import type { Appointment, BookingStore, Id, NewAppointment, FeedbackInfo } from '../ports'

import { acceptedOverlaps, processingOf } from '../domain/processing'

import { queueBookingSms } from './notifications'
import { serviceOptions } from './options'
import { loadBookingSettings, loadBusyIntervals, loadLocationSchedules } from './schedules'

export { inTransaction }

const num = (id: Id) => Number(id)
const date = (v: string | null | undefined) => (v ? new Date(v) : null)

export function toAppointment(d: AppointmentDoc): Appointment {
  return {
    id: String(d.id),
    clientId: d.client == null ? null : relationKey(d.client),
    locationId: relationKey(d.salon),
    state: d.state,
    start: new Date(d.start!),
    end: new Date(d.end!),
    date: d.date ?? '',
    heldUntil: date(d.heldUntil),
    holdTokenHash: d.holdTokenHash ?? null,
    items: d.items.map((i) => ({
      id: i.id ?? undefined,
      serviceId: relationKey(i.service),
      employeeId: relationKey(i.stylist),
      start: new Date(i.start),
      duration: i.duration,
      price: i.price ?? null,
      processing: processingOf(i.duration, i.processingAfter, i.processingMinutes),
      optionId: i.optionId ?? null,
      optionName: i.optionName ?? null,
    })),
    cancelReason: d.cancelReason ?? null,
    cancelledAt: date(d.cancelledAt),
    locale: d.locale === 'uk' ? 'uk' : 'en',
    source: d.source === 'front-desk' ? 'front-desk' : 'online',
    version: new Date(d.updatedAt).toISOString(),
    note: d.note ?? null,
    overlapWith: acceptedOverlaps(d.overlapWith),
  }
}

function toDocData(patch: Partial<NewAppointment & Pick<Appointment, 'cancelReason' | 'cancelledAt'>>) {
  const data: Record<string, unknown> = {}
  if (patch.clientId !== undefined) data.client = patch.clientId == null ? null : num(patch.clientId)
  if (patch.locationId !== undefined) data.salon = num(patch.locationId)
  if (patch.state !== undefined) data.state = patch.state
  if (patch.heldUntil !== undefined) data.heldUntil = patch.heldUntil?.toISOString() ?? null
  if (patch.holdTokenHash !== undefined) data.holdTokenHash = patch.holdTokenHash
  if (patch.cancelReason !== undefined) data.cancelReason = patch.cancelReason
  if (patch.cancelledAt !== undefined) data.cancelledAt = patch.cancelledAt?.toISOString() ?? null
  if (patch.locale !== undefined) data.locale = patch.locale
  if (patch.source !== undefined) data.source = patch.source
  if (patch.note !== undefined) data.note = patch.note
  if (patch.overlapWith !== undefined) data.overlapWith = patch.overlapWith.map(String)
  if (patch.items)
    data.items = patch.items.map((i) => ({
      ...(i.id ? { id: i.id } : {}),
      service: num(i.serviceId),
      stylist: num(i.employeeId),
      start: i.start.toISOString(),
      duration: i.duration,
      price: i.price,
      processingAfter: i.processing?.after ?? null,
      processingMinutes: i.processing?.minutes ?? null,
      optionId: i.optionId ?? null,
      optionName: i.optionName ?? null,
    }))
  return data
}

/** Row ids are whole numbers the database's integer column can hold. */
export const isRowId = (id: string) => /^\d{1,9}$/.test(id)

interface DrizzleDatabase {
  drizzle: unknown
  sessions?: Record<string, { db: unknown }>
  tables: Record<string, Record<'id' | 'updatedAt', SQLWrapper>>
}
interface UpdateBuilder {
  update(table: unknown): {
    set(values: Record<string, unknown>): {
      where(condition: SQLWrapper | undefined): { returning(fields: Record<string, SQLWrapper>): Promise<unknown[]> }
    }
  }
}

/**
 * Drizzle on the request's transaction (the adapter's own connection outside one) and Payload's
 * tables, for the few writes the Local API cannot say: an atomic compare-and-set, a row lock.
 */
export async function transactionDb(payload: Payload, req?: PayloadRequest) {
  const db = payload.db as unknown as DrizzleDatabase
  const session = req?.transactionID ? db.sessions?.[String(await req.transactionID)]?.db : undefined
  return { conn: (session ?? db.drizzle) as UpdateBuilder, tables: db.tables }
}

/**
 * The booking store on Payload's Local API (staff-only collections, so `overrideAccess`). A
 * transaction is a Payload request with its own transaction id; every read and write of the
 * use case passes it, so the appointments guard (docs/decisions/0010) runs inside it.
 */
export function payloadBookingStore(payload: Payload, req?: PayloadRequest): BookingStore {
  const o = { overrideAccess: true, depth: 0, req } as const
  const ctx = (now: Date) => ({ ...o, context: { now } })
  const store: BookingStore = {
    async transaction(fn) {
      if (req) return fn(store)
      return inTransaction(payload, (txReq) => fn(payloadBookingStore(payload, txReq)))
    },
    settings: () => loadBookingSettings(payload, req),
    async location(id) {
      const s = await payload.findByID({ collection: 'salons', id: num(id), ...o }).catch(nullUnlessBusy)
      return s ? { id: String(s.id), title: s.title, timezone: s.timezone, active: s.active !== false } : null
    },
    async services(ids) {
      const valid = ids.filter((id) => /^\d+$/.test(id)).map(num)
      if (!valid.length) return []
      const { docs } = await payload.find({
        collection: 'services',
        where: { id: { in: valid } },
        limit: valid.length,
        pagination: false,
        ...o,
      })
      return docs.map((s) => {
        const prices = Object.fromEntries((s.prices ?? []).map((p) => [relationKey(p.salon), p.price]))
        return {
          id: String(s.id),
          title: s.title,
          duration: s.duration,
          processing: processingOf(s.duration, s.processingAfter, s.processingMinutes),
          prices,
          bookable: s._status === 'published' && s.public !== false && !s.archive,
          options: serviceOptions(s).map((o) => ({
            id: o.id,
            name: o.name,
            duration: o.duration,
            prices: Object.fromEntries(Object.keys(prices).map((salon) => [salon, o.price])),
          })),
        }
      })
    },
    schedules: (salon) => loadLocationSchedules(payload, salon, req),
    busy: (employeeIds, range, now, except) => loadBusyIntervals(payload, employeeIds, range, now, req, except),
    async client(id) {
      const c = await payload.findByID({ collection: 'clients', id: num(id), ...o }).catch(nullUnlessBusy)
      if (!c) return null
      return {
        id: String(c.id),
        phone: c.phone ?? '', // none once erased (issue 31): such a client can no longer book
        forbiddenOnlineBooking: Boolean(c.forbiddenOnlineBooking),
        favouriteStylists: (c.favouriteStylists ?? []).map(relationKey),
        favouriteServices: (c.favouriteServices ?? []).map(relationKey),
      }
    },
    async lockClient(id) {
      if (!isRowId(id)) return
      // An UPDATE that changes nothing still takes the row's lock until the transaction ends.
      const { conn, tables } = await transactionDb(payload, req)
      const t = tables.clients!
      await conn
        .update(t)
        .set({ updatedAt: sql`${t.updatedAt}` })
        .where(eq(t.id, Number(id)))
        .returning({ id: t.id })
    },
    async appointmentsOfClient(clientId) {
      const { docs } = await payload.find({
        collection: 'appointments',
        where: { client: { equals: num(clientId) } },
        sort: 'start',
        limit: 1000,
        pagination: false,
        ...o,
      })
      return docs.map(toAppointment)
    },
    async appointment(id) {
      if (!/^\d+$/.test(id)) return null
      const d = await payload.findByID({ collection: 'appointments', id: num(id), ...o }).catch(nullUnlessBusy)
      return d ? toAppointment(d) : null
    },
    async createAppointment(input, now) {
      const doc = await payload.create({
        collection: 'appointments',
        data: toDocData(input) as never,
        ...ctx(now),
      })
      return toAppointment(doc)
    },
    async updateAppointment(id, patch, now, by) {
      const doc = await payload.update({
        collection: 'appointments',
        id: num(id),
        data: toDocData(patch),
        ...o,
        // Hooks read who changed the visit (a late cancellation by the client keeps fees from a voucher).
        context: { now, ...(by ? { by } : {}) },
      })
      return toAppointment(doc)
    },
    async deleteAppointment(id) {
      await payload.delete({ collection: 'appointments', id: num(id), ...o })
    },
    async requestResult(key) {
      const { docs } = await payload.find({
        collection: 'booking-requests',
        where: { key: { equals: key } },
        limit: 1,
        ...o,
      })
      return docs[0] ? relationKey(docs[0].appointment) : null
    },
    async saveRequestResult(key, clientId, appointmentId) {
      await payload.create({
        collection: 'booking-requests',
        data: { key, client: num(clientId), appointment: num(appointmentId) },
        ...o,
      })
    },
    async feedbacksOf(appointmentIds) {
      if (!appointmentIds.length) return []
      const { docs } = await payload.find({
        collection: 'reviews',
        where: { appointment: { in: appointmentIds.map(num) } },
        limit: appointmentIds.length,
        pagination: false,
        ...o,
      })
      return docs.map((r): FeedbackInfo => ({
        id: String(r.id),
        appointmentId: relationKey(r.appointment),
        employeeId: relationKey(r.stylist),
        rating: r.rating,
        text: r.text ?? '',
        createdAt: new Date(r.createdAt),
      }))
    },
    async createFeedback(input) {
      const r = await payload.create({
        collection: 'reviews',
        data: {
          appointment: num(input.appointmentId),
          stylist: num(input.employeeId),
          client: num(input.clientId),
          rating: input.rating,
          text: input.text,
        },
        ...o,
      })
      return {
        id: String(r.id),
        appointmentId: input.appointmentId,
        employeeId: input.employeeId,
        rating: r.rating,
        text: r.text ?? '',
        createdAt: new Date(r.createdAt),
      }
    },
    async employeeExists(id) {
      if (!/^\d+$/.test(id)) return false
      const { totalDocs } = await payload.count({ collection: 'employees', where: { id: { equals: num(id) } }, ...o })
      return totalDocs > 0
    },
    async setFavourites(clientId, favourites) {
      await payload.update({
        collection: 'clients',
        id: num(clientId),
        data: { favouriteStylists: favourites.stylists.map(num), favouriteServices: favourites.services.map(num) },
        ...o,
      })
    },
    async notify(appointmentId, kind) {
      // The booking is already committed: a queue failure is logged, never turned into an error.
      try {
        await queueBookingSms(payload, appointmentId, kind)
      } catch (error) {
        payload.logger.error({ err: error, msg: `Could not queue the ${kind} SMS for appointment ${appointmentId}` })
      }
    },
  }
  return store
}
