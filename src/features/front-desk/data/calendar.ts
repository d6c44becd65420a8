import type { PayloadRequest } from 'payload'

import {
  loadOpeningHours,
  addCalendarDays,
  formatMinutesOfDay,
  instantToLocal,
  isoWeekday,
  minutesOfDay,
  serviceOptions,
  type LocalTime,
} from '@/features/booking/kit'
import { relationKey } from '@/platform/db/relation-id'

import type { Appointment, Client, Employee, Service } from '@/cms/payload-types'
import type { ColourBy, SwatchName } from '../domain/calendar-colours'
import type { BoardColumn } from '../domain/day-board'
import type { Colouring } from './colours'
import { type DayBoardQuery, loadDayBoardPage, type SalonChoice } from './schedule'

/**
 * What the front-desk calendar shows and works with, read with the signed-in staff member's
 * access: the day board (columns of stylists with their hours, blocked time and visits), each
 * visit's details and version, the salon's bookable services and the grid's time span.
 */

export interface CalendarVisitItem {
  id: string
  serviceId: string
  service: string
  employeeId: string
  stylist: string
  start: LocalTime
  duration: number
  price: number | null
}

export interface CalendarVisit {
  id: string
  /** Named by every change: a visit changed meanwhile by someone else refuses it. */
  version: string
  state: Appointment['state']
  source: 'online' | 'front-desk'
  date: string
  start: LocalTime
  end: LocalTime
  startsAt: string
  client: { id: string; name: string; phone: string } | null
  items: CalendarVisitItem[]
  total: number
  note: string | null
  cancelReason: string | null
  /** The till's sale that closed it, once checked out. */
  saleId: string | null
}

export interface CalendarService {
  id: string
  title: string
  duration: number
  price: number | null
  /** Its category's title (the booking form groups services by it). */
  category: string
  /** Its options, each booking its own minutes and price (docs/decisions/0052). */
  options: { id: string; name: string; duration: number; price: number }[]
}

export interface CalendarDay {
  salons: SalonChoice[]
  salon: SalonChoice | null
  timezone: string
  date: string
  today: string
  previous: string
  next: string
  /** Salon time now, when the day shown is today. */
  now: LocalTime | null
  /** The grid's span: the salon's opening hours widened to every working stretch and visit that day. */
  span: { start: LocalTime; end: LocalTime }
  columns: BoardColumn[]
  hiddenCount: number
  visits: CalendarVisit[]
  stylists: { id: string; name: string }[]
  services: CalendarService[]
  notices: string[]
  /** How the blocks are coloured, and the legend: each stylist or category with its swatch (decision 0049). */
  colours: { by: ColourBy; legend: CalendarLegendEntry[] }
}

export interface CalendarLegendEntry {
  /** The stylist's or category's id: a block's `colourKey`. */
  key: string
  name: string
  colour: SwatchName
}

/**
 * The legend's entries: the salon's stylists (in menu order) or the categories of its services and
 * of the day's visits (by name), each with its swatch.
 */
export function colourLegend(
  colouring: Colouring | null,
  stylists: readonly { id: string; name: string }[],
  categoryIds: readonly string[],
): CalendarDay['colours'] {
  if (!colouring) return { by: 'stylist', legend: [] }
  const entry = (key: string, name: string | undefined): CalendarLegendEntry[] => {
    const colour = colouring.swatches.get(key)
    return colour && name ? [{ key, name, colour }] : []
  }
  if (colouring.by === 'stylist') return { by: 'stylist', legend: stylists.flatMap((s) => entry(s.id, s.name)) }
  const legend = [...new Set(categoryIds)]
    .flatMap((id) => entry(id, colouring.categories.get(id)))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
  return { by: 'category', legend }
}

type Rel<T> = number | T | null | undefined
const docOf = <T extends object>(v: Rel<T>): T | null => (typeof v === 'object' && v !== null ? v : null)

export function toCalendarVisit(a: Appointment, zone: string): CalendarVisit {
  const client = docOf<Client>(a.client)
  const items = [...a.items]
    .sort((x, y) => Date.parse(x.start) - Date.parse(y.start))
    .map((i) => ({
      id: i.id ?? '',
      serviceId: relationKey(i.service),
      // With the option booked (docs/decisions/0052): "AirTouch Colouring · Long hair".
      service: [docOf<Service>(i.service)?.title ?? `#${relationKey(i.service)}`, i.optionName]
        .filter(Boolean)
        .join(' · '),
      employeeId: relationKey(i.stylist),
      stylist: docOf<Employee>(i.stylist)?.name ?? `#${relationKey(i.stylist)}`,
      start: instantToLocal(new Date(i.start), zone).time,
      duration: i.duration,
      price: i.price ?? null,
    }))
  return {
    id: String(a.id),
    version: new Date(a.updatedAt).toISOString(),
    state: a.state,
    source: a.source === 'front-desk' ? 'front-desk' : 'online',
    date: a.date ?? '',
    start: instantToLocal(new Date(a.start!), zone).time,
    end: instantToLocal(new Date(a.end!), zone).time,
    startsAt: new Date(a.start!).toISOString(),
    client: client && {
      id: String(client.id),
      name: [client.firstName, client.lastName].filter(Boolean).join(' '),
      phone: client.phone ?? '',
    },
    items,
    total: items.reduce((sum, i) => sum + (i.price ?? 0), 0),
    note: a.note ?? null,
    cancelReason: a.cancelReason ?? null,
    saleId: relationKey(a.sale) || null,
  }
}

