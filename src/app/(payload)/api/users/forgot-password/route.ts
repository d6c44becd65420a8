/*
 * Staff password reset: Payload's own `POST /api/users/forgot-password`, with reset emails limited
 * per address and per mailbox in the database first (src/platform/staff/auth-limits.ts), in place of
 * Payload's reservation, which wrote outside the request's SQLite transaction and always failed.
 */
import config from '@payload-config'
import { REST_POST } from '@payloadcms/next/routes'

import { throttledStaffAuth } from '@/platform/staff/auth-limits'

export const POST = throttledStaffAuth('forgot-password', REST_POST(config))
