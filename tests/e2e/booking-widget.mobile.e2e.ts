import { expect, test, type Locator, type Page } from '@playwright/test'

import { latestCode } from '../helpers/sms-outbox'
import { chooseTimeDaysAhead, visitSummary } from '../helpers/widget'

/**
 * The booking widget on a 390 px phone (issue 33, "a booking flow that fits a phone"): the chosen
 * service's group open and the rest folded, the step counter from 1, and at every step the summary
 * of the visit (what, who, when, price, length) with the step's button at the foot of the screen,
 * never scrolled out of sight.
 */

test.use({ viewport: { width: 390, height: 844 } })

// Fresh numbers of this suite's own range (+44 74024 xxxxx) for each run.
let serial = 0
const freshPhone = () => `+4474024${String((Math.floor(Date.now() / 1000) * 3 + serial++) % 100_000).padStart(5, '0')}`

const heading = (scope: Locator, name: string) => scope.getByRole('heading', { level: 2, name })

/** On the first screen as it is: the whole box between the top and the bottom of the viewport. */
async function expectOnScreen(page: Page, target: Locator) {
  await expect(target).toBeVisible()
  const box = (await target.boundingBox())!
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height)
}

test('from the AirTouch page: its group open, the others folded, and the summary and button always on screen', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/services/backstage-chelsea/female/hair/colouring/air-touch/')
  await page
    .getByRole('main')
    .getByRole('button', { name: 'Book now', exact: true })
    .filter({ visible: true })
    .first()
    .click()
  const widget = page.getByTestId('booking-dialog')
  const summary = visitSummary(widget)
  const footerOnScreen = async (button: string) => {
    await expectOnScreen(page, summary)
    await expectOnScreen(page, widget.getByRole('button', { name: button, exact: true }))
  }

  // The salon came with the page: the services are step 1 of services, stylist, time, phone, confirm.
  await expect(heading(widget, 'Choose services')).toBeVisible()
  await expect(widget.getByText('Step 1 of 5')).toBeVisible()
  const airTouch = widget.getByRole('checkbox', { name: /^AirTouch Colouring/ })
  await expect(airTouch).toBeChecked()
  const open = widget.locator('details[open]')
  await expect(open).toHaveCount(1)
  await expect(open.getByRole('checkbox', { name: /^AirTouch Colouring/ })).toBeChecked()
  expect(await widget.locator('details:not([open])').count()).toBeGreaterThan(2)
  // The option chosen is the summary's: its length and price.
  await widget.getByRole('radio', { name: /^Long hair/ }).check()
  await expect(summary.locator('p')).toHaveText(['AirTouch Colouring · Long hair', '4 h · £360'])
  await footerOnScreen('Continue')
  await widget.getByRole('button', { name: 'Continue' }).click()

  await expect(heading(widget, 'Choose a stylist')).toBeFocused()
  await expect(widget.getByText('Step 2 of 5')).toBeVisible()
  await expect(summary).toContainText('Any stylist · 4 h · £360')
  await footerOnScreen('Continue')
  await widget.getByRole('button', { name: 'Continue' }).click()

  await expect(heading(widget, 'Choose a date and time')).toBeFocused()
  const { time } = await chooseTimeDaysAhead(widget)
  const at = (await time.textContent())!
  await expect(summary).toContainText(`, ${at} · 4 h · £360`)
  await footerOnScreen('Continue')
  const held = page.waitForResponse((r) => r.url().endsWith('/api/booking/holds') && r.request().method() === 'POST')
  await widget.getByRole('button', { name: 'Continue' }).click()
  const { hold } = (await (await held).json()) as { hold: { items: { employee: { name: string } }[] } }
  const stylist = hold.items[0]!.employee.name

  // The held visit: the stylist the salon gave, the time, the length and the price.
  await expect(heading(widget, 'Sign in with your phone')).toBeFocused()
  await expect(widget.getByText('Step 4 of 5')).toBeVisible()
  await expect(summary).toContainText('AirTouch Colouring · Long hair')
  await expect(summary).toContainText(`${stylist} · `)
  await expect(summary).toContainText(`, ${at} · 4 h · £360`)
  await expectOnScreen(page, summary)
  await expectOnScreen(page, widget.getByRole('button', { name: 'Text me a code' }))
  const phone = freshPhone()
  await widget.getByLabel('Mobile number').fill(phone)
  await widget.getByRole('button', { name: 'Text me a code' }).click()
  const texted = () => {
    try {
      return latestCode(phone)
    } catch {
      return '' // not texted yet
    }
  }
  await expect.poll(texted, { timeout: 15_000 }).toMatch(/^\d{6}$/)
  await widget.getByLabel('Code from the text').fill(texted())
  await widget.getByRole('button', { name: 'Confirm the code' }).click()
  await widget.getByLabel('First name').fill('Phoebe')
  await widget.getByRole('button', { name: 'Continue' }).click()

  await expect(heading(widget, 'Check and confirm')).toBeFocused()
  await expect(widget.getByText('Step 5 of 5')).toBeVisible()
  await expect(summary).toContainText(`${stylist} · `)
  await footerOnScreen('Confirm the booking')
  // Closed without booking: the held time is given back.
  await page.keyboard.press('Escape')
  await expect(widget).toBeHidden()
})

test('with nothing chosen the first group is open, and the counter starts at 1 in Ukrainian too', async ({ page }) => {
  await page.goto('/ua/book/')
  await expect(page.getByText('Крок 1 з 6')).toBeVisible()
  await page.getByRole('button', { name: /Backstage Chelsea/ }).click()
  await expect(page.getByText('Крок 2 з 6')).toBeVisible()
  const groups = page.locator('details')
  await expect(groups.first()).toHaveAttribute('open', '')
  await expect(page.locator('details[open]')).toHaveCount(1)
  // Nothing chosen yet: no summary, and Continue waits for a service.
  await expect(visitSummary(page.locator('body'))).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Далі', exact: true })).toBeDisabled()
  // A folded group opens at a tap, and its first service ticked shows in the summary at the foot.
  const second = groups.nth(1)
  await second.locator('summary').click()
  await expect(second).toHaveAttribute('open', '')
  await second.getByRole('checkbox').first().check()
  await expectOnScreen(page, visitSummary(page.locator('body')))
  await expectOnScreen(page, page.getByRole('button', { name: 'Далі', exact: true }))
})
