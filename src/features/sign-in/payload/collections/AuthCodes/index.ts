import type { CollectionConfig } from 'payload'

import { admins } from '@/platform/access'

/**
 * One-time sign-in codes (src/features/sign-in). Only a keyed hash of the code is stored. Not readable
 * through the REST API except by admins, and then without the hash.
 */
export const AuthCodes: CollectionConfig = {
  slug: 'auth-codes',
  labels: { singular: 'Sign-in code', plural: 'Sign-in codes' },
  admin: { group: 'Booking', hidden: true },
  access: { read: admins, create: () => false, update: () => false, delete: admins },
  fields: [
    {
      name: 'authId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'The random id the visitor holds while entering the code.' },
    },
    { name: 'phone', type: 'text', required: true, index: true },
    { name: 'codeHash', type: 'text', required: true, access: { read: () => false } },
    {
      name: 'outsideAuthId',
      type: 'text',
      access: { read: () => false },
      admin: { description: "The booking system's id of this sign-in, when it texted the code." },
    },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'usedAt', type: 'date' },
    {
      name: 'verifiedAt',
      type: 'date',
      admin: { description: 'Code checked for an unknown phone: it may now register once.' },
    },
  ],
}
