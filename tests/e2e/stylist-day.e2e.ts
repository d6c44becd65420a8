import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'

import { adminApi, signInToAdmin } from '../helpers/admin'
import { expectNoAxeViolations } from '../helpers/axe'

/**
 * A stylist's own day on a phone (issue 30, decision 0047), in Chromium at 390×844 with touch: the
 * stylist signs in to their own account and lands on My day, sees the day's visit with the client,
 * services, note and what is due, blocks an hour, and the receptionist's calendar shows the block;
 * the printable day sheet lists the day's visit with the client's phone.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

const LONDON = 'Europe/London'
const londonDate = (at: number) => new Date(at).toLocaleDateString('en-CA', { timeZone: LONDON })

interface Setup {
  salon: string
  stylist: { id: string; name: string }
  service: { id: string; title: string }
  date: string
  time: string
  client: { name: string; phone: string }
  account: { email: string; password: string }
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300)
  return (await response.json()) as T
}

/**
 * A Chelsea stylist offered a morning time and both 15:00 and 16:00 on a day 30–60 days ahead, a
 * phone client booked at the morning time with a note, and a stylist's account tied to them.
 */
async function prepare(baseURL: string, phone: string, first: string): Promise<Setup> {
  const api = await adminApi(baseURL)
  const locations = await json<{ id: string; slug: string }[]>(await api.get('/api/booking/locations'))
  const salon = locations.find((l) => l.slug === 'backstage-chelsea')!.id
  const stylists = await json<{ id: string; name: string; services: string[] }[]>(
    await api.get(`/api/booking/employees?location=${salon}`),
  )
  const services = await json<{ id: string; name: string; duration: number }[]>(
    await api.get(`/api/booking/services?location=${salon}`),
  )
  const from = londonDate(Date.now() + 30 * 86_400_000)
  const to = londonDate(Date.now() + 60 * 86_400_000)
  for (const stylist of stylists.toReversed()) {
    const service = services.find((s) => stylist.services.includes(s.id) && s.duration <= 60)
    if (!service) continue
    const free = await json<Record<string, Record<string, string[]>>>(
      await api.get(
        `/api/booking/free-time?location=${salon}&services=${service.id}&employee=${stylist.id}&from=${from}&to=${to}`,
      ),
    )
    for (const [date, times] of Object.entries(free[stylist.id] ?? {})) {
      const time = times.find((t) => t < '12:00' && t.endsWith(':00'))
      if (!time || !times.includes('15:00') || !times.includes('16:00')) continue
      const client = { name: `${first} Phoneday`, phone }
      const booked = await api.post('/api/staff/visits', {
        data: {
          salon,
          start: `${date}T${time}`,
          employee: stylist.id,
          services: [service.id],
          client: { phone: client.phone, firstName: first, lastName: 'Phoneday' },
          note: 'Patch test done',
        },
      })
      expect(booked.status(), await booked.text()).toBe(201)
      const account = { email: `stylist-${Date.now()}@parlour.example`, password: 'stylist-phone-day-1' }
      const created = await api.post('/api/users', {
        data: { ...account, name: stylist.name, roles: ['stylist'], stylist: Number(stylist.id) },
      })
      expect(created.status(), await created.text()).toBe(201)
      await api.dispose()
      return {
        salon,
        stylist: { id: stylist.id, name: stylist.name },
        service: { id: service.id, title: service.name },
        date,
        time,
        client,
        account,
      }
    }
  }
  throw new Error('No Chelsea stylist free in the morning and at 15:00–17:00 on one day')
}

async function signInAs(page: Page, account: Setup['account']) {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(account.email)
  await page.locator('#field-password').fill(account.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
}

/** The receptionist's calendar on a tablet, in a browser of their own. */
async function receptionist(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1024, height: 768 }, hasTouch: true })
  const page = await context.newPage()
  await signInToAdmin(page)
  return { context, page }
}

