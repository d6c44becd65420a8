import type { ReactNode } from 'react'

import { BookingButton } from '@/features/booking/ui'
import type { LayoutData } from '@/features/content/contract'
import type { Locale } from '@/platform/i18n/locales'
import { messages } from '@/platform/i18n/messages'
import { localePath } from '@/platform/i18n/routing'

import { LocaleSwitch } from './locale-switch'
import { MainMenu } from './main-menu'
import { buildMenu, moreLabel } from './menu-model'
import { MobileMenu } from './mobile-menu'
import styles from './site-header.module.css'
import { UiIcon } from './ui-icon'

/**
 * The header of every page: logo, main menu with its panels (desktop) or the burger menu (up to
 * 1200 px), search, account, the booking store, booking and the language switch. Rendered on the
 * server. The plain script (src/ui/behaviours/header.ts) sets `data-scrolled`, `data-hidden` and
 * `data-signed-in` as the page scrolls and the visitor signs in; the burger menu is an island (src/ui/islands).
 */
export function SiteHeader({
  locale,
  data,
  search,
}: {
  locale: Locale
  data: LayoutData
  /** The search button (features/content), drawn with the header's class for its icons. */
  search: (className?: string) => ReactNode
}) {
  const t = messages(locale)
  const entries = buildMenu(locale, data)
  const moreLabels = Object.fromEntries(entries.map((e) => [e.key, moreLabel(locale, e)]))
  return (
    <header
      className={styles.header}
      data-site-header=""
      data-scrolled="false"
      data-hidden="false"
      data-signed-in="false"
    >
      <a className={styles.logo} href={localePath(locale, '/')}>
        {data.brand}
        <span aria-hidden="true">.</span>
      </a>
      <MainMenu
        entries={entries}
        label={t.nav}
        moreLabels={moreLabels}
        newTab={t.opensInNewTab}
        className={styles.nav}
      />
      <div className={styles.actions}>
        {search(styles.icon)}
        <a
          className={`${styles.icon} ${styles.wide} ${styles.account}`}
          href={localePath(locale, '/account/')}
          data-prefetch="false"
        >
          <UiIcon name="account" />
          {/* One of the two is read, by whether a client is signed in (the header's data-signed-in). */}
          <span className={`visually-hidden ${styles.signedOut}`}>{t.account}</span>
          <span className={`visually-hidden ${styles.signedIn}`}>{t.accountSignedIn}</span>
        </a>
        {data.links.bookingStore && (
          <a
            className={`${styles.icon} ${styles.wide}`}
            href={data.links.bookingStore}
            target="_blank"
            rel="noopener noreferrer"
          >
            <UiIcon name="bag" />
            <span className="visually-hidden">{`${t.bookingStore} ${t.opensInNewTab}`}</span>
          </a>
        )}
        <BookingButton locale={locale} className={styles.book} />
        <LocaleSwitch
          locale={locale}
          short={t.switchLanguageShort}
          label={t.switchLanguage}
          className={styles.switch}
        />
        <MobileMenu label={t.menuOpen} bookingStore={data.links.bookingStore} className={styles.burger} />
      </div>
    </header>
  )
}
