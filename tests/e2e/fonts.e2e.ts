import { expect, type Page, test } from '@playwright/test'

/**
 * The self-hosted faces (decision 0050): two Latin files preloaded from our own origin, the
 * Cyrillic files fetched only by a page with Cyrillic letters, nothing fetched from anywhere else,
 * and no layout shift on a phone once the fonts have arrived.
 */

/** Every address a page asks for while it loads, its fonts included. */
async function visit(page: Page, path: string) {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await page.goto(path, { waitUntil: 'load' })
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  return requested
}

/** The font files of the stylesheets' @font-face rules for Cyrillic (their unicode-range holds U+0400). */
function cyrillicFiles(page: Page) {
  return page.evaluate(() =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
      .filter((rule) => /U\+400/i.test(rule.style.getPropertyValue('unicode-range')))
      // A url() in a stylesheet is relative to the stylesheet's own address.
      .map((rule) => {
        const path = /url\("?([^")]+)"?\)/.exec(rule.style.getPropertyValue('src'))![1]!
        return new URL(path, rule.parentStyleSheet?.href ?? location.href).href
      }),
  )
}

/** The fonts Chromium drew the page's h1 with (its own report, through the DevTools protocol). */
async function headingFonts(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  // Both subsets' files name their family "Cormorant Garamond Light SemiBold".
  const names = fonts.map((font) =>
    font.isCustomFont && font.familyName.startsWith('Cormorant Garamond')
      ? 'Cormorant Garamond'
      : `${font.familyName}${font.isCustomFont ? '' : ' (system)'}`,
  )
  return [...new Set(names)]
}

test('the home page preloads the two Latin fonts from its own origin and fetches nothing from elsewhere', async ({
  page,
  baseURL,
}) => {
  const requested = await visit(page, '/')
  const origin = new URL(baseURL!).origin
  expect(requested.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin)).toEqual([])

  const preloads = page.locator('head link[rel="preload"][as="font"]')
  await expect(preloads).toHaveCount(2)
  for (const link of await preloads.all()) {
    await expect(link).toHaveAttribute('type', 'font/woff2')
    expect(await link.evaluate((l: HTMLLinkElement) => new URL(l.href).origin)).toBe(origin)
    expect(await link.getAttribute('href')).toMatch(/^\/_next\/static\/media\/[^/]+\.woff2$/)
  }

  const cyrillic = await cyrillicFiles(page)
  expect(cyrillic).toHaveLength(2)
  const preloaded = await preloads.evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href))
  expect(preloaded.filter((href) => cyrillic.includes(href))).toEqual([])
  // An English page has no Cyrillic letters: the browser never downloads those files.
  expect(requested.filter((url) => cyrillic.includes(url))).toEqual([])
  // The heading is drawn in the display face alone.
  await expect.poll(() => headingFonts(page)).toEqual(['Cormorant Garamond'])
})

test('a Ukrainian page downloads the Cyrillic files and draws its heading in them', async ({ page, baseURL }) => {
  const requested = await visit(page, '/ua/')
  const origin = new URL(baseURL!).origin
  expect(requested.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin)).toEqual([])
  const cyrillic = await cyrillicFiles(page)
  expect(cyrillic).toHaveLength(2)
  expect(cyrillic.filter((url) => requested.includes(url))).toEqual(cyrillic)
  // Its Cyrillic heading is drawn in the display face's Cyrillic subset, not in a fallback.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[а-яіїєґ]/i)
  await expect.poll(() => headingFonts(page)).toEqual(['Cormorant Garamond'])
})

test('nothing shifts on a phone while the fonts load', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 })
  const page = await context.newPage()
  // Watches from before the first paint; takeRecords() hands over what the observer has not yet reported.
  await page.addInitScript(() => {
    const seen: PerformanceEntry[] = []
    const observer = new PerformanceObserver((list) => seen.push(...list.getEntries()))
    observer.observe({ type: 'layout-shift', buffered: true })
    Object.assign(window, { layoutShifts: () => [...seen, ...observer.takeRecords()] })
  })
  await visit(page, '/')
  const shifts = await page.evaluate(() =>
    (window as unknown as { layoutShifts: () => { value: number; hadRecentInput: boolean }[] })
      .layoutShifts()
      .filter((entry) => !entry.hadRecentInput)
      .map((entry) => entry.value),
  )
  expect(shifts).toEqual([])
  await context.close()
})
