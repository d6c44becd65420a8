import type { ReactNode } from 'react'

import { type BookingContext, bookingPath } from '@/ui/behaviours/behaviour'
import type { Locale } from '@/platform/i18n/locales'
import { messages } from '@/platform/i18n/messages'

import styles from './booking-button.module.css'

/**
 * "Book now": a plain link to the booking page with the chosen salon, service and stylist (slugs
 * or ids) in its query, so it works before and without script. Once the page runs, a click opens
 * the booking widget in a dialog with the same choices instead: the island loader
 * (src/ui/islands/loader.ts) listens for clicks on links marked `data-opens-dialog`, so no Book button hydrates.
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
    <a
      href={bookingPath(locale, { salon, service, employee })}
      className={className ? `${styles.button} ${className}` : styles.button}
      aria-haspopup="dialog"
      data-opens-dialog="true"
    >
      {children ?? messages(locale).book}
    </a>
  )
}
