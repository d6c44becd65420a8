import { expect, type Page } from '@playwright/test'

/**
 * In-place navigation check: a marker set on the window survives only a navigation in place (the
 * App Router), not a full page load.
 */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { parlourStayed: true }))
}

export async function expectSameWindow(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { parlourStayed?: boolean }).parlourStayed)).toBe(true)
}
