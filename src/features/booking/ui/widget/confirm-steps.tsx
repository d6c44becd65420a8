'use client'

import type { Appointment, Client, Location, PaymentLink } from '../../client/api-client'
import { balancePaidText, type BalanceUse } from '../../client/balance'
import { voucherPaidText, type VoucherUse } from '../../client/voucher'
import { buildIcs } from '../../client/ics'
import { visitLabel } from '../../client/slots'
import { formatDuration } from '@/platform/format/duration'
import { formatPounds } from '@/platform/format/price'
import type { Locale } from '@/platform/i18n/locales'
import { bookingMessages } from '@/platform/i18n/booking-messages'
import { fill } from '@/platform/i18n/messages'

import { StepFooter, StepHeading, StepNav } from './step-parts'
import { BalanceField, type BalanceChoice } from './balance-field'
import { VoucherField, type AppliedVoucher } from './voucher-field'
import styles from './widget.module.css'

const stylistNames = (visit: Appointment) => [...new Set(visit.items.map((i) => i.employee.name))].join(', ')

/** Salon, services, stylist, date and time, total: what is about to be (or has been) booked. */
function VisitSummary({
  locale,
  salon,
  visit,
  client,
  voucher,
  balance,
}: {
  locale: Locale
  salon: Location
  visit: Appointment
  client?: Client | null
  /** What a gift voucher paid toward the visit. */
  voucher?: VoucherUse | null
  /** What the client's balance paid toward it. */
  balance?: BalanceUse | null
}) {
  const t = bookingMessages(locale)
  return (
    <dl className={styles.summary}>
      <div>
        <dt>{t.bookSalon}</dt>
        <dd>
          {salon.name}
          <br />
          <span className={styles.muted}>
            {salon.street}, {salon.city} {salon.postcode}
          </span>
        </dd>
      </div>
      <div>
        <dt>{t.bookServices}</dt>
        <dd>
          <ul className={styles.plain}>
            {visit.items.map((i) => (
              <li key={i.id ?? i.service.id}>
                {i.service.title}{' '}
                <span className={styles.muted}>
                  {/* A visit entered by staff may have no price on an item: then only the length shows. */}(
                  {formatDuration(i.duration, locale)}
                  {i.price != null && <>, {formatPounds(i.price)}</>})
                </span>
              </li>
            ))}
          </ul>
        </dd>
      </div>
      <div>
        <dt>{t.bookStylist}</dt>
        <dd>{stylistNames(visit)}</dd>
      </div>
      <div>
        <dt>{t.bookWhen}</dt>
        <dd>
          {visitLabel(visit.start, locale)} – {visit.end.split('T')[1]}
        </dd>
      </div>
      {client && (
        <div>
          <dt>{t.bookClient}</dt>
          <dd>{[client.firstName, client.lastName].filter(Boolean).join(' ')}</dd>
        </div>
      )}
      <div>
        <dt>{t.bookTotal}</dt>
        <dd className={styles.total}>{formatPounds(visit.total)}</dd>
      </div>
      {voucher && (
        <div>
          <dt>{t.bookVoucherPaid}</dt>
          <dd>{voucherPaidText(voucher.code, voucher.paid, locale)}</dd>
        </div>
      )}
      {balance && balance.paid > 0 && (
        <div>
          <dt>{t.bookBalancePaid}</dt>
          <dd>{balancePaidText(balance.paid, locale)}</dd>
        </div>
      )}
    </dl>
  )
}

