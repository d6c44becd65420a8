'use client'

import { useEffect, useState } from 'react'

import type { Locale } from '@/platform/i18n/locales'
import { localePath } from '@/platform/i18n/routing'

import type { BoughtVoucherView } from '../contract'
import { myVouchers } from './voucher-api'
import { VoucherCard } from './voucher-card'
import styles from './vouchers.module.css'
import { VOUCHER_WORDS } from './voucher-words'

/** The signed-in client's account: the gift vouchers they bought, each with its printable page. */
export function AccountVouchers({ locale }: { locale: Locale }) {
  const t = VOUCHER_WORDS[locale]
  const [vouchers, setVouchers] = useState<BoughtVoucherView[] | null>(null)

  useEffect(() => {
    let live = true
    void myVouchers(locale).then((answer) => {
      if (live) setVouchers(answer.ok ? answer.data.vouchers : [])
    })
    return () => {
      live = false
    }
  }, [locale])

  return (
    <section className={styles.panel} aria-labelledby="account-vouchers">
      <h2 id="account-vouchers">{t.accountHeading}</h2>
      {vouchers === null ? (
        <p role="status">{t.loading}</p>
      ) : vouchers.length === 0 ? (
        <p>
          {t.accountNone} <a href={localePath(locale, '/gift-vouchers/')}>{t.accountBuy}</a>
        </p>
      ) : (
        <ul className={styles.list}>
          {vouchers.map((v) => (
            <li key={v.id}>
              <VoucherCard voucher={v} locale={locale} headingLevel={3} />
              <a
                className={styles.secondary}
                href={`${localePath(locale, '/gift-vouchers/print/')}?voucher=${v.id}`}
                aria-label={`${t.print}: ${v.code}`}
              >
                {t.print}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
