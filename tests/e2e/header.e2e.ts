import { expect, type Page, test } from '@playwright/test'

import { pageScriptRan } from '../helpers/page-script'

/** Desktop header: the three hover panels, by mouse and by keyboard, its buttons and its scroll behaviour. */

const ARTICLE = '/blog/filming/six-weeks-on-set-with-a-period-drama/'

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })

/**
 * Whether Chromium's accessibility tree says the panel button `key` is expanded: a popover's button
 * carries no aria-expanded (HTML forbids it there), the browser derives it from the panel.
 */
async function expanded(page: Page, key: string) {
  const cdp = await page.context().newCDPSession(page)
  try {
    const expression = `document.querySelector('[popovertarget="menu-${key}"]')`
    const { result } = await cdp.send('Runtime.evaluate', { expression })
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { objectId: result.objectId })
    return nodes[0]?.properties?.find((p) => p.name === 'expanded')?.value.value === true
  } finally {
    await cdp.detach()
  }
}

test.beforeEach(async ({ context }) => {
  // The cookie notice has its own tests; here it would only cover the page.
  await context.addCookies([{ name: 'cookiesAccepted', value: 'true', url: 'http://localhost' }])
})

test('hovering the services entry opens its panel with both groups, their directions and categories', async ({
  page,
}) => {
  await page.goto('/')
  const nav = mainMenu(page)
  const trigger = nav.getByRole('button', { name: 'Services', exact: true })
  await trigger.hover()
  const panel = page.locator('[data-menu-panel="services"]')
  await expect(panel).toBeVisible()
  expect(await expanded(page, 'services')).toBe(true)
  await expect(panel.getByRole('link', { name: 'Women', exact: true })).toHaveAttribute('href', '/services/female/')
  await expect(panel.getByRole('link', { name: 'Men', exact: true })).toHaveAttribute('href', '/services/male/')
  await expect(panel.getByRole('link', { name: 'Make-up & Brows' })).toHaveAttribute(
    'href',
    '/services/female/makeup-brows/',
  )
  await expect(panel.getByRole('link', { name: 'Colouring' })).toHaveAttribute(
    'href',
    '/services/female/hair/colouring/',
  )
  await expect(panel.getByRole('link', { name: 'Beard' })).toHaveAttribute('href', '/services/male/beard/')

  // Moving into the panel keeps it open; leaving the menu closes it.
  await panel.getByRole('link', { name: 'Colouring' }).hover()
  await expect(panel).toBeVisible()
  await page.mouse.move(640, 700)
  await expect(panel).toBeHidden()
  expect(await expanded(page, 'services')).toBe(false)

  // Choosing a link goes there (a new document, every panel closed).
  await trigger.hover()
  await panel.getByRole('link', { name: 'Colouring' }).click()
  await expect(page).toHaveURL(/\/services\/female\/hair\/colouring\/$/)
  await expect(panel).toBeHidden()
})

test('the salons panel lists the salons by category; the london category opens the London site in a new tab', async ({
  page,
}) => {
  await page.goto('/price/')
  // Hovering the entry's link opens its panel too.
  await mainMenu(page).getByRole('link', { name: 'Salons' }).hover()
  const panel = page.locator('[data-menu-panel="salons"]')
  const london = panel.getByRole('link', { name: /^London/ })
  await expect(london).toHaveAttribute('href', 'https://london.parlour.example/')
  await expect(london).toHaveAttribute('target', '_blank')
  await expect(london).toHaveAttribute('rel', /noopener/)
  await expect(london).toHaveAccessibleName('London (opens in a new tab)')
  await expect(panel.getByRole('link', { name: 'Backstage Chelsea' })).toHaveAttribute(
    'href',
    '/salons/backstage-chelsea/',
  )
  await expect(panel.getByRole('link', { name: 'Backstage Kensington' })).toHaveAttribute(
    'href',
    '/salons/backstage-kensington/',
  )
  await expect(panel.getByRole('link', { name: 'All salons' })).toHaveAttribute('href', '/salons/')
})

