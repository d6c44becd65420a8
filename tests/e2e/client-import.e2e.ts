import { expect, test } from '@playwright/test'

import { adminApi, signInToAdmin } from '../helpers/admin'
import { expectNoAxeViolations } from '../helpers/axe'

/**
 * Moving in on the reception tablet (1024×768, touch): the admin opens "Move clients in" from the
 * side menu, uploads a Treatwell client export with one malformed row, reads the preview (new
 * clients, the skipped line and why; nothing written yet), confirms, and the clients are there.
 * The page is axe-clean at each step and reads in Ukrainian for staff who use the admin in it.
 */

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true })

const CSV = [
  'Name,Email Address,Phone Number,Additional Information,Marketing Communications,Client Since',
  'Wren Ashby,wren.ashby@e2e.example,0131 496 0701,Likes an early slot,Opted in,05/03/2022',
  'Basil Ford,basil.ford@e2e.example,0131 496 0702,,Opted out,19/11/2024',
  'Nope Number,nope@e2e.example,12,,Opted in,01/01/2024',
].join('\n')

test('an admin previews a Treatwell export, confirms it, and the clients are in Parlour', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!)
  const clientsWith = async (phone: string) =>
    (await (await api.get(`/api/clients?where[phone][equals]=${encodeURIComponent(phone)}&depth=0`)).json()) as {
      totalDocs: number
      docs: { firstName: string; noEmailMarketing: boolean }[]
    }

  await signInToAdmin(page)
  // The side menu (folded away at this width) has the page for admins.
  await expect(page.locator('#nav-import')).toHaveAttribute('href', /\/admin\/import\/?$/)
  await page.goto('/admin/import')
  await expect(page.getByRole('heading', { level: 1, name: 'Move clients in' })).toBeVisible()
  const view = page.locator('[data-import-view]')
  await expectNoAxeViolations(page, '[data-import-view]')

  // Previewing without a file says what is missing.
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect(view.getByRole('alert')).toHaveText('Choose the CSV file first.')

  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'treatwell-clients.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) })
  await page.getByRole('button', { name: 'Preview' }).click()
  const preview = page.getByTestId('import-preview')
  await expect(preview.getByRole('row', { name: /^File/ })).toContainText('Treatwell — clients')
  await expect(preview.getByRole('row', { name: /^New clients/ })).toContainText('2')
  const skipped = page.getByTestId('import-skipped')
  await expect(skipped.getByRole('row', { name: /^4 / })).toContainText('the phone “12” is not a valid number')
  await expectNoAxeViolations(page, '[data-import-view]')
  // Nothing is written by the preview.
  expect((await clientsWith('+441314960701')).totalDocs).toBe(0)

  await page.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(view.getByRole('status')).toHaveText('Imported: 2 new clients, 0 updated, 0 visits booked.')
  await expect(page.getByTestId('import-result')).toBeVisible()
  await expectNoAxeViolations(page, '[data-import-view]')
  const wren = await clientsWith('+441314960701')
  expect(wren.totalDocs).toBe(1)
  expect(wren.docs[0]).toMatchObject({ firstName: 'Wren', noEmailMarketing: false })
  expect((await clientsWith('+441314960702')).docs[0]).toMatchObject({ noEmailMarketing: true })

  // The same page in Ukrainian.
  const origin = new URL(page.url()).origin
  await page.context().addCookies([{ name: 'payload-lng', value: 'uk', url: origin }])
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Перенесення клієнтів' })).toBeVisible()
  await page
    .getByLabel('Файл CSV')
    .setInputFiles({ name: 'treatwell-clients.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) })
  await page.getByRole('button', { name: 'Переглянути' }).click()
  await expect(page.getByTestId('import-preview').getByRole('row', { name: /^Клієнти без змін/ })).toContainText('2')
  await expect(page.getByTestId('import-skipped')).toContainText('телефон «12» — не дійсний номер')
  await expectNoAxeViolations(page, '[data-import-view]')
  await page.context().addCookies([{ name: 'payload-lng', value: 'en', url: origin }])
  await api.dispose()
})

test('a file of another shape is mapped column by column in the form', async ({ page }) => {
  const csv = 'Client;Mobile;Mail\nRuth Penn;0131 496 0711;ruth.penn@e2e.example\n'
  await signInToAdmin(page)
  await page.goto('/admin/import')
  const view = page.locator('[data-import-view]')
  await page.getByLabel('CSV file').setInputFiles({ name: 'other.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect(view.getByRole('alert')).toHaveText(
    'The import does not know these columns: choose below which column holds each field, then preview again.',
  )
  await page.getByLabel('Full name').selectOption('Client')
  await page.getByLabel('Phone', { exact: true }).selectOption('Mobile')
  await page.getByLabel('Email', { exact: true }).selectOption('Mail')
  await expectNoAxeViolations(page, '[data-import-view]')
  await page.getByRole('button', { name: 'Preview' }).click()
  const preview = page.getByTestId('import-preview')
  await expect(preview.getByRole('row', { name: /^File/ })).toContainText('Manual column map')
  await expect(preview.getByRole('row', { name: /^New clients/ })).toContainText('1')
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(view.getByRole('status')).toHaveText('Imported: 1 new clients, 0 updated, 0 visits booked.')
})
