'use client'

import { useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'

import { PhoneSignIn } from '@/features/sign-in/client'
import type { Locale } from '@/platform/i18n/locales'

import type { BoughtVoucherView } from '../contract'
import { myVoucher, voucherId } from './voucher-api'
import { VoucherCard } from './voucher-card'
import styles from './vouchers.module.css'
import { VOUCHER_WORDS } from './voucher-words'

type State =
  { kind: 'loading' } | { kind: 'signed-out' } | { kind: 'missing' } | { kind: 'shown'; voucher: BoughtVoucherView }

/**
 * The printable voucher (/gift-vouchers/print/?voucher=ID): for its buyer (or staff) only, read by
 * the browser from the API, so nobody's voucher is ever in a cached page. Print shows the voucher
 * alone (print CSS in vouchers.module.css). Drawn inside a Suspense boundary (it reads the query).
 */
export function VoucherPrint({ locale }: { locale: Locale }) {
  const t = VOUCHER_WORDS[locale]
  const id = voucherId(useSearchParams().get('voucher'))
  const [state, setState] = useState<State>({ kind: 'loading' })
  // Bumped by a sign-in on this page: the voucher is asked for again.
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!id) return
    let live = true
    void myVoucher(id, locale).then((answer) => {
      if (!live) return
      if (answer.ok && answer.data.voucher.paid) setState({ kind: 'shown', voucher: answer.data.voucher })
      else setState(!answer.ok && answer.status === 401 ? { kind: 'signed-out' } : { kind: 'missing' })
    })
    return () => {
      live = false
    }
  }, [id, locale, attempt])

  if (!id || state.kind === 'missing')
    return (
      <p role="alert" className={styles.error}>
        {t.notYours}
      </p>
    )
  if (state.kind === 'loading') return <p role="status">{t.loading}</p>
  if (state.kind === 'signed-out')
    return (
      <section className={styles.panel}>
        <p>{t.printSignIn}</p>
        <PhoneSignIn locale={locale} onSignedIn={() => setAttempt((n) => n + 1)} />
      </section>
    )
  return (
    <div className={styles.shop}>
      <VoucherCard voucher={state.voucher} locale={locale} />
      <p className={`${styles.actions} ${styles.noPrint}`}>
        <button type="button" className={styles.primary} onClick={() => window.print()}>
          {t.printNow}
        </button>
      </p>
    </div>
  )
}
