import path from 'node:path'

import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test'

import { localToInstant } from '../../src/features/booking/domain/time'
import { expectNoAxeViolations } from '../helpers/axe'
import { latestCode, messagesTo } from '../helpers/sms-outbox'

// The e2e server texts through the outbox provider into its default file (scripts/test.mjs sets none).
process.env.SMS_OUTBOX_FILE ??= path.resolve('data/sms-outbox.jsonl')

const DEMO_ADMIN = { email: 'demo@parlour.example', password: 'parlour-demo' }
/** Stylists other suites read the stars of: reviews written here go to someone else. */
const STARS_READ_ELSEWHERE = ['amara-okafor', 'olivia-bennett']

type Id = string
interface Stylist {
  id: Id
  name: string
  slug: string
  services: Id[]
}

/**
 * The API as the page's browser context calls it (same cookies), one connection per call:
 * Playwright reuses pooled sockets past the server's keep-alive timeout and then reads ECONNRESET
 * (microsoft/playwright#42698).
 */
function api(request: APIRequestContext, headers: Record<string, string> = {}) {
  const options = (data?: unknown) => ({ headers: { connection: 'close', ...headers }, data })
  return {
    get: (url: string) => request.get(url, options()),
    post: (url: string, data?: unknown) => request.post(url, options(data)),
    patch: (url: string, data: unknown) => request.patch(url, options(data)),
    delete: (url: string) => request.delete(url, options()),
  }
}
type Api = ReturnType<typeof api>

/**
 * A new fictional number in Ofcom's drama range (the desktop and phone runs draw from different
 * halves; 900950 and above are other suites' fixed numbers).
 */
const freshPhone = (project: string) =>
  `+447700900${(project === 'mobile' ? 550 : 200) + Math.floor(Math.random() * 350)}`

/** Signs a new client in by the API inside the page's browser context (the cookies land there). */
async function signIn(page: Page, phone: string): Promise<{ id: Id }> {
  const sent = await api(page.request).post('/api/auth/code', { phone })
  expect(sent.status()).toBe(200)
  const { authId } = (await sent.json()) as { authId: string }
  const code = latestCode(phone)
  const first = await api(page.request).post('/api/auth/verify', { authId, code })
  expect(await first.json()).toEqual({ registrationRequired: true })
  const done = await api(page.request).post('/api/auth/verify', { authId, code, firstname: 'Imogen', lastname: 'Hart' })
  expect(done.status()).toBe(200)
  return ((await done.json()) as { client: { id: Id } }).client
}

async function chelseaAndStylist(request: Api) {
  const locations = (await (await request.get('/api/booking/locations')).json()) as { id: Id; slug: string }[]
  const salon = locations.find((l) => l.slug === 'backstage-chelsea')!
  const employees = (await (await request.get(`/api/booking/employees?location=${salon.id}`)).json()) as Stylist[]
  const stylist = employees.find((e) => !STARS_READ_ELSEWHERE.includes(e.slug) && e.services.length)!
  return { salon, stylist }
}

const londonDate = (at: number) => new Date(at).toLocaleDateString('en-CA', { timeZone: 'Europe/London' })
const dayPlus = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** Books the first free time of the stylist at least 3 days ahead (outside the 48-hour window). */
async function book(request: Api, salon: { id: Id }, stylist: Stylist) {
  const service = stylist.services[0]!
  const free = (await (
    await request.get(
      `/api/booking/free-time?location=${salon.id}&services=${service}&from=${dayPlus(3)}&to=${dayPlus(16)}&employee=${stylist.id}`,
    )
  ).json()) as Record<Id, Record<string, string[]>>
  const [date, times] = Object.entries(free[stylist.id]!).find(([, t]) => t.length)!
  const booked = await request.post('/api/booking/appointments', {
    location: salon.id,
    start: `${date}T${times[0]}`,
    items: [{ service, employee: stylist.id }],
  })
  expect(booked.status()).toBe(201)
  return ((await booked.json()) as { appointment: { id: Id; date: string; start: string } }).appointment
}

/** The demo admin's REST token: staff record a visit that has already taken place. */
async function staffToken(request: Api) {
  const login = await request.post('/api/users/login', DEMO_ADMIN)
  expect(login.status()).toBe(200)
  return ((await login.json()) as { token: string }).token
}

