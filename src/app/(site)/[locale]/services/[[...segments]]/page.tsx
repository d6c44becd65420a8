import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { FavouriteHeart } from '@/features/account/ui'
import { BookingButton } from '@/features/booking/ui'
import { CardGrid } from '@/ui/cards/card-grid'
import { CategoryCard } from '@/ui/cards/category-card'
import { ServiceCard } from '@/ui/cards/service-card'
import {
  getCatalogueIndex,
  getLayoutData,
  getPage,
  getServiceReviews,
  getSiteSettings,
  type PageContent,
  priceAt,
  allServicesPaths,
  breadcrumbs,
  resolveServicesRoute,
  type ServicesRoute,
  publishedPageMetadata,
} from '@/features/content'
import type { RichBlock, SalonSummary, ServiceDetail } from '@/features/content/contract'
import { getEnv } from '@/platform/env'
import { formatDuration } from '@/platform/format/duration'
import { formatPrice } from '@/platform/format/price'
import { isLocale, locales, type Locale } from '@/platform/i18n/locales'
import { fill, messages } from '@/platform/i18n/messages'
import { absoluteUrl, localePath } from '@/platform/i18n/routing'
import { type Place, serviceJsonLd, serviceMetaDescription, serviceTitle } from '@/platform/seo/services'

import { BookingCard } from '@/ui/content/booking-card'
import { HeroImage } from '@/ui/content/hero-image'
import { JsonLd } from '@/ui/content/json-ld'
import { LatestReviews } from '@/ui/content/latest-reviews'
import { RichText } from '@/ui/content/rich-text'
import { Breadcrumbs } from '@/ui/layout/breadcrumbs'
import shell from '@/ui/layout/content-page.module.css'

import styles from './services.module.css'

type Params = { locale: string; segments?: string[] }

/**
 * Every catalogue page of both languages is built ahead. (Returning [] for one language would
 * make Next 16 drop the prerendering of the other too: vercel/next.js#95166.)
 */
export async function generateStaticParams({ params }: { params: { locale: string } | Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return []
  const index = await getCatalogueIndex(locale)
  return allServicesPaths(index).map((segments) => ({ locale, segments }))
}

const load = cache(async (locale: Locale, segments: string[]) => {
  const [index, settings, layout] = await Promise.all([
    getCatalogueIndex(locale),
    getSiteSettings(locale),
    getLayoutData(locale),
  ])
  const route = resolveServicesRoute(index, segments)
  // A top group's page is introduced by its CMS page ("female-service", "male-service").
  const top = route?.kind === 'category' && route.category?.level === 'top' ? route.category : null
  /** Who provides the services of the page: the salon of the address, else the default salon. */
  const provider = route?.salon ?? index.salons.find((s) => s.slug === layout.defaultSalonSlug) ?? null
  return {
    route,
    top,
    intro: top ? await getPage(`${top.slug}-service`, locale) : null,
    brand: settings.brandName,
    defaultSalon: layout.defaultSalonSlug,
    provider,
    place: provider && (await placeOf(provider, locale)),
  }
})

/** Where the provider is, for titles, with its area in every language (a name may say it in either). */
async function placeOf(salon: SalonSummary, locale: Locale): Promise<Place> {
  const others = await Promise.all(locales.filter((l) => l !== locale).map((l) => getCatalogueIndex(l)))
  const areas = others.map((other) => other.salons.find((s) => String(s.id) === String(salon.id))?.area ?? '')
  return { area: salon.area, city: salon.city, areas: areas.filter(Boolean) }
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale, segments = [] } = await params
  if (!isLocale(locale)) return {}
  const { route, brand, intro, top, place } = await load(locale, segments)
  if (!route) return {}
  const t = messages(locale)
  const name =
    route.kind === 'service'
      ? route.service.title
      : (route.category?.name ?? (route.salon ? fill(t.salonServices, { salon: route.salon.title }) : t.services))
  const where = { name, brand, salon: place, locale, topGroup: top?.slug ?? null }
  const title = (route.kind === 'service' ? route.service.metaTitle : intro?.metaTitle) || serviceTitle(where)
  const description =
    (route.kind === 'service' ? route.service.metaDescription : intro?.metaDescription) ||
    serviceMetaDescription({ ...where, kind: route.kind })
  return publishedPageMetadata({ locale, siteUrl: getEnv().siteUrl, path: route.path, title, description, brand })
}

