'use client'

import dynamic from 'next/dynamic'
import { useEffect, useRef, useState } from 'react'

import { loadBookingDialog } from '@/features/booking/client'
import type { Locale } from '@/platform/i18n/locales'
import { type BookingContext, bookingContextOf } from '@/ui/behaviours/behaviour'

/** The attribute of the Book buttons (features/booking/ui/booking-button.tsx). */
export const OPENS_BOOKING = 'data-opens-dialog'

// The widget (Radix dialog, every step, the sign-in) is fetched on hover, focus or the first tap
// of a Book button, never with the page.
const BookingDialog = dynamic(loadBookingDialog, { ssr: false })

const bookingLinkOf = (event: Event) =>
  event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`a[href][${OPENS_BOOKING}]`) : null

/** A booking form (a service page's booking card, src/ui/content/booking-card.tsx) the event is in. */
const bookingFormOf = (event: Event) =>
  event.target instanceof Element ? event.target.closest<HTMLFormElement>(`form[${OPENS_BOOKING}]`) : null

/** The booking page's address a GET form would open, its fields as the query. */
const formTarget = (form: HTMLFormElement) => {
  const url = new URL(form.action)
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') url.searchParams.append(name, value)
  return url.href
}

/**
 * The Book buttons of every page open the booking widget in a dialog. This one island, mounted
 * once by the layout, listens to the whole page:
 * - a click on a Book button (`data-opens-dialog`, a real link to /book/ that works without
 *   script) opens the widget, preselected from the link's query; focus returns to that link when
 *   it closes; a booking form so marked (a GET form to /book/) does the same on submit,
 *   preselected from its fields;
 * - hovering, focusing or touching one fetches the widget's code.
 * Every other link loads its page as a document; the plain script's speculation rules fetch it
 * ahead on hover (src/ui/behaviours/speculation.ts). The islands' loader takes this over (R3).
 */
export function PageLinks({ locale, phone = null }: { locale: Locale; phone?: string | null }) {
  const [booking, setBooking] = useState<{ context: BookingContext; open: boolean } | null>(null)
  const returnTo = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const onIntent = (event: Event) => {
      if (bookingFormOf(event) || bookingLinkOf(event)) void loadBookingDialog()
    }
    // On window, in the bubble phase: after React's own handlers have had their say through `defaultPrevented`.
    const onClick = (event: MouseEvent) => {
      const link = bookingLinkOf(event)
      if (!link || event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      returnTo.current = link
      setBooking({ context: bookingContextOf(link.href), open: true })
    }
    const onSubmit = (event: SubmitEvent) => {
      const form = bookingFormOf(event)
      if (!form || event.defaultPrevented) return
      event.preventDefault()
      returnTo.current = event.submitter instanceof HTMLElement ? event.submitter : form
      setBooking({ context: bookingContextOf(formTarget(form)), open: true })
    }
    window.addEventListener('click', onClick)
    window.addEventListener('submit', onSubmit)
    window.addEventListener('pointerover', onIntent, { passive: true })
    window.addEventListener('touchstart', onIntent, { passive: true })
    window.addEventListener('focusin', onIntent)
    return () => {
      window.removeEventListener('click', onClick)
      window.removeEventListener('submit', onSubmit)
      window.removeEventListener('pointerover', onIntent)
      window.removeEventListener('touchstart', onIntent)
      window.removeEventListener('focusin', onIntent)
    }
  }, [])

  if (!booking) return null
  return (
    <BookingDialog
      locale={locale}
      phone={phone}
      context={booking.context}
      open={booking.open}
      onOpenChange={(open) => setBooking((current) => current && { ...current, open })}
      returnFocusTo={returnTo}
    />
  )
}
