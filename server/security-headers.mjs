/**
 * The security headers of every answer: Next adds them through next.config.ts, and the server's
 * direct path (server/direct-reads.mjs) sends the same list. Plain JavaScript so that both the
 * Next config and the plain Node server can import it.
 */

const COOP = 'Cross-Origin-Opener-Policy'

/** @param {string | undefined} siteUrl the public address (SITE_URL); HSTS only when it is https. */
export function securityHeaders(siteUrl) {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
    { key: COOP, value: 'same-origin' },
    {
      // Everything comes from this origin. Next's hydration and the admin use inline scripts and
      // styles (nonces would make every page dynamic), so those stay allowed; no other origin is.
      key: 'Content-Security-Policy',
      value: [
        "default-src 'self'",
        "script-src 'self' 'unsafe-inline'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        "connect-src 'self'",
        // The salon page's map (Maps Embed API), opened only when a visitor asks for it.
        "frame-src 'self' https://www.google.com",
        "frame-ancestors 'self'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ].join('; '),
    },
    ...(siteUrl?.startsWith('https://')
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }]
      : []),
  ]
}

/**
 * The pages every visitor sees alike: the catalogue, prices, salons, stylists, vacancies, the blog
 * and the CMS's own pages, in both languages. Everything else keeps the isolation of the whole
 * list: the admin, the API and media, the account, the booking page and the gift vouchers (a
 * visitor's own data, a payment, a voucher's code), and any page added later under them.
 * A path-to-regexp source for next.config.ts.
 */
export const PUBLIC_PAGES = '/((?!admin|api/|_next/|_parlour/|(?:(?:en|ua)/)?(?:account|book|gift-vouchers)(?:/|$)).*)'

/**
 * What a public page sends instead of the list's opener isolation (decision 0062). A page with
 * `Cross-Origin-Opener-Policy: same-origin` cannot share its tab's browsing context group with the
 * page before it, so Chromium commits it in a fresh renderer whose first script context is built
 * cold: about twice the main-thread work of the commit in the bench's Lighthouse runs, where a tab
 * opens on about:blank. These pages hold nothing of the visitor's to protect from a window that
 * opened them; the pages that do keep `same-origin`, and a visitor who goes on to them is isolated
 * there.
 */
export const publicPageHeaders = [{ key: COOP, value: 'unsafe-none' }]
