import Link from 'next/link'
import type { Payload, ServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { TAKINGS_PATH } from '@/features/till'
import { isAdminUser, isStaffUser } from '@/platform/access'
import { StaffNavLink } from '@/platform/staff/nav-link'
import { staffText } from '@/platform/staff/translations'

import { appointmentQuickFilters, whereQuery } from '../../domain/list-query'
import { CALENDAR_PATH } from '../calendar/paths'
import links from '@/platform/staff/text-links.module.css'
import styles from './staff-links.module.css'

const calendarUrl = (payload: Payload) =>
  formatAdminURL({ adminRoute: payload.config.routes.admin, path: CALENDAR_PATH })

/** The front-desk calendar in the admin's side menu (after the collections), for signed-in staff. */
export function ScheduleNavLink({ payload, user, params, i18n }: ServerProps) {
  if (!isStaffUser(user)) return null
  const t = staffText(i18n)
  return (
    <div className={styles.nav}>
      <StaffNavLink payload={payload} params={params} path={CALENDAR_PATH} id="nav-calendar" label={t('calendar')} />
    </div>
  )
}

/** The dashboard's way in to the day's work: the calendar, and where clients and requests are. */
export function StaffDashboardLinks({ payload, user, i18n }: ServerProps) {
  if (!isStaffUser(user)) return null
  const t = staffText(i18n)
  const admin = payload.config.routes.admin
  const collection = (slug: string) => formatAdminURL({ adminRoute: admin, path: `/collections/${slug}` })
  return (
    <section className={`${styles.dashboard} ${links.links}`} aria-labelledby="staff-dashboard-heading">
      <h2 id="staff-dashboard-heading">{t('bookings')}</h2>
      <ul>
        <li>
          <Link href={calendarUrl(payload)} prefetch={false} className={styles.primary}>
            {t('todayByStylist')}
          </Link>
        </li>
        <li>
          <Link href={collection('appointments')} prefetch={false}>
            {t('allAppointments')}
          </Link>
        </li>
        <li>
          <Link href={collection('clients')} prefetch={false}>
            {t('clients')}
          </Link>
        </li>
        <li>
          <Link
            href={`${collection('callback-requests')}?${whereQuery([['status', 'equals', 'new']])}`}
            prefetch={false}
          >
            {t('newCallbacks')}
          </Link>
        </li>
        <li>
          <Link href={collection('sms-messages')} prefetch={false}>
            {t('smsOutbox')}
          </Link>
        </li>
        <li>
          <Link href={formatAdminURL({ adminRoute: admin, path: TAKINGS_PATH })} prefetch={false}>
            {t('daysTakings')}
          </Link>
        </li>
        {isAdminUser(user) && (
          <li>
            <Link href={formatAdminURL({ adminRoute: admin, path: '/report' })} prefetch={false}>
              {t('weeklyReport')}
            </Link>
          </li>
        )}
        <li>
          <Link href={formatAdminURL({ adminRoute: admin, path: '/booking-system' })} prefetch={false}>
            {t('bookingSystem')}
          </Link>
        </li>
      </ul>
    </section>
  )
}

/** Above the appointments list: one-click filters for the questions staff ask most. */
export function AppointmentQuickFilters({ payload, user, i18n }: ServerProps) {
  if (!isStaffUser(user)) return null
  const t = staffText(i18n)
  const list = formatAdminURL({ adminRoute: payload.config.routes.admin, path: '/collections/appointments' })
  return (
    <nav className={`${styles.filters} ${links.links}`} aria-label={t('quickFilters')}>
      <span>{t('showColon')}</span>
      {appointmentQuickFilters(new Date()).map(([label, query]) => (
        // Plain links: the list reads its filter and order from the address when it loads.
        <a key={label} href={`${list}?${query}`}>
          {t(label)}
        </a>
      ))}
      <Link href={calendarUrl(payload)} prefetch={false}>
        {t('scheduleByStylist')}
      </Link>
    </nav>
  )
}
