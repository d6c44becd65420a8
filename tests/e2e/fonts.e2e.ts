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
      .map((rule) => new URL(/url\("?([^")]+)"?\)/.exec(rule.style.getPropertyValue('src'))![1]!, location.href).href),
  )
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
  // Headings are set in the display face, the text in the text face.
  const h1 = page.getByRole('heading', { level: 1 })
  expect(await h1.evaluate((h) => document.fonts.check(`600 40px ${getComputedStyle(h).fontFamily}`, 'Parlour'))).toBe(
    true,
  )
})

test('a Ukrainian page downloads the Cyrillic files and draws its heading in them', async ({ page, baseURL }) => {
  const requested = await visit(page, '/ua/')
  const origin = new URL(baseURL!).origin
  expect(requested.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin)).toEqual([])
  const cyrillic = await cyrillicFiles(page)
  expect(cyrillic).toHaveLength(2)
  expect(cyrillic.filter((url) => requested.includes(url))).toEqual(cyrillic)
  const h1 = page.getByRole('heading', { level: 1 })
  expect(await h1.evaluate((h) => document.fonts.check(`600 40px ${getComputedStyle(h).fontFamily}`, 'Ї'))).toBe(true)
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
