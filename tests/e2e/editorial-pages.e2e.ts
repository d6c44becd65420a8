import { expect, test, type Page } from '@playwright/test'

import { articles, articlesCategories } from '../../src/features/content/seed/data/editorial'

const SITE = process.env.SITE_URL ?? 'http://localhost:3100'

const decode = (s: string | undefined) =>
  s
    ?.replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')

/** Seeded articles of a category (or all), newest first, as the blog lists them. */
function seeded(category?: string) {
  return articles
    .filter((a) => category == null || a.category === category)
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
}

/** A seeded YYYY-MM-DD day in words, as British English writes it: "22 March 2025". */
const inWords = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })

async function cardHrefs(page: Page): Promise<string[]> {
  return page
    .getByTestId('articles')
    .locator('h3 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
}

test('every editorial page answers 200 with its heading, title and canonical address', async ({ request }) => {
  const category = seeded('filming')[0]!
  const pages: [path: string, h1: string, title: string][] = [
    ['/about/', 'About Parlour', 'About Parlour | Parlour'],
    ['/charity/', 'Charity', 'Charity | Parlour'],
    ['/policy/', 'Privacy policy', 'Privacy policy | Parlour'],
    ['/blog/', 'Blog', 'Blog | Parlour'],
    ['/blog/collaborations/', 'Collaborations', 'Collaborations — Blog | Parlour'],
    ['/blog/filming/', 'Filming', 'Filming — Blog | Parlour'],
    ['/blog/special-projects/', 'Special projects', 'Special projects — Blog | Parlour'],
    [`/blog/filming/${category.slug}/`, category.title.en, `${category.title.en} | Parlour`],
  ]
  for (const [path, h1, title] of pages) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(200)
    const html = await response.text()
    expect(html, path).toMatch(/<html lang="en"/)
    expect(decode(html.match(/<title>([^<]*)<\/title>/)?.[1]), path).toBe(title)
    expect(decode(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]?.replace(/<[^>]+>/g, '')), path).toBe(h1)
    expect(html, path).toContain(`<link rel="canonical" href="${SITE}${path}"`)
    expect(html, path).toContain(`<link rel="alternate" hrefLang="en" href="${SITE}${path}"`)
    expect(html, path).toContain(`<link rel="alternate" hrefLang="uk" href="${SITE}/ua${path}"`)
    expect(html, path).toMatch(/<meta name="description" content="[^"]+"/)
    expect(html, path).toContain('"@type":"BreadcrumbList"')
  }
})

test('/blog/ introduces the blog, links to each category and lists every article in three columns', async ({
  page,
}) => {
  await page.goto('/blog/')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Blog')
  await expect(main).toContainText('Here we share what our team gets up to outside the salon')

  const nav = main.getByRole('navigation', { name: 'Blog categories' })
  await expect(nav.getByRole('link')).toHaveText(['All articles', ...articlesCategories.map((c) => c.name.en)])
  await expect(nav.getByRole('link', { name: 'All articles' })).toHaveAttribute('aria-current', 'page')
  for (const c of articlesCategories) {
    await expect(nav.getByRole('link', { name: c.name.en })).toHaveAttribute('href', `/blog/${c.slug}/`)
  }

  const all = seeded()
  expect(await cardHrefs(page)).toEqual(all.map((a) => `/blog/${a.category}/${a.slug}/`))
  const cards = page.getByTestId('articles').getByRole('listitem')
  await expect(cards).toHaveCount(all.length)
  const first = cards.first()
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(all[0]!.title.en)
  await expect(first.locator('time')).toHaveText(inWords(all[0]!.date))
  await expect(first.locator('time')).toHaveAttribute('datetime', all[0]!.date)
  await expect(first).toContainText(all[0]!.excerpt.en.slice(0, 40))
  const picture = first.locator('img')
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

  // Desktop: three columns, card i in column i % 3, the list order unchanged.
  const lefts = await cards.evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().left)))
  const columns = [...new Set(lefts)].sort((a, b) => a - b)
  expect(columns).toHaveLength(3)
  lefts.forEach((left, i) => expect(left, `card ${i}`).toBe(columns[i % 3]))
  for (let i = 0; i < all.length; i++) await expect(cards.nth(i)).toHaveAttribute('data-column', String(i % 3))
})

