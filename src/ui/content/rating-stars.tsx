import { ratingLabel, ratingStars, type Star } from '@/platform/format/rating'
import type { Locale } from '@/platform/i18n/locales'

import styles from './rating-stars.module.css'

/** A five-pointed star in a 24×24 box, symmetric about x = 12. */
const STAR = '12 2 15.09 8.26 22 9.27 17 14.14 18.18 21.02 12 17.77 5.82 21.02 7 14.14 2 9.27 8.91 8.26'
/** Its left half: the top point, the left arms and the inner point at the bottom. */
const LEFT_HALF = '12 2 12 17.77 5.82 21.02 7 14.14 2 9.27 8.91 8.26'

function StarIcon({ kind }: { kind: Star }) {
  return (
    <svg viewBox="0 0 24 24" className={styles.star} data-star={kind} aria-hidden="true" focusable="false">
      <polygon points={STAR} className={kind === 'full' ? styles.filled : styles.outline} />
      {kind === 'half' && <polygon points={LEFT_HALF} className={styles.filled} />}
    </svg>
  )
}

/**
 * A rating out of 5 as five stars (full, half or empty, spec service-pages §5). Screen readers
 * get one image named "Rated 4.5 out of 5" instead of five pictures.
 */
export function RatingStars({
  rating,
  locale,
  size = 'small',
}: {
  rating: number | null | undefined
  locale: Locale
  size?: 'small' | 'large'
}) {
  return (
    <span
      role="img"
      aria-label={ratingLabel(rating, locale)}
      className={size === 'large' ? `${styles.stars} ${styles.large}` : styles.stars}
      data-testid="rating-stars"
    >
      {ratingStars(rating).map((kind, i) => (
        <StarIcon key={i} kind={kind} />
      ))}
    </span>
  )
}
