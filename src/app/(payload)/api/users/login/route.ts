/*
 * Staff sign-in: Payload's own `POST /api/users/login`, throttled per address and per account in the
 * database first (src/platform/staff/auth-limits.ts). Payload's lock after five wrong passwords is off.
 */
import config from '@payload-config'
import { REST_POST } from '@payloadcms/next/routes'

import { throttledStaffAuth } from '@/platform/staff/auth-limits'

export const POST = throttledStaffAuth('login', REST_POST(config))
