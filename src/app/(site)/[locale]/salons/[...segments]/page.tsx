import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { CardGrid } from '@/ui/cards/card-grid'
import { EmployeeCard } from '@/ui/cards/employee-card'
import { HeroImage } from '@/ui/content/hero-image'
import { getLayoutData, getSalon, getSalonDirectory, getSiteSettings, publishedPageMetadata } from '@/features/content'
import { getEnv } from '@/platform/env'
import { formatOpeningHours } from '@/platform/format/hours'
import { isLocale, type Locale } from '@/platform/i18n/locales'
import { fill, messages } from '@/platform/i18n/messages'
import { absoluteUrl, localePath } from '@/platform/i18n/routing'
import { openingHoursOrDefault } from '@/platform/seo/opening-hours'
import { brandedTitle } from '@/platform/seo/page-metadata'
import { directionsUrl, hasGeo, mapEmbedUrl, mapSearchUrl, salonJsonLd, telHref } from '@/platform/seo/salon'

import { JsonLd } from '@/ui/content/json-ld'
import { MapOnDemand } from '@/ui/content/map-on-demand'
import { Breadcrumbs } from '@/ui/layout/breadcrumbs'
import shell from '@/ui/layout/content-page.module.css'

import styles from './salon.module.css'

type Params = { locale: string; segments: string[] }

/**
 * /salons/{salon}/ and /salons/{salon category}/{salon}/ (site.md §2, "salon with an optional
 * second segment"), both languages. The two addresses show the same page; the canonical link of
 * both is the short one. A category that is not the salon's, or any other shape, is a 404.
 *
 * Every salon of both languages is built ahead. (Returning [] for one language would make
 * Next 16 drop the prerendering of the other too: vercel/next.js#95166.)
 */
export async function generateStaticParams({ params }: { params: { locale: string } | Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return []
  const { categories, salons } = await getSalonDirectory(locale)
  return salons.flatMap((salon) => {
    const category = categories.find((c) => salon.categoryId != null && String(c.id) === String(salon.categoryId))
    return [
      { locale, segments: [salon.slug] },
      ...(category ? [{ locale, segments: [category.slug, salon.slug] }] : []),
    ]
  })
}

const load = cache(async (locale: Locale, segments: string[]) => {
  if (segments.length < 1 || segments.length > 2) return null
  // Resolve against the cached list first: unknown addresses never reach the database.
  const directory = await getSalonDirectory(locale)
  const card = directory.salons.find((s) => s.slug === segments[segments.length - 1])
  if (!card) return null
  if (segments.length === 2) {
    const category = directory.categories.find((c) => c.slug === segments[0])
    if (!category || card.categoryId == null || String(card.categoryId) !== String(category.id)) return null
  }
  const [salon, settings, layout] = await Promise.all([
    getSalon(card.slug, locale),
    getSiteSettings(locale),
    getLayoutData(locale),
  ])
  if (!salon) return null
  return {
    salon,
    brand: settings.brandName,
    mapsKey: settings.mapsKey,
    workTime: layout.workTime,
    path: `/salons/${segments.join('/')}/`,
    canonicalPath: `/salons/${salon.slug}/`,
  }
})

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale, segments } = await params
  if (!isLocale(locale)) return {}
  const data = await load(locale, segments)
  if (!data) return {}
  const { salon, brand, canonicalPath } = data
  const t = messages(locale)
  const address = [salon.street, salon.city, salon.postcode].filter(Boolean).join(', ')
  return publishedPageMetadata({
    locale,
    siteUrl: getEnv().siteUrl,
    path: canonicalPath,
    title: salon.metaTitle || brandedTitle(salon.title, brand),
    description: salon.metaDescription || fill(t.salonDescription, { salon: salon.title, brand, address }),
    brand,
    image: salon.image,
  })
}

