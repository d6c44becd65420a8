import { expect, type Locator, type Page, test } from '@playwright/test'

/**
 * The links of every page are plain `<a>`s that load their page as a document. The plain script
 * (src/ui/behaviours/speculation.ts) gives the browser speculation rules: a link is fetched ahead
 * once the visitor points at it (`moderate`), never on sight, so a page's load fetches none of the
 * pages it links to, however many it shows. Playwright does not report the browser's speculative
 * fetches as requests: Chromium's own preloading events (DevTools protocol) and the new document's
 * `deliveryType` say what happened.
 */
async function watchPrefetches(page: Page): Promise<Map<string, string>> {
  const statuses = new Map<string, string>()
  const cdp = await page.context().newCDPSession(page)
  cdp.on('Preload.prefetchStatusUpdated', (event) => statuses.set(new URL(event.prefetchUrl).pathname, event.status))
  await cdp.send('Preload.enable')
  return statuses
}

/** Points at `link` (to `target`), clicks it once its page was fetched ahead, and checks the new document is that fetch. */
async function followPrefetched(page: Page, statuses: Map<string, string>, link: Locator, target: string) {
  await expect(link).toHaveAttribute('href', target)
  await link.hover()
  await expect.poll(() => statuses.get(target)).toBe('Ready')
  await link.click()
  await expect(page).toHaveURL(new RegExp(`${target}$`))
  expect(
    await page.evaluate(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string })
          .deliveryType,
    ),
  ).toBe('navigational-prefetch')
}

test('a page loads no other page for its links; pointing at one fetches it ahead, and a click opens it', async ({
  page,
}) => {
  const rsc: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).searchParams.has('_rsc')) rsc.push(request.url())
  })
  const statuses = await watchPrefetches(page)
  await page.goto('/price/')
  await expect(page.locator('script[type="speculationrules"]')).toHaveCount(1)
  await page.waitForLoadState('networkidle')
  // Over fifty links in the price tables, the main menu's, the footer's: none fetched.
  expect(await page.locator('main table a').count()).toBeGreaterThan(50)
  expect([...statuses.keys()]).toEqual([])
  expect(rsc).toEqual([])
  // The plain script that adds the rules: content-hashed, kept for a year, with V8's compile hint.
  const src = await page.locator('script[data-src^="/_parlour/site-"]').getAttribute('data-src')
  const script = await page.request.get(src!)
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect((await script.text()).startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true)

  // A Book button opens the widget, so its /book/ page is never fetched ahead.
  await page.getByRole('banner').getByRole('link', { name: 'Book now' }).hover()
  const target = '/services/female/hair/colouring/air-touch/'
  await followPrefetched(
    page,
    statuses,
    page.getByRole('main').getByRole('link', { name: 'AirTouch Colouring' }),
    target,
  )
  await expect(page.getByRole('heading', { level: 1 })).toContainText('AirTouch')
  expect([...statuses.keys()]).toEqual([target])
  expect(rsc).toEqual([])
})

test('the main menu loads nothing for its links until one is pointed at, and opens it', async ({ page }) => {
  const statuses = await watchPrefetches(page)
  await page.goto('/')
  await expect(page.locator('script[type="speculationrules"]')).toHaveCount(1)
  await page.waitForLoadState('networkidle')
  expect([...statuses.keys()]).toEqual([])

  const vacancies = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Vacancies' })
  await followPrefetched(page, statuses, vacancies, '/vacancies/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vacancies')
})
