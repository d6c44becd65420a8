import type { ReviewsDigest } from '@/features/content/contract'
import type { Locale } from '@/platform/i18n/locales'

import { RatingStars } from './rating-stars'
import styles from './latest-reviews.module.css'

/** The latest reviews as quotes: the stars, what the client said, their first name and the stylist. */
export function LatestReviews({
  reviews,
  locale,
  anonymous,
}: {
  reviews: ReviewsDigest['latest']
  locale: Locale
  /** Who wrote a review whose client is no longer named ("A client"). */
  anonymous: string
}) {
  return (
    <ul className={styles.list} data-testid="latest-reviews">
      {reviews.map((review) => (
        <li key={review.id} className={styles.review}>
          <RatingStars rating={review.rating} locale={locale} />
          {review.text && <blockquote className={styles.text}>{review.text}</blockquote>}
          <p className={styles.by}>
            {review.firstName || anonymous}
            {review.stylist && <span className={styles.stylist}> · {review.stylist}</span>}
          </p>
        </li>
      ))}
    </ul>
  )
}
