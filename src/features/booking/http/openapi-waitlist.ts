/**
 * The waitlist's public routes in the booking API's document (issue 30, decision 0046): a client
 * signed in by phone joins, lists and leaves; an offer's text link reads the held time. Bodies and
 * the entry come from the waitlist's own zod contract, as the handlers validate and answer them.
 * (The staff's /api/staff/waitlist routes are the admin's, not part of this public API.)
 */
import { joinBody, waitlistEntryView } from '@/features/waitlist/contract'

import { answer, body, object, pathId, ref, refusals, security, signedIn, str, toSchema } from './openapi-write'

const entryAnswer = (description: string) => answer(description, object({ entry: ref('WaitlistEntry') }, ['entry']))
const locale = {
  name: 'locale',
  in: 'query',
  required: false,
  description: 'Names of salons, services and stylists in this language.',
  schema: { type: 'string', enum: ['en', 'uk'], default: 'en' },
}

export const waitlistSchemas = { WaitlistEntry: toSchema(waitlistEntryView) }

export const waitlistPaths: Record<string, Record<string, unknown>> = {
  '/api/waitlist': {
    get: {
      operationId: 'listMyWaitlist',
      security: security.session,
      summary: "The signed-in client's waitlist entries, newest first",
      description: 'Offers are settled first: an offer booked reads `booked`, one that ran out `waiting` again.',
      tags: ['Waitlist'],
      parameters: [locale],
      responses: {
        '200': answer('The entries.', object({ entries: { type: 'array', items: ref('WaitlistEntry') } }, ['entries'])),
        ...signedIn,
      },
    },
    post: {
      operationId: 'joinWaitlist',
      security: security.session,
      summary: 'Join the waitlist for a day, a part of a day or a range of days',
      description:
        'When a time that fits frees (a cancellation, a move, new hours), the first entry in order of joining is ' +
        'offered it: the time is held for the client and texted with a link (`/book/?offer=…`). Times the client ' +
        'could see when joining are not offered. At most 31 days per entry and 5 live entries per client.',
      tags: ['Waitlist'],
      requestBody: body(toSchema(joinBody)),
      responses: {
        '201': entryAnswer('Joined.'),
        '200': entryAnswer('Already waiting for exactly this: the same entry.'),
        ...refusals,
        ...signedIn,
        '403': answer('The client may not book online: please call the salon.'),
        '409': answer('The client has 5 live entries already: leave one first.'),
      },
    },
  },
  '/api/waitlist/{id}': {
    delete: {
      operationId: 'leaveWaitlist',
      security: security.session,
      summary: 'Leave the waitlist',
      description: 'A time held for this entry is let go at once. Leaving twice answers the entry as it is.',
      tags: ['Waitlist'],
      parameters: [pathId('id', 'Waitlist entry id.'), locale],
      responses: {
        '200': entryAnswer('Left (`state: left`), or already booked.'),
        ...signedIn,
        '404': answer('No such entry of this client.'),
      },
    },
  },
  '/api/waitlist/offer': {
    get: {
      operationId: 'getWaitlistOffer',
      security: security.none,
      summary: "The time an offer's text holds, as a hold",
      description:
        "The text's link names `<hold id>.<token>`; the answer is the hold as `POST /api/booking/holds` answers it. " +
        'Book it with `POST /api/booking/appointments` and `hold: { id, token }` (signed in as the client).',
      tags: ['Waitlist'],
      parameters: [
        { name: 'ref', in: 'query', required: true, description: '`<hold id>.<token>` from the link.', schema: str() },
        locale,
      ],
      responses: {
        '200': answer('The held time.', object({ hold: { allOf: [ref('Appointment'), object({ token: str() })] } })),
        '404': answer('The offer has ended (booked, run out, left) or the link is wrong.'),
      },
    },
  },
}
