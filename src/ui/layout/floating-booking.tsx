import { BookingButton } from '@/features/booking/ui'
import type { Locale } from '@/platform/i18n/locales'

import styles from './floating-booking.module.css'

/**
 * The booking button that floats at the bottom of narrow screens (≤ 1200 px) on every page but
 * the home page, /book/ and pages with their own booking bar, and steps aside while the burger menu
 * is open. CSS alone decides (<main data-page="home"> or "book", a service page's [data-booking-bar],
 * the open menu's [data-mobile-menu]), so it needs no script.
 */
export function FloatingBooking({ locale }: { locale: Locale }) {
  return (
    <div className={styles.floating} data-testid="floating-booking">
      <BookingButton locale={locale} className={styles.button} />
    </div>
  )
}
