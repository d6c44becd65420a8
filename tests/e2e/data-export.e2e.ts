import { readFile } from 'node:fs/promises'

import { expect, test } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { unzipSync } from 'fflate'

import { signInToAdmin } from '../helpers/admin'
import { expectNoAxeViolations } from '../helpers/axe'
import { signInByApi } from '../helpers/money-e2e'

/**
 * Leaving with everything (issue 31), in Chromium against the production build: an admin downloads
 * the salon's export from the dashboard on the reception tablet (one zip: the manifest, the CSV
 * tables, the content), and a client downloads their own data from /account/ as JSON and as CSV,
 * and agrees to offers by text or email there, or withdraws, in either language — and the
 * receptionist sees and changes the same choice in the admin.
 */

const CLIENT_ADDRESS = '100.64.85.1'
const phone = `+4474005${String(Math.floor(Date.now() / 1000) % 100_000).padStart(5, '0')}`
const CONSENT_ADDRESS = '100.64.88.250'
const consentPhone = `+4474006${String(Math.floor(Date.now() / 1000) % 100_000).padStart(5, '0')}`

test('an admin downloads the salon’s export from the dashboard', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1024, height: 768 })
  await signInToAdmin(page)
  const card = page.getByRole('region', { name: 'The salon’s data' })
  await expect(card).toBeVisible()
  await expectNoAxeViolations(page, '[aria-labelledby="export-heading"]')
  const download = page.waitForEvent('download')
  await card.getByRole('link', { name: 'Download everything (zip)' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^parlour-export-\d{4}-\d{2}-\d{2}\.zip$/)
  const files = unzipSync(new Uint8Array(await readFile((await file.path())!)))
  const manifest = JSON.parse(new TextDecoder().decode(files['manifest.json'])) as { files: { path: string }[] }
  expect(manifest.files.map((f) => f.path)).toEqual(expect.arrayContaining(['clients.csv', 'visits.csv']))
  const clients = parse(new TextDecoder().decode(files['clients.csv']), { columns: true, bom: true }) as {
    phone: string
  }[]
  // Phones in E.164; a client erased at their request (tests/e2e/account-delete.e2e.ts) has none.
  const withPhone = clients.filter((c) => c.phone !== '')
  expect(withPhone.length).toBeGreaterThan(0)
  expect(withPhone.every((c) => /^\+\d+$/.test(c.phone))).toBe(true)
  expect(files['content/services.json']).toBeDefined()
})

test.describe('a client', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': CLIENT_ADDRESS } })

  test('downloads their own data from the account, as JSON and as CSV', async ({ page }) => {
    await signInByApi(page, phone, { firstname: 'Dora', lastname: 'Data' })
    await page.goto('/account/')
    const json = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download my data (JSON)' }).click()
    const data = JSON.parse(await readFile((await (await json).path())!, 'utf8')) as {
      profile: { phone: string; firstName: string }
      texts: { kind: string }[]
    }
    expect(data.profile).toMatchObject({ phone, firstName: 'Dora' })
    expect(data.texts.some((t) => t.kind === 'code')).toBe(true)
    const csv = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download my data (CSV, zip)' }).click()
    const files = unzipSync(new Uint8Array(await readFile((await (await csv).path())!)))
    expect(parse(new TextDecoder().decode(files['profile.csv']), { columns: true, bom: true })).toEqual([
      expect.objectContaining({ phone, firstName: 'Dora' }),
    ])
  })
})

test.describe('a client’s offers', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': CONSENT_ADDRESS } })

  test('start unticked; ticked and unticked in the account, they stay after a reload, go in the download and show in the admin', async ({
    page,
  }) => {
    await signInByApi(page, consentPhone, { firstname: 'Olga', lastname: 'Offers' })
    await page.goto('/account/')
    const offers = page.getByRole('group', { name: 'Offers and news' })
    const sms = offers.getByRole('checkbox', { name: 'Send me offers and news by text' })
    const email = offers.getByRole('checkbox', { name: 'Send me offers and news by email' })
    await expect(sms).not.toBeChecked()
    await expect(email).not.toBeChecked()
    await expectNoAxeViolations(page, 'fieldset')

    await sms.check()
    await expect(offers.getByRole('status')).toHaveText('Your choice is saved.')
    await page.reload()
    await expect(sms).toBeChecked()
    await expect(email).not.toBeChecked()

    await email.check()
    await expect(offers.getByRole('status')).toHaveText('Your choice is saved.')
    await sms.uncheck()
    await expect(offers.getByRole('status')).toHaveText('Your choice is saved.')
    await page.reload()
    await expect(sms).not.toBeChecked()
    await expect(email).toBeChecked()

    // The same choice in Ukrainian.
    await page.goto('/ua/account/')
    const ua = page.getByRole('group', { name: 'Пропозиції та новини' })
    await expect(ua.getByRole('checkbox', { name: 'Надсилайте мені пропозиції та новини в SMS' })).not.toBeChecked()
    await expect(
      ua.getByRole('checkbox', { name: 'Надсилайте мені пропозиції та новини електронною поштою' }),
    ).toBeChecked()

    const json = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Завантажити мої дані (JSON)' }).click()
    const data = JSON.parse(await readFile((await (await json).path())!, 'utf8')) as {
      consents: { channel: string; agreed: boolean; changedAt: string | null }[]
    }
    expect(data.consents.map((c) => [c.channel, c.agreed])).toEqual([
      ['sms', false],
      ['email', true],
    ])
    expect(data.consents.every((c) => c.changedAt !== null)).toBe(true)

    // She phones to say no more emails: the receptionist sees her choices in the admin and ticks it.
    const { client } = (await (await page.request.get('/api/auth/me')).json()) as { client: { id: string } }
    await page.setViewportSize({ width: 1024, height: 768 })
    await signInToAdmin(page)
    await page.goto(`/admin/collections/clients/${client.id}`)
    const noTexts = page.getByRole('checkbox', { name: 'No offers by text' })
    const noEmails = page.getByRole('checkbox', { name: 'No offers by email' })
    await expect(noTexts).toBeChecked()
    await expect(noEmails).not.toBeChecked()
    await noEmails.check()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/updated successfully/i).first()).toBeVisible()
    await page.goto('/account/')
    await expect(offers.getByRole('checkbox', { name: 'Send me offers and news by email' })).not.toBeChecked()
    await expect(offers.getByRole('checkbox', { name: 'Send me offers and news by text' })).not.toBeChecked()
  })
})
