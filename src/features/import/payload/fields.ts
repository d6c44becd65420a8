/**
 * What moving in adds to clients and visits: the birthday, the date the client joined the old
 * platform and the visits and no-shows counted there; on a visit, the key that makes a second
 * import of the same file find it again. (The marketing consent per channel belongs to the client
 * itself: src/features/booking/payload/collections/Clients.)
 */
import type { Field } from 'payload'

const DATE = /^(\d{4}|-)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

const dateText =
  (message: string) =>
  (value: unknown): true | string =>
    value == null || value === '' || (typeof value === 'string' && DATE.test(value)) ? true : message

export const clientFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'birthday',
        label: { en: 'Birthday', uk: 'День народження' },
        type: 'text',
        admin: { placeholder: '1990-03-24', description: 'YYYY-MM-DD, or --MM-DD without the year.' },
        validate: dateText('Write the birthday as YYYY-MM-DD (or --MM-DD without the year).'),
      },
      {
        name: 'clientSince',
        label: { en: 'Client since', uk: 'Клієнт з' },
        type: 'text',
        admin: {
          placeholder: '2021-06-01',
          description: 'YYYY-MM-DD: when the client first came, on the old platform too.',
        },
        validate: dateText('Write the date as YYYY-MM-DD.'),
      },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'importedVisits',
        label: { en: 'Visits before Parlour', uk: 'Візитів до Parlour' },
        type: 'number',
        min: 0,
        admin: { readOnly: true, description: 'Counted by the platform the salon moved from.' },
      },
      {
        name: 'importedNoShows',
        label: { en: 'No-shows before Parlour', uk: 'Неявок до Parlour' },
        type: 'number',
        min: 0,
        admin: { readOnly: true },
      },
    ],
  },
]

export const appointmentFields: Field[] = [
  {
    name: 'importKey',
    type: 'text',
    index: true,
    admin: {
      readOnly: true,
      position: 'sidebar',
      description: 'Set when the visit came from another platform’s export: a second import finds it by this.',
    },
  },
]
