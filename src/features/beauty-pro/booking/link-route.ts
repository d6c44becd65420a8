/**
 * Staff's booking-system action (src/app/api/booking-system/link/route.ts re-exports it):
 * linking the site's services, stylists and salons to Beauty Pro's. Signed-in staff only.
 */
import { requireStaff } from '@/platform/staff/require-staff'
import { isBeautyProError, isBeautyProNotConnected, isBeautyProSignedOut, isBeautyProUnavailable } from '../api/api'
import { beautyProConnection } from '../api/connection'
import { handle, HttpError, json } from '@/platform/http/api'

import { linkContent } from './link-content'

export const postLinkContent = handle(async (request: Request) => {
  const { payload } = await requireStaff(request, 'Sign in to the admin to link the booking system.')
  const api = beautyProConnection()
  if (!api)
    throw new HttpError(
      409,
      "Parlour's own booking engine is in use (BOOKING_PROVIDER=parlour): there is no outside booking system to link.",
    )
  try {
    return json(await linkContent(payload, api))
  } catch (error) {
    if (isBeautyProNotConnected(error)) throw new HttpError(503, error.message)
    if (isBeautyProUnavailable(error) || isBeautyProError(error) || isBeautyProSignedOut(error)) {
      payload.logger.error({ error: (error as Error).message }, 'Linking to Beauty Pro failed')
      throw new HttpError(503, 'Beauty Pro could not be reached just now: nothing was changed. Try again in a minute.')
    }
    throw error
  }
})
