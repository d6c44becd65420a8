import { expect, test } from '@playwright/test'

/**
 * Page weight budgets (issue 33). Sizes are deterministic for a build and its demo content, so
 * these are not timing assertions (DESIGN §7.10).
 *
 * HTML: the document as the server sends it, the flight data included, uncompressed (decimal
 * bytes, as the issue counts them). The issue asks for a service page ≤ 45,000 bytes and the price
 * list ≤ 80,000; where a page is not there yet its limit is the size reached, rounded up to the
 * next whole kB, so it can only go down (docs/plans/issue-33.md, slice D).
 */
// Reached on this branch (issue 33, slice D): 55.3, 116.1 and 129.4 kB, from 59.0, 162.9 and 179.6 kB
// (measured against SITE_URL http://localhost:11100). Not yet the 45,000 and 80,000 bytes.
const HTML_BUDGETS: { page: string; path: string; bytes: number }[] = [
  { page: 'service', path: '/services/female/hair/colouring/air-touch/', bytes: 56_000 },
  { page: 'price list', path: '/price/', bytes: 117_000 },
  { page: 'price list (Ukrainian)', path: '/ua/price/', bytes: 130_000 },
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
