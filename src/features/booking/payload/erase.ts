import type { Where } from 'payload'

import { relationId } from '@/platform/db/relation-id'
import { withoutNames, type ClientEraser } from '@/platform/privacy/erase'

import { refreshStylistRating } from './collections/Reviews/hooks/rating'

/**
 * Booking forgets an erased client. Their row stays (visits, sales and payments point at it, and the
 * law keeps those) but says no more who they were: no name, phone, email, notes, favourites or
 * booking-system id, and the date it was erased. Staff notes on their visits go, and their name is
 * taken out of the reasons written on cancelled ones. Their reviews stay signed "a client" or are
 * removed, as the booking settings say; either way the stylists' pages are rendered afresh.
 */
export const eraseBookingClient: ClientEraser = async (payload, client, req) => {
  const o = { overrideAccess: true, req, depth: 0 } as const
  await payload.update({
    collection: 'clients',
    id: client.id,
    data: {
      erasedAt: new Date().toISOString(),
      phone: null,
      firstName: null,
      lastName: null,
      email: null,
      staffNotes: null,
      favouriteStylists: [],
      favouriteServices: [],
      crmId: null,
    },
    ...o,
  })
  const theirs: Where = { client: { equals: client.id } }
  const { docs: visits } = await payload.find({
    collection: 'appointments',
    where: { and: [theirs, { or: [{ note: { exists: true } }, { cancelReason: { exists: true } }] }] },
    pagination: false,
    select: { note: true, cancelReason: true },
    ...o,
  })
  for (const visit of visits) {
    const reason = visit.cancelReason ? withoutNames(visit.cancelReason, client.names) : visit.cancelReason
    if (!visit.note && reason === visit.cancelReason) continue
    await payload.update({ collection: 'appointments', id: visit.id, data: { note: null, cancelReason: reason }, ...o })
  }
  const settings = await payload.findGlobal({ slug: 'booking-settings', ...o })
  const { docs: reviews } = await payload.find({
    collection: 'reviews',
    where: theirs,
    pagination: false,
    select: { stylist: true, text: true },
    ...o,
  })
  if (settings.erasedClientsReviews === 'remove') {
    // Each deletion refreshes its stylist's stars and pages (the reviews' own hook).
    if (reviews.length) await payload.delete({ collection: 'reviews', where: theirs, ...o })
    return
  }
  for (const review of reviews)
    if (review.text && withoutNames(review.text, client.names) !== review.text)
      await payload.update({
        collection: 'reviews',
        id: review.id,
        data: { text: withoutNames(review.text, client.names) },
        ...o,
      })
  // The stylist's page lists reviews with their client's first name: render it afresh without.
  const stylists = new Set(reviews.map((r) => relationId(r.stylist)).filter((id) => id != null))
  for (const stylist of stylists) await refreshStylistRating(payload, stylist, req)
}
