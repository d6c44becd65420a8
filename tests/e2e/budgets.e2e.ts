import path from 'node:path'

import { expect, test } from '@playwright/test'

import { firstLoadJs, PAGE_ROUTES } from '../../bench/lib/bundles.mjs'

/**
 * Size budgets of the public pages, read from the build under test. Sizes are deterministic (the
 * same code builds the same bytes), so these are ratchets, not timings (DESIGN §7.10): when a
 * change makes a page lighter, lower its budget to the new figure.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next-e2e'

/**
 * First-load JavaScript, gzip level 9, as bench/lib/bundles.mjs measures it: the App Router's own
 * runtime is 132.9 KB of it (docs/decisions/0054); the rest is the layout's islands.
 */
const FIRST_LOAD_JS_KB = 143

test('every public page type loads at most the first-load JavaScript budget', () => {
  const measured = firstLoadJs(ROOT, DIST_DIR)
  expect(measured.map((m) => m.route)).toEqual(PAGE_ROUTES.map((p) => p.route))
  const over = measured
    .map((m) => ({ page: m.name, kb: Math.round((m.gzipBytes / 1024) * 10) / 10 }))
    .filter((m) => m.kb > FIRST_LOAD_JS_KB)
  expect(over, `first-load JS over ${FIRST_LOAD_JS_KB} KB gzip`).toEqual([])
})
