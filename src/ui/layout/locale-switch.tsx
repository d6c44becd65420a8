'use client'

import { usePathname } from 'next/navigation'

import type { Locale } from '@/platform/i18n/locales'
import { localePath, otherLocalePath, sitePath } from '@/platform/i18n/routing'

import { useUntranslatedPaths } from './locale-context'

/**
 * Shows the other language (UA on English pages, EN on Ukrainian ones) and keeps the page; a page
 * not translated into the other language switches to that language's home page instead. A plain
 * link: the layout's `PageLinks` navigates in place and prefetches on hover, not on sight. Its
 * words come from the server (`short` is shown, `label` is read), not from a dictionary here.
 */
export function LocaleSwitch({
  locale,
  short,
  label,
  className,
}: {
  locale: Locale
  short: string
  label: string
  className?: string
}) {
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
      <span aria-hidden="true">{short}</span>
      <span className="visually-hidden">{label}</span>
    </a>
  )
}
