'use client'

import { createContext, useContext, type ReactNode } from 'react'

import type { Locale } from '@/platform/i18n/locales'

interface LocaleState {
  locale: Locale
  /** Site paths of this locale's pages that have no translation in the other locale. */
  untranslated: readonly string[]
}

const LocaleContext = createContext<LocaleState>({ locale: 'en', untranslated: [] })

/**
 * Makes the page's locale known to client components that get no route params (not-found), and
 * which pages the language switch must not offer in the other language.
 */
export function LocaleProvider({
  locale,
  untranslated = [],
  children,
}: {
  locale: Locale
  untranslated?: readonly string[]
  children: ReactNode
}) {
  return <LocaleContext.Provider value={{ locale, untranslated }}>{children}</LocaleContext.Provider>
}

export function useLocale(): Locale {
  return useContext(LocaleContext).locale
}

export function useUntranslatedPaths(): readonly string[] {
  return useContext(LocaleContext).untranslated
}
