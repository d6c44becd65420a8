/**
 * Pure rules of the shared layout (site.md §2, §4, §9): the header's scroll states, the cookie
 * notice's cookie and the booking page's address. The plain script (site.ts) and the client
 * components call these; the unit tests pin them down.
 */
import type { Locale } from '@/platform/i18n/locales'
import { localePath } from '@/platform/i18n/routing'

/** site.md §9. */
export const LAYOUT = {
  headerScrollThreshold: 15,
  mobileMenuCollapseMs: 300,
  /** Animations and parallax run only on windows wider than this. */
  desktopMinWidth: 1201,
} as const

export interface HeaderState {
  /** Scrolled past the threshold: the header is pinned with its shadow. */
  scrolled: boolean
  /** Moved out of view (scrolling down); it comes back on the first scroll up. */
  hidden: boolean
}

/**
 * The header's state after the page scrolled from `previousY` to `y`: within the threshold of the
 * top it is always shown; further down it hides while scrolling down and shows when scrolling up.
 * Movements smaller than a pixel keep the previous state (`current`).
 */
export function nextHeaderState(current: HeaderState, previousY: number, y: number): HeaderState {
  const scrolled = y > LAYOUT.headerScrollThreshold
  if (!scrolled) return { scrolled, hidden: false }
  if (Math.abs(y - previousY) < 1) return { scrolled, hidden: current.hidden }
  return { scrolled, hidden: y > previousY }
}

export const COOKIE_CONSENT = { name: 'cookiesAccepted', days: 30 } as const

/** Whether a `document.cookie` string holds the accepted-cookies flag. */
export function hasCookieConsent(cookieString: string): boolean {
  return cookieString.split(';').some((part) => part.trim().startsWith(`${COOKIE_CONSENT.name}=`))
}

/** The `document.cookie` assignment that records the consent for 30 days. */
export function cookieConsentString(secure: boolean): string {
  const maxAge = COOKIE_CONSENT.days * 24 * 60 * 60
  return `${COOKIE_CONSENT.name}=true; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

export interface BookingContext {
  salon?: string | number | null
  service?: string | number | null
  employee?: string | number | null
  /** One of the service's options (docs/decisions/0052), chosen beforehand. */
  option?: string | null
}

/** The booking page's address with the chosen salon, service and stylist (slugs or ids) as its query. */
export function bookingPath(locale: Locale, context: BookingContext = {}): string {
  const query = new URLSearchParams()
  for (const key of ['salon', 'service', 'employee', 'option'] as const) {
    const value = context[key]
    if (value != null && value !== '') query.set(key, String(value))
  }
  const search = query.toString()
  return `${localePath(locale, '/book/')}${search ? `?${search}` : ''}`
}

/** The choices a booking page address carries (the inverse of `bookingPath`). */
export function bookingContextOf(href: string): BookingContext {
  const query = new URL(href, 'http://localhost').searchParams
  const context: BookingContext = {}
  for (const key of ['salon', 'service', 'employee', 'option'] as const) {
    const value = query.get(key)
    if (value) context[key] = value
  }
  return context
}
