import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** The WCAG 2.2 AA rule sets the site is held to. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']

/**
 * Blocks below the first screen are drawn as they near the window (decision 0063). Undrawn, their
 * contents are laid out against the block's estimated height, and the browser does not hit-test
 * them, so axe's geometry rules would measure what no visitor sees: links of two price categories
 * overlapping (target size), the footer's light text against the page's paper instead of its own
 * dark band (contrast), depending on what axe scrolled to. A visitor meets every block drawn: axe
 * checks the page drawn in full. tests/e2e/render-later.mobile.e2e.ts covers the drawing itself.
 */
export async function drawEverything(page: Page) {
  await page.addStyleTag({ content: '.later { content-visibility: visible !important; }' })
}

/** axe-core finds no violation in `selector` (the whole page by default), drawn in full. */
export async function expectNoAxeViolations(page: Page, selector?: string) {
  await drawEverything(page)
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS)
  const results = await (selector ? builder.include(selector) : builder).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}
