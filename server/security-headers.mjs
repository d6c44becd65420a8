/**
 * The security headers of every answer: Next adds them through next.config.ts, and the server's
 * direct path (server/direct-reads.mjs) sends the same list. Plain JavaScript so that both the
 * Next config and the plain Node server can import it.
 */

/** @param {string | undefined} siteUrl the public address (SITE_URL); HSTS only when it is https. */
export function securityHeaders(siteUrl) {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
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
