import { defaultLocale, type Locale } from './locales'

/**
 * Public addresses: English at the root, Ukrainian under /ua/ (its language code is `uk`).
 * Internally every page lives under /en/… or /uk/…; the proxy maps one onto the other and
 * enforces the trailing slash. Pure, so it is unit-tested without a server.
 */

export const URL_PREFIX: Record<Locale, string> = { en: '', uk: '/ua' }

export type RouteDecision =
  | { kind: 'pass' }
  | { kind: 'redirect'; location: string; status: 301 }
  | { kind: 'rewrite'; pathname: string; locale: Locale }

/** Paths the site's routing leaves alone: the CMS, its API, Next's assets and files. */
function isExcluded(pathname: string): boolean {
  if (/^\/(api|admin|_next)(\/|$)/.test(pathname)) return true
  const last = pathname.slice(pathname.lastIndexOf('/') + 1)
  return /\.[a-z0-9]+$/i.test(last)
}

export function routeRequest(pathname: string, search = ''): RouteDecision {
  if (isExcluded(pathname)) return { kind: 'pass' }
  if (pathname !== '/' && !pathname.endsWith('/')) {
    return { kind: 'redirect', location: `${pathname}/${search}`, status: 301 }
  }
  // Internal prefixes are not public addresses: send visitors to the public form.
  if (pathname === '/en/' || pathname.startsWith('/en/')) {
    return { kind: 'redirect', location: `${pathname.slice(3) || '/'}${search}`, status: 301 }
  }
  if (pathname === '/uk/' || pathname.startsWith('/uk/')) {
    return { kind: 'redirect', location: `/ua${pathname.slice(3)}${search}`, status: 301 }
  }
  if (pathname === '/ua/' || pathname.startsWith('/ua/')) {
    return { kind: 'rewrite', pathname: `/uk${pathname.slice(3)}`, locale: 'uk' }
  }
  return { kind: 'rewrite', pathname: `/${defaultLocale}${pathname}`, locale: defaultLocale }
}

/** The public address of a site path (starting and ending with `/`) in a locale. */
export function localePath(locale: Locale, path: string): string {
  const withSlash = path.endsWith('/') ? path : `${path}/`
  return `${URL_PREFIX[locale]}${withSlash.startsWith('/') ? withSlash : `/${withSlash}`}`
}

/** Absolute address on the configured site origin. */
export function absoluteUrl(siteUrl: string, locale: Locale, path: string): string {
  return `${siteUrl}${localePath(locale, path)}`
}

/**
 * The same page in the other language. Accepts the public path (/ua/about/) or the internal one
 * a prerender sees (/uk/about), so server and browser agree.
 */
export function otherLocalePath(pathname: string, current: Locale): string {
  return localePath(current === 'uk' ? 'en' : 'uk', sitePath(pathname))
}

/** The site path ("/about/") of a public (/ua/about/) or internal (/uk/about) address. */
export function sitePath(pathname: string): string {
  const path = pathname.replace(/^\/(en|uk|ua)(?=\/|$)/, '') || '/'
  return path.endsWith('/') ? path : `${path}/`
}
