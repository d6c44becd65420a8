import { expect, test } from '@playwright/test'

import { DEMO_ADMIN } from '../helpers/admin'

/**
 * Stored redirects (decision 0027): once staff save one, its old address answers a permanent 301
 * to the new one — in English and under /ua/, with or without the trailing slash, keeping the
 * query — and stops as soon as it is deleted.
 */
test('a stored redirect sends visitors from the old address to the new one with a 301', async ({ page, request }) => {
  const login = await request.post('/api/users/login', { data: DEMO_ADMIN })
  expect(login.ok()).toBe(true)
  const auth = { Authorization: `JWT ${(await login.json()).token}` }

  // Nothing is redirected from the old address yet.
  expect((await request.get('/about-the-salon/', { maxRedirects: 0 })).status()).toBe(404)

  const created = await request.post('/api/redirects', {
    headers: auth,
    data: { from: '/about-the-salon', to: '/about/' },
  })
  expect(created.status()).toBe(201)
  const { doc } = await created.json()
  expect(doc).toMatchObject({ from: '/about-the-salon/', to: '/about/', origin: 'manual' })

  try {
    for (const [from, location] of [
      ['/about-the-salon/', '/about/'],
      ['/about-the-salon/?utm_source=flyer&x=1', '/about/?utm_source=flyer&x=1'],
      // Without the slash: one hop straight to the new address, not via /about-the-salon/.
      ['/about-the-salon?utm_source=flyer', '/about/?utm_source=flyer'],
      ['/ua/about-the-salon/', '/ua/about/'],
      ['/ua/about-the-salon?x=1', '/ua/about/?x=1'],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 })
      expect(response.status(), from).toBe(301)
      expect(response.headers()['location'], from).toBe(location)
    }
    const head = await request.head('/about-the-salon/', { maxRedirects: 0 })
    expect(head.status()).toBe(301)
    expect(head.headers()['location']).toBe('/about/')

    // A browser lands on the page itself.
    const landed = await page.goto('/about-the-salon/?utm_source=flyer')
    expect(landed?.status()).toBe(200)
    await expect(page).toHaveURL(/\/about\/\?utm_source=flyer$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.goto('/ua/about-the-salon/')
    await expect(page).toHaveURL(/\/ua\/about\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk')
  } finally {
    expect((await request.delete(`/api/redirects/${doc.id}`, { headers: auth })).status()).toBe(200)
  }

  // Deleted: the old address is no page again.
  expect((await request.get('/about-the-salon/', { maxRedirects: 0 })).status()).toBe(404)
})

test('a visitor cannot store a redirect', async ({ request }) => {
  const response = await request.post('/api/redirects', { data: { from: '/anywhere/', to: 'https://evil.example/' } })
  expect(response.status()).toBe(403)
  expect((await request.get('/anywhere/', { maxRedirects: 0 })).status()).toBe(404)
})

test('an address whose slug had to change answers from its escaped WordPress form', async ({ request }) => {
  const login = await request.post('/api/users/login', { data: DEMO_ADMIN })
  const auth = { Authorization: `JWT ${(await login.json()).token}` }
  // As WordPress writes a Cyrillic slug: lower-case escapes. Browsers send upper-case ones.
  const created = await request.post('/api/redirects', {
    headers: auth,
    data: { from: '/services/female/%d0%b1%d1%80%d0%be/', to: '/services/female/' },
  })
  expect(created.status()).toBe(201)
  const { doc } = await created.json()
  try {
    const response = await request.get('/ua/services/female/%D0%B1%D1%80%D0%BE/', { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers()['location']).toBe('/ua/services/female/')
  } finally {
    await request.delete(`/api/redirects/${doc.id}`, { headers: auth })
  }
})
