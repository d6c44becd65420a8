/**
 * `npm run screenshots`: the first screen of the main pages at 1440×900 and on a 390×844 phone, as
 * JPEG in docs/screenshots/, from a running site (`npm start`, or SITE=<address>). The pictures the
 * art direction (docs/decisions/0050) is judged by; run it after a change to the look.
 *
 *   npm start &  npm run screenshots
 *   SITE=http://127.0.0.1:3100 npm run screenshots
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

import { CHROMIUM_FLAGS, ensureChromium, main, ROOT } from './lib/bootstrap.mjs'

const SITE = process.env.SITE || 'http://localhost:3000'
const OUT = path.join(ROOT, 'docs', 'screenshots')

/** [file name, address]; the booking widget is opened from the service page's Book button. */
const PAGES = [
  ['home', '/'],
  ['category', '/services/female/hair/'],
  ['service', '/services/female/hair/colouring/air-touch/'],
  ['prices', '/price/'],
  ['salon', '/salons/backstage-chelsea/'],
  ['stylist', '/employees/amara-okafor/'],
  ['article', '/blog/filming/six-weeks-on-set-with-a-period-drama/'],
  ['home-uk', '/ua/'],
]

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
]

await main(async () => {
  mkdirSync(OUT, { recursive: true })
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')),
  })
  try {
    for (const { name: device, ...options } of VIEWPORTS) {
      // Reduced motion: cards are shown where they settle, not half-way through fading in.
      const context = await browser.newContext({ ...options, reducedMotion: 'reduce' })
      // The cookie notice is answered once, as a returning visitor would have.
      await context.addCookies([{ name: 'cookiesAccepted', value: 'true', url: SITE }])
      const page = await context.newPage()
      const shoot = async (name) => {
        await page.evaluate(() => document.fonts.ready)
        const file = path.join(OUT, `${name}-${device}.jpg`)
        await page.screenshot({ path: file, type: 'jpeg', quality: 70 })
        console.log(`→ ${path.relative(ROOT, file)}`)
      }
      for (const [name, address] of PAGES) {
        const response = await page.goto(new URL(address, SITE).href, { waitUntil: 'load' })
        if (!response?.ok()) throw new Error(`${address} answered ${response?.status()}`)
        await shoot(name)
        if (name === 'service') {
          await page
            .getByRole('button', { name: /^Book( now)?$/ })
            .first()
            .click()
          await page.getByRole('dialog').waitFor()
          await shoot('booking')
        }
      }
      await context.close()
    }
  } finally {
    await browser.close()
  }
})
