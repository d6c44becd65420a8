/**
 * The booking API's answers about visits, defined once: the server builds them
 * (src/booking/adapters/views.ts), the widget and the account read them (type-only imports, so no
 * zod in the browser), and the OpenAPI document is generated from them.
 */
import { z } from 'zod'

const localTime = z.string().meta({ description: 'Salon-local, YYYY-MM-DDTHH:mm.' })
const instant = z.string().meta({ description: 'ISO 8601 instant (UTC).', format: 'date-time' })

export const appointmentView = z.object({
  id: z.string(),
  state: z.enum(['reserved', 'planned', 'confirmed', 'cancelled']),
  location: z.object({ id: z.string(), title: z.string(), timezone: z.string() }),
  date: z.string().meta({ description: 'Salon-local date, YYYY-MM-DD.' }),
  start: localTime,
  end: localTime,
  startsAt: instant,
  endsAt: instant,
  heldUntil: instant.nullable(),
  items: z.array(
    z.object({
      id: z.string().nullable(),
      service: z.object({ id: z.string(), title: z.string() }),
      employee: z.object({ id: z.string(), name: z.string() }),
      start: localTime,
      duration: z.number().int().meta({ description: 'Minutes.' }),
      price: z.number().nullable().meta({ description: 'Pounds.' }),
    }),
  ),
  total: z.number().meta({ description: 'Pounds.' }),
  cancelReason: z.string().nullable(),
  cancelledAt: instant.nullable(),
})
export type AppointmentView = z.infer<typeof appointmentView>

export const accountAppointmentView = appointmentView.extend({
  canChange: z.boolean().meta({ description: 'Cancel, move, add or remove services online now.' }),
  canReview: z.boolean(),
  review: z.object({ rating: z.number().int(), text: z.string(), createdAt: instant }).nullable(),
})
export type AccountAppointmentView = z.infer<typeof accountAppointmentView>
