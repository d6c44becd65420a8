import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { isStaffUser } from '@/platform/access'
import { FoldedNav } from '@/platform/staff/folded-nav'
import { StaffPage } from '@/platform/staff/staff-page'
import { sendStylistsToTheirDay } from '@/platform/staff/stylist-home'

import { Calendar, type CalendarQuery } from './calendar'
import { CALENDAR_PATH } from './paths'
import { calendarText } from './text'
import styles from './calendar.module.css'

const one = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value)

/** Where a view keeps its query: the calendar's own address with the same salon, date and view. */
export function calendarUrl(adminRoute: string, query: CalendarQuery): string {
  const q = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1])))
  return `${formatAdminURL({ adminRoute, path: CALENDAR_PATH })}${q.size ? `?${q}` : ''}`
}

/**
 * The front desk's calendar in the admin (/admin/calendar), for signed-in staff; others are sent
 * to the admin's login and back. The grid and its forms are the client component `Calendar`.
 */
export async function CalendarView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const config = req.payload.config
  const query: CalendarQuery = {
    salon: one(searchParams?.salon),
    date: one(searchParams?.date),
    view: one(searchParams?.view) === 'week' ? 'week' : 'day',
    stylist: one(searchParams?.stylist),
  }
  sendStylistsToTheirDay(req)
  if (!isStaffUser(req.user)) {
    const target = calendarUrl(config.routes.admin, query)
    redirect(
      `${formatAdminURL({ adminRoute: config.routes.admin, path: config.admin.routes.login })}?redirect=${encodeURIComponent(target)}`,
    )
  }
  const text = calendarText(req.i18n.language)
  return (
    <StaffPage initPageResult={initPageResult} params={params} searchParams={searchParams}>
      {/* The grid wants the width: the admin's side menu is folded while the calendar is open. */}
      <FoldedNav />
      <Gutter className={styles.view}>
        <div data-calendar-view>
          <h1>{text.title}</h1>
          <Calendar text={text} language={req.i18n.language} initial={query} />
        </div>
      </Gutter>
    </StaffPage>
  )
}

/** The old day schedule's address opens the calendar on the same salon and day. */
export async function ScheduleRedirect({ initPageResult, searchParams }: AdminViewServerProps) {
  const adminRoute = initPageResult.req.payload.config.routes.admin
  redirect(calendarUrl(adminRoute, { salon: one(searchParams?.salon), date: one(searchParams?.date) }))
}
