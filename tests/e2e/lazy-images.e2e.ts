import { expect, type Locator, type Page, test } from '@playwright/test'

/** Card pictures below the fold wait until they are within 300 px of the viewport (site.md §9). */

test.beforeEach(async ({ context }) => {
  // The cookie notice has its own tests; here it would only cover the page.
  await context.addCookies([{ name: 'cookiesAccepted', value: 'true', url: 'http://localhost' }])
})

/** Two frames: the IntersectionObserver has delivered whatever the last scroll changed. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))

/** Scrolls so that the top of `picture` is `gap` px below the bottom of the viewport. */
async function scrollToGap(page: Page, picture: Locator, gap: number) {
  await picture.evaluate((img, gap) => {
    const top = img.getBoundingClientRect().top + window.scrollY
    window.scrollTo(0, top - window.innerHeight - gap)
  }, gap)
  await settle(page)
}

test('a card picture far below the fold has no address until it comes within 300 px, then loads without shifting', async ({
  page,
}) => {
  const requested: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'image') requested.push(r.url())
  })
  await page.goto('/blog/')
  const pictures = page.getByTestId('articles').locator('img')
  const picture = pictures.last()
  // The media's own webp files (issue 33), not Next's resizer.
  await expect(picture).toHaveAttribute('data-lazy-src', /\/api\/media\/file\//)
  const address = (await picture.getAttribute('data-lazy-src'))!
  // The picture in any of its sizes: `name-800x600.webp`, `name.webp`…
  const name = new URL(address, page.url()).pathname.replace(/(-\d+x\d+)?\.webp$/, '')
  const height = await picture.evaluate((img) => img.getBoundingClientRect().height)
  expect(height).toBeGreaterThan(50)

  await scrollToGap(page, picture, 600)
  expect(await picture.getAttribute('src')).toBeNull()
  expect(await picture.getAttribute('srcset')).toBeNull()
  expect(requested.filter((url) => url.includes(name))).toEqual([])

  // Within the 300 px margin: it is given its addresses and loads, in the box it already had.
  await scrollToGap(page, picture, 200)
  await expect(picture).toHaveAttribute('src', address)
  await expect(picture).not.toHaveAttribute('data-lazy-src')
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  expect(await picture.evaluate((img) => img.getBoundingClientRect().height)).toBe(height)
  expect(requested.some((url) => url.includes(name))).toBe(true)
})

test('cards in the first screenful load at once; pictures of a page reached by a link wait too', async ({ page }) => {
  await page.goto('/blog/')
  const first = page.getByTestId('articles').locator('img').first()
  await expect(first).toHaveAttribute('src', /\/api\/media\/file\//)
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

  // A page reached by a client-side link brings new cards: the shared observer picks them up.
  await page.goto('/blog/filming/six-weeks-on-set-with-a-period-drama/')
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Blog' }).click()
  await expect(page).toHaveURL(/\/blog\/$/)
  const last = page.getByTestId('articles').locator('img').last()
  await expect(last).toHaveAttribute('data-lazy-src', /.+/)
  await last.scrollIntoViewIfNeeded()
  await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
})

test('without JavaScript the browser lazy-loads the pictures itself', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/blog/')
  const card = page.getByTestId('articles').getByRole('listitem').last()
  // The waiting picture is hidden; its <noscript> copy is drawn and loads natively.
  await expect(card.locator('img[data-lazy-src]')).toBeHidden()
  const fallback = card.locator('img[loading="lazy"]')
  await fallback.scrollIntoViewIfNeeded()
  await expect(fallback).toBeVisible()
  await expect.poll(() => fallback.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await context.close()
})
