/**
 * The booking API's answers, defined once: the catalogue's lists and free time (built by
 * src/features/booking/use-cases/catalogue.ts) and visits (built by src/features/booking/engine/views.ts). The
 * widget and the account read them (type-only imports, so no zod in the browser), the OpenAPI
 * document is generated from them, and the integration suites parse real answers with them.
 */
import { z } from 'zod'

// ── The catalogue ──

const id = z.string().meta({ description: 'Id (a string).' })

export const location = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  street: z.string(),
  city: z.string(),
  postcode: z.string(),
  phone: z.string(),
  geo: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  timezone: z.string().meta({ description: 'IANA time zone of the salon, e.g. Europe/London.' }),
})

export const service = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  path: z.string().nullable().meta({ description: 'Path of the service page under /services/.' }),
  category: z.object({ id, name: z.string() }).nullable(),
  group: z
    .object({ path: z.string(), name: z.string() })
    .nullable()
    .meta({ description: 'The direction with its top group, e.g. female/nails, "Women · Nails".' }),
  duration: z.number().int().meta({ description: 'Minutes.' }),
  gender: z.enum(['female', 'male', 'unisex']).nullable(),
  description: z.string().nullable(),
  price: z
    .number()
    .nullable()
    .meta({ description: 'Pounds at the requested salon (the lowest salon price without one).' }),
  priceTo: z.number().nullable().meta({ description: 'Highest variant price in pounds, when the price varies.' }),
  currency: z.literal('GBP'),
  prices: z.array(z.object({ location: id, price: z.number() })).meta({ description: 'Price at each salon.' }),
  locations: z.array(id).meta({ description: 'Salons offering the service.' }),
  options: z
    .array(
      z.object({
        id: id.meta({
          description: 'Id of the option: send it as the item’s `option` (and in free time’s `options`).',
        }),
        name: z.string().meta({ description: 'E.g. "Long hair".' }),
        duration: z.number().int().meta({ description: 'Minutes: the visit books this instead of the service’s.' }),
        price: z.number().nullable().meta({ description: 'Pounds at the requested salon (the lowest without one).' }),
        priceTo: z.number().nullable().meta({ description: 'Highest price in pounds, when it varies.' }),
      }),
    )
    .meta({
      description:
        'Options the visitor chooses one of (e.g. hair length), each booking its own length and price; empty when none.',
    }),
})

export const employee = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  photo: z.string().nullable().meta({ description: 'Address of a thumbnail photo.' }),
  rating: z.number().min(0).max(5),
  positions: z.array(id),
  locations: z.array(id),
  services: z.array(id).meta({ description: 'Services the stylist performs.' }),
})

export const position = z.object({ id, name: z.string(), role: z.string().nullable(), parent: id.nullable() })

export const feedback = z.object({
  id,
  firstName: z.string().meta({ description: "The client's first name." }),
  date: z.string().meta({ description: 'When the review was written (ISO 8601).', format: 'date-time' }),
  employee: id,
  employeeName: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
})

export const freeTime = z.record(z.string(), z.record(z.string(), z.array(z.string()))).meta({
  description:
    "Offered start times by stylist id, then salon-local date (YYYY-MM-DD), as HH:mm in the salon's time. " +
    'A date with nothing free is left out; a stylist considered but fully booked maps to {}.',
  examples: [{ '7': { '2026-12-01': ['10:00', '10:30', '14:30'] } }],
})

export const bookingSettings = z.object({
  severalServices: z.boolean().meta({ description: 'A visit may hold more than one service.' }),
  skipProfessional: z
    .boolean()
    .meta({ description: 'The visitor may leave the stylist to the salon ("any stylist").' }),
  timeStep: z.number().int().meta({ description: 'Minutes between offered start times.' }),
  nearestBookingMinutes: z.number().int().meta({ description: 'Nothing is offered sooner than this from now.' }),
  canCancelIn48Hours: z
    .boolean()
    .meta({ description: 'Visits may be cancelled or moved online within 48 hours of their start.' }),
})

export type LocationView = z.infer<typeof location>
export type ServiceView = z.infer<typeof service>
export type EmployeeView = z.infer<typeof employee>
export type PositionView = z.infer<typeof position>
export type FeedbackView = z.infer<typeof feedback>
export type FreeTimeView = z.infer<typeof freeTime>
export type BookingSettingsView = z.infer<typeof bookingSettings>

// ── Visits ──

