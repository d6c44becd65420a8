// Drizzle's operators build dialect-neutral SQL fragments; the SQLite adapter's copy serves both.
import { relationKey } from '@/platform/db/relation-id'
import { and, eq, gt, inArray, isNull, lt, ne, or, type SQLWrapper } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, PayloadRequest, Where } from 'payload'

import type { Employee, TimeBlock as TimeBlockRow } from '@/cms/payload-types'
import { DAYS_OF_WEEK, openingHoursOrDefault } from '@/platform/seo/opening-hours'

import { blockedIntervals, type TimeBlock } from '../domain/blocks'
import { salonOpening, withinOpening, type OpeningByWeekday } from '../domain/opening'

import {
  DEFAULT_CLIENT_LIMITS,
  type BusyInterval,
  type IsoWeekday,
  type ScheduleException,
  type EmployeeSchedule,
  type WorkingInterval,
} from '../domain/types'
import type { EngineSettings } from '../ports'

type Id = number | string

type ScheduleSource = Pick<Employee, 'id' | 'workingHours' | 'scheduleExceptions' | 'services'>

/**
 * A stylist's hours at one salon as the engine reads them. Exception rows of one date are merged:
 * a day-off row makes the date a day off; otherwise its rows are that day's stretches.
 */
export function toEmployeeSchedule(employee: ScheduleSource, locationId: Id, timezone: string): EmployeeSchedule {
  const salon = String(locationId)
  const weekly: Partial<Record<IsoWeekday, WorkingInterval[]>> = {}
  for (const row of employee.workingHours ?? []) {
    if (relationKey(row.salon) !== salon) continue
    ;(weekly[Number(row.weekday) as IsoWeekday] ??= []).push({ start: row.start, end: row.end })
  }
  const byDate = new Map<string, { dayOff: boolean; intervals: WorkingInterval[] }>()
  for (const row of employee.scheduleExceptions ?? []) {
    if (relationKey(row.salon) !== salon) continue
    const entry = byDate.get(row.date) ?? { dayOff: false, intervals: [] }
    if (row.dayOff) entry.dayOff = true
    else if (row.start && row.end) entry.intervals.push({ start: row.start, end: row.end })
    byDate.set(row.date, entry)
  }
  const exceptions: ScheduleException[] = [...byDate.entries()].map(([date, e]) => ({
    date,
    intervals: e.dayOff ? [] : e.intervals,
  }))
  return {
    employeeId: String(employee.id),
    locationId: salon,
    timezone,
    weekly,
    exceptions,
    serviceIds: (employee.services ?? []).map(relationKey),
  }
}

/**
 * The opening hours by weekday that bound a salon's online times: the salon's own when it has
 * any, else the business's from the contacts' lines as the site prints them (the English ones;
 * the spec's hours when they cannot be read).
 */
export async function loadOpeningHours(
  payload: Payload,
  req?: PayloadRequest,
  salonId?: Id,
): Promise<OpeningByWeekday> {
  const [contacts, salon] = await Promise.all([
    payload.findGlobal({ slug: 'contacts', locale: 'en', depth: 0, overrideAccess: true, req }),
    salonId == null
      ? null
      : payload
          .findByID({
            collection: 'salons',
            id: salonId,
            depth: 0,
            overrideAccess: true,
            req,
            select: { openingHours: true },
          })
          .catch(() => null),
  ])
  const opening: OpeningByWeekday = {}
  for (const h of openingHoursOrDefault((contacts.workTime ?? '').split('\n'))) {
    for (const day of h.days) {
      const weekday = (DAYS_OF_WEEK.indexOf(day) + 1) as IsoWeekday
      ;(opening[weekday] ??= []).push({ start: h.opens, end: h.closes })
    }
  }
  // A salon with hours of its own is bound by them.
  return salonOpening(salon?.openingHours, opening)
}

/**
 * Schedules of the published stylists of a salon who have hours there, kept inside the salon's
 * opening hours: online booking offers no time while the salon is shut (docs/decisions/0022).
 */
