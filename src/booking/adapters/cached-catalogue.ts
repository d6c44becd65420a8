/**
 * Keeps the catalogue's public lists and the stylists' schedules in Next's data cache, tagged
 * like the content pages (src/lib/cms/cache-tags.ts), so an edit in the admin expires them at
 * once through the collections' revalidate hooks. Busy time, settings and reviews are always read
 * fresh. Only inside a Next.js server: elsewhere use the inner catalogue directly.
 */
import { unstable_cache } from 'next/cache'

import { tags } from '@/lib/cms/cache-tags'

import type { BookingCatalogue } from '../read-ports'

/** A safety net: nothing cached here outlives five minutes even if a tag were missed. */
const MAX_AGE_SECONDS = 300

export function cachedCatalogue(inner: BookingCatalogue): BookingCatalogue {
  const keep = <Args extends unknown[], R>(name: string, tagList: string[], read: (...args: Args) => Promise<R>) =>
    unstable_cache(read, ['booking-catalogue', name], { tags: [...tagList, tags.all], revalidate: MAX_AGE_SECONDS })

  return {
    locations: keep('locations', [tags.collection('salons')], (locale) => inner.locations(locale)),
    services: keep('services', [tags.collection('services'), tags.collection('services-categories')], (locale) =>
      inner.services(locale),
    ),
    employees: keep('employees', [tags.collection('employees'), tags.collection('media')], (locale) =>
      inner.employees(locale),
    ),
    positions: keep('positions', [tags.collection('positions')], (locale) => inner.positions(locale)),
    schedules: keep('schedules', [tags.collection('employees')], (location) => inner.schedules(location)),
    feedbacks: (query) => inner.feedbacks(query),
    busy: (stylistIds, range, now) => inner.busy(stylistIds, range, now),
    settings: () => inner.settings(),
  }
}
