import type { CollectionConfig } from 'payload'

import { admins } from '@/platform/access'

const nobody = () => false

/**
 * A signed-in client's tokens at the outside booking system (BOOKING_PROVIDER=beautypro): one row
 * per client, sealed with a key derived from PAYLOAD_SECRET (src/features/beauty-pro/grants.ts). Only
 * server code reads or writes them; nobody reads the sealed value through any API, and admins may
 * only see that a row exists.
 */
export const ProviderGrants: CollectionConfig = {
  slug: 'provider-grants',
  labels: { singular: 'Booking system sign-in', plural: 'Booking system sign-ins' },
  admin: { group: 'System', hidden: true, defaultColumns: ['client', 'provider', 'updatedAt'] },
  access: { read: admins, create: nobody, update: nobody, delete: admins },
  fields: [
    { name: 'client', type: 'relationship', relationTo: 'clients', required: true, unique: true, index: true },
    { name: 'provider', type: 'text', required: true },
    { name: 'sealed', type: 'text', required: true, access: { read: () => false } },
  ],
}
