import type { CollectionConfig } from 'payload'

import { listView } from '@/platform/payload/list-view'
import { seoGroup, slugField, wordpressOriginField } from '../../fields/common'
import { publishedContent } from '../../published-content'

/** Blog articles. The headline is kept both plain and as styled lines (the old acf.title). */
export const Articles: CollectionConfig = {
  slug: 'articles',
  admin: listView('Blog', 'title', ['title', 'date', 'categories', '_status']),
  ...publishedContent('articles'),
  defaultSort: '-date',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    wordpressOriginField,
    slugField(),
    {
      name: 'date',
      type: 'date',
      required: true,
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
    },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'articles-categories',
      hasMany: true,
      required: true,
      minRows: 1,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'titleLines',
      label: 'Headline lines',
      type: 'array',
      localized: true,
      admin: { description: 'The headline as shown on the article, line by line; accent pieces use the brand colour.' },
      fields: [
        {
          name: 'items',
          type: 'array',
          minRows: 1,
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'text', type: 'text', required: true },
                { name: 'accent', type: 'checkbox', defaultValue: false },
              ],
            },
          ],
        },
      ],
    },
    { name: 'previewImage', type: 'upload', relationTo: 'media' },
    { name: 'excerpt', type: 'textarea', localized: true },
    { name: 'body', type: 'richText', localized: true },
    seoGroup,
  ],
}
