/**
 * Moving from WordPress, end to end: a site with no demo content (DEMO_CONTENT=off) on a database
 * of its own is running; `import:wordpress` reads the fake WordPress (tests/fakes/wordpress, a test
 * double) into that database and asks the running site to render afresh; the browser then finds
 * the old site's services, categories, stylist, salon, article, content pages and contacts at their
 * old addresses, in English and Ukrainian, and a 301 where an address had to change.
 *
 * The site serves a copy of the end-to-end build, whose pages were prerendered from the demo: that
 * the home page shows WordPress's words proves the running site dropped them after the import.
 * Last, a service renamed in WordPress (the import run again) and one renamed while the site was
 * down (then restarted) show their new names on every form of their page, in both languages.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { startFakeWordPress, type FakeWordPress } from '../fakes/wordpress/fake'

// Playwright runs from the repository's root (as npm test does).
const ROOT = path.resolve('.')
const PORT = Number(process.env.E2E_PORT || 3100) + 6
const SITE = `http://127.0.0.1:${PORT}`
const DIST = '.next-e2e-wordpress'
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx')

let fake: FakeWordPress
let server: ChildProcess | undefined
let tmp: string
let env: NodeJS.ProcessEnv
let importOutput = ''
/** What the site has said (attached to a failed test). */
let siteOutput = ''

/**
 * The import as an operator runs it (`npm run import:wordpress -- <url>`), on the test's database;
 * in a child process the fake (served from this process) can answer while it runs.
 */
function importFrom(url: string, ...flags: string[]): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(TSX, ['scripts/import-wordpress.ts', url, ...flags], { cwd: ROOT, env })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (status) => resolve({ status, output }))
  })
}

/** The production server on the copied build; resolves once it says it is ready. */
function startSite(): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', ['server/serve.mjs', '-p', String(PORT), '-H', '127.0.0.1'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let said = ''
    const listen = (chunk: Buffer) => {
      said += chunk.toString()
      siteOutput += chunk.toString()
      if (said.includes('Ready on')) resolve(child)
    }
    child.stdout!.on('data', listen)
    child.stderr!.on('data', listen)
    child.once('exit', (code) => reject(new Error(`the site stopped (${code}) before it was ready:\n${said}`)))
  })
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(300_000)
  fake = await startFakeWordPress()
  // The salon in Ukrainian too, so that every page has its salon form in both languages.
  fake.state.types.salons![0]!.translations = { ua: { title: { rendered: 'Parlour на Кінгс-Роуд' } } }
  tmp = mkdtempSync(path.join(os.tmpdir(), 'parlour-wp-e2e-'))
  env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: `file:${path.join(tmp, 'wp.db')}`,
    MEDIA_DIR: path.join(tmp, 'media'),
    SMS_OUTBOX_FILE: path.join(tmp, 'sms-outbox.jsonl'),
    DEMO_CONTENT: 'off',
    JOBS: 'off',
    SITE_URL: SITE,
    NEXT_DIST_DIR: DIST,
  }
  rmSync(path.join(ROOT, DIST), { recursive: true, force: true })
  cpSync(path.join(ROOT, '.next-e2e'), path.join(ROOT, DIST), {
    recursive: true,
    filter: (from) => !from.startsWith(path.join(ROOT, '.next-e2e', 'cache')),
  })
  // A dry run prepares the empty database (migrations) and writes no content.
  const dry = await importFrom(fake.url, '--dry-run')
  expect(dry.status, dry.output).toBe(0)
  expect(dry.output).toContain('dry run: nothing was written')
  server = await startSite()
  const run = await importFrom(fake.url)
  importOutput = run.output
  expect(run.status, run.output).toBe(0)
})

test.afterAll(async () => {
  await stopSite()
  await fake?.close()
  rmSync(path.join(ROOT, DIST), { recursive: true, force: true })
  if (tmp) rmSync(tmp, { recursive: true, force: true })
})

