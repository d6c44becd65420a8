import { expect, test, type Page } from '@playwright/test'

import { specServices } from '../helpers/spec-catalogue'

const SITE = process.env.SITE_URL ?? 'http://localhost:3100'

/** The href of every service link in the price tables of the current page. */
async function serviceHrefs(page: Page): Promise<string[]> {
  return page.locator('main table a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
}

test('/price/ lists both top groups with their services, linked and priced in pounds', async ({ page }) => {
  const response = await page.goto('/price/')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle('Prices | Parlour')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Prices')
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Women', 'Men'])

  const women = main.getByRole('region', { name: 'Women' })
  const men = main.getByRole('region', { name: 'Men' })
  await expect(women.getByRole('heading', { level: 3, name: 'Hair' })).toBeVisible()
  await expect(women.getByRole('heading', { level: 4, name: 'Colouring' })).toBeVisible()
  await expect(men.getByRole('heading', { level: 3, name: 'Beard' })).toBeVisible()

  const airTouch = women.getByRole('link', { name: 'AirTouch Colouring' })
  await expect(airTouch).toHaveAttribute('href', '/services/female/hair/colouring/air-touch/')
  // Several prices: the range from the lowest to the highest; its variants follow with their own prices.
  const airTouchRow = main.getByRole('row', { name: /AirTouch Colouring/ }).first()
  await expect(airTouchRow).toContainText('£260 – £360')
  // The variants' rows follow in the service's row group, which the service's header names for
  // each of them (scope="rowgroup"), so a variant's own header says only the variant.
  const airTouchGroup = main.locator('tbody', {
    has: page.getByRole('link', { name: 'AirTouch Colouring', exact: true }),
  })
  await expect(airTouchGroup.getByRole('rowheader')).toHaveText([
    'AirTouch Colouring',
    'Short hair',
    'Medium hair',
    'Long hair',
  ])
  await expect(airTouchGroup.getByRole('rowheader').first()).toHaveAttribute('scope', 'rowgroup')
  await expect(airTouchGroup.getByRole('row').last()).toContainText('£360')
  await expect(men.getByRole('link', { name: 'Hot Towel Wet Shave' })).toHaveAttribute(
    'href',
    '/services/male/beard/wet-shave/',
  )
  await expect(main.getByRole('columnheader', { name: 'Price' }).first()).toBeVisible()
  await expect(main.getByRole('cell', { name: /£\d/ }).first()).toBeVisible()

  // Every service of the catalogue has its row, services straight under a direction included.
  const hrefs = await serviceHrefs(page)
  for (const service of specServices) expect(hrefs, service.path).toContain(`/services/${service.path}/`)
})

test('/price/male/ shows the men’s services only', async ({ page }) => {
  const response = await page.goto('/price/male/')
  expect(response?.status()).toBe(200)
  // Heading and introduction from the CMS page "price-male".
  await expect(page).toHaveTitle('Prices for men | Parlour')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Prices for men')
  await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible()
  await expect(page.locator('main a[href="/services/male/beard/wet-shave/"]')).toBeVisible()
  const hrefs = await serviceHrefs(page)
  expect(hrefs.length).toBe(specServices.filter((s) => s.path.startsWith('male/')).length)
  for (const href of hrefs) expect(href).toMatch(/^\/services\/male\//)
  await expect(
    main.getByRole('navigation', { name: 'Price list' }).getByRole('link', { name: 'Men', exact: true }),
  ).toHaveAttribute('aria-current', 'page')
})

test('/price/female/ shows the women’s services only', async ({ page }) => {
  const response = await page.goto('/price/female/')
  expect(response?.status()).toBe(200)
  const hrefs = await serviceHrefs(page)
  expect(hrefs.length).toBe(specServices.filter((s) => s.path.startsWith('female/')).length)
  for (const href of hrefs) expect(href).toMatch(/^\/services\/female\//)
})

test('an unknown top group is the 404 page', async ({ request }) => {
  expect((await request.get('/price/unknown/')).status()).toBe(404)
  expect((await request.get('/ua/price/unknown/')).status()).toBe(404)
})

test('the price pages carry a canonical link to their own address and both hreflang alternates', async ({
  request,
}) => {
  for (const path of ['/price/', '/price/female/', '/price/male/']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(200)
    const html = await response.text()
    expect(html, path).toContain(`<link rel="canonical" href="${SITE}${path}"`)
    expect(html, path).toContain(`<link rel="alternate" hrefLang="en" href="${SITE}${path}"`)
    expect(html, path).toContain(`<link rel="alternate" hrefLang="uk" href="${SITE}/ua${path}"`)
    expect(html, path).toMatch(/<meta name="description" content="[^"]*Chelsea, London[^"]*pounds/)
  }
})

test('/ua/price/ is Ukrainian', async ({ request, page }) => {
  const response = await request.get('/ua/price/')
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toMatch(/<html lang="uk"/)
  expect(html).toMatch(/<title>Ціни \| Parlour<\/title>/)
  expect(html).toContain(`<link rel="canonical" href="${SITE}/ua/price/"`)

  await page.goto('/ua/price/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Ціни')
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Жінкам', 'Чоловікам'])
  await expect(page.locator('main a[href="/ua/services/male/beard/wet-shave/"]')).toBeVisible()
  await expect(main.getByText(/^£\d[\d ]* – £\d[\d ]*$/).first()).toBeVisible()
})

test('every service link on /price/ answers 200', async ({ page, request }) => {
  test.setTimeout(180_000)
  await page.goto('/price/')
  const hrefs = [...new Set(await serviceHrefs(page))]
  expect(hrefs.length).toBeGreaterThan(0)
  for (const href of hrefs) {
    const response = await request.get(href, { maxRedirects: 0 })
    expect(response.status(), href).toBe(200)
  }
})
