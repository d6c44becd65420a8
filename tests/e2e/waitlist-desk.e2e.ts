import path from 'node:path'

import { expect, test } from '@playwright/test'

import { adminApi, signInToAdmin } from '../helpers/admin'
import { json, offered } from '../helpers/calendar-page'
import { ONE_CONNECTION, signInByApi } from '../helpers/money-e2e'
import { messagesTo } from '../helpers/sms-outbox'

/**
 * The waitlist at the front desk on a reception tablet (1024×768, touch; issue 30, decision 0046):
 * the receptionist adds a client to the waitlist from the client card, sees them in the day's
 * waitlist, offers them a time by hand — the client is texted the held time — and sees a visitor
 * who joins online appear in the list within a second, without a reload (the salon's event stream).
 */

// The e2e server texts through the outbox provider into its default file (scripts/test.mjs sets none).
process.env.SMS_OUTBOX_FILE ??= path.resolve('data/sms-outbox.jsonl')

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true })

/** This file's phones: +4474018 and five digits. */
let nextPhone = Date.now() % 80_000
const phone = () => `+4474018${String(10_000 + (nextPhone++ % 80_000)).padStart(5, '0')}`
/** As a receptionist types it. */
const national = (e164: string) => `0${e164.slice(3)}`

test('staff add a client from the card, offer a time by hand, and see an online join live', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const admin = await adminApi(baseURL!)
  const before = await json<{ textsFrom: string; textsUntil: string }>(
    await admin.get('/api/globals/waitlist-settings'),
  )
  // Offers are texted only in the salon's texting hours: all day for this test, whatever the hour.
  expect(
    (await admin.post('/api/globals/waitlist-settings', { data: { textsFrom: '00:00', textsUntil: '24:00' } })).ok(),
  ).toBe(true)
  const visitors = await Promise.all([browser.newContext(), browser.newContext()])
  try {
    // A Chelsea stylist's day 90–110 days ahead with two free starts.
    const api = page.request
    const salon = (await json<{ id: string; slug: string }[]>(await api.get('/api/booking/locations'))).find(
      (l) => l.slug === 'backstage-chelsea',
    )!.id
    const stylist = (
      await json<{ id: string; name: string; services: string[] }[]>(
        await api.get(`/api/booking/employees?location=${salon}`),
      )
    ).find((s) => s.services.length)!
    const service = stylist.services[0]!
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
    const free = await offered(api, salon, service, stylist.id, day(90), day(110))
    const [date, times] = Object.entries(free).find(([, t]) => t.length >= 2)!

    // A client on file (registered online), and a visitor who will join the waitlist online.
    const [carded, online] = [phone(), phone()]
    const [cardPage, onlinePage] = await Promise.all(visitors.map((v) => v.newPage()))
    await signInByApi(cardPage!, carded, { firstname: 'Carla', lastname: 'Card' })
    await signInByApi(onlinePage!, online, { firstname: 'Olive', lastname: 'Online' })

    // The day on the tablet, its event stream open.
    await signInToAdmin(page)
    const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/staff/events' && r.ok())
    await page.goto(`/admin/calendar?salon=${salon}&date=${date}`)
    const waitlist = page.getByTestId('waitlist-day')
    await expect(waitlist.getByRole('heading', { name: 'Waitlist for this day' })).toBeVisible()
    await stream

    // 1. From the client card: add Carla to the waitlist for that day, with that stylist.
    await page.getByLabel('Find a client (name, phone or email)').fill(national(carded))
    await page
      .getByRole('search')
      .getByRole('listitem')
      .filter({ hasText: 'Carla Card' })
      .getByRole('button', { name: 'Client card' })
      .click()
    const card = page.getByRole('dialog', { name: 'Client card' })
    const form = card.getByRole('form', { name: 'Add to the waitlist' })
    await form.getByLabel('Salon').selectOption(salon)
    await form.getByLabel('Service').selectOption(service)
    await form.getByLabel('Stylist').selectOption(stylist.id)
    await form.getByLabel('First day').fill(date)
    await form.getByRole('button', { name: 'Add to the waitlist' }).click()
    await expect(form.getByText('Added to the waitlist.')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(card).toHaveCount(0)

    // 2. She is in the day's waitlist, waiting.
    const carla = waitlist.getByRole('listitem').filter({ hasText: carded })
    await expect(carla).toContainText('Carla Card')
    await expect(carla).toContainText('Waiting since')

    // 3. Offered a time by hand: held for her and texted.
    const offer = carla.getByRole('form', { name: 'Offer a time' })
    await expect(offer.getByLabel('Stylist')).toHaveValue(stylist.id)
    await offer.getByLabel('Time').fill(times[0]!)
    await offer.getByRole('button', { name: 'Hold and text' }).click()
    await expect(waitlist.getByText('Held and texted.')).toBeVisible()
    await expect(carla).toContainText(`Offered ${times[0]}, held until`)
    const text = messagesTo(carded).find((m) => /held for you/.test(m.body))
    expect(text?.body).toMatch(/\/book\/\?offer=\d+\.[\w-]+/)

    // 4. A visitor joins online for that day: the list shows her within a second, no reload.
    const joined = await onlinePage!.request.post('/api/waitlist', {
      headers: ONE_CONNECTION,
      data: { location: salon, services: [service], employee: null, from: date, to: date },
    })
    expect(joined.status(), await joined.text()).toBe(201)
    await expect(waitlist.getByRole('listitem').filter({ hasText: online })).toContainText('Olive Online', {
      timeout: 1_000,
    })
  } finally {
    await admin.post('/api/globals/waitlist-settings', { data: before })
    await Promise.all(visitors.map((v) => v.close()))
    await admin.dispose()
  }
})