test('the import says what it brought and that the running site shows it', () => {
  expect(importOutput).toMatch(/services\s+4\s+0\s+0\s+1\s+0/)
  expect(importOutput).toContain(`the site running at ${SITE} shows the imported content now`)
})

test('the home page, prerendered from the demo, now shows WordPress’s words and contacts', async ({ page }) => {
  await page.goto(`${SITE}/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parlour on the King’s Road')
  const footer = page.locator('footer')
  await expect(footer).toContainText('+44 20 7946 0999')
  await expect(footer).toContainText('Mon–Sat 9:30am–8pm')
  // The old site's top categories (3, 4) head the footer's service lists.
  await expect(footer.getByRole('heading', { level: 2, name: 'Women' })).toBeVisible()
  await expect(footer.getByRole('link', { name: 'Hair' })).toHaveAttribute('href', '/services/female/hair/')
  await expect(footer.getByRole('link', { name: /instagram/i })).toHaveAttribute(
    'href',
    'https://www.instagram.com/parlour.kings.road/',
  )
})

test('a service answers at its old addresses with its title and price, in both languages', async ({ page }) => {
  const response = await page.goto(`${SITE}/services/female/hair/colouring/balayage/`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Balayage & Toner')
  await expect(page.locator('main')).toContainText('180')
  await page.goto(`${SITE}/ua/services/female/hair/colouring/balayage/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Балаяж і тонування')
  // The salon form of the address, as the old site also had it.
  const salonForm = await page.goto(`${SITE}/services/kings-road/female/hair/colouring/balayage/`)
  expect(salonForm?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Balayage & Toner')
})

test('the category tree keeps its addresses, and the cards their images', async ({ page }) => {
  const response = await page.goto(`${SITE}/services/female/hair/colouring/`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Colouring')
  await expect(page.locator('main')).toContainText('Balayage & Toner')
  // Its card shows the image WordPress had, now Parlour media.
  const picture = page.locator('main li').filter({ hasText: 'Balayage & Toner' }).locator('img').first()
  await picture.scrollIntoViewIfNeeded()
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await page.goto(`${SITE}/services/male/barbering/cuts-and-fades/skin-fade/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skin fade')
})

test('the stylist, the salon, the article and the content pages are at their old addresses', async ({ page }) => {
  await page.goto(`${SITE}/employees/anna-brook/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anna Brook')
  await page.goto(`${SITE}/salons/kings-road/`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Parlour King’s Road')
  await page.goto(`${SITE}/blog/hair-care/summer-hair-care/`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Summer')
  // The image inside the article's body is Parlour media now (the same file as the skin fade's
  // picture, downloaded once: its words are the media's).
  const figure = page.locator('main figure img[alt="A skin fade"]')
  await figure.scrollIntoViewIfNeeded()
  await expect.poll(() => figure.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await page.goto(`${SITE}/about/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us')
  await expect(page.locator('main')).toContainText('A small studio that grew.')
  await page.goto(`${SITE}/ua/about/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Про нас')
  await page.goto(`${SITE}/policy/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy')
})

test('an address that had to change answers 301 to the new one', async ({ request, page }) => {
  const old = `${SITE}/services/female/hair/colouring/Express_Blow-Dry/`
  const response = await request.get(old, { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(new URL(response.headers()['location']!, SITE).pathname).toBe(
    '/services/female/hair/colouring/express-blow-dry/',
  )
  await page.goto(old)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Express blow-dry')
})

test('an unknown address shows the 404 page’s words from WordPress', async ({ page }) => {
  const response = await page.goto(`${SITE}/no-such-page-here/`)
  expect(response?.status()).toBe(404)
  await expect(page.locator('main')).toContainText('Lost?')
  await expect(page.locator('main')).toContainText('This page has moved or never was.')
})

/** Stops the site and waits until it has. */
async function stopSite(): Promise<void> {
  if (!server || server.exitCode !== null) return
  const stopped = new Promise((resolve) => server!.once('exit', resolve))
  server.kill('SIGTERM')
  await stopped
}

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('site output', { body: siteOutput })
})

const BALAYAGE = 'female/hair/colouring/balayage'
/** Every form of the balayage's page: plain and at its salon, in English and in Ukrainian. */
const BALAYAGE_PAGES = [
  `${SITE}/services/${BALAYAGE}/`,
  `${SITE}/services/kings-road/${BALAYAGE}/`,
  `${SITE}/ua/services/${BALAYAGE}/`,
  `${SITE}/ua/services/kings-road/${BALAYAGE}/`,
]
/** The names each of those forms should show, for the English and the Ukrainian title. */
const inEachForm = (en: string, uk: string) => [en, en, uk, uk]

/** The heading of each form of the balayage's page, each page loaded once: what a visitor sees first. */
async function balayageHeadings(page: Page): Promise<string[]> {
  const seen: string[] = []
  for (const address of BALAYAGE_PAGES) {
    const response = await page.goto(address)
    expect(response?.status(), address).toBe(200)
    seen.push(((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim())
  }
  return seen
}

test('a service renamed in WordPress shows its new name on every form of its page once the import has run again', async ({
  page,
}) => {
  // Every form rendered, and kept by the site's cache, before the rename.
  expect(await balayageHeadings(page)).not.toContain('Balayage Deluxe')
  const balayage = fake.state.types.services!.find((s) => s.id === 101)!
  balayage.title = { rendered: 'Balayage Deluxe' }
  balayage.translations = { ua: { title: { rendered: 'Балаяж делюкс' } } }
  balayage.modified_gmt = '2024-07-01T08:00:00'
  const run = await importFrom(fake.url)
  expect(run.status, run.output).toBe(0)
  expect(run.output).toContain(`the site running at ${SITE} shows the imported content now`)
  expect(await balayageHeadings(page)).toEqual(inEachForm('Balayage Deluxe', 'Балаяж делюкс'))
})

/**
 * Renames a service in the database while the site is down, expiring nothing (as a sync whose
 * expiry went with the process that ran it): only the site's own start can make its pages fresh.
 */
function renameWhileDown(servicePath: string, title: { en: string; uk: string }) {
  // Inside the checkout (the test's own build folder), so that its packages resolve.
  const script = path.join(ROOT, DIST, 'rename.mts')
  writeFileSync(
    script,
    `import { getPayload } from 'payload'
import config from ${JSON.stringify(path.join(ROOT, 'src/cms/payload.config.ts'))}
const payload = await getPayload({ config })
const { docs } = await payload.find({ collection: 'services', where: { path: { equals: ${JSON.stringify(servicePath)} } }, overrideAccess: true })
for (const [locale, name] of Object.entries(${JSON.stringify(title)}))
  await payload.update({ collection: 'services', id: docs[0].id, locale, data: { title: name, _status: 'published' }, overrideAccess: true, context: { disableRevalidate: true } })
process.exit(0)
`,
  )
  return new Promise<{ status: number | null; output: string }>((resolve) => {
    const child = spawn(TSX, [script], { cwd: ROOT, env })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (status) => resolve({ status, output }))
  })
}

test('a service renamed while the site was down shows its new name on every form of its page from the first request after the restart', async ({
  page,
}) => {
  test.setTimeout(180_000)
  // Every form rendered and kept by the site's cache (in memory and on disk) before it stops.
  expect(await balayageHeadings(page)).not.toContain('Balayage Royale')
  await stopSite()
  const renamed = await renameWhileDown(BALAYAGE, { en: 'Balayage Royale', uk: 'Балаяж рояль' })
  expect(renamed.status, renamed.output).toBe(0)
  server = await startSite()
  // The first answer of each form once the site says it is ready, and again from its cache.
  const renamedForms = inEachForm('Balayage Royale', 'Балаяж рояль')
  expect(await balayageHeadings(page)).toEqual(renamedForms)
  expect(await balayageHeadings(page)).toEqual(renamedForms)
})
