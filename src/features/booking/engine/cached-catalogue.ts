/**
 * Keeps the catalogue's public lists and the stylists' schedules in Next's data cache, tagged
 * like the content pages (src/features/content/data/cache-tags.ts), so an edit in the admin expires them
 * through the collections' revalidate hooks. In front of that, each process shares one read per
 * argument list for a few seconds, so a burst of requests makes one read, not fifty (an edit
 * shows within those seconds). Busy time and reviews are always read fresh. Only inside
 * a Next.js server: elsewhere use the inner catalogue directly. Settings are shared the same few
 * seconds (they have no cache tag).
 */
import { unstable_cache } from 'next/cache'

import { tags } from '@/features/content'

import type { EngineCatalogue } from '../ports'
import { shareFor } from '@/platform/cache/share'

/** A safety net: nothing cached here outlives five minutes even if a tag were missed. */
const MAX_AGE_SECONDS = 300
/** How long a process reuses a read (or shares one in flight) before asking the data cache again. */
export const SHARE_MS = 3000

export function cachedCatalogue(inner: EngineCatalogue): EngineCatalogue {
  const keep = <Args extends unknown[], R>(name: string, tagList: string[], read: (...args: Args) => Promise<R>) =>
    shareFor(
      SHARE_MS,
      unstable_cache(read, ['booking-catalogue', name], { tags: [...tagList, tags.all], revalidate: MAX_AGE_SECONDS }),
    )

  return {
    locations: keep('locations', [tags.collection('salons')], (locale) => inner.locations(locale)),
    services: keep('services', [tags.collection('services'), tags.collection('services-categories')], (locale) =>
      inner.services(locale),
    ),
    employees: keep('employees', [tags.collection('employees'), tags.collection('media')], (locale) =>
      inner.employees(locale),
    ),
    positions: keep('positions', [tags.collection('positions')], (locale) => inner.positions(locale)),
    // The stylists' hours, kept inside the salon's own opening hours or else the contacts'.
    schedules: keep(
      'schedules',
      [tags.collection('employees'), tags.collection('salons'), tags.global('contacts')],
      (location) => inner.schedules(location),
    ),
    feedbacks: (query) => inner.feedbacks(query),
    ratingSummary: (locale) => inner.ratingSummary(locale),
    busy: (employeeIds, range, now) => inner.busy(employeeIds, range, now),
    settings: shareFor(SHARE_MS, () => inner.settings()),
  }
}
