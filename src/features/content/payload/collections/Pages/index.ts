import type { CollectionConfig } from 'payload'

import { listView } from '@/platform/payload/list-view'
import { seoGroup, slugField, wordpressOriginField } from '../../fields/common'
import { publishedContent } from '../../published-content'

/** Content pages fetched by slug (main, about, policy, 404 …). */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: listView('Content', 'title', ['title', 'slug', '_status', 'updatedAt']),
  ...publishedContent('pages'),
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
