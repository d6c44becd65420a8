import { expect, test, type Page } from '@playwright/test'

import { pageScriptRan } from '../helpers/page-script'

/**
 * A public page fetches its one script only once it has loaded and been painted, and holds what a
 * visitor reaches for meanwhile (src/ui/behaviours/start.ts, decision 0061).
 */
const SITE_SCRIPT = /\/_parlour\/site-[\w-]+\.js$/

/** Holds the page's script at the network until `release()`: the page stays without it meanwhile. */
async function holdScript(page: Page) {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const asked = new Promise<void>((resolve) =>
    page.route(SITE_SCRIPT, async (route) => {
      resolve()
      await held
      await route.continue()
    }),
  )
  return { asked, release }
}

test('the script is fetched after the page has loaded, and every behaviour starts then', async ({ page }) => {
  await page.goto('/services/female/hair/')
  await pageScriptRan(page)
  await expect(page.locator('html')).toHaveAttribute('data-motion', /^(on|off)$/)
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const script = performance
      .getEntriesByType('resource')
      .find((entry) => /\/_parlour\/site-[\w-]+\.js$/.test(entry.name))
    return { loaded: navigation!.loadEventEnd, script: script?.startTime ?? -1 }
  })
  expect(timing.loaded).toBeGreaterThan(0)
  expect(timing.script).toBeGreaterThanOrEqual(timing.loaded)
  // The page names it only in its inline start: no <script src>, no preload.
  const html = await (await page.request.get('/services/female/hair/')).text()
  expect(html).toMatch(/<script data-src="\/_parlour\/site-[\w-]+\.js">/)
  expect(html).not.toMatch(/<script[^>]*\ssrc="\/_parlour\//)
  expect(html).not.toMatch(/<link[^>]*href="\/_parlour\/site-/)
})

test('a click on an island before the script has come is held and carried out once it runs', async ({ page }) => {
  const script = await holdScript(page)
  await page.goto('/price/')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await script.asked
  await expect(page.getByRole('dialog')).toHaveCount(0)
  script.release()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('searchbox')).toBeFocused()
})

test('a Book link pressed before the script has come opens the widget on the page, not the booking page', async ({
  page,
}) => {
  const script = await holdScript(page)
  await page.goto('/services/female/hair/colouring/air-touch/')
  await page.getByRole('banner').getByRole('link', { name: 'Book now' }).click()
  await script.asked
  script.release()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/services/female/hair/colouring/air-touch/')
})

test('a link opened in a new tab before the script has come is the browser’s, as always', async ({ page, context }) => {
  const script = await holdScript(page)
  await page.goto('/')
  const opened = context.waitForEvent('page')
  await page
    .getByRole('banner')
    .getByRole('link', { name: 'Book now' })
    .click({ modifiers: [process.platform === 'darwin' ? 'Meta' : 'Control'] })
  const tab = await opened
  await tab.waitForLoadState()
  expect(new URL(tab.url()).pathname).toBe('/book/')
  script.release()
  await pageScriptRan(page)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('a page whose load never comes still gets its script, a few seconds on', async ({ page }) => {
  // The first picture never arrives, so the page never loads.
  await page.route(/\/api\/media\/file\//, () => undefined)
  await page.goto('/services/female/hair/', { waitUntil: 'domcontentloaded' })
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
  await expect(page.locator('html')).toHaveAttribute('data-script', 'ready', { timeout: 10_000 })
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
})
