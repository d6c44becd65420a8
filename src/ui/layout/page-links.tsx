'use client'

import dynamic from 'next/dynamic'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { loadBookingDialog } from '@/features/booking/client'
import type { Locale } from '@/platform/i18n/locales'
import {
  type BookingContext,
  bookingContextOf,
  clientNavigationTarget,
  type LinkClick,
} from '@/ui/behaviours/behaviour'

/** The attribute of the Book buttons (features/booking/ui/booking-button.tsx). */
export const OPENS_BOOKING = 'data-opens-dialog'

// The widget (Radix dialog, every step, the sign-in) is fetched on hover, focus or the first tap
// of a Book button, never with the page.
const BookingDialog = dynamic(loadBookingDialog, { ssr: false })

const linkOf = (event: Event) =>
  event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null

/** A booking form (a service page's booking card, src/ui/content/booking-card.tsx) the event is in. */
const bookingFormOf = (event: Event) =>
  event.target instanceof Element ? event.target.closest<HTMLFormElement>(`form[${OPENS_BOOKING}]`) : null

/** The booking page's address a GET form would open, its fields as the query. */
const formTarget = (form: HTMLFormElement) => {
  const url = new URL(form.action)
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') url.searchParams.append(name, value)
  return url.href
}

const clickOf = (link: HTMLAnchorElement, event?: MouseEvent): LinkClick => ({
  href: link.href,
  target: link.getAttribute('target'),
  download: link.hasAttribute('download'),
  button: event?.button ?? 0,
  modifier: event ? event.metaKey || event.ctrlKey || event.shiftKey || event.altKey : false,
  defaultPrevented: event?.defaultPrevented ?? false,
})

/**
 * The links of every page are plain server-rendered `<a>`s: no component per link to hydrate and
 * nothing fetched for the links that happen to be on screen. This one island, mounted once by the
 * layout, listens to the whole page instead:
 * - a click on a Book button (`data-opens-dialog`, a real link to /book/ that works without
 *   script) opens the booking widget in a dialog, preselected from the link's query; focus
 *   returns to that link when it closes; a booking form so marked (a GET form to /book/) does
 *   the same on submit, preselected from its fields;
 * - a plain click on any other link to a page of this site navigates in place (the App Router),
 *   as next/link would; new tabs, modifiers, downloads and other sites are left to the browser;
 * - hovering, focusing or touching such a link prefetches its page (or the widget's code).
 * Links that client components draw with next/link handle their own clicks first.
 */
export function PageLinks({ locale, phone = null }: { locale: Locale; phone?: string | null }) {
  const router = useRouter()
  const [booking, setBooking] = useState<{ context: BookingContext; open: boolean } | null>(null)
  const returnTo = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const onIntent = (event: Event) => {
      if (bookingFormOf(event)) {
        void loadBookingDialog()
        return
      }
      const link = linkOf(event)
      if (!link) return
      if (link.hasAttribute(OPENS_BOOKING)) {
        void loadBookingDialog()
        return
      }
      if (link.dataset.prefetch === 'false') return
      const target = clientNavigationTarget(clickOf(link), new URL(window.location.href))
      // Every time, as next/link does: the router skips a page it holds fresh and fetches one
      // that has gone stale since (the menus' links are pointed at again and again).
      if (target) router.prefetch(target)
    }
    // On window, in the bubble phase: after React's own handlers (next/link, dialogs) have had
    // their say through `defaultPrevented`.
    const onClick = (event: MouseEvent) => {
      const link = linkOf(event)
      if (!link) return
      const click = clickOf(link, event)
      if (link.hasAttribute(OPENS_BOOKING)) {
        if (click.defaultPrevented || click.button !== 0 || click.modifier) return
        event.preventDefault()
        returnTo.current = link
        setBooking({ context: bookingContextOf(link.href), open: true })
        return
      }
      const target = clientNavigationTarget(click, new URL(window.location.href))
      if (target === null) return
      event.preventDefault()
      router.push(target)
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
  }, [router])

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
