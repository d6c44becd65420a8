'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { clientNavigationTarget, type LinkClick } from '@/ui/behaviours/behaviour'

/** The attribute of the Book buttons (features/booking/ui/booking-button.tsx). */
const OPENS_BOOKING = 'data-opens-dialog'

const linkOf = (event: Event) =>
  event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null

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
 * - a plain click on a link to a page of this site navigates in place (the App Router), as
 *   next/link would; new tabs, modifiers, downloads and other sites are left to the browser;
 * - hovering, focusing or touching such a link prefetches its page.
 * Book links (`data-opens-dialog`) are the island loader's (src/ui/islands/loader.ts): it opens the
 * booking widget on their click, so they are left alone here.
 */
export function PageLinks() {
  const router = useRouter()

  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = linkOf(event)
      if (!link || link.hasAttribute(OPENS_BOOKING) || link.dataset.prefetch === 'false') return
      const target = clientNavigationTarget(clickOf(link), new URL(window.location.href))
      // Every time, as next/link does: the router skips a page it holds fresh and fetches one
      // that has gone stale since (the menus' links are pointed at again and again).
      if (target) router.prefetch(target)
    }
    // On window, in the bubble phase: after React's own handlers (dialogs) and the island loader
    // have had their say through `defaultPrevented`.
    const onClick = (event: MouseEvent) => {
      const link = linkOf(event)
      if (!link || link.hasAttribute(OPENS_BOOKING)) return
      const target = clientNavigationTarget(clickOf(link, event), new URL(window.location.href))
      if (target === null) return
      event.preventDefault()
      router.push(target)
    }
    window.addEventListener('click', onClick)
    window.addEventListener('pointerover', onIntent, { passive: true })
    window.addEventListener('touchstart', onIntent, { passive: true })
    window.addEventListener('focusin', onIntent)
    return () => {
      window.removeEventListener('click', onClick)
      window.removeEventListener('pointerover', onIntent)
      window.removeEventListener('touchstart', onIntent)
      window.removeEventListener('focusin', onIntent)
    }
  }, [router])

  return null
}
