import { randomUUID } from 'node:crypto'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { adminApi, signInToAdmin } from '../helpers/admin'
import { expectNoAxeViolations } from '../helpers/axe'

/**
 * The end of the day on the reception tablet (1024×768, touch): two walk-in sales made through the
 * till's API (cash with change, the salon's terminal), then /admin/takings from the dashboard shows
 * each method's total and both sales; the drawer is counted short, refused without a note, then
 * recorded with one, and the difference stays on the page. The takings and the weekly report are
 * axe-clean at this size.
 */

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true })

interface Day {
  methods: Record<string, { net: number }>
  deskNet: number
  cash: { expected: number }
  sales: { id: string; number: string }[]
}

let api: APIRequestContext
let salon: { id: string; title: string }

const gbp = (pounds: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pounds)

test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL!)
  const locations = (await (await api.get('/api/booking/locations')).json()) as {
    id: string
    slug: string
    name: string
  }[]
  const chelsea = locations.find((l) => l.slug === 'backstage-chelsea')!
  salon = { id: chelsea.id, title: chelsea.name }
})

test.afterAll(async () => {
  await api.dispose()
})

async function sell(price: number, tender: Record<string, unknown>) {
  const answer = await api.post('/api/staff/sales', {
    data: {
      key: randomUUID(),
      salon: salon.id,
      lines: [{ kind: 'product', description: 'Curl cream 150 ml', price }],
      tenders: [{ amount: price, ...tender }],
    },
  })
  expect(answer.status(), await answer.text()).toBe(201)
  return ((await answer.json()) as { sale: { id: string; number: string; date: string } }).sale
}

test('the day’s takings show each method and every sale, and the drawer is counted with a note', async ({ page }) => {
  const cash = await sell(18.5, { method: 'cash', cashGiven: 20 })
  const terminal = await sell(42, { method: 'terminal', last4: '1234' })
  // A third rung up by mistake and voided by the admin: it stays on the list, marked void.
  const mistake = await sell(5, { method: 'cash' })
  expect((await api.post(`/api/staff/sales/${mistake.id}/void`, { data: { reason: 'Rang up twice' } })).status()).toBe(
    200,
  )
  // The salon's day the sales were filed on (its clock, not this machine's).
  const date = cash.date
  const day = (await (await api.get(`/api/staff/takings?salon=${salon.id}&date=${date}`)).json()) as Day

  await signInToAdmin(page)
  await expect(page.locator('#nav-takings')).toHaveAttribute('href', /\/admin\/takings\/?$/)
  await page.getByRole('link', { name: /^The day’s takings/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'The day’s takings' })).toBeVisible()
  await page.getByRole('combobox', { name: 'Salon' }).selectOption(salon.id)
  await page.getByLabel('Day', { exact: true }).fill(date)
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(new RegExp(`salon=${salon.id}&date=${date}`))

  const methods = page.getByTestId('takings-methods')
  await expect(methods.getByRole('row', { name: /^Cash / })).toContainText(gbp(day.methods.cash!.net))
  await expect(methods.getByRole('row', { name: /^Card on the terminal/ })).toContainText(
    gbp(day.methods.terminal!.net),
  )
  await expect(methods.getByRole('row', { name: /^Desk total/ })).toContainText(gbp(day.deskNet))
  const sales = page.getByTestId('takings-sales')
  await expect(sales.getByRole('row', { name: new RegExp(`^${cash.number}`) })).toContainText(gbp(18.5))
  await expect(sales.getByRole('row', { name: new RegExp(`^${cash.number}`) })).toContainText('Cash')
  await expect(sales.getByRole('row', { name: new RegExp(`^${terminal.number}`) })).toContainText(
    'Card on the terminal',
  )
  await expect(sales.getByRole('row', { name: new RegExp(`^${mistake.number}`) })).toContainText('Void')
  await expect(sales.getByRole('row', { name: new RegExp(`^${cash.number}`) })).toContainText('Closed')

  // The drawer: £1.50 short is refused without a note, then recorded with one.
  const drawer = page.getByTestId('takings-drawer')
  await expect(drawer.getByTestId('drawer-expected')).toHaveText(gbp(day.cash.expected))
  const counted = (day.cash.expected - 1.5).toFixed(2)
  await drawer.getByLabel('Cash counted (£)').fill(counted)
  await drawer.getByRole('button', { name: 'Record the count' }).click()
  await expect(drawer.getByText('The count differs from the till: add a note saying why.')).toBeVisible()
  await expect(drawer.getByLabel(/^Note/)).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page, '[data-takings-page]')
  await drawer.getByLabel(/^Note/).fill('Change given twice')
  await drawer.getByRole('button', { name: 'Record the count' }).click()
  await expect(drawer.getByRole('status')).toContainText(`Count recorded: ${gbp(Number(counted))}`)
  await expect(drawer.getByTestId('drawer-difference')).toHaveText('£1.50 short')
  await expect(drawer.getByTestId('drawer-note')).toHaveText('Change given twice')
  await expect(drawer.getByTestId('drawer-counted')).toContainText(gbp(Number(counted)))

  // Read again from the server: the count is recorded, not only shown.
  await page.reload()
  await expect(page.getByTestId('drawer-difference')).toHaveText('£1.50 short')
  await expectNoAxeViolations(page, '[data-takings-page]')

  // The CSV of the same day.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`parlour-takings-${salon.id}-${date}.csv`)

  // Staff who read the admin in Ukrainian get the page in Ukrainian.
  const origin = new URL(page.url()).origin
  await page.context().addCookies([{ name: 'payload-lng', value: 'uk', url: origin }])
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Виручка за день' })).toBeVisible()
  await expect(page.getByTestId('drawer-difference')).toHaveText(/^бракує 1,50\s(GBP|£)$/)
  await expectNoAxeViolations(page, '[data-takings-page]')
  await page.context().addCookies([{ name: 'payload-lng', value: 'en', url: origin }])
})

test('the weekly report shows the desk’s money beside Stripe’s and is axe-clean on the tablet', async ({ page }) => {
  await sell(9, { method: 'cash' })
  const report = (await (await api.get(`/api/staff/report?salon=${salon.id}`)).json()) as {
    desk: { total: { money: number }; methods: Record<string, { net: number }> }
    weekTakings: { total: { total: number } }
  }
  await signInToAdmin(page)
  await page.goto(`/admin/report?salon=${salon.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly report' })).toBeVisible()
  const takings = page.getByTestId('weekly-takings')
  await expect(takings.getByRole('columnheader', { name: 'Desk money' })).toBeVisible()
  await expect(takings.getByRole('row', { name: /^Salon total/ })).toContainText(gbp(report.weekTakings.total.total))
  const desk = page.getByTestId('weekly-desk')
  await expect(desk.getByRole('row', { name: /^Cash / })).toContainText(gbp(report.desk.methods.cash!.net))
  const money = desk.getByRole('row', { name: /^Money \(cash, terminal, card\)/ })
  await expect(money).toContainText(gbp(report.desk.total.money))
  await expect(money).toContainText(/Sales: \d+/)
  await expectNoAxeViolations(page, '[data-report-view]')
  await expectNoAxeViolations(page, 'table')
  await expectNoAxeViolations(page, 'form[aria-label="Choose salon and week"], nav[aria-label="Other weeks"]')
})