const localTime = z.string().meta({ description: 'Salon-local, YYYY-MM-DDTHH:mm.' })
const instant = z.string().meta({ description: 'ISO 8601 instant (UTC).', format: 'date-time' })

export const appointmentView = z.object({
  id: z.string(),
  state: z.enum(['reserved', 'planned', 'confirmed', 'arrived', 'completed', 'no-show', 'cancelled']),
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
      service: z.object({
        id: z.string(),
        title: z.string().meta({ description: 'With the option booked, when any: "AirTouch Colouring · Long hair".' }),
      }),
      option: z
        .object({ id: z.string(), name: z.string() })
        .nullable()
        .optional()
        .meta({ description: 'The option of the service booked (its length and price are the item’s), or null.' }),
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

const pounds = z.number().meta({ description: 'Pounds.' })

/** The page a visit that needs money is paid on (POST /api/booking/appointments), and its terms. */
export const paymentLinkView = z.object({
  url: z.string().meta({
    description:
      "Stripe's hosted page; the visit is the client's once Stripe reports it paid. In Beauty Pro mode, the page Beauty Pro gives for a visit it has booked.",
  }),
  amount: pounds.meta({ description: 'Pounds paid now (0 when only a card is saved).' }),
  currency: z.literal('gbp'),
  mode: z
    .enum(['payment', 'setup'])
    .meta({ description: '`payment`: paid now and the card kept; `setup`: a card saved.' }),
  policy: z.array(z.string()).meta({ description: 'The terms in plain words, in the visit’s language.' }),
})
export type PaymentLinkView = z.infer<typeof paymentLinkView>

/** The money of a visit (the spec's prepaymentSum and refundSum), when it has any. */
export const visitMoneyView = z.object({
  prepaymentSum: pounds,
  refundSum: pounds,
  feeSum: pounds,
  awaiting: paymentLinkView.pick({ url: true, amount: true, mode: true }).nullable().meta({
    description: 'The page to pay on while the visit waits for its payment.',
  }),
})
export type VisitMoneyView = z.infer<typeof visitMoneyView>

/** What a gift voucher paid toward a visit. */
export const voucherPartView = z.object({
  code: z.string().meta({ description: 'The voucher’s code by its last four symbols: ••••-7K2Q.' }),
  amount: pounds.meta({ description: 'Pounds the voucher paid on the visit (less what was given back).' }),
})

/** A gift voucher used just now (the booking's and the account's answers). */
export const voucherUseView = z.object({
  code: z.string().meta({ description: 'The voucher’s code by its last four symbols.' }),
  paid: pounds.meta({ description: 'Pounds vouchers paid on the visit.' }),
  remaining: pounds.meta({ description: 'Pounds left on the voucher.' }),
})
export type VoucherUseView = z.infer<typeof voucherUseView>

/** The client's balance used just now (the booking's and the account's answers). */
export const balanceUseView = z.object({
  paid: pounds.meta({ description: 'Pounds the balance paid on the visit.' }),
  remaining: pounds.meta({ description: 'Pounds left on the balance.' }),
})

export const accountAppointmentView = appointmentView.extend({
  money: visitMoneyView.nullable(),
  vouchers: z.array(voucherPartView).meta({ description: 'What gift vouchers paid toward the visit.' }),
  balancePaid: pounds.meta({
    description: 'Pounds the client’s balance paid toward the visit (less what was given back).',
  }),
  canChange: z.boolean().meta({ description: 'Cancel, move, add or remove services online now.' }),
  canReview: z.boolean(),
  review: z.object({ rating: z.number().int(), text: z.string(), createdAt: instant }).nullable(),
})
export type AccountAppointmentView = z.infer<typeof accountAppointmentView>

// ── The signed-in client (/api/auth/*) ──

export const clientView = z.object({
  id: z.string(),
  phone: z.string().meta({ description: 'E.164.' }),
  firstName: z.string(),
  lastName: z.string(),
  sex: z.enum(['female', 'male']),
  email: z.string().nullable(),
  marketing: z
    .object({
      sms: z.boolean().meta({ description: 'Offers and news by text: true only once the client has agreed.' }),
      email: z.boolean().meta({ description: 'Offers and news by email: true only once the client has agreed.' }),
      changedAt: instant.nullable().meta({ description: 'When either choice last changed; null if never.' }),
    })
    .meta({
      description:
        'Marketing consent per channel. New clients have agreed to neither. Booking texts and reminders go regardless.',
    }),
})
export type ClientView = z.infer<typeof clientView>
