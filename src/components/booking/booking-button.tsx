import Link from 'next/link'
import type { ReactNode } from 'react'

import { type BookingContext, bookingPath } from '@/lib/layout/behaviour'
import type { Locale } from '@/lib/i18n/locales'
import { messages } from '@/lib/i18n/messages'

import styles from './booking-button.module.css'

/**
 * "Book now": a link to the booking page with the chosen salon, service and stylist (slugs or
 * ids) in its query. A plain link, so it works before any script has loaded; the booking widget
 * may later open in a dialog from the same place.
 */
export function BookingButton({
  locale,
  className,
  salon,
  service,
  employee,
  children,
}: BookingContext & { locale: Locale; className?: string; children?: ReactNode }) {
  return (
    <Link
      href={bookingPath(locale, { salon, service, employee })}
      className={className ? `${styles.button} ${className}` : styles.button}
      prefetch={false}
    >
      {children ?? messages(locale).book}
    </Link>
  )
}