const starsOf = async (page: Page, slug: string) => {
  await page.goto(`/employees/${slug}/`)
  return page.getByRole('main').getByTestId('rating-stars').first().getAttribute('aria-label')
}

/**
 * The header's account icon (a desktop header's; a phone's menu has a link instead): filled while a
 * client is signed in (spec §6), and its name says so.
 */
async function expectAccountIcon(page: Page, testInfo: TestInfo, signedIn: boolean) {
  const header = page.getByRole('banner')
  await expect(header).toHaveAttribute('data-signed-in', String(signedIn))
  if (testInfo.project.name !== 'chromium') return
  const icon = header.getByRole('link', { name: signedIn ? 'Your account (signed in)' : 'Account', exact: true })
  await expect(icon).toBeVisible()
  const { fill, color } = await icon.locator('svg').evaluate((svg) => {
    const style = getComputedStyle(svg)
    return { fill: style.fill, color: style.color }
  })
  expect(fill).toBe(signedIn ? color : 'none')
}

test('signed out, the account page offers the sign-in and keeps the hearts away', async ({ page }, testInfo) => {
  const accountCalls: string[] = []
  page.on('request', (r) => {
    if (/\/api\/(booking\/favourites|auth\/me)/.test(r.url())) accountCalls.push(r.url())
  })
  await page.goto('/account/')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Your account')
  await expect(main.getByText('Sign in with your mobile number')).toBeVisible()
  await expectAccountIcon(page, testInfo, false)
  await expect(main.getByRole('link', { name: 'Book a visit' })).toHaveAttribute('href', '/book/')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expectNoAxeViolations(page)

  await page.goto('/employees/')
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: /^Favourite:/ })).toHaveCount(0)
  // Nothing asked the account API, so no 401 shows in the console.
  expect(accountCalls).toEqual([])

  await page.goto('/ua/account/')
  const ua = page.getByRole('main')
  await expect(ua.getByRole('heading', { level: 1 })).toHaveText('Особистий кабінет')
  await expect(ua.getByRole('link', { name: 'Записатися на візит' })).toHaveAttribute('href', '/ua/book/')

  // The code asked for on a Ukrainian page is texted in Ukrainian (issue 33), from this test's own address.
  const desktop = testInfo.project.name === 'chromium'
  const phone = `+4474021${desktop ? '00001' : '00002'}`
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `100.64.102.${desktop ? 1 : 2}` })
  await ua.getByLabel('Номер мобільного').fill(phone)
  await ua.getByRole('button', { name: 'Надіслати код' }).click()
  await expect(ua.getByLabel('Код із SMS')).toBeVisible()
  expect(messagesTo(phone).at(-1)?.body).toMatch(/^\d{6} — код входу в Parlour, дійсний 10 хв\./)
})

