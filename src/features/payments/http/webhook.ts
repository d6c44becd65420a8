/**
 * POST /api/payments/stripe/webhook: Stripe's events, verified on the raw body. A missing, wrong or
 * stale signature is a 400 and changes nothing; without Stripe configured the endpoint is a 404.
 */
import { payloadClient } from '@/platform/db/payload'
import { handle, json, problem, readBodyText } from '@/platform/http/api'

import { paymentsDeps } from '../engine/deps'
import { receiveWebhook } from '../use-cases/webhook'

export const postStripeWebhook = handle(async (request: Request) => {
  const deps = paymentsDeps(await payloadClient())
  if (!deps) return problem(404, { message: 'Online payments are not set up on this site.' })
  const raw = await readBodyText(request)
  const answer = await receiveWebhook(deps, raw, request.headers.get('stripe-signature'))
  if (answer.status === 400) return problem(400, { message: answer.message, reason: 'bad_signature' })
  return json({ received: true, handled: answer.handled })
})
