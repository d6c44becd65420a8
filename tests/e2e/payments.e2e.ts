import { expect, test, type APIRequestContext } from '@playwright/test'

import { signInToAdmin } from '../helpers/admin'
import { answer, ONE_CONNECTION, setPrepayments as setTerms, signInByApi, staffApi } from '../helpers/money-e2e'
import { latestCode } from '../helpers/sms-outbox'
import { chooseTimeDaysAhead } from '../helpers/widget'

/**
 * Money in Chromium against the production server and the fake Stripe (tests/fakes/stripe, a test
 * double started by playwright.config.ts): a prepayment (a service page → the widget → sign-in → the
 * terms → the fake's hosted page → back to /account/ with the visit paid → cancelled and refunded),
 * and a card saved at booking that the desk charges the no-show fee on.
 */

const SERVICE_PAGE = '/services/backstage-chelsea/female/hair/colouring/air-touch/'

let admin: APIRequestContext
let salonId = ''
let serviceId = ''

/** The file's prepayment terms (beforeAll); a test may change them, and they are set back after it. */
const TERMS = { requiredType: 'full', lateCancelFeePercent: 50, noShowFeePercent: 100 }

const setPrepayments = (active: boolean, terms: Partial<typeof TERMS> = {}) =>
  setTerms(admin, serviceId, active, { ...TERMS, ...terms })

test.beforeAll(async ({ baseURL }) => {
  admin = await staffApi(baseURL!)
  const locations = (await (await admin.get('/api/booking/locations')).json()) as { id: string; slug: string }[]
  salonId = locations.find((l) => l.slug === 'backstage-chelsea')!.id
  const services = (await (await admin.get(`/api/booking/services?location=${salonId}`)).json()) as {
    id: string
    name: string
  }[]
  serviceId = services.find((s) => /^AirTouch Colouring/.test(s.name))!.id
  await setPrepayments(true)
})

