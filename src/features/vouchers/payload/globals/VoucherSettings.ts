import type { GlobalConfig } from 'payload'

import { anyone, staff } from '@/platform/access'

import { DEFAULT_VOUCHER_SETTINGS as D } from '../../domain/settings'
import { expireVoucherSettings } from '../hooks/expire-settings'

/**
 * How the salon sells gift vouchers online (/gift-vouchers/, issue 29). Public to read: the page
 * shows the amounts and limits; nothing in it is secret. Staff change it. Pounds here, pence in
 * the vouchers themselves.
 */
export const VoucherSettings: GlobalConfig = {
  slug: 'voucher-settings',
  label: 'Gift voucher settings',
  admin: {
    group: 'Booking',
    description: 'What the gift vouchers page offers. Vouchers already sold keep what they were sold with.',
  },
  access: { read: anyone, update: staff },
  hooks: { afterChange: [expireVoucherSettings] },
  fields: [
    {
      name: 'presets',
      label: 'Amounts offered (£)',
      type: 'array',
      maxRows: 8,
      defaultValue: D.presets.map((p) => ({ amount: p / 100 })),
      admin: { description: 'Shown as buttons on the page, smallest first.' },
      fields: [{ name: 'amount', label: 'Amount (£)', type: 'number', required: true, min: 1, max: 5000 }],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'minAmount',
          label: 'Smallest custom amount (£)',
          type: 'number',
          required: true,
          min: 1,
          max: 5000,
          defaultValue: D.min / 100,
        },
        {
          name: 'maxAmount',
          label: 'Largest custom amount (£)',
          type: 'number',
          required: true,
          min: 1,
          max: 5000,
          defaultValue: D.max / 100,
          validate: (value: number | null | undefined, { siblingData }: { siblingData: { minAmount?: number } }) =>
            typeof value !== 'number' || value >= (siblingData.minAmount ?? 0) || 'At least the smallest amount.',
        },
        {
          name: 'validMonths',
          label: 'Valid for (months)',
          type: 'number',
          required: true,
          min: 1,
          max: 120,
          defaultValue: D.validMonths,
          admin: { description: 'From the day it is bought; printed on the voucher.' },
        },
      ],
    },
    {
      name: 'serviceVouchers',
      label: 'Sell vouchers for a service',
      type: 'checkbox',
      defaultValue: D.serviceVouchers,
      admin: {
        description:
          'The buyer picks a service instead of an amount; the voucher costs the lowest price the service is listed at and pays for that service only.',
      },
    },
    {
      name: 'sendToRecipient',
      label: 'Text the voucher to the recipient on a date',
      type: 'checkbox',
      defaultValue: D.sendToRecipient,
      admin: {
        description: 'The buyer may give the recipient’s mobile and a day; the code is texted at 09:00 that day.',
      },
    },
  ],
}
