import type { BookingMessages } from '@/platform/i18n/booking-messages'
import type { Locale } from '@/platform/i18n/locales'
import type { Messages } from '@/platform/i18n/messages'

/**
 * The words of the islands, one language at a time. The App Router's client components get both
 * languages from `@/platform/i18n/messages` and `booking-messages`; in the islands' build
 * (scripts/build-behaviours.mjs) those two modules are replaced by ./page-messages.ts and
 * ./page-booking-messages.ts, which read the dictionary of the page's language that `loadDictionary`
 * has fetched (./dictionary-en.ts or ./dictionary-uk.ts, each built from that language alone), so a
 * click fetches one language.
 */
export interface Dictionary {
  messages: Messages
  booking: BookingMessages
}

let current: Dictionary | null = null

export function pageDictionary(): Dictionary {
  if (!current) throw new Error('The islands drew before their dictionary was loaded')
  return current
}

const loading = new Map<Locale, Promise<void>>()

export function loadDictionary(locale: Locale): Promise<void> {
  let found = loading.get(locale)
  if (!found) {
    const load = locale === 'uk' ? import('./dictionary-uk') : import('./dictionary-en')
    found = load.then((module) => void (current = module.default))
    found.catch(() => loading.delete(locale))
    loading.set(locale, found)
  }
  return found
}
