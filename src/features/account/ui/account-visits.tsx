'use client'

import { useCallback, useEffect, useId, useRef, useState } from 'react'

import { balanceProblem, myBalance, voucherPaidText } from '@/features/booking/client'
import { formatLongDate } from '@/platform/format/date'
import { formatPounds } from '@/platform/format/price'
import type { Locale } from '@/platform/i18n/locales'

import { call, type AccountVisit, type Answer } from './account-api'
import { problemText, type AccountMessages } from './account-text'
import styles from './account.module.css'
import { CancelForm, RescheduleForm, ReviewForm, VoucherForm } from './visit-forms'

export interface SalonPhone {
  id: string
  phone: string
}

const STATE_LABEL = {
  reserved: 'accountStateReserved',
  planned: 'accountStatePlanned',
  confirmed: 'accountStateConfirmed',
  arrived: 'accountStateArrived',
  completed: 'accountStateCompleted',
  'no-show': 'accountStateNoShow',
  cancelled: 'accountStateCancelled',
} as const

const readVisits = (locale: Locale) =>
  call<{ appointments: AccountVisit[] }>('GET', `/api/booking/appointments?locale=${locale}`)

type Open = { visit: string; form: 'cancel' | 'reschedule' | 'review' | 'voucher' } | null

/** "24 December 2026, 10:00–11:30": the salon's (London) wall-clock times as the API gives them. */
export const visitWhen = (v: Pick<AccountVisit, 'date' | 'start' | 'end'>, locale: Locale) =>
  `${formatLongDate(v.date, locale)}, ${v.start.slice(11)}–${v.end.slice(11)}`

