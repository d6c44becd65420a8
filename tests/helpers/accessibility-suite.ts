import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { AXE_TAGS, drawEverything } from './axe'
import { LANGUAGE_PREFIXES, PAGE_TYPES } from './page-types'

/**
 * axe-core (WCAG 2.0/2.1/2.2 A and AA, which includes the 24 px target size) on every page type in
 * both languages, and with the menus open. Scroll animations are asked off (reduced motion) so axe
 * never measures a card half-way through fading in.
 *
 * Each page type is scanned in both languages and at both widths, but not every pairing of the two:
 * English on one width and Ukrainian on the other, alternating by page type, so that every language
 * and every width meets every page type once (the full cross product doubled the stage's longest file
 * without finding anything the halves miss: the languages share their markup, the widths their words).
 */
export type Width = 'desktop' | 'phone'

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  return result.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary}`),
  }))
}

/** The pairs a width scans: page type i in language j where (i + j) is even on the desktop, odd on a phone. */
export function pagesFor(width: Width): [name: string, address: string][] {
  const parity = width === 'desktop' ? 0 : 1
  return PAGE_TYPES.flatMap(([name, path], i) =>
    LANGUAGE_PREFIXES.flatMap((prefix, j): [string, string][] =>
      (i + j) % 2 === parity ? [[name, `${prefix}${path}`]] : [],
    ),
  )
}

export function accessibilitySuite(width: Width) {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  for (const [name, address] of pagesFor(width)) {
    test(`no accessibility violations: ${name} (${address})`, async ({ page }) => {
      const response = await page.goto(address)
      expect(response?.status()).toBe(name === '404' ? 404 : 200)
      // The cookie notice appears after the page's script has run: it is part of what is checked.
      await expect(page.locator('[aria-label="Cookies"], [aria-label="Файли cookie"]')).toBeVisible()
      await drawEverything(page)
      expect(await violations(page)).toEqual([])
    })
  }

  // The desktop's panels in English, the phone's drill-down menu in Ukrainian.
  const prefix = width === 'desktop' ? '' : '/ua'
  test(`no accessibility violations with the menus open (${prefix || 'en'})`, async ({ page, context }) => {
    await context.addCookies([{ name: 'cookiesAccepted', value: 'true', url: 'http://localhost' }])
    await page.goto(`${prefix}/price/`)
    await drawEverything(page)
    if (width === 'desktop') {
      for (const key of ['services', 'salons', 'about']) {
        const nav = page.getByRole('navigation', { name: 'Main menu' })
        await nav.locator(`[data-menu-key="${key}"]`).hover()
        await expect(page.locator(`[data-menu-panel="${key}"]`)).toBeVisible()
        expect(await violations(page), key).toEqual([])
      }
    } else {
      await page.getByRole('button', { name: 'Меню', exact: true }).click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      expect(await violations(page), 'main list').toEqual([])
      await dialog.getByRole('button', { name: 'Послуги' }).click()
      await dialog.getByRole('button').nth(2).click()
      await expect(dialog.getByRole('link').first()).toBeVisible()
      expect(await violations(page), 'a group').toEqual([])
    }
  })
}
