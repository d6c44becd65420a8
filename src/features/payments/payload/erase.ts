import type { ClientEraser } from '@/platform/privacy/erase'

import { paymentsDeps } from '../engine/deps'
import { PaymentsUnavailable } from '../ports'

/**
 * Payments forgets an erased client's card: the brand and last digits here, and after the commit the
 * Stripe customer itself (its name, phone, email and saved cards; the payments Stripe keeps for the
 * law stay). When Stripe cannot be reached, or is no longer configured, the data log says which
 * customer to delete in the Stripe dashboard.
 */
export const eraseCardOnFile: ClientEraser = async (payload, client, req) => {
  const row = await payload.findByID({ collection: 'clients', id: client.id, overrideAccess: true, req, depth: 0 })
  await payload.update({
    collection: 'clients',
    id: client.id,
    data: { stripeCustomer: null, card: { brand: null, last4: null, paymentMethod: null } },
    overrideAccess: true,
    req,
    depth: 0,
  })
  const customer = row.stripeCustomer
  if (!customer) return
  return async () => {
    const left = `Delete Stripe customer ${customer} in the Stripe dashboard.`
    const deps = paymentsDeps(payload)
    if (!deps) return `Stripe is not configured here. ${left}`
    try {
      await deps.gateway.forgetCustomer(customer)
    } catch (error) {
      if (error instanceof PaymentsUnavailable) return `Stripe could not be reached. ${left}`
      throw error
    }
  }
}
