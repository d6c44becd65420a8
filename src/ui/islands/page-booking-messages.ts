/**
 * `@/platform/i18n/booking-messages` as the islands' build sees it (scripts/build-behaviours.mjs):
 * the page's language only, from ./dictionary.ts.
 */
import type { BookingMessages } from '@/platform/i18n/booking-messages'

import { pageDictionary } from './dictionary'

export type { BookingMessages }

export const bookingMessages = (): BookingMessages => pageDictionary().booking
