/**
 * The waitlist's HTTP shapes (zod), shared by its handlers and its browser components: what loads
 * anywhere (no Payload).
 */
import { z } from 'zod'

const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD.')
const id = z.string().regex(/^\d{1,9}$/, 'Not a known id.')

export const partOfDay = z.enum(['morning', 'afternoon', 'evening'])

/** POST /api/waitlist: the signed-in client joins. */
export const joinBody = z.object({
  location: id,
  services: z.array(id).min(1, 'Choose at least one service.').max(10),
  employee: id.nullable().default(null),
  from: localDate,
  to: localDate,
  part: partOfDay.nullable().default(null),
  locale: z.enum(['en', 'uk']).default('en'),
})
export type JoinBody = z.input<typeof joinBody>

/**
 * POST /api/staff/waitlist: staff add a client (from the client card or the calendar). Without a
 * `locale`, the offer's text is in the client's language: that of their latest visit or entry.
 */
export const staffAddBody = joinBody.extend({ client: id, locale: z.enum(['en', 'uk']).optional() })

/** POST /api/staff/waitlist/{id}/offer: staff offer a time by hand. */
export const staffOfferBody = z.object({
  employee: id,
  start: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'A salon-local start as YYYY-MM-DDTHH:mm.'),
})

export interface WaitlistEntryView {
  id: string
  state: 'waiting' | 'offered' | 'booked' | 'left'
  salon: { id: string; title: string }
  services: { id: string; title: string }[]
  employee: { id: string; name: string } | null
  from: string
  to: string
  part: 'morning' | 'afternoon' | 'evening' | null
  joinedAt: string
  /** The live offer: salon-local start, until when it is held (instant). */
  offer: { start: string; until: string; employee: { id: string; name: string } } | null
  /** Staff only. */
  client?: { id: string; name: string; phone: string }
}
