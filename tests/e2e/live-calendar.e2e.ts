import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'

import { adminApi, signInToAdmin } from '../helpers/admin'

/**
 * Two reception tablets on the same day agree within a second of a change made elsewhere, told by
 * the server's event stream (issue 30, decision 0044) — not by polling: while the stream is up the
 * calendar does not ask for the day again until something changes; with the stream down it polls.
 */

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true })

/** This file's phones (issue 30's live part): +4474011 and five digits. */
let nextPhone = Date.now() % 80_000
const phone = () => `+4474011${String(10_000 + (nextPhone++ % 80_000)).padStart(5, '0')}`

interface Place {
  salon: string
  stylist: string
  service: string
  date: string
  times: string[]
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300)
  return (await response.json()) as T
}

/** A stylist of the first salon with at least two free starts on a day 60–80 days ahead, read through the desk's API. */
async function findPlace(desk: APIRequestContext): Promise<Place> {
  const first = await ok<{ salon: { id: string }; today: string; columns: { employeeId: string }[] }>(
    await desk.get('/api/staff/calendar'),
  )
  const salon = first.salon.id
  const day = (n: number) =>
    new Date(Date.parse(`${first.today}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
  for (let n = 60; n < 80; n++) {
    const date = day(n)
    const shown = await ok<{ columns: { employeeId: string }[]; services: { id: string }[] }>(
      await desk.get(`/api/staff/calendar?salon=${salon}&date=${date}`),
    )
    for (const { employeeId } of shown.columns)
      for (const { id } of shown.services.slice(0, 8)) {
        const free = await desk.get(
          `/api/staff/free-time?salon=${salon}&employee=${employeeId}&services=${id}&date=${date}`,
        )
        if (!free.ok()) continue
        const { times } = (await free.json()) as { times: string[] }
        if (times.length >= 2) return { salon, stylist: employeeId, service: id, date, times }
      }
  }
  throw new Error('No free time 60–80 days ahead')
}

/**
 * A signed-in tablet showing the day (or `view`), counting its reads of the diary and of anything
 * else `counted` names; `stream` resolves once its event stream is open.
 */
async function tablet(browser: Browser, place: Place, view = '', counted = (_path: string) => false) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true })
  const page = await context.newPage()
  await page.clock.install()
  await signInToAdmin(page)
  const reads = { count: 0 }
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname
    if (path.startsWith('/api/staff/calendar') || counted(path)) reads.count++
  })
  const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/staff/events' && r.status() === 200)
  await page.goto(`/admin/calendar?salon=${place.salon}&date=${place.date}${view}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible()
  return { page, reads, stream, close: () => context.close() }
}

const visitOn = (page: Page, place: Place, id: string) =>
  page.getByTestId(`column-${place.stylist}-${place.date}`).locator(`[data-visit="${id}"]`)

test('two tablets agree within a second of a change made elsewhere, and neither polls meanwhile', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const desk = await adminApi(baseURL!)
  const place = await findPlace(desk)
  const [a, b] = [await tablet(browser, place), await tablet(browser, place)]
  await Promise.all([a.stream, b.stream])
  // Settled: each has read the day, and once more when its stream opened (whatever changed before).
  await expect.poll(() => Math.min(a.reads.count, b.reads.count)).toBeGreaterThanOrEqual(2)

  // Ten seconds of the tablets' own time without a change: no read of the day (a 3-second poll would make three).
  const quiet = [a.reads.count, b.reads.count]
  await a.page.clock.runFor(10_000)
  await b.page.clock.runFor(10_000)
  expect([a.reads.count, b.reads.count]).toEqual(quiet)

  // Booked elsewhere (a third desk, through the API): both show it within a second.
  const booked = await ok<{ visit: { id: string; version: string } }>(
    await desk.post('/api/staff/visits', {
      data: {
        salon: place.salon,
        start: `${place.date}T${place.times[0]}`,
        employee: place.stylist,
        services: [place.service],
        client: { phone: phone(), firstName: 'Livia', lastName: 'Live' },
      },
    }),
  )
  await Promise.all([
    expect(visitOn(a.page, place, booked.visit.id)).toBeVisible({ timeout: 1_000 }),
    expect(visitOn(b.page, place, booked.visit.id)).toBeVisible({ timeout: 1_000 }),
  ])

  // Cancelled elsewhere: both drop it within a second.
  const cancelled = await desk.post(`/api/staff/visits/${booked.visit.id}/cancel`, {
    data: { version: booked.visit.version, reason: 'Changed plans' },
  })
  expect(cancelled.status()).toBe(200)
  await Promise.all([
    expect(visitOn(a.page, place, booked.visit.id)).toHaveCount(0, { timeout: 1_000 }),
    expect(visitOn(b.page, place, booked.visit.id)).toHaveCount(0, { timeout: 1_000 }),
  ])
  // Still no polling: only reads that followed the two changes.
  const settled = [a.reads.count, b.reads.count]
  await a.page.clock.runFor(10_000)
  expect(a.reads.count).toBe(settled[0])
  await Promise.all([a.close(), b.close()])
  await desk.dispose()
})

test('with the event stream refused, the calendar falls back to asking every few seconds', async ({
  browser,
  baseURL,
}) => {
  const desk = await adminApi(baseURL!)
  const place = await findPlace(desk)
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true })
  const page = await context.newPage()
  await page.clock.install()
  await page.route('**/api/staff/events**', (route) => route.fulfill({ status: 503, body: 'busy' }))
  await signInToAdmin(page)
  let reads = 0
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/staff/calendar')) reads++
  })
  await page.goto(`/admin/calendar?salon=${place.salon}&date=${place.date}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible()
  await expect.poll(() => reads).toBeGreaterThanOrEqual(1)
  const before = reads
  await page.clock.runFor(10_000)
  await expect.poll(() => reads).toBeGreaterThanOrEqual(before + 3)
  await context.close()
  await desk.dispose()
})

test('the week view and a client card open over it follow changes made elsewhere within a second, without polling', async ({
  browser,
  baseURL,
}) => {
  const desk = await adminApi(baseURL!)
  const place = await findPlace(desk)
  const number = phone()
  const booked = await ok<{ visit: { id: string; version: string } }>(
    await desk.post('/api/staff/visits', {
      data: {
        salon: place.salon,
        start: `${place.date}T${place.times[0]}`,
        employee: place.stylist,
        services: [place.service],
        client: { phone: number, firstName: 'Carla', lastName: 'Card' },
      },
    }),
  )
  const { clients } = await ok<{ clients: { id: string; phone: string }[] }>(
    await desk.get(`/api/staff/clients?q=${encodeURIComponent(number)}`),
  )
  const clientId = clients.find((c) => c.phone === number)!.id

  // A tablet on the stylist's week; its reads of the diary and of the card are counted.
  const { page, reads, stream, close } = await tablet(browser, place, `&view=week&stylist=${place.stylist}`, (path) =>
    path.startsWith(`/api/staff/clients/${clientId}`),
  )
  await stream
  const inWeek = visitOn(page, place, booked.visit.id)
  await expect(inWeek).toBeVisible()

  // The client card, opened from the visit.
  await inWeek.click()
  await page.getByRole('dialog', { name: 'Visit of Carla Card' }).getByRole('button', { name: 'Client card' }).click()
  const card = page.getByRole('dialog', { name: 'Client card' })
  const visitLine = card.getByRole('listitem').filter({ hasText: `${place.date} ${place.times[0]}` })
  await expect(card.getByText('Carla Card', { exact: true })).toBeVisible()
  await expect(visitLine).not.toContainText('Cancelled')
  // Ten seconds of the tablet's own time without a change: no read of the week or the card.
  const quiet = reads.count
  await page.clock.runFor(10_000)
  expect(reads.count).toBe(quiet)

  // The client's name edited elsewhere: the card shows the new one within a second.
  const renamed = await desk.patch(`/api/staff/clients/${clientId}`, { data: { lastName: 'Renamed' } })
  expect(renamed.status(), await renamed.text()).toBe(200)
  await expect(card.getByText('Carla Renamed', { exact: true })).toBeVisible({ timeout: 1_000 })

  // The visit cancelled elsewhere: the card says so and the week behind it drops it, within a second.
  const cancelled = await desk.post(`/api/staff/visits/${booked.visit.id}/cancel`, {
    data: { version: booked.visit.version, reason: 'Changed plans' },
  })
  expect(cancelled.status(), await cancelled.text()).toBe(200)
  await Promise.all([
    expect(visitLine).toContainText('Cancelled', { timeout: 1_000 }),
    expect(inWeek).toHaveCount(0, { timeout: 1_000 }),
  ])
  // Still no polling: only the reads that followed the two changes.
  const settled = reads.count
  await page.clock.runFor(10_000)
  expect(reads.count).toBe(settled)
  await close()
  await desk.dispose()
})
