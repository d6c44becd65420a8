import { expect, type Page, test } from '@playwright/test'

/** The phone layout: burger menu with its drill-down and bottom bar, and the floating booking button. */

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'cookiesAccepted', value: 'true', url: 'http://localhost' }])
})

const burger = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true })
/** The open menu, whichever list it shows (its name is the list's title). */
const menu = (page: Page) => page.locator('[data-mobile-menu]')

test('the burger replaces the desktop menu and opens a full-screen menu that drills down', async ({ page }) => {
  await page.goto('/price/')
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeHidden()

  await burger(page).click()
  const dialog = page.getByRole('dialog', { name: 'Site menu' })
  await expect(dialog).toBeVisible()
  const box = (await dialog.boundingBox())!
  expect(box.width).toBe(page.viewportSize()!.width)
  expect(box.height).toBe(page.viewportSize()!.height)
  const lists = menu(page).getByRole('navigation', { name: 'Site menu' })
  await expect(lists.getByRole('listitem')).toHaveText([
    'About',
    'Services',
    'Prices',
    'Salons',
    'Vacancies',
    'Stylists',
    'Your account',
    'Online shop (opens in a new tab)',
  ])
  // The header's account and shop icons are hidden here, so the menu leads there instead.
  await expect(lists.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/account/')
  await expect(lists.getByRole('link', { name: 'Online shop (opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://book.parlour.example/',
  )

  // Services → Women → the women's directions.
  await lists.getByRole('button', { name: 'Services', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Services' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Services' })).toBeFocused()
  await lists.getByRole('button', { name: 'Women', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Women' })).toBeFocused()
  await expect(lists.getByRole('link', { name: 'All services: Women' })).toHaveAttribute('href', '/services/female/')
  await expect(lists.getByRole('link', { name: 'Make-up & Brows' })).toHaveAttribute(
    'href',
    '/services/female/makeup-brows/',
  )
  // Back twice reaches the main list.
  await page.getByRole('button', { name: 'Back', exact: true }).click()
  await expect(lists.getByRole('button', { name: 'Men', exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Back', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Site menu' })).toBeFocused()

  // Salons: the London category opens its own site in a new tab.
  await lists.getByRole('button', { name: 'Salons', exact: true }).click()
  const london = lists.getByRole('link', { name: 'London (opens in a new tab)' })
  await expect(london).toHaveAttribute('href', 'https://london.parlour.example/')
  await expect(london).toHaveAttribute('target', '_blank')
  await expect(lists.getByRole('link', { name: 'Backstage Chelsea' })).toHaveAttribute(
    'href',
    '/salons/backstage-chelsea/',
  )
  await page.getByRole('button', { name: 'Back', exact: true }).click()

  // About: about, blog and the blog sections.
  await lists.getByRole('button', { name: 'About', exact: true }).click()
  await expect(lists.getByRole('link')).toHaveText(['About', 'Blog', 'Collaborations', 'Filming', 'Special projects'])
})

test('the menu has a bottom bar with the phone and the booking button; Escape closes it and focus returns', async ({
  page,
}) => {
  await page.goto('/about/')
  await burger(page).click()
  const dialog = page.getByRole('dialog', { name: 'Site menu' })
  const phone = dialog.getByRole('link', { name: 'Call +44 20 7946 0321' })
  await expect(phone).toHaveAttribute('href', 'tel:+442079460321')
  await expect(dialog.getByRole('link', { name: 'Book now' })).toHaveAttribute('href', '/book/')
  // The bar (phone, callback, booking; two rows on a phone) stays at the bottom of the screen.
  const viewport = page.viewportSize()!
  const book = (await dialog.getByRole('link', { name: 'Book now' }).boundingBox())!
  expect(book.y + book.height).toBeGreaterThan(viewport.height - 40)
  expect((await phone.boundingBox())!.y).toBeGreaterThan(viewport.height - 160)

  // Focus stays inside the open menu.
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab')
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(burger(page)).toBeFocused()

  await page.goto('/ua/about/')
  await page.getByRole('button', { name: 'Меню', exact: true }).click()
  const ua = page.getByRole('dialog', { name: 'Меню сайту' })
  await expect(ua.getByRole('link', { name: 'Записатися' })).toHaveAttribute('href', '/ua/book/')
  await expect(ua.getByRole('link', { name: 'Зателефонувати +44 20 7946 0321' })).toBeVisible()
})

test('choosing a page closes the menu; reopened later it starts from the main list', async ({ page }) => {
  await page.goto('/')
  await burger(page).click()
  await menu(page).getByRole('button', { name: 'Services', exact: true }).click()
  await menu(page).getByRole('button', { name: 'Men', exact: true }).click()
  await menu(page).getByRole('link', { name: 'Beard' }).click()
  await expect(page).toHaveURL(/\/services\/male\/beard\/$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // The drill-down collapses 300 ms after closing, so the menu opens at its main list again.
  await expect(async () => {
    await burger(page).click()
    try {
      await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible({ timeout: 500 })
    } finally {
      await page.keyboard.press('Escape')
    }
  }).toPass()
})

test('the floating booking button shows on every page but home, and not over the open menu', async ({ page }) => {
  await page.goto('/')
  const floating = page.getByTestId('floating-booking')
  await expect(floating).toBeHidden()

  await page.goto('/price/')
  await expect(floating).toBeVisible()
  await expect(floating.getByRole('link', { name: 'Book now' })).toHaveAttribute('href', '/book/')
  const box = (await floating.boundingBox())!
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height)

  await burger(page).click()
  await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible()
  await expect(floating).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(floating).toBeVisible()

  await page.goto('/ua/vacancies/')
  await expect(floating.getByRole('link', { name: 'Записатися' })).toHaveAttribute('href', '/ua/book/')
  await page.goto('/ua/')
  await expect(floating).toBeHidden()
})

test('cards and pictures show at once on a phone: no scroll animation below 1200 px', async ({ page }) => {
  await page.goto('/employees/')
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'off')
  await page.evaluate(() => window.scrollTo(0, 2000))
  const cards = page.locator('[data-animate-grid] > li')
  await expect(cards.first()).toBeVisible()
  expect(await page.locator('[data-aos="pending"]').count()).toBe(0)
  expect(await cards.last().evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
})

test('on a phone the account is one tap away in the menu, in the page language', async ({ page }) => {
  await page.goto('/ua/price/')
  await page.getByRole('button', { name: 'Меню', exact: true }).click()
  await menu(page).getByRole('link', { name: 'Особистий кабінет' }).click()
  await expect(page).toHaveURL(/\/ua\/account\/$/)
})
