/**
 * Interface strings in both languages. Content comes from the CMS; these are the site's own words,
 * one file per area under messages/, merged here into one dictionary per locale.
 */
import type { Locale } from './locales'
import { accountMessages } from './messages/account'
import { layoutMessages } from './messages/layout'
import { listingMessages } from './messages/listings'
import { overlayMessages } from './messages/overlays'
import { siteMessages } from './messages/site'

export { fill } from './text'

const en = {
  ...siteMessages.en,
  ...listingMessages.en,
  ...layoutMessages.en,
  ...overlayMessages.en,
  ...accountMessages.en,
}

export type Messages = typeof en

const all: Record<Locale, Messages> = {
  en,
  uk: {
    ...siteMessages.uk,
    ...listingMessages.uk,
    ...layoutMessages.uk,
    ...overlayMessages.uk,
    ...accountMessages.uk,
  },
}

export function messages(locale: Locale): Messages {
  return all[locale]
}
