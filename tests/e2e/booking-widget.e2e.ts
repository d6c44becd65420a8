import { readFileSync } from 'node:fs'

import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test'

import { expectNoAxeViolations } from '../helpers/axe'
import { chooseDayAhead, chooseTimeDaysAhead, offeredTimes, tickService, visitSummary } from '../helpers/widget'
import { latestCode } from '../helpers/sms-outbox'

/**
 * The booking widget in Chromium against the production server, on the desktop and the phone:
 * a new client books two services with "any stylist" (code read from the SMS outbox) and gets
 * the .ics; /book/ preselects from its query; a time taken meanwhile gives the clear message and
 * fresh times; axe on every step; the Book buttons of a service and a stylist page preselect them.
 */

interface ApiService {
  id: string
  name: string
  slug: string
  duration: number
}
interface ApiEmployee {
  id: string
  name: string
  slug: string
  services: string[]
}

// Fresh UK mobile numbers (07400 1xxxxx) for this run and project: each registers a new client.
let phoneSerial = 0
function freshPhone(project: string): string {
  const n = (Math.floor(Date.now() / 1000) * 10 + phoneSerial++ * 3 + (project === 'mobile' ? 1 : 0)) % 100_000
  return `07400 1${String(n).padStart(5, '0')}`
}
const e164 = (national: string) => `+44${national.replace(/\s/g, '').slice(1)}`

async function chelseaCatalogue(api: APIRequestContext) {
  const locations = (await (await api.get('/api/booking/locations')).json()) as { id: string; slug: string }[]
  const chelsea = locations.find((l) => l.slug === 'backstage-chelsea')!
  const services = (await (await api.get(`/api/booking/services?location=${chelsea.id}`)).json()) as ApiService[]
  const employees = (await (await api.get(`/api/booking/employees?location=${chelsea.id}`)).json()) as ApiEmployee[]
  const byId = new Map(services.map((s) => [s.id, s]))
  // The stylist whose two shortest services of this salon make the shortest visit: "any stylist"
  // then has someone for both, and the demo's busy days still leave times for it.
  const pairs = employees
    .map((e) => {
      const own = e.services.flatMap((id) => byId.get(id) ?? []).sort((a, b) => a.duration - b.duration)
      return { stylist: e, first: own[0], second: own[1] }
    })
    .filter((p): p is { stylist: ApiEmployee; first: ApiService; second: ApiService } => !!p.first && !!p.second)
    .sort((a, b) => a.first.duration + a.second.duration - (b.first.duration + b.second.duration))
  return { chelsea, services, ...pairs[0]! }
}

/** What a test booked through the API, given back after it whether it passed or not. */
const cleanups: (() => Promise<void>)[] = []
test.afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const widgetOf = (page: Page) => page.getByTestId('booking-dialog')
const heading = (scope: Locator, name: string | RegExp) => scope.getByRole('heading', { level: 2, name })

