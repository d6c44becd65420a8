import type { CollectionConfig } from 'payload'

import { staff } from '@/platform/access'

/**
 * The flat per-stylist time table that guards against double booking (docs/decisions/0010).
 * One row per appointment item, written only by the appointments hooks in the same transaction
 * as the appointment. On PostgreSQL an exclusion constraint forbids two live rows of one stylist
 * with overlapping [start, end); on SQLite the hook checks inside the BEGIN IMMEDIATE transaction.
 */
export const BookingSlots: CollectionConfig = {
  slug: 'booking-slots',
  labels: { singular: 'Booked time', plural: 'Booked times' },
  admin: {
    group: 'Booking',
    hidden: true,
    defaultColumns: ['stylist', 'start', 'end', 'live', 'appointment'],
  },
  access: { read: staff, create: () => false, update: () => false, delete: () => false },
  defaultSort: 'start',
  fields: [
    { name: 'appointment', type: 'relationship', relationTo: 'appointments', required: true, index: true },
    { name: 'stylist', type: 'relationship', relationTo: 'employees', required: true, index: true },
    { name: 'start', type: 'date', required: true, index: true },
    { name: 'end', type: 'date', required: true, index: true },
    {
      name: 'live',
      type: 'checkbox',
      required: true,
      defaultValue: true,
      index: true,
      admin: { description: 'Blocks the time: planned, confirmed, or a hold not yet expired.' },
    },
    { name: 'heldUntil', type: 'date', admin: { description: 'For a hold: when it lapses.' } },
    {
      name: 'overlap',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'Of a visit booked over another on purpose (docs/decisions/0045): outside the PostgreSQL constraint, still busy to everyone else.',
      },
    },
  ],
}
