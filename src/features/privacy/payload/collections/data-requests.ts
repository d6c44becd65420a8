import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { isCalendarDate } from '@/features/booking/kit'
import { admins } from '@/platform/access'
import { listView } from '@/platform/payload/list-view'
import { selectField } from '@/platform/payload/select-field'

import { answerDue } from '../../domain/due'

export const REQUEST_KINDS = {
  access: 'A copy of their data',
  erasure: 'Erase their data',
} as const

export const REQUEST_CHANNELS = {
  phone: 'By phone',
  email: 'By email',
  'in-person': 'In person',
  letter: 'By letter',
  account: 'In their account online',
} as const

/** The due date follows the date received; a request carried out is marked done (once). */
const dueAndDone: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const received = data.receivedOn ?? originalDoc?.receivedOn
  if (isCalendarDate(received)) data.dueOn = answerDue(received)
  if (data.status && data.status !== 'open' && !originalDoc?.doneAt && !data.doneAt)
    data.doneAt = new Date().toISOString()
  if (data.status === 'open') data.doneAt = null
  return data
}

/**
 * A client's request about their data made to the salon by phone, email, letter or in person (UK
 * GDPR: free, answered within a month), recorded by an admin with the date it came in; the due date
 * follows. Carrying it out from the client's page (their data downloaded, or erased) marks it done.
 * Requests made in the account are carried out at once and recorded here done.
 */
export const DataRequests: CollectionConfig = {
  slug: 'data-requests',
  labels: { singular: 'Data request', plural: 'Data requests' },
  admin: listView('Booking', 'kind', ['client', 'kind', 'channel', 'receivedOn', 'dueOn', 'status'], {
    description:
      'Clients’ requests for a copy of their data or its erasure. Answer within a month of receiving one: open the client to download their data or erase it.',
  }),
  access: { read: admins, create: admins, update: admins, delete: () => false },
  defaultSort: 'dueOn',
  hooks: { beforeChange: [dueAndDone] },
  fields: [
    { name: 'client', type: 'relationship', relationTo: 'clients', required: true, index: true },
    {
      type: 'row',
      fields: [
        selectField('kind', REQUEST_KINDS, { label: 'They asked for', required: true, defaultValue: 'access' }),
        selectField('channel', REQUEST_CHANNELS, { label: 'How', required: true, defaultValue: 'phone' }),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'receivedOn',
          label: 'Received on',
          type: 'text',
          required: true,
          defaultValue: () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' }),
          admin: { placeholder: '2026-12-01', description: 'YYYY-MM-DD.' },
          validate: (value: unknown) => (isCalendarDate(value) ? true : 'Enter a date as YYYY-MM-DD, e.g. 2026-12-01.'),
        },
        {
          name: 'dueOn',
          label: 'Answer by',
          type: 'text',
          index: true,
          admin: { readOnly: true, description: 'A month after it was received (a weekend moves it to Monday).' },
        },
      ],
    },
    selectField(
      'status',
      { open: 'Open', done: 'Done', refused: 'Refused (reason in the note)' },
      { required: true, defaultValue: 'open', index: true },
    ),
    {
      name: 'doneAt',
      label: 'Done at',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'note',
      type: 'textarea',
      maxLength: 1000,
      admin: { description: 'How the client proved who they are, what was sent, why it was refused…' },
    },
  ],
}
