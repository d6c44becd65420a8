import { expect, test } from '@playwright/test'

/**
 * Every script a page names in its HTML (but the legacy polyfills) starts with V8's compile hint
 * (decision 0018), so Chrome compiles it while it downloads instead of on the main thread while the
 * page starts: on public pages the plain script (behaviours and the islands' loader; decisions 0055, 0060),
 * on the booking page, which keeps the App Router, Next's start-up chunks.
 */
for (const [path, least] of [
  ['/', 1],
  ['/price/', 1],
  ['/ua/services/female/hair/colouring/air-touch/', 1],
  ['/book/', 3],
] as const) {
  test(`the start-up scripts of ${path} carry the compile hint`, async ({ request }) => {
    const html = await (await request.get(path)).text()
    // The legacy polyfills (`noModule`) are never run by a browser that reads the hint.
    // A public page's script is named by its inline start (data-src, decision 0061).
    const scripts = [...html.matchAll(/<script\b([^>]*)\s(?:data-)?src="(\/[^"]+\.js)"([^>]*)>/g)]
      .filter((m) => !/nomodule/i.test(`${m[1]} ${m[3]}`))
      .map((m) => m[2] ?? '')
    expect(scripts.length, scripts.join(', ')).toBeGreaterThanOrEqual(least)
    for (const src of new Set(scripts)) {
      const response = await request.get(src)
      expect(response.status(), src).toBe(200)
      expect((await response.text()).startsWith('//# allFunctionsCalledOnLoad\n'), src).toBe(true)
    }
  })
}
