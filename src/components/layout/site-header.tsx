import Link from 'next/link'

import { SearchLauncher } from '@/components/overlays/search/search-launcher'
import type { Locale } from '@/lib/i18n/locales'
import { messages } from '@/lib/i18n/messages'
import { localePath } from '@/lib/i18n/routing'

import { LocaleSwitch } from './locale-switch'
import styles from './site-header.module.css'

/** The header of every page: logo, main menu and the language switch. */
export function SiteHeader({
  locale,
  brand,
  defaultSalonSlug,
}: {
  locale: Locale
  brand: string
  defaultSalonSlug: string | null
}) {
  const t = messages(locale)
  const items = [
    { label: t.navAbout, href: localePath(locale, '/about/') },
    { label: t.women, href: localePath(locale, '/services/female/') },
    { label: t.men, href: localePath(locale, '/services/male/') },
    { label: t.prices, href: localePath(locale, '/price/') },
    { label: t.navSalons, href: localePath(locale, defaultSalonSlug ? `/salons/${defaultSalonSlug}/` : '/salons/') },
    { label: t.navMasters, href: localePath(locale, '/employees/') },
    { label: t.navVacancies, href: localePath(locale, '/vacancies/') },
    { label: t.navBlog, href: localePath(locale, '/blog/') },
  ]
  return (
    <header className={styles.header}>
      <Link className={styles.logo} href={localePath(locale, '/')}>
        {brand}
        <span aria-hidden="true">.</span>
      </Link>
      <nav aria-label={t.nav} className={styles.nav}>
        <ul>
          {items.map((item) => (
            <li key={item.href}>
              <Link href={item.href}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <SearchLauncher locale={locale} />
      <LocaleSwitch locale={locale} className={styles.switch} />
    </header>
  )
}
