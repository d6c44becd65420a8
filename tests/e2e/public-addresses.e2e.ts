import { expect, test } from '@playwright/test'

/**
 * The public addresses (/price/, /ua/price/) are served from the locale routes (/en/…, /uk/…) by a
 * rewrite in src/proxy.ts. The server under test is bound to 127.0.0.1 (playwright.config.ts), as
 * operators bind it behind a proxy: the rewrite must be answered by the same request, not fetched
 * by the server from itself over HTTP again (decision 0019: that hop now and then reset and
 * answered a visitor with a 500). A relative rewrite target is Next's sign of the former.
 */
for (const [path, internal] of [
  ['/price/', '/en/price/'],
  ['/ua/price/', '/uk/price/'],
  ['/services/female/hair/', '/en/services/female/hair/'],
  ['/salons/', '/en/salons/'],
] as const) {
  test(`${path} is answered from ${internal} in the same request`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status()).toBe(200)
    expect(response.headers()['x-middleware-rewrite']).toBe(internal)
  })
}
