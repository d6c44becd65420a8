import { type APIRequestContext, expect, test } from '@playwright/test'

import { adminApi, signInToAdmin } from '../helpers/admin'
import { expectNoAxeViolations } from '../helpers/axe'

/**
 * Processing time on the reception tablet (1024×768, touch; docs/decisions/0045): a colour that
 * develops for an hour is drawn with its processing time hatched and labelled; tapping that stretch
 * books a fringe trim into it from the desk, and the two visits are drawn side by side, each still
 * opening its own form. The colour service is the test's own (archived at the end); the day is one
 * 55–85 days ahead when the stylist is free at 10:00 for it, whatever today is.
 */

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true })

const LONDON = 'Europe/London'
const londonDate = (at: number) => new Date(at).toLocaleDateString('en-CA', { timeZone: LONDON })

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300)
  return (await response.json()) as T
}

let api: APIRequestContext
let colourId: number | null = null

test.afterAll(async () => {
  // Retired: hidden everywhere, so the site's other suites see the catalogue they expect.
  if (colourId != null) await api.patch(`/api/services/${colourId}`, { data: { archive: true, _status: 'published' } })
  await api?.dispose()
})

test('a colour’s processing time is drawn on the grid and a fringe trim is booked into it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000)
  api = await adminApi(baseURL!)
  const locations = await json<{ id: string; slug: string }[]>(await api.get('/api/booking/locations'))
  const salon = locations.find((l) => l.slug === 'backstage-chelsea')!.id
  const stylists = await json<{ id: string; name: string; services: string[] }[]>(
    await api.get(`/api/booking/employees?location=${salon}`),
  )
  const services = await json<{ id: string; name: string; duration: number }[]>(
    await api.get(`/api/booking/services?location=${salon}`),
  )
  // A stylist with a short service of their own (the fringe trim).
  const stylist = stylists.find((s) => services.some((x) => s.services.includes(x.id) && x.duration <= 30))!
  const trim = services.find((x) => stylist.services.includes(x.id) && x.duration <= 30)!

  // The colour: 120 minutes, developing from 30 minutes in for an hour.
  const category = (await json<{ docs: { id: number }[] }>(await api.get('/api/services-categories?limit=1&depth=0')))
    .docs[0]!.id
  const slug = `processing-e2e-colour-${Date.now() % 100_000}`
  const created = await json<{ doc: { id: number } }>(
    await api.post('/api/services', {
      data: {
        title: 'Processing colour',
        slug,
        category,
        duration: 120,
        processingAfter: 30,
        processingMinutes: 60,
        prices: [{ salon: Number(salon), price: 95 }],
        salons: [Number(salon)],
        _status: 'published',
      },
    }),
  )
  colourId = created.doc.id
  const employee = await json<{ services: number[] }>(await api.get(`/api/employees/${stylist.id}?depth=0`))
  await json(
    await api.patch(`/api/employees/${stylist.id}`, {
      data: { services: [...employee.services, colourId], _status: 'published' },
    }),
  )

  // A day when the colour can start at 10:00 and the trim at 10:30.
  const from = londonDate(Date.now() + 55 * 86_400_000)
  const to = londonDate(Date.now() + 85 * 86_400_000)
  const freeFor = async (service: string | number) =>
    (
      await json<Record<string, Record<string, string[]>>>(
        await api.get(
          `/api/booking/free-time?location=${salon}&services=${service}&employee=${stylist.id}&from=${from}&to=${to}`,
        ),
      )
    )[stylist.id] ?? {}
  // The public catalogue is cached until the edit's expiry reaches it (about a second later).
  const colourUrl = `/api/booking/free-time?location=${salon}&services=${colourId}&employee=${stylist.id}&from=${from}&to=${to}`
  await expect
    .poll(
      async () => {
        const r = await api.get(colourUrl)
        return r.ok() ? Object.keys(((await r.json()) as Record<string, object>)[stylist.id] ?? {}).length : 0
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0)
  const [colours, trims] = [await freeFor(colourId), await freeFor(trim.id)]
  const date = Object.keys(colours)
    .sort()
    .find((d) => colours[d]!.includes('10:00') && trims[d]?.includes('10:30'))
  expect(date, 'a day with 10:00 free for the colour').toBeTruthy()

  // The colour is booked (a phone booking made earlier).
  const booked = await api.post('/api/staff/visits', {
    data: {
      salon,
      start: `${date}T10:00`,
      employee: stylist.id,
      services: [String(colourId)],
      client: {
        phone: `+4474012${String(Date.now() % 100_000).padStart(5, '0')}`,
        firstName: 'Carla',
        lastName: 'Colour',
      },
    },
  })
  expect(booked.status(), await booked.text()).toBe(201)

  await signInToAdmin(page)
  await page.goto(`/admin/calendar?salon=${salon}&date=${date}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible()
  const column = page.getByTestId(`column-${stylist.id}-${date}`)
  const colour = column.getByRole('button', { name: /Carla Colour/ })
  await expect(colour).toContainText('10:00–12:00')
  const gap = column.getByRole('button', { name: `Processing 10:30–11:30: Book with ${stylist.name} at 10:30` })
  await expect(gap).toHaveText('Processing 10:30–11:30')
  // Hatched across the colour's middle: the same width, from 10:30 to 11:30 (an hour of 4 rows).
  const [colourBox, gapBox] = [(await colour.boundingBox())!, (await gap.boundingBox())!]
  expect(gapBox.y).toBeGreaterThan(colourBox.y + colourBox.height / 5)
  expect(gapBox.y + gapBox.height).toBeLessThan(colourBox.y + colourBox.height)
  expect(Math.abs(gapBox.width - colourBox.width)).toBeLessThan(2)
  await expectNoAxeViolations(page, '[data-calendar-view]')

  // Tapping the processing time books into it: the form opens at 10:30, which the engine offers.
  await gap.click()
  const dialog = page.getByRole('dialog', { name: 'New booking' })
  await dialog.getByLabel('Add a service').selectOption(trim.id)
  await dialog.getByRole('button', { name: 'Add', exact: true }).click()
  await dialog.getByLabel('Mobile phone').fill(`07401 2${String((Date.now() + 7) % 100_000).padStart(5, '0')}`)
  await dialog.getByLabel('First name').fill('Fran')
  await dialog.getByLabel('Last name').fill('Fringe')
  const chips = dialog.getByRole('group', { name: new RegExp(`Free times the engine offers ${stylist.name}`) })
  await expect(chips.getByRole('button', { name: '10:30' })).toHaveAttribute('aria-pressed', 'true')
  await dialog.getByRole('button', { name: 'Book', exact: true }).click()
  await expect(page.getByTestId('calendar-status')).toContainText('Booked: Fran Fringe, 10:30')

  // Side by side: both readable, neither covering the other, each opening its own visit.
  const fringe = column.getByRole('button', { name: /Fran Fringe/ })
  await expect(fringe).toContainText('10:30–')
  const [a, b] = [(await colour.boundingBox())!, (await fringe.boundingBox())!]
  expect(b.x).toBeGreaterThanOrEqual(a.x + a.width - 1)
  await fringe.click()
  await expect(page.getByRole('dialog', { name: 'Visit of Fran Fringe' })).toBeVisible()
  await page.getByRole('dialog', { name: 'Visit of Fran Fringe' }).getByRole('button', { name: /close/ }).click()
  await colour.click({ position: { x: 10, y: 10 } })
  await expect(page.getByRole('dialog', { name: 'Visit of Carla Colour' })).toBeVisible()
})