test('the about panel lists About, Blog and the blog sections, in both languages', async ({ page }) => {
  await page.goto('/')
  await mainMenu(page).getByRole('link', { name: 'About' }).hover()
  const panel = page.locator('[data-menu-panel="about"]')
  await expect(panel.getByRole('link')).toHaveText(['About', 'Blog', 'Collaborations', 'Filming', 'Special projects'])
  await expect(panel.getByRole('link', { name: 'Filming' })).toHaveAttribute('href', '/blog/filming/')

  await page.goto('/ua/')
  await page.getByRole('navigation', { name: 'Головне меню' }).getByRole('link', { name: 'Про нас' }).hover()
  await expect(page.locator('[data-menu-panel="about"]').getByRole('link', { name: 'Зйомки' })).toHaveAttribute(
    'href',
    '/ua/blog/filming/',
  )
})

test('the panels work from the keyboard: open, arrow into, Escape closes and focus goes back', async ({ page }) => {
  await page.goto('/')
  const nav = mainMenu(page)
  const more = nav.getByRole('button', { name: 'More: Salons' })
  await more.focus()
  await page.keyboard.press('Enter')
  const panel = page.locator('[data-menu-panel="salons"]')
  await expect(panel).toBeVisible()
  expect(await expanded(page, 'salons')).toBe(true)
  await page.keyboard.press('ArrowDown')
  await expect(panel.getByRole('link', { name: /^London/ })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(panel.getByRole('link', { name: 'Backstage Chelsea' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(more).toBeFocused()

  // Tab walks from the button through the open panel and on to the next entry; Shift+Tab walks back.
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await expect(panel.getByRole('link', { name: /^London/ })).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(more).toBeFocused()
  await panel.getByRole('link', { name: 'All salons' }).focus()
  await page.keyboard.press('Tab')
  await expect(nav.getByRole('link', { name: 'Vacancies' })).toBeFocused()

  // Space opens the services panel; Tab walks into it in reading order.
  const services = nav.getByRole('button', { name: 'Services', exact: true })
  await services.focus()
  await page.keyboard.press('Space')
  await expect(page.locator('[data-menu-panel="services"]')).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(
    page.locator('[data-menu-panel="services"]').getByRole('link', { name: 'Women', exact: true }),
  ).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/services\/female\/$/)
  await expect(page.locator('[data-menu-panel]:popover-open')).toHaveCount(0)
})

test('the header has account, booking store and booking buttons', async ({ page }) => {
  await page.goto('/employees/')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account/')
  const store = header.getByRole('link', { name: 'Online shop (opens in a new tab)' })
  await expect(store).toHaveAttribute('href', 'https://book.parlour.example/')
  await expect(store).toHaveAttribute('target', '_blank')
  await expect(header.getByRole('link', { name: 'Book now' })).toHaveAttribute('href', '/book/')
  await expect(page.getByTestId('floating-booking')).toBeHidden()

  await page.goto('/ua/employees/')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Записатися' })).toHaveAttribute('href', '/ua/book/')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Особистий кабінет' })).toHaveAttribute(
    'href',
    '/ua/account/',
  )
})

test('the header is light-on-dark over a services category and dark-on-light elsewhere', async ({ page }) => {
  const background = () => page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundColor)
  await page.goto('/services/female/hair/')
  expect(await background()).toBe('rgb(31, 27, 24)')
  await page.goto('/services/female/hair/styling/blow-dry-wash/')
  expect(await background()).toBe('rgb(250, 247, 242)')
})