test('a new client books two services with any stylist from the Book button, gets the .ics and cancels in the account', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const mobile = testInfo.project.name === 'mobile'
  const { first, second } = await chelseaCatalogue(page.request)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/about/')
  const opener = mobile
    ? page.getByTestId('floating-booking').getByRole('link', { name: 'Book now', exact: true })
    : page.getByRole('banner').getByRole('link', { name: 'Book now', exact: true })
  await expect(opener).toHaveAttribute('href', '/book/')
  await opener.click()

  const widget = widgetOf(page)
  await expect(widget).toBeVisible()
  await expect(page).toHaveURL(/\/about\/$/)
  if (mobile) {
    // A phone: the widget is the whole screen.
    const box = (await widget.boundingBox())!
    const viewport = page.viewportSize()!
    expect(box.x).toBe(0)
    expect(box.y).toBe(0)
    expect(Math.round(box.width)).toBe(viewport.width)
    expect(Math.round(box.height)).toBe(viewport.height)
  }
  await expect(heading(widget, 'Choose a salon')).toBeVisible()
  await expectNoAxeViolations(page, '[data-testid=booking-dialog]')
  await widget.getByRole('button', { name: /Backstage Chelsea/ }).click()

  await expect(heading(widget, 'Choose services')).toBeFocused()
  await tickService(widget, first.id)
  await tickService(widget, second.id)
  // The summary at the foot names both (each with its option, when it has any).
  await expect(visitSummary(widget)).toContainText(first.name)
  await expect(visitSummary(widget)).toContainText(second.name)
  await expectNoAxeViolations(page, '[data-testid=booking-dialog]')
  await widget.getByRole('button', { name: 'Continue' }).click()

  await expect(heading(widget, 'Choose a stylist')).toBeFocused()
  await expect(widget.getByRole('radio', { name: /Any stylist/ })).toBeChecked()
  await expectNoAxeViolations(page, '[data-testid=booking-dialog]')
  await widget.getByRole('button', { name: 'Continue' }).click()

  await expect(heading(widget, 'Choose a date and time')).toBeFocused()
  await expect(widget.getByText('Times are London time.')).toBeVisible()
  const { date: visitDay, time: firstTime } = await chooseTimeDaysAhead(widget)
  await expect(firstTime).toHaveAttribute('aria-pressed', 'true')
  await expectNoAxeViolations(page, '[data-testid=booking-dialog]')
  await widget.getByRole('button', { name: 'Continue' }).click()

  // The held time and its countdown from heldUntil (15 minutes).
  await expect(heading(widget, 'Sign in with your phone')).toBeFocused()
  await expect(widget.getByRole('timer')).toHaveText(/Time left to finish: 1[45]:\d\d/)
  const shown = await widget.getByRole('timer').textContent()
  await expect(widget.getByRole('timer')).not.toHaveText(shown!)
  await expectNoAxeViolations(page, '[data-testid=booking-dialog]')

  const phone = freshPhone(testInfo.project.name)
  await widget.getByLabel('Mobile number').fill(phone)
  await widget.getByRole('button', { name: 'Text me a code' }).click()
  const code = widget.getByLabel('Code from the text')
  await expect(code).toBeFocused()
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(code).toHaveAttribute('inputmode', 'numeric')
  await expect.poll(() => latestCode(e164(phone)), { timeout: 15_000 }).toMatch(/^\d{6}$/)
  // A pasted code (with other words around it) fills the field.
  await code.evaluate(
    (input, digits) => {
      const data = new DataTransfer()
      data.setData('text/plain', `Your code: ${digits}`)
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
    },
    latestCode(e164(phone)),
  )
  await expect(code).toHaveValue(latestCode(e164(phone)))
  await expectNoAxeViolations(page, '[data-testid=booking-dialog]')
  await widget.getByRole('button', { name: 'Confirm the code' }).click()

  // A new client: registration fields.
  const firstName = widget.getByLabel('First name')
  await expect(firstName).toBeFocused()
  await expect(widget.getByRole('radio', { name: 'Female' })).toBeChecked()
  await expectNoAxeViolations(page, '[data-testid=booking-dialog]')
  await firstName.fill('Ivy')
  await widget.getByLabel('Last name (optional)').fill('Tester')
  await widget.getByRole('button', { name: 'Continue' }).click()

  await expect(heading(widget, 'Check and confirm')).toBeFocused()
  for (const text of ['Backstage Chelsea', first.name, second.name, 'Ivy Tester', 'Total']) {
    await expect(widget).toContainText(text)
  }
  await expect(widget.getByRole('timer')).toBeVisible()
  await expectNoAxeViolations(page, '[data-testid=booking-dialog]')
  const booked = page.waitForResponse(
    (r) => r.url().endsWith('/api/booking/appointments') && r.request().method() === 'POST',
  )
  await widget.getByRole('button', { name: 'Confirm the booking' }).click()
  const response = await booked
  expect(response.status()).toBe(201)
  expect(response.request().headers()['idempotency-key']).toBeTruthy()
  const { appointment } = (await response.json()) as {
    appointment: { id: string; startsAt: string; items: unknown[] }
  }
  expect(appointment.items).toHaveLength(2)

  await expect(heading(widget, 'You are booked')).toBeFocused()
  await expectNoAxeViolations(page, '[data-testid=booking-dialog]')
  const downloading = page.waitForEvent('download')
  await widget.getByRole('link', { name: 'Add to calendar (.ics)' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^parlour-\d{4}-\d{2}-\d{2}\.ics$/)
  const ics = readFileSync((await download.path())!, 'utf8')
  const dtstart = appointment.startsAt.replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '')
  expect(ics).toContain(`\r\nDTSTART:${dtstart}\r\n`)
  expect(ics).toContain('BEGIN:VEVENT')

  await widget.getByRole('button', { name: 'Done' }).click()
  await expect(widget).toBeHidden()
  await expect(opener).toBeFocused()

  // Signed in now (GET /api/auth/me): the next booking goes from the held time straight to confirming.
  await opener.click()
  await widget.getByRole('button', { name: /Backstage Chelsea/ }).click()
  await tickService(widget, first.id)
  await widget.getByRole('button', { name: 'Continue' }).click()
  await widget.getByRole('button', { name: 'Continue' }).click()
  await expect(heading(widget, 'Choose a date and time')).toBeFocused()
  // The same day as the visit (days ahead, never today's last times at the notice limit), its
  // first time still offered; closing the widget gives the hold back.
  await widget.locator(`button[data-date="${visitDay}"]`).click()
  await firstTime.click()
  await widget.getByRole('button', { name: 'Continue' }).click()
  await expect(heading(widget, 'Check and confirm')).toBeFocused()
  await expect(widget.getByText('Step 5 of 5')).toBeVisible()
  await expect(widget).toContainText('Ivy Tester')
  await page.keyboard.press('Escape')
  await expect(widget).toBeHidden()

  // The account shows the visit booked in the widget, and it can be cancelled there.
  await page.context().addCookies([{ name: 'cookiesAccepted', value: 'true', url: page.url() }])
  await page.goto('/account/')
  const card = page
    .getByRole('main')
    .getByRole('region', { name: 'Upcoming visits' })
    .locator(`[data-visit="${appointment.id}"]`)
  for (const text of ['Backstage Chelsea', first.name, second.name]) await expect(card).toContainText(text)
  await card.getByRole('button', { name: 'Cancel visit' }).click()
  await card.getByRole('form', { name: 'Cancel this visit?' }).getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(card.locator('[data-state]')).toHaveText('Cancelled')
})

