/**
 * The read API's contract in zod: the query each route accepts and the body it answers with.
 * Handlers parse with the query schemas; the OpenAPI document (openapi.ts) is generated from the
 * same schemas, so documentation and validation cannot drift apart.
 */
import { z } from 'zod'

import { BOOKING_ID } from '../client/ids'

import { MAX_QUERY_DAYS } from '../domain/free-time'
import { OPTION_ID } from '../domain/options'
import { parseDateRange, parseLocalDate } from '../domain/time'

// ---- query pieces ----

const ID = BOOKING_ID
/** The most services one visit may list. */
export const MAX_SERVICES = 10

export const idParam = (what: string) =>
  z
    .string()
    .regex(ID, `Give the id of a ${what}: a whole number, e.g. 3.`)
    .meta({ description: `Id of a ${what}.` })

const idList = z
  .string()
  .regex(/^[0-9a-fA-F,-]+$/, 'Give service ids separated by commas, e.g. 12,15.')
  .transform((value, ctx) => {
    const list = [...new Set(value.split(',').filter(Boolean))]
    if (list.length === 0 || list.some((id) => !ID.test(id))) {
      ctx.addIssue({ code: 'custom', message: 'Give service ids separated by commas, e.g. 12,15.' })
      return z.NEVER
    }
    if (list.length > MAX_SERVICES) {
      ctx.addIssue({ code: 'custom', message: `Choose at most ${MAX_SERVICES} services.` })
      return z.NEVER
    }
    return list
  })
  .meta({ description: 'Service ids separated by commas; a stylist must perform every one.', examples: ['12,15'] })

const OPTIONS_MESSAGE = 'Give one option per service, separated by commas (empty for none), e.g. ,a1b2.'
/** Parallel to `services`: the option chosen of each, an empty entry for none. */
const optionList = z
  .string()
  .transform((value, ctx) => {
    const list = value.split(',').map((o) => o.trim())
    if (list.some((o) => o !== '' && !OPTION_ID.test(o))) {
      ctx.addIssue({ code: 'custom', message: OPTIONS_MESSAGE })
      return z.NEVER
    }
    return list.map((o) => o || null)
  })
  .meta({
    description:
      'The option chosen of each service, in the order of `services` (an empty entry: none); the visit is as long as the options.',
    examples: [',6745f0c1e2a3b4c5d6e7f809'],
  })

const localDate = (name: string) =>
  z
    .string()
    .refine((value) => parseLocalDate(value).ok, `Give ${name} as a real date, YYYY-MM-DD.`)
    .meta({ description: `${name[0]!.toUpperCase()}${name.slice(1)} (salon-local date), YYYY-MM-DD.`, format: 'date' })

export const locale = z
  .enum(['en', 'uk'], 'The locale is en or uk.')
  .default('en')
  .meta({ description: 'Language of names and descriptions: en (default) or uk.' })

// ---- queries ----

export const localeQuery = z.object({ locale })

export const servicesQuery = z.object({
  locale,
  location: idParam('salon').optional().meta({
    description: 'Id of a salon: only its services, priced there. Without it, every service at its lowest price.',
  }),
})

export const employeesQuery = z.object({
  locale,
  location: idParam('salon').optional().meta({ description: 'Id of a salon: only stylists working there.' }),
  services: idList.optional(),
})

export const feedbacksQuery = z.object({
  locale,
  employee: idParam('stylist').optional().meta({ description: 'Id of a stylist: only reviews of them.' }),
})

export const freeTimeQuery = z
  .object({
    location: idParam('salon'),
    services: idList,
    from: localDate('the first date'),
    to: localDate('the last date'),
    employee: idParam('stylist')
      .optional()
      .meta({ description: 'Id of a stylist; leave out for any stylist who performs every service.' }),
    options: optionList.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.options && q.options.length !== q.services.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: OPTIONS_MESSAGE })
    const range = parseDateRange(q.from, q.to, MAX_QUERY_DAYS)
    if (!range.ok && range.error.code === 'invalid_date_range') {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message:
          q.to < q.from
            ? 'The last date is before the first date.'
            : `Ask for at most ${MAX_QUERY_DAYS} days at a time.`,
      })
    }
  })

// ---- bodies ----

// The answers' shapes are the booking contract's, shared with the widget.
export { bookingSettings, employee, feedback, freeTime, location, position, service } from './answers'

export const problem = z.object({
  message: z.string().meta({ description: 'What went wrong, in plain English, fit to show a visitor.' }),
  reason: z.string().meta({
    description:
      'Stable code: invalid_request, signed_out, not_found, unsupported_media_type, rate_limited, unavailable, slot_taken, cancel_window …',
  }),
  fields: z
    .record(z.string(), z.string())
    .optional()
    .meta({ description: 'A message for each query parameter or body field at fault (items.0.service …).' }),
})
