import type { CollectionConfig } from 'payload'

import { staff } from '@/platform/access'
import { listView } from '@/platform/payload/list-view'
import { sidebarCheckbox } from '@/platform/payload/sidebar-checkbox'

import { ratingAfterChange, ratingAfterDelete } from './hooks/rating'

/** Clients' reviews of finished visits, one per appointment. Ratings feed the stylist's stars. */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  labels: { singular: 'Review', plural: 'Reviews' },
  admin: listView('Booking', 'text', ['stylist', 'rating', 'text', 'client', 'createdAt']),
  access: { read: staff, create: () => false, update: staff, delete: staff },
  defaultSort: '-createdAt',
  hooks: { afterChange: [ratingAfterChange], afterDelete: [ratingAfterDelete] },
  fields: [
    { name: 'appointment', type: 'relationship', relationTo: 'appointments', required: true, unique: true },
    { name: 'stylist', type: 'relationship', relationTo: 'employees', required: true, index: true },
    { name: 'client', type: 'relationship', relationTo: 'clients', required: true, index: true },
    {
      name: 'rating',
      type: 'number',
      required: true,
      min: 1,
      max: 5,
      validate: (value: unknown) =>
        Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5
          ? true
          : 'A rating is 1 to 5 stars.',
    },
    { name: 'text', type: 'textarea', maxLength: 2000 },
    sidebarCheckbox('hidden', false, 'Hide from the site (the rating still counts).'),
  ],
}
