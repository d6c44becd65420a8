import type { CollectionConfig } from 'payload'

import { admins, staff } from '@/platform/access'
import { listView } from '@/platform/payload/list-view'
import { selectField, type OptionLabels } from '@/platform/payload/select-field'
import type { SmsKind } from '../../../sms'

/** What each kind of text reads as in the SMS log. */
const KINDS: OptionLabels<SmsKind> = {
  code: 'Sign-in code',
  created: 'Booked',
  changed: 'Changed',
  cancelled: 'Cancelled',
  reminder: 'Reminder',
  payment: 'Payment',
  receipt: 'Receipt',
  waitlist: 'Waitlist offer',
}

/**
 * Every SMS the site sends (sign-in codes, booking messages), as the outbox and its log. Read-only
 * in the admin: only the site writes texts; an admin may delete one. A sign-in code's digits are
 * never stored: its text is kept with the code masked (src/features/messaging/sms.ts, `storedBody`).
 */
export const SmsMessages: CollectionConfig = {
  slug: 'sms-messages',
  labels: { singular: 'SMS', plural: 'SMS outbox' },
  admin: listView('Booking', 'to', ['to', 'kind', 'status', 'body', 'createdAt'], {
    listSearchableFields: ['to', 'body'],
  }),
  access: { read: staff, create: () => false, update: () => false, delete: admins },
  defaultSort: '-createdAt',
  fields: [
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'body', type: 'textarea', required: true },
    selectField('kind', KINDS, { required: true }),
    selectField('status', { sent: 'Sent', failed: 'Failed' }, { required: true, defaultValue: 'sent' }),
    { name: 'provider', type: 'text' },
    { name: 'error', type: 'text' },
  ],
}
