import type { CollectionConfig } from 'payload'

import { admins, staff } from '@/platform/access'

/**
 * Every SMS the site sends (sign-in codes, booking messages), as the outbox and its log. Read-only
 * in the admin: only the site writes texts; an admin may delete one. A sign-in code's digits are
 * never stored: its text is kept with the code masked (src/features/messaging/sms.ts, `storedBody`).
 */
export const SmsMessages: CollectionConfig = {
  slug: 'sms-messages',
  labels: { singular: 'SMS', plural: 'SMS outbox' },
  admin: {
    group: 'Booking',
    useAsTitle: 'to',
    defaultColumns: ['to', 'kind', 'status', 'body', 'createdAt'],
    listSearchableFields: ['to', 'body'],
  },
  access: { read: staff, create: () => false, update: () => false, delete: admins },
  defaultSort: '-createdAt',
  fields: [
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'body', type: 'textarea', required: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [
        { label: 'Sign-in code', value: 'code' },
        { label: 'Booked', value: 'created' },
        { label: 'Changed', value: 'changed' },
        { label: 'Cancelled', value: 'cancelled' },
        { label: 'Reminder', value: 'reminder' },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'sent',
      options: [
        { label: 'Sent', value: 'sent' },
        { label: 'Failed', value: 'failed' },
      ],
    },
    { name: 'provider', type: 'text' },
    { name: 'error', type: 'text' },
  ],
}
