import type { Locale } from '@/platform/i18n/locales'
import { localePath } from '@/platform/i18n/routing'

/**
 * Shows the other language (UA on English pages, EN on Ukrainian ones). Drawn by the server as a
 * link to the other language's home; the plain script (src/ui/behaviours/locale-switch.ts) points
 * it at the page's own twin (its `<link rel="alternate" hreflang>`), or keeps the home when the page
 * is not translated. Its words come from the server (`short` is shown, `label` is read).
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
  const other: Locale = locale === 'uk' ? 'en' : 'uk'
  return (
    <a className={className} href={localePath(other, '/')} hrefLang={other} lang={other} data-locale-switch="">
      <span aria-hidden="true">{short}</span>
      <span className="visually-hidden">{label}</span>
    </a>
  )
}
