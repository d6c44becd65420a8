import { expect, request as playwrightRequest, test, type Page } from '@playwright/test'

import { beautyProFakePort, beautyProOutbox, beautyProSitePort } from '../../playwright.config'
import { DEMO_ADMIN, submitAdminLogin } from '../helpers/admin'
import { latestCode } from '../helpers/sms-outbox'
import { signInByApi } from '../helpers/money-e2e'
import { chooseTimeDaysAhead, visitSummary } from '../helpers/widget'

/**
 * The booking journey in both booking modes, in Chromium against the production build: a service
 * page's Book button → the widget → sign-in with the texted code → confirm → /account/ → cancel.
 * Parlour's own engine texts its 6-digit code to the SMS outbox; in Beauty Pro mode (the second
 * server, BOOKING_PROVIDER=beautypro, against the fake Beauty Pro API — a test double) the fake
 * texts a 4-digit code, and the site's content is linked first through the admin's own action.
 */

const SERVICE_PAGE = '/services/female/hair/styling/haircut-blow-dry/'
const SERVICE = 'Haircut & Blow-dry'

// Fresh UK mobile numbers (07400 2xxxxx) for this run: each registers a new client.
let serial = 0
function freshPhone(mode: string): string {
  const n = (Math.floor(Date.now() / 1000) * 10 + serial++ * 2 + (mode === 'beautypro' ? 1 : 0)) % 100_000
  return `07400 2${String(n).padStart(5, '0')}`
}
const digitsOf = (national: string) => `44${national.replace(/\s/g, '').slice(1)}`

/** The newest code the fake Beauty Pro texted to a phone (its outbox, next to it). */
async function beautyProCode(phoneDigits: string): Promise<string> {
  const sent = (await (await fetch(beautyProOutbox)).json()) as { phone: string; code: string }[]
  return sent.findLast((s) => s.phone === phoneDigits)?.code ?? ''
}

const modes = [
  { name: 'parlour', base: '', codeDigits: 6 },
  { name: 'beautypro', base: `http://127.0.0.1:${beautyProSitePort}`, codeDigits: 4 },
] as const

test.beforeAll(async () => {
  // Staff link the site's services, stylists and salons to Beauty Pro's (the admin's action).
  const api = await playwrightRequest.newContext({ baseURL: modes[1].base })
  const login = await api.post('/api/users/login', { data: DEMO_ADMIN })
  const { token } = (await login.json()) as { token: string }
  const linked = await api.post('/api/booking-system/link', { headers: { authorization: `JWT ${token}` } })
  expect(linked.status()).toBe(200)
  const report = (await linked.json()) as { linked: { services: unknown[] }; kept: { services: number } }
  expect(report.linked.services.length + report.kept.services).toBeGreaterThanOrEqual(1)
  await api.dispose()
})

async function openWidgetFromServicePage(page: Page, base: string) {
  await page.goto(`${base}${SERVICE_PAGE}`)
  await page.getByRole('main').getByRole('button', { name: 'Book now', exact: true }).click()
  const widget = page.getByTestId('booking-dialog')
  await expect(widget).toBeVisible()
  return widget
}

type Mode = (typeof modes)[number]

/** The widget from the service page to "Confirm the booking", signed in with a new phone: the booking's answer. */
async function bookThroughWidget(page: Page, mode: Mode, lastName: string) {
  const widget = await openWidgetFromServicePage(page, mode.base)
  const heading = (name: string | RegExp) => widget.getByRole('heading', { level: 2, name })
  const salonStep = heading('Choose a salon')
  const servicesStep = heading('Choose services')
  await expect(salonStep.or(servicesStep)).toBeVisible()
  if (await salonStep.isVisible()) await widget.getByRole('button', { name: /Backstage Chelsea/ }).click()
  await expect(servicesStep).toBeVisible()
  await expect(widget.getByRole('checkbox', { name: new RegExp(`^${SERVICE}`) })).toBeChecked()
  await widget.getByRole('button', { name: 'Continue' }).click()

  await expect(heading('Choose a stylist')).toBeFocused()
  // Beauty Pro's settings ask for a stylist (skip_professional off); Parlour's allow "any stylist".
  await expect(widget.getByRole('radio', { name: /Any stylist/ })).toHaveCount(mode.name === 'parlour' ? 1 : 0)
  await expect(widget.getByRole('radio').first()).toBeChecked()
  await widget.getByRole('button', { name: 'Continue' }).click()

  await expect(heading('Choose a date and time')).toBeFocused()
  await chooseTimeDaysAhead(widget)
  await widget.getByRole('button', { name: 'Continue' }).click()

  await expect(heading('Sign in with your phone')).toBeFocused()
  await expect(widget.getByRole('timer')).toBeVisible()
  const phone = freshPhone(mode.name)
  await widget.getByLabel('Mobile number').fill(phone)
  await widget.getByRole('button', { name: 'Text me a code' }).click()
  const codeField = widget.getByLabel('Code from the text')
  await expect(codeField).toBeFocused()
  await expect(widget.getByText(`We sent a ${mode.codeDigits}-digit code to`)).toBeVisible()
  const readCode = () =>
    mode.name === 'parlour' ? Promise.resolve(latestCode(`+${digitsOf(phone)}`)) : beautyProCode(digitsOf(phone))
  await expect.poll(readCode, { timeout: 15_000 }).toMatch(new RegExp(`^\\d{${mode.codeDigits}}$`))
  await codeField.fill(await readCode())
  await widget.getByRole('button', { name: 'Confirm the code' }).click()

  const firstName = widget.getByLabel('First name')
  await expect(firstName).toBeFocused()
  await firstName.fill('Maya')
  await widget.getByLabel('Last name (optional)').fill(lastName)
  await widget.getByRole('button', { name: 'Continue' }).click()

  await expect(heading('Check and confirm')).toBeFocused()
  for (const text of ['Backstage Chelsea', SERVICE, `Maya ${lastName}`]) await expect(widget).toContainText(text)
  const booked = page.waitForResponse(
    (r) => r.url().endsWith('/api/booking/appointments') && r.request().method() === 'POST',
  )
  await widget.getByRole('button', { name: 'Confirm the booking' }).click()
  const response = await booked
  expect(response.status()).toBe(201)
  return { widget, heading, answer: (await response.json()) as BookingAnswer }
}

