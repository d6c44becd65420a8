/**
 * The waitlist's endpoints (route files under src/app/api re-export these; decision 0046).
 *
 * The client's, signed in by phone (the session cookie of /api/auth):
 * - GET /api/waitlist — my entries; POST /api/waitlist — join; DELETE /api/waitlist/{id} — leave.
 * - GET /api/waitlist/offer?ref=<visit>.<token> — the time an offer's text holds, as the booking
 *   widget's hold (no sign-in needed: the token is the secret; booking it needs the client signed in).
 *
 * The staff's (the admin's session):
 * - GET /api/staff/waitlist?salon=&date= — who waits for that day; POST /api/staff/waitlist — add a
 *   client; POST /api/staff/waitlist/{id}/offer — offer a time by hand.
 */
import { appointmentViews, systemClock, toAppointment } from '@/features/booking/kit'
import { signedInClientId } from '@/features/sign-in'
import { payloadClient } from '@/platform/db/payload'
import { handle, HttpError, json, parseBody } from '@/platform/http/api'
import { requireStaff } from '@/platform/staff/require-staff'

import { joinBody, staffAddBody, staffOfferBody } from '../contract'
import { clientLanguage, findEntries, findEntry, loadWaitlistSettings } from '../engine/entries'
import { joinWaitlist, leaveWaitlist, offerOfLink } from '../engine/join'
import { makeOffer, settleOffers, textOffer } from '../engine/offers'
import { entryViews } from '../engine/views'

type Params = { params: Promise<{ id: string }> }

const SIGN_IN = 'Please sign in with your phone to use the waitlist.'
const STAFF_SIGN_IN = 'Sign in to the admin to see the waitlist.'

async function signedInClient(request: Request): Promise<string> {
  const clientId = await signedInClientId(request)
  if (!clientId) throw new HttpError(401, SIGN_IN)
  return String(clientId)
}

const localeOf = (request: Request) => (new URL(request.url).searchParams.get('locale') === 'uk' ? 'uk' : 'en')

/** GET /api/waitlist: the signed-in client's entries, newest first (offers settled first: booked or run out). */
export const getMyWaitlist = handle(async (request: Request) => {
  const clientId = await signedInClient(request)
  const payload = await payloadClient()
  await settleOffers(payload, systemClock, clientId)
  const entries = await findEntries(payload, { client: { equals: Number(clientId) } })
  const views = await entryViews(payload, entries.reverse(), localeOf(request))
  return json({ entries: views })
})

/** POST /api/waitlist: joins (201), or the same entry again (200). */
export const postWaitlist = handle(async (request: Request) => {
  const clientId = await signedInClient(request)
  const body = await parseBody(request, joinBody)
  const payload = await payloadClient()
  const { entry, created } = await joinWaitlist(payload, systemClock, { clientId, body, addedBy: 'client' })
  const [view] = await entryViews(payload, [entry], body.locale)
  return json({ entry: view }, created ? 201 : 200)
})

/** DELETE /api/waitlist/{id}: leaves; a time held for it is let go. */
export const deleteWaitlistEntry = handle(async (request: Request, { params }: Params) => {
  const clientId = await signedInClient(request)
  const payload = await payloadClient()
  const left = await leaveWaitlist(payload, (await params).id, clientId)
  const [view] = await entryViews(payload, [left], localeOf(request))
  return json({ entry: view })
})

/** GET /api/waitlist/offer?ref=…: the held time, as POST /api/booking/holds answers a hold. */
export const getWaitlistOffer = handle(async (request: Request) => {
  const ref = new URL(request.url).searchParams.get('ref') ?? ''
  const payload = await payloadClient()
  const found = await offerOfLink(payload, systemClock, ref)
  if (!found) throw new HttpError(404, 'This offer has ended: the time is no longer held.')
  const [view] = await appointmentViews(payload, [toAppointment(found.visit)], localeOf(request))
  return json({ hold: { ...view!, token: found.token } })
})

async function staff(request: Request) {
  return requireStaff(request, STAFF_SIGN_IN)
}

/** GET /api/staff/waitlist?salon=&date=: entries waiting or offered whose window has that day, in join order. */
export const getStaffWaitlist = handle(async (request: Request) => {
  const { payload } = await staff(request)
  const q = new URL(request.url).searchParams
  const salon = q.get('salon') ?? ''
  const date = q.get('date') ?? ''
  if (!/^\d{1,9}$/.test(salon)) throw new HttpError(400, 'Choose a salon.', { salon: 'Choose a salon.' })
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date))
    throw new HttpError(400, 'A date as YYYY-MM-DD.', { date: 'A date as YYYY-MM-DD.' })
  await settleOffers(payload, systemClock)
  const entries = await findEntries(payload, {
    and: [
      { salon: { equals: Number(salon) } },
      { state: { in: ['waiting', 'offered'] } },
      { from: { less_than_equal: date } },
      { to: { greater_than_equal: date } },
    ],
  })
  return json({ entries: await entryViews(payload, entries, 'en', true) })
})

/** POST /api/staff/waitlist: adds a client (201), or answers with the same entry (200); texts in the client's language. */
export const postStaffWaitlist = handle(async (request: Request) => {
  const { payload } = await staff(request)
  const body = await parseBody(request, staffAddBody)
  const locale = body.locale ?? (await clientLanguage(payload, body.client))
  const { entry, created } = await joinWaitlist(payload, systemClock, {
    clientId: body.client,
    body: { ...body, locale },
    addedBy: 'staff',
  })
  const [view] = await entryViews(payload, [entry], 'en', true)
  return json({ entry: view }, created ? 201 : 200)
})

/** POST /api/staff/waitlist/{id}/offer: holds the time for the entry's client and texts them (409 when it cannot). */
export const postStaffOffer = handle(async (request: Request, { params }: Params) => {
  const { payload } = await staff(request)
  const body = await parseBody(request, staffOfferBody)
  const id = (await params).id
  const entry = await findEntry(payload, id)
  if (!entry || entry.state === 'left') throw new HttpError(404, 'No such waitlist entry.')
  if (entry.state !== 'waiting')
    throw new HttpError(409, 'This client has a live offer already or has booked: one offer at a time.')
  const [date, time] = body.start.split('T') as [string, string]
  const settings = await loadWaitlistSettings(payload)
  const made = await makeOffer(payload, systemClock, id, { stylistId: body.employee, date, time }, settings)
  if (!made)
    throw new HttpError(
      409,
      'This time cannot be held for the client: it is taken, too soon, or the stylist cannot do these services then.',
    )
  const texted = await textOffer(payload, made)
  const [view] = await entryViews(payload, [(await findEntry(payload, id))!], 'en', true)
  return json({ entry: view, texted }, 201)
})
