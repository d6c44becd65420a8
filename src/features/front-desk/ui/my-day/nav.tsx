import { redirect } from 'next/navigation'
import type { ServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { isStylistAccount, stylistOf } from '@/platform/access'
import { StaffNavLink } from '@/platform/staff/nav-link'

import { MY_DAY_PATH } from './paths'
import { myDayText } from './text'

/** My day in the admin's side menu, for an account tied to a stylist (decision 0047). */
export function MyDayNavLink({ payload, user, params, i18n }: ServerProps) {
  if (!stylistOf(user)) return null
  return (
    <StaffNavLink
      payload={payload}
      params={params}
      path={MY_DAY_PATH}
      id="nav-my-day"
      label={myDayText(i18n.language).title}
    />
  )
}

/** A stylist's own account has no dashboard to speak of: the admin opens on its day. */
export function StylistHome({ payload, user }: ServerProps) {
  if (isStylistAccount(user)) redirect(formatAdminURL({ adminRoute: payload.config.routes.admin, path: MY_DAY_PATH }))
  return null
}
