import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'

import { expect, test } from '@playwright/test'

import { DEMO_ADMIN } from '../helpers/admin'

/** The newest reset link the outbox email transport (EMAIL_OUTBOX_FILE) wrote for `email`. */
function resetLink(email: string): string | undefined {
  const file = process.env.EMAIL_OUTBOX_FILE!
  if (!existsSync(file)) return undefined
  const mails = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; html: string })
    .filter((m) => m.to === email)
  return /href="([^"]+\/admin\/reset\/[0-9a-f]+)"/.exec(mails.at(-1)?.html ?? '')?.[1]
}

test('a staff member who forgot the password resets it from the login page and signs in with the new one', async ({
  page,
  request,
}) => {
  // A staff member of their own, so the demo admin's password stays as the other tests know it.
  const signedIn = await request.post('/api/users/login', { data: DEMO_ADMIN })
  expect(signedIn.status()).toBe(200)
  const { token } = (await signedIn.json()) as { token: string }
  const email = `stylist-${randomUUID()}@parlour.example`
  const created = await request.post('/api/users', {
    headers: { authorization: `JWT ${token}` },
    data: { email, password: 'old-password-1', name: 'Forgetful Stylist', roles: ['editor'] },
  })
  expect(created.status()).toBe(201)

  await page.goto('/admin/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/admin\/forgot\/?$/)
  await page.locator('#field-email').fill(email)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('heading', { name: 'Email Sent' })).toBeVisible()

  await expect.poll(() => resetLink(email)).toBeTruthy()
  await page.goto(resetLink(email)!)
  // The reset page is a fresh page load: a click that lands before React has hydrated the form is
  // swallowed and sends nothing. Fill and click again until the form sends its request (once sent,
  // it is not repeated).
  await expect(async () => {
    await page.locator('#field-password').fill('new-password-2')
    await page.locator('#field-confirm-password').fill('new-password-2')
    const sent = page.waitForRequest((r) => r.url().includes('/api/users/reset-password'), { timeout: 2_000 })
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await sent
  }).toPass()
  // Payload signs the staff member in with the new password and opens the dashboard.
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('link', { name: 'Services', exact: true })).toBeVisible()
  // Asked from the page itself (the admin's own origin, with its cookie): the session is the new staff member's.
  const me = await page.evaluate(
    async () => (await (await fetch('/api/users/me')).json()) as { user: { email: string } | null },
  )
  expect(me.user?.email).toBe(email)

  // The new password signs in; the old one no longer does.
  expect((await request.post('/api/users/login', { data: { email, password: 'new-password-2' } })).status()).toBe(200)
  expect((await request.post('/api/users/login', { data: { email, password: 'old-password-1' } })).status()).toBe(401)
})

test('the login form says why, readably, when an account has had too many wrong passwords', async ({ page }) => {
  // An address nobody has: throttled exactly like a staff member's (the answer tells nothing apart).
  const email = `nobody-${randomUUID()}@parlour.example`
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(email)
  const tryPassword = async (password: string) => {
    await page.locator('#field-password').fill(password)
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) =>
          /\/api\/users\/login\/?$/.test(r.url()) &&
          r.request().method() === 'POST' &&
          (r.status() < 300 || r.status() >= 400),
      ),
      page.getByRole('button', { name: /log ?in/i }).click(),
    ])
    return response.status()
  }
  for (let i = 0; i < 5; i++) expect(await tryPassword(`wrong-${i}`)).toBe(401)
  expect(await tryPassword('wrong-5')).toBe(429)
  await expect(
    page.getByText(/Too many sign-in attempts for this account or from your network\. Please wait 1 min/),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login/)
})

test('the forgot-password form shows the throttle’s message instead of "Email Sent" when reset emails are refused', async ({
  page,
  request,
}) => {
  // A mailbox and a network address of this test's own (the e2e server trusts one proxy: the last
  // X-Forwarded-For entry is the visitor's), so no other test's count is spent.
  const email = `nobody-${randomUUID()}@parlour.example`
  const visitor = { 'x-forwarded-for': '192.0.2.132' }
  // The mailbox's three reset emails of a quarter of an hour.
  for (let i = 0; i < 3; i++)
    expect((await request.post('/api/users/forgot-password', { data: { email }, headers: visitor })).status()).toBe(200)

  await page.setExtraHTTPHeaders(visitor)
  await page.goto('/admin/forgot')
  await page.locator('#field-email').fill(email)
  const [response] = await Promise.all([
    page.waitForResponse((r) => /\/api\/users\/forgot-password\/?$/.test(r.url()) && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Submit' }).click(),
  ])
  expect(response.status()).toBe(429)
  await expect(page.getByText(/Too many password reset requests\. Please wait \d+ min and try again\./)).toBeVisible()
  // The form is still there to try again later; nothing claims an email went out.
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Email Sent' })).toHaveCount(0)
})
