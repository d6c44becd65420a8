'use client'

import { useEffect, useState } from 'react'

import { voucherPaidText, vouchersTotalText } from '@/features/booking/client'
import { fill } from '@/platform/i18n/text'

import { call } from '../client-api'
import { calendarText, type CalendarText } from '../text'
import styles from '../calendar.module.css'

/** A visit's money as GET /api/staff/visits/{id}/money answers it (pounds). */
export interface VisitMoney {
  prepaid: number
  fees: number
  refunded: number
  refundable: number
  terms: { mode: 'payment' | 'setup'; amount: number; lateCancelFee: number; noShowFee: number } | null
  outstanding: { amount: number; url: string | null } | null
  problems: string[]
  canRefund: boolean
}

const pounds = (n: number) => `£${n.toFixed(2)}`

/** The admin language these words are in (the voucher lines have their own words in both). */
const languageOf = (text: CalendarText) => (text === calendarText('uk') ? 'uk' : 'en')

/** "Prepaid £40.00, fees £10.00, refunded £40.00": what is not nothing. */
function moneyLine(text: CalendarText, m: { prepaid: number; fees: number; refunded: number }): string {
  return [
    m.prepaid ? fill(text.moneyPrepaid, { amount: pounds(m.prepaid) }) : '',
    m.fees ? fill(text.moneyFees, { amount: pounds(m.fees) }) : '',
    m.refunded ? fill(text.moneyRefunded, { amount: pounds(m.refunded) }) : '',
  ]
    .filter(Boolean)
    .join(', ')
}

/** What the desk sees of a visit's money, and the admins' refund. Nothing when payments are not set up. */
export function VisitMoneySection({
  text,
  visitId,
  version,
  onMoney,
}: {
  text: CalendarText
  visitId: string
  /** Read again whenever the visit changes (a no-show fee, a cancellation's refund). */
  version: string
  onMoney: (money: VisitMoney | null) => void
}) {
  const [money, setMoney] = useState<VisitMoney | null>(null)
  // What gift vouchers paid on the visit (issue 29), shown even where card payments are not set up.
  const [vouchers, setVouchers] = useState<{ code: string; amount: number }[]>([])
  // What the client's balance paid on it online (decision 0039).
  const [fromBalance, setFromBalance] = useState(0)
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [note, setNote] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const path = `/api/staff/visits/${visitId}`

  useEffect(() => {
    let live = true
    void call<{ money: VisitMoney }>('GET', `${path}/money`).then((answer) => {
      if (!live) return
      const next = answer.ok ? answer.money : null
      setMoney(next)
      onMoney(next)
    })
    void call<{ vouchers: { code: string; amount: number }[] }>('GET', `${path}/vouchers`).then((answer) => {
      if (live) setVouchers(answer.ok ? answer.vouchers : [])
    })
    void call<{ paid: number }>('GET', `${path}/balance`).then((answer) => {
      if (live) setFromBalance(answer.ok ? answer.paid : 0)
    })
    return () => {
      live = false
    }
  }, [path, version, onMoney])

  const voucherLines = [
    ...vouchers.map((v) => (
      <p key={v.code} data-testid="visit-voucher">
        {voucherPaidText(v.code, v.amount, languageOf(text))}
      </p>
    )),
    ...(fromBalance > 0
      ? [
          <p key="balance" data-testid="visit-balance">
            {fill(text.moneyBalance, { amount: pounds(fromBalance) })}
          </p>,
        ]
      : []),
  ]
  if (!money)
    return voucherLines.length ? (
      <section aria-label={text.money} data-testid="visit-money">
        <h3>{text.money}</h3>
        {voucherLines}
      </section>
    ) : null
  const line = moneyLine(text, money)

  const refund = async () => {
    setBusy(true)
    const answer = await call<{ money: VisitMoney }>('POST', `${path}/refund`, { amount: Number(amount), reason })
    setBusy(false)
    if (answer.ok) {
      setMoney(answer.money)
      onMoney(answer.money)
      setAmount('')
      setReason('')
      setNote(text.refunded)
    } else setNote(answer.message)
  }

  return (
    <section aria-label={text.money} data-testid="visit-money">
      <h3>{text.money}</h3>
      {line || !voucherLines.length ? <p>{line || text.moneyNone}</p> : null}
      {voucherLines}
      {money.terms && (
        <p>
          {fill(text.moneyTerms, { late: pounds(money.terms.lateCancelFee), noShow: pounds(money.terms.noShowFee) })}
        </p>
      )}
      {money.outstanding && <p>{fill(text.moneyOutstanding, { amount: pounds(money.outstanding.amount) })}</p>}
      {money.problems.map((p) => (
        <p key={p} className={styles.warnings}>
          {p}
        </p>
      ))}
      {money.canRefund && (
        <form
          className={styles.actions}
          onSubmit={(event) => {
            event.preventDefault()
            void refund()
          }}
        >
          <label>
            {text.refundAmount}
            <input
              type="number"
              min="0.01"
              step="0.01"
              max={money.refundable}
              required
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </label>
          <label>
            {text.refundReason}
            <input type="text" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
          <button type="submit" className="btn btn--style-secondary btn--size-small" disabled={busy}>
            {text.refund}
          </button>
        </form>
      )}
      {note && <p role="status">{note}</p>}
    </section>
  )
}

/** A client's card on file and money over all visits (GET /api/staff/clients/{id}/money). */
export function ClientMoneyLine({ text, clientId }: { text: CalendarText; clientId: string }) {
  const [money, setMoney] = useState<{
    card: { brand: string; last4: string } | null
    prepaid: number
    fees: number
    refunded: number
    outstandingFees: number
  } | null>(null)
  // What gift vouchers paid over the client's visits (issue 29).
  const [vouchers, setVouchers] = useState(0)
  useEffect(() => {
    let live = true
    void call<{ money: NonNullable<typeof money> }>('GET', `/api/staff/clients/${clientId}/money`).then((answer) => {
      if (live && answer.ok) setMoney(answer.money)
    })
    void call<{ total: number }>('GET', `/api/staff/clients/${clientId}/vouchers`).then((answer) => {
      if (live && answer.ok) setVouchers(answer.total)
    })
    return () => {
      live = false
    }
  }, [clientId])
  if (!money) return null
  const sums = [moneyLine(text, money), vouchers ? vouchersTotalText(vouchers, languageOf(text)) : '']
    .filter(Boolean)
    .join(', ')
  return (
    <div data-testid="client-money">
      <dt>{text.money}</dt>
      <dd>
        {money.card ? fill(text.cardOnFile, money.card) : text.noCard}
        {sums ? ` · ${sums}` : ''}
        {money.outstandingFees ? ` · ${fill(text.outstandingFees, { count: money.outstandingFees })}` : ''}
      </dd>
    </div>
  )
}
