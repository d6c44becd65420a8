import path from 'node:path'

import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test'

import { adminApi } from '../helpers/admin'
import { latestCode, messagesTo } from '../helpers/sms-outbox'

/**
 * The waitlist on a phone (390×844, decision 0046): a client finds no time that suits in the
 * widget and joins the waitlist for that day; the visit in the way is cancelled; the server's job
 * holds the time for them and texts a link; the link opens the widget at that time, ready to
 * confirm, and books it; the account lists the entry as booked.
 */

// The e2e server texts through the outbox provider into its default file (scripts/test.mjs sets none).
process.env.SMS_OUTBOX_FILE ??= path.resolve('data/sms-outbox.jsonl')

test.use({ viewport: { width: 390, height: 844 } })

// Fresh numbers of this suite's own range (+44 74013 xxxxx) for each run.
let serial = 0
const freshPhone = () => `+4474013${String((Math.floor(Date.now() / 1000) * 7 + serial++) % 100_000).padStart(5, '0')}`

/** One connection per call (Playwright's pooled sockets outlive the server's keep-alive). */
const call = (request: APIRequestContext) => ({
  get: (url: string) => request.get(url, { headers: { connection: 'close' } }),
  post: (url: string, data?: unknown) => request.post(url, { headers: { connection: 'close' }, data }),
})

async function signIn(request: APIRequestContext, phone: string) {
  const api = call(request)
  const sent = await api.post('/api/auth/code', { phone })
  expect(sent.status()).toBe(200)
  const { authId } = (await sent.json()) as { authId: string }
  const code = latestCode(phone)
  await api.post('/api/auth/verify', { authId, code })
  const done = await api.post('/api/auth/verify', { authId, code, firstname: 'Wanda', lastname: 'Waitlist' })
  expect(done.status()).toBe(200)
}

const londonToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' })
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

test('a client on the waitlist is texted the cancelled time and books it from the link', async ({ page, baseURL }) => {
  test.setTimeout(180_000)
  // Offers are texted only in the salon's texting hours: all day for this test, whatever the hour.
  const admin = await adminApi(baseURL!)
  const before = (await (await admin.get('/api/globals/waitlist-settings')).json()) as {
    textsFrom: string
    textsUntil: string
  }
  expect(
    (await admin.post('/api/globals/waitlist-settings', { data: { textsFrom: '00:00', textsUntil: '24:00' } })).ok(),
  ).toBe(true)
  const owner = await playwrightRequest.newContext({ baseURL })
  try {
    const api = call(owner)
    const locations = (await (await api.get('/api/booking/locations')).json()) as { id: string; slug: string }[]
    const salon = locations.find((l) => l.slug === 'backstage-chelsea')!
    const employees = (await (await api.get(`/api/booking/employees?location=${salon.id}`)).json()) as {
      id: string
      slug: string
      services: string[]
    }[]
    const stylist = employees.find((e) => e.slug === 'olivia-bennett') ?? employees.find((e) => e.services.length)!
    const service = stylist.services[0]!
    // A day 5–12 days ahead (inside the widget's first two weeks) with at least two free starts.
    const from = plusDays(londonToday(), 5)
    const to = plusDays(londonToday(), 12)
    const free = (await (
      await api.get(
        `/api/booking/free-time?location=${salon.id}&services=${service}&employee=${stylist.id}&from=${from}&to=${to}`,
      )
    ).json()) as Record<string, Record<string, string[]>>
    const [date, times] = Object.entries(free[stylist.id] ?? {}).find(([, t]) => t.length >= 2)!
    const time = times[0]!

    // Someone else has the day's first time.
    await signIn(owner, freshPhone())
    const booked = await api.post('/api/booking/appointments', {
      location: salon.id,
      start: `${date}T${time}`,
      items: [{ service, employee: stylist.id }],
    })
    expect(booked.status()).toBe(201)
    const visit = ((await booked.json()) as { appointment: { id: string } }).appointment

    // The client wants that time: it is not offered, so they join the waitlist for the day.
    const phone = freshPhone()
    await signIn(page.request, phone)
    await page.goto(`/book/?salon=${salon.id}&service=${service}&employee=${stylist.id}`)
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    const day = page.locator(`button[data-date="${date}"]`)
    await day.click()
    await expect(day).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('button', { name: time, exact: true })).toHaveCount(0)
    await page.getByRole('button', { name: 'No time that suits? Join the waitlist' }).click()
    await expect(page.getByLabel('First day')).toHaveValue(date)
    await page.getByRole('button', { name: 'Join the waitlist', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'You are on the waitlist' })).toBeVisible()

    // The visit is cancelled: within the job queue's round the time is held for the client and texted.
    expect((await api.post(`/api/booking/appointments/${visit.id}/cancel`, {})).status()).toBe(200)
    let link = ''
    await expect
      .poll(
        () => {
          const text = messagesTo(phone).find((m) => /held for you/.test(m.body))
          link = text ? (/\/book\/\?offer=[\w.-]+/.exec(text.body)?.[0] ?? '') : ''
          return link
        },
        { timeout: 60_000, intervals: [1000] },
      )
      .not.toBe('')

    // Nobody else can book it meanwhile.
    const retry = await api.post('/api/booking/appointments', {
      location: salon.id,
      start: `${date}T${time}`,
      items: [{ service, employee: stylist.id }],
    })
    expect(retry.status()).toBe(409)

    // The link opens the widget at the held time, ready to confirm.
    await page.goto(link)
    await expect(page.getByRole('heading', { name: 'Check and confirm' })).toBeVisible()
    await expect(page.getByText(time).first()).toBeVisible()
    await page.getByRole('button', { name: 'Confirm the booking' }).click()
    await expect(page.getByRole('heading', { name: 'You are booked' })).toBeVisible()

    await page.goto('/account/')
    const entry = page.getByRole('region', { name: 'Waitlist' }).locator('li').first()
    await expect(entry).toContainText('Booked')
  } finally {
    await admin.post('/api/globals/waitlist-settings', { data: before })
    await owner.dispose()
    await admin.dispose()
  }
})
