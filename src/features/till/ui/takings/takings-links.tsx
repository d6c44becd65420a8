import type { ServerProps } from 'payload'

import { isStaffUser } from '@/platform/access'
import { StaffNavLink } from '@/platform/staff/nav-link'

import { TAKINGS_PATH } from './paths'
import { takingsText } from './text'

/** The day's takings in the admin's side menu (after the calendar), for signed-in staff. */
export function TakingsNavLink({ payload, user, params, i18n }: ServerProps) {
  if (!isStaffUser(user)) return null
  return (
    <StaffNavLink
      payload={payload}
      params={params}
      path={TAKINGS_PATH}
      id="nav-takings"
      label={takingsText(i18n.language).navLink}
    />
  )
}
