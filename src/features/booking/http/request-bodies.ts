/**
 * The request bodies the booking write routes validate with (src/features/booking/http/writes.ts). Only zod, so
 * the OpenAPI document is generated from them (src/features/booking/http/openapi-write.ts) and
 * cannot drift from the handlers.
 */
import { z } from 'zod'

import { BOOKING_ID } from '../client/ids'
import { OPTION_ID } from '../domain/options'
import { plainText } from '@/platform/validation/plain-text-schema'

const id = (what: string) =>
  z
    .union([z.string().regex(BOOKING_ID, `Choose a ${what}.`), z.number().int().positive(`Choose a ${what}.`)], {
      error: `Choose a ${what}.`,
    })
    .transform(String)
    .meta({ description: 'Id: digits, or a GUID in Beauty Pro mode.' })

const option = z
  .string({ error: 'Choose an option.' })
  .regex(OPTION_ID, 'Choose an option.')
  .nullable()
  .optional()
  .meta({
    description:
      'One of the service’s `options` (by id): the visit books its length and price. Left out: the service’s own.',
  })

const items = z
  .array(z.object({ service: id('service'), option, employee: id('stylist').nullable().optional() }), {
    error: 'Choose at least one service.',
  })
  .min(1, 'Choose at least one service.')
  .max(10, 'Choose at most 10 services.')
  .transform((list) =>
    list.map((i) => ({ service: i.service, ...(i.option ? { option: i.option } : {}), employee: i.employee ?? null })),
  )
  .meta({ description: 'Services back to back by one stylist; `employee` null or left out for any stylist.' })

const start = z
  .string({ error: 'Choose a date and time.' })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Choose a date and time (YYYY-MM-DDTHH:mm, salon time).')
  .meta({ description: 'Salon-local, YYYY-MM-DDTHH:mm: a time free time offers.' })

const voucherCode = z
  .string({ error: 'Enter the voucher’s code.' })
  .trim()
  .min(1, 'Enter the voucher’s code.')
  .max(40, 'This is not a valid voucher code.')
  .meta({ description: 'A gift voucher’s code as printed (XXXX-XXXX-XXXX; case, spaces and dashes forgiven).' })

const bookBody = z.object({
  location: id('salon'),
  start,
  items,
  hold: z.object({ id: id('hold'), token: z.string().min(10).max(100) }).optional(),
  // The site's language: the client's texts about the visit are in it (English when left out).
  locale: z
    .enum(['en', 'uk'], 'The locale is en or uk.')
    .optional()
    .meta({ description: 'The language of the client’s texts (en).' }),
  voucher: voucherCode.optional(),
  useBalance: z
    .boolean({ error: 'Say whether to pay from your balance (true or false).' })
    .optional()
    .meta({ description: 'The client’s balance pays toward the visit, after any voucher (false).' }),
})

const voucherBody = z.object({ voucher: voucherCode })

const cancelBody = z.object({
  reason: plainText(z.string().trim().max(500, 'Use at most 500 characters.'), { multiline: true }).optional(),
})

const rescheduleBody = z.object({ start, items: items.optional() })

const serviceBody = z.object({ service: id('service'), option, employee: id('stylist').nullable().optional() })

const reviewBody = z.object({
  rating: z.number({ error: 'Choose from 1 to 5 stars.' }),
  text: plainText(z.string().trim().max(2000, 'Use at most 2000 characters.'), { multiline: true })
    .optional()
    .default(''),
})

const holdBody = z.object({ location: id('salon'), start, items })

const favouriteBody = z.object({
  kind: z.enum(['stylist', 'service'], { error: 'Choose stylist or service.' }),
  // An empty value ('' or null) clears the list of that kind.
  id: z.union([z.literal('').transform(() => null), z.null(), id('favourite')], { error: 'Choose a favourite.' }),
})

export const bookingRequestBodies = {
  book: bookBody,
  hold: holdBody,
  cancel: cancelBody,
  reschedule: rescheduleBody,
  addService: serviceBody,
  review: reviewBody,
  favourite: favouriteBody,
  voucher: voucherBody,
}
