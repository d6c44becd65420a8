/**
 * A gift voucher paying toward a visit that still owes its prepayment, from the account (issue 29):
 * the open payment page is closed (its amount cannot change), the voucher pays as much as it holds,
 * and a page for the rest replaces it — or, nothing left to ask, the visit is the client's.
 */
import type {
  Appointment,
  BookingStore,
  Clock,
  Id,
  PaymentLink,
  VisitPayments,
  VisitVouchers,
  VoucherUse,
} from '../ports'
import { bookHeld, NOT_FOUND, PAYMENTS_UNAVAILABLE, VOUCHERS_NOT_HERE, withPaymentPage } from './appointments'
import { refusal, type Result } from './result'

const NOTHING_OWED = refusal(409, 'nothing_owed', 'This visit owes no prepayment for a voucher to pay.')
const PAID_MEANWHILE = refusal(
  409,
  'already_paid',
  'This visit has just been paid by card, so the voucher was not used.',
)

export async function payWithVoucher(
  deps: { store: BookingStore; clock: Clock; money?: VisitPayments | null; vouchers?: VisitVouchers | null },
  input: { clientId: Id; id: Id; voucher: string },
): Promise<Result<{ appointment: Appointment; payment: PaymentLink | null; voucher: VoucherUse }>> {
  const { store, clock, money, vouchers } = deps
  if (!money || !vouchers) return VOUCHERS_NOT_HERE
  const visit = await store.appointment(input.id)
  if (!visit || visit.clientId !== input.clientId) return NOT_FOUND
  const terms = visit.state === 'reserved' ? await money.owing(visit.id) : null
  if (!terms) return NOTHING_OWED
  const checked = await vouchers.check(
    input.voucher,
    visit.items.map((i) => i.serviceId),
    clock.now(),
  )
  if (!checked.ok) return refusal(400, 'voucher_invalid', checked.message, { voucher: checked.message })
  try {
    if ((await money.reprice(visit.id)) === 'paid') return PAID_MEANWHILE
  } catch (error) {
    if ((error as { name?: string }).name === 'PaymentsUnavailable') return PAYMENTS_UNAVAILABLE
    throw error
  }
  // The visit stays held for the new page's life.
  await store.transaction(async (tx) => {
    const now = clock.now()
    await tx.updateAppointment(visit.id, { heldUntil: money.holdUntil(now) }, now)
  })
  const paid = await vouchers.pay({ code: input.voucher, visit, terms, now: clock.now() })
  if (!paid.ok) {
    // Spent meanwhile: the page as it was is opened again.
    const again = await withPaymentPage(store, money, visit, terms)
    return again.ok ? refusal(409, 'voucher_spent', paid.message, { voucher: paid.message }) : again
  }
  const voucher = { code: paid.code, paid: paid.paid, remaining: paid.remaining }
  if (paid.terms) {
    const page = await withPaymentPage(store, money, visit, paid.terms)
    return page.ok ? { ok: true, appointment: page.appointment, payment: page.payment, voucher } : page
  }
  const booked = await bookHeld(store, clock, visit.id)
  return { ok: true, appointment: booked.appointment, payment: null, voucher }
}
