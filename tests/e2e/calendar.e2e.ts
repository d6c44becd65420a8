import { readFileSync } from 'node:fs'

import { type Browser, expect, type Page, test } from '@playwright/test'

import { adminApi, signInToAdmin } from '../helpers/admin'
import {
  addService,
  column,
  findSetup,
  json,
  londonDate,
  offered,
  openCalendar,
  type Setup,
} from '../helpers/calendar-page'
import { expectNoAxeViolations } from '../helpers/axe'
import { messagesTo } from '../helpers/sms-outbox'

/**
 * The front desk runs a day from the calendar on a reception tablet (1024×768, touch), signed in
 * as staff: a phone booking into a time the engine offers, a move to another stylist, a move onto
 * another visit asked about first, naming what is in the way, blocked time that online booking stops offering,
 * visits closed as completed and as no-show (seen on the client card), a cancellation texted to
 * the client, and a second receptionist's screen following along without a reload.
 */

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true })

/** Books a new phone client from the empty time of stylist `who` at `time` (confirming when asked). */
async function bookFromSlot(
  page: Page,
  setup: Setup,
  who: { id: string; name: string },
  date: string,
  time: string,
  client: { phone: string; first: string; last: string },
) {
  await column(page, who.id, date)
    .getByRole('button', { name: new RegExp(`^Book with ${who.name} (on ${date} )?at ${time}$`) })
    .click()
  const dialog = page.getByRole('dialog', { name: 'New booking' })
  await addService(dialog, setup.service.title)
  await dialog.getByLabel('Mobile phone').fill(client.phone)
  await dialog.getByLabel('First name').fill(client.first)
  await dialog.getByLabel('Last name').fill(client.last)
  return dialog
}

