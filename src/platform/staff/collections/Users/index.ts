import { APIError, type CollectionConfig, type PayloadRequest } from 'payload'

import { getEnv } from '@/platform/env'

import { admins, adminsField, isAdminUser, isStaffAccount } from '@/platform/access'
import { resolvedStaffSession } from '@/platform/staff/staff-session'

import { refuseUnthrottledAuth } from './gate'

/** Someone must always be able to manage staff: the last admin cannot be removed or demoted. */
async function refuseLastAdmin(req: PayloadRequest, id: number | string): Promise<void> {
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { and: [{ roles: { in: ['admin'] } }, { id: { not_equals: id } }] },
    req,
    overrideAccess: true,
  })
  if (totalDocs === 0)
    throw new APIError('This is the last admin: make someone else an admin first.', 400, undefined, true)
}

/** Salon staff who sign in to the admin. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff member', plural: 'Staff' },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'roles'], group: 'Settings' },
  auth: {
    // No hard lock (anyone knowing a staff email could keep them out): sign-in and reset requests are
    // throttled per address and per account by src/platform/staff/auth-limits.ts.
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    // Before Payload's own JWT strategy: the session the route already resolved, so that a database
    // failure during the look-up is a 503 there instead of "signed out" here (src/platform/staff/staff-session.ts).
    strategies: [resolvedStaffSession],
    cookies: { sameSite: 'Lax', secure: getEnv().siteUrl.startsWith('https://') },
    forgotPassword: {
      // Payload's own interval reserves the user outside the request's transaction, which SQLite's
      // write lock refuses; the route's database-backed limits take its place.
      minRequestInterval: 0,
      // Payload has no server URL configured (media stays same-origin); the reset link uses SITE_URL.
      generateEmailHTML: (args) => {
        const link = `${getEnv().siteUrl}/admin/reset/${args?.token ?? ''}`
        return `<p>A password reset was asked for your Parlour staff account.</p><p><a href="${link}">Choose a new password</a></p><p>If it was not you, ignore this email.</p>`
      },
    },
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
    // Stylists' own accounts too: they open their day (/admin/my-day); every collection's rules keep the rest from them.
    admin: ({ req }) => isStaffAccount(req.user as never),
  },
  hooks: {
    beforeOperation: [refuseUnthrottledAuth],
    beforeChange: [
      async ({ data, operation, originalDoc, req }) => {
        // The very first account (created on /admin/create-first-user) must be able to manage staff.
        if (operation === 'create') {
          const { totalDocs } = await req.payload.count({ collection: 'users', req })
          if (totalDocs === 0) return { ...data, roles: ['admin'] }
        }
        if (
          operation === 'update' &&
          originalDoc?.roles?.includes('admin') &&
          data.roles &&
          !data.roles.includes('admin')
        ) {
          await refuseLastAdmin(req, originalDoc.id)
        }
        return data
      },
    ],
    beforeDelete: [
      async ({ id, req }) => {
        const user = await req.payload.findByID({ collection: 'users', id, depth: 0, req, overrideAccess: true })
        if (user.roles?.includes('admin')) await refuseLastAdmin(req, id)
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
        { label: 'Stylist (sees only their own day)', value: 'stylist' },
      ],
      access: { update: adminsField, create: adminsField },
    },
    {
      name: 'stylist',
      type: 'relationship',
      relationTo: 'employees',
      admin: { description: 'The stylist whose day this account sees on My day. Required for the Stylist role.' },
      access: { update: adminsField, create: adminsField },
      validate: (value: unknown, { siblingData }: { siblingData: { roles?: string[] | null } }) =>
        value == null && siblingData?.roles?.includes('stylist') ? 'Choose the stylist this account belongs to.' : true,
    },
  ],
}