test('a client sees, moves and cancels a visit, edits their details, keeps favourites, reviews a visit and signs out', async ({
  page,
}, testInfo) => {
  // One client's whole story, many pages and axe scans long.
  test.setTimeout(180_000)
  // The cookie notice is fixed at the bottom; accepted, as a returning client would have.
  await page.context().addCookies([{ name: 'cookiesAccepted', value: 'true', url: 'http://localhost' }])
  const phone = freshPhone(testInfo.project.name)
  const client = await signIn(page, phone)
  const { salon, stylist } = await chelseaAndStylist(api(page.request))
  const visit = await book(api(page.request), salon, stylist)

  // Upcoming: the booked visit with its facts.
  await page.goto('/account/')
  await expectAccountIcon(page, testInfo, true)
  const main = page.getByRole('main')
  await expect(main.getByText('Hello, Imogen')).toBeVisible()
  const upcoming = main.getByRole('region', { name: 'Upcoming visits' })
  const card = upcoming.locator(`[data-visit="${visit.id}"]`)
  await expect(card).toContainText(visit.start.slice(11))
  await expect(card).toContainText('Backstage Chelsea')
  await expect(card).toContainText(stylist.name)
  await expect(card).toContainText(/£\d/)
  await expect(card).toContainText('Booked')
  await expectNoAxeViolations(page)

  // Reschedule: another day from the stylist's free times.
  await card.getByRole('button', { name: 'Change date or time' }).click()
  const moveForm = card.getByRole('form', { name: 'Choose a new time' })
  const day = moveForm.getByLabel('New date')
  await expect(day).toBeEnabled()
  const days = await day.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))
  // Another day, still outside the 48 hours in which a visit can no longer be changed online.
  const newDay = days.find((d) => d !== visit.date && d >= dayPlus(3))!
  await day.selectOption(newDay)
  const newTime = await moveForm.getByLabel('New time (London)').inputValue()
  await expectNoAxeViolations(page)
  await moveForm.getByRole('button', { name: 'Move the visit' }).click()
  await expect(main.getByRole('status').filter({ hasText: 'The visit is moved to' })).toBeVisible()
  await expect(card).toContainText(newTime)
  const moved = (await (await api(page.request).get('/api/booking/appointments')).json()) as {
    appointments: { id: Id; start: string }[]
  }
  expect(moved.appointments.find((a) => a.id === visit.id)!.start).toBe(`${newDay}T${newTime}`)

  // Cancel: asked first; Escape keeps it, focus returns to the button.
  const cancelButton = card.getByRole('button', { name: 'Cancel visit' })
  await cancelButton.click()
  await expect(card.getByRole('form', { name: 'Cancel this visit?' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(card.getByRole('form', { name: 'Cancel this visit?' })).toHaveCount(0)
  await expect(cancelButton).toBeFocused()
  await cancelButton.click()
  const cancelForm = card.getByRole('form', { name: 'Cancel this visit?' })
  await cancelForm.getByLabel('Reason (optional)').fill('Plans changed')
  await cancelForm.getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(card.locator('[data-state]')).toHaveText('Cancelled')
  await expect(card.getByRole('button', { name: 'Cancel visit' })).toHaveCount(0)

  // Profile: edit and save; the phone is shown, not editable.
  const profile = main.getByRole('region', { name: 'Your details' })
  await expect(profile).toContainText(phone)
  await profile.getByRole('button', { name: 'Edit details' }).click()
  await expect(profile.getByLabel('First name')).toBeFocused()
  await profile.getByLabel('Email', { exact: true }).fill('not-an-email')
  await profile.getByRole('button', { name: 'Save' }).click()
  await expect(profile.getByRole('alert')).toContainText('Enter an email address such as name@example.com')
  await expect(profile.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page)
  await profile.getByLabel('First name').fill('Isobel')
  await profile.getByLabel('Email', { exact: true }).fill('isobel@example.com')
  await profile.getByRole('button', { name: 'Save' }).click()
  await expect(profile.getByRole('status')).toHaveText('Your details are saved.')
  await expect(profile).toContainText('isobel@example.com')
  await expect(main.getByText('Hello, Isobel')).toBeVisible()
  expect(((await (await api(page.request).get('/api/auth/me')).json()) as { client: unknown }).client).toMatchObject({
    firstName: 'Isobel',
    email: 'isobel@example.com',
    phone,
  })

  // Favourites: the heart on the stylist's card, then the account's list.
  await page.goto('/employees/')
  const heart = page.getByRole('button', { name: `Favourite: ${stylist.name}` })
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await page.goto('/account/')
  const favourites = main.getByRole('group', { name: 'Favourite stylists' })
  await expect(favourites.getByRole('link', { name: stylist.name })).toHaveAttribute(
    'href',
    `/employees/${stylist.slug}/`,
  )
  await expectNoAxeViolations(page)
  await favourites.getByRole('button', { name: `Remove ${stylist.name} from favourites` }).click()
  await expect(favourites.getByRole('link', { name: stylist.name })).toHaveCount(0)
  await page.goto(`/employees/${stylist.slug}/`)
  await expect(page.getByRole('button', { name: `Favourite: ${stylist.name}` })).toHaveAttribute(
    'aria-pressed',
    'false',
  )

  // Favourite services: the heart on a service's page and on its card, the account's list, and
  // "Clear the list" (an empty value clears it).
  await page.goto('/services/female/hair/colouring/air-touch/')
  const serviceHeart = main.getByRole('button', { name: 'Favourite: AirTouch Colouring' })
  await expect(serviceHeart).toHaveAttribute('aria-pressed', 'false')
  await serviceHeart.click()
  await expect(serviceHeart).toHaveAttribute('aria-pressed', 'true')
  await page.goto('/services/female/hair/colouring/')
  const cardHeart = main.getByRole('button', { name: 'Favourite: Root Colour' })
  await expect(main.getByRole('button', { name: 'Favourite: AirTouch Colouring' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await cardHeart.click()
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'true')
  await page.goto('/account/')
  const favouriteServices = main.getByRole('group', { name: 'Favourite services' })
  await expect(favouriteServices.getByRole('link')).toHaveText(['AirTouch Colouring', 'Root Colour'])
  await expect(favouriteServices.getByRole('link', { name: 'AirTouch Colouring' })).toHaveAttribute(
    'href',
    '/services/female/hair/colouring/air-touch/',
  )
  await expectNoAxeViolations(page)
  await favouriteServices.getByRole('button', { name: 'Clear the list of favourite services' }).click()
  await expect(favouriteServices.getByRole('link')).toHaveCount(0)
  await expect(favouriteServices).toContainText('No favourite services yet')
  expect(
    ((await (await api(page.request).get('/api/booking/favourites')).json()) as { services: string[] }).services,
  ).toEqual([])

  // Review: staff record a visit that took place; the client rates it and the public stars follow.
  const token = await staffToken(api(page.request))
  const staff = api(page.request, { Authorization: `JWT ${token}` })
  const originalRating = (
    (await (await staff.get(`/api/employees/${stylist.id}?depth=0`)).json()) as {
      rating: number | null
    }
  ).rating
  const past = await staff.post('/api/appointments', {
    salon: Number(salon.id),
    client: Number(client.id),
    state: 'confirmed',
    items: [
      {
        service: Number(stylist.services[0]),
        stylist: Number(stylist.id),
        // Weeks ago (the desktop and phone runs share the stylist), at 03:00 in London, when the
        // salon is closed: no booked visit is in the way whatever the day was.
        start: localToInstant(
          londonDate(Date.now() - (testInfo.project.name === 'mobile' ? 40 : 20) * 86_400_000),
          '03:00',
          'Europe/London',
        )!.toISOString(),
        duration: 30,
      },
    ],
  })
  expect(past.status()).toBe(201)
  const pastId = String(((await past.json()) as { doc: { id: number } }).doc.id)
  const before = await starsOf(page, stylist.slug)
  try {
    await page.goto('/account/')
    const pastCard = main.getByRole('region', { name: 'Past visits' }).locator(`[data-visit="${pastId}"]`)
    await pastCard.getByRole('button', { name: 'Review this visit' }).click()
    const reviewForm = pastCard.getByRole('form', { name: 'How was your visit?' })
    await reviewForm.getByRole('button', { name: 'Send review' }).click()
    await expect(reviewForm.getByRole('alert')).toHaveText('Choose a rating from 1 to 5.')
    const rating = before === 'Rated 1.0 out of 5' ? 5 : 1
    await reviewForm.getByRole('radiogroup', { name: 'Your rating' }).getByLabel(`${rating} out of 5`).check()
    await reviewForm.getByLabel('Your review (optional)').fill('Lovely, calm and careful.')
    await expectNoAxeViolations(page)
    await reviewForm.getByRole('button', { name: 'Send review' }).click()
    await expect(main.getByRole('status').filter({ hasText: 'Thank you for your review.' })).toBeVisible()
    await expect(pastCard).toContainText(`Your review: ${rating} out of 5 — Lovely, calm and careful.`)
    await expect(pastCard.getByRole('button', { name: 'Review this visit' })).toHaveCount(0)
    await expect.poll(() => starsOf(page, stylist.slug)).not.toBe(before)
  } finally {
    // Other suites read the demo's stars: the review goes and the stylist's rating is put back.
    const reviews = (await (await staff.get(`/api/reviews?where[appointment][equals]=${pastId}&depth=0`)).json()) as {
      docs: { id: number }[]
    }
    for (const r of reviews.docs) await staff.delete(`/api/reviews/${r.id}`)
    await staff.delete(`/api/appointments/${pastId}`)
    expect((await staff.patch(`/api/employees/${stylist.id}`, { rating: originalRating })).status()).toBe(200)
  }

  // Sign out: back to the sign-in slot; the API no longer knows the visitor.
  await page.goto('/account/')
  await main.getByRole('button', { name: 'Sign out' }).click()
  await expect(main.getByRole('link', { name: 'Book a visit' })).toBeVisible()
  expect((await api(page.request).get('/api/auth/me')).status()).toBe(401)
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('parlour_signed_in')
  await expectAccountIcon(page, testInfo, false)
  await expectNoAxeViolations(page)
})
