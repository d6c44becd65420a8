import type { ServerProps } from 'payload'

import { isAdminUser } from '@/platform/access'
import { StaffNavLink } from '@/platform/staff/nav-link'

import { IMPORT_PATH } from './paths'
import { importText } from './text'

/** Moving clients in, in the admin's side menu, for the salon's admins. */
export function ImportNavLink({ payload, user, params, i18n }: ServerProps) {
  if (!isAdminUser(user)) return null
  return (
    <StaffNavLink
      payload={payload}
      params={params}
      path={IMPORT_PATH}
      id="nav-import"
      label={importText(i18n.language).navLink}
    />
  )
}