export function ConfirmStep({
  locale,
  salon,
  visit,
  client,
  busy,
  onBack,
  onConfirm,
  voucher,
  balance,
}: {
  locale: Locale
  salon: Location
  visit: Appointment
  client: Client | null
  busy: boolean
  onBack: () => void
  onConfirm: () => void
  /** The gift voucher field, where vouchers are taken online (Parlour's own booking). */
  voucher?: {
    applied: AppliedVoucher | null
    error: string | null
    onApplied: (voucher: AppliedVoucher | null, error: string | null) => void
  }
  /** Paying from the client's balance, when it holds anything (Parlour's own booking). */
  balance?: BalanceChoice
}) {
  const t = bookingMessages(locale)
  return (
    <section>
      <StepHeading>{t.bookConfirmHeading}</StepHeading>
      <VisitSummary locale={locale} salon={salon} visit={visit} client={client} />
      {voucher && (
        <VoucherField
          locale={locale}
          items={visit.items.map((i) => ({ service: i.service.id, price: i.price }))}
          total={visit.total}
          {...voucher}
        />
      )}
      {balance && balance.available > 0 && (
        <BalanceField locale={locale} total={visit.total} before={voucher?.applied?.pays ?? 0} {...balance} />
      )}
      <StepNav
        locale={locale}
        onBack={onBack}
        next={busy ? t.bookSigningIn : t.bookConfirm}
        onNext={onConfirm}
        nextDisabled={busy}
      />
    </section>
  )
}

/** The .ics of a booked visit as a data: address, so the download needs no server. */
function calendarHref(locale: Locale, salon: Location, visit: Appointment): string {
  const t = bookingMessages(locale)
  const ics = buildIcs({
    uid: `appointment-${visit.id}@parlour`,
    startsAt: visit.startsAt,
    endsAt: visit.endsAt,
    summary: fill(t.bookIcsSummary, {
      services: visit.items.map((i) => i.service.title).join(', '),
      salon: salon.name,
    }),
    location: `${salon.name}, ${salon.street}, ${salon.city} ${salon.postcode}`,
    description: `${t.bookStylist}: ${stylistNames(visit)}\n${t.bookTotal}: ${formatPounds(visit.total)}\n${salon.phone}`,
    stamp: new Date(),
  })
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`
}

export function DoneStep({
  locale,
  salon,
  visit,
  voucher,
  balance,
  onClose,
}: {
  locale: Locale
  salon: Location
  visit: Appointment
  voucher?: VoucherUse | null
  balance?: BalanceUse | null
  onClose?: () => void
}) {
  const t = bookingMessages(locale)
  const href = calendarHref(locale, salon, visit)
  return (
    <section>
      <StepHeading>{t.bookDoneHeading}</StepHeading>
      <p>{fill(t.bookDoneText, { salon: salon.name })}</p>
      <VisitSummary locale={locale} salon={salon} visit={visit} voucher={voucher} balance={balance} />
      <StepFooter>
        <a className={styles.primary} href={href} download={`parlour-${visit.date}.ics`}>
          {t.bookAddToCalendar}
        </a>
        {onClose && (
          <button type="button" className={styles.back} onClick={onClose}>
            {t.bookDone}
          </button>
        )}
      </StepFooter>
    </section>
  )
}

/**
 * A visit that needs a prepayment or a card before it is the client's: its terms in plain words,
 * then Stripe's page (the client goes there by choice; nothing is paid on this site).
 */
export function PayStep({
  locale,
  salon,
  visit,
  payment,
  voucher,
  balance,
  onLetGo,
  onLater,
}: {
  locale: Locale
  salon: Location
  visit: Appointment
  payment: PaymentLink
  voucher?: VoucherUse | null
  balance?: BalanceUse | null
  /** A visit held for its payment (Parlour's own booking) is let go of… */
  onLetGo: () => void
  /** …one already booked (Beauty Pro asks for the prepayment afterwards) can be paid later. */
  onLater: () => void
}) {
  const t = bookingMessages(locale)
  const paying = payment.mode === 'payment'
  return (
    <section>
      <StepHeading>{paying ? t.bookPayHeading : t.bookCardHeading}</StepHeading>
      <VisitSummary locale={locale} salon={salon} visit={visit} voucher={voucher} balance={balance} />
      <ul className={styles.policy} aria-label={t.bookPolicy}>
        {payment.policy.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
      <StepFooter>
        <a className={styles.primary} href={payment.url}>
          {paying ? fill(t.bookPayNow, { amount: formatPounds(payment.amount) }) : t.bookSaveCard}
        </a>
        {visit.state === 'reserved' ? (
          <button type="button" className={styles.back} onClick={onLetGo}>
            {t.bookLetGo}
          </button>
        ) : (
          <button type="button" className={styles.back} onClick={onLater}>
            {t.bookPayLater}
          </button>
        )}
      </StepFooter>
    </section>
  )
}
