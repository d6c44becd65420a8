import { createLocalReq, type Payload, type PayloadRequest, type TypedUser } from 'payload'

import {
  addCalendarDays,
  blockedIntervals,
  blocksOverlapping,
  describeLocalDay,
  instantToLocal,
  parseTimeZone,
  toEmployeeSchedule,
  toTimeBlock,
  type BusyInterval,
  type LocalDate,
} from '@/features/booking/kit'
import {
  mondayOf,
  readWeek,
  weekReport,
  type ReportStylist,
  type ReportVisit,
  type WeekReport,
} from '../domain/week-report'
import { weekReportCsv } from '../domain/week-report-csv'
import { weekTakings, weekTakingsCsv } from '../domain/week-takings'
import { takingsByDay } from '@/features/payments'
import { deskByDay, METHOD_LABELS } from '@/features/till'
import { handle, HttpError, json } from '@/platform/http/api'
import { relationKey } from '@/platform/db/relation-id'

import { isAdminUser } from '@/platform/access'
import { requireStaff } from '@/platform/staff/require-staff'
import type { Employee } from '@/cms/payload-types'

import { reportCsvLabels } from '../ui/report/text'
import { asStaff, DEFAULT_ZONE, findSalonStylists, pickSalon } from './reads'

/**
 * Reads one salon's week for the owner's report (src/features/front-desk/domain/week-report.ts) as the
 * signed-in staff member: every read passes the collections' access rules (`overrideAccess: false`
 * with the request and its user).
 */

/** Where the report lives in the admin (after the admin route, e.g. /admin/report). */
export const REPORT_PATH = '/report'
/** The report's download address (src/app/api/staff/report/route.ts). */
export const REPORT_API_PATH = '/api/staff/report'

export interface ReportSalon {
  id: string
  title: string
  slug: string
}

/** What the page could not do as asked; the defaults are shown instead. */
export type ReportNotice = 'salonNotFound' | 'weekUnreadable'

export interface WeekReportPage {
  salons: ReportSalon[]
  salon: ReportSalon | null
  timezone: string
  /** The week shown: its Monday and Sunday, salon-local. */
  monday: LocalDate
  sunday: LocalDate
  /** The Monday of the week the salon is in now. */
  thisMonday: LocalDate
  previous: LocalDate
  next: LocalDate
  notices: ReportNotice[]
  /** Null when there is no salon to report on. */
  report: WeekReport | null
}

export interface WeekReportQuery {
  /** A salon's id (or slug); the first salon by order when missing or unknown. */
  salon?: string | null
  /** Any date of the week, YYYY-MM-DD; this week when missing or unreadable. */
  week?: string | null
}

export async function loadWeekReportPage(
  req: PayloadRequest,
  query: WeekReportQuery,
  now: Date = new Date(),
): Promise<WeekReportPage> {
  const { payload } = req
  const read = asStaff(req)
  const notices: ReportNotice[] = []

  const { docs: salonDocs } = await payload.find({
    collection: 'salons',
    ...read,
    depth: 0,
    limit: 0,
    pagination: false,
    sort: 'order',
    select: { title: true, slug: true, timezone: true },
  })
  const salons = salonDocs.map((s) => ({
    id: String(s.id),
    title: s.title,
    slug: s.slug,
    timezone: parseTimeZone(s.timezone).ok ? s.timezone : DEFAULT_ZONE,
  }))
  const { salon, notFound } = pickSalon(salons, query.salon, (s, asked) => s.id === asked || s.slug === asked)
  if (notFound) notices.push('salonNotFound')
  const timezone = salon?.timezone ?? DEFAULT_ZONE
  const thisMonday = mondayOf(instantToLocal(now, timezone).date)
  let monday = thisMonday
  if (query.week) {
    const asked = readWeek(query.week)
    if (asked) monday = asked
    else notices.push('weekUnreadable')
  }

  let report: WeekReport | null = null
  if (salon) {
    const range = {
      from: new Date(describeLocalDay(monday, timezone).startMs),
      to: new Date(describeLocalDay(addCalendarDays(monday, 7), timezone).startMs),
    }
    const [stylistDocs, appointmentDocs] = await Promise.all([
      findSalonStylists(req, salon.id, 0),
      payload.find({
        collection: 'appointments',
        ...read,
        // A day either side: the report places each visit by its start.
        where: {
          and: [
            { salon: { equals: salon.id } },
            { date: { greater_than_equal: addCalendarDays(monday, -1) } },
            { date: { less_than_equal: addCalendarDays(monday, 7) } },
            { state: { not_equals: 'reserved' } },
          ],
        },
        depth: 0,
        limit: 0,
        pagination: false,
        select: { state: true, items: true, cancelledAt: true, source: true },
      }),
    ])

    const stylists: ReportStylist[] = stylistDocs.docs.map((s) => ({
      id: String(s.id),
      name: (s as Pick<Employee, 'name'>).name,
      schedule: toEmployeeSchedule(s, salon.id, timezone),
    }))
    const visits: ReportVisit[] = appointmentDocs.docs.map((a) => ({
      id: String(a.id),
      state: a.state,
      source: a.source ?? null,
      cancelledAt: a.cancelledAt ?? null,
      items: (a.items ?? []).map((i) => ({
        stylistId: relationKey(i.stylist),
        start: i.start,
        durationMinutes: i.duration,
        price: i.price ?? null,
      })),
    }))

    // Stylists who had a visit here without being the salon's (moved since): their names.
    const known = new Set(stylists.map((s) => s.id))
    const others = [...new Set(visits.flatMap((v) => v.items.map((i) => i.stylistId)))].filter(
      (id) => id && !known.has(id),
    )
    const [names, blocked] = await Promise.all([
      others.length
        ? payload
            .find({
              collection: 'employees',
              ...read,
              where: { id: { in: others } },
              depth: 0,
              limit: others.length,
              pagination: false,
              select: { name: true },
            })
            .then((r) => new Map(r.docs.map((d) => [String(d.id), (d as Pick<Employee, 'name'>).name])))
        : new Map<string, string>(),
      loadBlocked(req, [...known], range, new Map(salons.map((s) => [s.id, s.timezone])), timezone),
    ])
    for (const visit of visits)
      for (const item of visit.items) if (names.has(item.stylistId)) item.stylistName = names.get(item.stylistId)

    report = weekReport({ week: monday, timezone, stylists, blocked, visits })
  }

  return {
    salons: salons.map(({ id, title, slug }) => ({ id, title, slug })),
    salon: salon && { id: salon.id, title: salon.title, slug: salon.slug },
    timezone,
    monday,
    sunday: addCalendarDays(monday, 6),
    thisMonday,
    previous: addCalendarDays(monday, -7),
    next: addCalendarDays(monday, 7),
    notices,
    report,
  }
}

