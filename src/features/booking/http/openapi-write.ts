/**
 * The write and sign-in routes of the booking API. Every request body is generated from the zod
 * schema its handler validates with (src/features/booking/http/request-bodies.ts, src/features/sign-in/request-bodies.ts),
 * the visits and the client from features/booking/contract.ts; what is written here is only the
 * routes' wiring — which body and which answer each route has, and the answers' small wrappers.
 */
import { z } from 'zod'

import { authRequestBodies, SESSION_COOKIE } from '@/features/sign-in/contract'
import { bookingRequestBodies } from './request-bodies'
import { balanceUseView, clientView, paymentLinkView, voucherUseView } from './answers'

type Json = Record<string, unknown>

/** A zod schema as JSON Schema 2020-12 (what OpenAPI 3.1 uses), as the client sends it. */
export const toSchema = (schema: z.ZodType): Json => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
  return rest
}
const generated = (name: keyof typeof bookingRequestBodies) => toSchema(bookingRequestBodies[name])

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
export const str = (description?: string): Json => ({ type: 'string', ...(description ? { description } : {}) })
export const object = (properties: Record<string, Json>, required: string[] = []): Json => ({
  type: 'object',
  properties,
  ...(required.length ? { required } : {}),
})
export const body = (schema: Json) => ({ required: true, content: { 'application/json': { schema } } })
export const answer = (description: string, schema: Json = ref('Problem')) => ({
  description,
  content: { 'application/json': { schema } },
})
export const pathId = (name: string, description: string) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'string' },
})

/**
 * How an operation is called (OpenAPI `security`): the client's session is the `cookieAuth` scheme,
 * the HttpOnly cookie /api/auth/verify sets. `optional`: the cookie is used when sent (`{}` = none).
 */
export const SESSION_SCHEME = { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }
export const security = {
  none: [],
  session: [{ cookieAuth: [] }],
  optional: [{}, { cookieAuth: [] }],
}

/**
 * What any request can meet before its endpoint runs, for the operations that refuse nothing
 * themselves: Node's 431 for headers over its 16 KB limit, a proxy's 400 or 413. No JSON body.
 */
export const refusedByServer = {
  '4XX': {
    description:
      'Refused before the endpoint runs: request headers over the size limit (431, or 400 from a proxy in front), ' +
      'a body over the size limit (413). The body is not JSON.',
  },
}

export const refusals = {
  '400': answer('Invalid body or a time that is not offered: `fields` names each field at fault.'),
  '415': answer('The body is not JSON (send Content-Type: application/json).'),
}
export const signedIn = { '401': answer('Not signed in (no valid session cookie).') }
const policy = {
  '403': answer('Refused by policy: `forbidden_online_booking`, `cancel_window`, `already_started`.'),
}
const notYours = { '404': answer('No such appointment of this client.') }
/** An item's `option` that is not one of its service's options (docs/decisions/0052). */
const unknownOption = {
  '422': answer('`unknown_option`: "Unknown option for this service." (`fields` names the item’s `option`).'),
}
const conflict = {
  '409': answer(
    'Conflict: `slot_taken`, `already_cancelled`, `already_reviewed`, `already_booked_that_day`, `client_limit_day`, `client_limit_upcoming` (what one client may book online).',
  ),
}
const withCookie = (response: Json) => ({
  ...response,
  headers: {
    'Set-Cookie': {
      description:
        'The `parlour_session` cookie (HttpOnly, SameSite=Lax) and its readable marker `parlour_signed_in=1` (same expiry).',
      schema: { type: 'string' },
    },
  },
})
const appointmentAnswer = (description: string) => answer(description, object({ appointment: ref('Appointment') }))
/**
 * A change the signed-in client makes to one of their appointments (cancel, move, add a service):
 * a POST with a body to /api/booking/appointments/{id}/…, answered with the appointment as it now is.
 */
const appointmentChange = (
  operationId: string,
  summary: string,
  request: keyof typeof bookingRequestBodies,
  done: string,
) => ({
  post: {
    operationId,
    security: security.session,
    summary,
    tags: ['Appointments'],
    parameters: [pathId('id', 'Appointment id.')],
    requestBody: body(generated(request)),
    responses: {
      '200': appointmentAnswer(done),
      ...refusals,
      ...signedIn,
      ...policy,
      ...notYours,
      ...conflict,
      ...(request === 'cancel' ? {} : unknownOption),
    },
  },
})

