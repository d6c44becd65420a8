import { relationKey } from '@/platform/db/relation-id'
import type { PayloadRequest } from 'payload'

import {
  addCalendarDays,
  blockedIntervals,
  describeLocalDay,
  instantToLocal,
  parseLocalDate,
  processingOf,
  toEmployeeSchedule,
  toTimeBlock,
  type LocalDate,
} from '@/features/booking/kit'

import type { Appointment, Client, Employee, Service } from '@/cms/payload-types'

import { type BoardAppointment, type BoardStylist, buildDayBoard, type DayBoard } from '../domain/day-board'
import type { VisitFlags } from '../domain/visit-flags'
import { type Colouring, firstVisits, flagsOf, loadColouring } from './colours'
import { asStaff, DEFAULT_ZONE, findSalonStylists, pickSalon } from './reads'

/**
 * Reads what the day board shows, as the signed-in staff member: every read passes the
 * collections' access rules (`overrideAccess: false` with the request and its user).
 */

export interface SalonChoice {
  id: string
  title: string
}

export interface DayBoardPage {
  salons: SalonChoice[]
  salon: SalonChoice | null
  timezone: string
  date: LocalDate
  today: LocalDate
  previous: LocalDate
  next: LocalDate
  showInactive: boolean
  board: DayBoard
  /** A salon or date in the address that could not be used (the defaults are shown instead). */
  /** What the page could not do as asked (translation keys of src/platform/staff/translations.ts). */
  notices: ('salonNotFound' | 'dateUnreadable')[]
  /** The day's visits at the salon as read (the calendar shows their details). */
  appointments: Appointment[]
  /** Every stylist of the salon, in menu order (working that day or not). */
  stylists: { id: string; name: string }[]
  /** How the blocks are coloured (decision 0049); null without a salon. */
  colouring: Colouring | null
}

export interface DayBoardQuery {
  salon?: string
  date?: string
  inactive?: string
}

type Rel<T> = number | T | null | undefined
const doc = <T extends object>(value: Rel<T>): T | null => (typeof value === 'object' && value !== null ? value : null)

function clientOf(value: Rel<Client>): BoardAppointment['client'] {
  const client = doc(value)
  if (!client) return null
  const name = [client.firstName, client.lastName].filter(Boolean).join(' ')
  return { name, phone: client.phone ?? '' }
}

export function toBoardAppointment(appointment: Appointment, flags?: VisitFlags): BoardAppointment {
  return {
    id: String(appointment.id),
    state: appointment.state,
    heldUntil: appointment.heldUntil ? new Date(appointment.heldUntil) : null,
    client: clientOf(appointment.client),
    items: appointment.items.map((item) => ({
      employeeId: relationKey(item.stylist),
      stylistName: doc<Employee>(item.stylist)?.name ?? `#${relationKey(item.stylist)}`,
      service: doc<Service>(item.service)?.title ?? `#${relationKey(item.service)}`,
      categoryId: relationKey(doc<Service>(item.service)?.category) || undefined,
      start: new Date(item.start),
      durationMinutes: item.duration,
      processing: processingOf(item.duration, item.processingAfter, item.processingMinutes),
    })),
    ...(Array.isArray(appointment.overlapWith) && appointment.overlapWith.length ? { overlap: true } : {}),
    ...(flags ? { flags } : {}),
  }
}

/**
 * The day board of a salon and date. `colouring` read once serves several days (the week view);
 * without it the salon's own is read.
 */
export async function loadDayBoardPage(
  req: PayloadRequest,
  query: DayBoardQuery,
  now: Date = new Date(),
  colouring?: Colouring,
): Promise<DayBoardPage> {
  const { payload } = req
  const read = asStaff(req)
  const notices: DayBoardPage['notices'] = []

  const { docs: salonDocs } = await payload.find({
    collection: 'salons',
    ...read,
    depth: 0,
    limit: 100,
    pagination: false,
    sort: 'order',
    select: { title: true, timezone: true },
  })
  const salons = salonDocs.map((s) => ({ id: String(s.id), title: s.title, timezone: s.timezone }))
  const { salon, notFound } = pickSalon(salons, query.salon, (s, asked) => s.id === asked)
  if (notFound) notices.push('salonNotFound')
  const timezone = salon?.timezone ?? DEFAULT_ZONE
  const today = instantToLocal(now, timezone).date
  let date = today
  if (query.date) {
    const parsed = parseLocalDate(query.date)
    if (parsed.ok) date = parsed.value
    else notices.push('dateUnreadable')
  }
  const showInactive = query.inactive === '1'

  let board: DayBoard = { columns: [], hiddenCount: 0 }
  let appointmentDocs: Appointment[] = []
  let stylistList: { id: string; name: string }[] = []
  let colours: Colouring | null = null
  if (salon) {
    const day = describeLocalDay(date, timezone)
    const dayRange = { from: new Date(day.startMs), to: new Date(day.endMs) }
    const [stylists, appointments, blocks] = await Promise.all([
      findSalonStylists(req, salon.id, 500),
      payload.find({
        collection: 'appointments',
        ...read,
        where: { and: [{ salon: { equals: salon.id } }, { date: { equals: date } }] },
        depth: 1,
        limit: 1000,
        pagination: false,
        sort: 'start',
      }),
      payload.find({
        collection: 'time-blocks',
        ...read,
        where: { date: { less_than_equal: date } },
        depth: 0,
        limit: 1000,
        pagination: false,
      }),
    ])
    appointmentDocs = appointments.docs
    const [loadedColours, first] = await Promise.all([
      colouring ?? loadColouring(req, stylists.docs),
      firstVisits(
        payload,
        appointments.docs.map((a) => relationKey(a.client)),
      ),
    ])
    colours = loadedColours
    stylistList = stylists.docs.map((s) => ({ id: String(s.id), name: (s as Pick<Employee, 'name'>).name }))
    board = buildDayBoard({
      date,
      timezone,
      now,
      showInactive,
      stylists: stylists.docs.map((s): BoardStylist => ({
        id: String(s.id),
        name: (s as Pick<Employee, 'name'>).name,
        schedule: toEmployeeSchedule(s, salon.id, timezone),
      })),
      appointments: appointments.docs.map((a) => toBoardAppointment(a, flagsOf(a, first))),
      colours: { by: colours.by, swatches: colours.swatches },
      blocked: blocks.docs.flatMap((b) =>
        blockedIntervals([toTimeBlock(b, timezone)], dayRange).map((i) => ({
          ...i,
          reason: b.reason ?? '',
          blockId: String(b.id),
          weekly: Boolean(b.repeatWeekly),
        })),
      ),
    })
  }

  return {
    salons: salons.map(({ id, title }) => ({ id, title })),
    salon: salon && { id: salon.id, title: salon.title },
    timezone,
    date,
    today,
    previous: addCalendarDays(date, -1),
    next: addCalendarDays(date, 1),
    showInactive,
    board,
    notices,
    appointments: appointmentDocs,
    stylists: stylistList,
    colouring: colours,
  }
}
