import type { GlobalConfig } from 'payload'

import { staff } from '@/platform/access'

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/

const time = (value: unknown) =>
  typeof value === 'string' && HH_MM.test(value) ? true : 'A time as HH:mm, e.g. 08:00.'

/** How the waitlist offers freed time (decision 0046): the offer window and the hours offers are texted in. */
export const WaitlistSettings: GlobalConfig = {
  slug: 'waitlist-settings',
  label: 'Waitlist settings',
  admin: { group: 'Booking' },
  access: { read: staff, update: staff },
  fields: [
    {
      name: 'offerMinutes',
      label: 'Offer window (minutes)',
      type: 'number',
      required: true,
      defaultValue: 30,
      min: 5,
      max: 240,
      admin: { description: 'How long a freed time is held for the client it is offered to.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'textsFrom',
          label: 'Offers texted from',
          type: 'text',
          required: true,
          defaultValue: '08:00',
          validate: time,
        },
        { name: 'textsUntil', label: 'until', type: 'text', required: true, defaultValue: '21:00', validate: time },
      ],
    },
  ],
}
