'use client'

import { useEffect, useMemo, useReducer, useState } from 'react'

import { fill } from '@/platform/i18n/text'

import { METHODS, type Method } from '../../domain/sale'
import type { TillText } from '../text'
import { gbp, tillCall, type CheckoutJson, type SaleJson } from '../till-api'
import styles from '../till.module.css'
import {
  changeOf,
  checkoutReducer,
  discounted,
  openCheckout,
  saleRequest,
  sums,
  type DraftLine,
} from './checkout-state'

type Failure = { message: string; fields?: Record<string, string> } | null

/**
 * The checkout of a visit (or a walk-in sale when `visitId` is null): its lines with prices the desk
 * may change (a lower one asks for a reason), products, extras and gift vouchers added by name and
 * price, a tip when the salon takes them, what was paid online deducted, and one or more methods
 * of payment that must add up to what is due. Closing it shows the sale: change to give, codes of
 * vouchers sold.
 */
export function CheckoutForm({
  text,
  visitId,
  salonId,
  onClosed,
}: {
  text: TillText
  visitId: string | null
  salonId: string | null
  onClosed: (sale: SaleJson) => void
}) {
  const [info, setInfo] = useState<CheckoutJson | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  useEffect(() => {
    const q = visitId ? `visit=${encodeURIComponent(visitId)}` : ''
    void tillCall<CheckoutJson>('GET', `/api/staff/checkout?${q}`).then((a) =>
      a.ok ? setInfo(a) : setLoadError(a.message || text.offline),
    )
  }, [visitId, text.offline])
  if (loadError) return <p className={styles.error}>{fill(text.failed, { message: loadError })}</p>
  if (!info) return <p className={styles.muted}>{text.loading}</p>
  return <Form text={text} info={{ ...info, salon: info.salon ?? salonId }} onClosed={onClosed} />
}

