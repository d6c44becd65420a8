import { z } from 'zod'

import { openPurchase, paymentsDeps, PaymentsUnavailable } from '@/features/payments'
import { normalisePhone, signedInClientId } from '@/features/sign-in'
import { payloadClient } from '@/platform/db/payload'
import { handle, HttpError, json, parseBody, problem } from '@/platform/http/api'
import { plainText } from '@/platform/validation/plain-text-schema'

import { loadVoucherSettings } from '../engine/settings'
import { payloadVoucherStore } from '../engine/payload-store'
import { voucherService } from '../engine/services'
import { buyVoucher } from '../use-cases/buy'

/** A field left empty in a form is a field not given. */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional())

const body = z
  .object({
    /** Pounds, like every price of the site's API. */
    amount: optional(z.number({ message: 'Give the amount in pounds.' }).positive().max(100_000)),
    /** A service's id, for a voucher for that service (instead of an amount). */
    service: optional(z.union([z.string().max(20), z.number().int().positive()]).transform(String)),
    recipientName: optional(plainText(z.string().max(120))),
    message: optional(plainText(z.string().max(300), { multiline: true })),
    recipientPhone: optional(
      z
        .string()
        .max(32)
        .transform((raw, ctx) => {
          const phone = normalisePhone(raw)
          if (phone.ok) return phone.e164
          ctx.addIssue({ code: 'custom', message: phone.message })
          return z.NEVER
        }),
    ),
    sendOn: optional(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the date as YYYY-MM-DD.')),
    locale: z.enum(['en', 'uk']).default('en'),
  })
  .refine((b) => (b.amount === undefined) !== (b.service === undefined), {
    message: 'Choose an amount or a service.',
    path: ['amount'],
  })

const UNAVAILABLE = {
  message: 'Gift vouchers cannot be bought online just now. Please try again later or call the salon.',
  reason: 'payments_unavailable',
}

/**
 * POST /api/vouchers: a signed-in client buys a gift voucher → 201 `{ voucher: { id, status: 'new' },
 * payment: { url, amount, currency } }`; the voucher is theirs once Stripe reports the page paid,
 * and its code is texted to them (and to the recipient, on the day asked). Body: `amount` (pounds)
 * or `service` (an id), `recipientName`, `message`, `recipientPhone`, `sendOn` (YYYY-MM-DD),
 * `locale`. 401 not signed in, 400 with `fields` for what the salon's settings do not allow, 503
 * when online payments are not set up or Stripe cannot be reached.
 */
export const postVoucher = handle(async (request: Request) => {
  const clientId = await signedInClientId(request)
  if (!clientId) throw new HttpError(401, 'Please sign in to buy a gift voucher.')
  const input = await parseBody(request, body)
  const payload = await payloadClient()
  const deps = paymentsDeps(payload)
  if (!deps) return problem(503, UNAVAILABLE)
  const client = await payload.findByID({ collection: 'clients', id: Number(clientId), overrideAccess: true, depth: 0 })
  try {
    const bought = await buyVoucher(
      {
        store: payloadVoucherStore(payload),
        settings: await loadVoucherSettings(payload),
        service: (id, locale) => voucherService(payload, id, locale),
        open: (p) => openPurchase(deps, p),
        siteUrl: deps.siteUrl,
        now: deps.now,
      },
      {
        clientId,
        buyer: {
          name: [client.firstName, client.lastName].filter(Boolean).join(' ') || null,
          phone: client.phone ?? '',
          email: client.email ?? null,
        },
        amount: input.amount === undefined ? null : Math.round(input.amount * 100),
        serviceId: input.service ?? null,
        recipientName: input.recipientName ?? null,
        message: input.message ?? null,
        recipientPhone: input.recipientPhone ?? null,
        sendOn: input.sendOn ?? null,
        locale: input.locale,
      },
    )
    if (!bought.ok)
      return problem(400, {
        message: bought.message,
        reason: bought.reason,
        fields: { [bought.field]: bought.message },
      })
    return json({ voucher: { id: bought.voucherId, status: 'new' }, payment: bought.payment }, 201)
  } catch (error) {
    if (error instanceof PaymentsUnavailable) return problem(503, UNAVAILABLE)
    throw error
  }
})
