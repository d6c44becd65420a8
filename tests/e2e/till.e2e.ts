import { expect, test, type APIRequestContext } from '@playwright/test'

import { adminApi, signInToAdmin } from '../helpers/admin'
import { answer } from '../helpers/money-e2e'
import { expectNoAxeViolations } from '../helpers/axe'

/**
 * The till in Chromium on a 1024×768 tablet (issue 29): a receptionist opens a visit that has
 * started, checks it out with a product added, paid part in cash (with change) and the rest on the
 * salon's terminal, sees the change to give, the visit completed on the grid, and the sale in the
 * day's takings; a walk-in sale of a gift voucher shows the voucher's code. axe on the checkout.
 */

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true })

const ONE_CONNECTION = { connection: 'close' }
const LONDON = 'Europe/London'
const londonDate = (at: number) => new Date(at).toLocaleDateString('en-CA', { timeZone: LONDON })

let admin: APIRequestContext
test.beforeAll(async ({ baseURL }) => {
  admin = await adminApi(baseURL!)
})
test.afterAll(() => admin?.dispose())

test('a visit checked out with cash and the terminal shows the change, closes the visit and counts in the takings', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const locations = await answer<{ id: string; slug: string }[]>(
    await admin.get('/api/booking/locations', { headers: ONE_CONNECTION }),
  )
  const salon = locations.find((l) => l.slug === 'backstage-chelsea')!.id
  const services = await answer<{ id: string; name: string; price?: number }[]>(
    await admin.get(`/api/booking/services?location=${salon}`, { headers: ONE_CONNECTION }),
  )
  const service = services[0]!
  const stylists = await answer<{ id: string }[]>(
    await admin.get(`/api/booking/employees?location=${salon}&services=${service.id}`, { headers: ONE_CONNECTION }),
  )
  // A walk-in entered afterwards: two years back at 04:00, a time nobody else books.
  const day = londonDate(Date.UTC(new Date().getUTCFullYear() - 2, 2, 10, 12))
  const serial = String(Date.now() % 100_000).padStart(5, '0')
  const booked = await answer<{ visit: { id: string; total: number } }>(
    await admin.post('/api/staff/visits', {
      headers: ONE_CONNECTION,
      data: {
        salon,
        start: `${day}T04:00`,
        employee: stylists[0]!.id,
        services: [service.id],
        client: { phone: `+4474003${serial}`, firstName: 'Tilly', lastName: 'Till' },
        confirm: true,
      },
    }),
    201,
  )
  const visitId = booked.visit.id
  const price = booked.visit.total

  await signInToAdmin(page)
  await page.goto(`/admin/calendar?salon=${salon}&date=${day}`)
  const block = page.locator(`[data-visit="${visitId}"]`)
  await expect(block).toContainText('Tilly Till')
  await block.click()
  await page.getByRole('dialog', { name: 'Visit of Tilly Till' }).getByRole('button', { name: 'Check out' }).click()

  const checkout = page.getByRole('dialog', { name: 'Check out' })
  await expect(checkout.getByTestId('checkout-line')).toHaveCount(1)
  await checkout.getByRole('button', { name: 'Add a product' }).click()
  await checkout.getByRole('textbox', { name: 'Product' }).fill('Argan oil 100 ml')
  await checkout.getByLabel('Price (£)').nth(1).fill('12.50')
  const due = price + 12.5
  await expect(checkout.getByTestId('checkout-due')).toHaveText(`£${due.toFixed(2)}`)

  // Cash first: it is offered everything; the client hands over £50 for £20 of it.
  await checkout.getByLabel('Add a payment').selectOption('cash')
  const cash = checkout.getByTestId('checkout-tender').nth(0)
  await expect(cash.getByLabel('Cash · Amount (£)')).toHaveValue(due.toFixed(2))
  await cash.getByLabel('Cash · Amount (£)').fill('20')
  await cash.getByLabel('Cash handed over (£)').fill('50')
  await expect(cash).toContainText('Change: £30.00')
  await expect(checkout.getByTestId('checkout-left')).toHaveText(`Left to take: £${(due - 20).toFixed(2)}`)
  // The rest on the terminal: offered what is left.
  await checkout.getByLabel('Add a payment').selectOption('terminal')
  await expect(checkout.getByLabel('Card on the terminal · Amount (£)')).toHaveValue((due - 20).toFixed(2))
  await checkout.getByLabel('Last four digits (optional)').fill('4321')
  await expect(checkout.getByTestId('checkout-left')).toHaveText('All taken')
  await expectNoAxeViolations(page, 'dialog[open]')

  await checkout.getByRole('button', { name: 'Close the sale' }).click()
  const sale = page.getByTestId('sale')
  await expect(sale).toContainText(/Sale \d{8}-\d{3} closed\./)
  await expect(sale).toContainText('Give £30.00 change.')
  await expect(sale).toContainText('Argan oil 100 ml')
  await expectNoAxeViolations(page, 'dialog[open]')
  const number = (await sale.getByRole('heading').textContent())!.replace('Sale ', '')
  await page.getByRole('dialog').getByRole('button', { name: /close/ }).first().click()
  await expect(block).toHaveAttribute('data-state', 'completed')

  // The day's takings: the sale with both methods, on the takings screen.
  const today = (
    await answer<{ sale: { date: string } }>(
      await admin.get(
        `/api/staff/sales/${(await answer<{ sale: { id: string } | null }>(await admin.get(`/api/staff/checkout?visit=${visitId}`, { headers: ONE_CONNECTION }))).sale!.id}`,
        {
          headers: ONE_CONNECTION,
        },
      ),
    )
  ).sale.date
  await page.goto(`/admin/takings?salon=${salon}&date=${today}`)
  const row = page.getByTestId('takings-sales').getByRole('row', { name: new RegExp(`^${number}`) })
  await expect(row).toContainText(`£${due.toFixed(2)}`)
  await expect(row).toContainText('Cash')
  await expect(row).toContainText('Card on the terminal')
  const takings = await answer<{ methods: Record<string, { taken: number }> }>(
    await admin.get(`/api/staff/takings?salon=${salon}&date=${today}`, { headers: ONE_CONNECTION }),
  )
  const methods = page.getByTestId('takings-methods')
  await expect(methods.getByRole('row', { name: /^Cash / })).toContainText(`£${takings.methods.cash!.taken.toFixed(2)}`)
})

test('a gift voucher sold to a walk-in shows its code to hand over', async ({ page }) => {
  await signInToAdmin(page)
  await page.goto('/admin/calendar')
  await page.getByRole('button', { name: 'Walk-in sale' }).click()
  const checkout = page.getByRole('dialog', { name: 'Walk-in sale' })
  await checkout.getByRole('button', { name: 'Sell a gift voucher' }).click()
  await checkout.getByRole('textbox', { name: 'Gift voucher', exact: true }).fill('Gift voucher')
  await checkout.getByLabel('Price (£)').fill('50')
  await checkout.getByLabel('Recipient’s name').fill('Grace')
  await checkout.getByLabel('Add a payment').selectOption('terminal')
  await expectNoAxeViolations(page, 'dialog[open]')
  await checkout.getByRole('button', { name: 'Close the sale' }).click()
  await expect(page.getByTestId('voucher-sold')).toHaveText(/^Voucher [0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4} for £50\.00/)
})
