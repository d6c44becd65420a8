/**
 * A gift voucher typed in the booking widget or the account (issue 29): looked up before it is used
 * (GET /api/vouchers/{code}), what it would pay of a visit, and every refusal about it — the look-up's
 * and the booking's — in the visitor's language, for the message next to the field.
 */
import { formatPounds } from '@/platform/format/price'
import type { Locale } from '@/platform/i18n/locales'
import { bilingual, fill, wordsFor } from '@/platform/i18n/text'

import { callApi } from './api-call'
import type { ApiErrorBody } from './api-errors'

/** A voucher as its holder may see it (pounds). */
export interface VoucherLook {
  code: string
  kind: 'money' | 'service'
  service: string | null
  amount: number
  remaining: number
  status: string
  expiresAt: string
}

/** What a voucher paid toward a visit (pounds; the code by its last four symbols). */
export interface VoucherUse {
  code: string
  paid: number
  remaining: number
}

const WORDS = bilingual(
  {
    invalid: 'This is not a valid voucher code.',
    mistyped: 'This code has a typing mistake: please check it against the voucher.',
    expired: 'This voucher has expired.',
    usedUp: 'This voucher has been used up.',
    otherService: 'This voucher is for another service.',
    nothing: 'There is nothing left on this visit for a voucher to pay.',
    notHere: 'Gift vouchers cannot be used online here: please bring the voucher to the salon.',
    spent: 'The voucher was used up meanwhile, so nothing was booked. Please choose your time again.',
    tooMany: 'Too many voucher codes tried. Please wait a little and try again.',
    failed: 'We could not check the voucher just now. Please try again.',
    empty: 'Enter the voucher’s code.',
    pays: 'The voucher pays {paid} of this visit. Left to pay: {rest}.',
    paid: 'Gift voucher {code}: {amount}',
    total: 'gift vouchers {amount}',
  },
  {
    invalid: 'Це недійсний код сертифіката.',
    mistyped: 'У коді помилка: звірте його із сертифікатом.',
    expired: 'Термін дії сертифіката минув.',
    usedUp: 'Сертифікат уже використано повністю.',
    otherService: 'Цей сертифікат призначений для іншої послуги.',
    nothing: 'За цей візит уже нічого платити сертифікатом.',
    notHere: 'Подарункові сертифікати тут не приймаються онлайн: принесіть сертифікат у салон.',
    spent: 'Сертифікат тим часом використали, тож запис не створено. Оберіть час ще раз.',
    tooMany: 'Забагато спроб ввести код. Зачекайте трохи й спробуйте ще раз.',
    failed: 'Зараз не вдалося перевірити сертифікат. Спробуйте ще раз.',
    empty: 'Введіть код сертифіката.',
    pays: 'Сертифікат оплачує {paid} цього візиту. Залишається сплатити: {rest}.',
    paid: 'Подарунковий сертифікат {code}: {amount}',
    total: 'подарункові сертифікати {amount}',
  },
)

type Problem = keyof (typeof WORDS)['en']

/** The server's English sentences (the vouchers feature's), by what they mean. */
const SAID: Record<string, Problem> = {
  'This is not a valid voucher code.': 'invalid',
  'This code has a typing mistake: please check it against the voucher.': 'mistyped',
  'This voucher has not been paid for yet.': 'invalid',
  'This voucher has expired.': 'expired',
  'This voucher has been used up.': 'usedUp',
  'This voucher is for another service.': 'otherService',
  'There is nothing left on this visit for a voucher to pay.': 'nothing',
  'Gift vouchers cannot be used online here: please bring the voucher to the salon.': 'notHere',
  'Enter the voucher’s code.': 'empty',
}

/**
 * A refusal about the voucher, in the visitor's language; null when the refusal is not about it.
 * `status` 0: no answer at all.
 */
export function voucherProblem(status: number, body: ApiErrorBody, locale: Locale): string | null {
  const t = wordsFor(WORDS, locale)
  if (status === 429) return t.tooMany
  if (body.reason === 'voucher_spent') return t.spent
  const said = body.fields?.voucher
  if (said) return t[SAID[said] ?? 'invalid']
  if (body.reason === 'mistyped') return t.mistyped
  if (status === 404) return t.invalid
  return null
}

export type Looked = { ok: true; voucher: VoucherLook } | { ok: false; message: string }

/** Looks a typed code up (nothing is spent). */
export async function lookUpVoucher(typed: string, locale: Locale): Promise<Looked> {
  const t = wordsFor(WORDS, locale)
  const code = typed.trim()
  if (!code) return { ok: false, message: t.empty }
  const answer = await callApi<{ voucher: VoucherLook }>('GET', `/api/vouchers/${encodeURIComponent(code)}`)
  if (answer.ok) {
    const v = answer.data.voucher
    if (v.status === 'expired') return { ok: false, message: t.expired }
    if (v.status === 'fully_utilized' || v.remaining <= 0) return { ok: false, message: t.usedUp }
    return { ok: true, voucher: v }
  }
  return { ok: false, message: voucherProblem(answer.status, answer.body, locale) ?? t.failed }
}

/** What a voucher would pay of a visit (pounds): as much as it holds, up to the price (a service voucher: its service's). */
export function voucherPays(voucher: VoucherLook, items: { service: string; price: number | null }[]): number {
  const own = voucher.kind === 'service' ? items.filter((i) => i.service === voucher.service) : items
  const price = own.reduce((sum, i) => sum + Math.round((i.price ?? 0) * 100), 0)
  return Math.min(Math.round(voucher.remaining * 100), price) / 100
}

/** "The voucher pays £20.00 of this visit. Left to pay: £15.00." */
export function voucherPaysText(paid: number, total: number, locale: Locale): string {
  const rest = Math.max(0, Math.round((total - paid) * 100) / 100)
  return fill(wordsFor(WORDS, locale).pays, { paid: formatPounds(paid), rest: formatPounds(rest) })
}

/** "Gift voucher ••••-7K2Q: £20.00" */
export const voucherPaidText = (code: string, amount: number, locale: Locale) =>
  fill(wordsFor(WORDS, locale).paid, { code, amount: formatPounds(amount) })

/** "gift vouchers £35.00": what vouchers paid over a client's visits. */
export const vouchersTotalText = (amount: number, locale: Locale) =>
  fill(wordsFor(WORDS, locale).total, { amount: formatPounds(amount) })

/** The other-service refusal, when a service voucher would pay nothing of the chosen services. */
export const otherServiceText = (locale: Locale) => wordsFor(WORDS, locale).otherService
