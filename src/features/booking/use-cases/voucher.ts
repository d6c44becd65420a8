/**
 * A gift voucher or the client's balance paying toward a visit that still owes its prepayment, from
 * the account (issue 29): the open payment page is closed (its amount cannot change), the voucher or
 * balance pays as much as it holds, and a page for the rest replaces it — or, nothing left to ask,
 * the visit is the client's.
 */
import type {
  Appointment,
  BalanceUse,
  BookingStore,
  Clock,
  Id,
  PaymentLink,
  VisitBalance,
  VisitPayments,
  VisitTerms,
  VisitVouchers,
  VoucherUse,
} from '../ports'
import {
  BALANCE_NOT_HERE,
  bookHeld,
  NOT_FOUND,
  PAYMENTS_UNAVAILABLE,
  VOUCHERS_NOT_HERE,
  withPaymentPage,
} from './appointments'
import { refusal, type Refusal, type Result } from './result'

const NOTHING_OWED = refusal(409, 'nothing_owed', 'This visit owes no prepayment for a voucher or balance to pay.')
const paidMeanwhile = (what: string) =>
  refusal(409, 'already_paid', `This visit has just been paid by card, so ${what} was not used.`)

type Deps = { store: BookingStore; clock: Clock; money?: VisitPayments | null }

/** What pays: checked before the page is closed, spent after; a refusal keeps the page as it was. */
interface Payer<U> {
  what: string
  check?(visit: Appointment): Promise<Refusal | null>
  pay(visit: Appointment, terms: VisitTerms): Promise<{ ok: true; use: U; terms: VisitTerms | null } | Refusal>
}

async function payHeldVisit<U>(
  deps: Deps & { money: VisitPayments },
  input: { clientId: Id; id: Id },
  payer: Payer<U>,
): Promise<Result<{ appointment: Appointment; payment: PaymentLink | null; use: U }>> {
  const { store, clock, money } = deps
  const visit = await store.appointment(input.id)
  if (!visit || visit.clientId !== input.clientId) return NOT_FOUND
  const terms = visit.state === 'reserved' ? await money.owing(visit.id) : null
  if (!terms) return NOTHING_OWED
  const refused = payer.check ? await payer.check(visit) : null
  if (refused) return refused
  try {
    if ((await money.reprice(visit.id)) === 'paid') return paidMeanwhile(payer.what)
  } catch (error) {
    if ((error as { name?: string }).name === 'PaymentsUnavailable') return PAYMENTS_UNAVAILABLE
    throw error
  }
  // The visit stays held for the new page's life.
  await store.transaction(async (tx) => {
    const now = clock.now()
    await tx.updateAppointment(visit.id, { heldUntil: money.holdUntil(now) }, now)
  })
  const paid = await payer.pay(visit, terms)
  if (!paid.ok) {
    // Spent meanwhile: the page as it was is opened again.
    const again = await withPaymentPage(store, money, visit, terms)
    return again.ok ? paid : again
  }
  if (paid.terms) {
    const page = await withPaymentPage(store, money, visit, paid.terms)
    return page.ok ? { ok: true, appointment: page.appointment, payment: page.payment, use: paid.use } : page
  }
  const booked = await bookHeld(store, clock, visit.id)
  return { ok: true, appointment: booked.appointment, payment: null, use: paid.use }
}

export async function payWithVoucher(
  deps: Deps & { vouchers?: VisitVouchers | null },
  input: { clientId: Id; id: Id; voucher: string },
): Promise<Result<{ appointment: Appointment; payment: PaymentLink | null; voucher: VoucherUse }>> {
  const { money, vouchers, clock } = deps
  if (!money || !vouchers) return VOUCHERS_NOT_HERE
  const r = await payHeldVisit({ ...deps, money }, input, {
    what: 'the voucher',
    async check(visit) {
      const checked = await vouchers.check(
        input.voucher,
        visit.items.map((i) => i.serviceId),
        clock.now(),
      )
      return checked.ok ? null : refusal(400, 'voucher_invalid', checked.message, { voucher: checked.message })
    },
    async pay(visit, terms) {
      const paid = await vouchers.pay({ code: input.voucher, visit, terms, now: clock.now() })
      if (!paid.ok) return refusal(409, 'voucher_spent', paid.message, { voucher: paid.message })
      return { ok: true, use: { code: paid.code, paid: paid.paid, remaining: paid.remaining }, terms: paid.terms }
    },
  })
  return r.ok ? { ok: true, appointment: r.appointment, payment: r.payment, voucher: r.use } : r
}

export async function payWithBalance(
  deps: Deps & { balance?: VisitBalance | null },
  input: { clientId: Id; id: Id },
): Promise<Result<{ appointment: Appointment; payment: PaymentLink | null; balance: BalanceUse }>> {
  const { money, balance, clock } = deps
  if (!money || !balance) return BALANCE_NOT_HERE
  const empty = (message: string) => refusal(409, 'balance_empty', message, { useBalance: message })
  const r = await payHeldVisit({ ...deps, money }, input, {
    what: 'your balance',
    async check() {
      return (await balance.available(input.clientId)) > 0
        ? null
        : empty('There is nothing on your balance to pay with.')
    },
    async pay(visit, terms) {
      const paid = await balance.pay({ visit, terms, now: clock.now() })
      if (!paid.ok) return empty(paid.message)
      return { ok: true, use: { paid: paid.paid, remaining: paid.remaining }, terms: paid.terms }
    },
  })
  return r.ok ? { ok: true, appointment: r.appointment, payment: r.payment, balance: r.use } : r
}
