/**
 * The calendar's end-to-end setting (tests/e2e/calendar*.e2e.ts, front-desk-*.e2e.ts): two Chelsea
 * stylists who share a service and a day when both are free, found as the widget finds times.
 */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'

const LONDON = 'Europe/London'
export const londonDate = (at: number) => new Date(at).toLocaleDateString('en-CA', { timeZone: LONDON })

export interface Setup {
  salon: string
  a: { id: string; name: string }
  b: { id: string; name: string }
  service: { id: string; title: string; duration: number }
  date: string
  /** A time both stylists are offered on `date`, before 12:00. */
  time: string
  /** The hour blocked for stylist A (offered to A before the block). */
  block: string
}

export async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300)
  return (await response.json()) as T
}

export async function offered(
  api: APIRequestContext,
  salon: string,
  service: string,
  stylist: string,
  from: string,
  to: string,
) {
  const free = await json<Record<string, Record<string, string[]>>>(
    await api.get(
      `/api/booking/free-time?location=${salon}&services=${service}&employee=${stylist}&from=${from}&to=${to}`,
      {
        headers: { connection: 'close' },
      },
    ),
  )
  return free[stylist] ?? {}
}

/**
 * Two stylists of Chelsea who do one service, and a day 20–50 days ahead when both are offered a
 * morning time and stylist A is offered 13:00 — found as the widget finds times.
 */
export async function findSetup(api: APIRequestContext): Promise<Setup> {
  const locations = await json<{ id: string; slug: string }[]>(await api.get('/api/booking/locations'))
  const salon = locations.find((l) => l.slug === 'backstage-chelsea')!.id
  const stylists = await json<{ id: string; name: string; services: string[] }[]>(
    await api.get(`/api/booking/employees?location=${salon}`),
  )
  const services = await json<{ id: string; name: string; duration: number }[]>(
    await api.get(`/api/booking/services?location=${salon}`),
  )
  const from = londonDate(Date.now() + 20 * 86_400_000)
  const to = londonDate(Date.now() + 50 * 86_400_000)
  for (const a of stylists)
    for (const b of stylists) {
      if (a === b) continue
      const shared = services.find((s) => a.services.includes(s.id) && b.services.includes(s.id) && s.duration <= 60)
      if (!shared) continue
      const [freeA, freeB] = await Promise.all([
        offered(api, salon, shared.id, a.id, from, to),
        offered(api, salon, shared.id, b.id, from, to),
      ])
      for (const [date, times] of Object.entries(freeA)) {
        const time = times.find((t) => t < '12:00' && t.endsWith(':00') && freeB[date]?.includes(t))
        if (time && times.includes('13:00') && times.includes('14:00'))
          return {
            salon,
            a: { id: a.id, name: a.name },
            b: { id: b.id, name: b.name },
            service: { id: shared.id, title: shared.name, duration: shared.duration },
            date,
            time,
            block: '13:00',
          }
      }
    }
  throw new Error('No day when two Chelsea stylists are both free')
}

export const column = (page: Page, stylist: string, date: string) => page.getByTestId(`column-${stylist}-${date}`)

export async function openCalendar(page: Page, setup: Setup, date = setup.date) {
  await page.goto(`/admin/calendar?salon=${setup.salon}&date=${date}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible()
}

/** Adds a service in the booking form as a receptionist does: a few letters of its name, then a tap. */
export async function addService(dialog: Locator, title: string) {
  await dialog.getByLabel('Find a service').fill(title)
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  await dialog
    .getByRole('button', { name: new RegExp(`^${escaped} · \\d+ min`) })
    .first()
    .click()
}