/** The stylists' blocked time overlapping the week, each block read on its salon's clock. */
async function loadBlocked(
  req: PayloadRequest,
  employeeIds: readonly string[],
  range: { from: Date; to: Date },
  zones: ReadonlyMap<string, string>,
  fallbackZone: string,
): Promise<BusyInterval[]> {
  const where = blocksOverlapping(employeeIds, range)
  if (!where) return []
  const { docs } = await req.payload.find({
    collection: 'time-blocks',
    req,
    overrideAccess: false,
    user: req.user,
    where,
    depth: 0,
    limit: 0,
    pagination: false,
    select: { employee: true, salon: true, date: true, start: true, end: true, repeatWeekly: true, until: true },
  })
  return blockedIntervals(
    docs.map((b) => toTimeBlock(b, zones.get(relationKey(b.salon)) ?? fallbackZone)),
    range,
  )
}

/**
 * The same for a user the caller has signed in (the download endpoint), through a request of
 * their own so the access rules see them.
 */
export async function loadWeekReportAs(
  payload: Payload,
  user: TypedUser,
  query: WeekReportQuery,
  now: Date = new Date(),
): Promise<WeekReportPage> {
  return loadWeekReportPage(await createLocalReq({ user }, payload), query, now)
}

/**
 * The week's money: what Stripe moved (payments' ledger, by the day the money moved, not the visit's
 * day) and what the desk took (the till's ledger, by the salon-local day of each sale or refund).
 */
export async function weekMoney(
  payload: Payload,
  salonId: string,
  report: Pick<WeekReport, 'monday' | 'sunday' | 'timezone' | 'from' | 'to'>,
) {
  const { monday, sunday, timezone, from, to } = report
  const [online, desk] = await Promise.all([
    takingsByDay(payload, { salonId, timezone, from: new Date(from), to: new Date(to), monday, sunday }),
    deskByDay(payload, { salonId, monday, sunday }),
  ])
  return { online, desk }
}

/**
 * GET /api/staff/report?salon=&week=&format=csv|json&lang=en|uk (src/app/api/staff/report/route.ts
 * re-exports it): the report of one salon's week, for signed-in staff only (the admin's session
 * cookie or an `Authorization: JWT …` header). `salon` is an id or slug (default: the first salon),
 * `week` any date of the week as YYYY-MM-DD (default: this week); `lang=uk` words the CSV's header
 * in Ukrainian. An unknown salon is a 404, an unreadable week a 400.
 */
export const getWeekReport = handle(async (request: Request) => {
  const { payload, user } = await requireStaff(request, 'Sign in to the admin to see the weekly report.')
  // Takings are the owner's business: the report is for the salon's admins, not every editor.
  if (!isAdminUser(user)) throw new HttpError(403, 'The weekly report is for the salon’s admins.')

  const params = new URL(request.url).searchParams
  const format = params.get('format') || 'json'
  if (format !== 'json' && format !== 'csv') throw new HttpError(400, 'Ask for format=csv or format=json.')
  const week = params.get('week')
  if (week && !readWeek(week))
    throw new HttpError(400, 'The week could not be read: give any date of it as YYYY-MM-DD, e.g. 2027-03-08.')
  const page = await loadWeekReportAs(payload, user, { salon: params.get('salon'), week })
  if (page.notices.includes('salonNotFound') || !page.salon || !page.report)
    throw new HttpError(404, page.salon ? 'That salon was not found.' : 'There is no salon to report on yet.')

  const { online, desk } = await weekMoney(payload, page.salon.id, page.report)
  if (format === 'json')
    return json({ salon: page.salon, ...page.report, takings: online, desk, weekTakings: weekTakings(online, desk) })
  const name = page.salon.slug.replace(/[^a-z0-9-]/gi, '') || page.salon.id
  const payments = params.get('of') === 'payments'
  const file = `parlour-${payments ? 'payments' : 'report'}-${name}-${page.report.monday}.csv`
  const csv = payments
    ? weekTakingsCsv(online, desk, METHOD_LABELS)
    : weekReportCsv(page.report, reportCsvLabels(params.get('lang')))
  // The byte-order mark lets spreadsheet programs read the text as UTF-8 (£, Ukrainian names).
  return new Response(`\uFEFF${csv}`, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${file}"`,
      'cache-control': 'no-store',
    },
  })
})