test('a category lists its own articles and links within itself', async ({ page }) => {
  await page.goto('/blog/special-projects/')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Special projects')
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
  await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Blog'])
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Special projects')
  await expect(
    main.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: 'Special projects' }),
  ).toHaveAttribute('aria-current', 'page')
  expect(await cardHrefs(page)).toEqual(seeded('special-projects').map((a) => `/blog/special-projects/${a.slug}/`))

  await page.getByTestId('articles').getByRole('link').first().click()
  await expect(page).toHaveURL(new RegExp(`/blog/special-projects/${seeded('special-projects')[0]!.slug}/$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seeded('special-projects')[0]!.title.en)
})

test('an article shows its headline, date, picture, body, breadcrumbs and Article data', async ({ page }) => {
  const article = articles.find((a) => a.slug === 'six-weeks-on-set-with-a-period-drama')!
  const path = `/blog/filming/${article.slug}/`
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  const main = page.getByRole('main')

  const h1 = main.getByRole('heading', { level: 1 })
  await expect(h1).toHaveText('Six weeks on set with a period drama')
  const accent = h1.locator('span', { hasText: /^on set$/ })
  await expect(accent).toHaveCSS('color', 'rgb(138, 58, 34)')

  const time = main.locator(`time[datetime="${article.date}"]`)
  await expect(time).toHaveText('22 March 2025')
  for (const paragraph of article.body.en) await expect(main.getByText(paragraph)).toBeVisible()
  const picture = main.locator('article img').first()
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
  await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Blog', 'Filming'])
  await expect(crumbs.getByRole('link', { name: 'Filming' })).toHaveAttribute('href', '/blog/filming/')
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(article.title.en)

  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  )
  const ld = data.find((d) => d['@type'] === 'Article')
  expect(ld).toMatchObject({
    headline: 'Six weeks on set with a period drama',
    datePublished: '2025-03-22',
    publisher: { '@type': 'Organization', name: 'Parlour' },
    mainEntityOfPage: { '@id': `${SITE}${path}` },
  })
  expect((ld!.image as string[])[0]).toMatch(new RegExp(`^${SITE}/api/media/file/.+\\.webp$`))
  const breadcrumbList = data.find((d) => d['@type'] === 'BreadcrumbList') as {
    itemListElement: { name: string }[]
  }
  expect(breadcrumbList.itemListElement.map((i) => i.name)).toEqual([
    'Home',
    'Blog',
    'Filming',
    'Six weeks on set with a period drama',
  ])
})

test('a picture an editor put in an article body is shown between its paragraphs and loads', async ({
  page,
  request,
}) => {
  const article = articles.find((a) => a.bodyImage)!
  const { after } = article.bodyImage!
  await page.goto(`/blog/${article.category}/${article.slug}/`)
  const figure = page.getByRole('main').locator('article figure')
  await expect(figure).toHaveCount(1)
  const picture = figure.getByRole('img')
  // Its alt text is the media library's, in the page's language.
  const filename = new URL((await picture.getAttribute('src'))!, SITE).pathname.split('/').pop()!
  const altIn = async (locale: 'en' | 'uk') => {
    const found = await request.get(`/api/media?where[filename][equals]=${filename}&locale=${locale}&depth=0`)
    const { docs } = (await found.json()) as { docs: { alt: string }[] }
    expect(docs[0]?.alt, locale).toBeTruthy()
    return docs[0]!.alt
  }
  const alt = { en: await altIn('en'), uk: await altIn('uk') }
  await expect(picture).toHaveAttribute('alt', alt.en)
  // In the text, after the paragraph the editor put it under and before the next one.
  const [before, next] = [article.body.en[after - 1]!, article.body.en[after]!]
  expect(await figure.evaluate((el) => el.previousElementSibling?.textContent)).toBe(before)
  expect(await figure.evaluate((el) => el.nextElementSibling?.textContent)).toBe(next)
  // Its box is reserved before it loads, and it loads once scrolled to.
  await expect(picture).toHaveAttribute('width', /^\d+$/)
  await expect(picture).toHaveAttribute('height', /^\d+$/)
  await picture.scrollIntoViewIfNeeded()
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  // One of the media's own webp files (no resizing on demand).
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/api\/media\/file\/.+\.webp$/)
  const [width, column] = await picture.evaluate((img) => [
    img.getBoundingClientRect().width,
    img.closest('article')!.getBoundingClientRect().width,
  ])
  expect(width).toBeGreaterThan(100)
  expect(width).toBeLessThanOrEqual(column)

  // The Ukrainian page shows it with the Ukrainian alt text.
  await page.goto(`/ua/blog/${article.category}/${article.slug}/`)
  await expect(page.getByRole('main').locator('article figure').getByRole('img', { name: alt.uk })).toHaveCount(1)
})

test('unknown categories and articles, and an article under the wrong category, are 404', async ({ request }) => {
  for (const path of [
    '/blog/collaborations/six-weeks-on-set-with-a-period-drama/',
    '/blog/recipes/',
    '/blog/recipes/six-weeks-on-set-with-a-period-drama/',
    '/blog/filming/no-such-article/',
    '/ua/blog/collaborations/six-weeks-on-set-with-a-period-drama/',
    '/ua/blog/recipes/',
  ]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404)
  }
})

test('/ua/blog/ is Ukrainian', async ({ request, page }) => {
  const response = await request.get('/ua/blog/')
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toMatch(/<html lang="uk"/)
  expect(html).toMatch(/<title>Блог \| Parlour<\/title>/)
  expect(html).toContain(`<link rel="canonical" href="${SITE}/ua/blog/"`)

  await page.goto('/ua/blog/')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Блог')
  const nav = main.getByRole('navigation', { name: 'Рубрики блогу' })
  await expect(nav.getByRole('link')).toHaveText(['Усі статті', ...articlesCategories.map((c) => c.name.uk)])
  await expect(nav.getByRole('link', { name: 'Колаборації' })).toHaveAttribute('href', '/ua/blog/collaborations/')
  const all = seeded()
  expect(await cardHrefs(page)).toEqual(all.map((a) => `/ua/blog/${a.category}/${a.slug}/`))
  await expect(page.getByTestId('articles').getByRole('heading', { level: 3 }).first()).toHaveText(all[0]!.title.uk)

  const article = articles.find((a) => a.slug === 'six-weeks-on-set-with-a-period-drama')!
  await page.goto(`/ua/blog/filming/${article.slug}/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title.uk)
  await expect(page.locator(`main time[datetime="${article.date}"]`)).toContainText('22 березня 2025')
  await expect(page.getByText(article.body.uk[0]!)).toBeVisible()
})

test('/policy/ shows the privacy policy, the cookie notice cookie included', async ({ page }) => {
  const response = await page.goto('/policy/')
  expect(response?.status()).toBe(200)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Privacy policy')
  await expect(main).toContainText('UK GDPR')
  await expect(main).toContainText('we store a cookie called cookiesAccepted')
  await expect(main).toContainText('30 days')
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link')).toHaveText(['Home'])

  await page.goto('/ua/policy/')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Політика конфіденційності')
  await expect(page.getByRole('main')).toContainText('cookiesAccepted')
})

test('about and charity show their page text in both languages', async ({ page }) => {
  await page.goto('/about/')
  await expect(page.getByRole('main')).toContainText('For fifteen years Parlour has been a place of excellence')
  await page.goto('/ua/about/')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Про Parlour')
  await page.goto('/charity/')
  await expect(page.getByRole('main')).toContainText('hair donation month')
  await page.goto('/ua/charity/')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Благодійність')
})
