'use client'

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'

import { voucherProblem, type VoucherUse } from '@/features/booking/client'
import { formatLongDate } from '@/platform/format/date'
import type { Locale } from '@/platform/i18n/locales'

import { call, type AccountVisit, type Answer } from './account-api'
import { problemText, type AccountMessages } from './account-text'
import styles from './account.module.css'

interface FormProps<T = void> {
  t: AccountMessages
  visit: AccountVisit
  onDone: (result: T) => void
  onClose: () => void
  onSignedOut: () => void
}

/**
 * The frame of the visit forms: a titled group that takes focus when it opens, closes on Escape
 * (focus then returns to the button that opened it), and says in words what the API refused.
 */
function VisitForm({
  title,
  problem,
  busy,
  onSubmit,
  onClose,
  submit,
  close,
  children,
}: {
  title: string
  problem: string
  busy: boolean
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  onClose: () => void
  submit: string
  close: string
  children: ReactNode
}) {
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <form
      className={styles.visitForm}
      aria-labelledby={id}
      onSubmit={onSubmit}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose()
      }}
      noValidate
    >
      <h4 id={id} ref={heading} tabIndex={-1}>
        {title}
      </h4>
      {children}
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy}>
          {submit}
        </button>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {close}
        </button>
      </div>
    </form>
  )
}

/** Sends a change and reports it: done, signed out, or refused (in words). */
function useSend<T>(t: AccountMessages, onSignedOut: () => void) {
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')
  const send = async (request: Promise<Answer<T>>, done: (data: T) => void) => {
    setBusy(true)
    setProblem('')
    const answer = await request
    setBusy(false)
    if (answer.ok) done(answer.data)
    else if (answer.status === 401) onSignedOut()
    else setProblem(problemText(t, answer))
    return answer.ok
  }
  return { busy, problem, setProblem, send }
}

export function CancelForm({ t, visit, onDone, onClose, onSignedOut }: FormProps) {
  const id = useId()
  const { busy, problem, send } = useSend<unknown>(t, onSignedOut)
  return (
    <VisitForm
      title={t.accountCancelTitle}
      problem={problem}
      busy={busy}
      submit={t.accountCancelConfirm}
      close={t.accountCancelKeep}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault()
        const reason = String(new FormData(e.currentTarget).get('reason') ?? '').trim()
        void send(call('POST', `/api/booking/appointments/${visit.id}/cancel`, reason ? { reason } : {}), () =>
          onDone(),
        )
      }}
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-reason`}>{t.accountCancelReason}</label>
        <textarea id={`${id}-reason`} name="reason" rows={2} maxLength={500} />
      </div>
    </VisitForm>
  )
}

/** YYYY-MM-DD `days` after `date` (calendar arithmetic, no time zone involved). */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

type Days = [date: string, times: string[]][]
type FreeTime = Record<string, Record<string, string[]>>

/** Free starts of the visit's stylist for the same services over the next two weeks (salon time). */
function freeTimes(visit: AccountVisit) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: visit.location.timezone }).format(new Date())
  const query = new URLSearchParams({
    location: visit.location.id,
    services: visit.items.map((i) => i.service.id).join(','),
    from: today,
    to: addDays(today, 13),
    employee: visit.items[0]!.employee.id,
  })
  return call<FreeTime>('GET', `/api/booking/free-time?${query}`)
}

export function RescheduleForm({
  t,
  locale,
  visit,
  onDone,
  onClose,
  onSignedOut,
}: FormProps<AccountVisit> & { locale: Locale }) {
  const id = useId()
  const { busy, problem, setProblem, send } = useSend<{ appointment: AccountVisit }>(t, onSignedOut)
  const [days, setDays] = useState<Days | null>(null)
  const [day, setDay] = useState('')
  const stylist = visit.items[0]!.employee.id

  const showTimes = (answer: Answer<FreeTime>) => {
    if (!answer.ok) return setProblem(problemText(t, answer))
    const found = Object.entries(answer.data[stylist] ?? {}).filter(([, times]) => times.length) as Days
    setDays(found)
    setDay(found[0]?.[0] ?? '')
  }
  const loadTimes = () => freeTimes(visit).then(showTimes)

  useEffect(() => {
    // Once, when the form opens; a refused time reloads them itself.
    void freeTimes(visit).then((answer) => showTimes(answer))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const times = days?.find(([d]) => d === day)?.[1] ?? []
  return (
    <VisitForm
      title={t.accountRescheduleTitle}
      problem={problem}
      busy={busy || !days}
      submit={t.accountRescheduleSave}
      close={t.accountDiscard}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault()
        const time = String(new FormData(e.currentTarget).get('time') ?? '')
        if (!day || !time) return
        void send(
          call<{ appointment: AccountVisit }>('POST', `/api/booking/appointments/${visit.id}/reschedule`, {
            start: `${day}T${time}`,
          }),
          (data) => onDone(data.appointment),
        ).then((moved) => {
          // A refused time (taken meanwhile): offer the times as they are now.
          if (!moved) void loadTimes()
        })
      }}
    >
      {!days ? (
        <p role="status" className={styles.muted}>
          {t.accountWorking}
        </p>
      ) : days.length === 0 ? (
        <p className={styles.note}>{t.accountRescheduleNone}</p>
      ) : (
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor={`${id}-day`}>{t.accountRescheduleDay}</label>
            <select id={`${id}-day`} name="day" value={day} onChange={(e) => setDay(e.target.value)}>
              {days.map(([d]) => (
                <option key={d} value={d}>
                  {formatLongDate(d, locale)}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-time`}>{t.accountRescheduleTime}</label>
            <select id={`${id}-time`} name="time" key={day}>
              {times.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
    </VisitForm>
  )
}

