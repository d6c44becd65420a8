'use client'

import * as Dialog from '@radix-ui/react-dialog'
import type { RefObject } from 'react'

import type { Locale } from '@/platform/i18n/locales'
import { bookingMessages } from '@/platform/i18n/booking-messages'
import type { BookingContext } from '@/ui/behaviours/behaviour'

import { BookingWidget } from './booking-widget'
import shared from '@/ui/overlays/overlay.module.css'

import styles from './booking-dialog.module.css'

/**
 * The booking widget in a Radix dialog (focus trap, Escape, focus return to the Book button):
 * centred on a desktop, the whole screen on a phone. Loaded on first use by the island loader (src/ui/islands). The widget
 * is mounted only while open: closing starts the next booking afresh.
 */
export default function BookingDialog({
  locale,
  context,
  open,
  onOpenChange,
  returnFocusTo,
  phone = null,
}: {
  locale: Locale
  /** The salon's phone, for when online booking cannot be used. */
  phone?: string | null
  context: BookingContext
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocusTo: RefObject<HTMLElement | null>
}) {
  const t = bookingMessages(locale)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={`${shared.backdrop} ${styles.backdrop}`} />
        <Dialog.Content
          className={styles.dialog}
          aria-describedby={undefined}
          data-testid="booking-dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocusTo.current?.focus()
          }}
        >
          <div className={styles.bar}>
            <Dialog.Title className={styles.title}>{t.bookTitle}</Dialog.Title>
            <Dialog.Close className={`${shared.close} ${styles.close}`}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{t.bookClose}</span>
            </Dialog.Close>
          </div>
          <div className={styles.body}>
            <BookingWidget locale={locale} context={context} phone={phone} onClose={() => onOpenChange(false)} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
