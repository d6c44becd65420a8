import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test'

import { DEMO_ADMIN } from '../helpers/admin'
import { latestCode } from '../helpers/sms-outbox'
import { chooseTimeDaysAhead } from '../helpers/widget'

/**
 * A prepayment in Chromium against the production server and the fake Stripe (tests/fakes/stripe,
 * a test double started by playwright.config.ts): a service page → the widget → sign-in → the
 * terms → the fake's hosted page → back to /account/ with the visit paid → cancelled and refunded.
 */

const SERVICE_PAGE = '/services/backstage-chelsea/female/hair/colouring/air-touch/'

let admin: APIRequestContext
let serviceId = ''

async function staffApi(baseURL: string): Promise<APIRequestContext> {
  const anonymous = await playwrightRequest.newContext({ baseURL })
  const login = await anonymous.post('/api/users/login', { data: DEMO_ADMIN })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  await anonymous.dispose()
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { authorization: `JWT ${token}` } })
}

async function setPrepayments(active: boolean) {
  const settings = await admin.post('/api/globals/booking-settings', {
    data: { prepayments: { active, requiredType: 'full', lateCancelFeePercent: 50, noShowFeePercent: 100 } },
  })
  expect(settings.status()).toBe(200)
  const service = await admin.patch(`/api/services/${serviceId}`, { data: { prepaymentRequired: active } })
  expect(service.status()).toBe(200)
}

test.beforeAll(async ({ baseURL }) => {
  admin = await staffApi(baseURL!)
  const locations = (await (await admin.get('/api/booking/locations')).json()) as { id: string; slug: string }[]
  const chelsea = locations.find((l) => l.slug === 'backstage-chelsea')!
  const services = (await (await admin.get(`/api/booking/services?location=${chelsea.id}`)).json()) as {
    id: string
    name: string
  }[]
  serviceId = services.find((s) => /^AirTouch Colouring/.test(s.name))!.id
  await setPrepayments(true)
})

test.afterAll(async () => {
  // Other suites book this service: it needs no money after this file.
  await setPrepayments(false)
  await admin.dispose()
})

let phoneSerial = 0
const freshPhone = () =>
  `07400 2${String((Math.floor(Date.now() / 1000) * 10 + phoneSerial++) % 100_000).padStart(5, '0')}`
const e164 = (national: string) => `+44${national.replace(/\s/g, '').slice(1)}`

test('a client pays the prepayment on Stripe’s page, sees the visit paid in the account, cancels it and is refunded', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(SERVICE_PAGE)
  await page.getByRole('main').getByRole('link', { name: 'Book now', exact: true }).click()
  const widget = page.getByTestId('booking-dialog')
  await expect(widget.getByRole('checkbox', { name: /^AirTouch Colouring/ })).toBeChecked()
  await widget.getByRole('button', { name: 'Continue' }).click()
  await widget.getByRole('button', { name: 'Continue' }).click()
  await chooseTimeDaysAhead(widget)
  await widget.getByRole('button', { name: 'Hold this time' }).click()

  const phone = freshPhone()
  await widget.getByLabel('Mobile number').fill(phone)
  await widget.getByRole('button', { name: 'Text me a code' }).click()
  await expect(widget.getByLabel('Code from the text')).toBeVisible()
  const code = () => {
    try {
      return latestCode(e164(phone))
    } catch {
      return '' // not texted yet
    }
  }
  await expect.poll(code, { timeout: 15_000 }).toMatch(/^\d{6}$/)
  await widget.getByLabel('Code from the text').fill(latestCode(e164(phone)))
  await widget.getByRole('button', { name: 'Confirm the code' }).click()
  await widget.getByLabel('First name').fill('Pia')
  await widget.getByRole('button', { name: 'Continue' }).click()

  const booked = page.waitForResponse(
    (r) => r.url().endsWith('/api/booking/appointments') && r.request().method() === 'POST',
  )
  await widget.getByRole('button', { name: 'Confirm the booking' }).click()
  const { appointment, payment } = (await (await booked).json()) as {
    appointment: { id: string; state: string }
    payment: { amount: number; url: string }
  }
  expect(appointment.state).toBe('reserved')

  // The terms, in plain words, before anything is paid.
  await expect(widget.getByRole('heading', { level: 2, name: 'One more step: the prepayment' })).toBeVisible()
  const terms = widget.getByRole('list', { name: 'The terms of this visit' })
  await expect(terms).toContainText('you pay £')
  await expect(terms).toContainText('refunded in full')
  await expect(terms).toContainText('If you do not come')
  const pay = widget.getByRole('link', { name: /^Pay £[\d.]+ securely$/ })
  await expect(pay).toHaveAttribute('href', payment.url)
  await pay.click()

  // Stripe's hosted page (the fake's): a card that pays.
  await expect(page.getByText('Pay with card (test double)')).toBeVisible()
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: /^Pay £/ }).click()

  await expect(page).toHaveURL(new RegExp(`/account/\\?paid=${appointment.id}$`))
  const card = page.getByRole('main').locator(`[data-visit="${appointment.id}"]`)
  await expect(card.locator('[data-state]')).toHaveAttribute('data-state', 'planned')
  await expect(card.locator('[data-state]')).toHaveText('Booked')
  await expect(card.locator('[data-money]')).toHaveText(`Prepaid £${payment.amount}`)

  await card.getByRole('button', { name: 'Cancel visit' }).click()
  await card.getByRole('form', { name: 'Cancel this visit?' }).getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(card.locator('[data-state]')).toHaveText('Cancelled')
  await expect(card.locator('[data-money]')).toHaveText(`Prepaid £${payment.amount}, refunded £${payment.amount}`)
})
