import type { Payload, TaskConfig } from 'payload'

import { smsSenderFromEnv } from '@/features/messaging'
import { getEnv } from '@/platform/env'
import { bilingual, fill, wordsFor } from '@/platform/i18n/text'

import { formatVoucherCode } from '../domain/code'

const TEXT = bilingual(
  {
    bought:
      'Your Parlour gift voucher for {amount}: code {code}, valid until {until}. Use it when you book online or at the salon.',
  },
  {
    bought:
      'Ваш подарунковий сертифікат Parlour на {amount}: код {code}, дійсний до {until}. Використайте його під час запису онлайн або в салоні.',
  },
)

/** The buyer of a voucher paid online gets its code by text; the SMS log keeps the code masked. */
export async function sendVoucherSms(payload: Payload, voucherId: number): Promise<boolean> {
  const v = await payload.findByID({ collection: 'vouchers', id: voucherId, overrideAccess: true, depth: 0 })
  if (!v.paidAt || !v.buyerPhone) return false
  const locale = v.locale === 'uk' ? 'uk' : 'en'
  const code = formatVoucherCode(v.code)
  const until = new Date(v.expiresAt).toLocaleDateString(locale === 'uk' ? 'uk-UA' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  })
  const body = fill(wordsFor(TEXT, locale).bought, { amount: `£${(v.amount / 100).toFixed(2)}`, code, until })
  await smsSenderFromEnv(payload, getEnv()).send({ to: v.buyerPhone, body, kind: 'payment', secret: code })
  return true
}

export const voucherSmsTask: TaskConfig<'voucherSms'> = {
  slug: 'voucherSms',
  label: 'Gift voucher text',
  retries: 3,
  inputSchema: [{ name: 'voucher', type: 'number', required: true }],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  handler: async ({ input, req }) => ({ output: { sent: await sendVoucherSms(req.payload, input.voucher) } }),
}