interface BookingAnswer {
  appointment: { id: string; state: string; total: number }
  payment: { url: string; amount: number } | null
}

async function accountCard(page: Page, base: string, id: string) {
  await page.context().addCookies([{ name: 'cookiesAccepted', value: 'true', url: page.url() }])
  await page.goto(`${base}/account/`)
  return page.getByRole('main').getByRole('region', { name: 'Upcoming visits' }).locator(`[data-visit="${id}"]`)
}

for (const mode of modes) {
  test(`${mode.name}: a service page's Book button, the texted code, confirm, the account, cancel`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const { widget, heading, answer } = await bookThroughWidget(page, mode, `Mode ${mode.name}`)
    const { appointment } = answer
    await expect(heading('You are booked')).toBeFocused()
    await widget.getByRole('button', { name: 'Done' }).click()
    await expect(widget).toBeHidden()

    const card = await accountCard(page, mode.base, appointment.id)
    for (const text of ['Backstage Chelsea', SERVICE]) await expect(card).toContainText(text)
    await card.getByRole('button', { name: 'Cancel visit' }).click()
    await card.getByRole('form', { name: 'Cancel this visit?' }).getByRole('button', { name: 'Yes, cancel it' }).click()
    await expect(card.locator('[data-state]')).toHaveText('Cancelled')
  })
}

