import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { CardGrid } from '@/ui/cards/card-grid'
import { ServiceCard } from '@/ui/cards/service-card'
import { RichText } from '@/ui/content/rich-text'
import {
  getFeaturedServices,
  getTopCategories,
  getLayoutData,
  getPage,
  getSiteSettings,
  publishedPageMetadata,
} from '@/features/content'
import { SocialIcon } from '@/ui/layout/social-icon'
import { getEnv } from '@/platform/env'
import { isLocale, type Locale } from '@/platform/i18n/locales'
import { socialHandle, socialNetwork } from '@/platform/format/social'
import { fill, messages } from '@/platform/i18n/messages'
import { localePath } from '@/platform/i18n/routing'

import styles from './page.module.css'

/** The CMS page "main" (the home page's copy and search metadata) and the brand. */
const loadHome = cache(async (locale: Locale) => {
  const [page, settings] = await Promise.all([getPage('main', locale), getSiteSettings(locale)])
  return { page, brand: settings.brandName }
})

/**
 * The Instagram block: the words of the CMS page "instagram-settings" and the account of the
 * contacts' Instagram link (the old site's embedded feed is not rebuilt: decision 0021).
 */
async function loadInstagram(locale: Locale) {
  const [page, layout] = await Promise.all([getPage('instagram-settings', locale), getLayoutData(locale)])
  const link = layout.socials.find((s) => socialNetwork(s.label, s.url) === 'instagram')
  return page && link ? { page, url: link.url, handle: socialHandle(link.url) } : null
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const { page, brand } = await loadHome(locale)
  const t = messages(locale)
  return publishedPageMetadata({
    siteUrl: getEnv().siteUrl,
    locale,
    path: '/',
    // The home page's title names the brand itself: no "| brand" after it.
    title: page?.metaTitle || page?.title || `${brand} — ${t.heroTitle}`,
    description: page?.metaDescription || page?.description || t.heroText,
    brand,
    image: page?.image ?? null,
  })
}

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const t = messages(locale)
  const [{ page }, groups, services, instagram] = await Promise.all([
    loadHome(locale),
    getTopCategories(locale),
    getFeaturedServices(locale, 6),
    loadInstagram(locale),
  ])
  return (
    <main data-page="home">
      <section className={styles.hero}>
        <h1>{page?.title || t.heroTitle}</h1>
        <p>{page?.description || t.heroText}</p>
        {page && page.body.length > 0 && <RichText blocks={page.body} className={styles.heroBody} />}
      </section>

      <section className={styles.section} aria-labelledby="menu-heading">
        <h2 id="menu-heading">{t.ourServices}</h2>
        <div className={styles.groups}>
          {groups.map((group) => (
            <div key={group.id} className={styles.group}>
              <h3>{group.name}</h3>
              <ul>
                {group.directions.map((direction) => (
                  <li key={direction.id}>
                    <a href={localePath(locale, `/services/${direction.path}/`)}>{direction.name}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="featured-heading">
        <h2 id="featured-heading">{t.popular}</h2>
        <CardGrid testId="featured-services">
          {services.map((service) => (
            <ServiceCard
              key={service.id}
              service={service}
              locale={locale}
              href={localePath(locale, `/services/${service.path}/`)}
            />
          ))}
        </CardGrid>
      </section>

      {instagram && (
        <section className={styles.section} aria-labelledby="instagram-heading">
          <h2 id="instagram-heading">{instagram.page.title}</h2>
          {instagram.page.description && <p className={styles.sectionLead}>{instagram.page.description}</p>}
          {instagram.page.body.length > 0 && <RichText blocks={instagram.page.body} className={styles.heroBody} />}
          <a className={styles.follow} href={instagram.url} target="_blank" rel="noopener noreferrer">
            <SocialIcon network="instagram" />
            {fill(t.instagramFollow, { handle: instagram.handle ?? 'Instagram' })}
            <span className="visually-hidden"> {t.opensInNewTab}</span>
          </a>
        </section>
      )}
    </main>
  )
}
