/**
 * The client's balance with the salon in the booking widget and the account (issue 29, decision
 * 0039): what it holds (GET /api/my-balance), what it would pay of a visit, and every refusal about
 * it in the visitor's language.
 */
import { formatPounds } from '@/platform/format/price'
import type { Locale } from '@/platform/i18n/locales'
import { bilingual, fill, wordsFor } from '@/platform/i18n/text'

import { callApi } from './api-call'
import type { ApiErrorBody } from './api-errors'

/** What the balance paid toward a visit (pounds). */
export interface BalanceUse {
  paid: number
  remaining: number
}

const WORDS = bilingual(
  {
    use: 'Pay from my balance with the salon ({amount} available)',
    pays: 'Your balance pays {paid} of this visit. Left to pay: {rest}.',
    paid: 'From your balance: {amount}',
    have: 'Your balance with the salon: {amount}',
    empty: 'There is nothing on your balance to pay with.',
    notHere: 'Your balance cannot be used online here: the salon takes it at the desk.',
    spent: 'Your balance was used meanwhile, so nothing was booked. Please choose your time again.',
  },
  {
    use: 'Сплатити з мого балансу в салоні (доступно {amount})',
    pays: 'Ваш баланс оплачує {paid} цього візиту. Залишається сплатити: {rest}.',
    paid: 'З вашого балансу: {amount}',
    have: 'Ваш баланс у салоні: {amount}',
    empty: 'На вашому балансі немає коштів для оплати.',
    notHere: 'Баланс тут не можна використати онлайн: салон приймає його на рецепції.',
    spent: 'Баланс тим часом використали, тож запис не створено. Оберіть час ще раз.',
  },
)

/** Pounds on the signed-in client's balance (0 when it cannot be read). */
export async function myBalance(): Promise<number> {
  const answer = await callApi<{ balance: number }>('GET', '/api/my-balance')
  return answer.ok ? answer.data.balance : 0
}

/** What the balance would pay of a visit costing `total` after `before` paid by vouchers (pounds). */
export function balancePays(available: number, total: number, before = 0): number {
  return Math.max(0, Math.min(Math.round(available * 100), Math.round((total - before) * 100))) / 100
}

/** A refusal about the balance, in the visitor's language; null when the refusal is not about it. */
export function balanceProblem(body: ApiErrorBody, locale: Locale): string | null {
  const t = wordsFor(WORDS, locale)
  if (body.reason === 'balance_spent') return t.spent
  if (body.reason === 'balance_not_online') return t.notHere
  if (body.reason === 'balance_empty' || body.fields?.useBalance) return t.empty
  return null
}

/** "Pay from my balance with the salon (£12.50 available)" */
export const balanceUseLabel = (available: number, locale: Locale) =>
  fill(wordsFor(WORDS, locale).use, { amount: formatPounds(available) })

/** "Your balance pays £12.50 of this visit. Left to pay: £47.50." */
export function balancePaysText(paid: number, rest: number, locale: Locale): string {
  return fill(wordsFor(WORDS, locale).pays, { paid: formatPounds(paid), rest: formatPounds(Math.max(0, rest)) })
}

/** "From your balance: £12.50" */
export const balancePaidText = (amount: number, locale: Locale) =>
  fill(wordsFor(WORDS, locale).paid, { amount: formatPounds(amount) })

/** "Your balance with the salon: £12.50" */
export const balanceHaveText = (amount: number, locale: Locale) =>
  fill(wordsFor(WORDS, locale).have, { amount: formatPounds(amount) })
