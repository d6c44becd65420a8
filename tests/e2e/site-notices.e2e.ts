import { expect, test } from '@playwright/test'

import { pageScriptRan } from '../helpers/page-script'

/**
 * Behaviours every page shares, on the desktop and on the phone: the cookie notice, the offline
 * indicator, the guarded reload after a failed script chunk or island, and landing on a #target.
 */

test('the cookie notice shows until OK, which keeps the consent for 30 days', async ({ page, context, isMobile }) => {
  await page.goto('/about/')
  const notice = page.getByRole('region', { name: 'Cookies' })
  await expect(notice).toBeVisible()
  const width = (await notice.boundingBox())!.width
  if (isMobile) expect(width).toBeLessThan(412)
  else expect(width).toBe(422)

  await notice.getByRole('button', { name: 'OK' }).click()
  await expect(notice).toBeHidden()
  const cookie = (await context.cookies()).find((c) => c.name === 'cookiesAccepted')
  expect(cookie).toMatchObject({ value: 'true', path: '/', sameSite: 'Lax' })
  const days = (cookie!.expires - Date.now() / 1000) / 86_400
  expect(days).toBeGreaterThan(29.9)
  expect(days).toBeLessThanOrEqual(30)

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0)
  await page.goto('/ua/about/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Файли cookie' })).toHaveCount(0)
})

test('the cookie notice speaks Ukrainian on Ukrainian pages', async ({ page }) => {
  await page.goto('/ua/')
  const notice = page.getByRole('region', { name: 'Файли cookie' })
  await expect(notice).toContainText('Ми використовуємо файли cookie')
  await expect(notice.getByRole('button', { name: 'Гаразд' })).toBeVisible()
})

test('the callback popup and the search overlay cover the cookie notice', async ({ page }) => {
  await page.goto('/price/')
  const notice = page.getByRole('region', { name: 'Cookies' })
  await expect(notice).toBeVisible()
  // A modal dialog takes the rest of the page out of the accessibility tree, so the role locator
  // no longer finds the notice once one is open: keep hold of the element itself.
  const element = (await notice.elementHandle())!
  /** Whether the notice is the thing drawn on top at its own centre. */
  const noticeOnTop = () =>
    element.evaluate((el) => {
      const box = el.getBoundingClientRect()
      return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2))
    })
  expect(await noticeOnTop()).toBe(true)

  await page.getByRole('contentinfo').getByRole('button', { name: 'Request a callback' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await noticeOnTop()).toBe(false)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  expect(await noticeOnTop()).toBe(true)

  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await noticeOnTop()).toBe(false)
})

test('going offline and back is announced', async ({ page, context }) => {
  await page.goto('/price/')
  await pageScriptRan(page)
  const status = page.getByTestId('offline-status')
  await expect(status).toHaveAttribute('role', 'status')
  await expect(status).toHaveText('')
  await context.setOffline(true)
  await expect(status).toHaveText(/You are offline/)
  await expect(status).toBeVisible()
  await context.setOffline(false)
  await expect(status).toHaveText('')

  await page.goto('/ua/price/')
  await pageScriptRan(page)
  await context.setOffline(true)
  await expect(page.getByTestId('offline-status')).toHaveText(/Ви офлайн/)
  await context.setOffline(false)
})

test('a failed script chunk reloads an app page once, and not again within a minute', async ({ page }) => {
  // Public pages load no Next chunks (their islands have the test below); the shop keeps the App Router.
  await page.goto('/gift-vouchers/')
  await expect(page.locator('html[data-navigation="ready"]')).toHaveCount(1)
  const failChunk = () =>
    page.evaluate(() => {
      ;(window as unknown as { before: boolean }).before = true
      const error = Object.assign(new Error('Loading chunk 4711 failed.'), { name: 'ChunkLoadError' })
      window.dispatchEvent(
        new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason: error }),
      )
    })
  const reloaded = page.waitForEvent('load')
  await failChunk()
  await reloaded
  expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBeUndefined()
  expect(Number(await page.evaluate(() => sessionStorage.getItem('parlour:chunk-reload-at')))).toBeGreaterThan(0)

  // Within 60 s: no second reload, the bar shows the failure instead.
  await expect(page.locator('html[data-navigation="ready"]')).toHaveCount(1)
  await failChunk()
  await expect(page.getByRole('progressbar', { name: 'The page could not be loaded' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBe(true)
})

test('an island that fails to load reloads the page once, and not again within a minute', async ({ page }) => {
  // The islands' module (src/ui/islands/entry.tsx, built as /_parlour/islands-<hash>.js) is gone,
  // as after a deployment that replaced it.
  await page.route(/\/_parlour\/islands-[A-Z0-9]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }))
  await page.goto('/charity/')
  const mark = () => page.evaluate(() => ((window as unknown as { before: boolean }).before = true))
  const marked = () => page.evaluate(() => (window as unknown as { before?: boolean }).before)
  const search = page.getByRole('button', { name: 'Search', exact: true })

  await mark()
  const reloaded = page.waitForEvent('load')
  await search.click()
  await reloaded
  expect(await marked()).toBeUndefined()
  expect(Number(await page.evaluate(() => sessionStorage.getItem('parlour:chunk-reload-at')))).toBeGreaterThan(0)

  // Within 60 s: no second reload; the failure is only logged, and the page stays as it is.
  await mark()
  const logged = page.waitForEvent(
    'console',
    (message) => message.type() === 'error' && /islands-/.test(message.text()),
  )
  await search.click()
  await logged
  expect(await marked()).toBe(true)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('links to a #target land on it, below the pinned header', async ({ page, context }) => {
  await context.addCookies([{ name: 'cookiesAccepted', value: 'true', url: 'http://localhost' }])
  await page.goto('/employees/')
  const filter = page.getByRole('navigation', { name: 'Stylists by speciality' })
  await filter.getByRole('link', { name: /^Barber/ }).click()
  await expect(page).toHaveURL(/#stylists-barber$/)
  const heading = page.getByRole('heading', { name: 'Barber', level: 2 })
  await expect(heading).toBeInViewport()
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(0)

  await page.goto('/employees/#stylists-nails')
  await expect(page.getByRole('heading', { name: 'Nails', level: 2 })).toBeInViewport()
})
