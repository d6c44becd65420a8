import type { ReactNode } from 'react'

import { type BookingContext, bookingPath } from '@/lib/layout/behaviour'
import type { Locale } from '@/lib/i18n/locales'
import { messages } from '@/lib/i18n/messages'

import { BookingLink } from './booking-link'
import styles from './booking-button.module.css'

/**
 * "Book now": a link to the booking page with the chosen salon, service and stylist (slugs or
 * ids) in its query. A plain link, so it works before any script has loaded; once the page runs,
 * a click opens the booking widget in a dialog with the same context (BookingLink).
 */
export function BookingButton({
  locale,
  className,
  salon,
  service,
  employee,
  children,
}: BookingContext & { locale: Locale; className?: string; children?: ReactNode }) {
  const context = { salon, service, employee }
  return (
    <BookingLink
      href={bookingPath(locale, context)}
      locale={locale}
      context={context}
      className={className ? `${styles.button} ${className}` : styles.button}
    >
      {children ?? messages(locale).book}
    </BookingLink>
  )
}
