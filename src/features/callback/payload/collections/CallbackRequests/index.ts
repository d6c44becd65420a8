import type { CollectionConfig } from 'payload'

import { staff } from '@/platform/access'

/**
 * "Call me back" requests from the site. Created by the site's own endpoint (never through the
 * public REST API); staff read and work them in the admin.
 */
export const CallbackRequests: CollectionConfig = {
  slug: 'callback-requests',
  labels: { singular: 'Callback request', plural: 'Callback requests' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'phone', 'status', 'link', 'createdAt'], group: 'Booking' },
  access: { read: staff, create: () => false, update: staff, delete: staff },
  defaultSort: '-createdAt',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'phone', type: 'text', required: true, maxLength: 32 },
    { name: 'link', type: 'text', admin: { description: 'The page the visitor was on.' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      options: [
        { label: 'New', value: 'new' },
        { label: 'Called back', value: 'done' },
        { label: 'No answer', value: 'no-answer' },
        { label: 'Spam', value: 'spam' },
      ],
    },
    { name: 'locale', type: 'text', admin: { readOnly: true } },
    {
      name: 'forwarding',
      type: 'group',
      admin: { description: 'Copy sent to the outside webhook (CALLBACK_WEBHOOK_URL), retried until it is accepted.' },
      fields: [
        {
          name: 'status',
          type: 'select',
          defaultValue: 'off',
          admin: { readOnly: true },
          options: [
            { label: 'No webhook configured', value: 'off' },
            { label: 'Waiting to be sent', value: 'pending' },
            { label: 'Failed, will retry', value: 'retrying' },
            { label: 'Delivered', value: 'delivered' },
            { label: 'Gave up', value: 'failed' },
          ],
        },
        { name: 'attempts', type: 'number', defaultValue: 0, admin: { readOnly: true } },
        { name: 'lastError', type: 'text', admin: { readOnly: true } },
      ],
    },
    { name: 'forwardedAt', type: 'date', admin: { readOnly: true, description: 'When the webhook accepted it.' } },
    { name: 'note', type: 'textarea', admin: { description: 'For staff only.' } },
  ],
}
