import { expect, test } from '@playwright/test'

import { adminApi } from '../helpers/admin'
import { specCategories, specServices } from '../helpers/spec-catalogue'

test('the home page shows the service groups and seeded services with prices', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const menu = page.getByRole('region', { name: 'Our services' })
  await expect(menu.getByRole('heading', { name: 'Women' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Beard' })).toHaveAttribute('href', /^\/services\/male\/beard\/?$/)

  const cards = page.getByTestId('featured-services').getByRole('listitem')
  await expect(cards).toHaveCount(6)
  await expect(cards.first()).toContainText('£')
  // The picture is decorative (the title names the service) but must load.
  const picture = cards.first().locator('img')
  await expect(picture).toBeVisible()
  // Below the fold it loads when scrolled near (within 300 px).
  await picture.scrollIntoViewIfNeeded()
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
})

test('on a phone the hero shows the salon, one line of promise and Book now within the first screen', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 })
  const page = await context.newPage()
  await page.goto('/')
  const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) })
  await expect(hero.getByRole('heading', { level: 1 })).toBeVisible()
  const book = hero.getByRole('link', { name: 'Book now' })
  await expect(book).toBeVisible()
  const box = (await book.boundingBox())!
  expect(box.y + box.height).toBeLessThanOrEqual(844)
  // The salon's picture is preloaded, being the first screen's largest paint.
  const picture = hero.locator('img')
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  expect(await picture.getAttribute('fetchpriority')).toBe('high')
  await context.close()
})

test("the home page's rating counts the published reviews and quotes the latest three", async ({
  page,
  request,
  baseURL,
}) => {
  const feedbacks: { id: string; rating: number; text: string }[] = await (
    await request.get('/api/booking/feedbacks')
  ).json()
  // The list's limit is 100: the count below is all of them.
  expect(feedbacks.length).toBeGreaterThan(3)
  expect(feedbacks.length).toBeLessThan(100)
  const mean = Math.round((feedbacks.reduce((sum, f) => sum + f.rating, 0) * 10) / feedbacks.length) / 10

  await page.goto('/')
  const summary = `${mean.toFixed(1)} ★ from ${feedbacks.length} reviews`
  await expect(page.getByRole('main').getByTestId('rating-summary').first()).toHaveText(summary)
  const reviews = page.getByRole('region', { name: 'What our clients say' })
  await expect(reviews.getByTestId('rating-summary')).toHaveText(summary)
  const latest = reviews.getByTestId('latest-reviews').getByRole('listitem')
  await expect(latest).toHaveCount(3)
  await expect(latest).toContainText(feedbacks.slice(0, 3).map((f) => f.text))

  const salon = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)
  expect(salon).toMatchObject({
    '@type': 'BeautySalon',
    aggregateRating: { '@type': 'AggregateRating', ratingValue: mean, reviewCount: feedbacks.length },
  })

  // Stylists, and where to find the salon: the address, its hours and directions.
  await expect(page.getByTestId('home-stylists').getByRole('listitem')).toHaveCount(3)
  const visit = page.getByRole('region', { name: 'Visit us' })
  await expect(visit.locator('address')).toContainText('London')
  await expect(visit.getByTestId('home-hours').getByRole('listitem').first()).toHaveText('Mon–Sat 9:30am–8pm')
  await expect(visit.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\//,
  )

  // Staff hiding the latest review takes it out of the home page's count and quotes at once.
  const admin = await adminApi(baseURL!)
  const latest0 = feedbacks[0]!
  try {
    expect((await admin.patch(`/api/reviews/${latest0.id}`, { data: { hidden: true } })).status()).toBe(200)
    await page.goto('/')
    await expect(reviews.getByTestId('rating-summary')).toContainText(`from ${feedbacks.length - 1} reviews`)
    await expect(latest.first()).toContainText(feedbacks[1]!.text)
  } finally {
    expect((await admin.patch(`/api/reviews/${latest0.id}`, { data: { hidden: false } })).status()).toBe(200)
    await admin.dispose()
  }

  await page.goto('/ua/')
  const count = new Intl.PluralRules('uk').select(feedbacks.length)
  const word = { one: 'відгук', few: 'відгуки', many: 'відгуків', other: 'відгуку' }[count as 'one']
  await expect(page.getByRole('main').getByTestId('rating-summary').first()).toHaveText(
    `${mean.toFixed(1).replace('.', ',')} ★ — ${feedbacks.length} ${word}`,
  )
})

