import { expect, type Locator, type Page, test } from '@playwright/test'

/*
 * Blocks below the first screen are drawn as they near the window (decision 0063): the home page's
 * sections under the hero, the price list's categories and every page's footer. On a phone
 * the first frame draws the first screen only; what is below is there for links, the keyboard,
 * find-in-page and screen readers, and draws itself as the visitor scrolls to it.
 */

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'cookiesAccepted', value: 'true', url: 'http://localhost' }])
})

/** Whether the browser draws the element now (false while a `content-visibility: auto` block skips it). */
const drawn = (locator: Locator) =>
  locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))

async function scrollTo(page: Page, locator: Locator) {
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center' }))
}

test('the home page draws its first screen first, the rest as it is scrolled to, and keeps it reachable', async ({
  page,
}) => {
  await page.goto('/')
  const hero = page.getByRole('heading', { level: 1 })
  const stylists = page.getByRole('heading', { name: 'Our stylists' })
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' })
  expect(await drawn(hero)).toBe(true)
  expect(await drawn(stylists)).toBe(false)
  expect(await drawn(footerLink)).toBe(false)

  // Not drawn is not gone: the accessibility tree and the page's text still have it.
  await expect(footerLink).toHaveAttribute('href', '/policy/')
  await expect(page.getByRole('region', { name: 'Our stylists' })).toContainText('Our stylists')

  await scrollTo(page, stylists)
  await expect.poll(() => drawn(stylists)).toBe(true)
  await expect(stylists).toBeInViewport()

  // The hero's rating leads to the reviews, drawn and in view under the pinned header.
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.locator('main a[href="#reviews-heading"]').first().click()
  const reviews = page.getByRole('heading', { name: 'What our clients say' })
  await expect(reviews).toBeInViewport()
  expect(await drawn(reviews)).toBe(true)

  // A footer link reached with the keyboard is drawn and brought into view.
  await footerLink.focus()
  await expect(footerLink).toBeFocused()
  await expect.poll(() => drawn(footerLink)).toBe(true)
  await expect(footerLink).toBeInViewport()
})

test('the price list draws the categories near the window, and a category far down when it is scrolled to', async ({
  page,
}) => {
  await page.goto('/price/')
  const categories = page.locator('main section section section.later')
  const count = await categories.count()
  expect(count).toBeGreaterThan(5)
  expect(await drawn(categories.first().locator('table'))).toBe(true)
  const last = categories.nth(count - 1)
  const lastTable = last.locator('table')
  expect(await drawn(lastTable)).toBe(false)
  // Its services are links a screen reader lists before it is drawn.
  await expect(last.getByRole('link').first()).toHaveAttribute('href', /^\/services\//)

  await scrollTo(page, last)
  await expect.poll(() => drawn(lastTable)).toBe(true)
  await expect(lastTable).toBeInViewport()
})
