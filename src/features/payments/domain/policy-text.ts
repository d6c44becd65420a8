/**
 * A visit's money terms in plain words, shown before the client pays and repeated in the
 * confirmation. The CMA's guidance on unfair terms: a fee is a genuine estimate of the salon's loss
 * and the client is told it up front; nothing says "no refund in any circumstances".
 */
import { formatPounds } from '@/platform/format/price'
import type { Locale } from '@/platform/i18n/locales'
import { bilingual, fill, wordsFor } from '@/platform/i18n/text'

import { toPounds, type VisitTerms } from './terms'

const TEXT = bilingual(
  {
    payNow: 'To book this visit you pay {amount} now, by card on a secure Stripe page.',
    cardNow: 'To book this visit you save a card on a secure Stripe page; nothing is charged now.',
    refundInTime:
      'Cancel or move it up to {hours} hours before the start and the {amount} is refunded in full, or stays with the visit you move it to.',
    freeInTime: 'Cancel or move it up to {hours} hours before the start and nothing is charged.',
    lateFee: 'If you cancel later than that, {fee} of it is kept.',
    lateFeeCard: 'If you cancel later than that, {fee} is charged to the card.',
    lateNothing: 'A later cancellation costs nothing.',
    noShow: 'If you do not come, {fee} is charged to the card{less}.',
    noShowLess: ', less what you have paid',
    noShowNothing: 'Missing the visit costs nothing.',
    salonCancels: 'If the salon cancels, everything you paid is refunded.',
    voucher:
      'Your gift voucher pays {amount} of this visit; cancel in time and it goes back onto the voucher. Any fee is taken from the voucher’s part first.',
    balance:
      'Your balance with the salon pays {amount} of this visit; cancel in time and it goes back onto your balance. Any fee is taken from that part first.',
    both: 'Your gift voucher and your balance with the salon pay {amount} of this visit; cancel in time and each gets its part back. Any fee is taken from that part first, the voucher’s before the balance’s.',
  },
  {
    payNow: 'Щоб записатися на цей візит, ви сплачуєте {amount} зараз карткою на захищеній сторінці Stripe.',
    cardNow:
      'Щоб записатися на цей візит, ви зберігаєте картку на захищеній сторінці Stripe; зараз нічого не списується.',
    refundInTime:
      'Скасуйте або перенесіть його не пізніше ніж за {hours} годин до початку — і {amount} повернуться повністю або перейдуть на новий час.',
    freeInTime: 'Скасуйте або перенесіть його не пізніше ніж за {hours} годин до початку — і нічого не буде списано.',
    lateFee: 'Якщо скасуєте пізніше, {fee} з цієї суми залишаться салону.',
    lateFeeCard: 'Якщо скасуєте пізніше, з картки буде списано {fee}.',
    lateNothing: 'Пізніше скасування нічого не коштує.',
    noShow: 'Якщо ви не прийдете, з картки буде списано {fee}{less}.',
    noShowLess: ' за вирахуванням уже сплаченого',
    noShowNothing: 'Пропущений візит нічого не коштує.',
    salonCancels: 'Якщо візит скасує салон, усе сплачене повертається.',
    voucher:
      'Ваш подарунковий сертифікат оплачує {amount} цього візиту; якщо скасуєте вчасно, сума повернеться на сертифікат. Будь-яка плата спершу береться з частини сертифіката.',
    balance:
      'Ваш баланс у салоні оплачує {amount} цього візиту; якщо скасуєте вчасно, сума повернеться на баланс. Будь-яка плата спершу береться з цієї частини.',
    both: 'Ваш подарунковий сертифікат і баланс у салоні оплачують {amount} цього візиту; якщо скасуєте вчасно, кожен отримає свою частину назад. Будь-яка плата спершу береться з цієї частини: спочатку із сертифіката, потім із балансу.',
  },
)

const money = (pence: number) => formatPounds(toPounds(pence))

/** The terms as sentences, in the order a client reads them. */
export function policySentences(terms: VisitTerms, locale: Locale): string[] {
  const t = wordsFor(TEXT, locale)
  const paying = terms.mode === 'payment'
  const voucher = terms.voucher?.paid ?? 0
  const fromBalance = terms.voucher?.balance ?? 0
  const part = fromBalance <= 0 ? t.voucher : fromBalance < voucher ? t.both : t.balance
  const sentences = voucher > 0 ? [fill(part, { amount: money(voucher) })] : []
  sentences.push(paying ? fill(t.payNow, { amount: money(terms.amount) }) : t.cardNow)
  sentences.push(
    paying
      ? fill(t.refundInTime, { hours: terms.lateCancelHours, amount: money(terms.amount) })
      : fill(t.freeInTime, { hours: terms.lateCancelHours }),
  )
  // Kept from what was paid (a voucher's part first); a card-only visit's fee is charged to the card.
  const onCard = paying ? 0 : Math.max(0, terms.lateCancelFee - voucher)
  if (onCard > 0) sentences.push(fill(t.lateFeeCard, { fee: money(onCard) }))
  else if (terms.lateCancelFee > 0)
    sentences.push(fill(t.lateFee, { fee: money(Math.min(terms.lateCancelFee, terms.amount + voucher)) }))
  else sentences.push(t.lateNothing)
  if (terms.noShowFee > 0)
    sentences.push(fill(t.noShow, { fee: money(terms.noShowFee), less: paying ? t.noShowLess : '' }))
  else sentences.push(t.noShowNothing)
  if (paying) sentences.push(t.salonCancels)
  return sentences
}
