import { bookingMessages } from '@/platform/i18n/booking-messages'
import { messages } from '@/platform/i18n/messages'

import type { Dictionary } from './dictionary'

/**
 * The islands' words in 'en' alone. The islands' build replaces this module by its value (the
 * dictionary as data: scripts/build-behaviours.mjs), so the chunk holds no other language.
 */
const dictionary: Dictionary = { messages: messages('en'), booking: bookingMessages('en') }
export default dictionary