test('the header slides away while scrolling down and comes back on scrolling up, shifting nothing', async ({
  page,
}) => {
  await page.goto('/price/')
  await pageScriptRan(page)
  // Shifts from here on: the scrolling's. (Counting the load's too, a busy machine once saw 0.004
  // before any scrolling; the page's load is Lighthouse's to measure, in bench/report.md.)
  await page.evaluate(async () => {
    await document.fonts.ready
    ;(window as unknown as { shift: number }).shift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value
      }
    }).observe({ type: 'layout-shift' })
  })
  const header = page.getByRole('banner')
  const top = () => header.evaluate((el) => el.getBoundingClientRect().top)
  await page.mouse.move(640, 400)
  await page.mouse.wheel(0, 10)
  await expect(header).toHaveAttribute('data-hidden', 'false')
  await page.mouse.wheel(0, 800)
  await expect(header).toHaveAttribute('data-hidden', 'true')
  await expect(header).toHaveAttribute('data-scrolled', 'true')
  await expect.poll(top).toBeLessThan(-40)
  await page.mouse.wheel(0, -200)
  await expect(header).toHaveAttribute('data-hidden', 'false')
  await expect.poll(top).toBe(0)
  // Back at the top it is shown and unpinned.
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(header).toHaveAttribute('data-scrolled', 'false')
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0)
})

test('cards below the fold fade in once, column by column, when scrolled to; without script all show', async ({
  page,
  browser,
}) => {
  await page.goto('/blog/')
  const cards = page.locator('[data-animate-grid] > li')
  await expect(page.locator('[data-aos="pending"]').first()).toBeAttached()
  // Cards in the first screenful never wait.
  expect(await cards.first().getAttribute('data-aos')).toBe('done')
  const pending = page.locator('[data-aos="pending"]')
  const count = await pending.count()
  expect(count).toBeGreaterThan(0)
  expect(await pending.first().evaluate((el) => getComputedStyle(el).opacity)).toBe('0')
  // Below-the-fold pictures are lazy-loaded by the browser (tests/e2e/lazy-images.e2e.ts).
  await expect(pending.last().locator('img')).toHaveAttribute('loading', 'lazy')

  // Scrolled to one by one, each fades in (a jump past a card leaves it waiting until it is seen).
  for (const card of await cards.all()) await card.scrollIntoViewIfNeeded()
  await expect(page.locator('[data-aos="pending"]')).toHaveCount(0)
  const delays = await page
    .locator('[data-aos="in"]')
    .evaluateAll((els) =>
      els.map((el) => [
        [...el.parentElement!.children].indexOf(el) % 3,
        getComputedStyle(el).transitionDelay.split(',')[0]!.trim(),
      ]),
    )
  expect(delays.length).toBeGreaterThan(0)
  for (const [column, delay] of delays) expect(delay).toBe(['0s', '0.2s', '0.4s'][column as number])
  await expect.poll(() => cards.last().evaluate((el) => getComputedStyle(el).opacity)).toBe('1')

  // Without JavaScript every card is simply there.
  const plain = await browser.newContext({ javaScriptEnabled: false })
  const noScript = await plain.newPage()
  await noScript.goto('/blog/')
  const all = noScript.locator('[data-animate-grid] > li')
  expect(await all.count()).toBeGreaterThan(3)
  expect(await all.last().evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
  await plain.close()
})

test('under reduced motion nothing waits to fade in and the hero picture stays still', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/blog/')
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'off')
  expect(await page.locator('[data-aos]').count()).toBe(0)
  await page.goto(ARTICLE)
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'off')
  await expect(page.locator('[data-parallax]')).toHaveAttribute('data-parallax', '')
})

test('the hero picture drifts with the scroll on wide windows only', async ({ page }) => {
  await page.goto(ARTICLE)
  const frame = page.locator('[data-parallax]')
  await expect(frame).toHaveAttribute('data-parallax', 'on')
  const transform = () => frame.locator('img').evaluate((el) => getComputedStyle(el).transform)
  await expect.poll(transform).not.toBe('none')
  const before = await frame.evaluate((el) => el.style.getPropertyValue('--parallax-shift'))
  await page.mouse.move(640, 400)
  await page.mouse.wheel(0, 300)
  await expect.poll(() => frame.evaluate((el) => el.style.getPropertyValue('--parallax-shift'))).not.toBe(before)

  // At 1200 px and below it is switched off.
  await page.setViewportSize({ width: 1200, height: 800 })
  await expect(frame).toHaveAttribute('data-parallax', '')
  await expect.poll(transform).toBe('none')
})
