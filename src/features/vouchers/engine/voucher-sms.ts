/**
 * The texts of a voucher bought online: its code to the buyer once Stripe reports the page paid
 * (saying when the recipient gets it, if they do), and its code to the recipient on the day the
 * buyer chose — now for today or no day, the salon's 09:00 for a later one. A scheduled sweep
 * sends what has come due; each recipient text is claimed under the voucher's lock first, so it
 * goes once however many runs meet it. The SMS log keeps the code masked.
 */
import type { Payload, TaskConfig } from 'payload'

import type { Voucher } from '@/cms/payload-types'
import { smsSenderFromEnv } from '@/features/messaging'
import { lockRowGroups } from '@/platform/db/row-group-lock'
import { inTransaction } from '@/platform/db/transaction'
import { getEnv } from '@/platform/env'
import { bilingual, fill, wordsFor } from '@/platform/i18n/text'

import { formatVoucherCode } from '../domain/code'
import { SALON_ZONE } from '../domain/settings'
import { VOUCHER_LOCK_GROUP } from './payload-store'

const TEXT = bilingual(
  {
    bought:
      'Your Parlour gift voucher for {amount}: code {code}, valid until {until}. Use it when you book online or at the salon.',
    toRecipientNow: 'We are texting the code to {recipient} now.',
    toRecipientOn: 'We will text the code to {recipient} on {date}.',
    recipient:
      '{from} has sent you a Parlour gift voucher for {amount}: code {code}, valid until {until}.{message} Use it when you book online or at the salon.',
    someone: 'Someone',
    theRecipient: 'the recipient',
  },
  {
    bought:
      'Ваш подарунковий сертифікат Parlour на {amount}: код {code}, дійсний до {until}. Використайте його під час запису онлайн або в салоні.',
    toRecipientNow: 'Код зараз надійде одержувачу ({recipient}) у SMS.',
    toRecipientOn: 'Код надійде одержувачу ({recipient}) у SMS {date}.',
    recipient:
      '{from} дарує вам подарунковий сертифікат Parlour на {amount}: код {code}, дійсний до {until}.{message} Використайте його під час запису онлайн або в салоні.',
    someone: 'Хтось',
    theRecipient: 'одержувач',
  },
)

const dateIn = (at: string | Date, locale: 'en' | 'uk') =>
  new Date(at).toLocaleDateString(locale === 'uk' ? 'uk-UA' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SALON_ZONE,
  })

/** What a voucher is for, as its texts say it: "£60.00", or "AirTouch Colouring (£180.00)". */
async function worth(payload: Payload, v: Voucher, locale: 'en' | 'uk'): Promise<string> {
  const pounds = `£${(v.amount / 100).toFixed(2)}`
  if (v.kind !== 'service' || v.service == null) return pounds
  const id = typeof v.service === 'object' ? v.service.id : v.service
  const service = await payload
    .findByID({ collection: 'services', id, locale, depth: 0, overrideAccess: true })
    .catch(() => null)
  return service ? `${service.title} (${pounds})` : pounds
}

function wordsOf(v: Voucher) {
  const locale = v.locale === 'uk' ? 'uk' : 'en'
  return {
    locale,
    t: wordsFor(TEXT, locale),
    code: formatVoucherCode(v.code),
    until: dateIn(v.expiresAt, locale),
  } as const
}

/** The buyer of a voucher paid online gets its code by text, and hears when the recipient will. */
export async function sendVoucherSms(payload: Payload, voucherId: number): Promise<boolean> {
  const v = await payload.findByID({ collection: 'vouchers', id: voucherId, overrideAccess: true, depth: 0 })
  if (!v.paidAt || !v.buyerPhone) return false
  const { locale, t, code, until } = wordsOf(v)
  let body = fill(t.bought, { amount: await worth(payload, v, locale), code, until })
  if (v.recipientPhone) {
    const recipient = v.recipientName || t.theRecipient
    const later = v.sendOn && !v.sentAt && new Date(v.sendOn).getTime() > new Date(v.paidAt).getTime()
    body += ` ${later ? fill(t.toRecipientOn, { recipient, date: dateIn(v.sendOn!, locale) }) : fill(t.toRecipientNow, { recipient })}`
  }
  await smsSenderFromEnv(payload, getEnv()).send({ to: v.buyerPhone, body, kind: 'payment', secret: code })
  return true
}

