import Link from 'next/link'
import type { Payload } from 'payload'
import { formatAdminURL } from 'payload/shared'

/**
 * A staff page in the admin's side menu (the calendar, the day's takings, moving clients in),
 * drawn like Payload's own links and marked as the current page while it is open.
 */
export function StaffNavLink({
  payload,
  params,
  path,
  id,
  label,
}: {
  payload: Payload
  /** The admin's route params: the page is current when its path is the first segment. */
  params: unknown
  /** The page's path after the admin route, e.g. `/takings`. */
  path: `/${string}`
  id: string
  label: string
}) {
  const segments = (params as { segments?: string[] } | undefined)?.segments ?? []
  const active = segments[0] === path.slice(1)
  return (
    <Link
      href={formatAdminURL({ adminRoute: payload.config.routes.admin, path })}
      className="nav__link"
      id={id}
      prefetch={false}
      aria-current={active ? 'page' : undefined}
    >
      {active && <div className="nav__link-indicator" />}
      <span className="nav__link-label">{label}</span>
    </Link>
  )
}
