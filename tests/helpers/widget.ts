import { expect, type Locator } from '@playwright/test'

/** The time buttons of the day chosen on the widget's time step. */
export const offeredTimes = (widget: Locator) =>
  widget.locator('ul li button[aria-pressed]').filter({ hasText: /^\d\d:\d\d$/ })

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3))

/**
 * On the widget's time step: chooses the first offered day more than three days ahead (so the
 * visit can still be cancelled online, and never today, whose times run out as the day goes on)
 * whose times satisfy `fits`, and answers that day and its times. With `apart`, the day must offer
 * a second start at least that many minutes after its first (a day that keeps a time once its
 * first one is taken).
 */
export async function chooseDayAhead(widget: Locator, apart = 0): Promise<{ date: string; times: string[] }> {
  const days = widget.locator('button[data-date]:not([disabled])')
  await expect(days.first()).toBeVisible()
  const dates = await days.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-date')!))
  for (const date of dates.filter((d) => Date.parse(`${d}T12:00:00Z`) - Date.now() > 3 * 86_400_000)) {
    const day = widget.locator(`button[data-date="${date}"]`)
    await day.click()
    await expect(day).toHaveAttribute('aria-pressed', 'true')
    await expect(offeredTimes(widget).first()).toBeVisible()
    const times = await offeredTimes(widget).allTextContents()
    if (times.some((t) => minutes(t) - minutes(times[0]!) >= apart)) return { date, times }
  }
  throw new Error(`no day more than three days ahead offers two starts ${apart} minutes apart`)
}

/**
 * On the widget's time step: chooses the first offered day more than three days ahead and its
 * first time. Answers that day and the time's button.
 */
export async function chooseTimeDaysAhead(widget: Locator): Promise<{ date: string; time: Locator }> {
  const { date } = await chooseDayAhead(widget)
  const firstTime = offeredTimes(widget).first()
  await firstTime.click()
  return { date, time: firstTime }
}

/** Ticks a service on the widget's services step, unfolding its group first when it is folded. */
export async function tickService(widget: Locator, serviceId: string): Promise<void> {
  const checkbox = `input[type=checkbox][value="${serviceId}"]`
  const group = widget.locator('details').filter({ has: widget.page().locator(checkbox) })
  if ((await group.getAttribute('open')) === null) await group.locator('summary').click()
  await widget.locator(checkbox).check()
}

/** The widget's summary of the visit so far, at the foot of each step. */
export const visitSummary = (widget: Locator) => widget.getByTestId('booking-summary')