export default async function ServicesPage({ params }: { params: Promise<Params> }) {
  const { locale, segments = [] } = await params
  if (!isLocale(locale)) notFound()
  const { route, defaultSalon, provider, intro } = await load(locale, segments)
  if (!route) notFound()
  const t = messages(locale)
  const crumbs = breadcrumbs(route, { home: t.home, services: t.services })
  const cards: Cards = {
    locale,
    base: route.salon ? `/services/${route.salon.slug}/` : '/services/',
    salon: { id: route.salon?.id ?? null, slug: route.salon?.slug ?? defaultSalon },
  }

  return (
    <main className={shell.page} data-menu-colour={route.kind === 'category' ? 'light' : 'dark'}>
      <Breadcrumbs crumbs={crumbs} currentPath={route.path} siteUrl={getEnv().siteUrl} locale={locale} />
      {route.kind === 'category' ? (
        <CategoryView route={route} cards={cards} intro={intro} />
      ) : (
        <ServiceView route={route} cards={cards} provider={provider} />
      )}
    </main>
  )
}

/** Where the cards of a catalogue page link to and book at. */
interface Cards {
  locale: Locale
  /** The catalogue the page is in: /services/, or /services/{salon}/ on a salon's form. */
  base: string
  /** Where its Book buttons book: the salon of the address, else the default salon. */
  salon: { id: string | number | null; slug: string | null }
}

/** A headed section of service cards (a category's services, a service's add-ons); none when empty. */
function ServicesSection({
  id,
  heading,
  services,
  cards,
}: {
  id: string
  heading: string
  services: ServiceDetail[]
  cards: Cards
}) {
  if (services.length === 0) return null
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{heading}</h2>
      <ServiceCards services={services} cards={cards} />
    </section>
  )
}

function ServiceCards({ services, cards: { locale, base, salon } }: { services: ServiceDetail[]; cards: Cards }) {
  const t = messages(locale)
  return (
    <CardGrid testId="service-cards">
      {services.map((s) => {
        // On the salon form the card shows that salon's price, not the range across salons.
        const shown = { ...s, ...priceAt(s, salon.id) }
        return (
          <ServiceCard
            key={s.id}
            service={shown}
            locale={locale}
            href={localePath(locale, `${base}${s.path}/`)}
            action={
              <BookingButton locale={locale} salon={salon.slug} service={s.path} className={styles.cardBook}>
                {t.book}
                <span className="visually-hidden">: {s.title}</span>
              </BookingButton>
            }
          />
        )
      })}
    </CardGrid>
  )
}

function CategoryView({
  route,
  cards,
  intro,
}: {
  route: Extract<ServicesRoute, { kind: 'category' }>
  cards: Cards
  /** A top group's CMS page: its heading, lead and introduction. */
  intro: PageContent | null
}) {
  const { locale, base } = cards
  const t = messages(locale)
  const title =
    intro?.title || route.category?.name || (route.salon ? fill(t.salonForm, { salon: route.salon.title }) : t.services)
  const lead = intro?.description || route.category?.description
  return (
    <>
      <header className={shell.head}>
        <h1>{title}</h1>
        {lead && <p className={shell.lead}>{lead}</p>}
        {intro && intro.body.length > 0 && <RichText blocks={intro.body} className={shell.intro} />}
      </header>
      {route.children.length > 0 && (
        <section aria-labelledby="children-heading" className={styles.section}>
          <h2 id="children-heading">{t.categories}</h2>
          <CardGrid testId="category-cards">
            {route.children.map((c, i) => (
              <CategoryCard
                key={c.id}
                category={c}
                href={localePath(locale, `${base}${c.path}/`)}
                // The first card only: on a phone the others are below the first screen, where an
                // eager picture would share the slow connection with the first one (decision 0060).
                eager={i === 0}
              />
            ))}
          </CardGrid>
        </section>
      )}
      <ServicesSection id="services-heading" heading={t.servicesHere} services={route.services} cards={cards} />
      {route.category && route.children.length === 0 && route.services.length === 0 && (
        <p className={shell.lead}>{t.nothingHereYet}</p>
      )}
      {route.category && <SeoText text={route.category.seoText} blocks={route.category.seoBody} />}
    </>
  )
}

