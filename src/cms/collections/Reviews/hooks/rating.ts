import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { ratingFromReviews } from '@/booking/domain/rules'

import { relId } from '../../Appointments/hooks/guard'

/**
 * A stylist's stars are the average of their reviews (docs/decisions/0006). Saving the stylist
 * revalidates the stylist pages through the employees hooks.
 */
async function refresh(stylist: unknown, req: PayloadRequest): Promise<void> {
  const id = relId(stylist)
  if (id == null || req.context?.keepStylistRating) return
  const { docs } = await req.payload.find({
    collection: 'reviews',
    where: { stylist: { equals: id } },
    pagination: false,
    limit: 10_000,
    depth: 0,
    overrideAccess: true,
    req,
    select: { rating: true },
  })
  await req.payload.update({
    collection: 'employees',
    id,
    data: { rating: ratingFromReviews(docs.map((d) => d.rating)) },
    depth: 0,
    overrideAccess: true,
    req,
  })
}

export const ratingAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  await refresh(doc.stylist, req)
  if (previousDoc?.stylist && relId(previousDoc.stylist) !== relId(doc.stylist)) await refresh(previousDoc.stylist, req)
  return doc
}

export const ratingAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await refresh(doc.stylist, req)
  return doc
}
