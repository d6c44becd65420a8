import type { Field, GlobalConfig } from 'payload'

import { anyone, staff } from '@/platform/access'
import { revalidateGlobal } from '../hooks/revalidate'

const url = (name: string, label: string, description?: string): Field => ({
  name,
  label,
  type: 'text',
  admin: description ? { description } : undefined,
  validate: (v: unknown) => !v || (typeof v === 'string' && /^https?:\/\//.test(v)) || 'Use an http(s) address.',
})

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Settings' },
  access: { read: anyone, update: staff },
  hooks: { afterChange: [revalidateGlobal('site-settings')] },
  fields: [
    { name: 'brandName', type: 'text', required: true, defaultValue: 'Parlour' },
    { name: 'tagline', type: 'text', localized: true },
    url('bookingStoreUrl', 'Booking store address', 'The outside online booking store, when one is used.'),
    url('londonSalonSiteUrl', 'London salon site', 'Opened when a visitor picks the "london" salon category.'),
    url('partnerUrl', 'Partner page'),
    url('academyUrl', 'Academy site'),
    url('appStoreUrl', 'App Store page'),
    url('playStoreUrl', 'Google Play page'),
    {
      name: 'defaultSalon',
      type: 'relationship',
      relationTo: 'salons',
      admin: { description: 'The salon the menu opens.' },
    },
    {
      name: 'popularSearches',
      label: 'Popular searches',
      type: 'array',
      admin: { description: 'Suggested when the search box is empty.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true, localized: true },
            { name: 'query', type: 'text', required: true },
          ],
        },
      ],
    },
    {
      name: 'maps',
      label: 'Map on salon pages',
      type: 'group',
      fields: [
        {
          name: 'apiKey',
          label: 'Google Maps Embed API key',
          type: 'text',
          admin: {
            description:
              'Optional. With a key, each salon page offers "Show the map", and the map loads only when a visitor asks for it. ' +
              "Embed keys are public by design (they travel in the map's address): restrict this one to your site's address in Google Cloud. " +
              'Without a key, salon pages show the address, directions and hours.',
          },
          validate: (v: unknown) =>
            !v ||
            (typeof v === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(v)) ||
            'A key is 20–100 letters, digits, "-" or "_".',
        },
      ],
    },
    {
      name: 'footerTopCategories',
      label: 'Footer service lists',
      type: 'group',
      fields: [
        { name: 'women', type: 'relationship', relationTo: 'services-categories' },
        { name: 'men', type: 'relationship', relationTo: 'services-categories' },
      ],
    },
  ],
}
