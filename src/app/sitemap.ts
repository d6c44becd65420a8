import type { MetadataRoute } from 'next'

import { publishedPaths } from '@/features/content'
import { getEnv } from '@/platform/env'
import { locales } from '@/platform/i18n/locales'
import { absoluteUrl } from '@/platform/i18n/routing'

/** Every published page in each language it is translated into, naming its twins in the others. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const siteUrl = getEnv().siteUrl
  const published = await Promise.all(
    locales.map(async (l) => ({ locale: l, paths: new Set(await publishedPaths(l)) })),
  )
  return published.flatMap(({ locale, paths }) =>
    [...paths].map((path) => {
      const twins = published.filter((p) => p.paths.has(path)).map((p) => p.locale)
      return {
        url: absoluteUrl(siteUrl, locale, path),
        alternates: { languages: Object.fromEntries(twins.map((l) => [l, absoluteUrl(siteUrl, l, path)])) },
      }
    }),
  )
}
