import { expect, test } from '@playwright/test'

import { adminApi } from '../helpers/admin'

const SITE = process.env.SITE_URL ?? 'http://localhost:3100'

const decode = (s: string | undefined) =>
  s
    ?.replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')

/** Every page this part of the site adds, with its h1 and its canonical address. */
const pages: { path: string; h1: string; canonical?: string }[] = [
  { path: '/salons/', h1: 'Our salons' },
  { path: '/salons/backstage-chelsea/', h1: 'Backstage Chelsea' },
  { path: '/salons/backstage-kensington/', h1: 'Backstage Kensington' },
  // The category form shows the same salon; its canonical is the short address.
  { path: '/salons/london/backstage-chelsea/', h1: 'Backstage Chelsea', canonical: '/salons/backstage-chelsea/' },
  {
    path: '/salons/london/backstage-kensington/',
    h1: 'Backstage Kensington',
    canonical: '/salons/backstage-kensington/',
  },
  { path: '/employees/', h1: 'Our stylists' },
  { path: '/employees/olivia-bennett/', h1: 'Olivia Bennett' },
  { path: '/employees/rahul-mehta/', h1: 'Rahul Mehta' },
  { path: '/vacancies/', h1: 'Vacancies' },
  { path: '/vacancies/senior-stylist/', h1: 'Senior stylist' },
  { path: '/ua/salons/', h1: 'Наші салони' },
  { path: '/ua/salons/backstage-chelsea/', h1: 'Backstage Chelsea' },
  { path: '/ua/salons/london/backstage-chelsea/', h1: 'Backstage Chelsea', canonical: '/ua/salons/backstage-chelsea/' },
  { path: '/ua/employees/', h1: 'Наші майстри' },
  { path: '/ua/employees/olivia-bennett/', h1: 'Олівія Беннетт' },
  { path: '/ua/vacancies/', h1: 'Вакансії' },
  { path: '/ua/vacancies/senior-stylist/', h1: 'Старший стиліст' },
]

test('every salon, stylist and vacancy route answers 200 with its h1, title and canonical link', async ({
  request,
}) => {
  for (const { path, h1, canonical = path } of pages) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(200)
    const html = await response.text()
    expect(decode(html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1]), path).toBe(h1)
    expect(decode(html.match(/<title>([^<]*)<\/title>/)?.[1]), path).toMatch(/ \| Parlour$/)
    expect(html, path).toContain(`<link rel="canonical" href="${SITE}${canonical}"`)
    const plain = canonical.replace(/^\/ua\//, '/')
    expect(html, path).toContain(`<link rel="alternate" hrefLang="en" href="${SITE}${plain}"`)
    expect(html, path).toContain(`<link rel="alternate" hrefLang="uk" href="${SITE}/ua${plain}"`)
    expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/)
    expect(html, path).toContain('"@type":"BreadcrumbList"')
  }
})

test('unknown salons, stylists and vacancies, and any other salon address, are the 404 page', async ({ request }) => {
  for (const path of [
    '/salons/nope/',
    '/salons/london/nope/',
    '/salons/london/',
    '/salons/nope/backstage-chelsea/',
    '/salons/london/backstage-chelsea/extra/',
    '/ua/salons/london/nope/',
    '/employees/nobody-here/',
    '/ua/employees/nobody-here/',
    '/vacancies/astronaut/',
  ]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404)
  }
})

for (const path of ['/salons/backstage-chelsea/', '/salons/london/backstage-chelsea/']) {
  test(`${path} shows the salon with a tel: link, directions, its stylists and BeautySalon data`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Backstage Chelsea')
    await expect(main.getByRole('link', { name: '+44 20 7946 0321' })).toHaveAttribute('href', 'tel:+442079460321')
    await expect(main).toContainText('SW3 4UT')
    await expect(main).toContainText('Mon–Sat 9:30am–8pm')
    await expect(main).toContainText('Sun 10am–6pm')

    const directions = main.getByRole('link', { name: /Get directions/ })
    await expect(directions).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=51.4878,-0.1672',
    )
    await expect(directions).toHaveAttribute('target', '_blank')
    await expect(directions).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(page.locator('main iframe')).toHaveCount(0)

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
    await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Salons'])

    const stylists = main.getByRole('region', { name: 'Stylists at Backstage Chelsea' })
    await expect(stylists.getByRole('link', { name: 'Olivia Bennett', exact: true })).toHaveAttribute(
      'href',
      '/employees/olivia-bennett/',
    )
    await expect(stylists.getByRole('link', { name: 'Amara Okafor', exact: true })).toBeVisible()
    // Rahul works in Kensington only.
    await expect(stylists.getByRole('link', { name: 'Rahul Mehta' })).toHaveCount(0)

    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
    const salon = scripts.map((s) => JSON.parse(s)).find((d) => d['@type'] === 'BeautySalon')
    expect(salon).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Backstage Chelsea',
      url: `${SITE}/salons/backstage-chelsea/`,
      telephone: '+44 20 7946 0321',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '152 King’s Road, Chelsea',
        addressLocality: 'London',
        postalCode: 'SW3 4UT',
        addressCountry: 'GB',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 51.4878, longitude: -0.1672 },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
          opens: '09:30',
          closes: '20:00',
        },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '10:00', closes: '18:00' },
      ],
    })
  })
}