test('the /book/ page answers in both languages, stays out of search and preselects ?service=', async ({ page }) => {
  const { first } = await chelseaCatalogue(page.request)
  for (const path of ['/book/', '/ua/book/']) {
    const response = await page.request.get(path)
    expect(response.status(), path).toBe(200)
    expect(await response.text()).toMatch(/<meta name="robots" content="noindex, follow"/)
  }
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  expect(sitemap).not.toContain('/book/')

  await page.goto(`/book/?service=${first.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Book online' })).toBeVisible()
  await page.getByRole('button', { name: /Backstage Chelsea/ }).click()
  await expect(page.locator(`input[value="${first.id}"]`)).toBeChecked()
  await expect(visitSummary(page.locator('body'))).toContainText(first.name)

  await page.goto('/ua/book/?salon=backstage-chelsea')
  await expect(page.getByRole('heading', { level: 1, name: 'Онлайн-запис' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Оберіть послуги' })).toBeVisible()
  await expectNoAxeViolations(page)
})

/** A second visitor who registers with a fresh phone and books through the API. */
async function otherClient(baseURL: string, project: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL })
  const phone = freshPhone(project)
  const sent = await api.post('/api/auth/code', { data: { phone } })
  expect(sent.status()).toBe(200)
  const { authId } = (await sent.json()) as { authId: string }
  const code = latestCode(e164(phone))
  const verified = await api.post('/api/auth/verify', { data: { authId, code, firstname: 'Other' } })
  expect(verified.status()).toBe(200)
  return api
}

test('a time taken by someone else meanwhile gives the clear message and fresh times', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000)
  const { chelsea, stylist, first } = await chelseaCatalogue(page.request)
  await page.goto(`/book/?salon=backstage-chelsea&service=${first.id}&employee=${stylist.slug}`)
  await expect(page.locator(`input[value="${first.id}"]`)).toBeChecked()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('radio', { name: stylist.name })).toBeChecked()
  await page.getByRole('button', { name: 'Continue' }).click()

  // A day ahead that keeps a time once its first is taken (today's last time, taken, would leave
  // the day with none and its button disabled).
  const book = page.locator('body')
  const { date, times } = await chooseDayAhead(book, first.duration)
  const time = times[0]!
  await offeredTimes(book).first().click()

  // Someone else books that very time with that stylist first (and cancels it after the test, so
  // the other project's run and later suites find the day as it was).
  const other = await otherClient(baseURL!, testInfo.project.name)
  const taken = await other.post('/api/booking/appointments', {
    data: { location: chelsea.id, start: `${date}T${time}`, items: [{ service: first.id, employee: stylist.id }] },
  })
  expect(taken.status()).toBe(201)
  const { appointment } = (await taken.json()) as { appointment: { id: string } }
  cleanups.push(async () => {
    const cancelled = await other.post(`/api/booking/appointments/${appointment.id}/cancel`, { data: {} })
    expect(cancelled.status(), await cancelled.text()).toBe(200)
    await other.dispose()
  })

  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'Sorry, that time has just been taken. Please choose another time.',
  )
  // Fresh times: still on the time step, and the taken time is no longer offered that day.
  await expect(page.getByRole('heading', { level: 2, name: 'Choose a date and time' })).toBeVisible()
  await page.locator(`button[data-date="${date}"]`).click()
  await expect(page.getByRole('button', { name: time, exact: true })).toHaveCount(0)
  await expect(offeredTimes(book).first()).toBeVisible()
})

test("from a service page the widget lists that service's group first, by its full name, then the same gender", async ({
  page,
}) => {
  for (const [path, service, first, gender] of [
    [
      '/services/female/nails/manicure-nails/classic-gel-manicure/',
      /^Classic Gel Manicure(?! with)/,
      'Women · Nails',
      'Women',
    ],
    ['/services/male/hair/mens-haircut-scissors/', /^Men’s Haircut \(Scissors\)/, 'Men · Hair', 'Men'],
  ] as const) {
    await page.goto(path)
    await page.getByRole('main').getByRole('button', { name: 'Book now', exact: true }).click()
    const widget = widgetOf(page)
    await expect(heading(widget, 'Choose services')).toBeVisible()
    // Each group a <details>: the service's own open and first, the others folded.
    const groups = widget.locator('details')
    await expect(groups.first().locator('summary')).toHaveText(first)
    await expect(groups.first()).toHaveAttribute('open', '')
    await expect(widget.locator('details[open]')).toHaveCount(1)
    await expect(groups.first().getByRole('checkbox', { name: service })).toBeChecked()
    // Every group is named "Women · …" or "Men · …"; those of the same gender come next.
    const names = await groups.evaluateAll((sets) => sets.map((f) => f.querySelector('summary')?.textContent ?? ''))
    expect(names.length).toBeGreaterThan(2)
    for (const name of names) expect(name).toMatch(/^(Women|Men) · /)
    const sameGender = names.filter((n) => n.startsWith(`${gender} · `)).length
    expect(names.slice(0, sameGender).every((n) => n.startsWith(`${gender} · `))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(widget).toBeHidden()
  }
})

test('the Book buttons of a service page and a stylist page open the widget with them chosen', async ({ page }) => {
  await page.goto('/services/backstage-chelsea/female/hair/colouring/air-touch/')
  const main = page.getByRole('main')
  await main.getByRole('button', { name: 'Book now', exact: true }).click()
  const widget = widgetOf(page)
  await expect(heading(widget, 'Choose services')).toBeVisible()
  await expect(widget.getByRole('checkbox', { name: /^AirTouch Colouring/ })).toBeChecked()
  await expect(visitSummary(widget)).toContainText('AirTouch Colouring')
  await page.keyboard.press('Escape')
  await expect(widget).toBeHidden()
  await expect(main.getByRole('button', { name: 'Book now', exact: true })).toBeFocused()

  // The top-category form books at the default salon (Chelsea).
  await page.goto('/services/female/hair/colouring/air-touch/')
  await page.getByRole('main').getByRole('button', { name: 'Book now', exact: true }).click()
  await expect(widget.getByRole('checkbox', { name: /^AirTouch Colouring/ })).toBeChecked()

  await page.goto('/employees/amara-okafor/')
  const stylistMain = page.getByRole('main')
  await expect(stylistMain.getByRole('link', { name: 'Book now', exact: true })).toHaveAttribute(
    'href',
    /^\/book\/\?salon=[\w-]+&employee=amara-okafor$/,
  )
  await stylistMain.getByRole('link', { name: 'Book now', exact: true }).click()
  await expect(heading(widget, 'Choose services')).toBeVisible()
  await widget.getByRole('checkbox').first().check()
  await widget.getByRole('button', { name: 'Continue' }).click()
  await expect(widget.getByRole('radio', { name: 'Amara Okafor' })).toBeChecked()
  await page.keyboard.press('Escape')

  // A stylist card in the list: its own Book button, the stylist preselected and their salon found.
  await page.goto('/employees/')
  const cardBook = page.getByRole('main').getByRole('link', { name: /^Book now ?: Olivia Bennett$/ })
  await expect(cardBook).toHaveAttribute('href', '/book/?employee=olivia-bennett')
  await cardBook.click()
  await expect(heading(widget, 'Choose services')).toBeVisible()
  await widget.getByRole('checkbox').first().check()
  await widget.getByRole('button', { name: 'Continue' }).click()
  await expect(widget.getByRole('radio', { name: 'Olivia Bennett' })).toBeChecked()
})