test('a receptionist runs the day from the calendar', async ({ page, browser, request }) => {
  test.setTimeout(180_000)
  const setup = await findSetup(request)
  await signInToAdmin(page)
  await openCalendar(page, setup)

  // A second receptionist has the same day open.
  const other = await secondReceptionist(browser, setup)

  // 1. A phone booking into a time the engine offers: the form shows the engine's free times.
  const phone = '+447700900961'
  let dialog = await bookFromSlot(page, setup, setup.a, setup.date, setup.time, {
    phone: '07700 900961',
    first: 'Penny',
    last: 'Phone',
  })
  const chips = dialog.getByRole('group', { name: new RegExp(`Free times the engine offers ${setup.a.name}`) })
  await expect(chips.getByRole('button', { name: setup.time })).toHaveAttribute('aria-pressed', 'true')
  await expectNoAxeViolations(page, 'dialog')
  await dialog.getByRole('button', { name: 'Book', exact: true }).click()
  await expect(page.getByTestId('calendar-status')).toContainText(`Booked: Penny Phone, ${setup.time}`)
  const visitA = column(page, setup.a.id, setup.date).getByRole('button', { name: /Penny Phone/ })
  await expect(visitA).toContainText('Planned')
  const visitId = (await visitA.getAttribute('data-visit'))!

  // The other screen shows it within 5 seconds, without a reload.
  await expect(column(other, setup.a.id, setup.date).locator(`[data-visit="${visitId}"]`)).toBeVisible({
    timeout: 5_000,
  })

  // 2. Move it to stylist B at the same time: a tap on one of the engine's free times for B moves it.
  await visitA.click()
  dialog = page.getByRole('dialog', { name: 'Visit of Penny Phone' })
  await expectNoAxeViolations(page, 'dialog')
  await dialog.getByLabel('Stylist').selectOption(setup.b.id)
  await dialog
    .getByRole('group', { name: new RegExp(`Free times for this visit with ${setup.b.name}`) })
    .getByRole('button', { name: setup.time, exact: true })
    .click()
  await expect(page.getByTestId('calendar-status')).toHaveText('Moved.')
  await expect(column(page, setup.b.id, setup.date).locator(`[data-visit="${visitId}"]`)).toBeVisible()
  await expect(column(other, setup.b.id, setup.date).locator(`[data-visit="${visitId}"]`)).toBeVisible({
    timeout: 5_000,
  })

  // 3. A walk-in with stylist A at that time; moving Penny back onto it asks first, saying who is in the way.
  dialog = await bookFromSlot(page, setup, setup.a, setup.date, setup.time, {
    phone: '07700 900962',
    first: 'Walter',
    last: 'Walkin',
  })
  await dialog.getByRole('button', { name: 'Book', exact: true }).click()
  await expect(column(page, setup.a.id, setup.date).getByRole('button', { name: /Walter Walkin/ })).toBeVisible()
  await column(page, setup.b.id, setup.date).locator(`[data-visit="${visitId}"]`).click()
  dialog = page.getByRole('dialog', { name: 'Visit of Penny Phone' })
  await dialog.getByLabel('Stylist').selectOption(setup.a.id)
  await dialog.getByRole('button', { name: 'Move', exact: true }).click()
  await expect(dialog.getByRole('alert')).toContainText(
    new RegExp(`${setup.a.name} is busy then: Walter Walkin’s visit ${setup.time}–\\d\\d:\\d\\d .* is in the way`),
  )
  await dialog.getByRole('button', { name: /close/ }).click()

  // 4. Block 13:00–14:00 for stylist A: online booking stops offering any start in it.
  await column(page, setup.a.id, setup.date)
    .getByRole('button', { name: `Book with ${setup.a.name} at 13:00` })
    .click()
  dialog = page.getByRole('dialog', { name: 'New booking' })
  await dialog.getByRole('button', { name: 'Block time' }).click()
  await expect(dialog.getByLabel('From', { exact: true })).toHaveValue('13:00')
  await dialog.getByLabel('To', { exact: true }).fill('14:00')
  await dialog.getByLabel('Reason').fill('Dentist')
  await expectNoAxeViolations(page, 'dialog')
  await dialog.getByRole('button', { name: 'Block', exact: true }).click()
  await expect(page.getByTestId('calendar-status')).toHaveText(`Blocked: ${setup.a.name} 13:00–14:00.`)
  await expect(column(page, setup.a.id, setup.date).getByText('Blocked 13:00–14:00 · Dentist')).toBeVisible()
  const after =
    (await offered(request, setup.salon, setup.service.id, setup.a.id, setup.date, setup.date))[setup.date] ?? []
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3))
  expect(after.filter((t) => minutes(t) < 14 * 60 && minutes(t) + setup.service.duration > 13 * 60)).toEqual([])
  expect(after.length).toBeGreaterThan(0)

  // On a touch screen a visit cannot be dragged and nothing says so: a tap on its free time moves
  // it instead (Walter to 14:00, after the blocked hour; the engine offers nothing inside it).
  const walter = column(page, setup.a.id, setup.date).getByRole('button', { name: /Walter Walkin/ })
  await expect(walter).toHaveAttribute('draggable', 'false')
  await expect(page.locator('[data-calendar-view]').getByText(/drag/i)).toHaveCount(0)
  await walter.click()
  dialog = page.getByRole('dialog', { name: 'Visit of Walter Walkin' })
  const walterTimes = dialog.getByRole('group', { name: new RegExp(`Free times for this visit with ${setup.a.name}`) })
  await expect(walterTimes.getByRole('button', { name: '14:00', exact: true })).toBeVisible()
  await expect(walterTimes.getByRole('button', { name: '13:00', exact: true })).toHaveCount(0)
  await walterTimes.getByRole('button', { name: '14:00', exact: true }).click()
  await expect(page.getByTestId('calendar-status')).toHaveText('Moved.')
  await expect(walter).toContainText(/^14:00–/)

  // 5. Cancel Penny's visit with a reason: she is texted.
  await column(page, setup.b.id, setup.date).locator(`[data-visit="${visitId}"]`).click()
  dialog = page.getByRole('dialog', { name: 'Visit of Penny Phone' })
  await dialog.getByLabel('Reason for cancelling').fill('Stylist off sick')
  await dialog.getByRole('button', { name: 'Cancel the visit' }).click()
  await expect(page.getByTestId('calendar-status')).toHaveText('Cancelled.')
  await expect
    .poll(() => messagesTo(phone).some((m) => /^Parlour: your visit on .+ is cancelled\.$/.test(m.body)), {
      timeout: 30_000,
    })
    .toBe(true)

  // The whole calendar (its title, toolbar and grid) passes axe.
  await expectNoAxeViolations(page, '[data-calendar-view]')
  await other.context().close()
})

