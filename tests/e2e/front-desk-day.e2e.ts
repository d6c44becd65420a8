import { expect, test } from '@playwright/test'

import { adminApi, signInToAdmin } from '../helpers/admin'
import { expectNoAxeViolations } from '../helpers/axe'
import { addService, column, findSetup, offered, openCalendar } from '../helpers/calendar-page'
import { signInByApi } from '../helpers/money-e2e'

/**
 * The front desk's day on a reception tablet (1024×768, touch), issue 30: the day reads at a
 * glance (its date with the weekday, the stylists' heads whole); a phone booking in one form (the
 * phone typed once finds or starts the client; a number already on file under another name is
 * named and the receptionist chooses); a walk-in with no phone; the top bar finds a client and
 * jumps to their next visit; a cancellation made by mistake is undone from the grid; the visit is
 * booked again some weeks later. Visits wear their stylist's or category's colour and marks (new
 * client, note, online), with a legend (decision 0049).
 */

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true })

let nextPhone = 0
/** Phones of this file's own range, as a receptionist types them. */
const phone = () => `07401 5${String(20000 + nextPhone++).slice(-5)}`
const e164 = (typed: string) => `+44${typed.replace(/\D/g, '').slice(1)}`

test('a phone booking in one form, a walk-in, the top bar’s search an undone cancellation and a rebooking', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const setup = await findSetup(request)
  await signInToAdmin(page)
  await openCalendar(page, setup)
  const status = page.getByTestId('calendar-status')

  // The day reads at a glance: its date with the weekday, as a London salon writes it.
  const long = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${setup.date}T12:00:00Z`))
  await expect(page.getByTestId('calendar-day')).toHaveText(long)
  // Every stylist's name and hours sit inside the head of their column, above the first row.
  const heads = await page.locator('[data-grid] > div[role="presentation"]').evaluateAll((els) =>
    els.map((el) => {
      const box = el.getBoundingClientRect()
      const inner = [...el.children].map((c) => c.getBoundingClientRect())
      return inner.every((c) => c.top >= box.top - 0.5 && c.bottom <= box.bottom + 0.5)
    }),
  )
  expect(heads.length).toBeGreaterThan(1)
  expect(heads.every(Boolean)).toBe(true)

  // 1. A phone booking: the phone typed once in the client box starts a new client.
  const penny = phone()
  await column(page, setup.a.id, setup.date)
    .getByRole('button', { name: `Book with ${setup.a.name} at ${setup.time}` })
    .click()
  let dialog = page.getByRole('dialog', { name: 'New booking' })
  await addService(dialog, setup.service.title)
  await dialog.getByLabel('Client’s phone or name').fill(penny)
  await expect(dialog.getByText(`New client with the phone ${penny}`)).toBeVisible()
  await expect(dialog.getByLabel('Mobile phone')).toHaveCount(0)
  await dialog.getByLabel('First name').fill('Penny')
  await dialog.getByLabel('Last name').fill('Onebox')
  await dialog.getByRole('button', { name: 'Book', exact: true }).click()
  await expect(status).toHaveText(`Booked: Penny Onebox, ${setup.time}.`)

  // 2. Her number typed for "Rita Other": the desk is told it is Penny's, and books Penny on choosing.
  await column(page, setup.b.id, setup.date)
    .getByRole('button', { name: `Book with ${setup.b.name} at ${setup.time}` })
    .click()
  dialog = page.getByRole('dialog', { name: 'New booking' })
  await addService(dialog, setup.service.title)
  await dialog.getByLabel('Client’s phone or name').fill(penny)
  await expect(
    dialog.getByRole('button', { name: new RegExp(`Penny Onebox · \\${e164(penny)} · on file`) }),
  ).toBeVisible()
  await dialog.getByLabel('First name').fill('Rita')
  await dialog.getByLabel('Last name').fill('Other')
  await dialog.getByRole('button', { name: 'Book', exact: true }).click()
  await expect(dialog.getByRole('alert').first()).toContainText(`${e164(penny)} is already Penny Onebox’s number.`)
  await dialog.getByRole('button', { name: 'Book for Penny Onebox' }).click()
  await expect(dialog.getByText(`Client: Penny Onebox, ${e164(penny)}`)).toBeVisible()
  await dialog.getByRole('button', { name: 'Book', exact: true }).click()
  // Penny's two services that day make one visit (one visit per client, day and salon).
  await expect(status).toHaveText(`Booked: Penny Onebox, ${setup.time}.`)
  await expect(page.getByText('Rita Other')).toHaveCount(0)

  // 3. A walk-in who gives no phone.
  await column(page, setup.a.id, setup.date)
    .getByRole('button', { name: `Book with ${setup.a.name} at 14:00` })
    .click()
  dialog = page.getByRole('dialog', { name: 'New booking' })
  await addService(dialog, setup.service.title)
  await dialog.getByLabel(/^No phone/).check()
  await dialog.getByLabel('First name').fill('Wanda')
  await dialog.getByLabel('Last name').fill('Walkin')
  await dialog.getByRole('button', { name: 'Book', exact: true }).click()
  await expect(status).toHaveText('Booked: Wanda Walkin, 14:00.')

  // 4. The top bar: from the next day, find Penny and jump to her visit.
  await page.getByRole('button', { name: /Next day/ }).click()
  await expect(page.getByTestId('calendar-day')).not.toHaveText(long)
  await page.getByLabel('Find a client (name, phone or email)').fill('Onebox')
  const hit = page.getByRole('search').getByRole('listitem').filter({ hasText: 'Penny Onebox' })
  await expect(hit).toContainText(`Next visit ${setup.date} ${setup.time}`)
  await hit.getByRole('button', { name: 'Go to the visit' }).click()
  await expect(page.getByTestId('calendar-day')).toHaveText(long)
  dialog = page.getByRole('dialog', { name: 'Visit of Penny Onebox' })
  await expect(dialog).toBeVisible()

  // 5. Cancelled by mistake, and undone from the grid with the cancelled visits shown.
  await dialog.getByLabel('Reason for cancelling').fill('Wrong day')
  await dialog.getByRole('button', { name: 'Cancel the visit' }).click()
  await expect(status).toHaveText('Cancelled.')
  await page.getByLabel('Show cancelled visits').check()
  const cancelled = column(page, setup.a.id, setup.date).locator('[data-state="cancelled"]', {
    hasText: 'Penny Onebox',
  })
  await cancelled.click()
  dialog = page.getByRole('dialog', { name: 'Visit of Penny Onebox' })
  await dialog.getByRole('button', { name: 'Undo the cancellation' }).click()
  await expect(status).toHaveText('The visit is back in the diary; the client is texted.')
  await expect(
    column(page, setup.a.id, setup.date).locator('[data-state="planned"]', { hasText: 'Penny Onebox' }),
  ).toBeVisible()

  // 6. Book Penny again from her visit, the same services and stylist at the same time, some weeks
  // on: the first of 6–10 weeks when the engine still offers that time (other suites book those days).
  const weeksOn = (weeks: number) =>
    new Date(Date.parse(`${setup.date}T12:00:00Z`) + weeks * 7 * 86_400_000).toISOString().slice(0, 10)
  let weeks = 0
  for (const w of [6, 7, 8, 9, 10]) {
    const d = weeksOn(w)
    // Her visit has the service twice (once with each stylist): booked again, both with the first.
    const twice = `${setup.service.id},${setup.service.id}`
    const free = await offered(request, setup.salon, twice, setup.a.id, d, d)
    if (free[d]?.includes(setup.time)) {
      weeks = w
      break
    }
  }
  expect(weeks, 'a day 6–10 weeks on when the time is free').toBeGreaterThan(0)
  await column(page, setup.a.id, setup.date).locator('[data-state="planned"]', { hasText: 'Penny Onebox' }).click()
  dialog = page.getByRole('dialog', { name: 'Visit of Penny Onebox' })
  await dialog.getByRole('button', { name: 'Book again' }).click()
  const rebook = dialog.getByRole('form', { name: 'Book again' })
  await rebook.getByRole('button', { name: '6 weeks' }).click()
  await rebook.getByRole('spinbutton', { name: 'In how many weeks' }).fill(String(weeks))
  await rebook.getByRole('button', { name: 'Book again' }).click()
  await expect(rebook.getByTestId('rebook-outcomes')).toHaveText(`${weeksOn(weeks)} ${setup.time} · booked`)
  await expect(status).toHaveText('Booked again: 1 of 1 date(s).')
})

test('visits wear their stylist’s or category’s colour and marks, with a legend', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const setup = await findSetup(request)
  const api = await adminApi(baseURL!)
  // Stylist A wears orchid (#f5d0fe); the service's category aqua (#99f6e4).
  const { category } = (await (await api.get(`/api/services/${setup.service.id}?depth=0`)).json()) as {
    category: number
  }
  expect((await api.patch(`/api/employees/${setup.a.id}`, { data: { calendarColour: 'orchid' } })).ok()).toBe(true)
  expect((await api.patch(`/api/services-categories/${category}`, { data: { calendarColour: 'aqua' } })).ok()).toBe(
    true,
  )
  try {
    // A client books online for the first time (own phone +4474016…, new on each run).
    const client = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '100.64.96.1' } })
    const clientPage = await client.newPage()
    const phone = `+4474016${String(Math.floor(Date.now() / 1000) % 100_000).padStart(5, '0')}`
    await signInByApi(clientPage, phone, { firstname: 'Olive', lastname: 'Online' })
    const free = async () =>
      (await offered(request, setup.salon, setup.service.id, setup.a.id, setup.date, setup.date))[setup.date]!
    const online = await clientPage.request.post('/api/booking/appointments', {
      headers: { connection: 'close' },
      data: {
        location: setup.salon,
        start: `${setup.date}T${(await free())[0]}`,
        items: [{ service: setup.service.id, employee: setup.a.id }],
      },
    })
    expect(online.status(), await online.text()).toBe(201)
    await client.close()
    // The desk books a regular's visit with a note.
    const desk = await api.post('/api/staff/visits', {
      data: {
        salon: setup.salon,
        start: `${setup.date}T${(await free())[0]}`,
        employee: setup.a.id,
        services: [setup.service.id],
        client: {
          phone: `+4474016${String((Math.floor(Date.now() / 1000) + 1) % 100_000).padStart(5, '0')}`,
          firstName: 'Nora',
          lastName: 'Noted',
        },
        note: 'Fringe only',
      },
    })
    expect(desk.status(), await desk.text()).toBe(201)

    await signInToAdmin(page)
    await openCalendar(page, setup)
    const olive = column(page, setup.a.id, setup.date).getByRole('button', { name: /Olive Online/ })
    // Every mark is named in the block's accessible name and titled (the tooltip).
    await expect(olive).toHaveAccessibleName(/Olive Online.*New client.*Booked online/)
    await expect(olive.getByRole('img', { name: 'Booked online' })).toBeVisible()
    await expect(olive).toHaveAttribute('data-colour', 'orchid')
    await expect(olive).toHaveCSS('background-color', 'rgb(245, 208, 254)')
    const nora = column(page, setup.a.id, setup.date).getByRole('button', { name: /Nora Noted/ })
    await expect(nora.getByRole('img', { name: 'Note on the visit' })).toBeVisible()
    await expect(nora.getByRole('img', { name: 'New client' })).toBeVisible()
    await expect(nora.getByRole('img', { name: 'Booked online' })).toHaveCount(0)

    // The legend, unfolded: the stylists' colours and the marks.
    const legend = page.getByTestId('calendar-legend')
    await legend.getByText('Colours and marks').click()
    await expect(legend.getByRole('heading', { name: 'Colours: one per stylist' })).toBeVisible()
    await expect(legend.getByRole('listitem').filter({ hasText: setup.a.name })).toHaveAttribute(
      'data-colour',
      'orchid',
    )
    await expect(legend.getByText('Reminder text sent')).toBeVisible()
    await expectNoAxeViolations(page, '[data-calendar-view]')

    // The salon switches to colours by service category (what the CMS's Calendar settings form sends): the calendar follows.
    expect((await api.post('/api/globals/calendar-settings', { data: { colourBy: 'category' } })).ok()).toBe(true)
    await page.reload()
    await legend.getByText('Colours and marks').click()
    await expect(legend.getByRole('heading', { name: 'Colours: one per service category' })).toBeVisible()
    await expect(olive).toHaveAttribute('data-colour', 'aqua')
    await expect(olive).toHaveCSS('background-color', 'rgb(153, 246, 228)')
    await expect(nora).toHaveAttribute('data-colour', 'aqua')
    await expect(legend.locator('li[data-colour="aqua"]').first()).toBeVisible()
  } finally {
    await api.post('/api/globals/calendar-settings', { data: { colourBy: 'stylist' } })
    await api.patch(`/api/employees/${setup.a.id}`, { data: { calendarColour: null } })
    await api.patch(`/api/services-categories/${category}`, { data: { calendarColour: null } })
    await api.dispose()
  }
})
