import 'server-only'

import type { Payload, TypedUser } from 'payload'

import { payloadClient } from '@/platform/db/payload'
import { HttpError } from '@/platform/http/api'

import { isStaffUser } from '@/platform/access'

import { wrongOriginMessage } from './origins'
import { resolveStaffSession } from './staff-session'

/**
 * The signed-in staff member of a request to the staff's own API (the admin's cookie from the
 * site's origin, or an `Authorization: JWT …` header), or a 401 with `signedOut` as its message.
 * A database failure during the look-up is not "signed out": it goes on as `SessionUnavailable`,
 * which `handle` answers 503 with Retry-After.
 */
export async function requireStaff(
  request: Request,
  signedOut: string,
): Promise<{ payload: Payload; user: TypedUser }> {
  const payload = await payloadClient()
  const user = await resolveStaffSession(payload, request.headers)
  if (!user) {
    const cookieName = `${payload.config.cookiePrefix}-token`
    const wrongOrigin = wrongOriginMessage(request.headers, payload.config.csrf, cookieName)
    if (wrongOrigin) throw new HttpError(403, wrongOrigin)
  }
  if (!user || !isStaffUser(user)) throw new HttpError(401, signedOut)
  return { payload, user }
}
