import type { Payload } from 'payload'

import { isSlotTaken, payloadBookingStore, type Appointment } from '@/features/booking/kit'
import { instantToLocal } from '@/features/booking/kit'

import type { HeldVisits } from '../ports'

const UNPAID = 'Not paid: the payment page closed unpaid.'

/** The visits payments settles, on booking's own store (every write passes the double-booking guard). */
export function payloadHeldVisits(payload: Payload): HeldVisits {
  const store = payloadBookingStore(payload)
  return {
    visit: (id) => store.appointment(id),
    async confirm(id, now) {
      try {
        const outcome = await store.transaction(async (tx) => {
          const visit = await tx.appointment(id)
          if (!visit || visit.state === 'cancelled') return 'gone' as const
          if (visit.state !== 'reserved') return 'confirmed' as const
          await tx.updateAppointment(id, { state: 'planned', heldUntil: null, holdTokenHash: null }, now)
          return 'confirmed' as const
        })
        if (outcome === 'confirmed') await store.notify(id, 'created')
        return outcome
      } catch (error) {
        if (isSlotTaken(error)) return 'taken'
        throw error
      }
    },
    async release(id, now) {
      // Cancelled, not deleted: its payment records keep naming it.
      await store.transaction(async (tx) => {
        const visit = await tx.appointment(id)
        if (visit?.state === 'reserved')
          await tx.updateAppointment(
            id,
            { state: 'cancelled', heldUntil: null, cancelReason: UNPAID, cancelledAt: now },
            now,
          )
      })
    },
    async describe(visit: Appointment) {
      const services = await store.services(visit.items.map((i) => i.serviceId))
      const names = visit.items.map((i) => services.find((s) => s.id === i.serviceId)?.title ?? 'Visit')
      const salon = await store.location(visit.locationId)
      const local = instantToLocal(visit.start, salon?.timezone ?? 'Europe/London')
      return `${names.join(', ')} · ${local.date} ${local.time}${salon ? ` · ${salon.title}` : ''}`.slice(0, 250)
    },
  }
}
