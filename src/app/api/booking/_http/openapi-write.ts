/**
 * The write and sign-in routes of the booking API, described by hand from their handlers
 * (src/booking/routes.ts and src/auth/routes.ts on the `booking` branch, commit 8e9f0b1, before
 * docs/booking-api.md existed). When those handlers' zod schemas are exported, generate these
 * from them as openapi.ts does for the reads.
 */
type Json = Record<string, unknown>

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const str = (description?: string): Json => ({ type: 'string', ...(description ? { description } : {}) })
const idSchema: Json = { type: ['string', 'integer'], description: 'Id (digits).' }
const object = (properties: Record<string, Json>, required: string[] = []): Json => ({
  type: 'object',
  properties,
  ...(required.length ? { required } : {}),
})
const body = (schema: Json) => ({ required: true, content: { 'application/json': { schema } } })
const answer = (description: string, schema: Json = ref('Problem')) => ({
  description,
  content: { 'application/json': { schema } },
})
const pathId = (name: string, description: string) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'string' },
})

const refusals = {
  '400': answer('Invalid body: `fields` names each field at fault.'),
  '415': answer('The body is not JSON.'),
}
const signedIn = { '401': answer('Not signed in (no valid session cookie).') }
const withRules = {
  '403': answer('Not allowed by the booking rules (e.g. the client may not book online, cancel window).'),
  '404': answer('No such appointment of this client.'),
  '409': answer('The time is taken, or the appointment is in a state that does not allow this.'),
}
const appointmentAnswer = (description: string) => answer(description, object({ appointment: ref('Appointment') }))

const start = str('Salon-local start, YYYY-MM-DDTHH:mm.')
const items: Json = {
  type: 'array',
  minItems: 1,
  maxItems: 10,
  items: object({ service: idSchema, employee: { ...idSchema, type: ['string', 'integer', 'null'] } }, ['service']),
  description: 'Services one after another; `employee` null or left out for any stylist.',
}

export const writeSchemas: Record<string, Json> = {
  Appointment: object(
    {
      id: str(),
      state: { type: 'string', enum: ['reserved', 'planned', 'confirmed', 'cancelled'] },
      location: object({ id: str(), title: str(), timezone: str() }),
      date: str('Salon-local date, YYYY-MM-DD.'),
      start: str('Salon-local, YYYY-MM-DDTHH:mm.'),
      end: str('Salon-local, YYYY-MM-DDTHH:mm.'),
      startsAt: { type: 'string', format: 'date-time' },
      endsAt: { type: 'string', format: 'date-time' },
      heldUntil: { type: ['string', 'null'], format: 'date-time' },
      items: {
        type: 'array',
        items: object({
          id: { type: ['string', 'null'] },
          service: object({ id: str(), title: str() }),
          employee: object({ id: str(), name: str() }),
          start: str('Salon-local, YYYY-MM-DDTHH:mm.'),
          duration: { type: 'integer', description: 'Minutes.' },
          price: { type: ['number', 'null'], description: 'Pounds.' },
        }),
      },
      total: { type: 'number', description: 'Pounds.' },
      cancelReason: { type: ['string', 'null'] },
      cancelledAt: { type: ['string', 'null'], format: 'date-time' },
    },
    ['id', 'state', 'location', 'date', 'start', 'end', 'items', 'total'],
  ),
  Client: object({
    id: str(),
    phone: str('E.164.'),
    firstName: str(),
    lastName: str(),
    sex: str(),
    email: { type: ['string', 'null'] },
  }),
}