test.afterEach(async () => {
  // Back to the terms beforeAll set, whatever a test chose.
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
  await page.getByRole('main').getByRole('button', { name: 'Book now', exact: true }).click()
  const widget = page.getByTestId('booking-dialog')
  await expect(widget.getByRole('checkbox', { name: /^AirTouch Colouring/ })).toBeChecked()
  await widget.getByRole('button', { name: 'Continue' }).click()
  await widget.getByRole('button', { name: 'Continue' }).click()
  await chooseTimeDaysAhead(widget)
  await widget.getByRole('button', { name: 'Continue' }).click()

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

/** This file's client address (the site trusts the last X-Forwarded-For entry), so no other suite's limits are shared. */
const CLIENT_ADDRESS = '203.0.113.28'
const LONDON = 'Europe/London'
const londonDate = (at: number) => new Date(at).toLocaleDateString('en-CA', { timeZone: LONDON })

/** The first free AirTouch time at Chelsea 20–50 days ahead, with a stylist who offers it. */
async function freeAirTouchTime(): Promise<{ stylist: string; start: string }> {
  const stylists = await answer<{ id: string }[]>(
    await admin.get(`/api/booking/employees?location=${salonId}&services=${serviceId}`, { headers: ONE_CONNECTION }),
  )
  const from = londonDate(Date.now() + 20 * 86_400_000)
  const to = londonDate(Date.now() + 50 * 86_400_000)
  for (const { id } of stylists) {
    const free = await answer<Record<string, Record<string, string[]>>>(
      await admin.get(
        `/api/booking/free-time?location=${salonId}&services=${serviceId}&employee=${id}&from=${from}&to=${to}`,
        { headers: ONE_CONNECTION },
      ),
    )
    const day = Object.entries(free[id] ?? {}).find(([, times]) => times.length)
    if (day) return { stylist: id, start: `${day[0]}T${day[1][0]!}` }
  }
  throw new Error('No stylist at Chelsea has a free AirTouch time 20–50 days ahead')
}

test('the desk closes a missed visit as a no-show and charges the fee on the card saved at booking; the calendar and the client card show it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  // The terms of this visit: a card saved at booking, nothing taken then, the full price if the client does not come.
  await setPrepayments(true, { requiredType: 'card', noShowFeePercent: 100 })
  const { stylist, start } = await freeAirTouchTime()

  // The client signs in and books online, in a browser of their own.
  const clientContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': CLIENT_ADDRESS } })
  const clientPage = await clientContext.newPage()
  const asClient = (data: unknown) => ({ headers: ONE_CONNECTION, data })
  // A new number: the site asks for a name, and the client is registered and signed in.
  await signInByApi(clientPage, e164(freshPhone()), { firstname: 'Nell', lastname: 'Absent' })
  const booked = await answer<{
    appointment: { id: string; state: string }
    payment: { url: string; mode: string; amount: number }
  }>(
    await clientPage.request.post(
      '/api/booking/appointments',
      asClient({ location: salonId, start, items: [{ service: serviceId, employee: stylist }] }),
    ),
    201,
  )
  expect(booked.appointment.state).toBe('reserved')
  expect(booked.payment).toMatchObject({ mode: 'setup', amount: 0 })
  const visitId = booked.appointment.id

  // The fake Stripe's hosted page saves the card; once its webhook says so, the visit is booked.
  await clientPage.goto(booked.payment.url)
  await expect(clientPage.getByText('Save your card')).toBeVisible()
  await clientPage.getByLabel('Card number').fill('4242 4242 4242 4242')
  await clientPage.getByRole('button', { name: 'Save card' }).click()
  await expect(clientPage).toHaveURL(new RegExp(`/account/\\?paid=${visitId}$`))
  const stateOfVisit = async () => {
    const { appointments } = await answer<{ appointments: { id: string; state: string }[] }>(
      await clientPage.request.get('/api/booking/appointments', { headers: ONE_CONNECTION }),
    )
    return appointments.find((a) => a.id === visitId)?.state
  }
  await expect.poll(stateOfVisit, { timeout: 15_000 }).toBe('planned')
  await clientContext.close()

  // The day comes and the client does not: the visit is put a year back, at 03:00 when nobody works.
  const past = new Date(Date.UTC(new Date().getUTCFullYear() - 1, 0, 15, 3, 0))
  const pastDate = londonDate(past.getTime())
  const stored = await answer<{ items: { start: string; price: number }[] }>(
    await admin.get(`/api/appointments/${visitId}?depth=0`, { headers: ONE_CONNECTION }),
  )
  const moved = await answer<{ doc: { date: string } }>(
    await admin.patch(`/api/appointments/${visitId}`, {
      headers: ONE_CONNECTION,
      data: { items: stored.items.map((item) => ({ ...item, start: past.toISOString() })) },
    }),
  )
  expect(moved.doc.date).toBe(pastDate)
  const price = stored.items.reduce((sum, item) => sum + item.price, 0)
  const fee = `£${price.toFixed(2)}`

  // The receptionist opens that day and the visit: the terms it was booked on, nothing paid yet.
  await signInToAdmin(page)
  await page.goto(`/admin/calendar?salon=${salonId}&date=${pastDate}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible()
  const block = page.locator(`[data-visit="${visitId}"]`)
  await expect(block).toContainText('Nell Absent')
  await expect(block).toContainText('Planned')
  await block.click()
  let dialog = page.getByRole('dialog', { name: 'Visit of Nell Absent' })
  let money = dialog.getByRole('region', { name: 'Payments' })
  await expect(money).toContainText('Nothing paid.')
  await expect(money).toContainText(`no-show ${fee}.`)

  // No-show, and the fee on the saved card.
  await dialog.getByRole('button', { name: `No-show and charge the fee (${fee})` }).click()
  await expect(page.getByTestId('calendar-status')).toHaveText(`No-show fee of ${fee} charged to the saved card.`)
  await expect(block).toHaveAttribute('data-state', 'no-show')
  await expect(block).toContainText('No-show')

  // Opened again, the visit shows the fee taken and offers no second charge.
  await block.click()
  dialog = page.getByRole('dialog', { name: 'Visit of Nell Absent' })
  money = dialog.getByRole('region', { name: 'Payments' })
  await expect(dialog.getByTestId('visit-state')).toHaveText('No-show · Booked online')
  await expect(money.getByText(`fees ${fee}`, { exact: true })).toBeVisible()
  await expect(dialog.getByRole('button', { name: /charge the fee/ })).toHaveCount(0)
  const staffMoney = await answer<{ money: Record<string, unknown> }>(
    await admin.get(`/api/staff/visits/${visitId}/money`, { headers: ONE_CONNECTION }),
  )
  expect(staffMoney.money).toMatchObject({
    prepaid: 0,
    fees: price,
    refunded: 0,
    terms: { mode: 'setup', amount: 0, noShowFee: price },
    outstanding: null,
    problems: [],
  })

  // The client card: one no-show, the card on file and the fee charged on it.
  await dialog.getByRole('button', { name: 'Client card' }).click()
  const card = page.getByRole('dialog', { name: 'Client card' })
  await expect(card.getByTestId('no-shows')).toHaveText('1')
  await expect(card.getByTestId('client-money').locator('dd')).toHaveText(
    `Card on file: visa ending 4242 · fees ${fee}`,
  )
  await expect(card.getByRole('listitem').filter({ hasText: `${pastDate} 03:00` })).toContainText('No-show')
})
