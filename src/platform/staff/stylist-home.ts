import { redirect } from 'next/navigation'
import type { PayloadRequest } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { isStylistAccount } from '@/platform/access'

import { MY_DAY_PATH } from './my-day-path'

/**
 * A stylist's own account that opens one of the desk's pages goes to its own day. (Sent to the
 * login page as someone signed out is, it would be sent straight back by Payload: a loop.)
 */
export function sendStylistsToTheirDay(req: PayloadRequest): void {
  if (isStylistAccount(req.user))
    redirect(formatAdminURL({ adminRoute: req.payload.config.routes.admin, path: MY_DAY_PATH }))
}
