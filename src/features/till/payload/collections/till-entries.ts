import type { CollectionConfig } from 'payload'

import { staff } from '@/platform/access'
import { listView } from '@/platform/payload/list-view'
import { selectField } from '@/platform/payload/select-field'

import { METHOD_LABELS } from './sales'

/**
 * The till's ledger: every amount taken or given back at the desk, by method, added never edited
 * (a payment, a refund, a void's reversal). The day's takings add these up; the sale holds what was
 * sold. Refunds and reversals are negative. Pence.
 */
export const TillEntries: CollectionConfig = {
  slug: 'till-entries',
  labels: { singular: 'Till entry', plural: 'Till entries' },
  admin: listView('Money', 'note', ['at', 'salon', 'kind', 'method', 'amount', 'sale', 'note']),
  access: { read: staff, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-at',
  fields: [
    { name: 'salon', type: 'relationship', relationTo: 'salons', required: true, index: true },
    { name: 'date', type: 'text', required: true, index: true },
    { name: 'sale', type: 'relationship', relationTo: 'sales', required: true, index: true },
    selectField('kind', { payment: 'Payment', refund: 'Refund', void: 'Void' }, { required: true }),
    selectField('method', METHOD_LABELS, { required: true }),
    { name: 'amount', label: 'Amount (pence, refunds negative)', type: 'number', required: true },
    { name: 'paymentIntent', type: 'text' },
    { name: 'voucher', type: 'relationship', relationTo: 'vouchers' },
    { name: 'note', type: 'text', maxLength: 300 },
    { name: 'byStaff', label: 'By', type: 'relationship', relationTo: 'users' },
    { name: 'key', type: 'text', unique: true, admin: { readOnly: true } },
    { name: 'at', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
