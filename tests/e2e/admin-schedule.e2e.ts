import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { addCalendarDays, localToInstant } from '../../src/features/booking/domain/time'
import { DEMO_ADMIN, signInToAdmin, submitAdminLogin } from '../helpers/admin'
import { latestCode } from '../helpers/sms-outbox'

/**
 * A client books through the public booking API (signed in by a code read from the SMS outbox);
 * staff then find the visit in the admin: on the calendar under its stylist (the old day
 * schedule's address opens it), in the SMS outbox and in the clients list.
 */

const PHONE = '+447700900950'
const CLIENT = { firstname: 'Schedule', lastname: 'Viewer' }

type Booked = { id: string; date: string; start: string; end: string; locationId: string; stylist: string }

async function json<T = Record<string, unknown>>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300)
  return (await response.json()) as T
}

const londonToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' })

/**
 * A stylist's free starts for one service over the two weeks from the salon's tomorrow, as the
 * widget asks for them. Never today: late in the day today's first free time is its last, at the
 * notice limit, and may be gone (or too soon) by the time it is booked.
 */
async function freeTime(api: APIRequestContext, salon: string, service: string, stylist: string) {
  const from = addCalendarDays(londonToday(), 1)
  const to = addCalendarDays(from, 13)
  const free = await json<Record<string, Record<string, string[]>>>(
    await api.get(
      `/api/booking/free-time?location=${salon}&services=${service}&from=${from}&to=${to}&employee=${stylist}`,
      { headers: { connection: 'close' } },
    ),
  )
  return free[stylist] ?? {}
}

/** The demo admin's headers for Payload's REST API (a cookie alone is not trusted without an Origin). */
async function staffHeaders(api: APIRequestContext) {
  const login = await json<{ token: string }>(
    await api.post('/api/users/login', { data: DEMO_ADMIN, headers: { connection: 'close' } }),
  )
  return { connection: 'close', Authorization: `JWT ${login.token}` }
}

/** What a test entered, deleted after it whether it passed or not (the times are free again). */
const entered: { collection: 'appointments' | 'clients'; id: string | number }[] = []
test.afterEach(async ({ request }) => {
  if (!entered.length) return
  const headers = await staffHeaders(request)
  for (const { collection, id } of entered.splice(0).reverse())
    expect((await request.delete(`/api/${collection}/${id}`, { headers })).status()).toBe(200)
})

/**
 * Waits until every row of the appointments list shows its client's phone: the relationship cells
 * fill in after the rows are drawn (and "Loading..." may not have appeared yet when asked).
 */
async function clientCellsShown(page: Page) {
  const waiting = page
    .getByRole('table')
    .getByRole('row')
    // A client erased at their request (tests/e2e/account-delete.e2e.ts) has no phone: Payload names them by id.
    .filter({ hasNotText: /\+44\d{10}|Untitled - ID: \d+/ })
  // The header row has no phone; with no results there is no table at all.
  await expect.poll(() => waiting.count()).toBeLessThanOrEqual(1)
}

/** Signs a new client in by phone and books the first free time of a Chelsea stylist from tomorrow. */
async function bookAsClient(api: APIRequestContext): Promise<Booked> {
  const { authId } = await json<{ authId: string }>(
    await api.post('/api/auth/code', { data: { phone: '07700 900950' } }),
  )
  const code = latestCode(PHONE)
  const first = await json(await api.post('/api/auth/verify', { data: { authId, code } }))
  expect(first.registrationRequired).toBe(true)
  await json(await api.post('/api/auth/verify', { data: { authId, code, ...CLIENT } }))

  const locations = await json<{ id: string; slug: string }[]>(await api.get('/api/booking/locations'))
  const salon = locations.find((l) => l.slug === 'backstage-chelsea')!
  const services = await json<{ id: string }[]>(await api.get(`/api/booking/services?location=${salon.id}`))
  for (const service of services) {
    const stylists = await json<{ id: string; name: string }[]>(
      await api.get(`/api/booking/employees?location=${salon.id}&services=${service.id}`),
    )
    const stylist = stylists[0]
    if (!stylist) continue
    const free = await freeTime(api, salon.id, service.id, stylist.id)
    const day = Object.entries(free).find(([, times]) => times.length)
    if (!day) continue
    const response = await api.post('/api/booking/appointments', {
      data: {
        location: salon.id,
        start: `${day[0]}T${day[1][0]}`,
        items: [{ service: service.id, employee: stylist.id }],
      },
    })
    expect(response.status(), await response.text()).toBe(201)
    const { appointment } = await response.json()
    entered.push({ collection: 'appointments', id: appointment.id })
    return {
      id: appointment.id,
      date: appointment.date,
      start: appointment.start.slice(11),
      end: appointment.end.slice(11),
      locationId: salon.id,
      stylist: stylist.name,
    }
  }
  throw new Error('No free time at Chelsea in the next two weeks')
}

