/**
 * `@/platform/i18n/messages` as the islands' build sees it (scripts/build-behaviours.mjs): the
 * page's language only, from ./dictionary.ts.
 */
import type { Messages } from '@/platform/i18n/messages'

import { pageDictionary } from './dictionary'

export { fill } from '@/platform/i18n/text'
export type { Messages }

export const messages = (): Messages => pageDictionary().messages
