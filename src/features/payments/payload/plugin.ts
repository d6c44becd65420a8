import { featurePlugin } from '@/platform/payload/feature-plugin'

import { reconcilePaymentsTask } from '../engine/reconcile-task'
import { PaymentRequests } from './collections/payment-requests'
import { Payments } from './collections/payments'
import { StripeEvents } from './collections/stripe-events'
import { clientMoneyFields, prepaymentRequired } from './fields'
import { keepVisitsWithMoney } from './keep-visits'
import { eraseCardOnFile } from './erase'

/** Payments' Payload parts: the ledger, the requests to Stripe, handled events, its fields on clients, services and stylists. */
export const paymentsPlugin = () =>
  featurePlugin({
    name: 'parlour-payments',
    erasers: [eraseCardOnFile],
    collections: [Payments, PaymentRequests, StripeEvents],
    fieldsOn: {
      clients: clientMoneyFields,
      services: [prepaymentRequired('this service')],
      employees: [prepaymentRequired('this stylist')],
    },
    hooksOn: { appointments: { beforeDelete: [keepVisitsWithMoney] } },
    tasks: [reconcilePaymentsTask],
  })
