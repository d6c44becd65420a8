import type { MetadataRoute } from 'next'

import { getCatalogueIndex } from '@/lib/cms/catalogue'
import { allServicesPaths } from '@/lib/cms/services-route'
import { getEnv } from '@/lib/env'
import { locales } from '@/lib/i18n/locales'
import { absoluteUrl } from '@/lib/i18n/routing'

/** Every published page in both languages, each naming its other-language twin. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const siteUrl = getEnv().siteUrl
  const index = await getCatalogueIndex('en')
  const paths = ['/', ...allServicesPaths(index).map((segments) => `/services/${segments.join('/')}/`)]
  return paths.flatMap((path) =>
    locales.map((locale) => ({
      url: absoluteUrl(siteUrl, locale, path),
      alternates: { languages: Object.fromEntries(locales.map((l) => [l, absoluteUrl(siteUrl, l, path)])) },
    })),
  )
}
