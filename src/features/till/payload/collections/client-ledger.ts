import type { CollectionConfig } from 'payload'

import { staff } from '@/platform/access'
import { listView } from '@/platform/payload/list-view'
import { selectField } from '@/platform/payload/select-field'

/**
 * A client's balance (money the salon owes them) and bonus points, as a ledger: a refund kept as
 * credit, an overpayment, a deposit kept for later, each use at the desk or on a visit booked online
 * (and what a cancellation gives back), points earned and spent.
 * Never a number edited by hand: each row carries the account's total after it, written under the
 * client's lock. Balance rows are pence; bonus rows are points.
 */
export const ClientLedger: CollectionConfig = {
  slug: 'client-ledger',
  labels: { singular: 'Balance entry', plural: 'Balances and points' },
  admin: listView('Money', 'note', ['at', 'client', 'account', 'amount', 'after', 'note']),
  access: { read: staff, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-at',
  fields: [
    { name: 'client', type: 'relationship', relationTo: 'clients', required: true, index: true },
    selectField('account', { balance: 'Balance (pence)', bonus: 'Bonus points' }, { required: true, index: true }),
    { name: 'amount', label: 'Change (spent negative)', type: 'number', required: true },
    { name: 'after', label: 'Total after', type: 'number', required: true, min: 0 },
    { name: 'sale', type: 'relationship', relationTo: 'sales' },
    {
      name: 'visitId',
      label: 'Visit id',
      type: 'text',
      index: true,
      admin: { readOnly: true, description: 'A balance spent on a visit booked online, or given back from it.' },
    },
    {
      name: 'keepIfLate',
      label: 'Kept if cancelled late (pence)',
      type: 'number',
      min: 0,
      admin: {
        readOnly: true,
        description: 'A spend on a visit: the late-cancellation fee the client was shown, less what vouchers cover.',
      },
    },
    { name: 'note', type: 'text', maxLength: 300 },
    { name: 'byStaff', label: 'By', type: 'relationship', relationTo: 'users' },
    { name: 'key', type: 'text', unique: true, admin: { readOnly: true } },
    { name: 'at', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