test('the public REST API lists every catalogue slug with its parent', async ({ request }) => {
  const categories = await (await request.get('/api/services-categories?limit=1000&depth=0')).json()
  const services = await (await request.get('/api/services?limit=1000&depth=0')).json()
  const pathById = new Map<number, string>(categories.docs.map((d: { id: number; path: string }) => [d.id, d.path]))

  const actualCategories = categories.docs
    .map(
      (d: { slug: string; parent: number | null; path: string }) =>
        `${d.path}<${d.parent == null ? '' : pathById.get(d.parent)}`,
    )
    .sort()
  expect(actualCategories).toEqual(specCategories.map((c) => `${c.path}<${c.parentPath ?? ''}`).sort())

  const actualServices = services.docs
    .map((d: { slug: string; category: number }) => `${pathById.get(d.category)}/${d.slug}`)
    .sort()
  expect(actualServices).toEqual(specServices.map((s) => s.path).sort())
})

test('a first visit to a public page is not restarted for a colour-scheme hint; the admin still asks for it', async ({
  browser,
  request,
}) => {
  // Critical-CH on a public page made Chromium ask for the page twice on a first visit (a 307 to the
  // same address), one more round trip before the first byte (decision 0058).
  for (const path of ['/', '/services/female/hair/colouring/air-touch/', '/ua/price/']) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    expect(response?.request().redirectedFrom()?.url() ?? null, path).toBeNull()
    expect(response?.headers()['critical-ch'], path).toBeUndefined()
    expect(response?.headers()['accept-ch'], path).toBeUndefined()
    await context.close()
  }
  const admin = await request.get('/admin/login')
  expect(admin.headers()['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})

test('security headers are sent (the whole list on pages and media, nosniff on build files) and unknown API collections answer 404, not 500', async ({
  request,
}) => {
  const home = await request.get('/')
  expect(home.headers()['x-content-type-options']).toBe('nosniff')
  expect(home.headers()['x-powered-by']).toBeUndefined()
  expect(home.headers()['content-security-policy']).toContain("default-src 'self'")
  expect(home.headers()['content-security-policy']).toContain("object-src 'none'")
  const unknown = await request.get('/api/no-such-collection')
  expect(unknown.status()).toBe(404)
  // The build's own files are never a document: nosniff, and none of the page-only headers.
  const html = await home.text()
  const script = /<script data-src="(\/_parlour\/[^"]+)"/.exec(html)![1]!
  const font = /<link rel="preload" href="(\/_next\/static\/media\/[^"]+\.woff2)"/.exec(html)![1]!
  for (const file of [script, font]) {
    const headers = (await request.get(file)).headers()
    expect(headers['x-content-type-options'], file).toBe('nosniff')
    expect(headers['content-security-policy'], file).toBeUndefined()
    expect(headers['x-frame-options'], file).toBeUndefined()
  }
  // Media (an uploaded SVG could be opened as a document) keeps the whole list.
  const media = /src="(\/api\/media\/file\/[^"]+)"/.exec(html)![1]!
  expect((await request.get(media)).headers()['content-security-policy']).toContain("default-src 'self'")

  // Opener isolation (decision 0062): the pages every visitor sees alike share their tab with the
  // page before them; a visitor's own pages, payments, the admin, the API and media are isolated.
  const opener = async (address: string) => (await request.get(address)).headers()['cross-origin-opener-policy']
  for (const shared of ['/', '/ua/', '/services/female/hair/', '/price/', '/salons/', '/blog/', '/about/'])
    expect(await opener(shared), shared).toBe('unsafe-none')
  for (const isolated of [
    '/account/',
    '/ua/account/',
    '/book/',
    '/ua/book/',
    '/gift-vouchers/',
    '/ua/gift-vouchers/print/',
    '/admin',
    '/api/booking/settings',
    media,
  ])
    expect(await opener(isolated), isolated).toBe('same-origin')
})