async function ServiceView({
  route,
  cards,
  provider,
}: {
  route: Extract<ServicesRoute, { kind: 'service' }>
  cards: Cards
  provider: SalonSummary | null
}) {
  const { locale } = cards
  const t = messages(locale)
  const s = route.service
  const price = priceAt(s, route.salon?.id)
  const reviews = await getServiceReviews(locale, String(s.id))
  const { siteUrl, bookingProvider } = getEnv()
  const jsonLd = serviceJsonLd({
    name: s.title,
    description: s.description,
    url: absoluteUrl(siteUrl, locale, route.path),
    image: s.image ? new URL(s.image.url, siteUrl).href : null,
    category: route.trail.at(-1)?.name ?? null,
    priceFrom: price.priceFrom,
    priceTo: price.priceTo,
    provider: provider && {
      name: provider.title,
      url: absoluteUrl(siteUrl, locale, `/salons/${provider.slug}/`),
      phone: provider.phone,
      street: provider.street,
      city: provider.city,
      postcode: provider.postcode,
    },
  })
  return (
    <div className={styles.serviceLayout}>
      <JsonLd data={jsonLd} />
      <header className={`${shell.head} ${styles.serviceHead}`}>
        <div className={styles.titleRow}>
          <h1>{s.title}</h1>
          <FavouriteHeart id={String(s.id)} kind="service" label={fill(t.accountFavourite, { name: s.title })} />
        </div>
        {route.salon && (
          <a className={shell.button} href={`tel:${route.salon.phone.replace(/\s+/g, '')}`}>
            {t.callSalon} {route.salon.phone}
          </a>
        )}
      </header>
      <div className={styles.serviceCard}>
        {/* The salon form books at that salon; the top-category form at the default salon (Chelsea). */}
        <BookingCard
          locale={locale}
          salon={cards.salon.slug}
          service={s.path}
          price={formatPrice(price, locale)}
          duration={formatDuration(s.durationMinutes, locale)}
          options={s.variants.flatMap((v) => {
            // The widget knows an option by its provider's id: the params row's, or in Beauty Pro
            // mode the Beauty Pro service it is linked to (docs/decisions/0052).
            const id = bookingProvider === 'beautypro' ? v.crmId : v.id
            return id
              ? [
                  {
                    id,
                    name: v.name,
                    price: formatPrice({ priceFrom: v.priceFrom, priceTo: v.priceTo }, locale),
                    duration: formatDuration(v.durationMinutes ?? s.durationMinutes, locale),
                  },
                ]
              : []
          })}
        />
      </div>
      <div className={styles.serviceBody}>
        <HeroImage
          image={s.image}
          sizes="(min-width: 1024px) 50rem, 100vw"
          fallback={[1024, 768]}
          className={styles.picture}
        />
        {(s.description || s.seoText || s.seoBody.length > 0) && (
          <section aria-labelledby="included-heading" className={styles.section}>
            <h2 id="included-heading">{t.included}</h2>
            {s.description && <p className={shell.lead}>{s.description}</p>}
            <SeoText text={s.seoText} blocks={s.seoBody} />
          </section>
        )}
        {reviews.length > 0 && (
          <section aria-labelledby="service-reviews-heading" className={styles.section}>
            <h2 id="service-reviews-heading">{t.serviceReviews}</h2>
            <LatestReviews reviews={reviews} locale={locale} anonymous={t.employeeReviewByClient} />
          </section>
        )}
        <ServicesSection id="addons-heading" heading={t.addOns} services={route.additional} cards={cards} />
      </div>
    </div>
  )
}

/** The longer text of a page: with its formatting when it has some (imported HTML), else paragraphs. */
function SeoText({ text, blocks }: { text: string; blocks: RichBlock[] }) {
  if (blocks.length)
    return (
      <div className={styles.seo}>
        <RichText blocks={blocks} />
      </div>
    )
  if (!text) return null
  return (
    <div className={styles.seo}>
      {text.split(/\n\s*\n/).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  )
}
