import type { CollectionConfig } from 'payload'

import { listView } from '@/platform/payload/list-view'
import { sidebarCheckbox } from '@/platform/payload/sidebar-checkbox'
import { crmIdField, orderField, seoGroup, slugField, wordpressOriginField } from '../../fields/common'
import { publishedContent } from '../../published-content'

import { salonOpeningHoursField } from './opening-hours'

export const Salons: CollectionConfig = {
  slug: 'salons',
  admin: listView('Salons & team', 'title', ['title', 'slug', 'category', '_status']),
  ...publishedContent('salons'),
  defaultSort: 'order',
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
        {
          name: 'street',
          type: 'text',
          required: true,
          localized: true,
          admin: {
            description: 'An address that cannot be split (an import from another site) may stand here whole.',
          },
        },
        {
          type: 'row',
          fields: [
            { name: 'city', type: 'text', localized: true },
            { name: 'postcode', type: 'text' },
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
    salonOpeningHoursField,
    sidebarCheckbox('active', true, 'Takes online bookings.'),
    { name: 'description', type: 'textarea', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'seoText', type: 'textarea', localized: true },
    crmIdField(),
    seoGroup,
  ],
}
