import type { Locale } from '@/platform/i18n/locales'
import { fill, messages } from '@/platform/i18n/messages'
import { absoluteUrl } from '@/platform/i18n/routing'
import { excerpt } from '@/platform/format/text'
import type { SalonFacts } from './salon'

/**
 * Search metadata of the catalogue pages (spec service-pages §2.4, worded in docs/decisions/0053):
 * "{name} in Chelsea, London | {brand}", the place being the salon of the address (else the
 * default salon); the top groups by what they offer ("Women's hair, nails and beauty in Chelsea");
 * "in London" when no salon is known; and a description carrying the salon's claims.
 */

/** Where the services of a page are given: a salon's area and city, as they read after "in". */
export interface Place {
  area: string
  city?: string
  /**
   * The area in every language the site speaks, so a name that already says it in either one is
   * not followed by it again ("Послуги в салоні Backstage Chelsea" is not "… у Челсі").
   */
  areas?: readonly string[]
}

interface Where {
  name: string
  brand: string
  salon: Place | null
  locale: Locale
  /** The slug of the page's top group when the page is one (female, male): its title says what it offers. */
  topGroup?: string | null
}

/** The top groups' own names for titles; other top groups use their name. */
function topGroupName({ topGroup, locale }: Pick<Where, 'topGroup' | 'locale'>): string | null {
  const t = messages(locale)
  if (topGroup === 'female') return t.titleFemale
  if (topGroup === 'male') return t.titleMale
  return null
}

const mentions = (name: string, place: string) => name.toLowerCase().includes(place.toLowerCase())

/**
 * "in Chelsea, London" ("in Chelsea" after a top group's name), "in London" without a salon, or
 * nothing when the name already says where in either language ("Backstage Chelsea").
 */
function where({ name, salon, locale }: Pick<Where, 'name' | 'salon' | 'locale'>, withCity: boolean): string {
  const t = messages(locale)
  if (!salon?.area) return t.inCity
  const known = [salon.area, ...(salon.areas ?? [])].filter(Boolean)
  if (known.some((area) => mentions(name, area))) return ''
  return withCity && salon.city
    ? fill(t.inAreaCity, { area: salon.area, city: salon.city })
    : fill(t.inArea, { area: salon.area })
}

/** The page's name and where it is, as the title and the description start. */
function namedPlace(args: Where): { name: string; where: string } {
  const top = topGroupName(args)
  const name = top ?? args.name
  return { name, where: where({ ...args, name }, top == null) }
}

export function serviceTitle(args: Where): string {
  const { name, where } = namedPlace(args)
  return `${[name, where].filter(Boolean).join(' ')} | ${args.brand}`
}

export function serviceMetaDescription(args: Where & { kind: 'service' | 'category' }): string {
  const t = messages(args.locale)
  const template = args.kind === 'service' ? t.serviceDescription : t.categoryDescription
  return fill(template, { ...namedPlace(args), brand: args.brand }).replace(/ {2,}/g, ' ')
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
 * The longest description the structured data carries: as much as a search result shows. The page
 * itself says the whole text; the copy in the JSON-LD (written twice into the document, once more in
 * the flight data) only has to say what the service is.
 */
export const JSON_LD_DESCRIPTION_CHARS = 160

/**
 * schema.org Service with its Offer in pounds, the salon as provider, its description an excerpt.
 * A range becomes the offer's price specification (lowest and highest); no price, no offer.
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
    ...(service.description ? { description: excerpt(service.description, JSON_LD_DESCRIPTION_CHARS) } : {}),
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
