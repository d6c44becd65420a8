'use client'

import { useMemo, useState } from 'react'

import { fill } from '@/platform/i18n/text'

import type { Method } from '../domain/sale'
import type { TillText } from './text'
import { gbp, tillCall, type SaleJson } from './till-api'
import styles from './till.module.css'

const REFUND_METHODS: Exclude<Method, 'points'>[] = ['cash', 'terminal', 'card', 'balance', 'voucher']

/**
 * A closed sale as the desk reads it — lines, tip, what was paid before, each method with change,
 * vouchers sold, refunds — with a refund line (by the way the money goes back) and, for admins, the
 * void of a sale made today. `fresh` shows what to do next just after the checkout closed it.
 */
export function SaleView({
  text,
  sale: initial,
  canVoid,
  fresh = false,
  onChanged,
}: {
  text: TillText
  sale: SaleJson
  canVoid: boolean
  fresh?: boolean
  onChanged?: (sale: SaleJson, message: string) => void
}) {
  const [sale, setSale] = useState(initial)
  const [message, setMessage] = useState<string | null>(fresh ? fill(text.closed, { number: sale.number }) : null)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const refundable = Object.values(sale.refundable).reduce((s, v) => s + v, 0)
  const methods = REFUND_METHODS.filter(
    (m) =>
      (m !== 'card' && m !== 'voucher') ||
      sale.refundable[m] > 0 ||
      sale.tenders.some((t) => t.method === m && sale.refundable[m] > 0),
  ).filter((m) => m !== 'balance' || sale.tenders.length > 0)
  const [method, setMethod] = useState<Exclude<Method, 'points'>>(methods[0] ?? 'cash')
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [voidReason, setVoidReason] = useState('')
  const refundKey = useMemo(() => `ref-${crypto.randomUUID()}`, [])
  const change = sale.tenders.reduce((s, t) => s + (t.change ?? 0), 0)

  async function act(path: string, body: unknown, said: (s: SaleJson) => string) {
    setBusy(true)
    setFailure(null)
    const answer = await tillCall<{ sale: SaleJson }>('POST', path, body)
    setBusy(false)
    if (!answer.ok) return setFailure(fill(text.failed, { message: answer.message || text.offline }))
    setSale(answer.sale)
    setMessage(said(answer.sale))
    onChanged?.(answer.sale, said(answer.sale))
  }

  return (
    <section className={styles.form} aria-label={fill(text.sale, { number: sale.number })} data-testid="sale">
      <h3>{fill(text.sale, { number: sale.number })}</h3>
      {message && (
        <p role="status" className={styles.strong}>
          {message}
        </p>
      )}
      {fresh && change > 0 && <p className={styles.strong}>{fill(text.changeToGive, { amount: gbp(change) })}</p>}
      {sale.lines
        .filter((l) => l.voucherCode)
        .map((l) => (
          <p key={l.voucherCode} className={styles.strong} data-testid="voucher-sold">
            {fill(text.voucherSold, { code: l.voucherCode!, amount: gbp(l.price) })}
          </p>
        ))}
      {sale.status === 'voided' && (
        <p className={styles.error}>{fill(text.voided, { reason: sale.voidReason ?? '' })}</p>
      )}
      <dl className={styles.sums}>
        {sale.lines.map((l, i) => (
          <div key={i} style={{ display: 'contents' }}>
            <dt>
              {l.description}
              {l.discountReason ? ` (${l.discountReason})` : ''}
            </dt>
            <dd>{gbp(l.price)}</dd>
          </div>
        ))}
        {sale.tip > 0 && (
          <>
            <dt>{text.tip.replace(' (£)', '')}</dt>
            <dd>{gbp(sale.tip)}</dd>
          </>
        )}
        {sale.prepaid > 0 && (
          <>
            <dt>{text.prepaid}</dt>
            <dd>−{gbp(sale.prepaid)}</dd>
          </>
        )}
        {sale.tenders.map((t, i) => (
          <div key={`t${i}`} style={{ display: 'contents' }}>
            <dt>
              {text[`method_${t.method}`]}
              {t.last4 ? ` ••${t.last4}` : ''}
              {t.voucher ? ` ${t.voucher}` : ''}
            </dt>
            <dd>{gbp(t.amount)}</dd>
          </div>
        ))}
      </dl>
      {sale.refunds.length > 0 && (
        <ul className={styles.list}>
          {sale.refunds.map((r, i) => (
            <li key={i}>
              {fill(text.refunded, { amount: gbp(r.amount), method: text[`method_${r.method}`], note: r.note ?? '' })}
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      {sale.status === 'closed' && refundable > 0 && (
        <form
          onSubmit={(e) => {
            e.preventDefault()
            void act(
              `/api/staff/sales/${sale.id}/refunds`,
              { key: `${refundKey}-${sale.refunds.length}`, method, amount, reason },
              () => fill(text.refundDone, { amount: gbp(Number(amount)) }),
            )
          }}
        >
          <fieldset>
            <legend>{text.refund}</legend>
            <p className={styles.muted}>{fill(text.refundable, { amount: gbp(refundable) })}</p>
            <div className={styles.row}>
              <label>
                {text.refundMethod}
                <select value={method} onChange={(e) => setMethod(e.target.value as Exclude<Method, 'points'>)}>
                  {methods.map((m) => (
                    <option key={m} value={m}>
                      {text[`method_${m}`]}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {text.amount}
                <input inputMode="decimal" required value={amount} onChange={(e) => setAmount(e.target.value)} />
              </label>
              <label>
                {text.refundReason}
                <input required maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} />
              </label>
              <button type="submit" className="btn btn--style-secondary btn--size-small" disabled={busy}>
                {text.makeRefund}
              </button>
            </div>
          </fieldset>
        </form>
      )}
      {sale.status === 'closed' && canVoid && (
        <form
          onSubmit={(e) => {
            e.preventDefault()
            if (!window.confirm(fill(text.voidConfirm, { number: sale.number }))) return
            void act(`/api/staff/sales/${sale.id}/void`, { reason: voidReason }, (s) =>
              fill(text.voidDone, { number: s.number }),
            )
          }}
        >
          <div className={styles.row}>
            <label>
              {text.voidReason}
              <input required maxLength={300} value={voidReason} onChange={(e) => setVoidReason(e.target.value)} />
            </label>
            <button type="submit" className="btn btn--style-secondary btn--size-small" disabled={busy}>
              {text.voidSale}
            </button>
          </div>
        </form>
      )}
    </section>
  )
}