export default async function SalonPage({ params }: { params: Promise<Params> }) {
  const { locale, segments } = await params
  if (!isLocale(locale)) notFound()
  const data = await load(locale, segments)
  if (!data) notFound()
  const { salon, workTime, path, canonicalPath, mapsKey } = data
  const t = messages(locale)
  // The salon's own hours when it has them (as online booking keeps to), else the business's.
  const hours = salon.hours ?? openingHoursOrDefault(workTime)
  const hourLines = formatOpeningHours(salon.hours ?? workTime, locale)
  const siteUrl = getEnv().siteUrl
  const crumbs = [
    { name: t.home, path: '/' },
    { name: t.salonCrumb, path: '/salons/' },
    { name: salon.title, path: null },
  ]
  const geo = hasGeo(salon.lat, salon.lng) ? { lat: salon.lat!, lng: salon.lng! } : null
  const jsonLd = salonJsonLd(salon, { siteUrl, url: absoluteUrl(siteUrl, locale, canonicalPath), hours })

  return (
    <main className={shell.page}>
      <JsonLd data={jsonLd} />
      <Breadcrumbs crumbs={crumbs} currentPath={path} siteUrl={siteUrl} locale={locale} />
      <div className={styles.top}>
        <header className={shell.head}>
          <h1>{salon.title}</h1>
          {salon.description && <p className={shell.lead}>{salon.description}</p>}
          <dl className={`${shell.facts} ${styles.facts}`}>
            <div>
              <dt>{t.salonAddress}</dt>
              <dd>
                <address className={styles.address}>
                  {salon.street}
                  <br />
                  {[salon.city, salon.postcode].filter(Boolean).join(' ')}
                </address>
              </dd>
            </div>
            <div>
              <dt>{t.salonPhone}</dt>
              <dd>
                <a href={telHref(salon.phone)} className={styles.phone}>
                  {salon.phone}
                </a>
              </dd>
            </div>
            {hourLines.length > 0 && (
              <div>
                <dt>{t.openingHours}</dt>
                <dd>
                  <ul className={styles.hours}>
                    {hourLines.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </dd>
              </div>
            )}
          </dl>
          {geo && (
            <a
              className={shell.button}
              href={directionsUrl(geo.lat, geo.lng)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t.salonDirections}
              <span className="visually-hidden"> {t.opensInNewTab}</span>
            </a>
          )}
        </header>
        <HeroImage
          image={salon.image}
          fallback={[960, 720]}
          sizes="(max-width: 1200px) 100vw, 40vw"
          className={styles.image}
        />
      </div>

      {geo && mapsKey && (
        <section aria-label={fill(t.salonMapTitle, { salon: salon.title })} className={styles.section}>
          {/* Only with the salon's maps key, and only once asked for: nothing loads from the map's host before. */}
          <MapOnDemand
            embedUrl={mapEmbedUrl(mapsKey, geo.lat, geo.lng, locale)}
            title={fill(t.salonMapTitle, { salon: salon.title })}
            className={styles.map}
          >
            <a className={shell.button} href={mapSearchUrl(geo.lat, geo.lng)}>
              {t.salonShowMap}
            </a>
          </MapOnDemand>
        </section>
      )}

      <section aria-labelledby="stylists-heading" className={styles.section}>
        <h2 id="stylists-heading">{fill(t.salonStylists, { salon: salon.title })}</h2>
        {salon.stylists.length > 0 ? (
          <CardGrid testId="salon-stylists">
            {salon.stylists.map((employee) => (
              <EmployeeCard
                key={employee.id}
                employee={employee}
                locale={locale}
                href={localePath(locale, `/employees/${employee.slug}/`)}
              />
            ))}
          </CardGrid>
        ) : (
          <p className={shell.lead}>{t.salonNoStylists}</p>
        )}
      </section>

      {salon.seoText && (
        <section className={styles.seo}>
          {salon.seoText.split(/\n\s*\n/).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </section>
      )}
    </main>
  )
}
