import { expect, type Page } from '@playwright/test'

/**
 * Waits until a public page's script has started every behaviour (`<html data-script="ready">`,
 * src/ui/behaviours/site.ts). The page fetches it only once its first screen is drawn (decision
 * 0061): a test that scrolls, or goes offline, right after `goto` waits for it first; clicks need
 * not, since the page holds them until then.
 */
export async function pageScriptRan(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-script', 'ready')
}
