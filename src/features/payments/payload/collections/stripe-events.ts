import type { CollectionConfig } from 'payload'

import { staff } from '@/platform/access'

/** Stripe events already handled, by `event.id`: a repeated delivery changes nothing. */
export const StripeEvents: CollectionConfig = {
  slug: 'stripe-events',
  labels: { singular: 'Stripe event', plural: 'Stripe events' },
  admin: { group: 'Money', hidden: true },
  access: { read: staff, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true, index: true },
    { name: 'type', type: 'text', required: true },
  ],
}
