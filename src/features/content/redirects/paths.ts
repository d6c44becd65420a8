import type { Locale } from '@/platform/i18n/locales'

/**
 * The addresses of stored redirects (the `redirects` collection, decision 0027). Pure, so unit-tested.
 *
 * A redirect's `from` is a site path in one form: the public English address (no /ua, /uk or /en
 * prefix — the Ukrainian page is the same path under /ua), no query or fragment, ending in `/`
 * unless it names a file, and percent-escapes decoded, so `/services/%d0%b1/`, `/services/%D0%B1/`
 * and `/services/б/` are one address. A request's path is put in the same form to be looked up.
 */

const SYSTEM = /^\/(api|admin|_next)(\/|$)/
const LOCALE_PREFIX = /^\/(en|uk|ua)(?=\/|$)/
const FILE = /\.[a-z0-9]+$/i
const CONTROL = /[\u0000-\u001f\u007f]/
const LOCAL = 'http://parlour.invalid'

/** The CMS, its API and Next's files: no redirect may start there. */
export const isSystemPath = (path: string): boolean => SYSTEM.test(path)

const namesFile = (path: string): boolean => FILE.test(path.slice(path.lastIndexOf('/') + 1))

/** A page of the site (not the system, not a file): the paths that have a Ukrainian twin under /ua. */
const isPagePath = (path: string): boolean => !isSystemPath(path) && !namesFile(path)

/**
 * Each segment with its escapes decoded, except those of `%`, `/`, `?` and `#`, which stay escaped
 * (they would change the address). A segment that does not decode keeps its text with its `%`
 * escaped, as the server hands such a segment to Next (server/request-target.mjs).
 */
export function canonicalPath(pathname: string): string {
  if (!pathname.includes('%')) return pathname
  return pathname
    .split('/')
    .map((segment) => {
      if (!segment.includes('%')) return segment
      try {
        return decodeURIComponent(segment).replace(/[%/?#]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
      } catch {
        return segment.replace(/%/g, '%25')
      }
    })
    .join('/')
}

/** `/…` on this site, or an http(s) address; null for anything else. */
function parse(input: string): URL | null {
  const text = input.trim()
  const absolute = /^https?:\/\//i.test(text)
  if (!absolute && (!text.startsWith('/') || text.startsWith('//'))) return null
  try {
    return new URL(text, LOCAL)
  } catch {
    return null
  }
}

/** The stored form of a site path; null when it has control characters. */
function storedPath(pathname: string): string | null {
  const path = canonicalPath(pathname).replace(LOCALE_PREFIX, '') || '/'
  if (CONTROL.test(path)) return null
  return path.endsWith('/') || namesFile(path) ? path : `${path}/`
}

/**
 * A redirect's `from` in its stored form; null when `input` is not an address. A whole address
 * (`https://old-site.example/about`) gives its path: only this site's requests are redirected.
 */
export function normaliseFrom(input: string): string | null {
  const url = parse(input)
  return url && storedPath(url.pathname)
}

/**
 * A redirect's `to` in its stored form: a site path as `from` is stored (keeping a query and
 * fragment), or an outside http(s) address as written. An address on `siteOrigin` becomes its path.
 */
export function normaliseTo(input: string, siteOrigin?: string): string | null {
  const url = parse(input)
  if (!url) return null
  if (url.origin !== LOCAL && url.origin !== siteOrigin) return url.href
  const path = storedPath(url.pathname)
  return path && `${path}${url.search}${url.hash}`
}

/** The path of a stored `to` that is a site path (without its query and fragment); null for outside addresses. */
export function targetPath(to: string): string | null {
  if (!to.startsWith('/')) return null
  const end = to.search(/[?#]/)
  return end === -1 ? to : to.slice(0, end)
}

/** The stored `from` a request's path is looked up by, and the request's language. */
export function requestKey(pathname: string): { from: string; locale: Locale } | null {
  if (isSystemPath(pathname)) return null
  const uk = pathname === '/ua' || pathname.startsWith('/ua/')
  const path = canonicalPath(uk ? pathname.slice(3) || '/' : pathname)
  // Both /old and /old/ are found, so the old address without its slash takes one hop, not two.
  return { from: path.endsWith('/') || namesFile(path) ? path : `${path}/`, locale: uk ? 'uk' : 'en' }
}

/**
 * Where a visitor at a redirected address is sent: `to`, under /ua for a Ukrainian visitor when it
 * is a page of the site, with the request's query string added to any `to` has.
 */
export function redirectLocation(to: string, locale: Locale, search: string): string {
  const path = targetPath(to)
  const target = locale === 'uk' && path !== null && isPagePath(path) ? `/ua${to}` : to
  const query = search.replace(/^\?/, '')
  if (!query) return target
  const hashAt = target.indexOf('#')
  const base = hashAt === -1 ? target : target.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : target.slice(hashAt)
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`
}

/** The location a request is redirected to by `redirects` (stored `from` → `to`); null when it is not. */
export function findRedirect(redirects: ReadonlyMap<string, string>, pathname: string, search: string): string | null {
  if (redirects.size === 0) return null
  const key = requestKey(pathname)
  const to = key && redirects.get(key.from)
  return to ? redirectLocation(to, key.locale, search) : null
}
