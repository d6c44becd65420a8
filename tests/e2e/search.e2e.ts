import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations as expectNoAxeViolationsIn } from '../helpers/axe'
import { specServices } from '../helpers/spec-catalogue'

/** The open dialog passes axe (the page behind it is inert while it is open). */
const expectNoAxeViolations = (page: Page) => expectNoAxeViolationsIn(page, '[role="dialog"]')

async function openSearch(page: Page, name = 'Search') {
  await page.getByRole('button', { name, exact: true }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  return dialog
}

const group = (page: Page, name: RegExp | string) =>
  page.getByRole('dialog').getByRole('region', { name }).getByRole('listitem')

test.describe('search overlay (desktop)', () => {
  test('shows popular searches, live results per group and a visible "nothing found"', async ({ page }) => {
    await page.goto('/price/')
    const dialog = await openSearch(page)
    await expect(dialog.getByRole('heading', { name: 'Search the site' })).toBeAttached()
    const input = dialog.getByRole('searchbox', { name: 'Search services, articles and stylists' })
    await expect(input).toBeFocused()

    const popular = dialog.getByRole('region', { name: 'Popular searches' })
    await expect(popular.getByRole('button')).toHaveText(['Colouring', 'Haircut', 'Nails', 'Highlighting', 'AirTouch'])
    await expectNoAxeViolations(page)

    // A suggestion fills the box; a stylist matches by one of her skills.
    await popular.getByRole('button', { name: 'AirTouch' }).click()
    await expect(input).toHaveValue('AirTouch')
    await expect(group(page, /^Services/)).toHaveText([/AirTouch Colouring/])
    await expect(group(page, /^Stylists/).filter({ hasText: 'Olivia Bennett' })).toHaveCount(1)
    await expectNoAxeViolations(page)

    // Live, case-insensitive.
    await input.fill('bAlAyAgE')
    await expect(group(page, /^Services/).first()).toContainText(/balayage/i)

    await input.fill('zzqx')
    await expect(
      dialog.getByText('Nothing found for “zzqx”. Try another word or one of the popular searches.'),
    ).toBeVisible()
    await expectNoAxeViolations(page)

    // Clearing the box brings the popular list back.
    await input.fill('')
    await expect(popular).toBeVisible()
  })

  test('the overview shows at most 3 services, 3 articles and 8 stylists; "View all" shows one group in full', async ({
    page,
  }) => {
    await page.goto('/')
    const dialog = await openSearch(page)
    await dialog.getByRole('searchbox').fill('a')
    const services = group(page, /^Services/)
    await expect(services).toHaveCount(3)
    await expect(group(page, /^Articles/)).toHaveCount(3)
    await expect(group(page, /^Stylists/)).toHaveCount(8)
    const heading = await dialog.getByRole('heading', { name: /^Services/ }).textContent()
    const total = Number(/\((\d+)\)/.exec(heading ?? '')![1])
    expect(total).toBeGreaterThan(3)

    await dialog
      .getByRole('button', { name: `View all (${total})` })
      .first()
      .click()
    await expect(services).toHaveCount(total)
    await expect(dialog.getByRole('region', { name: /^Articles/ })).toHaveCount(0)
    await expect(dialog.getByRole('region', { name: /^Stylists/ })).toHaveCount(0)
    const box = await dialog
      .getByRole('region', { name: /^Services/ })
      .getByRole('list')
      .boundingBox()
    expect(box!.height).toBeLessThanOrEqual(550)
    // Three columns on a desktop.
    const columns = await dialog
      .getByRole('region', { name: /^Services/ })
      .getByRole('list')
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)
    expect(columns).toBe(3)

    await dialog.getByRole('button', { name: 'Back to all results' }).click()
    await expect(services).toHaveCount(3)
  })

  test('Escape closes it, returns focus to the button and resets it', async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Search', exact: true })
    await button.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    const input = dialog.getByRole('searchbox')
    await expect(input).toBeFocused()
    await page.keyboard.type('colour')
    await dialog
      .getByRole('button', { name: /^View all/ })
      .first()
      .click()

    // Focus stays inside the dialog however far one tabs.
    for (let i = 0; i < 25; i++) await page.keyboard.press('Tab')
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)

    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(button).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog').getByRole('searchbox')).toHaveValue('')
    await expect(page.getByRole('dialog').getByRole('region', { name: 'Popular searches' })).toBeVisible()
  })

  test('closes when the route changes and when the mouse leaves the panel', async ({ page }) => {
    await page.goto('/about/')
    let dialog = await openSearch(page)
    await dialog.getByRole('searchbox').fill('Olivia')
    await dialog.getByRole('link', { name: /Olivia Bennett/ }).click()
    await expect(page).toHaveURL(/\/employees\/olivia-bennett\/$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)

    // Back to the previous page while the overlay is open: a route change it did not start.
    dialog = await openSearch(page)
    await dialog.getByRole('searchbox').fill('nails')
    await page.goBack()
    await expect(page).toHaveURL(/\/about\/$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)

    dialog = await openSearch(page)
    const box = (await dialog.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 40)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('finds categories: "Nails" lists both nails categories and their services, "Colouring" the colouring services', async ({
    page,
  }) => {
    await page.goto('/')
    const dialog = await openSearch(page)
    const input = dialog.getByRole('searchbox')
    const hrefs = (name: RegExp) =>
      dialog
        .getByRole('region', { name })
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    const searches: [string, [string, string, string][], RegExp][] = [
      [
        'Nails',
        [
          ['Nails', 'Women', 'female/nails'],
          ['Nails', 'Men', 'male/nails'],
        ],
        /^(female|male)\/nails\//,
      ],
      ['Colouring', [['Colouring', 'Hair', 'female/hair/colouring']], /^female\/hair\/colouring\//],
    ]
    for (const [query, categories, under] of searches) {
      await input.fill(query)
      await expect(group(page, /^Categories/)).toHaveText(
        categories.map(([name, parent]) => new RegExp(`^${name}\\s*${parent}$`)),
      )
      expect(await hrefs(/^Categories/)).toEqual(categories.map(([, , path]) => `/services/${path}/`))
      // Every service of those categories, not only the ones named so.
      const expected = specServices.filter((s) => under.test(s.path)).map((s) => `/services/${s.path}/`)
      expect(expected.length).toBeGreaterThan(8)
      await dialog
        .getByRole('region', { name: /^Services/ })
        .getByRole('button', { name: /^View all/ })
        .click()
      await expect(dialog.getByRole('region', { name: /^Categories/ })).toHaveCount(0)
      expect(await hrefs(/^Services/)).toEqual(expect.arrayContaining(expected))
      await dialog.getByRole('button', { name: 'Back to all results' }).click()
    }
  })

  test('works in Ukrainian', async ({ page }) => {
    await page.goto('/ua/')
    const dialog = await openSearch(page, 'Пошук')
    await expect(dialog.getByRole('region', { name: 'Популярні запити' }).getByRole('button').first()).toHaveText(
      'Фарбування',
    )
    await dialog.getByRole('button', { name: 'Фарбування' }).click()
    await expect(group(page, /^Послуги/).first()).toContainText('Фарбування')
    await expect(
      group(page, /^Послуги/)
        .first()
        .getByRole('link'),
    ).toHaveAttribute('href', /^\/ua\/services\//)
    await dialog.getByRole('searchbox').fill('zzqx')
    await expect(dialog.getByText(/За запитом «zzqx» нічого не знайдено/)).toBeVisible()
  })

  test('the index is one small cached request, made only when the overlay opens', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/')) requests.push(new URL(r.url()).pathname + new URL(r.url()).search)
    })
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(requests.filter((r) => r.startsWith('/api/search-index'))).toEqual([])
    const response = page.waitForResponse((r) => r.url().includes('/api/search-index'))
    await openSearch(page)
    const index = await response
    expect(new URL(index.url()).search).toBe('?locale=en')
    expect(index.headers()['cache-control']).toMatch(/max-age=\d+/)
    expect(requests.filter((r) => /\/api\/(services|articles|employees)/.test(r))).toEqual([])
  })
})

test.describe('search overlay (phone)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('fills the screen, lists services in one column and stylists in two, and closes with its button', async ({
    page,
  }) => {
    await page.goto('/')
    const dialog = await openSearch(page)
    await dialog.getByRole('searchbox').fill('a')
    await expect(group(page, /^Stylists/)).toHaveCount(8)
    const columns = (name: RegExp) =>
      dialog
        .getByRole('region', { name })
        .getByRole('list')
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)
    expect(await columns(/^Services/)).toBe(1)
    expect(await columns(/^Stylists/)).toBe(2)
    await expectNoAxeViolations(page)

    await dialog.getByRole('button', { name: 'Close search' }).tap()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})
