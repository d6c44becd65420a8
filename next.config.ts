import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const securityHeaders = [
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
      "frame-src 'self'",
      "frame-ancestors 'self'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join('; '),
  },
  ...(process.env.SITE_URL?.startsWith('https://')
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }]
    : []),
]

const nextConfig: NextConfig = {
  // Tests and the benchmark build into their own folder so they never replace the served build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Published addresses end with a slash; src/proxy.ts answers 301 for site paths without one and
  // leaves /api and /admin alone, so Next's own redirect is off.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  // The type check is a stage of `npm test` (tsc over src, scripts and tests); the build skips it.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  images: {
    // Media is served by Payload from this same origin; nothing is fetched from elsewhere.
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
    formats: ['image/webp'],
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
