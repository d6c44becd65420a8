import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { answer, ONE_CONNECTION, setPrepayments, signInByApi, staffApi } from '../helpers/money-e2e'
import { messagesTo } from '../helpers/sms-outbox'
import { chooseTimeDaysAhead } from '../helpers/widget'

/**
 * A gift voucher spent in the booking widget (issue 29), in Chromium against the production server
 * and the fake Stripe (a test double): a signed-in client buys a £20 voucher on Stripe's hosted page
 * (POST /api/vouchers, its code texted), books a visit that needs a full prepayment with the code,
 * sees what the voucher pays and what is left, pays the rest on the fake's page, and the account
 * shows the visit booked with the voucher's part. Then the client's balance with the salon (credit
 * kept at the desk from a refund) paying part of a visit the same way.
 */

const SERVICE_PAGE = '/services/backstage-chelsea/female/hair/colouring/air-touch/'
/** This file's client address (the site trusts the last X-Forwarded-For entry), so no other suite's limits are shared. */
const CLIENT_ADDRESS = '100.64.82.1'
const TERMS = { requiredType: 'full', lateCancelFeePercent: 0, noShowFeePercent: 0 }

let admin: APIRequestContext
let serviceId = ''
let salonId = ''

test.use({ extraHTTPHeaders: { 'x-forwarded-for': CLIENT_ADDRESS } })

test.beforeAll(async ({ baseURL }) => {
  admin = await staffApi(baseURL!)
  const locations = (await (await admin.get('/api/booking/locations')).json()) as { id: string; slug: string }[]
  salonId = locations.find((l) => l.slug === 'backstage-chelsea')!.id
  const services = (await (await admin.get(`/api/booking/services?location=${salonId}`)).json()) as {
    id: string
    name: string
  }[]
  serviceId = services.find((s) => /^AirTouch Colouring/.test(s.name))!.id
  await setPrepayments(admin, serviceId, true, TERMS)
})

test.afterAll(async () => {
  // Other suites book this service: it needs no money after this file.
  await setPrepayments(admin, serviceId, false, TERMS)
  await admin.dispose()
})

const stamp = String(Math.floor(Date.now() / 1000) % 100_000).padStart(5, '0')
const phone = `+4474003${stamp}`
const balancePhone = `+4474004${stamp}`

/** The widget from the service page, signed in, up to the confirm step with the first free time days ahead. */
async function toConfirmStep(page: Page) {
  await page.goto(SERVICE_PAGE)
  await page.getByRole('main').getByRole('button', { name: 'Book now', exact: true }).click()
  const widget = page.getByTestId('booking-dialog')
  await expect(widget.getByRole('checkbox', { name: /^AirTouch Colouring/ })).toBeChecked()
  await widget.getByRole('button', { name: 'Continue' }).click()
  await widget.getByRole('button', { name: 'Continue' }).click()
  await chooseTimeDaysAhead(widget)
  await widget.getByRole('button', { name: 'Continue' }).click()
  await expect(widget.getByRole('heading', { level: 2, name: 'Check and confirm' })).toBeVisible()
  return widget
}

