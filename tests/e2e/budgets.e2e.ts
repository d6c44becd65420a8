import path from 'node:path'

import { expect, test } from '@playwright/test'

import { firstLoadJs, PAGE_ROUTES } from '../../bench/lib/bundles.mjs'

/**
 * Size budgets of the public pages (issue 33), read from the build and the server under test. Sizes
 * are deterministic for a build and its demo content (the same code builds the same bytes), so these
 * are ratchets, not timings (DESIGN §7.10): where a page is not at the figure yet, its limit
 * is the size reached, rounded up to the next whole kB, so it can only go down. When a change makes
 * a page lighter, lower its budget to the new figure. The issue's own figures (120 KB of JavaScript,
 * 45,000 and 80,000 bytes of HTML) come with public pages served without Next's runtime
 * (docs/plans/runtime-free-pages.md).
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next-e2e'

/**
 * First-load JavaScript, gzip level 9, as bench/lib/bundles.mjs measures it: the App Router's own
 * runtime is 132.9 KB of it (docs/decisions/0054); the rest is the layout's islands. 138.9 KB since
 * the header, notices, motion, menu hover and locale switch moved into the plain script
 * (src/ui/behaviours/site.ts, 2.7 KB gzip), which this measure of Next's build does not count yet
 * (docs/plans/runtime-free-pages.md R4 measures what the served HTML loads).
 */
const FIRST_LOAD_JS_KB = 139

test('every public page type loads at most the first-load JavaScript budget', () => {
  const measured = firstLoadJs(ROOT, DIST_DIR)
  expect(measured.map((m) => m.route)).toEqual(PAGE_ROUTES.map((p) => p.route))
  const over = measured
    .map((m) => ({ page: m.name, kb: Math.round((m.gzipBytes / 1024) * 10) / 10 }))
    .filter((m) => m.kb > FIRST_LOAD_JS_KB)
  expect(over, `first-load JS over ${FIRST_LOAD_JS_KB} KB gzip`).toEqual([])
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