/** Upcoming and past visits (GET /api/booking/appointments) with what can be done to each. */
export function AccountVisits({
  t,
  locale,
  salons,
  bookHref,
  onSignedOut,
}: {
  t: AccountMessages
  locale: Locale
  salons: SalonPhone[]
  bookHref: string
  onSignedOut: () => void
}) {
  const id = useId()
  /** The visits and when they were read (what is upcoming is decided at that moment). */
  const [loaded, setLoaded] = useState<{ visits: AccountVisit[]; at: number } | null>(null)
  const [problem, setProblem] = useState('')
  /** What the last change did, numbered so that the same sentence twice is still announced and focused. */
  const [done, setDone] = useState({ text: '', n: 0 })
  const [open, setOpen] = useState<Open>(null)
  /** The client's balance with the salon (pounds), read with the visits. */
  const [balance, setBalance] = useState(0)
  const [paying, setPaying] = useState<string | null>(null)
  const status = useRef<HTMLParagraphElement>(null)
  /** The button that opened the form just closed without a change: focus returns to it. */
  const returnTo = useRef<string | null>(null)

  useEffect(() => {
    if (open || !returnTo.current) return
    document.querySelector<HTMLButtonElement>(`[data-opens="${returnTo.current}"]`)?.focus()
    returnTo.current = null
  }, [open])

  const show = useCallback(
    (answer: Answer<{ appointments: AccountVisit[] }>) => {
      if (answer.ok) setLoaded({ visits: answer.data.appointments, at: Date.now() })
      else if (answer.status === 401) onSignedOut()
      else setProblem(problemText(t, answer))
    },
    [onSignedOut, t],
  )

  useEffect(() => {
    void readVisits(locale).then((answer) => show(answer))
    void myBalance().then(setBalance)
  }, [show, locale])

  // The form that was used is gone: focus goes to the sentence saying what happened.
  useEffect(() => {
    if (done.n) status.current?.focus()
  }, [done])

  /** After a change: the list as the server now has it, and what happened in words. */
  const finished = async (message: string) => {
    setOpen(null)
    show(await readVisits(locale))
    setBalance(await myBalance())
    setDone((d) => ({ text: message, n: d.n + 1 }))
  }

  /** The balance pays toward a visit held for its prepayment (POST …/balance). */
  const payFromBalance = async (v: AccountVisit) => {
    setPaying(v.id)
    setProblem('')
    const answer = await call<{ payment: unknown; balance: { paid: number } }>(
      'POST',
      `/api/booking/appointments/${v.id}/balance`,
      {},
    )
    setPaying(null)
    if (answer.ok) {
      const text = answer.data.payment ? t.accountBalanceRest : t.accountBalanceBooked
      return finished(text.replace('{paid}', formatPounds(answer.data.balance.paid)))
    }
    if (answer.status === 401) return onSignedOut()
    setBalance(await myBalance())
    setProblem(balanceProblem({ reason: answer.reason, fields: answer.fields }, locale) ?? problemText(t, answer))
  }

  const visits = loaded?.visits
  const now = loaded?.at ?? 0
  const all = visits ?? []
  const upcoming = all.filter((v) => new Date(v.startsAt).getTime() > now)
  const past = all.filter((v) => new Date(v.startsAt).getTime() <= now)
  const phoneOf = (v: AccountVisit) => salons.find((s) => s.id === v.location.id)?.phone

  const moneyLine = (m: NonNullable<AccountVisit['money']>) =>
    [
      m.prepaymentSum > 0 ? t.accountPaidLine.replace('{paid}', formatPounds(m.prepaymentSum)) : '',
      m.feeSum > 0 ? t.accountFeeLine.replace('{fee}', formatPounds(m.feeSum)) : '',
      m.refundSum > 0 ? t.accountRefundedLine.replace('{refunded}', formatPounds(m.refundSum)) : '',
    ]
      .filter(Boolean)
      .join(', ')

  const card = (v: AccountVisit) => {
    const stylists = [...new Set(v.items.map((i) => i.employee.name))].join(', ')
    const live = v.state !== 'cancelled'
    const isUpcoming = new Date(v.startsAt).getTime() > now
    const form = open?.visit === v.id ? open.form : null
    const close = () => {
      returnTo.current = `${v.id}-${form}`
      setOpen(null)
    }
    const opener = (kind: NonNullable<Open>['form'], label: string) => (
      <button
        type="button"
        className={styles.secondary}
        data-opens={`${v.id}-${kind}`}
        aria-expanded={form === kind}
        onClick={() => setOpen(form === kind ? null : { visit: v.id, form: kind })}
      >
        {label}
      </button>
    )
    const phone = phoneOf(v)
    return (
      <li key={v.id} className={styles.visit} data-visit={v.id}>
        <h3 id={`${id}-${v.id}`}>{visitWhen(v, locale)}</h3>
        <dl className={styles.facts}>
          <div>
            <dt>{t.accountVisitDate}</dt>
            <dd>{formatLongDate(v.date, locale)}</dd>
          </div>
          <div>
            <dt>{t.accountVisitTime}</dt>
            <dd>
              {v.start.slice(11)}–{v.end.slice(11)}
            </dd>
          </div>
          <div>
            <dt>{t.accountVisitSalon}</dt>
            <dd>{v.location.title}</dd>
          </div>
          <div>
            <dt>{t.accountVisitServices}</dt>
            <dd>{v.items.map((i) => i.service.title).join(', ')}</dd>
          </div>
          <div>
            <dt>{t.accountVisitStylist}</dt>
            <dd>{stylists}</dd>
          </div>
          <div>
            <dt>{t.accountVisitTotal}</dt>
            <dd>{formatPounds(v.total)}</dd>
          </div>
          {v.money && (v.money.prepaymentSum > 0 || v.money.feeSum > 0) && (
            <div>
              <dt>{t.accountVisitPaid}</dt>
              <dd data-money>{moneyLine(v.money)}</dd>
            </div>
          )}
          {v.vouchers.length > 0 && (
            <div>
              <dt>{t.accountVisitVouchers}</dt>
              <dd data-vouchers>{v.vouchers.map((p) => voucherPaidText(p.code, p.amount, locale)).join(', ')}</dd>
            </div>
          )}
          {v.balancePaid > 0 && (
            <div>
              <dt>{t.accountVisitBalance}</dt>
              <dd data-balance-paid>{formatPounds(v.balancePaid)}</dd>
            </div>
          )}
          <div>
            <dt>{t.accountVisitState}</dt>
            <dd data-state={v.state}>{t[STATE_LABEL[v.state]]}</dd>
          </div>
        </dl>
        {v.money?.awaiting && (
          <div className={styles.actions}>
            <p className={styles.note}>
              {v.money.awaiting.mode === 'setup'
                ? t.accountAwaitingCard
                : // Held for its payment (Parlour), or booked already with a prepayment asked (Beauty Pro).
                  v.state === 'reserved'
                  ? t.accountAwaitingPayment
                  : t.accountPrepaymentAsked}
            </p>
            <a className={styles.secondary} href={v.money.awaiting.url}>
              {v.money.awaiting.mode === 'payment'
                ? t.accountPayNow.replace('{amount}', formatPounds(v.money.awaiting.amount))
                : t.accountSaveCard}
            </a>
            {/* A visit held for its prepayment (Parlour's own): a gift voucher may pay part or all of it. */}
            {v.state === 'reserved' && v.money.awaiting.mode === 'payment' && opener('voucher', t.accountVoucher)}
            {/* …and so may the client's balance with the salon, when it holds anything. */}
            {v.state === 'reserved' && v.money.awaiting.mode === 'payment' && balance > 0 && (
              <button
                type="button"
                className={styles.secondary}
                disabled={paying === v.id}
                onClick={() => void payFromBalance(v)}
              >
                {t.accountBalancePay.replace('{amount}', formatPounds(balance))}
              </button>
            )}
          </div>
        )}
        {form === 'voucher' && (
          <VoucherForm
            t={t}
            locale={locale}
            visit={v}
            onDone={(used) =>
              finished(
                (used.booked ? t.accountVoucherBooked : t.accountVoucherRest).replace(
                  '{paid}',
                  formatPounds(used.paid),
                ),
              )
            }
            onClose={close}
            onSignedOut={onSignedOut}
          />
        )}
        {v.review && (
          <p className={styles.review}>
            {t.accountReviewYours.replace('{count}', String(v.review.rating))}
            {v.review.text ? ` — ${v.review.text}` : ''}
          </p>
        )}
        {live && isUpcoming && !v.canChange && (
          <p className={styles.note}>{phone ? t.accountPolicy.replace('{phone}', phone) : t.accountPolicyNoPhone}</p>
        )}
        {live && v.canChange && (
          <div className={styles.actions}>
            {opener('reschedule', t.accountReschedule)}
            {opener('cancel', t.accountCancel)}
          </div>
        )}
        {v.canReview && <div className={styles.actions}>{opener('review', t.accountReview)}</div>}
        {form === 'cancel' && (
          <CancelForm
            t={t}
            visit={v}
            onDone={() => finished(t.accountCancelled)}
            onClose={close}
            onSignedOut={onSignedOut}
          />
        )}
        {form === 'reschedule' && (
          <RescheduleForm
            t={t}
            locale={locale}
            visit={v}
            onDone={(moved) => finished(t.accountRescheduled.replace('{when}', visitWhen(moved, locale)))}
            onClose={close}
            onSignedOut={onSignedOut}
          />
        )}
        {form === 'review' && (
          <ReviewForm
            t={t}
            visit={v}
            onDone={() => finished(t.accountReviewThanks)}
            onClose={close}
            onSignedOut={onSignedOut}
          />
        )}
      </li>
    )
  }

  return (
    <>
      <p role="status" ref={status} tabIndex={-1} className={styles.success}>
        {done.text}
      </p>
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      <section className={styles.panel} aria-labelledby={`${id}-upcoming`}>
        <h2 id={`${id}-upcoming`}>{t.accountUpcoming}</h2>
        {balance > 0 && (
          <p className={styles.muted} data-balance>
            {t.accountBalanceLine.replace('{amount}', formatPounds(balance))}
          </p>
        )}
        {visits && !upcoming.length && (
          <p className={styles.muted}>
            {t.accountNoUpcoming} <a href={bookHref}>{t.accountBookNew}</a>
          </p>
        )}
        {upcoming.length > 0 && <ul className={styles.visits}>{upcoming.map(card)}</ul>}
      </section>
      <section className={styles.panel} aria-labelledby={`${id}-past`}>
        <h2 id={`${id}-past`}>{t.accountPast}</h2>
        {visits && !past.length && <p className={styles.muted}>{t.accountNoPast}</p>}
        {past.length > 0 && <ul className={styles.visits}>{past.map(card)}</ul>}
      </section>
    </>
  )
}
