import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

/**
 * axe-core (WCAG 2.0/2.1/2.2 A and AA, which includes the 24 px target size) on every page type,
 * in both languages, on the desktop and on the phone, and with the menus open. Scroll animations
 * are asked off (reduced motion) so axe never measures a card half-way through fading in.
 */

const pages: [string, string][] = [
  ['home', '/'],
  ['services category', '/services/female/hair/'],
  ['service', '/services/female/hair/styling/blow-dry-wash/'],
  ['service, salon form', '/services/backstage-chelsea/female/hair/colouring/air-touch/'],
  ['prices', '/price/'],
  ['prices of a group', '/price/male/'],
  ['salons', '/salons/'],
  ['salon', '/salons/backstage-chelsea/'],
  ['stylists', '/employees/'],
  ['stylist', '/employees/amara-okafor/'],
  ['vacancies', '/vacancies/'],
  ['vacancy', '/vacancies/senior-stylist/'],
  ['blog', '/blog/'],
  ['blog category', '/blog/filming/'],
  ['article', '/blog/filming/six-weeks-on-set-with-a-period-drama/'],
  ['article with a picture in its text', '/blog/collaborations/parlour-x-marlow-atelier-spring-capsule/'],
  ['about', '/about/'],
  ['charity', '/charity/'],
  ['gift vouchers', '/gift-vouchers/'],
  ['policy', '/policy/'],
  ['404', '/no-such-page/'],
]

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
  return result.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary}`),
  }))
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

for (const [name, path] of pages) {
  for (const prefix of ['', '/ua']) {
    const address = `${prefix}${path}`
    test(`no accessibility violations: ${name} (${address})`, async ({ page }) => {
      const response = await page.goto(address)
      expect(response?.status()).toBe(name === '404' ? 404 : 200)
      // The cookie notice appears after hydration: it is part of what is checked.
      await expect(page.locator('[aria-label="Cookies"], [aria-label="Файли cookie"]')).toBeVisible()
      expect(await violations(page)).toEqual([])
    })
  }
}

test('no accessibility violations with the menus open', async ({ page, context }) => {
  await context.addCookies([{ name: 'cookiesAccepted', value: 'true', url: 'http://localhost' }])
  for (const prefix of ['', '/ua']) {
    await page.goto(`${prefix}/price/`)
    if (page.viewportSize()!.width > 1200) {
      for (const key of ['services', 'salons', 'about']) {
        const nav = page.getByRole('navigation', { name: prefix ? 'Головне меню' : 'Main menu' })
        await nav.locator(`[data-menu-key="${key}"]`).hover()
        await expect(page.locator(`[data-menu-panel="${key}"]`)).toBeVisible()
        expect(await violations(page), key).toEqual([])
      }
    } else {
      await page.getByRole('button', { name: prefix ? 'Меню' : 'Menu', exact: true }).click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      expect(await violations(page), 'main list').toEqual([])
      await dialog.getByRole('button', { name: prefix ? 'Послуги' : 'Services' }).click()
      await dialog.getByRole('button').nth(2).click()
      await expect(dialog.getByRole('link').first()).toBeVisible()
      expect(await violations(page), 'a group').toEqual([])
      await page.keyboard.press('Escape')
    }
  }
})
