import type { GlobalConfig } from 'payload'

import { anyone, staff } from '@/platform/access'
import { wordpressOriginField } from '../fields/common'
import { revalidateGlobal } from '../hooks/revalidate'

export const Contacts: GlobalConfig = {
  slug: 'contacts',
  admin: { group: 'Settings' },
  access: { read: anyone, update: staff },
  hooks: { afterChange: [revalidateGlobal('contacts')] },
  fields: [
    {
      name: 'phones',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'phone', type: 'text', required: true, admin: { description: 'As printed, e.g. +44 20 7946 0321' } },
      ],
    },
    { name: 'email', type: 'email' },
    { name: 'address', type: 'text', localized: true },
    {
      name: 'workTime',
      label: 'Opening hours',
      type: 'textarea',
      localized: true,
      admin: { description: 'One line per group of days.' },
    },
    { name: 'year', label: 'Copyright year', type: 'number', defaultValue: 2024, min: 2000, max: 2100 },
    {
      name: 'socials',
      type: 'array',
      admin: { description: 'The icon is chosen from the label: instagram, facebook, tiktok, linkedin, youtube.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true },
            {
              name: 'link',
              type: 'text',
              required: true,
              validate: (v: unknown) => (typeof v === 'string' && /^https?:\/\//.test(v)) || 'Use an http(s) address.',
            },
          ],
        },
      ],
    },
    wordpressOriginField,
  ],
}