test('a stylist runs their own day from a phone, and the desk sees their blocked hour', async ({
  page,
  browser,
  baseURL,
}) => {
  const setup = await prepare(baseURL!, '+447401420001', 'Stella')

  // Signing in lands on My day.
  await signInAs(page, setup.account)
  await expect(page).toHaveURL(/\/admin\/my-day/)
  await expect(page.getByRole('heading', { level: 1, name: `My day · ${setup.stylist.name}` })).toBeVisible()
  // Its menu has My day, and none of the site's or the desk's collections.
  await expect(page.getByRole('link', { name: 'My day' })).toHaveCount(1)
  for (const name of ['Services', 'Appointments', 'Clients', 'Calendar'])
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0)

  // The day of the visit: time, client, services, note, what is due.
  await page.locator('[data-my-day-view]').getByLabel('Date', { exact: true }).first().fill(setup.date)
  const visit = page.getByTestId('my-day-visit').filter({ hasText: setup.client.name })
  await expect(visit).toBeVisible()
  await expect(visit).toContainText(setup.time)
  await expect(visit).toContainText(setup.service.title)
  await expect(visit).toContainText('Note: Patch test done')
  await expect(visit.getByTestId('my-day-money')).toHaveText(/^Due £\d+\.\d\d$/)
  // Phone-sized: nothing wider than the screen, and the buttons are big enough to tap.
  const width = await page.locator('[data-my-day-view]').evaluate((el) => el.scrollWidth)
  expect(width).toBeLessThanOrEqual(390)
  const next = await page.getByRole('button', { name: 'Next day →' }).boundingBox()
  expect(next!.height).toBeGreaterThanOrEqual(44)
  await expectNoAxeViolations(page, '[data-my-day-view]')

  // Block an hour.
  const form = page.getByRole('form', { name: 'Block my time' })
  await form.getByLabel('From').fill('15:00')
  await form.getByLabel('To').fill('16:00')
  await form.getByLabel('Reason').fill('School run')
  await form.getByRole('button', { name: 'Block this time' }).click()
  await expect(page.getByTestId('my-day-status')).toHaveText('Blocked 15:00–16:00.')
  await expect(page.getByTestId('my-day-block').filter({ hasText: 'School run' })).toContainText('15:00–16:00')

  // The week lists the same visit.
  await page.getByRole('button', { name: 'Week', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: `My week · ${setup.stylist.name}` })).toBeVisible()
  await expect(page.getByTestId('my-day-day')).toHaveCount(7)
  await expect(page.getByTestId('my-day-visit').filter({ hasText: setup.client.name })).toBeVisible()

  // The desk's calendar is not for a stylist's account.
  const refused = await page.evaluate(
    (url) => fetch(url, { credentials: 'same-origin' }).then((r) => r.status),
    `/api/staff/calendar?salon=${setup.salon}&date=${setup.date}`,
  )
  expect(refused).toBe(403)

  // The receptionist's calendar shows the blocked hour.
  const desk = await receptionist(browser, baseURL!)
  await desk.page.goto(`/admin/calendar?salon=${setup.salon}&date=${setup.date}`)
  await expect(
    desk.page.getByTestId(`column-${setup.stylist.id}-${setup.date}`).getByText('Blocked 15:00–16:00 · School run'),
  ).toBeVisible()

  // The desk's day sheet of the salon, from the calendar's link: the visit with the client's phone.
  const href = await desk.page.getByTestId('day-sheet-link').getAttribute('href')
  await desk.page.goto(href!)
  const sheet = desk.page
    .getByTestId('day-sheet-stylist')
    .filter({ has: desk.page.getByRole('heading', { name: new RegExp(`^${setup.stylist.name}`) }) })
  const row = sheet.getByTestId('day-sheet-visit').filter({ hasText: setup.client.name })
  await expect(row).toContainText(setup.client.phone)
  await expect(row).toContainText(setup.service.title)
  await expect(row).toContainText('Patch test done')
  await expect(sheet).toContainText('Blocked: School run')
  await desk.context.close()
})

test('a stylist prints only their own day sheet', async ({ page, baseURL }) => {
  const setup = await prepare(baseURL!, '+447401420002', 'Sasha')
  await signInAs(page, setup.account)
  await expect(page).toHaveURL(/\/admin\/my-day/)
  // The desk's pages send it back to its own day.
  for (const desk of ['/admin/calendar', '/admin/takings', '/admin/report']) {
    await page.goto(desk)
    await expect(page).toHaveURL(/\/admin\/my-day\/?(\?|$)/)
  }
  // Whatever stylist or salon the address names, the sheet is the stylist's own.
  await page.goto(`/admin/calendar/print?salon=${setup.salon}&date=${setup.date}&stylist=999999`)
  await expect(page.getByRole('heading', { level: 1, name: /^Day sheet/ })).toBeVisible()
  await expect(page.getByTestId('day-sheet-stylist')).toHaveCount(1)
  await expect(page.getByTestId('day-sheet-stylist')).toContainText(setup.stylist.name)
  await expect(page.getByTestId('day-sheet-visit').filter({ hasText: setup.client.name })).toContainText(
    setup.client.phone,
  )
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()
  // Printed, the sheet leaves its buttons out.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
})
