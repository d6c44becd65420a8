import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** The WCAG 2.2 AA rule sets the site is held to. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']

/** axe-core finds no violation in `selector` (the whole page by default). */
export async function expectNoAxeViolations(page: Page, selector?: string) {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS)
  const results = await (selector ? builder.include(selector) : builder).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}
