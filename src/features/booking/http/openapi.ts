/**
 * The OpenAPI 3.1 description of the booking API, served at /api/booking/openapi.json. Query
 * parameters and bodies come from the zod schemas the handlers validate with (`z.toJSONSchema`,
 * JSON Schema 2020-12 as OpenAPI 3.1 uses), so the document follows the code.
 */
import { type z } from 'zod'

import { accountAppointmentView, appointmentView } from './answers'

import { refusedByServer, security, SESSION_SCHEME, toSchema, writePaths, writeSchemas } from './openapi-write'
import { waitlistPaths, waitlistSchemas } from './openapi-waitlist'
import * as s from './schemas'

type JsonSchema = Record<string, unknown>
type Operation = Record<string, unknown>

/** Query parameters of an object schema, one per key, with its description lifted out. */
function queryParameters(schema: z.ZodObject): Operation[] {
  return Object.entries(schema.shape).map(([name, field]) => {
    const { description, ...json } = toSchema(field as z.ZodType)
    return {
      name,
      in: 'query',
      required: !(field as z.ZodType).safeParse(undefined).success,
      ...(description ? { description } : {}),
      schema: json,
    }
  })
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const jsonBody = (schema: JsonSchema, description: string) => ({
  description,
  content: { 'application/json': { schema } },
})
const badRequest = jsonBody(ref('Problem'), 'The query is invalid: `fields` names each parameter at fault.')

const SOFT_LIST =
  'On an internal failure the failure is logged and the answer is 200 with an empty list (as the old booking proxy did).'

function listOperation(
  operationId: string,
  summary: string,
  query: z.ZodObject,
  item: string,
  description: string,
): Operation {
  return {
    get: {
      operationId,
      security: security.none,
      summary,
      description: `${description} ${SOFT_LIST} Cached publicly for a minute.`,
      tags: ['Catalogue'],
      parameters: queryParameters(query),
      responses: {
        '200': jsonBody({ type: 'array', items: ref(item) }, `The ${summary.toLowerCase()}.`),
        '400': badRequest,
      },
    },
  }
}

export const readPaths: Record<string, Operation> = {
  '/api/booking/locations': listOperation(
    'listLocations',
    'Salons',
    s.localeQuery,
    'Location',
    'Salons that take online bookings, in menu order.',
  ),
  '/api/booking/services': listOperation(
    'listServices',
    'Services',
    s.servicesQuery,
    'Service',
    'Services bookable online (published, public, not archived), in menu order, with their price at the salon.',
  ),
  '/api/booking/employees': listOperation(
    'listStylists',
    'Stylists',
    s.employeesQuery,
    'Employee',
    'Published stylists, optionally only those at a salon who perform every listed service.',
  ),
  '/api/booking/positions': listOperation(
    'listPositions',
    'Positions',
    s.localeQuery,
    'Position',
    'Stylist positions (job titles).',
  ),
  '/api/booking/feedbacks': listOperation(
    'listReviews',
    'Reviews',
    s.feedbacksQuery,
    'Feedback',
    'Reviews clients left after their visits that staff have not hidden, newest first (at most 100).',
  ),
  '/api/booking/free-time': {
    get: {
      operationId: 'listFreeTimes',
      security: security.none,
      summary: 'Free start times',
      description:
        'Start times at which the whole visit (the services one after another, their durations added up) fits ' +
        "each stylist's hours at the salon and overlaps no booking or unexpired hold, nothing sooner than the " +
        "salon's nearest-booking limit, on the salon's time grid. Times are the salon's wall-clock time. " +
        'Without `employee`, every stylist who performs every service is listed ("any stylist"); a stylist who ' +
        'does not perform them all (or does not work at the salon) is left out, so asking for them alone gives {}. ' +
        'With `options`, a service books the length of the option chosen of it (docs/decisions/0052). ' +
        'At most 62 days per query. Never cached.',
      tags: ['Availability'],
      parameters: queryParameters(s.freeTimeQuery),
      responses: {
        '200': jsonBody(ref('FreeTime'), 'Times by stylist and date.'),
        '400': badRequest,
        '404': jsonBody(ref('Problem'), 'No such salon, or a service the salon does not offer online.'),
        '422': jsonBody(ref('Problem'), '`unknown_option`: an entry of `options` is not one of its service’s options.'),
        '503': jsonBody(ref('Problem'), 'Free times could not be read (logged); try again.'),
      },
    },
  },
}

const settingsPath: Record<string, Operation> = {
  '/api/booking/settings': {
    get: {
      operationId: 'getBookingSettings',
      security: security.none,
      summary: 'Online-booking settings',
      description:
        'The booking system\'s settings the widget follows: several services per visit, "any stylist", the time grid, ' +
        'the nearest bookable time and the cancel window.',
      tags: ['Catalogue'],
      responses: {
        '200': jsonBody(ref('BookingSettings'), 'The settings.'),
        ...refusedByServer,
        '503': jsonBody(ref('Problem'), 'The settings could not be read (logged); try again.'),
      },
    },
  },
}

const documentPath: Record<string, Operation> = {
  '/api/booking/openapi.json': {
    get: {
      operationId: 'getOpenApiDocument',
      security: security.none,
      summary: 'This document',
      tags: ['Meta'],
      responses: {
        '200': jsonBody({ type: 'object' }, 'The OpenAPI 3.1 description of the booking API.'),
        ...refusedByServer,
      },
    },
  },
}

export const readSchemas: Record<string, z.ZodType> = {
  Location: s.location,
  Service: s.service,
  Employee: s.employee,
  Position: s.position,
  Feedback: s.feedback,
  FreeTime: s.freeTime,
  BookingSettings: s.bookingSettings,
  Problem: s.problem,
  // Visits: the one contract the server builds and the widget and account read.
  Appointment: appointmentView,
  AccountAppointment: accountAppointmentView,
}

export function openApiDocument(): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Parlour booking API',
      version: '1.0.0',
      description:
        'Online booking of the Parlour salons. Ids are strings, prices are pounds, durations minutes, dates ' +
        "and times the salon's wall-clock time (Europe/London). Errors answer `{ message, reason, fields? }`. " +
        'Signed-in calls use the HttpOnly session cookie set by /api/auth/verify (the `cookieAuth` scheme): ' +
        'each operation says in `security` whether it needs it (`[]`: public; `{}` beside it: used when sent).',
      // No licence is granted: SPDX's form for a licence of one's own.
      license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/' }],
    paths: { ...readPaths, ...settingsPath, ...writePaths, ...waitlistPaths, ...documentPath },
    components: {
      securitySchemes: { cookieAuth: SESSION_SCHEME },
      schemas: {
        ...Object.fromEntries(Object.entries(readSchemas).map(([name, schema]) => [name, toSchema(schema)])),
        ...writeSchemas,
        ...waitlistSchemas,
      },
    },
  }
}