test('staff see a visit booked online on the calendar, in the SMS outbox and among clients', async ({
  page,
  request,
}) => {
  // Many admin pages one after another: a minute was not enough on a busy machine.
  test.setTimeout(120_000)
  const booked = await bookAsClient(request)
  const schedule = `/admin/schedule?salon=${booked.locationId}&date=${booked.date}`

  // Signed out, the old schedule's address opens the calendar through the login, which brings them back.
  await page.goto(schedule)
  await expect(page).toHaveURL(/\/admin\/login\/?\?redirect=/)
  await submitAdminLogin(page)
  await expect(page).toHaveURL(new RegExp(`/admin/calendar/?\\?salon=${booked.locationId}&date=${booked.date}`))

  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible()
  const column = page.getByRole('region', { name: new RegExp(`^${booked.stylist}, Works \\d\\d:\\d\\d–\\d\\d:\\d\\d`) })
  const visit = column.getByRole('button', { name: new RegExp(`${CLIENT.firstname} ${CLIENT.lastname}`) })
  await expect(visit).toContainText(`${booked.start}–${booked.end}`)
  await expect(visit).toContainText('Planned')

  // A member of staff who reads the admin in Ukrainian gets the calendar in Ukrainian.
  const origin = new URL(page.url()).origin
  await page.context().addCookies([{ name: 'payload-lng', value: 'uk', url: origin }])
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Календар' })).toBeVisible()
  const ukColumn = page.getByRole('region', { name: new RegExp(`^${booked.stylist}, Працює`) })
  await expect(ukColumn.getByRole('button', { name: /Schedule Viewer/ })).toContainText('Заплановано')
  await expect(page.getByRole('button', { name: 'Наступний день →' })).toBeVisible()
  await page.context().addCookies([{ name: 'payload-lng', value: 'en', url: origin }])
  await page.reload()

  // The block opens the visit, with the client's phone.
  await visit.click()
  const dialog = page.getByRole('dialog', { name: `Visit of ${CLIENT.firstname} ${CLIENT.lastname}` })
  await expect(dialog).toContainText(PHONE)
  await expect(dialog).toContainText('Booked online')
  await page.keyboard.press('Escape')

  // Previous and next day move the date; the menu and the dashboard lead back to the calendar.
  await page.getByRole('button', { name: 'Next day →' }).click()
  await expect(page).not.toHaveURL(new RegExp(`date=${booked.date}`))
  await expect(page).toHaveURL(/date=\d{4}-\d\d-\d\d/)
  await expect(page.getByRole('button', { name: new RegExp(`${CLIENT.firstname} ${CLIENT.lastname}`) })).toHaveCount(0)
  await page.goto('/admin')
  await expect(page.locator('#nav-calendar')).toHaveAttribute('href', /\/admin\/calendar\/?$/)
  await page.getByRole('link', { name: 'Today’s appointments by stylist' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible()

  // The appointments list filters with one click: the visit is upcoming (on whichever page of the
  // list other bookings put it), not cancelled.
  await page.goto('/admin/collections/appointments')
  const upcomingLink = page.getByRole('navigation', { name: 'Quick filters' }).getByRole('link', { name: 'Upcoming' })
  const upcoming = new URL((await upcomingLink.getAttribute('href'))!, page.url())
  expect(upcoming.searchParams.get('sort')).toBe('start')
  let found = false
  for (let n = 1; !found; n++) {
    upcoming.searchParams.set('page', String(n))
    await page.goto(upcoming.toString())
    const rows = page.getByRole('row')
    await expect(rows.nth(1).or(page.getByRole('heading', { name: 'No Results.' }))).toBeVisible()
    if ((await rows.count()) <= 1) break
    await clientCellsShown(page)
    found = (await rows.filter({ hasText: PHONE }).count()) === 1
  }
  expect(found, 'the visit is on a page of the Upcoming list').toBe(true)
  await page.goto('/admin/collections/appointments')
  await page.getByRole('navigation', { name: 'Quick filters' }).getByRole('link', { name: 'Cancelled' }).click()
  await expect(page).toHaveURL(/state%5D%5Bequals%5D=cancelled|state\]\[equals\]=cancelled/)
  const cancelledRows = page.getByRole('row').filter({ hasText: 'Cancelled' })
  await expect(page.getByRole('heading', { name: 'No Results.' }).or(cancelledRows.first())).toBeVisible()
  await clientCellsShown(page)
  await expect(page.getByRole('row').filter({ hasText: PHONE })).toHaveCount(0)

  // The sign-in code and the booking text are in the SMS outbox; the client is in the clients list.
  await page.goto('/admin/collections/sms-messages')
  await expect(page.getByRole('row').filter({ hasText: PHONE }).first()).toBeVisible()
  await page.goto('/admin/collections/clients')
  await expect(page.getByRole('row').filter({ hasText: PHONE }).filter({ hasText: CLIENT.firstname })).toBeVisible()
})

test('Upcoming, Today and Tomorrow list the soonest visit first and Cancelled the latest cancellation, with more than ten booked', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signInToAdmin(page)
  const api = page.request
  // The admin's REST API takes the staff member's token (a cookie alone is not trusted without an Origin).
  const headers = await staffHeaders(api)
  const locations = await json<{ id: string; slug: string; timezone?: string }[]>(
    await api.get('/api/booking/locations', { headers }),
  )
  const salon = locations.find((l) => l.slug === 'backstage-chelsea')!
  const stylists = await json<{ id: string; services: string[] }[]>(
    await api.get(`/api/booking/employees?location=${salon.id}`, { headers }),
  )
  const services = await json<{ id: string; duration: number }[]>(
    await api.get(`/api/booking/services?location=${salon.id}`, { headers }),
  )

  // Twelve free times from tomorrow, found as the widget finds them: each stylist's first free
  // start on each day and the next one after that visit ends (so no two overlap), taken from the
  // soonest. Tomorrow then holds at least two of them, in an order the list must keep.
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3))
  const wanted: { stylist: string; service: { id: string; duration: number }; date: string; time: string }[] = []
  for (const stylist of stylists) {
    const service = services.find((s) => stylist.services.includes(s.id))
    if (!service) continue
    const free = await freeTime(api, salon.id, service.id, stylist.id)
    for (const [date, times] of Object.entries(free)) {
      const after = times.find((t) => toMinutes(t) >= toMinutes(times[0]!) + service.duration)
      for (const time of [times[0], after]) if (time) wanted.push({ stylist: stylist.id, service, date, time })
    }
  }
  wanted.sort((a, b) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`))
  const visits = wanted.slice(0, 12)
  expect(visits).toHaveLength(12)
  const tomorrow = addCalendarDays(londonToday(), 1)
  expect(visits.filter((v) => v.date === tomorrow).length).toBeGreaterThanOrEqual(2)

  // Staff enter them for one client by phone, latest first, so that the order they were entered
  // in is not the order of the list.
  const client = await json<{ doc: { id: string } }>(
    await api.post('/api/clients', {
      headers,
      data: { phone: '+447700900951', firstName: 'Soonest', lastName: 'First' },
    }),
  )
  entered.push({ collection: 'clients', id: client.doc.id })
  const created: { id: string; start: string }[] = []
  for (const visit of [...visits].reverse()) {
    const start = localToInstant(visit.date, visit.time, 'Europe/London')!.toISOString()
    const { doc } = await json<{ doc: { id: string; start: string } }>(
      await api.post('/api/appointments', {
        headers,
        data: {
          salon: Number(salon.id),
          client: client.doc.id,
          state: 'planned',
          items: [
            {
              service: Number(visit.service.id),
              stylist: Number(visit.stylist),
              start,
              duration: visit.service.duration,
            },
          ],
        },
      }),
    )
    created.push(doc)
    entered.push({ collection: 'appointments', id: doc.id })
  }
  // Staff cancel one of them now (the state alone, as in the admin's form): the latest cancellation.
  const cancelled = created[5]!
  await json(
    await api.patch(`/api/appointments/${cancelled.id}`, {
      headers,
      data: { state: 'cancelled', cancelReason: 'Client phoned' },
    }),
  )

  /** The ids of the list's rows as shown, and every visit of the same filter as the API sorts none. */
  async function listed(filter: string) {
    await page.goto('/admin/collections/appointments')
    const link = page.getByRole('navigation', { name: 'Quick filters' }).getByRole('link', { name: filter })
    const url = new URL((await link.getAttribute('href'))!, page.url())
    await link.click()
    await expect(page).toHaveURL(/sort=/)
    await expect(
      page
        .getByRole('row')
        .nth(1)
        .or(page.getByRole('heading', { name: 'No Results.' })),
    ).toBeVisible()
    const hrefs = await page
      .getByRole('row')
      .locator('a[href*="/admin/collections/appointments/"]')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname.split('/').filter(Boolean).pop()!))
    for (const key of ['sort', 'page', 'limit']) url.searchParams.delete(key)
    const all = await json<{ docs: { id: string | number; start: string; cancelledAt?: string }[] }>(
      await api.get(`/api/appointments?${url.searchParams}&limit=0&depth=0`, { headers }),
    )
    return { ids: [...new Set(hrefs)], all: all.docs.map((d) => ({ ...d, id: String(d.id) })) }
  }

  // Upcoming: more than ten visits, the first page holds the ten soonest, soonest first.
  const upcoming = await listed('Upcoming')
  expect(upcoming.all.length).toBeGreaterThan(10)
  expect(upcoming.ids).toHaveLength(10)
  const startOf = new Map(upcoming.all.map((d) => [d.id, Date.parse(d.start)]))
  const shown = upcoming.ids.map((id) => startOf.get(id)!)
  expect(shown).toEqual([...shown].sort((a, b) => a - b))
  expect(shown).toEqual([...startOf.values()].sort((a, b) => a - b).slice(0, 10))
  expect(upcoming.ids).not.toContain(String(cancelled.id))

  // Today and Tomorrow, as the rows show them: the soonest first (tomorrow holds at least two of
  // the visits just entered, latest first; today whatever other bookings put there).
  for (const filter of ['Today', 'Tomorrow']) {
    const day = await listed(filter)
    const startOfDay = new Map(day.all.map((d) => [d.id, Date.parse(d.start)]))
    const rows = day.ids.map((id) => startOfDay.get(id)!)
    expect(rows, filter).toEqual([...startOfDay.values()].sort((a, b) => a - b).slice(0, 10))
    if (filter === 'Tomorrow') {
      const ours = created.filter((c) => c.id !== cancelled.id && startOfDay.has(String(c.id)))
      expect(ours.length).toBeGreaterThanOrEqual(2)
    }
  }

  // Cancelled: the visit just cancelled is first.
  const cancellations = await listed('Cancelled')
  expect(cancellations.ids[0]).toBe(String(cancelled.id))
  const cancelledAt = new Map(cancellations.all.map((d) => [d.id, Date.parse(d.cancelledAt ?? '') || 0]))
  const order = cancellations.ids.map((id) => cancelledAt.get(id)!)
  expect(order).toEqual([...order].sort((a, b) => b - a))
})
