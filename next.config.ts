import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { PUBLIC_PAGES, publicPageHeaders, securityHeaders as headersFor } from './server/security-headers.mjs'

const securityHeaders = headersFor(process.env.SITE_URL)
const staticFileHeaders = securityHeaders.filter((header) => header.key === 'X-Content-Type-Options')

const nextConfig: NextConfig = {
  // Tests and the benchmark build into their own folder so they never replace the served build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Several instances share one cache on Redis (server/cache-handler.mjs, decision 0028): an edit
  // through any of them expires the pages of all. Read when the server starts, so one build serves
  // both shapes; without REDIS_URL, Next's own cache on disk and in memory.
  ...(process.env.REDIS_URL
    ? { cacheHandler: path.join(process.cwd(), 'server', 'cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : {}),
  // Published addresses end with a slash; src/proxy.ts answers 301 for site paths without one and
  // leaves /api and /admin alone, so Next's own redirect is off.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  // The type check is a stage of `npm test` (tsc over src, scripts and tests); the build skips it.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  experimental: {
    // Every public page loads the same start-up code: fewer, larger chunks cost a phone on 4G fewer
    // round trips before the page is interactive (decision 0018; the bench measures it).
    turbopackChunking: { minChunkSize: 200000, maxChunkCountPerGroup: 5 },
    // Resized images are kept on disk (the image cache); libvips' own cache of recent operations
    // would only hold native memory the soak counts (bench/report.md).
    imgOptOperationCache: false,
  },
  // Server-only packages load once from node_modules instead of being copied into each route's
  // merged chunk (the chunking above duplicates shared modules per route group: nine copies of
  // Payload, its database adapters, happy-dom and nodemailer were held in one server's memory).
  serverExternalPackages: ['payload', '@payloadcms/db-sqlite', '@payloadcms/db-postgres', 'happy-dom', 'nodemailer'],
  images: {
    // Media is served by Payload from this same origin; nothing is fetched from elsewhere.
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
    formats: ['image/webp'],
  },
  async headers() {
    return [
      // Pages, the API and media: the whole list. The build's own files (fonts, CSS, scripts) are
      // never a document, so they carry nosniff alone: ~550 bytes less on each of the requests a
      // phone's first screen waits for (decision 0060).
      { source: '/((?!_next/static/|_parlour/).*)', headers: securityHeaders },
      // The public pages share their tab with the page before them (decision 0062). A later rule's
      // header replaces an earlier one's of the same name.
      { source: PUBLIC_PAGES, headers: publicPageHeaders },
      { source: '/_next/static/:path*', headers: staticFileHeaders },
      // The browser scripts of scripts/build-behaviours.mjs: content-hashed names, so kept for a
      // year; their manifest is read by the server, and is not to be kept by anyone.
      {
        source: '/_parlour/:path*',
        headers: [...staticFileHeaders, { key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
      { source: '/_parlour/manifest.json', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
    ]
  },
}

/**
 * Payload answers every address with `Accept-CH`, `Vary` and `Critical-CH: Sec-CH-Prefers-Color-Scheme`
 * so that its admin can draw the visitor's light or dark theme on the server. On a public page
 * `Critical-CH` makes Chromium restart a first visit's navigation to send the hint: one more round
 * trip before the first byte, for a hint no public page reads (Lighthouse counted ≈ 630 ms of LCP on
 * a throttled phone). The hint stays where it is read: the admin (decision 0058).
 */
function clientHintsOnlyForTheAdmin(config: NextConfig): NextConfig {
  const headers = config.headers
  if (!headers) return config
  const isPayloadHint = (rule: { source: string; headers: { key: string }[] }) =>
    rule.source === '/:path*' && rule.headers.some((header) => header.key.toLowerCase() === 'critical-ch')
  return {
    ...config,
    async headers() {
      return (await headers()).map((rule) => (isPayloadHint(rule) ? { ...rule, source: '/admin/:path*' } : rule))
    },
  }
}

export default clientHintsOnlyForTheAdmin(withPayload(nextConfig, { devBundleServerPackages: false }))
