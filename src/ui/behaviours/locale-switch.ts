import type { Locale } from '@/platform/i18n/locales'
import { otherLocalePath } from '@/platform/i18n/routing'

/** The language switch (src/ui/layout/locale-switch.tsx): a link to the other language's home. */
export const LOCALE_SWITCH = 'a[data-locale-switch]'

/** A `<link rel="alternate" hreflang>` of the page's head. */
export interface Alternate {
  hreflang: string
  href: string
}

/**
 * Where the switch leads from the page at `pathname` in `locale`: the page's own alternate in the
 * other language (its path, on this origin); the other language's home (`home`, what the server
 * drew) when the page names alternates but none in that language (it is not translated); the same
 * path in the other language when the page names none at all (the account, the booking page).
 */
export function localeSwitchTarget(pathname: string, locale: Locale, home: string, alternates: Alternate[]): string {
  const other: Locale = locale === 'uk' ? 'en' : 'uk'
  const twin = alternates.find((a) => a.hreflang === other)
  if (twin) {
    try {
      return new URL(twin.href, 'http://localhost').pathname
    } catch {
      return home
    }
  }
  return alternates.length ? home : otherLocalePath(pathname, locale)
}

export function startLocaleSwitch(link: HTMLAnchorElement): void {
  const locale: Locale = document.documentElement.lang === 'uk' ? 'uk' : 'en'
  const alternates = [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((l) => ({
    hreflang: l.hreflang,
    href: l.getAttribute('href') ?? '',
  }))
  link.setAttribute(
    'href',
    localeSwitchTarget(window.location.pathname, locale, link.getAttribute('href') ?? '/', alternates),
  )
}
