import 'server-only'

import type { Payload } from 'payload'

import { type CatalogueFeedback, createPayloadCatalogue } from '@/features/booking/kit'
import type { Locale } from '@/platform/i18n/locales'

import { tags } from './cache-tags'
import { cached } from './read'
import type { ReviewsDigest } from './types'

/** How many of the latest reviews the home page quotes. */
export const LATEST_REVIEWS = 3

/**
 * The salon's rating and latest reviews: the published reviews of stylists the public may see, as
 * /api/booking/feedbacks lists them (hidden ones left out), counted however many there are.
 */
export async function readReviewsDigest(payload: Payload, locale: Locale): Promise<ReviewsDigest> {
  const catalogue = createPayloadCatalogue(payload)
  const [summary, latest] = await Promise.all([
    catalogue.ratingSummary(locale),
    catalogue.feedbacks({ employeeId: null, limit: LATEST_REVIEWS, locale }),
  ])
  return { ...summary, latest: latest.map(quoted) }
}

/** A review as the pages quote it. */
const quoted = (r: CatalogueFeedback): ReviewsDigest['latest'][number] => ({
  id: r.id,
  firstName: r.firstName,
  date: r.date.toISOString(),
  rating: r.rating,
  text: r.text,
  stylist: r.employeeName,
})

/**
 * The newest published reviews of visits that had one service (its page's "Reviews of this
 * service"), as many as the home page quotes; none for an unknown service.
 */
export async function readServiceReviews(
  payload: Payload,
  locale: Locale,
  serviceId: string,
): Promise<ReviewsDigest['latest']> {
  const reviews = await createPayloadCatalogue(payload).feedbacks({
    employeeId: null,
    serviceId,
    limit: LATEST_REVIEWS,
    locale,
  })
  return reviews.map(quoted)
}

/** Expired by the reviews' hooks (a new, edited, hidden or deleted review) and by stylists' edits. */
export const getReviewsDigest = cached(
  'reviews-digest',
  [tags.reviews, tags.collection('employees'), tags.all],
  readReviewsDigest,
)

/** Expired like the digest: by the reviews' hooks and by stylists' edits. */
export const getServiceReviews = cached(
  'service-reviews',
  [tags.reviews, tags.collection('employees'), tags.all],
  readServiceReviews,
)
