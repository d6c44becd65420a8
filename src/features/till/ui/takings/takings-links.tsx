import Link from 'next/link'
import type { ServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { isStaffUser } from '@/platform/access'

import { TAKINGS_PATH } from './paths'
import { takingsText } from './text'

/** The day's takings in the admin's side menu (after the calendar), for signed-in staff. */
export function TakingsNavLink({ payload, user, params, i18n }: ServerProps) {
  if (!isStaffUser(user)) return null
  const segments = (params as { segments?: string[] } | undefined)?.segments ?? []
  const active = segments[0] === TAKINGS_PATH.slice(1)
  return (
    <Link
      href={formatAdminURL({ adminRoute: payload.config.routes.admin, path: TAKINGS_PATH })}
      className="nav__link"
      id="nav-takings"
      prefetch={false}
      aria-current={active ? 'page' : undefined}
    >
      {active && <div className="nav__link-indicator" />}
      <span className="nav__link-label">{takingsText(i18n.language).navLink}</span>
    </Link>
  )
}