test('a salon page offers its map only once the salon saves a maps key, and nothing loads from the map host before a visitor asks', async ({
  page,
  baseURL,
}) => {
  const key = 'AIzaParlourEndToEnd_0123456789'
  const mapRequests: string[] = []
  // The map's host is answered here: nothing leaves the machine.
  await page.route('https://www.google.com/**', (route) => {
    mapRequests.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Map</title><p>A map' })
  })
  const api = await adminApi(baseURL!)
  try {
    await page.goto('/salons/backstage-chelsea/')
    await expect(page.getByRole('heading', { level: 1, name: 'Backstage Chelsea' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Get directions' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Show the map' })).toHaveCount(0)

    // What the admin's Site settings form sends.
    expect((await api.post('/api/globals/site-settings', { data: { maps: { apiKey: 'not a key' } } })).status()).toBe(
      400,
    )
    expect((await api.post('/api/globals/site-settings', { data: { maps: { apiKey: key } } })).ok()).toBe(true)
    await page.goto('/ua/salons/backstage-chelsea/')
    const show = page.getByRole('link', { name: 'Показати карту' })
    await expect(show).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\//)
    // The cookie notice shows once the page's scripts run: the link is now the map's button.
    await expect(page.locator('[aria-label="Файли cookie"]')).toBeVisible()
    expect(mapRequests).toEqual([])

    await show.click()
    const map = page.locator('iframe[title="Карта: Backstage Chelsea"]')
    await expect(map).toBeFocused()
    await expect(page).toHaveURL(/\/ua\/salons\/backstage-chelsea\/$/)
    await expect.poll(() => mapRequests.length).toBe(1)
    const asked = new URL(mapRequests[0]!)
    expect(`${asked.origin}${asked.pathname}`).toBe('https://www.google.com/maps/embed/v1/place')
    expect(asked.searchParams.get('key')).toBe(key)
    expect(asked.searchParams.get('language')).toBe('uk')
  } finally {
    await api.post('/api/globals/site-settings', { data: { maps: { apiKey: null } } })
    await api.dispose()
  }
})

test('/salons/ groups the salons by category and links the London site in a new tab', async ({ page }) => {
  await page.goto('/salons/')
  const main = page.getByRole('main')
  const london = main.getByRole('region', { name: 'London' })
  await expect(london.getByRole('heading', { level: 3 })).toHaveText(['Backstage Chelsea', 'Backstage Kensington'])
  await expect(london.getByRole('link', { name: 'Backstage Chelsea' })).toHaveAttribute(
    'href',
    '/salons/backstage-chelsea/',
  )
  await expect(london.getByRole('link', { name: '+44 20 7946 0458' })).toHaveAttribute('href', 'tel:+442079460458')

  const site = london.getByRole('link', { name: /London website \(opens in a new tab\)/ })
  await expect(site).toHaveAttribute('href', 'https://london.parlour.example/')
  await expect(site).toHaveAttribute('target', '_blank')
  await expect(site).toHaveAttribute('rel', 'noopener noreferrer')
})

test('a stylist page shows photo, speciality, positions, skills, salons and rating stars with a label', async ({
  page,
}) => {
  await page.goto('/employees/amara-okafor/')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Amara Okafor')
  await expect(main).toContainText('Hair')
  await expect(main).toContainText('Senior stylist')
  const stars = main.getByRole('img', { name: 'Rated 4.8 out of 5' })
  await expect(stars).toBeVisible()
  await expect(stars.locator('svg')).toHaveCount(5)
  await expect(main.getByRole('region', { name: 'Skills' }).getByRole('listitem')).toHaveText([
    'Curly hair',
    'Precision cuts',
    'Bridal styling',
  ])
  await expect(main.getByRole('link', { name: 'Backstage Kensington' })).toHaveAttribute(
    'href',
    '/salons/backstage-kensington/',
  )
  await expect(main).toContainText('cuts curls dry')
  const photo = main.locator('img').first()
  await expect(photo).toHaveAttribute('width', /\d+/)
  await expect(photo).toHaveAttribute('height', /\d+/)

  await page.goto('/employees/olivia-bennett/')
  await expect(
    page.getByRole('main').getByRole('definition').getByRole('img', { name: 'Rated 5.0 out of 5' }),
  ).toBeVisible()
})

