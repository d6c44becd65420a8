import type { Metadata } from 'next'
import { cache } from 'react'

import { getPage, getSiteSettings, publishedPageMetadata } from '@/features/content'
import { getEnv } from '@/platform/env'
import { isLocale, type Locale } from '@/platform/i18n/locales'
import { fill, messages, type Messages } from '@/platform/i18n/messages'
import { brandedTitle } from '@/platform/seo/page-metadata'

/**
 * The list pages that a CMS page introduces (spec service-pages §2.3): their address without locale
 * prefix, the slug of that CMS page ("career" for the vacancies), and `words`, the prefix of the
 * site's own words for them in the messages (`{words}ListTitle`, `{words}ListDescription`,
 * `{words}ListLead`, `{words}Crumb`), used where the CMS page is missing or unpublished.
 */
export const LISTINGS = {
  salons: { path: '/salons/', slug: 'salons', words: 'salon' },
  employees: { path: '/employees/', slug: 'employees', words: 'employee' },
  vacancies: { path: '/vacancies/', slug: 'career', words: 'vacancy' },
} as const

export type ListingName = keyof typeof LISTINGS

/** The site's own words for the list page `name`. */
export function listingWords(t: Messages, name: ListingName) {
  const { words } = LISTINGS[name]
  return {
    title: t[`${words}ListTitle`],
    description: t[`${words}ListDescription`],
    lead: t[`${words}ListLead`],
    crumb: t[`${words}Crumb`],
  }
}

/** The CMS page that introduces the list page `name`, and the brand, read once per request. */
export const loadListingPage = cache(async (locale: Locale, name: ListingName) => {
  const [page, settings] = await Promise.all([getPage(LISTINGS[name].slug, locale), getSiteSettings(locale)])
  return { page, brand: settings.brandName }
})

/**
 * `generateMetadata` of the list page `name`: its CMS page's meta title and description when it
 * has them, else "{its title} | {brand}" and its description, else the site's own words (`{brand}`
 * filled in).
 */
export function listingMetadata(name: ListingName) {
  return async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const { locale } = await params
    if (!isLocale(locale)) return {}
    const { page, brand } = await loadListingPage(locale, name)
    const { title, description } = listingWords(messages(locale), name)
    return publishedPageMetadata({
      locale,
      siteUrl: getEnv().siteUrl,
      path: LISTINGS[name].path,
      title: page?.metaTitle || brandedTitle(page?.title || title, brand),
      description: page?.metaDescription || page?.description || fill(description, { brand }),
      brand,
      image: page?.image ?? null,
    })
  }
}
