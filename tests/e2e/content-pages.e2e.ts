import { expect, test } from '@playwright/test'

import { pages } from '../../src/features/content/seed/data/editorial'

/**
 * The content pages the spec fetches by slug (service-pages-and-booking.md §2.3) each feed the page
 * they belong to, in both languages; the home page has its own search and sharing metadata.
 */

const SITE = process.env.SITE_URL ?? 'http://localhost:3100'

const decode = (s: string | undefined) =>
  s
    ?.replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

function meta(html: string, key: string): string | undefined {
  const re = new RegExp(`<meta[^>]+(?:name|property)="${key}"[^>]+content="([^"]*)"`, 'i')
  return decode(html.match(re)?.[1])
}

const seeded = (slug: string) => {
  const page = pages.find((p) => p.slug === slug)
  if (!page) throw new Error(`no seeded page ${slug}`)
  return page
}

/** Where each content page shows (site path without the /ua prefix) and with what status. */
const feeds: [slug: string, path: string, status: number][] = [
  ['main', '/', 200],
  ['about', '/about/', 200],
  ['contacts', '/salons/', 200],
  ['blog', '/blog/', 200],
  ['charity', '/charity/', 200],
  ['career', '/vacancies/', 200],
  ['salons', '/salons/', 200],
  ['employees', '/employees/', 200],
  ['female-service', '/services/female/', 200],
  ['male-service', '/services/male/', 200],
  ['price-female', '/price/female/', 200],
  ['price-male', '/price/male/', 200],
  ['policy', '/policy/', 200],
  ['404', '/no-such-page/', 404],
  ['instagram-settings', '/', 200],
]

test('every content page the spec lists by slug feeds its page, in English and in Ukrainian', async ({ request }) => {
  expect(new Set(feeds.map(([slug]) => slug))).toEqual(new Set(pages.map((p) => p.slug)))
  for (const [slug, path, status] of feeds) {
    const page = seeded(slug)
    for (const locale of ['en', 'uk'] as const) {
      const address = locale === 'uk' ? `/ua${path}` : path
      const response = await request.get(address)
      expect(response.status(), address).toBe(status)
      const html = decode(await response.text())!
      // Its title as a heading, its description and the first paragraph of its text.
      expect(html, `${slug} at ${address}`).toMatch(
        new RegExp(`<h[12][^>]*>${page.title[locale].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h[12]>`),
      )
      expect(html, `${slug} at ${address}`).toContain(page.description[locale])
      if (page.body[locale][0]) expect(html, `${slug} at ${address}`).toContain(page.body[locale][0])
    }
  }
})

test('the home page has its own canonical link, hreflang pair and sharing tags, Ukrainian on /ua/', async ({
  request,
}) => {
  const main = seeded('main')
  for (const [locale, path, other] of [
    ['en', '/', '/ua/'],
    ['uk', '/ua/', '/'],
  ] as const) {
    const html = await (await request.get(path)).text()
    expect(html).toContain(`<html lang="${locale}"`)
    expect(decode(html.match(/<title>([^<]*)<\/title>/)?.[1])).toBe(main.title[locale])
    expect(meta(html, 'description')).toBe(main.description[locale])
    expect(html).toContain(`<link rel="canonical" href="${SITE}${path}"`)
    expect(html).toContain(`<link rel="alternate" hrefLang="${locale === 'en' ? 'uk' : 'en'}" href="${SITE}${other}"`)
    expect(html).toContain(`<link rel="alternate" hrefLang="${locale}" href="${SITE}${path}"`)
    expect(meta(html, 'og:title')).toBe(main.title[locale])
    expect(meta(html, 'og:description')).toBe(main.description[locale])
    expect(meta(html, 'og:url')).toBe(`${SITE}${path}`)
    expect(meta(html, 'twitter:title')).toBe(main.title[locale])
  }
})

test('the home page’s Instagram block leads to the salon’s account in a new tab', async ({ page }) => {
  await page.goto('/')
  const block = page.getByRole('region', { name: seeded('instagram-settings').title.en })
  const follow = block.getByRole('link', { name: /^Follow @parlour\.chelsea/ })
  await expect(follow).toHaveAttribute('href', 'https://www.instagram.com/parlour.chelsea/')
  await expect(follow).toHaveAttribute('target', '_blank')
})
