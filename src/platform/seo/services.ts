import type { Locale } from '@/platform/i18n/locales'
import { fill, messages } from '@/platform/i18n/messages'
import { absoluteUrl } from '@/platform/i18n/routing'
import type { SalonFacts } from './salon'

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

/** "in Chelsea" (or "in London"), or nothing when the name already says where ("Backstage Chelsea"). */
function where({ name, salon, locale }: Pick<Where, 'name' | 'salon' | 'locale'>): string {
  const t = messages(locale)
  const place = salon?.area ? salon.area : null
  if (place && name.toLocaleLowerCase(locale).includes(place.toLocaleLowerCase(locale))) return ''
  return place ? fill(t.inArea, { area: place }) : t.inCity
}

export function serviceTitle(args: Where): string {
  return `${[args.name, where(args)].filter(Boolean).join(' ')} | ${args.brand}`
}

export function serviceMetaDescription(args: Where & { kind: 'service' | 'category' }): string {
  const t = messages(args.locale)
  const template = args.kind === 'service' ? t.serviceDescription : t.categoryDescription
  return fill(template, { name: args.name, where: where(args), brand: args.brand }).replace(/ {2,}/g, ' ')
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

export interface ServiceFacts {
  name: string
  description: string
  /** Absolute address of the service page. */
  url: string
  image: string | null
  /** The category it belongs to ("Colouring"). */
  category: string | null
  priceFrom: number | null
  priceTo: number | null
  /** The salon that provides it: the salon of the address, else the default salon. */
  provider: Pick<SalonFacts, 'name' | 'url' | 'phone' | 'street' | 'city' | 'postcode'> | null
}

/**
 * schema.org Service with its Offer in pounds, the salon as provider. A range becomes the offer's
 * price specification (lowest and highest); no price, no offer.
 */
export function serviceJsonLd(service: ServiceFacts) {
  const { priceFrom, priceTo, provider } = service
  const offer =
    priceFrom == null
      ? null
      : {
          '@type': 'Offer',
          url: service.url,
          priceCurrency: 'GBP',
          price: priceFrom,
          ...(priceTo != null && priceTo > priceFrom
            ? {
                priceSpecification: {
                  '@type': 'PriceSpecification',
                  priceCurrency: 'GBP',
                  minPrice: priceFrom,
                  maxPrice: priceTo,
                },
              }
            : {}),
        }
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    ...(service.description ? { description: service.description } : {}),
    url: service.url,
    ...(service.image ? { image: service.image } : {}),
    ...(service.category ? { serviceType: service.category } : {}),
    ...(provider
      ? {
          provider: {
            '@type': 'BeautySalon',
            name: provider.name,
            url: provider.url,
            telephone: provider.phone,
            address: {
              '@type': 'PostalAddress',
              streetAddress: provider.street,
              addressLocality: provider.city,
              postalCode: provider.postcode,
              addressCountry: 'GB',
            },
          },
          areaServed: provider.city,
        }
      : {}),
    ...(offer ? { offers: offer } : {}),
  }
}
