import type { CollectionConfig } from 'payload'

import { listView } from '@/platform/payload/list-view'
import { orderField, seoGroup, slugField, wordpressOriginField } from '../../fields/common'
import { publishedContent } from '../../published-content'

export const Vacancies: CollectionConfig = {
  slug: 'vacancies',
  admin: listView('Salons & team', 'title', ['title', 'salons', '_status']),
  ...publishedContent('vacancies'),
  defaultSort: 'order',
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
