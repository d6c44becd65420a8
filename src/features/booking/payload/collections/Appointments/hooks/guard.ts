import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeChangeHook,
  type PayloadRequest,
} from 'payload'

import { clashesInsideVisit, isLive } from '../../../../domain/rules'
import { relationId } from '@/platform/db/relation-id'
import { acceptedOverlaps, busyRanges } from '../../../../domain/processing'
import { instantToLocal } from '../../../../domain/time'

import { anyCause } from '@/platform/db/errors'
import { lockRowGroups } from '@/platform/db/row-group-lock'

/**
 * The double-booking guard (docs/decisions/0010). Every write of an appointment, from the
 * booking API or from the admin, rewrites that appointment's rows in `booking-slots` inside the
 * same transaction:
 *   1. holds that have lapsed stop blocking (their rows become not live);
 *   2. if the appointment is live, its items are checked against each other and each against the
 *      stylist's other live rows, one writer of a stylist's diary at a time (SQLite: the BEGIN
 *      IMMEDIATE transaction; PostgreSQL: the diary locks, docs/decisions/0032);
 *   3. the rows are replaced. On PostgreSQL the exclusion constraint `booking_slots_no_overlap`
 *      refuses an overlapping live row even when two transactions checked at the same moment.
 */

export const SLOT_TAKEN_MESSAGE = 'Sorry, that time has just been taken. Please choose another time.'

/** A conflicting booking: HTTP 409 with a message a visitor can read. */
export class SlotTakenError extends APIError {
  readonly reason = 'slot_taken'
  constructor(message = SLOT_TAKEN_MESSAGE) {
    super(message, 409, undefined, true)
    this.name = 'SlotTakenError'
  }
}

type Id = number | string
const MINUTE = 60_000
/** The advisory-lock group of stylists' diaries ("diar" in ASCII): no other lock uses it. */
export const DIARY_LOCK_GROUP = 0x64696172

interface ItemData {
  service?: unknown
  stylist?: unknown
  start?: string | Date | null
  duration?: number | null
  processingAfter?: number | null
  processingMinutes?: number | null
}

/** The clock of this request: tests and use cases may pass `req.context.now`. */
export function requestNow(req: PayloadRequest): Date {
  const now = req.context?.now
  return now instanceof Date ? now : new Date()
}

function itemRange(item: ItemData): { start: Date; end: Date } | null {
  if (!item.start || !item.duration) return null
  const start = new Date(item.start)
  if (Number.isNaN(start.getTime())) return null
  return { start, end: new Date(start.getTime() + item.duration * MINUTE) }
}

/**
 * A visit cancelled without a time given (staff changing the state in the admin) is cancelled now,
 * so the list of cancellations can put the latest first; one taken back into the diary has none.
 */
export function cancellationTime(
  data: { state?: unknown; cancelledAt?: unknown },
  originalDoc: { state?: unknown; cancelledAt?: unknown } | undefined,
  now: Date,
): { cancelledAt?: string | null } {
  const state = data.state ?? originalDoc?.state
  if (state === 'cancelled')
    return data.cancelledAt || originalDoc?.cancelledAt ? {} : { cancelledAt: now.toISOString() }
  // (Payload hands the hook the whole document: an unchanged time is the old cancellation's.)
  if (originalDoc?.state === 'cancelled' && (data.cancelledAt ?? null) === (originalDoc.cancelledAt ?? null))
    return { cancelledAt: null }
  return {}
}

/** Visit start and end, salon-local date and stylists, derived from the items; the time of a cancellation. */
export const deriveVisit: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const items = (data.items ?? originalDoc?.items ?? []) as ItemData[]
  const ranges = items.map(itemRange).filter((r): r is { start: Date; end: Date } => r !== null)
  if (!ranges.length)
    throw new APIError('An appointment needs at least one service with a start time.', 400, undefined, true)
  const start = new Date(Math.min(...ranges.map((r) => r.start.getTime())))
  const end = new Date(Math.max(...ranges.map((r) => r.end.getTime())))
  const salonId = relationId(data.salon ?? originalDoc?.salon)
  if (salonId == null) throw new APIError('An appointment needs a salon.', 400, undefined, true)
  const salon = await req.payload.findByID({
    collection: 'salons',
    id: salonId,
    depth: 0,
    draft: true,
    overrideAccess: true,
    req,
    select: { timezone: true },
  })
  const stylists = [...new Set(items.map((i) => relationId(i.stylist)).filter((id): id is Id => id != null))]
  return {
    ...data,
    ...cancellationTime(data, originalDoc, requestNow(req)),
    start: start.toISOString(),
    end: end.toISOString(),
    date: instantToLocal(start, salon.timezone || 'Europe/London').date,
    stylists,
  }
}

