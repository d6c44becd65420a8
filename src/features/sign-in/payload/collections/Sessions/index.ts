import type { CollectionConfig } from 'payload'

import { staff } from '@/platform/access'

/**
 * Client sessions (src/features/sign-in): a keyed hash of the opaque token, its family (one sign-in and all
 * its refreshes), an absolute expiry, and when it was rotated or revoked.
 */
export const Sessions: CollectionConfig = {
  slug: 'sessions',
  labels: { singular: 'Client session', plural: 'Client sessions' },
  admin: { group: 'Booking', hidden: true, defaultColumns: ['client', 'createdAt', 'expiresAt', 'revokedAt'] },
  access: { read: staff, create: () => false, update: () => false, delete: staff },
  fields: [
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true, access: { read: () => false } },
    { name: 'family', type: 'text', required: true, index: true },
    { name: 'client', type: 'relationship', relationTo: 'clients', required: true, index: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'rotatedAt', type: 'date' },
    { name: 'revokedAt', type: 'date' },
  ],
}
