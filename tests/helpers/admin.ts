import { expect, type Page } from '@playwright/test'

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
