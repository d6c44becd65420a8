import type { CollectionConfig } from 'payload'

import { staff } from '@/platform/access'
import { listView } from '@/platform/payload/list-view'
import { selectField, type OptionLabels } from '@/platform/payload/select-field'

export type VoucherMovementKind = 'issue' | 'redeem' | 'refund'

export const MOVEMENT_KINDS: OptionLabels<VoucherMovementKind> = {
  issue: 'Sold (loaded)',
  redeem: 'Spent',
  refund: 'Given back',
}

/**
 * Every change of a voucher's money, added never edited: what loaded it, each use with the visit or
 * sale it paid for, and each refund onto it. The voucher's `remaining` is the sum of its rows.
 */
export const VoucherMovements: CollectionConfig = {
  slug: 'voucher-movements',
  labels: { singular: 'Voucher movement', plural: 'Voucher movements' },
  admin: listView('Money', 'note', ['at', 'voucher', 'kind', 'amount', 'visitId', 'note']),
  access: { read: staff, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-at',
  fields: [
    { name: 'voucher', type: 'relationship', relationTo: 'vouchers', required: true, index: true },
    selectField('kind', MOVEMENT_KINDS, { required: true, index: true }),
    { name: 'amount', label: 'Amount (pence)', type: 'number', required: true, min: 1 },
    { name: 'remainingAfter', label: 'Left after (pence)', type: 'number', required: true, min: 0 },
    { name: 'visitId', label: 'Visit id', type: 'text', index: true },
    { name: 'saleId', label: 'Sale id', type: 'text', index: true },
    { name: 'client', type: 'relationship', relationTo: 'clients', index: true },
    {
      name: 'key',
      type: 'text',
      unique: true,
      admin: { readOnly: true, description: 'The request that made it: the same use asked twice is made once.' },
    },
    {
      name: 'keepIfLate',
      label: 'Kept if cancelled late (pence)',
      type: 'number',
      min: 0,
      admin: {
        description:
          'A use on a visit: the late-cancellation fee of the terms the client was shown, kept from the voucher first.',
      },
    },
    { name: 'note', type: 'text', maxLength: 300 },
    { name: 'byStaff', label: 'By', type: 'relationship', relationTo: 'users' },
    { name: 'at', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
