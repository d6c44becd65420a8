import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test'

/** The demo admin that `npm start` (and the end-to-end database) creates. */
export const DEMO_ADMIN = { email: 'demo@parlour.example', password: 'parlour-demo' }

/** Fills in and sends the admin's login form on the current page (already at /admin/login). */
export async function submitAdminLogin(page: Page, password = DEMO_ADMIN.password): Promise<void> {
  await page.locator('#field-email').fill(DEMO_ADMIN.email)
  await page.locator('#field-password').fill(password)
  await page.getByRole('button', { name: /log ?in/i }).click()
}

/** Signs in to the admin as the demo admin and waits for the dashboard. */
export async function signInToAdmin(page: Page): Promise<void> {
  await page.goto('/admin/login')
  await submitAdminLogin(page)
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/** An API context signed in as the demo admin (a JWT on every call), for setting up through the API. */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const anonymous = await playwrightRequest.newContext({ baseURL })
  const login = await anonymous.post('/api/users/login', { data: DEMO_ADMIN })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  await anonymous.dispose()
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { authorization: `JWT ${token}` } })
}
