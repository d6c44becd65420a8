import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { BookingButton } from '@/features/booking/ui'
import { CardGrid } from '@/ui/cards/card-grid'
import { EmployeeCard } from '@/ui/cards/employee-card'
import { ServiceCard } from '@/ui/cards/service-card'
import { Hero } from '@/ui/content/hero'
import { JsonLd } from '@/ui/content/json-ld'
import { LatestReviews } from '@/ui/content/latest-reviews'
import { RatingSummary } from '@/ui/content/rating-summary'
import { RichText } from '@/ui/content/rich-text'
import {
  getEmployeeDirectory,
  getFeaturedServices,
  getTopCategories,
  getLayoutData,
  getPage,
  getReviewsDigest,
  getSalonDirectory,
  getSiteSettings,
  publishedPageMetadata,
} from '@/features/content'
import type { LayoutData, SalonCard } from '@/features/content/contract'
import { SocialIcon } from '@/ui/layout/social-icon'
import { getEnv } from '@/platform/env'
import { homeMessages } from '@/platform/i18n/home-messages'
import { isLocale, type Locale } from '@/platform/i18n/locales'
import { socialHandle, socialNetwork } from '@/platform/format/social'
import { fill, messages } from '@/platform/i18n/messages'
import { absoluteUrl, localePath } from '@/platform/i18n/routing'
import { formatOpeningHours } from '@/platform/format/hours'
import { openingHoursOrDefault } from '@/platform/seo/opening-hours'
import { directionsUrl, hasGeo, salonJsonLd, telHref } from '@/platform/seo/salon'

import styles from './page.module.css'

/** The CMS page "main" (the home page's copy and search metadata) and the brand. */
const loadHome = cache(async (locale: Locale) => {
  const [page, settings] = await Promise.all([getPage('main', locale), getSiteSettings(locale)])
  return { page, brand: settings.brandName }
})

/** How many stylists the home page introduces. */
const STYLISTS_SHOWN = 3

/** The salon the home page invites to: the menu's own (the Chelsea salon), else the first. */
async function loadSalon(locale: Locale, layout: LayoutData): Promise<SalonCard | null> {
  const { salons } = await getSalonDirectory(locale)
  return salons.find((s) => s.slug === layout.defaultSalonSlug) ?? salons[0] ?? null
}

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
  const h = homeMessages(locale)
  const layout = await getLayoutData(locale)
  const [{ page, brand }, groups, services, instagram, reviews, salon, stylists] = await Promise.all([
    loadHome(locale),
    getTopCategories(locale),
    getFeaturedServices(locale, 6),
    loadInstagram(locale),
    getReviewsDigest(locale),
    loadSalon(locale, layout),
    getEmployeeDirectory(locale).then((d) => d.employees.slice(0, STYLISTS_SHOWN)),
  ])
  const siteUrl = getEnv().siteUrl
  // The salon's own hours when it has them (as online booking keeps to), else the business's.
  const hourLines = formatOpeningHours(salon?.hours ?? layout.workTime, locale)
  const geo = salon && hasGeo(salon.lat, salon.lng) ? { lat: salon.lat!, lng: salon.lng! } : null
  const rating = { average: reviews.average, count: reviews.count }
  return (
    <main data-page="home" className={styles.home}>
      {salon && (
        <JsonLd
          data={salonJsonLd(salon, {
            siteUrl,
            url: absoluteUrl(siteUrl, locale, `/salons/${salon.slug}/`),
            hours: salon.hours ?? openingHoursOrDefault(layout.workTime),
            rating,
          })}
        />
      )}
      <Hero
        eyebrow={fill(h.homeEyebrow, { brand })}
        title={page?.title || t.heroTitle}
        promise={page?.description || t.heroText}
        image={page?.image ?? salon?.image ?? null}
      >
        <BookingButton locale={locale} className={styles.heroBook} />
        <RatingSummary {...rating} locale={locale} href="#reviews-heading" tone="deep" />
      </Hero>

      {page && page.body.length > 0 && (
        <div className={styles.intro}>
          <RichText blocks={page.body} className={styles.heroBody} />
        </div>
      )}

      {reviews.latest.length > 0 && (
        <section className={`${styles.section} later`} aria-labelledby="reviews-heading">
          <div className={styles.sectionHead}>
            <h2 id="reviews-heading">{h.homeReviews}</h2>
            <RatingSummary {...rating} locale={locale} />
          </div>
          <LatestReviews reviews={reviews.latest} locale={locale} anonymous={t.employeeReviewByClient} />
        </section>
      )}

      <section className={`${styles.section} later`} aria-labelledby="featured-heading">
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

      <section className={`${styles.section} later`} aria-labelledby="menu-heading">
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

      {stylists.length > 0 && (
        <section className={`${styles.section} later`} aria-labelledby="stylists-heading">
          <div className={styles.sectionHead}>
            <h2 id="stylists-heading">{h.homeStylists}</h2>
            <a href={localePath(locale, '/employees/')} className={styles.more}>
              {h.homeAllStylists}
            </a>
          </div>
          <CardGrid testId="home-stylists">
            {stylists.map((employee) => (
              <EmployeeCard
                key={employee.id}
                employee={employee}
                locale={locale}
                href={localePath(locale, `/employees/${employee.slug}/`)}
              />
            ))}
          </CardGrid>
        </section>
      )}

      {salon && (
        <section className={`${styles.section} ${styles.visit} later`} aria-labelledby="visit-heading">
          <h2 id="visit-heading">{h.homeVisit}</h2>
          <div className={styles.visitGrid}>
            <div>
              <h3>{salon.title}</h3>
              <address className={styles.address}>
                {salon.street}
                <br />
                {[salon.city, salon.postcode].filter(Boolean).join(' ')}
              </address>
              <p className={styles.visitActions}>
                <a href={telHref(salon.phone)}>{fill(h.homeCall, { phone: salon.phone })}</a>
                {geo && (
                  <a href={directionsUrl(geo.lat, geo.lng)} target="_blank" rel="noopener noreferrer">
                    {t.salonDirections}
                    <span className="visually-hidden"> {t.opensInNewTab}</span>
                  </a>
                )}
              </p>
            </div>
            {hourLines.length > 0 && (
              <div>
                <h3>{t.openingHours}</h3>
                <ul className={styles.hours} data-testid="home-hours">
                  {hourLines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
            )}
            <div className={styles.visitBook}>
              <BookingButton locale={locale} salon={salon.slug} />
            </div>
          </div>
        </section>
      )}

      {instagram && (
        <section className={`${styles.section} later`} aria-labelledby="instagram-heading">
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
