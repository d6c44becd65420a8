'use client'

import { createContext, useContext, type ReactNode } from 'react'

import type { Locale } from '@/lib/i18n/locales'

const LocaleContext = createContext<Locale>('en')

/** Makes the page's locale known to client components that get no route params (not-found). */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
}

export function useLocale(): Locale {
  return useContext(LocaleContext)
}