export function ReviewForm({ t, visit, onDone, onClose, onSignedOut }: FormProps) {
  const id = useId()
  const { busy, problem, setProblem, send } = useSend<unknown>(t, onSignedOut)
  return (
    <VisitForm
      title={t.accountReviewTitle}
      problem={problem}
      busy={busy}
      submit={t.accountReviewSend}
      close={t.accountDiscard}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault()
        const form = new FormData(e.currentTarget)
        const rating = Number(form.get('rating'))
        if (!rating) return setProblem(t.accountReviewPickRating)
        const text = String(form.get('text') ?? '').trim()
        void send(
          call('POST', `/api/booking/appointments/${visit.id}/review`, { rating, ...(text ? { text } : {}) }),
          () => onDone(),
        )
      }}
    >
      <fieldset className={styles.stars} role="radiogroup" aria-labelledby={`${id}-rating`}>
        <legend id={`${id}-rating`}>{t.accountReviewRating}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n}>
            <input type="radio" name="rating" value={n} />
            <span aria-hidden="true">{'★'.repeat(n)}</span>
            <span className="visually-hidden">{t.accountReviewStars.replace('{count}', String(n))}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${id}-text`}>{t.accountReviewText}</label>
        <textarea id={`${id}-text`} name="text" rows={3} maxLength={2000} />
      </div>
    </VisitForm>
  )
}

/**
 * A gift voucher paying toward a visit still owing its prepayment (issue 29): the voucher pays as
 * much as it holds, the rest stays to pay by card on a new page (the visit's "Pay" link), or the
 * visit is booked. A refusal about the code sits under the field, tied to it.
 */
export function VoucherForm({
  t,
  locale,
  visit,
  onDone,
  onClose,
  onSignedOut,
}: FormProps<VoucherUse & { booked: boolean }> & { locale: Locale }) {
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')
  const [fieldProblem, setFieldProblem] = useState('')
  return (
    <VisitForm
      title={t.accountVoucherTitle}
      problem={problem}
      busy={busy}
      submit={t.accountVoucherConfirm}
      close={t.accountVoucherClose}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault()
        const voucher = String(new FormData(e.currentTarget).get('voucher') ?? '').trim()
        setBusy(true)
        setProblem('')
        setFieldProblem('')
        void call<{ payment: unknown; voucher: VoucherUse }>('POST', `/api/booking/appointments/${visit.id}/voucher`, {
          voucher,
        }).then((answer) => {
          setBusy(false)
          if (answer.ok) return onDone({ ...answer.data.voucher, booked: !answer.data.payment })
          if (answer.status === 401) return onSignedOut()
          const about = voucherProblem(answer.status, { reason: answer.reason, fields: answer.fields }, locale)
          if (about) setFieldProblem(about)
          else setProblem(problemText(t, answer))
        })
      }}
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-voucher`}>{t.accountVoucherCode}</label>
        <p id={`${id}-hint`} className={styles.muted}>
          {t.accountVoucherHint}
        </p>
        <input
          id={`${id}-voucher`}
          name="voucher"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          required
          aria-invalid={fieldProblem ? true : undefined}
          aria-describedby={`${id}-hint ${id}-error`}
        />
        <p id={`${id}-error`} className={styles.error} role={fieldProblem ? 'alert' : undefined}>
          {fieldProblem}
        </p>
      </div>
    </VisitForm>
  )
}
