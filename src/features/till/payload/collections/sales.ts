import type { CollectionConfig } from 'payload'

import { staff } from '@/platform/access'
import { listView } from '@/platform/payload/list-view'
import { selectField, type OptionLabels } from '@/platform/payload/select-field'

import type { LineKind, Method } from '../../domain/sale'

export const LINE_KINDS: OptionLabels<LineKind> = {
  service: 'Service',
  product: 'Product',
  extra: 'Extra',
  voucher: 'Gift voucher sold',
}

export const METHOD_LABELS: OptionLabels<Method> = {
  cash: 'Cash',
  terminal: 'Card on the salon terminal',
  card: 'Card on file (Stripe)',
  balance: 'Client balance',
  voucher: 'Gift voucher',
  points: 'Bonus points',
}

const pence = (name: string, label: string, more: Record<string, unknown> = {}) =>
  ({ name, label: `${label} (pence)`, type: 'number', min: 0, ...more }) as const

/**
 * Sales closed at the desk (issue 29, decision 0037): a visit checked out, or a walk-in. Written only
 * by the till's use cases, never edited: a mistake is put right by a refund (`till-entries`), and an
 * admin's void of a sale made today leaves the sale in place marked void. Amounts are pence.
 */
export const Sales: CollectionConfig = {
  slug: 'sales',
  labels: { singular: 'Sale', plural: 'Sales' },
  admin: listView('Money', 'number', ['number', 'date', 'salon', 'client', 'total', 'status'], {
    description: 'Checkouts at the desk. Amounts in pence. Refund or void a sale from the calendar.',
  }),
  access: { read: staff, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-closedAt',
  fields: [
    { name: 'number', type: 'text', required: true, index: true, admin: { readOnly: true } },
    { name: 'salon', type: 'relationship', relationTo: 'salons', required: true, index: true },
    { name: 'date', type: 'text', required: true, index: true, admin: { description: 'Salon-local YYYY-MM-DD.' } },
    { name: 'visit', type: 'relationship', relationTo: 'appointments', index: true },
    { name: 'client', type: 'relationship', relationTo: 'clients', index: true },
    { name: 'walkInName', type: 'text', maxLength: 120 },
    {
      name: 'lines',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        selectField('kind', LINE_KINDS, { required: true }),
        { name: 'description', type: 'text', required: true, maxLength: 200 },
        { name: 'service', type: 'relationship', relationTo: 'services' },
        { name: 'stylist', type: 'relationship', relationTo: 'employees' },
        pence('listPrice', 'List price', { required: true }),
        pence('price', 'Price', { required: true }),
        { name: 'discountReason', type: 'text', maxLength: 200 },
        { name: 'voucher', type: 'relationship', relationTo: 'vouchers' },
      ],
    },
    pence('tip', 'Tip', { defaultValue: 0 }),
    { name: 'tipStylist', type: 'relationship', relationTo: 'employees' },
    pence('prepaid', 'Paid before'),
    pence('total', 'Total', { required: true }),
    pence('due', 'Due at the desk', { required: true }),
    {
      name: 'tenders',
      label: 'Paid by',
      type: 'array',
      fields: [
        selectField('method', METHOD_LABELS, { required: true }),
        pence('amount', 'Amount', { required: true }),
        pence('cashGiven', 'Cash handed over'),
        pence('change', 'Change'),
        { name: 'last4', type: 'text', maxLength: 4 },
        { name: 'voucher', type: 'relationship', relationTo: 'vouchers' },
        { name: 'points', type: 'number', min: 0 },
        { name: 'paymentIntent', type: 'text' },
      ],
    },
    pence('credited', 'Kept as credit'),
    { name: 'pointsEarned', type: 'number', min: 0, defaultValue: 0 },
    selectField(
      'status',
      { closed: 'Closed', voided: 'Void' },
      { required: true, defaultValue: 'closed', index: true },
    ),
    { name: 'closedAt', type: 'date', required: true, index: true },
    { name: 'closedBy', type: 'relationship', relationTo: 'users' },
    { name: 'receipt', label: 'Receipt texted', type: 'checkbox', defaultValue: false },
    { name: 'voidedAt', type: 'date' },
    { name: 'voidedBy', type: 'relationship', relationTo: 'users' },
    { name: 'voidReason', type: 'text', maxLength: 300 },
    {
      name: 'key',
      type: 'text',
      unique: true,
      admin: { readOnly: true, description: 'The checkout that made it: sent twice, it is made once.' },
    },
  ],
}
