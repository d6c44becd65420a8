import type { CollectionConfig } from 'payload'

import { admins } from '@/platform/access'

const nobody = () => false

/**
 * Fixed-window counters behind `consumeRateLimit` (src/platform/db/rate-limits.ts): one row per key
 * (`callback:ip:<ip>`, `auth:phone:<e164>`…). Only server code writes them; admins may look.
 */
export const RateLimits: CollectionConfig = {
  slug: 'rate-limits',
  labels: { singular: 'Rate limit', plural: 'Rate limits' },
  admin: {
    useAsTitle: 'key',
    defaultColumns: ['key', 'count', 'resetAt', 'updatedAt'],
    group: 'System',
    description: 'Request counters per visitor and action. Written by the site only.',
  },
  access: { read: admins, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-updatedAt',
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'count', type: 'number', required: true, defaultValue: 0, admin: { readOnly: true } },
    {
      name: 'windowStartedAt',
      type: 'date',
      required: true,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'resetAt',
      type: 'date',
      required: true,
      index: true,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
