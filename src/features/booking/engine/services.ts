import type { Payload } from 'payload'

import { payloadClient } from '@/platform/db/payload'

import { systemClock } from '../ports'

import { payloadBookingStore } from './store'

/** The booking use cases' collaborators for the running app. */
export async function bookingContext() {
  const payload: Payload = await payloadClient()
  return { payload, store: payloadBookingStore(payload), clock: systemClock }
}
