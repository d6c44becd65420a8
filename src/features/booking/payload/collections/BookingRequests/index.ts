import type { CollectionConfig } from 'payload'

import { staff } from '@/platform/access'

/**
 * Idempotency keys of booking requests: the key a client sent with a booking POST and the
 * appointment it produced, so a retry answers with the first result. Unique per client
 * (`key` is `<clientId>:<Idempotency-Key>`). With BOOKING_PROVIDER=beautypro the appointment lives
 * in Beauty Pro and `crmAppointment` holds its id instead.
 */
export const BookingRequests: CollectionConfig = {
  slug: 'booking-requests',
  labels: { singular: 'Booking request', plural: 'Booking requests' },
  admin: { group: 'Booking', hidden: true },
  access: { read: staff, create: () => false, update: () => false, delete: staff },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'client', type: 'relationship', relationTo: 'clients', required: true },
    { name: 'appointment', type: 'relationship', relationTo: 'appointments' },
    { name: 'crmAppointment', type: 'text' },
  ],
}