export const writePaths: Record<string, Json> = {
  '/api/auth/code': {
    post: {
      summary: 'Send a sign-in code by text message',
      description: 'Answers the same whether or not the phone is registered. Send limits per phone and network.',
      tags: ['Sign-in'],
      requestBody: body(object({ phone: str('UK or Ukrainian mobile number.') }, ['phone'])),
      responses: {
        '200': answer('Code sent.', object({ authId: str() }, ['authId'])),
        ...refusals,
        '429': answer('Too many codes: see Retry-After.'),
      },
    },
  },
  '/api/auth/verify': {
    post: {
      summary: 'Check the code; sign in, or register and sign in',
      description:
        'With only `authId` and `code`: signs a known client in (session cookie) or answers ' +
        '`registrationRequired`. With `firstname`, `lastname`, `sex`, `email` as well: registers and signs in.',
      tags: ['Sign-in'],
      requestBody: body(
        object(
          {
            authId: str(),
            code: str('The 6 digits from the text.'),
            firstname: str(),
            lastname: str(),
            sex: str('Defaults to female.'),
            email: str(),
          },
          ['authId', 'code'],
        ),
      ),
      responses: {
        '200': answer('Signed in (Set-Cookie) or registration needed.', {
          oneOf: [object({ client: ref('Client') }, ['client']), object({ registrationRequired: { const: true } })],
        }),
        ...refusals,
        '429': answer('Too many attempts.'),
      },
    },
  },
  '/api/auth/refresh': {
    post: {
      summary: 'Renew the session (rotates the cookie)',
      tags: ['Sign-in'],
      responses: { '200': answer('Renewed.', object({ client: ref('Client') })), ...signedIn },
    },
  },
  '/api/auth/sign-out': {
    post: {
      summary: 'Sign out',
      tags: ['Sign-in'],
      responses: { '200': answer('Signed out; the cookie is cleared.', object({ signedOut: { const: true } })) },
    },
  },
  '/api/auth/me': {
    get: {
      summary: 'The signed-in client',
      tags: ['Sign-in'],
      responses: { '200': answer('The client.', object({ client: ref('Client') })), ...signedIn },
    },
  },
  '/api/booking/appointments': {
    get: {
      summary: "The signed-in client's appointments",
      description: 'Each with `canChange`, `canReview` and its `review` (or null).',
      tags: ['Appointments'],
      responses: {
        '200': answer(
          'Upcoming and past appointments.',
          object({ appointments: { type: 'array', items: ref('Appointment') } }),
        ),
        ...signedIn,
      },
    },
    post: {
      summary: 'Book',
      description:
        'Honours an `Idempotency-Key` header (a retry answers the first result, with `idempotent-replayed: true`). ' +
        'A booking on a day the client already has a visit at that salon joins it. `hold` turns a hold into the booking.',
      tags: ['Appointments'],
      parameters: [
        { name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', maxLength: 100 } },
      ],
      requestBody: body(
        object({ location: idSchema, start, items, hold: object({ id: idSchema, token: str() }, ['id', 'token']) }, [
          'location',
          'start',
          'items',
        ]),
      ),
      responses: {
        '201': appointmentAnswer('Booked.'),
        ...refusals,
        ...signedIn,
        ...withRules,
      },
    },
  },
  '/api/booking/appointments/{id}/cancel': {
    post: {
      summary: 'Cancel (outside the policy window)',
      tags: ['Appointments'],
      parameters: [pathId('id', 'Appointment id.')],
      requestBody: body(object({ reason: { type: 'string', maxLength: 500 } })),
      responses: { '200': appointmentAnswer('Cancelled.'), ...refusals, ...signedIn, ...withRules },
    },
  },
  '/api/booking/appointments/{id}/reschedule': {
    post: {
      summary: 'Move to another time (and optionally other services)',
      tags: ['Appointments'],
      parameters: [pathId('id', 'Appointment id.')],
      requestBody: body(object({ start, items }, ['start'])),
      responses: { '200': appointmentAnswer('Moved.'), ...refusals, ...signedIn, ...withRules },
    },
  },
  '/api/booking/appointments/{id}/services': {
    post: {
      summary: 'Add a service to the visit',
      tags: ['Appointments'],
      parameters: [pathId('id', 'Appointment id.')],
      requestBody: body(
        object({ service: idSchema, employee: { ...idSchema, type: ['string', 'integer', 'null'] } }, ['service']),
      ),
      responses: { '200': appointmentAnswer('Added.'), ...refusals, ...signedIn, ...withRules },
    },
  },
  '/api/booking/appointments/{id}/services/{item}': {
    delete: {
      summary: 'Remove a service from the visit',
      tags: ['Appointments'],
      parameters: [pathId('id', 'Appointment id.'), pathId('item', 'Item id from the appointment.')],
      responses: { '200': appointmentAnswer('Removed.'), ...signedIn, ...withRules },
    },
  },
  '/api/booking/appointments/{id}/review': {
    post: {
      summary: 'Review a finished visit (once)',
      tags: ['Appointments'],
      parameters: [pathId('id', 'Appointment id.')],
      requestBody: body(
        object({ rating: { type: 'integer', minimum: 1, maximum: 5 }, text: { type: 'string', maxLength: 2000 } }, [
          'rating',
        ]),
      ),
      responses: {
        '201': answer(
          'Reviewed.',
          object({
            review: object({
              rating: { type: 'integer' },
              text: str(),
              createdAt: { type: 'string', format: 'date-time' },
            }),
          }),
        ),
        ...refusals,
        ...signedIn,
        ...withRules,
      },
    },
  },
  '/api/booking/holds': {
    post: {
      summary: 'Hold a time while the visitor signs in',
      description:
        'Signed in or not; limited per network. The answer carries the `token` that releases or books the hold.',
      tags: ['Appointments'],
      requestBody: body(object({ location: idSchema, start, items }, ['location', 'start', 'items'])),
      responses: {
        '201': answer('Held.', object({ hold: { allOf: [ref('Appointment'), object({ token: str() })] } })),
        ...refusals,
        '409': answer('The time is taken.'),
        '429': answer('Too many holds from this network: see Retry-After.'),
      },
    },
  },
  '/api/booking/holds/{id}': {
    delete: {
      summary: 'Release a hold',
      tags: ['Appointments'],
      parameters: [
        pathId('id', 'Hold id.'),
        {
          name: 'X-Hold-Token',
          in: 'header',
          required: false,
          schema: { type: 'string' },
          description: 'The hold’s token (or be its signed-in client).',
        },
      ],
      responses: {
        '200': answer('Released.', object({ released: { const: true } })),
        '403': answer('Not your hold.'),
        '404': answer('No such hold.'),
      },
    },
  },
  '/api/booking/favourites': {
    get: {
      summary: "The signed-in client's favourite stylists and services",
      tags: ['Account'],
      responses: {
        '200': answer(
          'Favourites.',
          object({ stylists: { type: 'array', items: str() }, services: { type: 'array', items: str() } }),
        ),
        ...signedIn,
      },
    },
    post: {
      summary: 'Add or remove a favourite (choosing one already in the list removes it)',
      tags: ['Account'],
      requestBody: body(
        object({ kind: { type: 'string', enum: ['stylist', 'service'] }, id: idSchema }, ['kind', 'id']),
      ),
      responses: {
        '200': answer(
          'The lists after the change.',
          object({
            added: { type: 'boolean' },
            stylists: { type: 'array', items: str() },
            services: { type: 'array', items: str() },
          }),
        ),
        ...refusals,
        ...signedIn,
        '404': answer('No such stylist or service.'),
      },
    },
  },
}