/**
 * Texts the voucher to its recipient when it is paid for and its day has come (`now`), once: the
 * voucher is marked sent under its lock first, and unmarked again if the text cannot be handed on.
 */
export async function sendRecipientSms(payload: Payload, voucherId: number, now: Date): Promise<boolean> {
  const o = { overrideAccess: true, depth: 0 } as const
  const claimed = await inTransaction(payload, async (req) => {
    await lockRowGroups(payload, req, VOUCHER_LOCK_GROUP, [voucherId])
    const v = await payload.findByID({ collection: 'vouchers', id: voucherId, req, ...o }).catch(() => null)
    if (!v?.paidAt || !v.recipientPhone || v.sentAt) return null
    if (v.sendOn && new Date(v.sendOn).getTime() > now.getTime()) return null
    await payload.update({ collection: 'vouchers', id: voucherId, data: { sentAt: now.toISOString() }, req, ...o })
    return v
  })
  if (!claimed) return false
  try {
    const { locale, t, code, until } = wordsOf(claimed)
    const body = fill(t.recipient, {
      from: claimed.buyerName || t.someone,
      amount: await worth(payload, claimed, locale),
      code,
      until,
      message: claimed.message ? ` “${claimed.message}”` : '',
    })
    await smsSenderFromEnv(payload, getEnv()).send({ to: claimed.recipientPhone!, body, kind: 'payment', secret: code })
  } catch (error) {
    await payload.update({ collection: 'vouchers', id: voucherId, data: { sentAt: null }, ...o })
    throw error
  }
  return true
}

/** Every voucher whose recipient's day has come by `now` and who has not had it yet. */
export async function sendDueRecipientSms(payload: Payload, now: Date): Promise<number> {
  const { docs } = await payload.find({
    collection: 'vouchers',
    where: {
      and: [
        { paidAt: { exists: true } },
        { recipientPhone: { exists: true } },
        { sentAt: { exists: false } },
        { sendOn: { less_than_equal: now.toISOString() } },
      ],
    },
    depth: 0,
    limit: 500,
    pagination: false,
    overrideAccess: true,
  })
  let sent = 0
  for (const v of docs) if (await sendRecipientSms(payload, v.id, now)) sent++
  return sent
}

export const voucherSmsTask: TaskConfig<'voucherSms'> = {
  slug: 'voucherSms',
  label: 'Gift voucher text',
  retries: 3,
  inputSchema: [
    { name: 'voucher', type: 'number', required: true },
    { name: 'to', type: 'select', options: ['buyer', 'recipient'], defaultValue: 'buyer' },
  ],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  handler: async ({ input, req }) => ({
    output: {
      sent:
        input.to === 'recipient'
          ? await sendRecipientSms(req.payload, input.voucher, new Date())
          : await sendVoucherSms(req.payload, input.voucher),
    },
  }),
}

/** The recipients' texts that have come due (a day chosen ahead): every quarter of an hour. */
export const voucherRecipientsTask: TaskConfig<'voucherRecipients'> = {
  slug: 'voucherRecipients',
  label: 'Gift vouchers due to their recipients',
  retries: 1,
  schedule: [{ cron: '*/15 * * * *', queue: 'reminders' }],
  outputSchema: [{ name: 'sent', type: 'number' }],
  handler: async ({ req }) => ({ output: { sent: await sendDueRecipientSms(req.payload, new Date()) } }),
}
