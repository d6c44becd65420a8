import type { CollectionConfig } from 'payload'

import { publishedOrStaff, staff } from '@/platform/access'
import { seoGroup, slugField, wordpressOriginField } from '../../fields/common'
import { revalidateCollection } from '../../hooks/revalidate'

const rv = revalidateCollection('pages')

/** Content pages fetched by slug (main, about, policy, 404 …). */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status', 'updatedAt'], group: 'Content' },
  access: { read: publishedOrStaff, create: staff, update: staff, delete: staff },
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: { afterChange: [rv.afterChange], afterDelete: [rv.afterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField(),
    { name: 'description', type: 'textarea', localized: true, admin: { description: 'Lead text under the title.' } },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'body', type: 'richText', localized: true },
    seoGroup,
    wordpressOriginField,
  ],
}
