import { expect, test } from '@playwright/test'

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

test('security headers are sent and unknown API collections answer 404, not 500', async ({ request }) => {
  const home = await request.get('/')
  expect(home.headers()['x-content-type-options']).toBe('nosniff')
  expect(home.headers()['x-powered-by']).toBeUndefined()
  expect(home.headers()['content-security-policy']).toContain("default-src 'self'")
  expect(home.headers()['content-security-policy']).toContain("object-src 'none'")
  const unknown = await request.get('/api/no-such-collection')
  expect(unknown.status()).toBe(404)
})
