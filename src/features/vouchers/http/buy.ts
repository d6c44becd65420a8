import { z } from 'zod'

import { openPurchase, paymentsDeps, PaymentsUnavailable } from '@/features/payments'
import { signedInClientId } from '@/features/sign-in'
import { payloadClient } from '@/platform/db/payload'
import { handle, HttpError, json, parseBody, problem } from '@/platform/http/api'
import { plainText } from '@/platform/validation/plain-text-schema'

import { payloadVoucherStore } from '../engine/payload-store'
import { buyVoucher } from '../use-cases/buy'

const body = z.object({
  /** Pounds, like every price of the site's API. */
  amount: z.number().positive().max(100_000),
  recipientName: plainText(z.string().max(120)).optional(),
  message: plainText(z.string().max(300), { multiline: true }).optional(),
  locale: z.enum(['en', 'uk']).default('en'),
})

const UNAVAILABLE = {
  message: 'Gift vouchers cannot be bought online just now. Please try again later or call the salon.',
  reason: 'payments_unavailable',
}

/**
 * POST /api/vouchers: a signed-in client buys a gift voucher → 201 `{ voucher: { id, status: 'new' },
 * payment: { url, amount, currency } }`; the voucher is theirs once Stripe reports the page paid,
 * and its code is texted to them. 401 not signed in, 400 an amount outside the limits, 503 when
 * online payments are not set up or Stripe cannot be reached.
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
      { store: payloadVoucherStore(payload), open: (p) => openPurchase(deps, p), siteUrl: deps.siteUrl, now: deps.now },
      {
        clientId,
        buyer: {
          name: [client.firstName, client.lastName].filter(Boolean).join(' ') || null,
          phone: client.phone,
          email: client.email ?? null,
        },
        amount: Math.round(input.amount * 100),
        recipientName: input.recipientName ?? null,
        message: input.message ?? null,
        locale: input.locale,
      },
    )
    if (!bought.ok)
      return problem(400, { message: bought.message, reason: bought.reason, fields: { amount: bought.message } })
    return json({ voucher: { id: bought.voucherId, status: 'new' }, payment: bought.payment }, 201)
  } catch (error) {
    if (error instanceof PaymentsUnavailable) return problem(503, UNAVAILABLE)
    throw error
  }
})
