import type { GlobalConfig } from 'payload'

import { admins, staff } from '@/platform/access'

/** The till's settings: tips, bonus points. Staff read them at checkout; admins change them. */
export const TillSettings: GlobalConfig = {
  slug: 'till-settings',
  label: 'Till settings',
  admin: { group: 'Money' },
  access: { read: staff, update: admins },
  fields: [
    {
      name: 'tips',
      label: 'Take tips at checkout',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: 'Adds a tip line for the stylist to each checkout; tips are listed per stylist in the takings.',
      },
    },
    {
      name: 'bonus',
      label: 'Bonus points',
      type: 'group',
      fields: [
        { name: 'enabled', label: 'Clients earn bonus points', type: 'checkbox', defaultValue: false },
        {
          type: 'row',
          fields: [
            { name: 'perPound', label: 'Points per £1 paid', type: 'number', min: 0, max: 100, defaultValue: 1 },
            {
              name: 'pointValue',
              label: 'One point is worth (pence)',
              type: 'number',
              min: 1,
              max: 100,
              defaultValue: 1,
            },
          ],
        },
      ],
    },
  ],
}
