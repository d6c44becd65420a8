import { type APIRequestContext, expect, test } from '@playwright/test'

import { submitAdminLogin } from '../helpers/admin'
import { latestCode } from '../helpers/sms-outbox'

/**
 * A client books through the public booking API (signed in by a code read from the SMS outbox);
 * staff then find the visit in the admin: on the day schedule under its stylist, in the SMS
 * outbox and in the clients list.
 */

const PHONE = '+447700900654'
const CLIENT = { firstname: 'Schedule', lastname: 'Viewer' }

type Booked = { id: string; date: string; start: string; end: string; salonId: string; stylist: string }

async function json<T = Record<string, unknown>>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300)
  return (await response.json()) as T
}

/** Signs a new client in by phone and books the first free time of a Chelsea stylist. */
async function bookAsClient(api: APIRequestContext): Promise<Booked> {
  const { authId } = await json<{ authId: string }>(
    await api.post('/api/auth/code', { data: { phone: '07700 900654' } }),
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
    const from = new Date().toISOString().slice(0, 10)
    const to = new Date(Date.now() + 13 * 86_400_000).toISOString().slice(0, 10)
    const free = await json<Record<string, Record<string, string[]>>>(
      await api.get(
        `/api/booking/free-time?location=${salon.id}&services=${service.id}&from=${from}&to=${to}&employee=${stylist.id}`,
      ),
    )
    const day = Object.entries(free[stylist.id] ?? {}).find(([, times]) => times.length)
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
    return {
      id: appointment.id,
      date: appointment.date,
      start: appointment.start.slice(11),
      end: appointment.end.slice(11),
      salonId: salon.id,
      stylist: stylist.name,
    }
  }
  throw new Error('No free time at Chelsea in the next two weeks')
}

test('staff see a visit booked online on the day schedule, in the SMS outbox and among clients', async ({
  page,
  request,
}) => {
  const booked = await bookAsClient(request)
  const schedule = `/admin/schedule?salon=${booked.salonId}&date=${booked.date}`

  // Signed out, the schedule sends the visitor to the login, which brings them back after it.
  await page.goto(schedule)
  await expect(page).toHaveURL(/\/admin\/login\/?\?redirect=/)
  await submitAdminLogin(page)
  await expect(page).toHaveURL(new RegExp(`/admin/schedule/?\\?salon=${booked.salonId}&date=${booked.date}`))

  await expect(page.getByRole('heading', { level: 1, name: 'Day schedule' })).toBeVisible()
  const column = page.getByRole('region', { name: booked.stylist })
  await expect(column.getByText(/^Works \d\d:\d\d–\d\d:\d\d/)).toBeVisible()
  const visit = column.getByRole('link', { name: new RegExp(`${CLIENT.firstname} ${CLIENT.lastname}`) })
  await expect(visit).toContainText(`${booked.start}–${booked.end}`)
  await expect(visit).toContainText(PHONE)
  await expect(visit).toContainText('Planned')

  // A member of staff who reads the admin in Ukrainian gets the schedule in Ukrainian.
  const origin = new URL(page.url()).origin
  await page.context().addCookies([{ name: 'payload-lng', value: 'uk', url: origin }])
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Розклад дня' })).toBeVisible()
  await expect(column.getByText(/^Працює \d\d:\d\d–\d\d:\d\d/)).toBeVisible()
  await expect(visit).toContainText('Заплановано')
  await expect(page.getByRole('link', { name: 'Наступний день →' })).toBeVisible()
  await page.context().addCookies([{ name: 'payload-lng', value: 'en', url: origin }])
  await page.reload()

  // The block opens the appointment in the admin.
  await visit.click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/appointments/${booked.id}/?$`))

  // Previous and next day move the date; the menu and the dashboard lead back to the schedule.
  await page.goto(schedule)
  await page.getByRole('link', { name: 'Next day →' }).click()
  await expect(page).toHaveURL(/date=\d{4}-\d\d-\d\d/)
  await expect(page).not.toHaveURL(new RegExp(`date=${booked.date}`))
  await expect(page.getByRole('link', { name: new RegExp(`${CLIENT.firstname} ${CLIENT.lastname}`) })).toHaveCount(0)
  await page.goto('/admin')
  await expect(page.locator('#nav-schedule')).toHaveAttribute('href', /\/admin\/schedule\/?$/)
  await page.getByRole('link', { name: 'Today’s appointments by stylist' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Day schedule' })).toBeVisible()

  // The appointments list filters with one click: the visit is upcoming, not cancelled.
  await page.goto('/admin/collections/appointments')
  await page.getByRole('navigation', { name: 'Quick filters' }).getByRole('link', { name: 'Upcoming' }).click()
  await expect(page.getByRole('row').filter({ hasText: PHONE })).toBeVisible()
  await page.getByRole('navigation', { name: 'Quick filters' }).getByRole('link', { name: 'Cancelled' }).click()
  await expect(page).toHaveURL(/state%5D%5Bequals%5D=cancelled|state\]\[equals\]=cancelled/)
  const cancelledRows = page.getByRole('row').filter({ hasText: 'Cancelled' })
  await expect(page.getByRole('heading', { name: 'No Results.' }).or(cancelledRows.first())).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: PHONE })).toHaveCount(0)

  // The sign-in code and the booking text are in the SMS outbox; the client is in the clients list.
  await page.goto('/admin/collections/sms-messages')
  await expect(page.getByRole('row').filter({ hasText: PHONE }).first()).toBeVisible()
  await page.goto('/admin/collections/clients')
  await expect(page.getByRole('row').filter({ hasText: PHONE }).filter({ hasText: CLIENT.firstname })).toBeVisible()
})
