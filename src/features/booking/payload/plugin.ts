import { featurePlugin } from '@/platform/payload/feature-plugin'

import { bookingRemindersTask, bookingSmsTask } from '../engine/notifications'
import { Appointments } from './collections/Appointments'
import { BookingRequests } from './collections/BookingRequests'
import { BookingSlots } from './collections/BookingSlots'
import { Clients } from './collections/Clients'
import { Reviews } from './collections/Reviews'
import { BookingSettings } from './globals/BookingSettings'
import { eraseBookingClient } from './erase'

/** Booking's Payload parts: visits, clients, reviews, the slot guard, idempotent requests, its settings and SMS jobs. */
export const bookingPlugin = () =>
  featurePlugin({
    name: 'parlour-booking',
    erasers: [eraseBookingClient],
    collections: [Appointments, Clients, Reviews, BookingSlots, BookingRequests],
    globals: [BookingSettings],
    tasks: [bookingSmsTask, bookingRemindersTask],
  })
