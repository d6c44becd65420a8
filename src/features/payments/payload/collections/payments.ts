import type { CollectionConfig } from 'payload'

import { staff } from '@/platform/access'
import { listView } from '@/platform/payload/list-view'
import { selectField, type OptionLabels } from '@/platform/payload/select-field'

import type { LedgerKind } from '../../ports'

export const LEDGER_KINDS: OptionLabels<LedgerKind> = {
  prepayment: 'Prepayment',
  fee: 'Fee (late cancellation or no-show)',
  refund: 'Refund',
  voucher: 'Gift voucher sold online',
  sale: 'Card on file, taken at the desk',
}

/**
 * The money ledger (decision 0034): one row per movement of money at Stripe — a prepayment taken, a
 * fee charged, a refund made. Rows are added, never edited; amounts are pence; totals are sums.
 * `stripeId` (the PaymentIntent or Refund) is unique, so a movement is written once however many
 * times Stripe tells of it. Nobody writes here through the admin or the REST API.
 */
export const Payments: CollectionConfig = {
  slug: 'payments',
  labels: { singular: 'Payment', plural: 'Payments' },
  admin: {
    ...listView('Money', 'stripeId', ['at', 'kind', 'amount', 'client', 'appointment', 'note']),
    description: 'Money taken and refunded through Stripe. Amounts in pence. Read-only: Stripe is the record.',
  },
  access: { read: staff, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-at',
  fields: [
    { name: 'appointment', type: 'relationship', relationTo: 'appointments', index: true },
    { name: 'visitId', label: 'Visit id', type: 'text', index: true, admin: { readOnly: true } },
    { name: 'client', type: 'relationship', relationTo: 'clients', index: true },
    selectField('kind', LEDGER_KINDS, { required: true, index: true }),
    { name: 'amount', label: 'Amount (pence)', type: 'number', required: true, min: 1 },
    { name: 'currency', type: 'text', required: true, defaultValue: 'gbp' },
    { name: 'stripeId', label: 'Stripe id', type: 'text', required: true, unique: true, index: true },
    {
      name: 'paymentIntent',
      label: 'Payment refunded',
      type: 'text',
      index: true,
      admin: { description: 'For a refund: the payment (PaymentIntent) it gave money back from.' },
    },
    { name: 'request', label: 'Request id', type: 'text', index: true, admin: { readOnly: true } },
    { name: 'note', type: 'text', maxLength: 300 },
    { name: 'byStaff', label: 'By', type: 'relationship', relationTo: 'users' },
    { name: 'at', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
