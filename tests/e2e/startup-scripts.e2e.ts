import { expect, test } from '@playwright/test'

/**
 * Every script a public page names in its HTML (but the legacy polyfills) starts with V8's compile hint (decision 0018), so
 * Chrome compiles it while it downloads instead of on the main thread while the page starts.
 */
for (const path of ['/', '/price/', '/ua/services/female/hair/colouring/air-touch/']) {
  test(`the start-up scripts of ${path} carry the compile hint`, async ({ request }) => {
    const html = await (await request.get(path)).text()
    // The legacy polyfills (`noModule`) are never run by a browser that reads the hint.
    const scripts = [...html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"([^>]*)>/g)]
      .filter((m) => !/nomodule/i.test(m[2] ?? ''))
      .map((m) => m[1] ?? '')
    expect(scripts.length).toBeGreaterThan(2)
    for (const src of new Set(scripts)) {
      const response = await request.get(src)
      expect(response.status(), src).toBe(200)
      expect((await response.text()).startsWith('//# allFunctionsCalledOnLoad\n'), src).toBe(true)
    }
  })
}
