import type { Locale } from '@/lib/i18n/locales'
import { fill, messages } from '@/lib/i18n/messages'
import { absoluteUrl } from '@/lib/i18n/routing'

/**
 * Search metadata of the catalogue pages (spec service-pages §2.4): "{name} in London | {brand}",
 * "in Chelsea" on the salon form, and a description carrying the salon's claims.
 */

interface Where {
  name: string
  brand: string
  salon: { area: string } | null
  locale: Locale
}

function where({ salon, locale }: Pick<Where, 'salon' | 'locale'>): string {
  const t = messages(locale)
  return salon?.area ? fill(t.inArea, { area: salon.area }) : t.inCity
}

export function serviceTitle(args: Where): string {
  return `${args.name} ${where(args)} | ${args.brand}`
}

export function serviceMetaDescription(args: Where & { kind: 'service' | 'category' }): string {
  const t = messages(args.locale)
  const template = args.kind === 'service' ? t.serviceDescription : t.categoryDescription
  return fill(template, { name: args.name, where: where(args), brand: args.brand })
}

/** schema.org BreadcrumbList for crumbs of site paths (null = the current page). */
export function breadcrumbListJsonLd(
  crumbs: { name: string; path: string | null }[],
  currentPath: string,
  siteUrl: string,
  locale: Locale,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(siteUrl, locale, c.path ?? currentPath),
    })),
  }
}
