import type { CollectionConfig, FieldHook } from 'payload'

import { staff } from '@/platform/access'
import { listView } from '@/platform/payload/list-view'
import { selectField, type OptionLabels } from '@/platform/payload/select-field'

import { type VoucherKind, type VoucherStatus, voucherStatus } from '../../domain/voucher'

export const VOUCHER_STATUSES: OptionLabels<VoucherStatus> = {
  new: 'New (not paid yet)',
  sold: 'Sold',
  used: 'Partly used',
  fully_utilized: 'Fully used',
  expired: 'Expired',
}

export const VOUCHER_KINDS: OptionLabels<VoucherKind> = {
  money: 'Money (any service or product)',
  service: 'One service',
}

/** The status as of now: a voucher passes its expiry without anything being written. */
const statusNow: FieldHook = ({ data, value }) => {
  if (!data?.expiresAt || typeof data.amount !== 'number' || typeof data.remaining !== 'number') return value
  return voucherStatus(
    {
      kind: data.kind,
      serviceId: null,
      amount: data.amount,
      remaining: data.remaining,
      paid: Boolean(data.paidAt),
      expiresAt: new Date(data.expiresAt),
    },
    new Date(),
  )
}

/**
 * Gift vouchers (issue 29; decision 0036). A voucher is sold online or at the desk and spent online
 * or at the desk; `remaining` moves only with a row of its ledger (`voucher-movements`), written in
 * the same transaction under the voucher's lock, so it never goes below zero. Amounts are pence.
 * Nobody edits a voucher through the admin or the REST API: the code is a bearer token of money.
 */
export const Vouchers: CollectionConfig = {
  slug: 'vouchers',
  labels: { singular: 'Gift voucher', plural: 'Gift vouchers' },
  admin: listView('Money', 'code', ['code', 'status', 'kind', 'amount', 'remaining', 'expiresAt', 'recipientName'], {
    description: 'Gift vouchers sold online and at the desk. Amounts in pence. Changed only by sales and uses.',
  }),
  access: { read: staff, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { readOnly: true, description: 'Random, with a check character (XXXX-XXXX-XXXX).' },
    },
    selectField('kind', VOUCHER_KINDS, { required: true, defaultValue: 'money' }),
    {
      name: 'service',
      type: 'relationship',
      relationTo: 'services',
      admin: { condition: (data) => data?.kind === 'service', description: 'The one service it pays for.' },
    },
    { name: 'amount', label: 'Amount (pence)', type: 'number', required: true, min: 1 },
    { name: 'remaining', label: 'Left (pence)', type: 'number', required: true, min: 0 },
    { name: 'currency', type: 'text', required: true, defaultValue: 'gbp' },
    selectField('status', VOUCHER_STATUSES, {
      required: true,
      index: true,
      defaultValue: 'new',
      hooks: { afterRead: [statusNow] },
    }),
    { name: 'paidAt', type: 'date', index: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
    { name: 'salon', type: 'relationship', relationTo: 'salons' },
    {
      type: 'row',
      fields: [
        { name: 'buyer', type: 'relationship', relationTo: 'clients', index: true },
        { name: 'buyerName', type: 'text', maxLength: 120 },
        { name: 'buyerPhone', type: 'text', maxLength: 20 },
        { name: 'buyerEmail', type: 'email' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'recipientName', type: 'text', maxLength: 120 },
        { name: 'recipientPhone', type: 'text', maxLength: 20 },
      ],
    },
    { name: 'message', type: 'textarea', maxLength: 300 },
    {
      type: 'row',
      fields: [
        { name: 'sendOn', label: 'Send to the recipient on', type: 'date' },
        { name: 'sentAt', type: 'date' },
      ],
    },
    selectField('soldVia', { online: 'Online', desk: 'At the desk' }, { required: true, defaultValue: 'online' }),
    { name: 'locale', type: 'text', defaultValue: 'en', admin: { readOnly: true } },
    {
      name: 'paymentRequest',
      label: 'Payment request id',
      type: 'text',
      index: true,
      admin: { readOnly: true, description: 'Bought online: the Stripe page it was paid on (payment-requests).' },
    },
  ],
}
