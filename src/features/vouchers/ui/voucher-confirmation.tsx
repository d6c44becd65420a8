'use client'

import { useEffect, useRef, useState } from 'react'

import type { Locale } from '@/platform/i18n/locales'
import { localePath } from '@/platform/i18n/routing'

import type { BoughtVoucherView } from '../contract'
import { myVoucher } from './voucher-api'
import { VoucherCard } from './voucher-card'
import styles from './vouchers.module.css'
import { VOUCHER_WORDS } from './voucher-words'

/** How often, and how long, the page asks whether Stripe's report has arrived. */
const POLL_MS = 1_500
const POLL_FOR_MS = 90_000

type State = { kind: 'confirming'; slow: boolean } | { kind: 'paid'; voucher: BoughtVoucherView } | { kind: 'missing' }

/**
 * Back from Stripe's page: "being confirmed" until Stripe's report has made the voucher paid —
 * asked again every moment, without a reload — then the voucher itself and its printable page.
 */
export function VoucherConfirmation({ id, locale }: { id: string; locale: Locale }) {
  const t = VOUCHER_WORDS[locale]
  const [state, setState] = useState<State>({ kind: 'confirming', slow: false })
  const panel = useRef<HTMLElement>(null)

  useEffect(() => {
    let live = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const started = Date.now()
    const ask = async () => {
      const answer = await myVoucher(id, locale)
      if (!live) return
      if (answer.ok && answer.data.voucher.paid) return setState({ kind: 'paid', voucher: answer.data.voucher })
      if (!answer.ok && (answer.status === 401 || answer.status === 404)) return setState({ kind: 'missing' })
      const slow = Date.now() - started > POLL_FOR_MS
      setState({ kind: 'confirming', slow })
      if (!slow) timer = setTimeout(ask, POLL_MS)
    }
    void ask()
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [id, locale])

  useEffect(() => {
    if (state.kind === 'paid') panel.current?.focus()
  }, [state.kind])

  if (state.kind === 'missing')
    return (
      <p role="alert" className={styles.error}>
        {t.notYours}
      </p>
    )
  if (state.kind === 'confirming')
    return (
      <p role="status" className={styles.panel}>
        {state.slow ? t.confirmingSlow : t.confirming}
      </p>
    )
  return (
    <section className={styles.panel} ref={panel} tabIndex={-1} aria-labelledby="voucher-paid-heading">
      <h2 id="voucher-paid-heading">{t.confirmedHeading}</h2>
      <p role="status">{t.confirmedLead}</p>
      <VoucherCard voucher={state.voucher} locale={locale} headingLevel={3} />
      <p className={styles.actions}>
        <a
          className={styles.secondary}
          href={`${localePath(locale, '/gift-vouchers/print/')}?voucher=${state.voucher.id}`}
        >
          {t.print}
        </a>
      </p>
    </section>
  )
}
