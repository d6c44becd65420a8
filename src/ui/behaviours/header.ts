import { maybeSignedIn, SESSION_CHANGED } from '@/features/booking/client'

import { type HeaderState, nextHeaderState } from './behaviour'

/** The site header (src/ui/layout/site-header.tsx), drawn by the server. */
export const HEADER = 'header[data-site-header]'

/**
 * The header's states as data attributes its CSS reads: `data-scrolled` once the page is scrolled
 * past 15 px (pinned, with its shadow), `data-hidden` while scrolling down (it slides out of view,
 * transform only, and comes back on the first scroll up; it stays while focus is inside), and
 * `data-signed-in` from the readable marker next to the session, read again when the page is shown
 * or focused (a sign-in or out in another tab) and when this page signs in or out (spec §6).
 */
export function startHeader(header: HTMLElement): void {
  let state: HeaderState = { scrolled: false, hidden: false }
  let y = Math.max(0, window.scrollY)
  let frame = 0
  const update = () => {
    frame = 0
    const now = Math.max(0, window.scrollY)
    state = nextHeaderState(state, y, now)
    y = now
    header.dataset.scrolled = String(state.scrolled)
    header.dataset.hidden = String(state.hidden)
  }
  update()
  window.addEventListener(
    'scroll',
    () => {
      if (!frame) frame = window.requestAnimationFrame(update)
    },
    { passive: true },
  )

  const signedIn = () => {
    header.dataset.signedIn = String(maybeSignedIn())
  }
  signedIn()
  for (const type of ['focus', 'pageshow', SESSION_CHANGED]) window.addEventListener(type, signedIn)
}
