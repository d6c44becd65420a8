import { BookingButton } from '@/features/booking/ui'
import { CallbackButton } from '@/features/callback/client'
import type { Locale } from '@/platform/i18n/locales'
import { fill, messages } from '@/platform/i18n/messages'
import { telHref } from '@/platform/seo/salon'

import styles from './mobile-menu.module.css'
import { UiIcon } from './ui-icon'

/**
 * The phone menu's bottom bar: the salon's phone, "Request a callback" and "Book now". Its buttons
 * are the server's own (the island loader opens their dialogs), drawn here by the menu's island.
 */
export function MobileMenuBar({ locale, phone }: { locale: Locale; phone: string | null }) {
  const t = messages(locale)
  return (
    <>
      {phone && (
        <a className={styles.phone} href={telHref(phone)}>
          <UiIcon name="phone" size={20} />
          <span aria-hidden="true">{phone}</span>
          <span className="visually-hidden">{fill(t.menuCall, { phone })}</span>
        </a>
      )}
      <CallbackButton label={t.callbackOpen} />
      <BookingButton locale={locale} />
    </>
  )
}
