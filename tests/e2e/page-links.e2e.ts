import { expect, test } from '@playwright/test'

import { expectSameWindow, markWindow } from '../helpers/in-place'

/**
 * The links of server-rendered content are plain `<a>`s; the layout's one PageLinks island makes
 * them navigate in place and prefetch on hover (decision 0017). A page's load fetches none of
 * the pages its content links to, however many it shows.
 */
test('a page loads no other page for its links; a link prefetches on hover and opens in place', async ({ page }) => {
  const fetched: { path: string; prefetch: boolean }[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.searchParams.has('_rsc'))
      fetched.push({ path: url.pathname, prefetch: Boolean(request.headers()['next-router-prefetch']) })
  })
  await page.goto('/price/')
  await expect(page.locator('html[data-navigation="ready"]')).toHaveCount(1)
  await page.waitForLoadState('networkidle')
  // Over fifty links in the price tables, the main menu's, the footer's: none fetched.
  const shown = await page.locator('main table a').count()
  expect(shown).toBeGreaterThan(50)
  expect(fetched).toEqual([])

  await markWindow(page)
  const link = page.getByRole('main').getByRole('link', { name: 'AirTouch Colouring' })
  const target = '/services/female/hair/colouring/air-touch/'
  await expect(link).toHaveAttribute('href', target)
  await link.hover()
  await expect.poll(() => fetched.some((f) => f.path === target && f.prefetch)).toBe(true)

  await link.click()
  await expect(page).toHaveURL(new RegExp(`${target}$`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText('AirTouch')
  await expectSameWindow(page)

  // A click with a modifier is left to the browser (a new tab here), as is a link to a spot on
  // the page already shown.
  const [popup] = await Promise.all([
    page.context().waitForEvent('page'),
    page
      .getByRole('navigation', { name: 'Breadcrumbs' })
      .getByRole('link')
      .first()
      .click({ modifiers: ['Shift'] }),
  ])
  await popup.close()
  await expect(page).toHaveURL(new RegExp(`${target}$`))
})

test('the main menu loads nothing for its links until one is pointed at, and opens it in place', async ({ page }) => {
  const fetched: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.searchParams.has('_rsc')) fetched.push(url.pathname)
  })
  await page.goto('/')
  await expect(page.locator('html[data-navigation="ready"]')).toHaveCount(1)
  await page.waitForLoadState('networkidle')
  expect(fetched).toEqual([])

  await markWindow(page)
  const link = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Vacancies' })
  await link.hover()
  await expect.poll(() => fetched.includes('/vacancies/')).toBe(true)
  await link.click()
  await expect(page).toHaveURL(/\/vacancies\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vacancies')
  await expectSameWindow(page)
})