test('parlour: choosing Long hair on AirTouch books 4 h at £360, and the account names the option', async ({
  page,
}) => {
  test.setTimeout(90_000)
  // Phones +4474022 8…: this test's own (issue 33's options).
  await signInByApi(page, `+44740228${String(Math.floor(Date.now() / 1000) % 10_000).padStart(4, '0')}`, {
    firstname: 'Olive',
    lastname: 'Options',
  })
  const services = (await (await page.request.get('/api/booking/services')).json()) as {
    slug: string
    options: { id: string; name: string }[]
  }[]
  const long = services.find((s) => s.slug === 'air-touch')!.options.find((o) => o.name === 'Long hair')!

  // A service page's option (…&option=) comes chosen; the summary follows the option chosen.
  await page.goto(`/book/?salon=backstage-chelsea&service=air-touch&option=${long.id}`)
  const option = (name: string) => page.getByRole('radio', { name: new RegExp(`^${name}`) })
  await expect(option('Long hair')).toBeChecked()
  const summary = visitSummary(page.locator('body')).locator('p')
  await expect(summary).toHaveText(['AirTouch Colouring · Long hair', '4 h · £360'])
  await option('Short hair').check()
  await expect(summary).toHaveText(['AirTouch Colouring · Short hair', '3 h · £260'])
  await option('Long hair').check()
  await expect(summary).toHaveText(['AirTouch Colouring · Long hair', '4 h · £360'])
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
  await chooseTimeDaysAhead(page.locator('body'))
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page.getByRole('heading', { level: 2, name: 'Check and confirm' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('AirTouch Colouring · Long hair')
  const booked = page.waitForResponse(
    (r) => r.url().endsWith('/api/booking/appointments') && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Confirm the booking' }).click()
  const response = await booked
  expect(response.status()).toBe(201)
  const { appointment } = (await response.json()) as {
    appointment: { id: string; total: number; items: { duration: number; price: number; option: unknown }[] }
  }
  expect(appointment.items).toEqual([
    expect.objectContaining({ duration: 240, price: 360, option: { id: long.id, name: 'Long hair' } }),
  ])

  const card = await accountCard(page, '', appointment.id)
  await expect(card).toContainText('AirTouch Colouring · Long hair')
  await card.getByRole('button', { name: 'Cancel visit' }).click()
  await card.getByRole('form', { name: 'Cancel this visit?' }).getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(card.locator('[data-state]')).toHaveText('Cancelled')
})

test('beautypro: where Beauty Pro asks a prepayment, the widget sends the client to its page and the account shows it paid', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const controls = `http://127.0.0.1:${beautyProFakePort + 1}`
  expect((await fetch(`${controls}/prepayments/on`, { method: 'POST' })).status).toBe(200)
  try {
    const mode = modes[1]
    const { widget, heading, answer } = await bookThroughWidget(page, mode, 'Prepaid')
    const { appointment, payment } = answer
    // Beauty Pro has booked the visit; it asks the whole price in advance, on its own page.
    expect(appointment.state).toBe('planned')
    expect(payment).toMatchObject({ amount: appointment.total, url: expect.stringMatching(/\/pay\//) })
    await expect(heading('One more step: the prepayment')).toBeVisible()
    const terms = widget.getByRole('list', { name: 'The terms of this visit' })
    await expect(terms).toContainText(`This salon asks for a prepayment of £${appointment.total}`)
    await expect(widget.getByRole('button', { name: 'Release this time' })).toHaveCount(0)
    await expect(widget.getByRole('button', { name: 'Pay later from my account' })).toBeVisible()
    const pay = widget.getByRole('link', { name: `Pay £${appointment.total} securely` })
    await expect(pay).toHaveAttribute('href', payment!.url)

    // Paid later, from the account: the link there is Beauty Pro's page too.
    await widget.getByRole('button', { name: 'Pay later from my account' }).click()
    await expect(heading('You are booked')).toBeFocused()
    await widget.getByRole('button', { name: 'Done' }).click()
    const card = await accountCard(page, mode.base, appointment.id)
    await expect(card).toContainText('The salon asks for a prepayment for this visit.')
    await card.getByRole('link', { name: `Pay £${appointment.total}` }).click()
    await expect(page.getByRole('heading', { name: 'Prepayment (test double)' })).toBeVisible()
    await page.getByRole('button', { name: /^Pay / }).click()
    await expect(page.getByRole('heading', { name: 'Paid' })).toBeVisible()

    const paid = await accountCard(page, mode.base, appointment.id)
    await expect(paid.locator('[data-money]')).toHaveText(`Prepaid £${appointment.total}`)
    await expect(paid.locator('[data-state]')).toHaveAttribute('data-state', 'confirmed')
    await expect(paid.getByRole('link', { name: /^Pay / })).toHaveCount(0)
  } finally {
    await fetch(`${controls}/prepayments/off`, { method: 'POST' })
  }
})

test('when the booking system lists no salon, the widget says online booking is unavailable and offers the phone', async ({
  page,
}) => {
  // What /api/booking/locations answers when Beauty Pro cannot be reached (tests/int/beautypro-reads).
  await page.route('**/api/booking/locations*', (route) => route.fulfill({ json: [] }))
  const widget = await openWidgetFromServicePage(page, '')
  await expect(widget.getByRole('status')).toContainText("Online booking isn't available right now.")
  const call = widget.getByRole('link', { name: /^Call / })
  await expect(call).toHaveAttribute('href', /^tel:\+?\d+$/)
  await expect(widget.getByRole('heading', { level: 2, name: 'Choose a salon' })).toHaveCount(0)
})

test("the admin's Booking system page: Parlour's engine in one mode, Beauty Pro connected and linked in the other", async ({
  page,
}) => {
  await page.goto('/admin/login')
  await submitAdminLogin(page)
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.getByRole('link', { name: 'Booking system' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Booking system' })).toBeVisible()
  await expect(page.getByText("Parlour's own booking engine takes the bookings.")).toBeVisible()
  await expect(page.getByRole('button', { name: 'Link services, stylists and salons' })).toHaveCount(0)

  const beautyPro = modes[1].base
  await page.goto(`${beautyPro}/admin/login`)
  await submitAdminLogin(page)
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.goto(`${beautyPro}/admin/booking-system`)
  await expect(page.getByText('Bookings go to Beauty Pro, and the salon database is connected.')).toBeVisible()
  await page.getByRole('button', { name: 'Link services, stylists and salons' }).click()
  const services = page.getByRole('region', { name: 'Services' })
  await expect(services).toContainText(/Already linked: [1-9]/)
  await expect(services.getByRole('heading', { name: /In Beauty Pro, not linked/ })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Salons' })).toContainText(/Already linked: 1/)
})
