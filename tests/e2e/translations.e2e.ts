import { expect, test } from '@playwright/test'

const DEMO = { email: 'demo@parlour.example', password: 'parlour-demo' }

// A vacancy published in English only: the English site shows it, the Ukrainian one never links to it.
test('a page without a Ukrainian translation is not linked from the Ukrainian site', async ({ page, request }) => {
  const login = await request.post('/api/users/login', { data: DEMO })
  expect(login.ok()).toBe(true)
  const auth = { Authorization: `JWT ${(await login.json()).token}` }
  const slug = `english-only-${Date.now()}`
  const created = await request.post('/api/vacancies?locale=en', {
    headers: auth,
    data: { title: 'Colour technician (English only)', slug, _status: 'published' },
  })
  expect(created.status()).toBe(201)
  const { doc } = await created.json()

  try {
    // The English list and page carry it; its alternates name English alone.
    await expect
      .poll(async () => (await request.get('/vacancies/')).text())
      .toContain('Colour technician (English only)')
    await page.goto(`/vacancies/${slug}/`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Colour technician (English only)')
    const alternates = page.locator('link[rel="alternate"][hreflang]')
    await expect(alternates).toHaveCount(1)
    await expect(alternates).toHaveAttribute('hreflang', 'en')
    // The language switch leads to the Ukrainian home page rather than to a missing page.
    await expect(page.locator('a[hreflang="uk"]').first()).toHaveAttribute('href', '/ua/')

    // The Ukrainian list does not show it and its address is not a page there.
    expect(await (await request.get('/ua/vacancies/')).text()).not.toContain(slug)
    expect((await request.get(`/ua/vacancies/${slug}/`)).status()).toBe(404)

    // The sitemap lists the English page alone.
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`/vacancies/${slug}/</loc>`)
    expect(sitemap).not.toContain(`/ua/vacancies/${slug}/`)

    // A translated page keeps both alternates and a switch to its own Ukrainian twin.
    await page.goto('/about/')
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(2)
    await expect(page.locator('a[hreflang="uk"]').first()).toHaveAttribute('href', '/ua/about/')
  } finally {
    await request.delete(`/api/vacancies/${doc.id}`, { headers: auth })
  }
})