/** Whether an error (possibly wrapped) is PostgreSQL's exclusion violation on the slots table. */
export const isOverlapViolation = (error: unknown): boolean =>
  anyCause(
    error,
    (e) => e.code === '23P01' || (typeof e.message === 'string' && e.message.includes('booking_slots_no_overlap')),
  )

/** Each item's busy parts (the whole item, or before and after its processing gap) with its stylist. */
function busyPartsOf(items: readonly ItemData[]): { stylist: Id; range: { start: Date; end: Date } }[] {
  return items.flatMap((item) => {
    const stylist = relationId(item.stylist)
    const range = itemRange(item)
    if (stylist == null || range == null) return []
    const processing =
      item.processingAfter != null && item.processingMinutes != null
        ? { after: item.processingAfter, minutes: item.processingMinutes }
        : null
    return busyRanges({ start: range.start, duration: item.duration!, processing }).map((r) => ({ stylist, range: r }))
  })
}

export const syncSlots: CollectionAfterChangeHook = async ({ doc, req }) => {
  const { payload } = req
  const now = requestNow(req)
  const parts = busyPartsOf((doc.items ?? []) as ItemData[])
  const live = isLive(doc.state, doc.heldUntil, now)
  const stylists = [...new Set(parts.map((i) => i.stylist))]
  const accepted = acceptedOverlaps(doc.overlapWith)

  // One writer of a stylist's diary at a time (PostgreSQL; SQLite's write lock already is one).
  await lockRowGroups(payload, req, DIARY_LOCK_GROUP, stylists.map(Number).filter(Number.isSafeInteger))

  if (stylists.length) {
    // Lapsed holds of these stylists stop blocking.
    await payload.db.updateMany({
      collection: 'booking-slots',
      where: {
        and: [
          { stylist: { in: stylists } },
          { live: { equals: true } },
          { heldUntil: { less_than_equal: now.toISOString() } },
        ],
      },
      data: { live: false },
      req,
    })
  }

  if (live) {
    // Two services of the visit itself at overlapping times of one stylist: PostgreSQL's constraint
    // refuses the second row; here the rows are checked against each other before any is written.
    if (clashesInsideVisit(parts)) throw new SlotTakenError()
    const acceptedBy = new Map<string, string[]>()
    for (const part of parts) {
      const { docs: clashes } = await payload.find({
        collection: 'booking-slots',
        where: {
          and: [
            { stylist: { equals: part.stylist } },
            { live: { equals: true } },
            { appointment: { not_equals: doc.id } },
            { start: { less_than: part.range.end.toISOString() } },
            { end: { greater_than: part.range.start.toISOString() } },
          ],
        },
        depth: 0,
        limit: 100,
        pagination: false,
        overrideAccess: true,
        req,
        select: { appointment: true, overlap: true },
      })
      for (const row of clashes) {
        // Allowed only between this visit and one that staff booked over the other on purpose.
        const other = String(relationId(row.appointment))
        if (accepted.includes(other)) continue
        if (row.overlap) {
          if (!acceptedBy.has(other)) {
            const { overlapWith } = await payload.findByID({
              collection: 'appointments',
              id: other,
              depth: 0,
              overrideAccess: true,
              req,
              select: { overlapWith: true },
            })
            acceptedBy.set(other, acceptedOverlaps(overlapWith))
          }
          if (acceptedBy.get(other)!.includes(String(doc.id))) continue
        }
        throw new SlotTakenError()
      }
    }
  }

  await payload.db.deleteMany({ collection: 'booking-slots', where: { appointment: { equals: doc.id } }, req })
  const heldUntil = doc.state === 'reserved' && doc.heldUntil ? new Date(doc.heldUntil).toISOString() : null
  try {
    for (const part of parts) {
      await payload.db.create({
        collection: 'booking-slots',
        data: {
          appointment: doc.id,
          stylist: part.stylist,
          start: part.range.start.toISOString(),
          end: part.range.end.toISOString(),
          live,
          heldUntil,
          // Outside PostgreSQL's constraint: the check above is this visit's guard (decision 0045).
          overlap: accepted.length > 0,
        },
        req,
      })
    }
  } catch (error) {
    if (isOverlapViolation(error)) throw new SlotTakenError()
    throw error
  }
  return doc
}

/** A deleted appointment frees its stylists' time. */
export const dropSlots: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.db.deleteMany({ collection: 'booking-slots', where: { appointment: { equals: id } }, req })
}
