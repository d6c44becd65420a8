'use client'

import { usePathname } from 'next/navigation'

import type { Locale } from '@/platform/i18n/locales'
import { messages } from '@/platform/i18n/messages'
import { localePath, otherLocalePath, sitePath } from '@/platform/i18n/routing'

import { useUntranslatedPaths } from './locale-context'

/**
 * Shows the other language (UA on English pages, EN on Ukrainian ones) and keeps the page; a page
 * not translated into the other language switches to that language's home page instead. A plain
 * link: the layout's `PageLinks` navigates in place and prefetches on hover, not on sight.
 */
export function LocaleSwitch({ locale, className }: { locale: Locale; className?: string }) {
  const t = messages(locale)
  const pathname = usePathname() || '/'
  const untranslated = useUntranslatedPaths().includes(sitePath(pathname))
  const target = untranslated ? localePath(locale === 'uk' ? 'en' : 'uk', '/') : otherLocalePath(pathname, locale)
  return (
    <a
      className={className}
      href={target}
      hrefLang={locale === 'uk' ? 'en' : 'uk'}
      lang={locale === 'uk' ? 'en' : 'uk'}
    >
      <span aria-hidden="true">{t.switchLanguageShort}</span>
      <span className="visually-hidden">{t.switchLanguage}</span>
    </a>
  )
}
