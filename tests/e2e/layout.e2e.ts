import { expect, test } from '@playwright/test'
import sharp from 'sharp'

test('the header leads to the main sections, and the language switch keeps the page', async ({ page }) => {
  await page.goto('/services/female/hair/styling/')
  const nav = page.getByRole('navigation', { name: 'Main menu' })
  // About, services, price, salons (the Chelsea salon), vacancies, stylists; three open a panel.
  await expect(nav.getByRole('link')).toHaveText(['About', 'Prices', 'Salons', 'Vacancies', 'Stylists'])
  await expect(nav.getByRole('button', { name: 'More: About' })).toBeVisible()
  await expect(nav.getByRole('button', { name: 'Services', exact: true })).toBeVisible()
  await expect(nav.getByRole('button', { name: 'More: Salons' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Salons' })).toHaveAttribute('href', '/salons/backstage-chelsea/')
  await expect(nav.getByRole('link', { name: 'Prices' })).toHaveAttribute('href', '/price/')
  await expect(nav.getByRole('link', { name: 'Stylists' })).toHaveAttribute('href', '/employees/')

  await page.getByRole('link', { name: 'Українською' }).click()
  await expect(page).toHaveURL(/\/ua\/services\/female\/hair\/styling\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk')
  await expect(page.getByRole('navigation', { name: 'Головне меню' }).getByRole('link').nth(1)).toHaveText('Ціни')

  await page.getByRole('link', { name: 'In English' }).click()
  await expect(page).toHaveURL(/\/services\/female\/hair\/styling\/$/)
  await expect(page).not.toHaveURL(/\/ua\//)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('the footer lists both service groups, the phone, opening hours, socials and the year', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('heading', { level: 2 }).first()).toHaveText('Women')
  // Every page of the main menu exists.
  for (const href of await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    expect((await page.request.get(href!)).status(), href!).toBe(200)
  }
  await expect(footer.getByRole('link', { name: 'Beard' })).toHaveAttribute('href', '/services/male/beard/')
  await expect(footer.getByRole('link', { name: '+44 20 7946 0321' })).toHaveAttribute('href', 'tel:+442079460321')
  await expect(footer).toContainText('Mon–Sat 9:30am–8pm')
  await expect(footer).toContainText('Sun 10am–6pm')
  for (const network of ['Instagram', 'Facebook', 'TikTok', 'LinkedIn', 'YouTube']) {
    const link = footer.getByRole('link', { name: new RegExp(`^${network}`) })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link.locator('svg')).toHaveCount(1)
  }
  // The icons come from the sprite public/icons.svg: the server writes the symbols a public page
  // uses into it (decision 0060), the file stays served for the islands, and an icon is painted,
  // not an empty box.
  const sprite = await page.request.get('/icons.svg')
  expect(sprite.status()).toBe(200)
  expect(sprite.headers()['content-type']).toContain('image/svg+xml')
  const instagram = footer.getByRole('link', { name: /^Instagram/ }).locator('svg')
  await instagram.scrollIntoViewIfNeeded()
  // Polled: painting may follow the first screenful.
  const painted = async () =>
    (await sharp(await instagram.screenshot()).stats()).channels.some((c) => c.max - c.min > 64)
  await expect.poll(painted, { message: 'the Instagram icon is painted' }).toBe(true)
  await expect(footer).toContainText('© 2024 Parlour')
  // About, blog and projects; salons and vacancies; gift vouchers; the privacy policy — each a page that exists.
  const site = footer.getByRole('region', { name: 'The salon' })
  await expect(site.getByRole('link')).toHaveText([
    'About',
    'Blog',
    'Projects',
    'Salons',
    'Vacancies',
    'Gift vouchers',
    'Privacy policy',
  ])
  for (const href of await site.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    expect((await page.request.get(href!)).status(), href!).toBe(200)
  }
  await expect(site.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/blog/special-projects/')
  // The callback button keeps its distance from the opening hours below it.
  const button = await footer.getByRole('button', { name: 'Request a callback' }).boundingBox()
  const hours = await footer.getByRole('heading', { name: 'Opening hours' }).boundingBox()
  expect(hours!.y - (button!.y + button!.height)).toBeGreaterThanOrEqual(16)
})

test('the Ukrainian footer names its links in Ukrainian and gives the hours on the 24-hour clock', async ({ page }) => {
  await page.goto('/ua/')
  await expect(
    page.getByRole('contentinfo').getByRole('list', { name: 'Години роботи' }).getByRole('listitem'),
  ).toHaveText(['Пн–Сб 09:30–20:00', 'Нд 10:00–18:00'])
  const site = page.getByRole('contentinfo').getByRole('region', { name: 'Салон' })
  await expect(site.getByRole('link')).toHaveText([
    'Про нас',
    'Блог',
    'Проєкти',
    'Салони',
    'Вакансії',
    'Подарункові сертифікати',
    'Політика конфіденційності',
  ])
  await expect(site.getByRole('link', { name: 'Політика конфіденційності' })).toHaveAttribute('href', '/ua/policy/')
})

test('a keyboard user can skip straight to the content', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#content$/)
})
