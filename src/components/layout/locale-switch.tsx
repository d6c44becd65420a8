'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import type { Locale } from '@/lib/i18n/locales'
import { messages } from '@/lib/i18n/messages'
import { otherLocalePath } from '@/lib/i18n/routing'

/** Shows the other language (UA on English pages, EN on Ukrainian ones) and keeps the page. */
export function LocaleSwitch({ locale, className }: { locale: Locale; className?: string }) {
  const t = messages(locale)
  const target = otherLocalePath(usePathname() || '/', locale)
  return (
    <Link
      className={className}
      href={target}
      hrefLang={locale === 'uk' ? 'en' : 'uk'}
      lang={locale === 'uk' ? 'en' : 'uk'}
    >
      <span aria-hidden="true">{t.switchLanguageShort}</span>
      <span className="visually-hidden">{t.switchLanguage}</span>
    </Link>
  )
}
