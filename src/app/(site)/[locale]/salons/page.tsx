import type { Metadata } from 'next'
import Image from 'next/image'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { getSalonDirectory } from '@/lib/cms/people'
import { getSiteSettings } from '@/lib/cms/pages'
import type { SalonCard, SalonCategory } from '@/lib/cms/types'
import { getEnv } from '@/lib/env'
import { isLocale, type Locale } from '@/lib/i18n/locales'
import { fill, messages } from '@/lib/i18n/messages'
import { localePath } from '@/lib/i18n/routing'
import { brandedTitle, contentPageMetadata } from '@/lib/seo/page-metadata'
import { directionsUrl, hasGeo, telHref } from '@/lib/seo/salon'

import { Breadcrumbs } from '@/components/layout/breadcrumbs'
import shell from '@/components/layout/content-page.module.css'

import styles from './salons.module.css'

type Params = { locale: string }

const PATH = '/salons/'

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

const load = cache(async (locale: Locale) => {
  const [directory, settings] = await Promise.all([getSalonDirectory(locale), getSiteSettings(locale)])
  return { groups: groupSalons(directory.categories, directory.salons), brand: settings.brandName }
})

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const { brand } = await load(locale)
  const t = messages(locale)
  return contentPageMetadata({
    locale,
    siteUrl: getEnv().siteUrl,
    path: PATH,
    title: brandedTitle(t.salonListTitle, brand),
    description: fill(t.salonListDescription, { brand }),
    brand,
  })
}

/** /salons/ and /ua/salons/: every salon, grouped by salon category. */
export default async function SalonsPage({ params }: { params: Promise<Params> }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const { groups } = await load(locale)
  const t = messages(locale)
  const crumbs = [
    { name: t.home, path: '/' },
    { name: t.salonCrumb, path: null },
  ]
  // Index of each group's first card on the page: the first few load eagerly.
  const offsets = groups.map((_, i) => groups.slice(0, i).reduce((n, g) => n + g.salons.length, 0))
  return (
    <main className={shell.page}>
      <Breadcrumbs crumbs={crumbs} currentPath={PATH} siteUrl={getEnv().siteUrl} locale={locale} />
      <header className={shell.head}>
        <h1>{t.salonListTitle}</h1>
        <p className={shell.lead}>{t.salonListLead}</p>
      </header>
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
              <ul className={styles.salons}>
                {group.salons.map((salon, i) => (
                  <SalonItem key={salon.id} salon={salon} locale={locale} eager={first + i < 2} />
                ))}
              </ul>
            )}
          </section>
        )
      })}
    </main>
  )
}

function SalonItem({ salon, locale, eager }: { salon: SalonCard; locale: Locale; eager: boolean }) {
  const t = messages(locale)
  return (
    <li className={styles.salon}>
      {salon.image && (
        <Image
          src={salon.image.url}
          alt=""
          width={salon.image.width ?? 960}
          height={salon.image.height ?? 720}
          sizes="(max-width: 760px) 100vw, 50vw"
          loading={eager ? 'eager' : 'lazy'}
          className={styles.salonImage}
        />
      )}
      <div className={styles.salonBody}>
        <h3>
          <Link href={localePath(locale, `/salons/${salon.slug}/`)}>{salon.title}</Link>
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
