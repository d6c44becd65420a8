import 'server-only'

import type { Payload, TypedUser } from 'payload'

import { payloadClient } from '@/platform/db/payload'
import { HttpError } from '@/platform/http/api'

import { isStaffAccount, isStaffUser, isStylistAccount, stylistOf } from '@/platform/access'

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
  if (!user) refuseForeignOrigin(payload, request)
  if (!user || !isStaffAccount(user)) throw new HttpError(401, signedOut)
  if (!isStaffUser(user)) throw new HttpError(403, STYLISTS_OWN_DAY)
  return { payload, user }
}

/** A session cookie sent from an origin the admin does not accept: still signed out (401), saying why. */
function refuseForeignOrigin(payload: Payload, request: Request): void {
  const cookieName = `${payload.config.cookiePrefix}-token`
  const wrongOrigin = wrongOriginMessage(request.headers, payload.config.csrf, cookieName)
  if (wrongOrigin) throw new HttpError(401, wrongOrigin)
}

/** What a stylist's own account is told by the desk's endpoints (decision 0047). */
export const STYLISTS_OWN_DAY = 'A stylist’s account sees only its own day: open My day.'

/**
 * The desk's staff, or a stylist's own account (`stylist` is then their stylist's id, never null):
 * for the few endpoints a stylist may use on their own work. 401 as `requireStaff`.
 */
export async function requireStaffOrStylist(
  request: Request,
  signedOut: string,
): Promise<{ payload: Payload; user: TypedUser; stylist: string | null; desk: boolean }> {
  const payload = await payloadClient()
  const user = await resolveStaffSession(payload, request.headers)
  if (!user) refuseForeignOrigin(payload, request)
  if (!user || !isStaffAccount(user)) throw new HttpError(401, signedOut)
  const desk = !isStylistAccount(user)
  const stylist = stylistOf(user)
  if (!desk && !stylist) throw new HttpError(403, 'This stylist’s account is not tied to a stylist yet: ask an admin.')
  return { payload, user, stylist, desk }
}