test('a client pays part of a visit with a gift voucher bought online and the rest by card', async ({ page }) => {
  test.setTimeout(120_000)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await signInByApi(page, phone, { firstname: 'Vera', lastname: 'Voucher' })

  // The voucher, bought through the real path: Stripe's page, then its code texted.
  const bought = await answer<{ payment: { url: string } }>(
    await page.request.post('/api/vouchers', { headers: ONE_CONNECTION, data: { amount: 20 } }),
    201,
  )
  await page.goto(bought.payment.url)
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: /^Pay £/ }).click()
  // Back from Stripe on the gift-vouchers page, which shows the voucher once paid.
  await expect(page).toHaveURL(/\/gift-vouchers\/\?voucher=\d+$/)
  const textedCode = () =>
    /code ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(
      messagesTo(phone).find((m) => /gift voucher/.test(m.body))?.body ?? '',
    )?.[1]
  await expect.poll(textedCode, { timeout: 30_000 }).toMatch(/^[0-9A-Z]{4}-/)
  const code = textedCode()!
  const masked = `••••-${code.slice(-4)}`

  // The widget, signed in: no phone step.
  const widget = await toConfirmStep(page)

  // A mistyped code is told under the field; the right one says what it pays.
  const field = widget.getByRole('textbox', { name: 'Have a gift voucher?' })
  const wrong = code.slice(0, -1) + (code.endsWith('0') ? '1' : '0')
  await field.fill(wrong)
  await field.press('Enter')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(/typing mistake/)
  await field.fill(code.toLowerCase())
  await widget.getByRole('button', { name: 'Apply' }).click()
  await expect(field).not.toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(/The voucher pays £20 of this visit\. Left to pay: £[\d .]+\./)

  const booked = page.waitForResponse(
    (r) => r.url().endsWith('/api/booking/appointments') && r.request().method() === 'POST',
  )
  await widget.getByRole('button', { name: 'Confirm the booking' }).click()
  const { appointment, payment, voucher } = (await (await booked).json()) as {
    appointment: { id: string; state: string; total: number }
    payment: { amount: number; url: string }
    voucher: { code: string; paid: number; remaining: number }
  }
  expect(voucher).toEqual({ code: masked, paid: 20, remaining: 0 })
  expect(payment.amount).toBe(Math.round((appointment.total - 20) * 100) / 100)

  // The terms say what the voucher pays; the card pays the rest on Stripe's page.
  await expect(widget.getByRole('heading', { level: 2, name: 'One more step: the prepayment' })).toBeVisible()
  await expect(widget.getByText(`Gift voucher ${masked}: £20`, { exact: true })).toBeVisible()
  await expect(widget.getByRole('list', { name: 'The terms of this visit' })).toContainText(
    'Your gift voucher pays £20',
  )
  await widget.getByRole('link', { name: /^Pay £[\d .]+ securely$/ }).click()
  await expect(page.getByText('Pay with card (test double)')).toBeVisible()
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: /^Pay £/ }).click()

  await expect(page).toHaveURL(new RegExp(`/account/\\?paid=${appointment.id}$`))
  const card = page.getByRole('main').locator(`[data-visit="${appointment.id}"]`)
  await expect(card.locator('[data-state]')).toHaveText('Booked')
  await expect(card.locator('[data-vouchers]')).toHaveText(`Gift voucher ${masked}: £20`)
  await expect(card.locator('[data-money]')).toHaveText(new RegExp(`^Prepaid £${payment.amount}`))
})

test('a client pays part of a visit from their balance with the salon and the rest by card', async ({ page }) => {
  test.setTimeout(120_000)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await signInByApi(page, balancePhone, { firstname: 'Bella', lastname: 'Balance' })
  const me = await answer<{ client: { id: string } }>(
    await page.request.get('/api/auth/me', { headers: ONE_CONNECTION }),
  )

  // Credit through the desk's real path: a walk-in sale for this client, £15 of it refunded onto the balance.
  const sold = await answer<{ sale: { id: string } }>(
    await admin.post('/api/staff/sales', {
      headers: ONE_CONNECTION,
      data: {
        key: `e2e-balance-${stamp}`,
        salon: salonId,
        client: me.client.id,
        lines: [{ kind: 'product', description: 'Argan oil 100 ml', price: 15 }],
        tenders: [{ method: 'cash', amount: 15 }],
      },
    }),
    201,
  )
  await answer(
    await admin.post(`/api/staff/sales/${sold.sale.id}/refunds`, {
      headers: ONE_CONNECTION,
      data: { key: `e2e-credit-${stamp}`, method: 'balance', amount: 15, reason: 'Kept for next time' },
    }),
    201,
  )

  const widget = await toConfirmStep(page)
  const box = widget.getByRole('checkbox', { name: 'Pay from my balance with the salon (£15 available)' })
  await box.check()
  await expect(box).toHaveAccessibleDescription(/Your balance pays £15 of this visit\. Left to pay: £[\d .]+\./)

  const booked = page.waitForResponse(
    (r) => r.url().endsWith('/api/booking/appointments') && r.request().method() === 'POST',
  )
  await widget.getByRole('button', { name: 'Confirm the booking' }).click()
  const { appointment, payment, balance } = (await (await booked).json()) as {
    appointment: { id: string; total: number }
    payment: { amount: number; url: string }
    balance: { paid: number; remaining: number }
  }
  expect(balance).toEqual({ paid: 15, remaining: 0 })
  expect(payment.amount).toBe(Math.round((appointment.total - 15) * 100) / 100)
  await expect(widget.getByRole('heading', { level: 2, name: 'One more step: the prepayment' })).toBeVisible()
  await expect(widget.getByText('From your balance: £15', { exact: true })).toBeVisible()
  await expect(widget.getByRole('list', { name: 'The terms of this visit' })).toContainText(
    'Your balance with the salon pays £15',
  )
  await widget.getByRole('link', { name: /^Pay £[\d .]+ securely$/ }).click()
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: /^Pay £/ }).click()

  await expect(page).toHaveURL(new RegExp(`/account/\\?paid=${appointment.id}$`))
  const card = page.getByRole('main').locator(`[data-visit="${appointment.id}"]`)
  await expect(card.locator('[data-state]')).toHaveText('Booked')
  await expect(card.locator('[data-balance-paid]')).toHaveText('£15')
  // Nothing is left on the balance, so the account does not offer it.
  await expect(page.locator('[data-balance]')).toHaveCount(0)
})
