import { expect, type Locator } from '@playwright/test'

/**
 * On the widget's time step: picks the first offered day at least three days ahead (so the visit
 * can still be cancelled online) and its first time. Answers that time's button.
 */
export async function chooseTimeDaysAhead(widget: Locator): Promise<Locator> {
  const days = widget.locator('button[data-date]:not([disabled])')
  await expect(days.first()).toBeVisible()
  const dates = await days.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-date')!))
  const later = dates.find((d) => Date.parse(`${d}T12:00:00Z`) - Date.now() > 3 * 86_400_000)
  expect(later).toBeTruthy()
  await widget.locator(`button[data-date="${later}"]`).click()
  const firstTime = widget
    .locator('ul li button[aria-pressed]')
    .filter({ hasText: /^\d\d:\d\d$/ })
    .first()
  await firstTime.click()
  return firstTime
}
