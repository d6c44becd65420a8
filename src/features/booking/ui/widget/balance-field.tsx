'use client'

import { useId } from 'react'

import type { Locale } from '@/platform/i18n/locales'

import { balancePays, balancePaysText, balanceUseLabel } from '../../client/balance'
import styles from './widget.module.css'

/** Whether the client chose to pay from their balance, and what it holds (pounds). */
export interface BalanceChoice {
  available: number
  use: boolean
  error: string | null
  onChange: (use: boolean) => void
}

/**
 * "Pay from my balance with the salon" on the confirm step (issue 29, decision 0039), shown only when
 * the balance holds something: what it will pay after any voucher, and what is left, said in a polite
 * live region; a refusal sits under the box, tied to it.
 */
export function BalanceField({
  locale,
  total,
  before,
  available,
  use,
  error,
  onChange,
}: BalanceChoice & {
  locale: Locale
  /** The visit's total and what a voucher pays of it first, pounds. */
  total: number
  before: number
}) {
  const id = useId()
  const pays = balancePays(available, total, before)
  return (
    <div className={styles.voucher}>
      <label className={styles.balanceBox}>
        <input
          type="checkbox"
          checked={use}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error ${id}-result`}
        />{' '}
        {balanceUseLabel(available, locale)}
      </label>
      <p id={`${id}-error`} className={styles.fieldError}>
        {error}
      </p>
      <p id={`${id}-result`} aria-live="polite" className={styles.voucherResult}>
        {use ? balancePaysText(pays, total - before - pays, locale) : ''}
      </p>
    </div>
  )
}