export async function loadLocationSchedules(
  payload: Payload,
  salon: { id: Id; timezone: string },
  req?: PayloadRequest,
): Promise<EmployeeSchedule[]> {
  const opening = await loadOpeningHours(payload, req, salon.id)
  const { docs } = await payload.find({
    collection: 'employees',
    where: { and: [{ salons: { contains: salon.id } }, { _status: { equals: 'published' } }] },
    depth: 0,
    limit: 500,
    pagination: false,
    overrideAccess: true,
    req,
    select: { workingHours: true, scheduleExceptions: true, services: true },
  })
  return docs
    .map((doc) => withinOpening(toEmployeeSchedule(doc, salon.id, salon.timezone), opening))
    .filter((s) => Object.keys(s.weekly).length > 0 || s.exceptions.some((e) => e.intervals.length > 0))
}

/**
 * Busy time of these stylists overlapping [from, to): live booked rows, unexpired holds and
 * blocked time (src/features/front-desk/payload/collections/TimeBlocks).
 *
 * Inside a write (`req` carries its transaction) this reads through Payload's Local API. Outside
 * one, the read side (free time) asks the database directly for the three columns it needs: one
 * indexed SELECT over the adapter's own Drizzle table, about four times cheaper than the Local
 * API's query building, hooks and field processing, and this is the one database read each
 * free-time request makes (docs/decisions/0014). Both forms share the same conditions.
 */
export async function loadBusyIntervals(
  payload: Payload,
  employeeIds: readonly Id[],
  range: { from: Date; to: Date },
  now: Date,
  req?: PayloadRequest,
  exceptAppointment?: Id,
): Promise<BusyInterval[]> {
  if (!employeeIds.length) return []
  const [booked, blocked] = await Promise.all([
    loadBookedIntervals(payload, employeeIds, range, now, req, exceptAppointment),
    loadBlockedIntervals(payload, employeeIds, range, req),
  ])
  return blocked.length ? [...booked, ...blocked] : booked
}

/**
 * Which `time-blocks` rows may overlap [from, to) for these stylists: those dated up to a day after
 * the range that fall in it or repeat weekly into it (a day either side covers any salon's zone).
 * Null when no id names a row.
 */
export function blocksOverlapping(employeeIds: readonly Id[], range: { from: Date; to: Date }): Where | null {
  const ids = asRowIds(employeeIds)
  if (!ids.length) return null
  // Salon-local dates, a day either side of the range (any zone).
  const firstDay = new Date(range.from.getTime() - 86_400_000).toISOString().slice(0, 10)
  const lastDay = new Date(range.to.getTime() + 86_400_000).toISOString().slice(0, 10)
  return {
    and: [
      { employee: { in: ids } },
      { date: { less_than_equal: lastDay } },
      {
        or: [
          { date: { greater_than_equal: firstDay } },
          {
            and: [
              { repeatWeekly: { equals: true } },
              {
                or: [
                  { until: { exists: false } },
                  { until: { equals: '' } },
                  { until: { greater_than_equal: firstDay } },
                ],
              },
            ],
          },
        ],
      },
    ],
  }
}

/** A `time-blocks` row as the domain reads it, on its salon's clock (`timezone`). */
export function toTimeBlock(
  row: Pick<TimeBlockRow, 'employee' | 'date' | 'start' | 'end' | 'repeatWeekly' | 'until'>,
  timezone: string,
): TimeBlock {
  return {
    employeeId: relationKey(row.employee),
    timezone,
    date: row.date,
    start: row.start,
    end: row.end,
    repeatWeekly: Boolean(row.repeatWeekly),
    until: row.until || null,
  }
}

/**
 * The stylists' blocked time (breaks, trainings, time off) overlapping [from, to): the blocks dated
 * before the range's end that are weekly (and not ended before it) or fall inside it.
 */
export async function loadBlockedIntervals(
  payload: Payload,
  employeeIds: readonly Id[],
  range: { from: Date; to: Date },
  req?: PayloadRequest,
): Promise<(BusyInterval & { reason: string })[]> {
  const where = blocksOverlapping(employeeIds, range)
  if (!where) return []
  const { docs } = await payload.find({
    collection: 'time-blocks',
    where,
    depth: 0,
    limit: 1000,
    pagination: false,
    overrideAccess: true,
    req,
    select: {
      employee: true,
      salon: true,
      date: true,
      start: true,
      end: true,
      repeatWeekly: true,
      until: true,
      reason: true,
    },
  })
  // Most reads find no block: the salons' zones are asked for only when there are some.
  if (!docs.length) return []
  const salons = await payload.find({
    collection: 'salons',
    where: { id: { in: [...new Set(docs.map((d) => relationKey(d.salon)))] } },
    depth: 0,
    limit: 100,
    pagination: false,
    overrideAccess: true,
    req,
    select: { timezone: true },
  })
  const zone = new Map(salons.docs.map((s) => [String(s.id), s.timezone]))
  return docs.flatMap((d) =>
    blockedIntervals([toTimeBlock(d, zone.get(relationKey(d.salon)) || 'Europe/London')], range).map((i) => ({
      ...i,
      reason: d.reason ?? '',
    })),
  )
}

