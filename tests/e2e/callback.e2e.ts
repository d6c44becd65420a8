import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'

import { expect, test, type Page } from '@playwright/test'

import { webhookPort } from '../../playwright.config'
import { expectNoAxeViolations as expectNoAxeViolationsIn } from '../helpers/axe'

const DEMO = { email: 'demo@parlour.example', password: 'parlour-demo' }

/** The open dialog passes axe (the page behind it is inert while it is open). */
const expectNoAxeViolations = (page: Page) => expectNoAxeViolationsIn(page, '[role="dialog"]')

/**
 * Each test speaks from its own address (the site trusts one proxy here, as behind nginx, so it
 * reads the last X-Forwarded-For entry), keeping the per-address rate limit of one test out of the others.
 */
async function asVisitor(page: Page) {
  const ip = `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip })
  return ip
}

async function openCallback(page: Page, name = 'Request a callback') {
  await page.getByRole('contentinfo').getByRole('button', { name }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  return dialog
}

async function staffRequests(page: Page, name: string) {
  const login = await page.request.post('/api/users/login', { data: DEMO })
  expect(login.status()).toBe(200)
  const { token } = await login.json()
  const response = await page.request.get(
    `/api/callback-requests?where[name][equals]=${encodeURIComponent(name)}&depth=0`,
    { headers: { Authorization: `JWT ${token}` } },
  )
  expect(response.status()).toBe(200)
  return (await response.json()).docs as {
    name: string
    phone: string
    link: string
    status: string
    forwarding: { status: string; attempts: number }
  }[]
}

for (const viewport of [
  { label: 'desktop', use: { viewport: { width: 1280, height: 720 } } },
  { label: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
]) {
  test.describe(`callback request (${viewport.label})`, () => {
    test.use(viewport.use)

    test('keeps submit disabled until all three are filled, refuses a bad phone, then sends', async ({ page }) => {
      await asVisitor(page)
      await page.goto('/price/?from=footer')
      const dialog = await openCallback(page)
      await expect(dialog.getByRole('heading', { name: 'Request a callback' })).toBeVisible()
      const submit = dialog.getByRole('button', { name: 'Call me back' })
      await expect(submit).toBeDisabled()
      await expectNoAxeViolations(page)

      const name = `Visitor ${viewport.label} ${Date.now()}`
      await dialog.getByLabel('Your name').fill(name)
      await expect(submit).toBeDisabled()
      await dialog.getByLabel('Phone number').fill('12345')
      await expect(submit).toBeDisabled()
      await dialog.getByRole('checkbox', { name: /I agree/ }).check()
      await expect(submit).toBeEnabled()

      await submit.click()
      await expect(dialog.getByText('An invalid phone number was entered')).toBeVisible()
      await expect(dialog.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true')
      await expectNoAxeViolations(page)

      await dialog.getByLabel('Phone number').fill('phone 0123456789')
      await submit.click()
      await expect(dialog.getByText('An invalid phone number was entered')).toBeVisible()

      await dialog.getByLabel('Phone number').fill('+44 20 7946 0555')
      await expect(dialog.getByText('An invalid phone number was entered')).toHaveCount(0)
      await submit.click()
      await expect(dialog.getByRole('heading', { name: 'Thank you!' })).toBeVisible()
      await expectNoAxeViolations(page)

      // Staff see it in the admin's API: status New, the page it came from.
      const [stored] = await staffRequests(page, name)
      expect(stored).toMatchObject({
        phone: '+442079460555',
        status: 'new',
        link: `${new URL(page.url()).origin}/price/?from=footer`,
      })

      // The return button closes and resets.
      await dialog.getByRole('button', { name: 'Back to the site' }).click()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      const again = await openCallback(page)
      await expect(again.getByLabel('Your name')).toHaveValue('')
      await expect(again.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked()
    })
  })
}

test.describe('callback request details', () => {
  test('refuses a bad phone in Ukrainian', async ({ page }) => {
    await asVisitor(page)
    await page.goto('/ua/')
    const dialog = await openCallback(page, 'Замовити дзвінок')
    await dialog.getByLabel('Ваше ім’я').fill('Олена')
    await dialog.getByLabel('Номер телефону').fill('12-34')
    await dialog.getByRole('checkbox').check()
    await dialog.getByRole('button', { name: 'Передзвоніть мені' }).click()
    await expect(dialog.getByText('Введено некоректний номер телефону')).toBeVisible()
  })

  test('a click outside closes it; Escape closes it and returns focus', async ({ page }) => {
    await page.goto('/')
    await openCallback(page)
    await page.mouse.click(5, 5)
    await expect(page.getByRole('dialog')).toHaveCount(0)

    const button = page.getByRole('contentinfo').getByRole('button', { name: 'Request a callback' })
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog').getByLabel('Your name')).toBeFocused()
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab')
    expect(await page.getByRole('dialog').evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(button).toBeFocused()
  })

  test('shows a spinner while sending and sends once however often it is clicked', async ({ page }) => {
    await asVisitor(page)
    let posts = 0
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    // Hold the real request back until the sending state has been checked, then let it through.
    await page.route('**/api/callback', async (route) => {
      posts++
      await held
      await route.continue()
    })
    await page.goto('/about/')
    const dialog = await openCallback(page)
    await dialog.getByLabel('Your name').fill(`Double ${Date.now()}`)
    await dialog.getByLabel('Phone number').fill('07946055500')
    await dialog.getByRole('checkbox').check()
    await dialog.getByRole('button', { name: 'Call me back' }).click()
    const sending = dialog.getByRole('button', { name: 'Sending…' })
    await expect(sending).toBeDisabled()
    await sending.click({ force: true })
    await dialog.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit())
    release()
    await expect(dialog.getByRole('heading', { name: 'Thank you!' })).toBeVisible()
    expect(posts).toBe(1)
  })

  test('shows the server’s refusal when an address has sent too many requests', async ({ page }) => {
    const ip = await asVisitor(page)
    for (let i = 0; i < 5; i++) {
      const response = await page.request.post('/api/callback', {
        headers: { 'x-forwarded-for': ip },
        data: { name: `Flood ${i}`, phone: '07946055501', consent: true, path: '/' },
      })
      expect(response.status()).toBe(201)
    }
    await page.goto('/')
    const dialog = await openCallback(page)
    await dialog.getByLabel('Your name').fill('Flood refused')
    await dialog.getByLabel('Phone number').fill('07946055501')
    await dialog.getByRole('checkbox').check()
    await dialog.getByRole('button', { name: 'Call me back' }).click()
    await expect(dialog.getByRole('alert')).toHaveText(/^Too many requests\. Please try again in \d+ min\.$/)
    await expect(dialog.getByRole('button', { name: 'Call me back' })).toBeEnabled()
    await expectNoAxeViolations(page)
  })
})

test('the running server forwards a request to the webhook in the background', async ({ page }) => {
  // The outside webhook (a spreadsheet script in the old product), on the address the server was
  // started with; it records what arrives.
  const received: { allMessage: { name: string; link: string; status: string } }[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      received.push(JSON.parse(body))
      res.writeHead(200).end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(webhookPort, '127.0.0.1', resolve))
  try {
    await asVisitor(page)
    await page.goto('/salons/')
    const dialog = await openCallback(page)
    const name = `Forwarded ${Date.now()}`
    await dialog.getByLabel('Your name').fill(name)
    await dialog.getByLabel('Phone number').fill('07946055502')
    await dialog.getByRole('checkbox').check()
    await dialog.getByRole('button', { name: 'Call me back' }).click()
    await expect(dialog.getByRole('heading', { name: 'Thank you!' })).toBeVisible()

    await expect
      .poll(() => received.find((r) => r.allMessage.name === name)?.allMessage, { timeout: 40_000 })
      .toMatchObject({ status: 'New', link: `${new URL(page.url()).origin}/salons/` })
    await expect
      .poll(async () => (await staffRequests(page, name))[0]?.forwarding.status, { timeout: 10_000 })
      .toBe('delivered')
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
})
