import { expect, test } from '@playwright/test'

import { servedFirstLoadJs } from '../../bench/lib/bundles.mjs'
import { PAGE_TYPES } from '../../bench/lib/page-types.mjs'

/**
 * Size budgets of the public pages (issue 33), read from the server under test. Sizes
 * are deterministic for a build and its demo content (the same code builds the same bytes), so these
 * are ratchets, not timings (DESIGN §7.10): where a page is not at the figure yet, its limit
 * is the size reached, rounded up to the next whole kB, so it can only go down. When a change makes
 * a page lighter, lower its budget to the new figure. The issue's own figures (120 KB of JavaScript,
 * 45,000 and 80,000 bytes of HTML) come with public pages served without Next's runtime
 * (docs/plans/runtime-free-pages.md).
 */

/**
 * First-load JavaScript, gzip level 9, of each page type as the server under test sends it: the
 * scripts its HTML loads and their static imports (bench/lib/bundles.mjs `servedFirstLoadJs`), which
 * is what a browser downloads before the page is interactive. With Next's runtime on the page, the
 * App Router's own code is 132.9 KB of it (docs/decisions/0054); the rest is the layout's islands
 * and the plain script (src/ui/behaviours/site.ts, 2.7 KB). 141.6 KB on every page type since the
 * header, notices, motion, menu hover and locale switch left React for that script (142.1 before).
 */
const FIRST_LOAD_JS_KB = 142

test('every public page type loads at most the first-load JavaScript budget', async ({ baseURL }) => {
  const measured = []
  const known = new Map()
  for (const { name, path } of PAGE_TYPES) {
    const { gzipBytes, files } = await servedFirstLoadJs(baseURL!, path, known)
    measured.push({ page: name, kb: Math.round((gzipBytes / 1024) * 10) / 10, files: files.length })
  }
  console.log(`first-load JS (KB gzip): ${JSON.stringify(measured)}`)
  expect(measured.every((m) => m.files > 0)).toBe(true)
  const over = measured.filter((m) => m.kb > FIRST_LOAD_JS_KB)
  expect(over, `first-load JS over ${FIRST_LOAD_JS_KB} KB gzip: ${JSON.stringify(measured)}`).toEqual([])
})

/**
 * HTML: the document as the server sends it, the flight data included, uncompressed (decimal bytes,
 * as the issue counts them). The issue asks for a service page ≤ 45,000 bytes and the price list
 * ≤ 80,000. Measured on main after slice D, the booking card and the server-rendered menu landed
 * together: 75,838, 129,638 and 143,768 bytes (the menu's panels and the card are in the HTML and
 * again in the flight data, which is two thirds of each page). Each limit is that figure rounded up
 * to the next whole kB, plus 1 kB for demo data other tests may add before this one runs.
 */
const HTML_BUDGETS: { page: string; path: string; bytes: number }[] = [
  { page: 'service', path: '/services/female/hair/colouring/air-touch/', bytes: 77_000 },
  { page: 'price list', path: '/price/', bytes: 131_000 },
  { page: 'price list (Ukrainian)', path: '/ua/price/', bytes: 145_000 },
]

test('the HTML of a service page and of the price list keeps to its budget', async ({ request }) => {
  for (const { page, path, bytes } of HTML_BUDGETS) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    // The body as a parser reads it (Playwright undoes any content encoding).
    const size = (await response.body()).length
    expect(size, `${page} (${path}): ${size} bytes`).toBeLessThanOrEqual(bytes)
  }
})
