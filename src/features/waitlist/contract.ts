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

const named = z.object({ id: z.string(), name: z.string() })

/** An entry as the client's account and the staff's day list read it (the OpenAPI document's `WaitlistEntry`). */
export const waitlistEntryView = z.object({
  id: z.string(),
  state: z.enum(['waiting', 'offered', 'booked', 'left']),
  salon: z.object({ id: z.string(), title: z.string() }),
  services: z.array(z.object({ id: z.string(), title: z.string() })),
  /** null: any stylist. */
  employee: named.nullable(),
  from: localDate,
  to: localDate,
  part: partOfDay.nullable(),
  joinedAt: z.string().describe('When the client joined (instant, ISO 8601).'),
  offer: z
    .object({
      start: z.string().describe("The held time's start, salon-local YYYY-MM-DDTHH:mm."),
      until: z.string().describe('Until when it is held (instant, ISO 8601).'),
      employee: named,
    })
    .nullable()
    .describe('The live offer: a time held for the client until it is booked or runs out.'),
  client: z.object({ id: z.string(), name: z.string(), phone: z.string() }).optional().describe('Staff only.'),
})
export type WaitlistEntryView = z.output<typeof waitlistEntryView>
