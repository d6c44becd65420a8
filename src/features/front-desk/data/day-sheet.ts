/**
 * A stylist's day as a list (My day, /admin/my-day) and the printable day sheet
 * (/admin/calendar/print): the day board's columns (../domain/day-board.ts) with each visit's note
 * and money — what was prepaid, paid by voucher or balance, and what is still due — read with the
 * till's reader of what a visit had paid before checkout.
 *
 * Read past the collections' access rules: the caller decides whose day it is (a stylist's own
 * account only its own stylist, decision 0047), and nothing else leaves this module.
 */
import type { Payload } from 'payload'

import {
  blockedIntervals,
  describeLocalDay,
  toEmployeeSchedule,
  toTimeBlock,
  type LocalDate,
  type LocalTime,
} from '@/features/booking/kit'
import { paidBeforeCheckoutOf } from '@/features/till'
import { relationKey } from '@/platform/db/relation-id'

import type { Appointment, Employee } from '@/cms/payload-types'
import { buildDayBoard, type BlockStatus, type BoardColumn, type BoardStylist } from '../domain/day-board'
import { DEFAULT_ZONE } from './reads'
import { toBoardAppointment } from './schedule'

const o = { overrideAccess: true as const, depth: 0, pagination: false as const }

export interface SheetSalon {
  id: string
  title: string
  timezone: string
}

/** One visit (this stylist's part of it) with what was paid on it, in pounds. */
export interface SheetVisit {
  id: string
  salon: string
  status: BlockStatus
  start: LocalTime
  end: LocalTime
  client: { name: string; phone: string } | null
  services: string[]
  note: string | null
  /** The whole visit's price at its booked prices. */
  total: number
  paid: { prepaid: number; voucher: number; balance: number }
  /** What is left to pay at the desk; 0 once checked out. */
  due: number
  /** Checked out at the till. */
  settled: boolean
}

export interface SheetBlock {
  id: string | null
  start: LocalTime
  end: LocalTime
  reason: string
  weekly: boolean
}

export interface SheetColumn {
  stylist: { id: string; name: string }
  salon: SheetSalon
  hours: { start: LocalTime; end: LocalTime }[]
  blocked: SheetBlock[]
  visits: SheetVisit[]
}

/** Other stylists' busy times, nothing else of their visits (the salon's choice, `stylistsSeeOthers`). */
export interface BusyColumn {
  stylist: string
  busy: { start: LocalTime; end: LocalTime }[]
}

type StylistDoc = Pick<Employee, 'id' | 'name' | 'workingHours' | 'scheduleExceptions' | 'services'>
const STYLIST_FIELDS = { name: true, workingHours: true, scheduleExceptions: true, services: true } as const

const pence = (pounds: number | null | undefined) => Math.round((pounds ?? 0) * 100)
const pounds = (p: number) => p / 100

export async function readSalon(payload: Payload, id: string): Promise<SheetSalon | null> {
  if (!/^\d{1,9}$/.test(id)) return null
  const salon = await payload
    .findByID({ collection: 'salons', id: Number(id), ...o, select: { title: true, timezone: true } })
    .catch(() => null)
  return salon && { id: String(salon.id), title: salon.title, timezone: salon.timezone || DEFAULT_ZONE }
}

/** The salons a stylist works at, in the salons' menu order. */
export async function salonsOfStylist(payload: Payload, stylistId: string): Promise<SheetSalon[]> {
  const employee = await payload
    .findByID({ collection: 'employees', id: Number(stylistId), ...o, select: { salons: true } })
    .catch(() => null)
  const ids = (employee?.salons ?? []).map((s) => Number(relationKey(s)))
  if (!ids.length) return []
  const { docs } = await payload.find({
    collection: 'salons',
    where: { id: { in: ids } },
    sort: 'order',
    ...o,
    select: { title: true, timezone: true },
  })
  return docs.map((s) => ({ id: String(s.id), title: s.title, timezone: s.timezone || DEFAULT_ZONE }))
}

/** The salon's stylists in menu order (one of them when `only` names one). */
export async function stylistsOfSalon(payload: Payload, salonId: string, only?: string): Promise<StylistDoc[]> {
  const { docs } = await payload.find({
    collection: 'employees',
    where: {
      and: [{ salons: { contains: salonId } }, ...(only ? [{ id: { equals: Number(only) } }] : [])],
    },
    sort: 'order',
    ...o,
    select: STYLIST_FIELDS,
  })
  return docs as StylistDoc[]
}

