import type { Metadata } from 'next'
import { cache } from 'react'

import { getPage, getSiteSettings, type PageContent, publishedPageMetadata } from '@/features/content'
import { getEnv } from '@/platform/env'
import { isLocale, type Locale } from '@/platform/i18n/locales'
import { fill, messages, type Messages } from '@/platform/i18n/messages'
import { brandedTitle } from '@/platform/seo/page-metadata'

/**
 * The CMS page that introduces a list page (spec service-pages §2.3: "salons", "employees",
 * "career" for the vacancies, "price-female" …) and the brand, read once per request. The page
 * may be missing or unpublished: the list then speaks with the site's own words (messages).
 */
export const loadListingPage = cache(async (locale: Locale, slug: string) => {
  const [page, settings] = await Promise.all([getPage(slug, locale), getSiteSettings(locale)])
  return { page, brand: settings.brandName }
})

/** The heading, lead and introduction of a list page: the CMS page's, else `fallback`. */
export function listingCopy(page: PageContent | null, fallback: { title: string; lead: string }) {
  return {
    title: page?.title || fallback.title,
    lead: page?.description || fallback.lead,
    intro: page?.body ?? [],
  }
}

/**
 * `generateMetadata` of a list page at `path` (salons, stylists, vacancies): the CMS page `slug`'s
 * meta title and description when it has them, else "{its title} | {brand}" and its description,
 * else the messages' `copy` (`{brand}` filled in).
 */
export function listingMetadata(
  path: string,
  copy: (t: Messages) => { title: string; description: string },
  slug?: string,
) {
  return async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const { locale } = await params
    if (!isLocale(locale)) return {}
    const { page, brand } = slug
      ? await loadListingPage(locale, slug)
      : { page: null, brand: (await getSiteSettings(locale)).brandName }
    const { title, description } = copy(messages(locale))
    return publishedPageMetadata({
      locale,
      siteUrl: getEnv().siteUrl,
      path,
      title: page?.metaTitle || brandedTitle(page?.title || title, brand),
      description: page?.metaDescription || page?.description || fill(description, { brand }),
      brand,
      image: page?.image ?? null,
    })
  }
}