test('visits that have started are closed as completed or no-show, and the no-show is on the client card', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const setup = await findSetup(request)
  await signInToAdmin(page)
  // Last week of stylist A, where every day is in the past.
  const lastWeek = londonDate(Date.now() - 7 * 86_400_000)
  await page.goto(`/admin/calendar?salon=${setup.salon}&date=${lastWeek}&view=week&stylist=${setup.a.id}`)
  const days = page.locator('[data-testid^="column-"]')
  await expect(days).toHaveCount(7)
  const dates = await days.evaluateAll((cols) =>
    cols.map((c) => c.getAttribute('data-testid')!.split('-').slice(2).join('-')),
  )

  // Two walk-ins entered afterwards, on Monday and Tuesday at a time stylist A had free (the demo
  // seeds past visits): the desk confirms the past.
  const ids: string[] = []
  for (const date of dates.slice(0, 2)) {
    const time = await freeTimeOn(page, setup, date)
    const dialog = await bookFromSlot(page, setup, setup.a, date, time, {
      phone: '07700 900963',
      first: 'Clara',
      last: 'Closed',
    })
    await dialog.getByRole('button', { name: 'Book', exact: true }).click()
    await expect(dialog.getByRole('alert')).toContainText('This time has already passed.')
    await dialog.getByRole('button', { name: 'Book anyway' }).click()
    const block = column(page, setup.a.id, date).getByRole('button', { name: /Clara Closed/ })
    await expect(block).toBeVisible()
    ids.push((await block.getAttribute('data-visit'))!)
  }

  // In the day view of each, close it.
  for (const [i, [action, state]] of (
    [
      ['Mark completed', 'Completed'],
      ['Mark as no-show', 'No-show'],
    ] as const
  ).entries()) {
    await page.goto(`/admin/calendar?salon=${setup.salon}&date=${dates[i]}`)
    await page.locator(`[data-visit="${ids[i]}"]`).click()
    const dialog = page.getByRole('dialog', { name: 'Visit of Clara Closed' })
    await dialog.getByRole('button', { name: action, exact: true }).click()
    await expect(page.getByTestId('calendar-status')).toHaveText('Saved.')
    await expect(page.locator(`[data-visit="${ids[i]}"]`)).toContainText(state)
  }

  // The client card counts the no-show and shows what was done.
  await page.locator(`[data-visit="${ids[1]}"]`).click()
  await page.getByRole('dialog', { name: 'Visit of Clara Closed' }).getByRole('button', { name: 'Client card' }).click()
  const card = page.getByRole('dialog', { name: 'Client card' })
  await expect(card.getByTestId('no-shows')).toHaveText('1')
  await expect(card.getByText(/Completed · paid £/)).toBeVisible()
  await card.getByLabel('Staff notes (staff only)').fill('Prefers mornings')
  await card.getByRole('button', { name: 'Save notes' }).click()
  await expect(card.getByRole('status')).toHaveText('Saved.')
  await expectNoAxeViolations(page, 'dialog')
})

test('works by keyboard alone, and in Ukrainian', async ({ page, request }) => {
  const setup = await findSetup(request)
  await signInToAdmin(page)
  await openCalendar(page, setup)
  // The first time of the first column takes the focus; arrows move it; Enter opens the form.
  const first = page.locator('[data-cell="0:0"]')
  await first.focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.locator('[data-cell="0:1"]')).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(page.locator('[data-cell="1:1"]')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'New booking' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // Staff who read the admin in Ukrainian get the calendar in Ukrainian.
  const origin = new URL(page.url()).origin
  await page.context().addCookies([{ name: 'payload-lng', value: 'uk', url: origin }])
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Календар' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Наступний день →' })).toBeVisible()
  await page.context().addCookies([{ name: 'payload-lng', value: 'en', url: origin }])
})

/** A half hour from 10:00 on when stylist A has no visit in the week view (read from the grid's blocks). */
async function freeTimeOn(page: Page, setup: Setup, date: string): Promise<string> {
  const taken = await column(page, setup.a.id, date)
    .locator('[data-visit]')
    .evaluateAll((blocks) => blocks.map((b) => b.querySelector('span')?.textContent ?? ''))
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5))
  const busy = taken.map((t) => t.split('–')).map(([s, e]) => [minutes(s!), minutes(e!)] as const)
  for (let m = 10 * 60; m < 17 * 60; m += 30)
    if (busy.every(([s, e]) => m + setup.service.duration <= s || m >= e))
      return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
  throw new Error(`No free half hour for ${setup.a.name} on ${date}`)
}

