import type { Locale } from '@/platform/i18n/locales'

import { openingHoursSpecification, type OpeningHours } from './opening-hours'

/** Structured data and outside links of a salon page. Pure; the page hands in plain values. */

export interface SalonFacts {
  name: string
  url: string
  phone: string
  street: string
  city: string
  postcode: string
  lat: number | null
  lng: number | null
  image: string | null
  hours: readonly OpeningHours[]
  /** The reviews the page shows, summarised: an AggregateRating when there are any. */
  rating?: { average: number | null; count: number }
}

/** A phone as printed ("+44 20 7946 0321") as a tel: address ("tel:+442079460321"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/** Google Maps directions to a point; a plain link, nothing is embedded. */
export function directionsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`
}

/** Google Maps' own page of a place: where "Show the map" leads when the embedded map cannot open. */
export function mapSearchUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`
}

/** The Maps Embed API's map of a place (developers.google.com/maps/documentation/embed), with the salon's key. */
export function mapEmbedUrl(key: string, lat: number, lng: number, locale: Locale): string {
  const query = new URLSearchParams({ key, q: `${lat},${lng}`, language: locale === 'uk' ? 'uk' : 'en-GB' })
  return `https://www.google.com/maps/embed/v1/place?${query}`
}

/** True for a usable latitude/longitude pair. */
export function hasGeo(lat: number | null | undefined, lng: number | null | undefined): boolean {
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  )
}

/** schema.org BeautySalon for one salon (the business is in the UK: addressCountry GB). */
export function beautySalonJsonLd(salon: SalonFacts) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BeautySalon',
    name: salon.name,
    url: salon.url,
    telephone: salon.phone,
    ...(salon.image ? { image: salon.image } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: salon.street,
      addressLocality: salon.city,
      postalCode: salon.postcode,
      addressCountry: 'GB',
    },
    ...(hasGeo(salon.lat, salon.lng)
      ? { geo: { '@type': 'GeoCoordinates', latitude: salon.lat, longitude: salon.lng } }
      : {}),
    openingHoursSpecification: openingHoursSpecification(salon.hours),
    ...(salon.rating && salon.rating.average != null && salon.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: salon.rating.average,
            reviewCount: salon.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
}

/** The fields of a salon (as the content feature reads it) that its structured data is made of. */
export interface SalonRecord {
  title: string
  phone: string
  street: string
  city: string
  postcode: string
  lat?: number | null
  lng?: number | null
  image?: { url: string } | null
}

/**
 * The BeautySalon structured data of a salon page or of the home page inviting to it: one place
 * turns the salon's record into the facts, so both pages describe the salon the same way.
 */
export function salonJsonLd(
  salon: SalonRecord,
  page: { siteUrl: string; url: string; hours: readonly OpeningHours[]; rating?: SalonFacts['rating'] },
) {
  const geo = hasGeo(salon.lat, salon.lng)
  return beautySalonJsonLd({
    name: salon.title,
    url: page.url,
    phone: salon.phone,
    street: salon.street,
    city: salon.city,
    postcode: salon.postcode,
    lat: geo ? salon.lat! : null,
    lng: geo ? salon.lng! : null,
    image: salon.image ? new URL(salon.image.url, page.siteUrl).href : null,
    hours: page.hours,
    rating: page.rating,
  })
}
