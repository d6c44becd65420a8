import type { CollectionConfig } from 'payload'

import { staff } from '@/platform/access'
import { listView } from '@/platform/payload/list-view'
import { selectField } from '@/platform/payload/select-field'

/**
 * "Call me back" requests from the site. Created by the site's own endpoint (never through the
 * public REST API); staff read and work them in the admin.
 */
export const CallbackRequests: CollectionConfig = {
  slug: 'callback-requests',
  labels: { singular: 'Callback request', plural: 'Callback requests' },
  admin: listView('Booking', 'name', ['name', 'phone', 'status', 'link', 'createdAt']),
  access: { read: staff, create: () => false, update: staff, delete: staff },
  defaultSort: '-createdAt',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'phone', type: 'text', required: true, maxLength: 32 },
    { name: 'link', type: 'text', admin: { description: 'The page the visitor was on.' } },
    selectField(
      'status',
      { new: 'New', done: 'Called back', 'no-answer': 'No answer', spam: 'Spam' },
      { required: true, defaultValue: 'new' },
    ),
    { name: 'locale', type: 'text', admin: { readOnly: true } },
    {
      name: 'forwarding',
      type: 'group',
      admin: { description: 'Copy sent to the outside webhook (CALLBACK_WEBHOOK_URL), retried until it is accepted.' },
      fields: [
        selectField(
          'status',
          {
            off: 'No webhook configured',
            pending: 'Waiting to be sent',
            retrying: 'Failed, will retry',
            delivered: 'Delivered',
            failed: 'Gave up',
          },
          { defaultValue: 'off', admin: { readOnly: true } },
        ),
        { name: 'attempts', type: 'number', defaultValue: 0, admin: { readOnly: true } },
        { name: 'lastError', type: 'text', admin: { readOnly: true } },
      ],
    },
    { name: 'forwardedAt', type: 'date', admin: { readOnly: true, description: 'When the webhook accepted it.' } },
    { name: 'note', type: 'textarea', admin: { description: 'For staff only.' } },
  ],
}
