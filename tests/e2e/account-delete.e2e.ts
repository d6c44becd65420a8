import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { adminApi, signInToAdmin } from '../helpers/admin'
import { expectNoAxeViolations } from '../helpers/axe'
import { ONE_CONNECTION, signInByApi } from '../helpers/money-e2e'
import { outbox } from '../helpers/sms-outbox'

/**
 * A client's own data (issue 31), in Chromium against the production build: she downloads what the
 * salon holds about her, then deletes her account from /account/ with the code texted to her; her
 * visit to come is cancelled, she is signed out, and afterwards the site, the SMS outbox and the
 * admin no longer show her name or phone — the admin sees only that a client was erased, and when.
 */

// The e2e server texts through the outbox provider into its default file (scripts/test.mjs sets none).
process.env.SMS_OUTBOX_FILE ??= path.resolve('data/sms-outbox.jsonl')

const ADDRESS = '100.64.90.1'
// A number of her own (07400 6xxxxx: no other suite's range), new on each run.
const phone = `+4474006${String(Math.floor(Date.now() / 1000) % 100_000).padStart(5, '0')}`
const FIRST = 'Wilhelmina'
const LAST = 'Thistlewood'

const dayPlus = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

test.use({ extraHTTPHeaders: { 'x-forwarded-for': ADDRESS } })

test('a client downloads her data, then deletes her account with a texted code', async ({ page }) => {
  test.setTimeout(180_000)
  await page.context().addCookies([{ name: 'cookiesAccepted', value: 'true', url: 'http://localhost' }])
  await signInByApi(page, phone, { firstname: FIRST, lastname: LAST })
  const call = { headers: ONE_CONNECTION }

  // A visit to come, booked as the widget would (the first free time 4 to 20 days ahead).
  const locations = (await (await page.request.get('/api/booking/locations', call)).json()) as {
    id: string
    slug: string
  }[]
  const salon = locations.find((l) => l.slug === 'backstage-chelsea')!
  const stylists = (await (await page.request.get(`/api/booking/employees?location=${salon.id}`, call)).json()) as {
    id: string
    services: string[]
  }[]
  const stylist = stylists.find((s) => s.services.length)!
  const service = stylist.services[0]!
  const free = (await (
    await page.request.get(
      `/api/booking/free-time?location=${salon.id}&services=${service}&from=${dayPlus(4)}&to=${dayPlus(20)}&employee=${stylist.id}`,
      call,
    )
  ).json()) as Record<string, Record<string, string[]>>
  const [date, times] = Object.entries(free[stylist.id]!).find(([, t]) => t.length)!
  const booked = await page.request.post('/api/booking/appointments', {
    ...call,
    data: { location: salon.id, start: `${date}T${times[0]}`, items: [{ service, employee: stylist.id }] },
  })
  expect(booked.status(), await booked.text()).toBe(201)

  // Her data first: the JSON names her and holds the visit.
  await page.goto('/account/')
  const main = page.getByRole('main')
  const download = page.waitForEvent('download')
  await main.getByRole('link', { name: 'Download my data (JSON)' }).click()
  const data = JSON.parse(await readFile((await (await download).path())!, 'utf8')) as {
    profile: { phone: string; firstName: string }
    visits: { date: string; state: string }[]
  }
  expect(data.profile).toMatchObject({ phone, firstName: FIRST })
  expect(data.visits).toEqual([expect.objectContaining({ date, state: 'planned' })])

  // Then the deletion: a code is texted to her, and the form says where it went.
  const panel = main.getByTestId('account-delete')
  await expect(panel.getByRole('heading', { name: 'Delete my account' })).toBeVisible()
  await panel.getByRole('button', { name: 'Delete my account…' }).click()
  await expect(panel.getByText(`We have texted a code to ${phone}.`)).toBeVisible()
  await expectNoAxeViolations(page, '[data-testid="account-delete"]')
  const texted = () =>
    outbox()
      .filter((m) => m.to === phone && /delete your Parlour account/.test(m.body))
      .map((m) => /\b(\d{6})\b/.exec(m.body)![1]!)
      .at(-1) ?? ''
  await expect.poll(texted, { timeout: 15_000 }).toMatch(/^\d{6}$/)
  // A wrong code is refused in words, and nothing is deleted.
  const code = texted()
  await panel.getByLabel('Code from the text').fill(code === '000000' ? '111111' : '000000')
  await panel.getByRole('button', { name: 'Delete my account for good' }).click()
  await expect(panel.getByRole('alert')).toHaveText(/That code is not right/)
  await panel.getByLabel('Code from the text').fill(code)
  await panel.getByRole('button', { name: 'Delete my account for good' }).click()

  const done = main.getByTestId('account-deleted')
  await expect(done).toContainText('Your account is deleted')
  await expect(done).toContainText('Visits cancelled:')
  await expect(done).toBeFocused()
  await expectNoAxeViolations(page)

  // Signed out: the account offers the sign-in again, and her data is no longer anybody's to download.
  await page.reload()
  await expect(main.getByText('Sign in with your mobile number')).toBeVisible()
  expect((await page.request.get('/api/my-data', call)).status()).toBe(401)
  // Not a word of her in the outbox that stands in for the phone network, nor in the site's search.
  const outboxText = await readFile(process.env.SMS_OUTBOX_FILE!, 'utf8')
  for (const needle of [phone, FIRST, LAST]) expect(outboxText).not.toContain(needle)
  const index = await (await page.request.get('/api/search-index?locale=en', call)).text()
  expect(index).not.toContain(FIRST)

  // The admin finds no client by her phone; the data log says a client was erased, and when.
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInToAdmin(page)
  await page.goto(`/admin/collections/clients?search=${encodeURIComponent(phone.slice(-6))}`)
  await expect(page.getByRole('heading', { name: 'No Results.' })).toBeVisible()
  await page.goto('/admin/collections/data-log')
  await expect(
    page
      .getByRole('row', {
        name: /A client’s data erased .*Erased by the client in their account\. 1 visit to come cancelled\./,
      })
      .first(),
  ).toBeVisible()
})

