import { expect, test, type APIRequestContext } from '@playwright/test'

import { minutesOfDay } from '../../src/features/booking/domain/time'
import { bookingMessages } from '../../src/platform/i18n/booking-messages'
import { latestCode } from '../helpers/sms-outbox'

/**
 * What one client may hold online (issue 32), seen in the widget: a signed-in client who has
 * booked the day's 4 services and holds a fifth time that day is told, in the page's language,
 * that the salon takes more by phone — and stays on the time step with the time still chosen.
 */

// Fresh UK mobile numbers (07400 2xxxxx) for this run and project: each registers a new client.
let serial = 0
function freshPhone(project: string): string {
  const n = (Math.floor(Date.now() / 1000) * 10 + serial++ * 3 + (project === 'mobile' ? 1 : 0)) % 100_000
  return `07400 2${String(n).padStart(5, '0')}`
}
const e164 = (national: string) => `+44${national.replace(/\s/g, '').slice(1)}`
const londonDate = (at: number) => new Date(at).toLocaleDateString('en-CA', { timeZone: 'Europe/London' })

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300)
  return (await response.json()) as T
}

/** Signs the page's context in as a new client (the code read from the SMS outbox). */
async function signIn(api: APIRequestContext, phone: string) {
  const { authId } = await json<{ authId: string }>(await api.post('/api/auth/code', { data: { phone } }))
  const code = latestCode(e164(phone))
  await json(await api.post('/api/auth/verify', { data: { authId, code, firstname: 'Limit', lastname: 'Tester' } }))
}

/**
 * A Chelsea stylist, their shortest service and a day 3–12 days ahead (inside the widget's first
 * two weeks, and still cancellable online) with five starts that do not overlap.
 */
async function dayWithFiveStarts(api: APIRequestContext) {
  const locations = await json<{ id: string; slug: string }[]>(await api.get('/api/booking/locations'))
  const salon = locations.find((l) => l.slug === 'backstage-chelsea')!
  const services = await json<{ id: string; duration: number }[]>(
    await api.get(`/api/booking/services?location=${salon.id}`),
  )
  const employees = await json<{ id: string; slug: string; services: string[] }[]>(
    await api.get(`/api/booking/employees?location=${salon.id}`),
  )
  const from = londonDate(Date.now() + 3 * 86_400_000)
  const to = londonDate(Date.now() + 12 * 86_400_000)
  for (const stylist of employees) {
    const service = services.filter((s) => stylist.services.includes(s.id)).sort((a, b) => a.duration - b.duration)[0]
    if (!service) continue
    const free = await json<Record<string, Record<string, string[]>>>(
      await api.get(
        `/api/booking/free-time?location=${salon.id}&services=${service.id}&from=${from}&to=${to}&employee=${stylist.id}`,
      ),
    )
    for (const [date, times] of Object.entries(free[stylist.id] ?? {})) {
      const apart: string[] = []
      for (const t of times)
        if (!apart.length || minutesOfDay(t) >= minutesOfDay(apart.at(-1)!) + service.duration) apart.push(t)
      if (apart.length >= 5) return { salon, stylist, service, date, starts: apart.slice(0, 5) }
    }
  }
  throw new Error('no Chelsea stylist has five free starts on one day in the coming days')
}

test('a client who booked the day’s limit online is told to call the salon, in English and in Ukrainian', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const api = page.request
  await signIn(api, freshPhone(testInfo.project.name))
  const { salon, stylist, service, date, starts } = await dayWithFiveStarts(api)
  let visit = ''
  for (const start of starts.slice(0, 4)) {
    const { appointment } = await json<{ appointment: { id: string } }>(
      await api.post('/api/booking/appointments', {
        data: { location: salon.id, start: `${date}T${start}`, items: [{ service: service.id, employee: stylist.id }] },
      }),
    )
    visit = appointment.id
  }

  for (const [path, locale, next] of [
    ['/book/', 'en', 'Continue'],
    ['/ua/book/', 'uk', 'Далі'],
  ] as const) {
    await page.goto(`${path}?salon=backstage-chelsea&service=${service.id}&employee=${stylist.slug}`)
    await expect(page.locator(`input[value="${service.id}"]`)).toBeChecked()
    await page.getByRole('button', { name: next }).click()
    await expect(page.locator(`input[type=radio][value="${stylist.id}"]`)).toBeChecked()
    await page.getByRole('button', { name: next }).click()
    await page.locator(`button[data-date="${date}"]`).click()
    const fifth = page.getByRole('button', { name: starts[4], exact: true })
    await fifth.click()
    await page.getByRole('button', { name: next }).click()
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
      locale === 'en'
        ? 'You can book up to 4 services for one day online. To add more, please call the salon.'
        : bookingMessages('uk').bookErrDayLimit,
    )
    // Nothing was held; the chosen time is still there to change.
    await expect(fifth).toHaveAttribute('aria-pressed', 'true')
  }

  // The visit is let go again, so the rest of the suite finds the diary as it was.
  await json(await api.post(`/api/booking/appointments/${visit}/cancel`, { data: {} }))
})
