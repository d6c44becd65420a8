import type { CollectionConfig } from 'payload'

import { publishedOrStaff, staff } from '@/platform/access'
import { orderField, seoGroup, slugField, wordpressOriginField } from '../../fields/common'
import { revalidateCollection } from '../../hooks/revalidate'

const rv = revalidateCollection('vacancies')

export const Vacancies: CollectionConfig = {
  slug: 'vacancies',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'salons', '_status'], group: 'Salons & team' },
  access: { read: publishedOrStaff, create: staff, update: staff, delete: staff },
  versions: { drafts: true, maxPerDoc: 20 },
  defaultSort: 'order',
  hooks: { afterChange: [rv.afterChange], afterDelete: [rv.afterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    wordpressOriginField,
    slugField(),
    orderField,
    { name: 'salons', type: 'relationship', relationTo: 'salons', hasMany: true, admin: { position: 'sidebar' } },
    { name: 'previewImage', type: 'upload', relationTo: 'media' },
    { name: 'excerpt', type: 'textarea', localized: true },
    { name: 'body', type: 'richText', localized: true },
    seoGroup,
  ],
}
