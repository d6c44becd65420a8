import type { CollectionConfig } from 'payload'

import { staff } from '@/platform/access'
import { listView } from '@/platform/payload/list-view'
import { selectField, type OptionLabels } from '@/platform/payload/select-field'

import type { RequestPurpose, RequestState } from '../../ports'

const PURPOSES: OptionLabels<RequestPurpose> = {
  prepayment: 'Prepayment at booking',
  card: 'Card saved at booking',
  fee: 'Fee to pay',
  refund: 'Refund',
  voucher: 'Gift voucher bought online',
}

export const REQUEST_STATES: OptionLabels<RequestState> = {
  opening: 'Opening',
  open: 'Waiting for the client',
  paid: 'Paid',
  saved: 'Card saved',
  expired: 'Expired unpaid',
  released: 'Let go',
  failed: 'Failed',
  refunded: 'Refunded',
  outstanding: 'Outstanding (client texted a link)',
}

/**
 * What Parlour asked Stripe for on a visit: a prepayment or a saved card at booking (a hosted Checkout
 * page), or a fee. Its state follows what Stripe reports; the money itself is in `payments`.
 * `terms` keeps what the client was shown, so no fee is ever more than that.
 */
export const PaymentRequests: CollectionConfig = {
  slug: 'payment-requests',
  labels: { singular: 'Payment request', plural: 'Payment requests' },
  admin: listView('Money', 'checkoutSession', ['createdAt', 'purpose', 'state', 'amount', 'client', 'appointment']),
  access: { read: staff, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    { name: 'appointment', type: 'relationship', relationTo: 'appointments', index: true },
    {
      name: 'visitId',
      label: 'Visit id',
      type: 'text',
      index: true,
      admin: {
        readOnly: true,
        description: 'Kept when a held visit is let go and removed. Empty for a purchase (a gift voucher).',
      },
    },
    { name: 'client', type: 'relationship', relationTo: 'clients', required: true, index: true },
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      admin: {
        readOnly: true,
        description:
          'Random, made with the request: the Idempotency-Key of every call to Stripe for it, unique across sites and restores.',
      },
    },
    selectField('purpose', PURPOSES, { required: true }),
    selectField('state', REQUEST_STATES, { required: true, index: true, defaultValue: 'opening' }),
    { name: 'amount', label: 'Amount (pence)', type: 'number', required: true, min: 0 },
    { name: 'terms', type: 'json', admin: { description: 'The terms the client was shown (pence).' } },
    { name: 'checkoutSession', type: 'text', index: true },
    { name: 'url', type: 'text', admin: { description: 'The hosted page the client pays on.' } },
    { name: 'expiresAt', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'paymentIntent', type: 'text', index: true },
    { name: 'note', type: 'text', maxLength: 300, admin: { description: 'Why (a refund’s reason).' } },
    { name: 'failure', type: 'text', maxLength: 500, admin: { description: 'What Stripe said went wrong.' } },
  ],
}