test('a stylist page lists the published reviews, and the stars are their mean', async ({ page }) => {
  for (const slug of ['amara-okafor', 'tomasz-nowak', 'grace-adeyemi']) {
    await page.goto(`/employees/${slug}/`)
    const main = page.getByRole('main')
    const label = await main
      .getByRole('definition')
      .getByRole('img', { name: /^Rated / })
      .getAttribute('aria-label')
    const reviews = main.getByRole('region', { name: 'Reviews' }).getByRole('listitem')
    expect(await reviews.count(), slug).toBeGreaterThan(1)
    const ratings: number[] = []
    for (const review of await reviews.all()) {
      const stars = await review.getByRole('img').getAttribute('aria-label')
      ratings.push(Number(/^Rated (\d)\.0 out of 5$/.exec(stars ?? '')?.[1]))
      // Who and when: a first name and a date in the past.
      await expect(review.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/)
      expect(Date.parse((await review.locator('time').getAttribute('datetime'))!)).toBeLessThan(Date.now())
    }
    const mean = Math.round((ratings.reduce((a, b) => a + b, 0) * 10) / ratings.length) / 10
    expect(label, slug).toBe(`Rated ${mean.toFixed(1)} out of 5`)
  }

  await page.goto('/ua/employees/amara-okafor/')
  await expect(page.getByRole('main').getByRole('heading', { name: 'Відгуки', level: 2 })).toBeVisible()
})

test('/employees/ groups the stylists by speciality with links to each group', async ({ page }) => {
  await page.goto('/employees/')
  const main = page.getByRole('main')
  const filter = main.getByRole('navigation', { name: 'Stylists by speciality' })
  await expect(filter.getByRole('link', { name: /^Hair/ })).toHaveAttribute('href', '#stylists-hair')
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'Hair',
    'Nails',
    'Make-up & brows',
    'Body',
    'Barber',
  ])
  const barbers = main.getByRole('region', { name: 'Barber' })
  await expect(barbers.getByRole('heading', { level: 3 })).toHaveText(['James Whitmore', 'Rahul Mehta'])
  await expect(barbers.getByRole('img', { name: /^Rated \d\.\d out of 5$/ })).toHaveCount(2)
  for (const img of await main.locator('li img').all()) {
    await expect(img).toHaveAttribute('width', '400')
    await expect(img).toHaveAttribute('height', '400')
  }
})

test('/ua/employees/ is Ukrainian', async ({ page, request }) => {
  const html = await (await request.get('/ua/employees/')).text()
  expect(html).toMatch(/<html lang="uk"/)
  expect(html).toMatch(/<title>Наші майстри \| Parlour<\/title>/)

  await page.goto('/ua/employees/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Наші майстри')
  await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText('Волосся')
  await expect(main.getByRole('link', { name: 'Олівія Беннетт', exact: true })).toHaveAttribute(
    'href',
    '/ua/employees/olivia-bennett/',
  )
  await expect(main.getByRole('img', { name: 'Оцінка 4,8 з 5' }).first()).toBeVisible()
  await expect(main.getByRole('link', { name: 'Olivia Bennett' })).toHaveCount(0)
})

test('every stylist card links to a page answering 200, in both languages', async ({ page, request }) => {
  test.setTimeout(120_000)
  for (const list of ['/employees/', '/ua/employees/']) {
    await page.goto(list)
    const hrefs = await page
      .locator('main li h3 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    expect(hrefs.length, list).toBe(10)
    for (const href of hrefs) {
      expect(href).toMatch(list === '/employees/' ? /^\/employees\/[a-z-]+\/$/ : /^\/ua\/employees\/[a-z-]+\/$/)
      expect((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200)
    }
  }
})

test('/vacancies/ lists the vacancies as cards leading to their pages with the full text', async ({
  page,
  request,
}) => {
  await page.goto('/vacancies/')
  const cards = page.getByTestId('vacancies').getByRole('listitem')
  await expect(cards).toHaveCount(4)
  await expect(cards.getByRole('heading', { level: 2 })).toHaveCount(4)
  const hrefs = await page
    .locator('main li h2 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  expect(hrefs).toHaveLength(4)
  for (const href of hrefs) expect((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200)

  await page.getByRole('link', { name: 'Senior stylist' }).click()
  await expect(page).toHaveURL(/\/vacancies\/senior-stylist\/$/)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Senior stylist')
  await expect(main.getByRole('link', { name: 'Backstage Chelsea' })).toHaveAttribute(
    'href',
    '/salons/backstage-chelsea/',
  )
  await expect(main).toContainText('careers@parlour.example')
  expect(await main.locator('article p').count()).toBeGreaterThanOrEqual(4)
})
