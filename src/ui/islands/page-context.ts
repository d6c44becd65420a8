import { defaultLocale, isLocale, type Locale } from '@/platform/i18n/locales'

import { PHONE_ATTRIBUTE } from './kinds'

/** What every island needs of the page: its language (`<html lang>`) and the salon's phone. */
export interface IslandContext {
  locale: Locale
  phone: string | null
}

export function islandContext(doc: Pick<Document, 'documentElement'>): IslandContext {
  const root = doc.documentElement
  const lang = root.getAttribute('lang')
  return {
    locale: isLocale(lang) ? lang : defaultLocale,
    phone: root.getAttribute(PHONE_ATTRIBUTE) || null,
  }
}