test('a request made by phone: the admin records it, sees when it is due, and answers it from the client’s page', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  // A client who asks by phone for a copy of what the salon holds about her.
  const caller = `+4474007${String(Math.floor(Date.now() / 1000) % 100_000).padStart(5, '0')}`
  await signInByApi(page, caller, { firstname: 'Philippa', lastname: 'Ravensworth' })
  const me = (await (await page.request.get('/api/auth/me', { headers: ONE_CONNECTION })).json()) as {
    client: { id: string }
  }
  await page.context().clearCookies()

  const admin = await adminApi(baseURL!)
  const received = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' })
  const made = await admin.post('/api/data-requests', {
    data: { client: Number(me.client.id), kind: 'access', channel: 'phone', receivedOn: received },
  })
  expect(made.status(), await made.text()).toBe(201)
  const request = ((await made.json()) as { doc: { id: number; dueOn: string } }).doc
  expect(request.dueOn > received).toBe(true)
  await admin.dispose()

  await page.setViewportSize({ width: 1280, height: 800 })
  await signInToAdmin(page)
  // The dashboard reminds the admin while it is open.
  const card = page.getByTestId('data-requests-card')
  await expect(card).toContainText(/\d+ open requests?\./)
  await expect(card).toContainText('The next is due on')
  await expectNoAxeViolations(page, '[data-testid="data-requests-card"]')

  // Her page in the admin: the box downloads her data.
  await page.goto(`/admin/collections/clients/${me.client.id}`)
  const box = page.getByTestId('data-rights')
  await expect(box.getByRole('heading', { name: 'Their data' })).toBeVisible()
  const download = page.waitForEvent('download')
  await box.getByRole('link', { name: 'Download their data (JSON)' }).click()
  const data = JSON.parse(await readFile((await (await download).path())!, 'utf8')) as {
    profile: { phone: string; lastName: string }
  }
  expect(data.profile).toMatchObject({ phone: caller, lastName: 'Ravensworth' })

  // Answered: the request is done, and the download is in the data log with the admin.
  await page.goto('/admin/collections/data-requests')
  await expect(
    page.getByRole('row', { name: new RegExp(`A copy of their data By phone ${received}.*Done`) }),
  ).toBeVisible()
  await page.goto('/admin/collections/data-log')
  await expect(page.getByRole('row', { name: /A client’s data downloaded (?!<No By>).*JSON/ }).first()).toBeVisible()
})
