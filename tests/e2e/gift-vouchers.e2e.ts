import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations } from '../helpers/axe'
import { latestCode, messagesTo } from '../helpers/sms-outbox'

/**
 * The gift vouchers page in Chromium against the production server and the fake Stripe (a test
 * double started by playwright.config.ts): a visitor finds it in the footer, picks an amount, signs
 * in by phone, pays on the fake's hosted page, comes back to the voucher (its code, amount, expiry,
 * recipient and message once the payment is confirmed), gets its code by text, prints it and finds
 * it in the account; nobody else sees it. The Ukrainian page speaks Ukrainian, at a phone's width.
 */

/** This file's client address (the site trusts the last X-Forwarded-For entry): no other suite's limits are shared. */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.140' } })

let serial = 0
/** A fresh UK mobile (07400 3xxxxx; payments' suite draws from 07400 2xxxxx). */
const freshPhone = () => `07400 3${String((Math.floor(Date.now() / 1000) * 10 + serial++) % 100_000).padStart(5, '0')}`
const e164 = (national: string) => `+44${national.replace(/\s/g, '').slice(1)}`

async function signInOnPage(page: Page, phone: string) {
  await page.getByLabel('Mobile number').fill(phone)
  await page.getByRole('button', { name: 'Text me a code' }).click()
  await expect(page.getByLabel('Code from the text')).toBeVisible()
  const code = () => {
    try {
      return latestCode(e164(phone))
    } catch {
      return '' // not texted yet
    }
  }
  await expect.poll(code, { timeout: 15_000 }).toMatch(/^\d{6}$/)
  await page.getByLabel('Code from the text').fill(code())
  await page.getByRole('button', { name: 'Confirm the code' }).click()
  await page.getByLabel('First name').fill('Nell')
  await page.getByRole('button', { name: 'Continue' }).click()
}

test('a visitor buys a voucher from the footer, pays on Stripe’s page, sees it, gets it by text and prints it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Gift vouchers', exact: true }).click()
  await expect(page).toHaveURL(/\/gift-vouchers\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Gift vouchers' })).toBeVisible()

  // An amount outside the salon's limits is refused next to its field, before anything is sent.
  await page.getByRole('radio', { name: 'Another amount' }).check()
  const other = page.getByLabel('Amount in pounds')
  await other.fill('5')
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(other).toBeFocused()
  await expect(other).toHaveAttribute('aria-invalid', 'true')
  await expect(other).toHaveAccessibleDescription(/Choose an amount from £10 to £500\./)
  await expectNoAxeViolations(page, 'main')

  await page.getByRole('radio', { name: '£50', exact: true }).check()
  await page.getByLabel('Recipient’s name (optional)').fill('Mum')
  await page.getByLabel('Your message (optional)').fill('Happy birthday, with love!')
  await page.getByRole('button', { name: 'Continue to payment' }).click()

  // Not signed in: the shared phone sign-in, then straight on to Stripe's page.
  const phone = freshPhone()
  await signInOnPage(page, phone)
  await expect(page.getByText('Pay with card (test double)')).toBeVisible()
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: /^Pay £50/ }).click()

  // Back on the page: the voucher once Stripe's report has arrived, without a reload by hand.
  await expect(page).toHaveURL(/\/gift-vouchers\/\?voucher=\d+$/)
  const voucherId = new URL(page.url()).searchParams.get('voucher')!
  const card = page.locator(`[data-voucher="${voucherId}"]`)
  await expect(card.locator('[data-code]')).toHaveText(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
  const code = (await card.locator('[data-code]').textContent())!
  await expect(card.locator('[data-amount]')).toHaveText('£50')
  await expect(card.locator('[data-recipient]')).toHaveText('Mum')
  await expect(card.locator('[data-message]')).toHaveText('“Happy birthday, with love!”')
  const expiry = new Date()
  expiry.setMonth(expiry.getMonth() + 12)
  await expect(card.locator('[data-expires]')).toHaveText(
    new RegExp(expiry.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'Europe/London' })),
  )

  // The buyer's text carries the code.
  await expect
    .poll(() => messagesTo(e164(phone)).at(-1)?.body ?? '', { timeout: 20_000 })
    .toContain(`Your Parlour gift voucher for £50.00: code ${code}`)

  // The printable voucher: the same voucher, and on paper only the voucher.
  await page.getByRole('link', { name: 'Print the voucher' }).click()
  await expect(page).toHaveURL(new RegExp(`/gift-vouchers/print/\\?voucher=${voucherId}$`))
  const printed = page.locator(`[data-voucher="${voucherId}"]`)
  await expect(printed.locator('[data-code]')).toHaveText(code)
  await expect(printed.locator('[data-message]')).toHaveText('“Happy birthday, with love!”')
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeHidden()
  await expect(printed.locator('[data-code]')).toBeVisible()
  await page.emulateMedia({ media: 'screen' })

  // The account lists it.
  await page.goto('/account/')
  const bought = page.getByRole('region', { name: 'Gift vouchers you bought' })
  await expect(bought.locator(`[data-voucher="${voucherId}"] [data-code]`)).toHaveText(code)

  // Somebody else, signed out, is asked to sign in and sees no voucher.
  const stranger = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.141' } })
  const theirs = await stranger.newPage()
  await theirs.goto(`/gift-vouchers/print/?voucher=${voucherId}`)
  await expect(theirs.getByText('Sign in with the mobile you bought the voucher with to see it.')).toBeVisible()
  await expect(theirs.locator('[data-code]')).toHaveCount(0)
  await stranger.close()
})

test('the Ukrainian page speaks Ukrainian, fits a 390 px phone and is axe-clean', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/ua/gift-vouchers/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk')
  await expect(page.getByRole('heading', { level: 1, name: 'Подарункові сертифікати' })).toBeVisible()
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Подарункові сертифікати' })).toHaveAttribute(
    'href',
    '/ua/gift-vouchers/',
  )
  await expect(page).toHaveTitle(/^Подарункові сертифікати \|/)

  // A voucher for a treatment: the list of treatments, and a localised refusal without one.
  await page.getByRole('radio', { name: 'На послугу' }).check()
  const service = page.getByLabel('Послуга', { exact: true })
  await expect(service.locator('option')).not.toHaveCount(1)
  await page.getByRole('button', { name: 'Перейти до оплати' }).click()
  await expect(service).toBeFocused()
  await expect(service).toHaveAccessibleDescription(/Оберіть послугу зі списку\./)

  // A date without the recipient's mobile is refused in Ukrainian, next to the mobile.
  await page.getByRole('radio', { name: 'На суму' }).check()
  await page.getByLabel('Надіслати', { exact: true }).fill('2099-01-01')
  await page.getByRole('button', { name: 'Перейти до оплати' }).click()
  await expect(page.getByLabel('Мобільний одержувача')).toHaveAccessibleDescription(
    /Вкажіть мобільний одержувача, щоб надіслати сертифікат у визначений день\./,
  )

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectNoAxeViolations(page)
})