/** Live booked rows and unexpired holds of these stylists overlapping [from, to). */
async function loadBookedIntervals(
  ...[payload, employeeIds, range, now, req, exceptAppointment]: Parameters<typeof loadBusyIntervals>
): Promise<BusyInterval[]> {
  if (!req) return selectBusyRows(payload, employeeIds, range, now, exceptAppointment)
  const { docs } = await payload.find({
    collection: 'booking-slots',
    where: {
      and: [
        { stylist: { in: employeeIds } },
        { live: { equals: true } },
        { start: { less_than: range.to.toISOString() } },
        { end: { greater_than: range.from.toISOString() } },
        { or: [{ heldUntil: { exists: false } }, { heldUntil: { greater_than: now.toISOString() } }] },
        ...(exceptAppointment != null ? [{ appointment: { not_equals: exceptAppointment } }] : []),
      ],
    },
    depth: 0,
    limit: 10_000,
    pagination: false,
    overrideAccess: true,
    req,
    select: { stylist: true, start: true, end: true },
  })
  return docs.map((d) => ({ employeeId: relationKey(d.stylist), start: new Date(d.start), end: new Date(d.end) }))
}

/** The columns of Payload's `booking_slots` table that the busy read needs (same on both dialects). */
type SlotTable = Record<'stylist' | 'start' | 'end' | 'live' | 'heldUntil' | 'appointment', SQLWrapper>
interface SqlDatabase {
  drizzle: {
    select(fields: Record<string, SQLWrapper>): {
      from(table: unknown): { where(condition: SQLWrapper | undefined): Promise<Record<string, unknown>[]> }
    }
  }
  tables: Record<string, unknown>
}

/** Ids in this database are whole numbers: anything else names no row. */
const asRowIds = (ids: readonly Id[]) => ids.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0)

async function selectBusyRows(
  payload: Payload,
  employeeIds: readonly Id[],
  range: { from: Date; to: Date },
  now: Date,
  exceptAppointment?: Id,
): Promise<BusyInterval[]> {
  const db = payload.db as unknown as SqlDatabase
  const t = db.tables.booking_slots as SlotTable
  const stylists = asRowIds(employeeIds)
  if (!stylists.length) return []
  // Dates are kept as ISO 8601 text (SQLite) or timestamps (PostgreSQL): ISO strings compare right in both.
  const rows = await db.drizzle
    .select({ stylist: t.stylist, start: t.start, end: t.end })
    .from(t)
    .where(
      and(
        inArray(t.stylist, stylists),
        eq(t.live, true),
        lt(t.start, range.to.toISOString()),
        gt(t.end, range.from.toISOString()),
        or(isNull(t.heldUntil), gt(t.heldUntil, now.toISOString())),
        exceptAppointment != null ? ne(t.appointment, Number(exceptAppointment)) : undefined,
      ),
    )
  return rows.map((r) => ({
    employeeId: String(r.stylist),
    start: new Date(String(r.start)),
    end: new Date(String(r.end)),
  }))
}

/** The booking-settings global as the engine's settings. */
export async function loadBookingSettings(payload: Payload, req?: PayloadRequest): Promise<EngineSettings> {
  const s = await payload.findGlobal({ slug: 'booking-settings', depth: 0, overrideAccess: true, req })
  return {
    timeStep: s.timeStep,
    nearestBookingMinutes: s.nearestBookingMinutes,
    gapsMode: s.gapsMode,
    gapsPositions: s.gapsPositions ?? [],
    severalServices: s.severalServices ?? true,
    skipProfessional: s.skipProfessional ?? true,
    canCancelIn48Hours: s.canCancelIn48Hours ?? false,
    holdMinutes: s.holdMinutes,
    clientLimits: {
      servicesPerDay: s.clientLimits?.servicesPerDay ?? DEFAULT_CLIENT_LIMITS.servicesPerDay,
      upcomingVisits: s.clientLimits?.upcomingVisits ?? DEFAULT_CLIENT_LIMITS.upcomingVisits,
    },
  }
}