const toMinutes = (t: string) => minutesOfDay(t as LocalTime)
const toTime = (m: number) => (m >= 1440 ? ('24:00' as LocalTime) : formatMinutesOfDay(m))

/** The span of the grid, whole hours: opening hours, working stretches, blocked time and visits. */
export function gridSpan(
  opening: { start: string; end: string }[],
  columns: BoardColumn[],
): { start: LocalTime; end: LocalTime } {
  const stretches = [
    ...opening,
    ...columns.flatMap((c) => [...c.hours, ...c.blocked, ...c.blocks.map((b) => ({ start: b.start, end: b.end }))]),
  ]
  if (!stretches.length) return { start: '09:00' as LocalTime, end: '19:00' as LocalTime }
  const first = Math.min(...stretches.map((s) => toMinutes(s.start)))
  // A stretch ending at midnight or running past it is shown to the end of the day.
  const last = Math.max(...stretches.map((s) => (toMinutes(s.end) <= toMinutes(s.start) ? 1440 : toMinutes(s.end))))
  return { start: toTime(Math.floor(first / 60) * 60), end: toTime(Math.min(1440, Math.ceil(last / 60) * 60)) }
}

export async function loadCalendarDay(req: PayloadRequest, query: DayBoardQuery, now = new Date()) {
  const page = await loadDayBoardPage(req, query, now)
  const { payload } = req
  const [opening, services] = await Promise.all([
    loadOpeningHours(payload, req, page.salon?.id),
    page.salon
      ? payload.find({
          collection: 'services',
          where: { and: [{ 'prices.salon': { equals: page.salon.id } }, { archive: { not_equals: true } }] },
          depth: 0,
          limit: 1000,
          pagination: false,
          sort: 'title',
          overrideAccess: false,
          user: req.user,
          req,
          select: { title: true, duration: true, prices: true, category: true, withParams: true, params: true },
        })
      : null,
  ])
  const categoryIds = [...new Set((services?.docs ?? []).map((s) => relationKey(s.category)).filter(Boolean))]
  const categories = categoryIds.length
    ? await payload.find({
        collection: 'services-categories',
        where: { id: { in: categoryIds.map(Number) } },
        depth: 0,
        limit: 1000,
        pagination: false,
        overrideAccess: false,
        user: req.user,
        req,
        select: { name: true },
      })
    : null
  const categoryTitle = new Map((categories?.docs ?? []).map((c) => [String(c.id), c.name]))
  const weekday = isoWeekday(page.date)
  const day: CalendarDay = {
    salons: page.salons,
    salon: page.salon,
    timezone: page.timezone,
    date: page.date,
    today: page.today,
    previous: page.previous,
    next: page.next,
    now: page.date === page.today ? instantToLocal(now, page.timezone).time : null,
    span: gridSpan(opening[weekday] ?? [], page.board.columns),
    columns: page.board.columns,
    hiddenCount: page.board.hiddenCount,
    visits: page.appointments.filter((a) => a.state !== 'reserved').map((a) => toCalendarVisit(a, page.timezone)),
    stylists: page.stylists,
    services: (services?.docs ?? []).map((s) => ({
      id: String(s.id),
      title: s.title,
      duration: s.duration,
      price: s.prices?.find((p) => relationKey(p.salon) === page.salon?.id)?.price ?? null,
      category: categoryTitle.get(relationKey(s.category)) ?? '',
      options: serviceOptions(s).map(({ id, name, duration, price }) => ({ id, name, duration, price })),
    })),
    notices: page.notices,
    colours: colourLegend(page.colouring, page.stylists, [
      ...(services?.docs ?? []).map((s) => relationKey(s.category)).filter(Boolean),
      ...page.board.columns.flatMap((c) =>
        c.blocks.flatMap((b) => (page.colouring?.by === 'category' && b.colourKey ? [b.colourKey] : [])),
      ),
    ]),
  }
  return day
}

/** One stylist's week (Monday to Sunday around `date`): a column per day. */
export async function loadCalendarWeek(
  req: PayloadRequest,
  query: DayBoardQuery & { stylist?: string },
  now = new Date(),
): Promise<{ stylist: { id: string; name: string } | null; days: { date: string; column: BoardColumn | null }[] }> {
  const first = await loadDayBoardPage(req, { salon: query.salon, date: query.date }, now)
  const monday = addCalendarDays(first.date, 1 - isoWeekday(first.date))
  const stylist = first.stylists.find((s) => s.id === query.stylist) ?? first.stylists[0] ?? null
  const days = await Promise.all(
    Array.from({ length: 7 }, (_, i) => addCalendarDays(monday, i)).map(async (date) => {
      const page =
        date === first.date
          ? first
          : await loadDayBoardPage(req, { salon: first.salon?.id, date }, now, first.colouring ?? undefined)
      return { date, column: page.board.columns.find((c) => c.employeeId === stylist?.id) ?? null }
    }),
  )
  return { stylist, days }
}
