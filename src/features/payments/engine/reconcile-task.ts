import type { TaskConfig } from 'payload'

import { reconcile } from '../use-cases/checkout'
import { paymentsDeps } from './deps'

/**
 * Every minute: payment pages Stripe has not reported on are asked about, so a booking is finished
 * (or let go) within a few minutes even when the webhook never comes.
 */
export const reconcilePaymentsTask: TaskConfig<'reconcilePayments'> = {
  slug: 'reconcilePayments',
  label: 'Settle payment pages Stripe has not reported on',
  retries: 0,
  schedule: [{ cron: '* * * * *', queue: 'payments' }],
  outputSchema: [{ name: 'settled', type: 'number' }],
  handler: async ({ req }) => {
    const deps = paymentsDeps(req.payload)
    return { output: { settled: deps ? (await reconcile(deps)).settled : 0 } }
  },
}
