import type { CollectionConfig } from 'payload'

import { admins } from '@/platform/access'
import { listView } from '@/platform/payload/list-view'
import { selectField } from '@/platform/payload/select-field'

/**
 * Who took what data out of Parlour, and when (issue 31): each export of the salon's data, each
 * download of a client's data (by the client, or by staff for them), each client erased. Written
 * by the server only, never edited; admins read it.
 */
export const DataLog: CollectionConfig = {
  slug: 'data-log',
  labels: { singular: 'Data log entry', plural: 'Data log' },
  admin: listView('System', 'note', ['at', 'kind', 'byStaff', 'client', 'note']),
  access: { read: admins, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-at',
  fields: [
    selectField(
      'kind',
      {
        export: 'The salon’s export downloaded',
        'client-download': 'A client’s data downloaded',
        erasure: 'A client’s data erased',
      },
      { required: true, index: true },
    ),
    { name: 'byStaff', label: 'By', type: 'relationship', relationTo: 'users' },
    { name: 'client', type: 'relationship', relationTo: 'clients', index: true },
    { name: 'note', type: 'text', maxLength: 1000 },
    { name: 'at', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