const idList: Json = { type: 'array', items: str() }
const review = object({ rating: { type: 'integer' }, text: str(), createdAt: { type: 'string', format: 'date-time' } })

const signInBody = (name: keyof typeof authRequestBodies) => toSchema(authRequestBodies[name])

export const writeSchemas: Record<string, Json> = {
  Client: toSchema(clientView),
}

export const writePaths: Record<string, Json> = {
  '/api/auth/code': {
    post: {
      operationId: 'sendSignInCode',
      security: security.none,
      summary: 'Send a sign-in code by text message',
      description:
        'Answers the same whether or not the phone belongs to a client. The code is valid 10 minutes; it has ' +
        '`codeLength` digits (6, or 4 when the booking system Beauty Pro texts it).',
      tags: ['Sign-in'],
      requestBody: body(signInBody('code')),
      responses: {
        '200': answer(
          'Code sent.',
          object({ authId: str(), codeLength: { type: 'integer', enum: [4, 6] } }, ['authId', 'codeLength']),
        ),
        ...refusals,
        '429': answer('Too many codes for this phone or from this network: see Retry-After.'),
        '503': answer('The text could not be sent.'),
      },
    },
  },
  '/api/auth/verify': {
    post: {
      operationId: 'verifySignInCode',
      security: security.none,
      summary: 'Check the code; sign in, or register and sign in',
      description:
        'With `authId` and `code`: signs a known client in (cookie) or answers `registrationRequired` (no cookie). ' +
        'The same call with `firstname` (required then), `lastname`, `sex`, `email` registers and signs in. ' +
        'A wrong, expired or used code, or a sixth check, is a 400 with `fields.code`.',
      tags: ['Sign-in'],
      requestBody: body(signInBody('verify')),
      responses: {
        '200': withCookie(
          answer('Signed in, or registration needed.', {
            oneOf: [object({ client: ref('Client') }, ['client']), object({ registrationRequired: { const: true } })],
          }),
        ),
        ...refusals,
      },
    },
  },
  '/api/auth/refresh': {
    post: {
      operationId: 'refreshSession',
      security: security.session,
      summary: 'Swap the session cookie for a new one (same absolute expiry)',
      tags: ['Sign-in'],
      responses: {
        '200': withCookie(answer('Renewed.', object({ client: ref('Client') }))),
        '401': answer('No session, or a token already swapped (that whole sign-in is signed out).'),
      },
    },
  },
  '/api/auth/sign-out': {
    post: {
      operationId: 'signOut',
      security: security.optional,
      summary: 'Sign out',
      tags: ['Sign-in'],
      responses: {
        '200': withCookie(answer('Signed out; the cookie is cleared.', object({ signedOut: { const: true } }))),
        ...refusedByServer,
      },
    },
  },
  '/api/auth/me': {
    get: {
      operationId: 'getMe',
      security: security.session,
      summary: 'The signed-in client',
      tags: ['Sign-in'],
      responses: { '200': answer('The client.', object({ client: ref('Client') })), ...signedIn },
    },
    patch: {
      operationId: 'updateMe',
      security: security.session,
      summary: 'Change my name or email',
      description:
        'Only the fields sent change; an empty `lastName` or `email` clears it. The phone is how the client signs ' +
        'in and cannot be changed here (any other field is a 400).',
      tags: ['Sign-in'],
      requestBody: body(signInBody('profile')),
      responses: {
        '200': answer('The client as saved.', object({ client: ref('Client') })),
        ...refusals,
        ...signedIn,
      },
    },
  },
  '/api/booking/holds': {
    post: {
      operationId: 'holdTime',
      security: security.optional,
      summary: 'Hold a time while the visitor signs in (no sign-in needed)',
      description: 'The hold (`state: reserved`) keeps the time until `heldUntil`; keep `id` and `token` to book it.',
      tags: ['Appointments'],
      requestBody: body(generated('hold')),
      responses: {
        '201': answer('Held.', object({ hold: { allOf: [ref('Appointment'), object({ token: str() })] } })),
        ...refusals,
        ...unknownOption,
        '409': answer(
          '`slot_taken`: the time is taken; `client_limit_day` / `client_limit_upcoming`: a signed-in client holds what they may book online.',
        ),
        '429': answer('Too many holds from this network (30 an hour): see Retry-After.'),
      },
    },
  },
  '/api/booking/holds/{id}': {
    delete: {
      operationId: 'releaseHold',
      security: security.optional,
      summary: 'Release a hold',
      tags: ['Appointments'],
      parameters: [
        pathId('id', 'Hold id.'),
        {
          name: 'X-Hold-Token',
          in: 'header',
          required: false,
          description: 'The hold’s token (or be its signed-in owner).',
          schema: { type: 'string' },
        },
      ],
      responses: {
        '200': answer('Released.', object({ released: { const: true } })),
        '404': answer('The hold has ended or the token is wrong.'),
      },
    },
  },
  '/api/booking/appointments': {
    get: {
      operationId: 'listAppointments',
      security: security.session,
      summary: "The signed-in client's appointments",
      description: 'Upcoming visits in time order, then past ones newest first; holds left out.',
      tags: ['Appointments'],
      responses: {
        '200': answer(
          'The appointments.',
          object({ appointments: { type: 'array', items: ref('AccountAppointment') } }),
        ),
        ...signedIn,
      },
    },
    post: {
      operationId: 'book',
      security: security.session,
      summary: 'Book',
      description:
        'The time must be one free time offers now. A second booking at the same salon on the same date joins ' +
        'that visit. With `hold`, the visitor’s own hold becomes the booking. A repeat with the same ' +
        '`Idempotency-Key` answers the first result with `Idempotent-Replayed: true`. A visit that needs a ' +
        'prepayment or a saved card (the salon’s prepayment settings) is held for the client with state ' +
        '`reserved` and comes with `payment`: the Stripe page to pay on and the terms in plain words; it ' +
        'becomes `planned` once Stripe reports it paid, and is cancelled when the page closes unpaid. With ' +
        '`voucher`, a gift voucher pays toward the visit: the code is checked before anything is booked (400 ' +
        '`voucher_invalid` with `fields.voucher`), the visit is its own (it never joins another), and once made ' +
        'the voucher pays as much of its price as it holds; `voucher` in the answer says what it paid. The ' +
        'prepayment still asked is the terms’ less the voucher’s part: nothing left → booked at once; the rest on ' +
        'Stripe’s page; a card only when a fee is more than the voucher’s part. A voucher spent by someone else ' +
        'meanwhile lets the time go: 409 `voucher_spent`. Beauty Pro mode takes no voucher (400 `vouchers_not_online`). ' +
        'With `useBalance: true`, the client’s balance pays after any voucher by the same rules (`balance` in the ' +
        'answer); an empty balance is 400 `balance_empty` on `fields.useBalance`, one spent meanwhile 409 ' +
        '`balance_spent`, Beauty Pro mode 400 `balance_not_online`.',
      tags: ['Appointments'],
      parameters: [
        { name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', maxLength: 100 } },
      ],
      requestBody: body(generated('book')),
      responses: {
        '201': {
          ...answer(
            'Booked (or, with `payment`, held for its payment).',
            object(
              {
                appointment: ref('Appointment'),
                payment: toSchema(paymentLinkView),
                voucher: toSchema(voucherUseView),
                balance: toSchema(balanceUseView),
              },
              ['appointment'],
            ),
          ),
          headers: { 'Idempotent-Replayed': { description: '`true` on a replay.', schema: { type: 'string' } } },
        },
        ...refusals,
        ...signedIn,
        ...policy,
        ...conflict,
        ...unknownOption,
        '503': answer(
          '`payments_unavailable`: the visit needs a prepayment and Stripe could not be reached; nothing was booked and no time is held.',
        ),
      },
    },
  },
  '/api/booking/appointments/{id}/voucher': {
    post: {
      operationId: 'payWithVoucher',
      security: security.session,
      summary: 'Pay toward a visit still owing its prepayment with a gift voucher',
      description:
        'For a visit held for its prepayment (`reserved`, with a page open). The voucher pays as much as it holds ' +
        'up to the visit’s price; the open Stripe page is closed and `payment` is a new one for the rest, or null ' +
        'when nothing is left to pay (the visit is then `planned`).',
      tags: ['Appointments'],
      parameters: [pathId('id', 'Appointment id.')],
      requestBody: body(generated('voucher')),
      responses: {
        '200': answer(
          'Paid with the voucher.',
          object(
            {
              appointment: ref('Appointment'),
              payment: { anyOf: [toSchema(paymentLinkView), { type: 'null' }] },
              voucher: toSchema(voucherUseView),
            },
            ['appointment', 'payment', 'voucher'],
          ),
        ),
        '400': answer('`voucher_invalid` (`fields.voucher` says why), or `vouchers_not_online` (Beauty Pro mode).'),
        ...signedIn,
        ...notYours,
        '409': answer(
          '`nothing_owed`: no prepayment page is open; `already_paid`: the page was paid meanwhile; `voucher_spent`: the voucher was used up meanwhile (the page as it was is open again).',
        ),
        '503': answer('`payments_unavailable`: Stripe could not be reached; nothing changed.'),
      },
    },
  },
  '/api/booking/appointments/{id}/balance': {
    post: {
      operationId: 'payWithBalance',
      security: security.session,
      summary: 'Pay toward a visit still owing its prepayment from the client’s balance',
      description:
        'For a visit held for its prepayment (`reserved`, with a page open). The balance pays as much as it holds ' +
        'up to the visit’s price less what vouchers and the balance paid on it; the open Stripe page is closed and ' +
        '`payment` is a new one for the rest, or null when nothing is left to pay (the visit is then `planned`). ' +
        'No body is needed.',
      tags: ['Appointments'],
      parameters: [pathId('id', 'Appointment id.')],
      responses: {
        '200': answer(
          'Paid from the balance.',
          object(
            {
              appointment: ref('Appointment'),
              payment: { anyOf: [toSchema(paymentLinkView), { type: 'null' }] },
              balance: toSchema(balanceUseView),
            },
            ['appointment', 'payment', 'balance'],
          ),
        ),
        '400': answer('`balance_not_online` (Beauty Pro mode).'),
        ...signedIn,
        ...notYours,
        '409': answer(
          '`nothing_owed`: no prepayment page is open; `already_paid`: the page was paid meanwhile; `balance_empty`: nothing is on the balance (the page as it was is open again).',
        ),
        '503': answer('`payments_unavailable`: Stripe could not be reached; nothing changed.'),
      },
    },
  },
  '/api/booking/appointments/{id}/cancel': appointmentChange(
    'cancelAppointment',
    'Cancel (kept with reason and date)',
    'cancel',
    'Cancelled.',
  ),
  '/api/booking/appointments/{id}/reschedule': appointmentChange(
    'rescheduleAppointment',
    'Move to another time (same services and stylist unless `items` is given)',
    'reschedule',
    'Moved.',
  ),
  '/api/booking/appointments/{id}/services': appointmentChange(
    'addAppointmentService',
    'Add a service at the end of the visit',
    'addService',
    'Added.',
  ),
  '/api/booking/appointments/{id}/services/{item}': {
    delete: {
      operationId: 'removeAppointmentService',
      security: security.session,
      summary: 'Remove a service from the visit',
      tags: ['Appointments'],
      parameters: [pathId('id', 'Appointment id.'), pathId('item', 'Item id from the appointment.')],
      responses: {
        '200': appointmentAnswer('Removed.'),
        '400': answer('`last_service`: the only service cannot be removed (cancel instead).'),
        ...signedIn,
        ...policy,
        ...notYours,
      },
    },
  },
  '/api/booking/appointments/{id}/review': {
    post: {
      operationId: 'reviewAppointment',
      security: security.session,
      summary: 'Review a finished visit, once (the stylist’s stars follow)',
      tags: ['Appointments'],
      parameters: [pathId('id', 'Appointment id.')],
      requestBody: body(generated('review')),
      responses: {
        '201': answer('Reviewed.', object({ review })),
        ...refusals,
        ...signedIn,
        ...notYours,
        ...conflict,
      },
    },
  },
  '/api/booking/favourites': {
    get: {
      operationId: 'listFavourites',
      security: security.session,
      summary: "The signed-in client's favourite stylists and services",
      tags: ['Account'],
      responses: { '200': answer('Favourites.', object({ stylists: idList, services: idList })), ...signedIn },
    },
    post: {
      operationId: 'toggleFavourite',
      security: security.session,
      summary: 'Add a favourite, or remove it when it is one already; an empty id clears the list',
      description: 'With `id` empty (`""` or `null`) every favourite of that kind is removed.',
      tags: ['Account'],
      requestBody: body(generated('favourite')),
      responses: {
        '200': answer(
          'The lists after the change.',
          object({ added: { type: 'boolean' }, stylists: idList, services: idList }),
        ),
        ...refusals,
        ...signedIn,
      },
    },
  },
}
