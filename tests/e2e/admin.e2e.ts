import { type APIRequestContext, expect, test } from '@playwright/test'

import { signInToAdmin, submitAdminLogin } from '../helpers/admin'

// Offered at Chelsea only, so its one salon price is also its list price.
const PATH = 'female/makeup-brows/brows/brow-tint'

/** The price the booking API's service list gives for the service at Chelsea. */
async function bookingPrice(request: APIRequestContext, serviceId: number) {
  const salons = (await (await request.get('/api/booking/locations')).json()) as { id: string; slug: string }[]
  const chelsea = salons.find((s) => s.slug === 'backstage-chelsea')!
  const list = (await (await request.get(`/api/booking/services?location=${chelsea.id}`)).json()) as {
    id: string
    price: number
  }[]
  return list.find((s) => s.id === String(serviceId))?.price
}

test('a staff member signs in to the admin and changes a price that the public API then returns', async ({
  page,
  request,
}) => {
  const before = await (await request.get(`/api/services?where[path][equals]=${PATH}&depth=0`)).json()
  const service = before.docs[0]
  expect(service.prices).toHaveLength(1)
  const newPrice = service.priceFrom + 7
  // Asked twice: the first answer loads the route in Next, later ones come by the server's direct path.
  expect(await bookingPrice(request, service.id)).toBe(service.priceFrom)
  expect(await bookingPrice(request, service.id)).toBe(service.priceFrom)
  const blocked: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) blocked.push(m.text())
  })

  await signInToAdmin(page)

  await page.goto(`/admin/collections/services/${service.id}`)
  const firstPrice = page.locator('#field-prices__0__price')
  await expect(firstPrice).toBeVisible()
  await firstPrice.fill(String(newPrice))
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/updated successfully|published successfully/i).first()).toBeVisible()

  await expect
    .poll(async () => {
      const doc = await (await request.get(`/api/services/${service.id}?depth=0`)).json()
      return [doc.prices[0].price, doc.priceFrom]
    })
    .toEqual([newPrice, newPrice])
  // The booking widget's list has it within the few seconds its catalogue is shared for.
  await expect.poll(() => bookingPrice(request, service.id), { timeout: 10_000 }).toBe(newPrice)

  // The home page is prerendered; the save expired its cache tag, so it shows the new price now.
  await page.goto('/')
  const card = page.getByTestId('featured-services').getByRole('listitem').filter({ hasText: service.title })
  await expect(card).toContainText(`£${newPrice}`)
  // So does the service's own prerendered page, in both address forms and in Ukrainian.
  for (const address of [`/services/${PATH}/`, `/services/backstage-chelsea/${PATH}/`, `/ua/services/${PATH}/`]) {
    await page.goto(address)
    await expect(page.locator('main')).toContainText(`£${newPrice}`)
  }
  // The security policy blocked nothing the admin or the site needed.
  expect(blocked).toEqual([])
})

test('a wrong password is refused with a message and no session', async ({ page }) => {
  await page.goto('/admin/login')
  await submitAdminLogin(page, 'not-the-password')
  await expect(page.getByText(/incorrect|invalid/i).first()).toBeVisible()
  // The page's own cookies: a session would show up here.
  const me = await page.request.get('/api/users/me')
  expect((await me.json()).user).toBeNull()
})