async function secondReceptionist(browser: Browser, setup: Setup): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true })
  const page = await context.newPage()
  await signInToAdmin(page)
  await openCalendar(page, setup)
  return page
}

test('the owner reads the week’s numbers per stylist and downloads them as CSV', async ({ page, request }) => {
  const setup = await findSetup(request)
  await signInToAdmin(page)
  await page.goto('/admin')
  await page.getByRole('link', { name: /^Weekly report/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly report' })).toBeVisible()
  const table = page.getByRole('table')
  await expect(table.getByRole('columnheader').first()).toBeVisible()
  await expect(table.getByRole('rowheader', { name: setup.a.name })).toBeVisible()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^parlour-report-.+-\d{4}-\d\d-\d\d\.csv$/)
  const csv = readFileSync((await download.path())!, 'utf8')
  expect(csv.split('\r\n')[0]).toMatch(/Stylist/)
  expect(csv).toContain(setup.a.name)
  await expectNoAxeViolations(page, '[data-report-view]')
  await expectNoAxeViolations(page, 'table')
})

/**
 * Payload keeps its side menu open only on screens wider than 1440 px (at 1440 and below it starts
 * folded): a 1600 px desktop, where the menu would take the grid's width.
 */
test.describe('on a desktop with a mouse (1600×900)', () => {
  test.use({ viewport: { width: 1600, height: 900 }, hasTouch: false })

  test('the side menu folds for the calendar, a visit drags, and its actions are buttons', async ({
    page,
    request,
    baseURL,
  }) => {
    const setup = await findSetup(request)
    const admin = await adminApi(baseURL!)
    const booked = await json<{ visit: { id: string } }>(
      await admin.post('/api/staff/visits', {
        headers: { connection: 'close' },
        data: {
          salon: setup.salon,
          start: `${setup.date}T${setup.time}`,
          employee: setup.a.id,
          services: [setup.service.id],
          client: { phone: '+447401700001', firstName: 'Mandy', lastName: 'Mouse' },
        },
      }),
    )
    await admin.dispose()

    // The dashboard keeps its side menu open; the calendar folds it, and it still opens on request.
    await signInToAdmin(page)
    await expect(page.getByRole('button', { name: 'Close Menu' })).toBeVisible()
    await openCalendar(page, setup)
    await expect(page.getByRole('button', { name: 'Open Menu' })).toBeVisible()
    await expect(page.getByText('Drag a visit to another time or stylist')).toBeVisible()

    // With a mouse a visit is dragged to another time: Mandy to 14:00.
    const mandy = page.locator(`[data-visit="${booked.visit.id}"]`)
    const fourteen = column(page, setup.a.id, setup.date).getByRole('button', {
      name: `Book with ${setup.a.name} at 14:00`,
    })
    // Both in view first, as a receptionist sees them: nothing scrolls while the mouse button is down.
    await fourteen.scrollIntoViewIfNeeded()
    await mandy.scrollIntoViewIfNeeded()
    await expect(fourteen).toBeInViewport()
    await mandy.dragTo(fourteen)
    await expect(page.getByTestId('calendar-status')).toHaveText('Moved.')
    await expect(mandy).toContainText(/^14:00–/)

    // The visit's actions are buttons that say what they do, the first the main one, the no-show apart.
    await mandy.click()
    const dialog = page.getByRole('dialog', { name: 'Visit of Mandy Mouse' })
    await expect(dialog.getByRole('group', { name: 'Actions' }).getByRole('button')).toHaveText([
      'Check in (arrived)',
      'Mark confirmed',
      'Mark completed',
      'Book again',
      'Open the client card',
    ])
    await expect(
      dialog.getByRole('group', { name: 'No-show or cancel' }).getByRole('button', { name: 'Mark as no-show' }),
    ).toBeVisible()
    await expectNoAxeViolations(page, 'dialog')
    await page.keyboard.press('Escape')

    // The menu opens on request; back on the dashboard it is open as before.
    await page.getByRole('button', { name: 'Open Menu' }).click()
    await expect(page.getByRole('button', { name: 'Close Menu' })).toBeVisible()
    await page.goto('/admin')
    await expect(page.getByRole('button', { name: 'Close Menu' })).toBeVisible()
  })
})