function Form({ text, info, onClosed }: { text: TillText; info: CheckoutJson; onClosed: (sale: SaleJson) => void }) {
  const [draft, edit] = useReducer(checkoutReducer, info, openCheckout)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<Failure>(null)
  // One key per opened checkout: pressing Close twice (or a retry after a lost answer) makes one sale.
  const key = useMemo(() => `chk-${crypto.randomUUID()}`, [])
  const s = sums(draft)
  const methods = METHODS.filter((m) => {
    if (m === 'card') return Boolean(info.client?.card && info.stripe)
    if (m === 'balance') return Boolean(info.client && info.client.balance > 0)
    if (m === 'points') return Boolean(info.client && info.bonus && info.client.points > 0)
    return true
  })
  const fieldError = (path: string) => failure?.fields?.[path]
  const firstStylist = draft.lines.find((l) => l.stylistName)?.stylistName

  async function close() {
    setBusy(true)
    setFailure(null)
    const answer = await tillCall<{ sale: SaleJson }>(
      'POST',
      '/api/staff/sales',
      saleRequest(draft, key, info.client?.id ?? null),
    )
    setBusy(false)
    if (answer.ok) onClosed(answer.sale)
    else setFailure({ message: answer.message || text.offline, fields: answer.fields })
  }

  const lineLabel = (l: DraftLine) =>
    l.kind === 'service'
      ? l.description
      : l.kind === 'voucher'
        ? text.voucher
        : l.kind === 'product'
          ? text.product
          : text.extra

  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault()
        void close()
      }}
    >
      {!info.visit && (
        <label>
          {text.walkInName}
          <input
            value={draft.walkInName}
            maxLength={120}
            onChange={(e) => edit({ type: 'walk-in-name', value: e.target.value })}
          />
        </label>
      )}
      <fieldset>
        <legend>{text.item}</legend>
        {draft.lines.map((l, i) => (
          <div key={l.key} className={styles.line} data-testid="checkout-line">
            {l.kind === 'service' ? (
              <p>
                {l.description}
                {l.stylistName ? ` · ${l.stylistName}` : ''}
                <br />
                <span className={styles.muted}>{fill(text.listPrice, { price: l.listPrice.toFixed(2) })}</span>
              </p>
            ) : (
              <label>
                {lineLabel(l)}
                <input
                  value={l.description}
                  required
                  maxLength={200}
                  onChange={(e) => edit({ type: 'line', key: l.key, patch: { description: e.target.value } })}
                />
              </label>
            )}
            <label>
              {text.price}
              <input
                inputMode="decimal"
                value={l.price}
                required
                aria-invalid={Boolean(fieldError(`lines.${i}.price`))}
                onChange={(e) => edit({ type: 'line', key: l.key, patch: { price: e.target.value } })}
              />
            </label>
            {(l.kind !== 'service' || draft.lines.length > 1) && (
              <button
                type="button"
                className={`btn btn--style-secondary btn--size-small ${styles.remove}`}
                aria-label={fill(text.remove, { item: l.description || lineLabel(l) })}
                onClick={() => edit({ type: 'remove-line', key: l.key })}
              >
                ×
              </button>
            )}
            {discounted(l) && (
              <label className={styles.wide}>
                {text.discountReason}
                <input
                  value={l.discountReason}
                  required
                  maxLength={200}
                  onChange={(e) => edit({ type: 'line', key: l.key, patch: { discountReason: e.target.value } })}
                />
              </label>
            )}
            {l.kind === 'voucher' && (
              <label className={styles.wide}>
                {text.recipientName}
                <input
                  value={l.recipientName ?? ''}
                  maxLength={120}
                  onChange={(e) => edit({ type: 'line', key: l.key, patch: { recipientName: e.target.value } })}
                />
              </label>
            )}
            {[`lines.${i}.price`, `lines.${i}.discountReason`, `lines.${i}.description`].map(
              (f) =>
                fieldError(f) && (
                  <p key={f} className={`${styles.error} ${styles.wide}`}>
                    {fieldError(f)}
                  </p>
                ),
            )}
          </div>
        ))}
        <div className={styles.actions}>
          {(['product', 'extra', 'voucher'] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              className="btn btn--style-secondary btn--size-small"
              onClick={() => edit({ type: 'add-line', kind })}
            >
              {kind === 'product' ? text.addProduct : kind === 'extra' ? text.addExtra : text.addVoucher}
            </button>
          ))}
        </div>
        {info.tips && (
          <label>
            {firstStylist ? `${fill(text.tipFor, { stylist: firstStylist })} (£)` : text.tip}
            <input
              inputMode="decimal"
              value={draft.tip}
              onChange={(e) => edit({ type: 'tip', value: e.target.value })}
            />
          </label>
        )}
      </fieldset>

      <dl className={styles.sums}>
        <dt>{text.total}</dt>
        <dd data-testid="checkout-total">{gbp(s.total / 100)}</dd>
        {draft.prepaid > 0 && (
          <>
            <dt>{text.prepaid}</dt>
            <dd>−{gbp(draft.prepaid)}</dd>
          </>
        )}
        <dt className={styles.strong}>{text.due}</dt>
        <dd className={styles.strong} data-testid="checkout-due">
          {gbp(s.due / 100)}
        </dd>
      </dl>

      <fieldset>
        <legend>{text.paidBy}</legend>
        {info.client && (
          <p className={styles.muted}>
            {[
              info.client.name,
              info.client.card && info.stripe ? fill(text.cardOnFile, info.client.card) : null,
              info.client.balance > 0 ? fill(text.balanceIs, { amount: gbp(info.client.balance) }) : null,
              info.bonus && info.client.points > 0
                ? fill(text.pointsAre, { points: info.client.points, value: gbp(info.bonus.pointValue) })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        )}
        {draft.tenders.map((t, i) => (
          <div key={t.key} className={styles.row} data-testid="checkout-tender">
            <label>
              {text[`method_${t.method}`]} · {text.amount}
              <input
                inputMode="decimal"
                value={t.amount}
                required
                onChange={(e) => edit({ type: 'tender', key: t.key, patch: { amount: e.target.value } })}
              />
            </label>
            {t.method === 'cash' && (
              <label>
                {text.cashGiven}
                <input
                  inputMode="decimal"
                  value={t.cashGiven}
                  onChange={(e) => edit({ type: 'tender', key: t.key, patch: { cashGiven: e.target.value } })}
                />
              </label>
            )}
            {t.method === 'terminal' && (
              <label>
                {text.last4}
                <input
                  inputMode="numeric"
                  maxLength={4}
                  value={t.last4}
                  onChange={(e) => edit({ type: 'tender', key: t.key, patch: { last4: e.target.value } })}
                />
              </label>
            )}
            {t.method === 'voucher' && (
              <label>
                {text.voucherCode}
                <input
                  value={t.voucherCode}
                  required
                  autoCapitalize="characters"
                  autoComplete="off"
                  onChange={(e) => edit({ type: 'tender', key: t.key, patch: { voucherCode: e.target.value } })}
                />
              </label>
            )}
            <button
              type="button"
              className={`btn btn--style-secondary btn--size-small ${styles.remove}`}
              aria-label={fill(text.remove, { item: text[`method_${t.method}`] })}
              onClick={() => edit({ type: 'remove-tender', key: t.key })}
            >
              ×
            </button>
            {changeOf(t) > 0 && <p className={styles.muted}>{fill(text.change, { amount: gbp(changeOf(t) / 100) })}</p>}
            {[`tenders.${i}.amount`, `tenders.${i}.voucherCode`, `tenders.${i}.cashGiven`, `tenders.${i}.last4`].map(
              (f) =>
                fieldError(f) && (
                  <p key={f} className={styles.error}>
                    {fieldError(f)}
                  </p>
                ),
            )}
          </div>
        ))}
        <label>
          {text.addMethod}
          <select
            value=""
            onChange={(e) => {
              if (e.target.value) edit({ type: 'add-tender', method: e.target.value as Method })
            }}
          >
            <option value="">—</option>
            {methods.map((m) => (
              <option key={m} value={m}>
                {text[`method_${m}`]}
              </option>
            ))}
          </select>
        </label>
        <p className={styles.muted} aria-live="polite" data-testid="checkout-left">
          {!s.readable
            ? text.notAnAmount
            : s.left > 0
              ? fill(text.left, { amount: gbp(s.left / 100) })
              : s.left < 0
                ? fill(text.over, { amount: gbp(-s.left / 100) })
                : text.settled}
        </p>
      </fieldset>

      {info.client && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.receipt}
            onChange={(e) => edit({ type: 'receipt', value: e.target.checked })}
          />
          {text.receipt}
        </label>
      )}
      {failure && (
        <p role="alert" className={styles.error}>
          {fill(text.failed, { message: failure.message })}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="submit"
          className="btn btn--style-primary btn--size-medium"
          disabled={busy || !s.readable || s.left !== 0}
        >
          {busy ? text.closing : text.close}
        </button>
      </div>
    </form>
  )
}
