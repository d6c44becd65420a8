import type { Metadata } from 'next'

import { getSiteSettings } from '@/lib/cms/pages'
import { getEnv } from '@/lib/env'
import { isLocale } from '@/lib/i18n/locales'
import { fill, messages, type Messages } from '@/lib/i18n/messages'
import { publishedPageMetadata } from '@/lib/cms/site-paths'
import { brandedTitle } from '@/lib/seo/page-metadata'

/**
 * `generateMetadata` of a list page at `path` (salons, stylists, vacancies): "{title} | {brand}"
 * and the description, `{brand}` filled in, both taken from the messages by `copy`.
 */
export function listingMetadata(path: string, copy: (t: Messages) => { title: string; description: string }) {
  return async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const { locale } = await params
    if (!isLocale(locale)) return {}
    const { brandName: brand } = await getSiteSettings(locale)
    const { title, description } = copy(messages(locale))
    return publishedPageMetadata({
      locale,
      siteUrl: getEnv().siteUrl,
      path,
      title: brandedTitle(title, brand),
      description: fill(description, { brand }),
      brand,
    })
  }
}
