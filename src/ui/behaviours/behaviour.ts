/**
 * Pure rules of the shared layout (site.md §2, §4, §9): the header's scroll states, the cookie
 * notice's cookie, which clicks start the page-load bar and the booking page's address. The
 * client components call these; the unit tests pin them down.
 */
import type { Locale } from '@/platform/i18n/locales'
import { localePath } from '@/platform/i18n/routing'

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
 * Where a link click may take the visitor without reloading the page: the path, query and hash of
 * a page of this site, for a left click without modifiers in the same window. Null when the
 * browser should follow the link itself (new tab, download, another origin, the CMS, `tel:`…, or
 * a spot on the page already shown).
 */
export function clientNavigationTarget(click: LinkClick, current: URL): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.modifier || click.download) return null
  if (click.target && click.target !== '_self') return null
  let url: URL
  try {
    url = new URL(click.href, current)
  } catch {
    return null
  }
  if (url.origin !== current.origin) return null
  if (/^\/(api|admin|_next)(\/|$)/.test(url.pathname)) return null
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null
  return url.pathname + url.search + url.hash
}

/**
 * Whether a link click starts an in-app navigation to another page of this site (and so the
 * page-load bar): left click without modifiers, same window and origin, a different path or query.
 * A link to a spot on the same page does not.
 */
export function startsNavigation(click: LinkClick, current: URL): boolean {
  const target = clientNavigationTarget(click, current)
  if (target === null) return false
  const url = new URL(target, current)
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

/** The choices a booking page address carries (the inverse of `bookingPath`). */
export function bookingContextOf(href: string): BookingContext {
  const query = new URL(href, 'http://localhost').searchParams
  const context: BookingContext = {}
  for (const key of ['salon', 'service', 'employee'] as const) {
    const value = query.get(key)
    if (value) context[key] = value
  }
  return context
}
