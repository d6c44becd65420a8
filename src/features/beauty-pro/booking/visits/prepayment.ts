/**
 * Prepayments in Beauty Pro mode (issue 28): Beauty Pro decides what a visit owes in advance (its
 * `prepayments` settings, `prepaymentRequired` on services and stylists) and reports it on the
 * appointment as `requiredPrepayment`; Parlour asks it for the page to pay on
 * (`POST /appointments/{id}/prepaymentRequest?format=url`, scope `full`) and shows what was paid
 * (`prepaymentSum`, `refundSum` per item). Stripe is not used in this mode, and a visit Beauty Pro
 * booked is never cancelled here because a page could not be had: its own rules keep or release
 * unpaid visits (docs/decisions/0035).
 */
import type { VisitMoneyView } from '@/features/booking/contract'
import type { PaymentLink, TextLocale } from '@/features/booking/kit'
import { formatPounds } from '@/platform/format/price'
import { bilingual, fill, wordsFor } from '@/platform/i18n/text'

import { appointmentPath, type BpAppointment, type BpOwed } from './appointment'
import type { VisitsContext } from './context'

const TEXT = bilingual(
  {
    payNow: 'This salon asks for a prepayment of {amount} for this visit, paid on its secure payment page.',
    terms: 'To cancel or move it, use your account or call the salon; the salon refunds prepayments on its own terms.',
  },
  {
    payNow: 'Салон просить передплату {amount} за цей візит — її сплачують на захищеній сторінці оплати салону.',
    terms:
      'Щоб скасувати чи перенести візит, скористайтеся кабінетом або зателефонуйте в салон; передплату салон повертає за своїми правилами.',
  },
)

const pence = (pounds: number) => Math.round(pounds * 100)

/** What the visit still owes in advance, per item, as Beauty Pro reports it (null: nothing). */
export function owedItems(owed: BpOwed | undefined): { id: string; amount: number }[] {
  if (!owed) return []
  const list = Array.isArray(owed) ? owed : Object.entries(owed).map(([id, amount]) => ({ id, amount }))
  return list.filter((o) => typeof o?.id === 'string' && typeof o.amount === 'number' && o.amount > 0)
}

const owedTotal = (a: BpAppointment) => owedItems(a.requiredPrepayment).reduce((sum, o) => sum + pence(o.amount), 0)

/**
 * The page to pay what a visit owes, or null when it owes nothing, has passed, or Beauty Pro gives
 * no page (the reason is logged: most often the application lacks the `full` scope).
 */
export async function prepaymentLink(
  ctx: VisitsContext,
  visit: BpAppointment,
  locale: TextLocale | undefined,
  where: string,
): Promise<PaymentLink | null> {
  const owed = owedItems(visit.requiredPrepayment)
  if (!owed.length || visit.state === 'cancelled' || visit.state === 'reserved') return null
  const language = locale === 'uk' ? 'uk' : 'en'
  let url: string | undefined
  try {
    ;({ url } = await ctx.asDatabase<{ url?: string }>('POST', `${appointmentPath(visit.id)}/prepaymentRequest`, {
      query: { format: 'url' },
      body: { type: 'required', language, appointmentServices: owed },
    }))
  } catch (error) {
    const { status, message } = error as { status?: number; message?: string }
    ctx.log.error(
      { where, appointment: visit.id, status, error: message },
      'Beauty Pro gave no prepayment page (the application needs the full scope)',
    )
    return null
  }
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) return null
  const amount = owedTotal(visit) / 100
  const t = wordsFor(TEXT, language)
  return {
    url,
    amount,
    currency: 'gbp',
    mode: 'payment',
    policy: [fill(t.payNow, { amount: formatPounds(amount) }), t.terms],
  }
}

/** A visit's money in the account: paid and refunded as Beauty Pro reports them, and the page if owing. */
export function moneyView(visit: BpAppointment, awaiting: PaymentLink | null): VisitMoneyView | null {
  const items = visit.services ?? []
  const paid = items.reduce((sum, i) => sum + pence(i.prepaymentSum ?? 0), 0)
  const refunded = items.reduce((sum, i) => sum + pence(i.refundSum ?? 0), 0)
  if (!paid && !refunded && !awaiting) return null
  return {
    prepaymentSum: paid / 100,
    refundSum: refunded / 100,
    feeSum: 0,
    awaiting: awaiting ? { url: awaiting.url, amount: awaiting.amount, mode: awaiting.mode } : null,
  }
}
