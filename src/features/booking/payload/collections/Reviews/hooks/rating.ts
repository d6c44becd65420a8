import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  Payload,
  PayloadRequest,
  RequestContext,
} from 'payload'

import { tags } from '@/features/content/contract'
import { expireTags } from '@/platform/cache/expire-tags'
import { ratingFromReviews } from '../../../../domain/rules'
import { relationId } from '@/platform/db/relation-id'

/**
 * A stylist's stars are the mean of their published reviews, the ones the site shows
 * (docs/decisions/0006): a review hidden by staff stops counting. Saving the stylist revalidates
 * the stylist pages through the employees hooks.
 */
export async function refreshStylistRating(
  payload: Payload,
  stylist: unknown,
  req?: PayloadRequest,
  context?: RequestContext,
): Promise<void> {
  const id = relationId(stylist)
  if (id == null) return
  const { docs } = await payload.find({
    collection: 'reviews',
    where: { and: [{ stylist: { equals: id } }, { hidden: { not_equals: true } }] },
    pagination: false,
    limit: 10_000,
    depth: 0,
    overrideAccess: true,
    req,
    select: { rating: true },
  })
  await payload.update({
    collection: 'employees',
    id,
    data: { rating: ratingFromReviews(docs.map((d) => d.rating)) },
    depth: 0,
    overrideAccess: true,
    req,
    context,
  })
}

async function refresh(stylist: unknown, req: PayloadRequest): Promise<void> {
  // The seed sets every stylist's stars once, after its reviews (src/features/content/seed/booking.ts).
  if (req.context?.keepStylistRating) return
  await refreshStylistRating(req.payload, stylist, req)
}

export const ratingAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  // The home page's rating and latest reviews are cached under this tag.
  expireTags([tags.reviews], req.context)
  await refresh(doc.stylist, req)
  if (previousDoc?.stylist && relationId(previousDoc.stylist) !== relationId(doc.stylist))
    await refresh(previousDoc.stylist, req)
  return doc
}

export const ratingAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  expireTags([tags.reviews], req.context)
  await refresh(doc.stylist, req)
  return doc
}
