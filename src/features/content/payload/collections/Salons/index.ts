import type { CollectionConfig } from 'payload'

import { publishedOrStaff, staff } from '@/platform/access'
import { orderField, seoGroup, slugField, wordpressOriginField } from '../../fields/common'
import { revalidateCollection } from '../../hooks/revalidate'

const rv = revalidateCollection('salons')

export const Salons: CollectionConfig = {
  slug: 'salons',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'category', '_status'], group: 'Salons & team' },
  access: { read: publishedOrStaff, create: staff, update: staff, delete: staff },
  versions: { drafts: true, maxPerDoc: 20 },
  defaultSort: 'order',
  hooks: { afterChange: [rv.afterChange], afterDelete: [rv.afterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    wordpressOriginField,
    slugField(),
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'salons-categories',
      index: true,
      admin: { position: 'sidebar' },
    },
    orderField,
    {
      name: 'address',
      type: 'group',
      fields: [
        { name: 'street', type: 'text', required: true, localized: true },
        {
          type: 'row',
          fields: [
            { name: 'city', type: 'text', required: true, localized: true },
            { name: 'postcode', type: 'text', required: true },
          ],
        },
      ],
    },
    {
      name: 'area',
      type: 'text',
      localized: true,
      admin: { description: 'Neighbourhood as it reads after "in" in page titles: Chelsea (Ukrainian: Челсі).' },
    },
    { name: 'phone', type: 'text', required: true },
    {
      name: 'geo',
      label: 'Position on the map',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'lat', type: 'number', min: -90, max: 90 },
            { name: 'lng', type: 'number', min: -180, max: 180 },
          ],
        },
      ],
    },
    {
      name: 'timezone',
      type: 'text',
      required: true,
      defaultValue: 'Europe/London',
      validate: (value: unknown) => {
        if (typeof value !== 'string') return 'Enter an IANA time zone such as Europe/London.'
        try {
          new Intl.DateTimeFormat('en-GB', { timeZone: value })
          return true
        } catch {
          return 'Enter an IANA time zone such as Europe/London.'
        }
      },
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar', description: 'Takes online bookings.' },
    },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'seoText', type: 'textarea', localized: true },
    { name: 'crmId', type: 'text', admin: { position: 'sidebar', description: 'Id in an outside booking system.' } },
    seoGroup,
  ],
}
