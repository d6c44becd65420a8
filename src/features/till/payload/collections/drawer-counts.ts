import type { CollectionConfig } from 'payload'

import { staff } from '@/platform/access'
import { listView } from '@/platform/payload/list-view'

/**
 * The cash counted in a salon's drawer at the end of a day against what the till says should be
 * there; the difference kept with the counter's note. Counted again, the latest count stands and the
 * earlier ones stay. Pence.
 */
export const DrawerCounts: CollectionConfig = {
  slug: 'drawer-counts',
  labels: { singular: 'Cash count', plural: 'Cash counts' },
  admin: listView('Money', 'date', ['date', 'salon', 'expected', 'counted', 'difference', 'note']),
  access: { read: staff, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-at',
  fields: [
    { name: 'salon', type: 'relationship', relationTo: 'salons', required: true, index: true },
    { name: 'date', type: 'text', required: true, index: true },
    { name: 'expected', label: 'Expected (pence)', type: 'number', required: true },
    { name: 'counted', label: 'Counted (pence)', type: 'number', required: true, min: 0 },
    { name: 'difference', label: 'Counted less expected (pence)', type: 'number', required: true },
    { name: 'note', type: 'text', maxLength: 500 },
    { name: 'byStaff', label: 'By', type: 'relationship', relationTo: 'users' },
    { name: 'at', type: 'date', required: true },
  ],
}
