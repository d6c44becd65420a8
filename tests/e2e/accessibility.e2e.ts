import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { LANGUAGE_PREFIXES, PAGE_TYPES } from '../helpers/page-types'

/**
 * axe-core (WCAG 2.0/2.1/2.2 A and AA, which includes the 24 px target size) on every page type,
 * in both languages, on the desktop and on the phone, and with the menus open. Scroll animations
 * are asked off (reduced motion) so axe never measures a card half-way through fading in.
 */

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

for (const [name, path] of PAGE_TYPES) {
  for (const prefix of LANGUAGE_PREFIXES) {
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
  // Six full scans of the longest page (three panels, two languages): near a minute on a busy machine.
  test.setTimeout(120_000)
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