export async function stylistById(payload: Payload, id: string): Promise<StylistDoc | null> {
  if (!/^\d{1,9}$/.test(id)) return null
  const doc = await payload
    .findByID({ collection: 'employees', id: Number(id), ...o, select: STYLIST_FIELDS })
    .catch(() => null)
  return doc as StylistDoc | null
}

/** A day's visits as a block status says them: held times are not visits yet. */
const isVisit = (status: BlockStatus) => status !== 'held' && status !== 'hold-lapsed' && status !== 'cancelled'

/**
 * The day sheet of these stylists at a salon on these dates: per date, a column per stylist who
 * works or has visits that day, and `others` — every other stylist's busy times there.
 */
export async function readDaySheets(
  payload: Payload,
  salon: SheetSalon,
  dates: LocalDate[],
  stylists: StylistDoc[],
  now: Date,
): Promise<{ date: LocalDate; columns: SheetColumn[]; others: BusyColumn[] }[]> {
  if (!dates.length) return []
  const ids = stylists.map((s) => s.id)
  const [appointments, blocks] = await Promise.all([
    payload.find({
      collection: 'appointments',
      where: {
        and: [
          { salon: { equals: Number(salon.id) } },
          { date: { in: dates } },
          { state: { not_in: ['reserved', 'cancelled'] } },
        ],
      },
      ...o,
      depth: 1,
      sort: 'start',
    }),
    ids.length
      ? payload.find({
          collection: 'time-blocks',
          where: { and: [{ employee: { in: ids } }, { date: { less_than_equal: dates.at(-1)! } }] },
          ...o,
        })
      : { docs: [] },
  ])
  const visits = new Map(appointments.docs.map((a) => [String(a.id), a]))
  const board: BoardStylist[] = stylists.map((s) => ({
    id: String(s.id),
    name: s.name,
    schedule: toEmployeeSchedule(s, salon.id, salon.timezone),
  }))
  const wanted = new Set(board.map((s) => s.id))
  const days = dates.map((date) => {
    const day = describeLocalDay(date, salon.timezone)
    const range = { from: new Date(day.startMs), to: new Date(day.endMs) }
    return {
      date,
      board: buildDayBoard({
        date,
        timezone: salon.timezone,
        now,
        showInactive: false,
        stylists: board,
        appointments: appointments.docs.filter((a) => a.date === date).map((a) => toBoardAppointment(a)),
        blocked: blocks.docs.flatMap((b) =>
          blockedIntervals([toTimeBlock(b, salon.timezone)], range).map((i) => ({
            ...i,
            reason: b.reason ?? '',
            blockId: String(b.id),
            weekly: Boolean(b.repeatWeekly),
          })),
        ),
      }),
    }
  })
  const shownIds = days.flatMap((d) =>
    d.board.columns.filter((c) => wanted.has(c.employeeId)).flatMap((c) => c.blocks.map((b) => b.appointmentId)),
  )
  const paid = await paidBeforeCheckoutOf(payload, shownIds)
  const sheetVisit = (block: BoardColumn['blocks'][number]): SheetVisit => {
    const doc = visits.get(block.appointmentId) as Appointment
    const total = doc.items.reduce((sum, i) => sum + pence(i.price), 0)
    const before = paid.get(block.appointmentId) ?? { online: 0, voucher: 0, balance: 0, total: 0 }
    const settled = Boolean(relationKey(doc.sale))
    return {
      id: block.appointmentId,
      salon: salon.title,
      status: block.status,
      start: block.start,
      end: block.end,
      client: block.client,
      services: block.services,
      note: doc.note ?? null,
      total: pounds(total),
      paid: { prepaid: pounds(before.online), voucher: pounds(before.voucher), balance: pounds(before.balance) },
      due: settled ? 0 : pounds(Math.max(0, total - before.total)),
      settled,
    }
  }
  return days.map(({ date, board: { columns } }) => ({
    date,
    columns: columns
      .filter((c) => wanted.has(c.employeeId))
      .map((c) => ({
        stylist: { id: c.employeeId, name: c.name },
        salon,
        hours: c.hours,
        blocked: c.blocked.map((b) => ({
          id: b.blockId ?? null,
          start: b.start,
          end: b.end,
          reason: b.reason,
          weekly: Boolean(b.weekly),
        })),
        visits: c.blocks.filter((b) => isVisit(b.status)).map(sheetVisit),
      })),
    others: columns
      .filter((c) => !wanted.has(c.employeeId))
      .map((c) => ({
        stylist: c.name,
        busy: c.blocks.filter((b) => isVisit(b.status)).map((b) => ({ start: b.start, end: b.end })),
      }))
      .filter((c) => c.busy.length),
  }))
}
