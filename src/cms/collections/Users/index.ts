import type { CollectionConfig } from 'payload'

import { admins, adminsField, isAdminUser, isStaffUser } from '../../access'

/** Salon staff who sign in to the admin. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff member', plural: 'Staff' },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'roles'], group: 'Settings' },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Lax', secure: process.env.SITE_URL?.startsWith('https://') ?? false },
  },
  access: {
    read: ({ req }) => {
      if (isAdminUser(req.user as never)) return true
      if (!req.user || req.user.collection !== 'users') return false
      return { id: { equals: req.user.id } }
    },
    create: admins,
    update: ({ req }) => {
      if (isAdminUser(req.user as never)) return true
      if (!req.user || req.user.collection !== 'users') return false
      return { id: { equals: req.user.id } }
    },
    delete: admins,
    admin: ({ req }) => isStaffUser(req.user as never),
  },
  hooks: {
    beforeChange: [
      async ({ data, operation, req }) => {
        // The very first account (created on /admin/create-first-user) must be able to manage staff.
        if (operation === 'create') {
          const { totalDocs } = await req.payload.count({ collection: 'users', req })
          if (totalDocs === 0) return { ...data, roles: ['admin'] }
        }
        return data
      },
    ],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      saveToJWT: true,
      options: [
        { label: 'Admin (manages staff and settings)', value: 'admin' },
        { label: 'Editor (edits content, sees bookings)', value: 'editor' },
      ],
      access: { update: adminsField, create: adminsField },
    },
  ],
}
