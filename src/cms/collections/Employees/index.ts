import type { CollectionConfig } from 'payload'

import { publishedOrStaff, staff } from '../../access'
import { orderField, seoGroup, slugField } from '../../fields/common'
import { revalidateCollection } from '../../hooks/revalidate'

const rv = revalidateCollection('employees')

/** Stylists ("masters"). */
export const Employees: CollectionConfig = {
  slug: 'employees',
  labels: { singular: 'Stylist', plural: 'Stylists' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'workCategory', 'rating', '_status'], group: 'Salons & team' },
  access: { read: publishedOrStaff, create: staff, update: staff, delete: staff },
  versions: { drafts: true, maxPerDoc: 20 },
  defaultSort: 'order',
  hooks: { afterChange: [rv.afterChange], afterDelete: [rv.afterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    slugField(),
    { name: 'photo', type: 'upload', relationTo: 'media' },
    { name: 'workCategory', type: 'relationship', relationTo: 'employees-categories', index: true },
    { name: 'skills', type: 'relationship', relationTo: 'skills', hasMany: true },
    { name: 'positions', type: 'relationship', relationTo: 'positions', hasMany: true },
    {
      name: 'rating',
      type: 'number',
      min: 0,
      max: 5,
      defaultValue: 0,
      admin: { step: 0.1, position: 'sidebar', description: '0–5; shown as stars.' },
    },
    {
      name: 'salons',
      type: 'relationship',
      relationTo: 'salons',
      hasMany: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'crmId',
      type: 'text',
      index: true,
      admin: { position: 'sidebar', description: 'Id in an outside booking system.' },
    },
    orderField,
    { name: 'bio', type: 'textarea', localized: true },
    seoGroup,
  ],
}
