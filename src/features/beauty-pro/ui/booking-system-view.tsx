import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { beautyProConnection } from '../api/connection'

import { isStaffUser } from '@/platform/access'
import { sendStylistsToTheirDay } from '@/platform/staff/stylist-home'
import { StaffPage } from '@/platform/staff/staff-page'
import { staffText, type StaffKey } from '@/platform/staff/translations'

import { LinkContent } from './link-content'
import styles from './booking-system.module.css'

export const BOOKING_SYSTEM_PATH = '/booking-system'

const CLIENT_TEXT: StaffKey[] = [
  'linkAction',
  'linking',
  'linkFailed',
  'linkedCount',
  'keptCount',
  'unmatchedSite',
  'unmatchedBeautyPro',
  'staleLinks',
  'kindServices',
  'kindEmployees',
  'kindLocations',
  'nothing',
]

/**
 * Which booking system takes the bookings and whether it can be reached; in Beauty Pro mode, the
 * action that links the site's services, stylists and salons to Beauty Pro's.
 */
export async function BookingSystemView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  sendStylistsToTheirDay(req)
  if (!isStaffUser(req.user)) {
    const here = formatAdminURL({ adminRoute, path: BOOKING_SYSTEM_PATH })
    redirect(
      `${formatAdminURL({ adminRoute, path: req.payload.config.admin.routes.login })}?redirect=${encodeURIComponent(here)}`,
    )
  }
  const t = staffText(req.i18n)
  const api = beautyProConnection()
  let status: string
  if (!api) status = t('bookingSystemParlour')
  else {
    try {
      await api.connect()
      status = t('bookingSystemConnected')
    } catch (error) {
      status = t('bookingSystemNotConnected', { reason: (error as Error).message })
    }
  }
  const text = Object.fromEntries(
    CLIENT_TEXT.map((key) => [key, t(key, { count: '{{count}}', message: '{{message}}' })]),
  )
  return (
    <StaffPage initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <Gutter className={styles.view}>
        <h1>{t('bookingSystem')}</h1>
        <p role="status">{status}</p>
        {api && (
          <>
            <p>{t('linkLead')}</p>
            <LinkContent text={text} />
          </>
        )}
      </Gutter>
    </StaffPage>
  )
}
