import { notFound } from 'next/navigation'

import { CardImage } from '@/ui/cards/card'
import card from '@/ui/cards/card.module.css'
import { CardGrid, firstCardIndexes } from '@/ui/cards/card-grid'
import { RichText } from '@/ui/content/rich-text'
import { getLayoutData, getPage, getSalonDirectory } from '@/features/content'
import type { SalonCard, SalonCategory } from '@/features/content/contract'
import { isLocale, type Locale } from '@/platform/i18n/locales'
import { fill, messages } from '@/platform/i18n/messages'
import { localePath } from '@/platform/i18n/routing'
import { directionsUrl, hasGeo, telHref } from '@/platform/seo/salon'

import shell from '@/ui/layout/content-page.module.css'

import { ListingFrame } from '../_listing/listing-frame'
import { listingMetadata, loadListingPage } from '../_listing/listing-metadata'
import styles from './salons.module.css'

type Params = { locale: string }

interface SalonGroup {
  key: string
  category: SalonCategory | null
  salons: SalonCard[]
}

/** Salons under their category in menu order; a category with its own site shows even when empty. */
function groupSalons(categories: SalonCategory[], salons: SalonCard[]): SalonGroup[] {
  const groups: SalonGroup[] = categories
    .map((category) => ({
      key: String(category.id),
      category,
      salons: salons.filter((s) => s.categoryId != null && String(s.categoryId) === String(category.id)),
    }))
    .filter((g) => g.salons.length > 0 || g.category.externalUrl)
  const known = new Set(categories.map((c) => String(c.id)))
  const rest = salons.filter((s) => s.categoryId == null || !known.has(String(s.categoryId)))
  if (rest.length) groups.push({ key: 'other', category: null, salons: rest })
  return groups
}

export const generateMetadata = listingMetadata('salons')

/** /salons/ and /ua/salons/: every salon, grouped by salon category. */
export default async function SalonsPage({ params }: { params: Promise<Params> }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const t = messages(locale)
  const [directory, { page }, contacts, layout] = await Promise.all([
    getSalonDirectory(locale),
    loadListingPage(locale, 'salons'),
    getPage('contacts', locale),
    getLayoutData(locale),
  ])
  const groups = groupSalons(directory.categories, directory.salons)
  const offsets = firstCardIndexes(groups.map((g) => g.salons.length))
  return (
    <ListingFrame name="salons" locale={locale} page={page}>
      {groups.length === 0 && <p className={shell.lead}>{t.salonNone}</p>}
      {groups.map((group, gi) => {
        const headingId = `salons-${group.category?.slug ?? 'other'}`
        const first = offsets[gi] ?? 0
        return (
          <section key={group.key} aria-labelledby={headingId} className={styles.group}>
            <div className={styles.groupHead}>
              <h2 id={headingId}>{group.category?.name ?? t.salonOtherGroup}</h2>
              {group.category?.externalUrl && (
                <a
                  className={styles.external}
                  href={group.category.externalUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {fill(t.salonCategorySite, { name: group.category.name })}
                  <span className="visually-hidden"> {t.opensInNewTab}</span>
                  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={styles.externalIcon}>
                    <path d="M6 3H3v10h10v-3M9 2h5v5M14 2 7 9" fill="none" stroke="currentColor" strokeWidth="1.5" />
                  </svg>
                </a>
              )}
            </div>
            {group.salons.length > 0 && (
              <CardGrid>
                {group.salons.map((salon, i) => (
                  <SalonItem key={salon.id} salon={salon} locale={locale} eager={first + i < 2} />
                ))}
              </CardGrid>
            )}
          </section>
        )
      })}
      {contacts && (
        // The CMS page "contacts": how to reach the salons, with the phones and email of the site.
        <section aria-labelledby="salons-contacts" className={styles.group}>
          <h2 id="salons-contacts">{contacts.title}</h2>
          {contacts.description && <p className={shell.lead}>{contacts.description}</p>}
          {contacts.body.length > 0 && <RichText blocks={contacts.body} className={shell.intro} />}
          <ul className={styles.contacts}>
            {layout.phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)}>{phone}</a>
              </li>
            ))}
            {layout.email && (
              <li>
                <a href={`mailto:${layout.email}`}>{layout.email}</a>
              </li>
            )}
          </ul>
        </section>
      )}
    </ListingFrame>
  )
}

function SalonItem({ salon, locale, eager }: { salon: SalonCard; locale: Locale; eager: boolean }) {
  const t = messages(locale)
  return (
    <li className={card.card}>
      <CardImage image={salon.image} fallback={[960, 720]} sizes="(max-width: 760px) 100vw, 50vw" eager={eager} />
      <div className={styles.salonBody}>
        <h3>
          <a href={localePath(locale, `/salons/${salon.slug}/`)}>{salon.title}</a>
        </h3>
        <address className={styles.address}>
          {salon.street}
          <br />
          {[salon.city, salon.postcode].filter(Boolean).join(' ')}
        </address>
        <p className={styles.actions}>
          <a href={telHref(salon.phone)}>{salon.phone}</a>
          {hasGeo(salon.lat, salon.lng) && (
            <a href={directionsUrl(salon.lat!, salon.lng!)} target="_blank" rel="noopener noreferrer">
              {t.salonDirections}
              <span className="visually-hidden"> {t.opensInNewTab}</span>
            </a>
          )}
        </p>
      </div>
    </li>
  )
}
