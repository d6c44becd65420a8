import { expect, type Locator, type Page, test } from '@playwright/test'

/**
 * Pictures are plain `<img>` with their real addresses; the ones below the first screenful use the
 * browser's own lazy loading (docs/decisions/0051, which replaced the 300 px observer of 0014).
 */

test.beforeEach(async ({ context }) => {
  // The cookie notice has its own tests; here it would only cover the page.
  await context.addCookies([{ name: 'cookiesAccepted', value: 'true', url: 'http://localhost' }])
})

/** The picture has arrived and been decoded. */
const loaded = (picture: Locator) =>
  expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

/** The media a picture shows, whichever of its stored sizes (`name-800x600.webp`, `name.webp`…). */
const mediaOf = (address: string) => new URL(address, 'http://x').pathname.replace(/(-\d+x\d+)?\.webp$/, '')

/** Each `<img>` of the page, as the first screen sees it. */
const pictures = (page: Page) =>
  page.locator('img').evaluateAll((imgs) =>
    imgs.map((img) => ({
      src: img.getAttribute('src'),
      srcset: img.getAttribute('srcset'),
      loading: img.getAttribute('loading'),
      belowFold: img.getBoundingClientRect().top + window.scrollY > window.innerHeight,
    })),
  )

for (const address of ['/salons/backstage-chelsea/', '/blog/']) {
  test(`every picture of ${address} has its src (and srcset); those below the fold load lazily`, async ({ page }) => {
    await page.goto(address)
    const all = await pictures(page)
    expect(all.filter((p) => p.belowFold).length).toBeGreaterThan(0)
    for (const picture of all) {
      // The media's own webp files (issue 33); a srcset when it has several of the picture's shape.
      expect(picture.src).toMatch(/\/api\/media\/file\/.+\.webp$/)
      if (picture.srcset !== null) expect(picture.srcset).toMatch(/ \d+w$/)
      if (picture.belowFold) expect(picture.loading).toBe('lazy')
    }
  })
}

test('on a phone, a picture far below the fold is fetched only once scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const requested: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'image') requested.push(mediaOf(r.url()))
  })
  await page.goto('/blog/')
  const picture = page.getByTestId('articles').locator('img').last()
  const media = mediaOf((await picture.getAttribute('src'))!)
  // Well beyond the distance at which Chromium starts fetching lazy pictures (1,250–2,500 px).
  const distance = await picture.evaluate((img) => img.getBoundingClientRect().top - window.innerHeight)
  expect(distance).toBeGreaterThan(3000)
  // Once the network is quiet (the first screenful and its neighbours fetched), it was never asked for.
  await page.waitForLoadState('networkidle')
  await loaded(page.getByTestId('articles').locator('img').first())
  expect(requested).not.toContain(media)

  await picture.scrollIntoViewIfNeeded()
  await loaded(picture)
  expect(requested).toContain(media)
})

test('without JavaScript the pictures load all the same', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/blog/')
  const picture = page.getByTestId('articles').locator('img').last()
  await picture.scrollIntoViewIfNeeded()
  await expect(picture).toBeVisible()
  await loaded(picture)
  await context.close()
})

test('a page preloads only pictures it draws, none from the 404 page Next carries along', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const address of ['/', '/services/female/hair/colouring/air-touch/', '/salons/backstage-chelsea/', '/price/']) {
    await page.goto(address)
    const preloaded = await page
      .locator('head link[rel="preload"][as="image"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('imagesrcset') ?? l.getAttribute('href') ?? ''))
    const drawn = await page.locator('img').evaluateAll((imgs) =>
      imgs
        .filter((img) => {
          const box = img.getBoundingClientRect()
          return box.width > 0 && box.height > 0
        })
        .map((img) => img.getAttribute('src') ?? ''),
    )
    const drawnMedia = new Set(drawn.map(mediaOf))
    for (const candidates of preloaded) {
      const [first = ''] = candidates.trim().split(/[\s,]+/)
      expect(drawnMedia, `${address} preloads ${first}`).toContain(mediaOf(first))
    }
  }
})
