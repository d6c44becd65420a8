'use client'

import { useId, useState } from 'react'

import formField from '@/ui/forms/field.module.css'
import type { Locale } from '@/platform/i18n/locales'
import { bookingMessages } from '@/platform/i18n/booking-messages'

import { lookUpVoucher, otherServiceText, voucherPays, voucherPaysText } from '../../client/voucher'
import styles from './widget.module.css'

/** A voucher checked and ready to send with the booking: its code as typed, and what it will pay. */
export interface AppliedVoucher {
  code: string
  pays: number
}

/**
 * "Have a gift voucher?" before the booking is confirmed (issue 29): the code is looked up (nothing is
 * spent), and what it will pay of the visit and what is left are said in a polite live region; a
 * refusal — the look-up's or the booking's (`error`) — sits under the field, tied to it by
 * aria-describedby and aria-invalid.
 */
export function VoucherField({
  locale,
  items,
  total,
  applied,
  error,
  onApplied,
}: {
  locale: Locale
  items: { service: string; price: number | null }[]
  /** The visit's total, pounds. */
  total: number
  applied: AppliedVoucher | null
  error: string | null
  onApplied: (voucher: AppliedVoucher | null, error: string | null) => void
}) {
  const t = bookingMessages(locale)
  const id = useId()
  const [typed, setTyped] = useState(applied?.code ?? '')
  const [checking, setChecking] = useState(false)

  const apply = async () => {
    setChecking(true)
    try {
      const looked = await lookUpVoucher(typed, locale)
      if (!looked.ok) return onApplied(null, looked.message)
      const pays = voucherPays(looked.voucher, items)
      if (pays <= 0) return onApplied(null, otherServiceText(locale))
      onApplied({ code: typed.trim(), pays }, null)
    } finally {
      setChecking(false)
    }
  }

  return (
    <form
      className={styles.voucher}
      onSubmit={(event) => {
        event.preventDefault()
        void apply()
      }}
    >
      <label className={formField.label} htmlFor={`${id}-code`}>
        {t.bookVoucherLabel}
      </label>
      <p id={`${id}-hint`} className={formField.hint}>
        {t.bookVoucherHint}
      </p>
      <div className={styles.voucherRow}>
        <input
          id={`${id}-code`}
          className={formField.input}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value)
            if (applied || error) onApplied(null, null)
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint ${id}-error ${id}-result`}
        />
        <button type="submit" className={styles.back} disabled={checking || typed.trim() === ''}>
          {t.bookVoucherApply}
        </button>
        {applied && (
          <button
            type="button"
            className={styles.back}
            onClick={() => {
              setTyped('')
              onApplied(null, null)
            }}
          >
            {t.bookVoucherRemove}
          </button>
        )}
      </div>
      <p id={`${id}-error`} className={styles.fieldError}>
        {error}
      </p>
      <p id={`${id}-result`} aria-live="polite" className={styles.voucherResult}>
        {applied ? voucherPaysText(applied.pays, total, locale) : ''}
      </p>
    </form>
  )
}
