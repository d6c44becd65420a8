/**
 * Pure rules of the shared layout (site.md §2, §4, §9): the header's scroll states, the cookie
 * notice's cookie, which clicks start the page-load bar and the booking page's address. The
 * client components call these; the unit tests pin them down.
 */
import type { Locale } from '@/lib/i18n/locales'
import { localePath } from '@/lib/i18n/routing'

/** site.md §9. */
export const LAYOUT = {
  headerScrollThreshold: 15,
  progressThrottleMs: 200,
  progressDurationMs: 5000,
  progressHideDelayMs: 500,
  mobileMenuCollapseMs: 300,
  animationMs: 1000,
  animationColumnDelayMs: 200,
  /** Animations and parallax run only on windows wider than this. */
  desktopMinWidth: 1201,
  lazyMarginPx: 300,
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

/** What the page-load bar needs to know about a click on a link. */
export interface LinkClick {
  href: string
  target: string | null
  download: boolean
  button: number
  modifier: boolean
  defaultPrevented: boolean
}

/**
 * Whether a link click starts an in-app navigation to another page of this site (and so the
 * page-load bar): left click without modifiers, same window and origin, a different path or query.
 * A link to a spot on the same page does not.
 */
export function startsNavigation(click: LinkClick, current: URL): boolean {
  if (click.defaultPrevented || click.button !== 0 || click.modifier || click.download) return false
  if (click.target && click.target !== '_self') return false
  let url: URL
  try {
    url = new URL(click.href, current)
  } catch {
    return false
  }
  if (url.origin !== current.origin) return false
  if (/^\/(api|admin|_next)(\/|$)/.test(url.pathname)) return false
  return url.pathname !== current.pathname || url.search !== current.search
}

/** How far the bar is after `elapsed` ms of loading: quickly at first, never reaching the end. */
export function progressAt(elapsedMs: number): number {
  const t = Math.max(0, elapsedMs) / LAYOUT.progressDurationMs
  return Math.min(0.95, 0.1 + 0.85 * (1 - Math.exp(-3 * t)))
}

export interface BookingContext {
  salon?: string | number | null
  service?: string | number | null
  employee?: string | number | null
}

/** The booking page's address with the chosen salon, service and stylist (slugs or ids) as its query. */
export function bookingPath(locale: Locale, context: BookingContext = {}): string {
  const query = new URLSearchParams()
  for (const key of ['salon', 'service', 'employee'] as const) {
    const value = context[key]
    if (value != null && value !== '') query.set(key, String(value))
  }
  const search = query.toString()
  return `${localePath(locale, '/book/')}${search ? `?${search}` : ''}`
}
