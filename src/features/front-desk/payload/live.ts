/**
 * What tells the front desk's screens that a salon's diary changed (issue 30, decision 0044): hooks
 * on every collection the calendar and the client card show, whoever writes them — the desk, online
 * booking and its holds, the till, Stripe's webhooks, the admin's own forms, imports. Each names the
 * salons and dates it touched; the screens showing one of them read it again. The announcement waits
 * for the commit (src/platform/db/after-commit.ts), so a write that rolls back announces nothing.
 *
 * A plugin of its own, listed after every feature whose collections it watches.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, PayloadRequest } from 'payload'

import { relationKey } from '@/platform/db/relation-id'
import { ANY_DATE } from '@/platform/live/bus'
import { publishAfterCommit, type DiaryPlace } from '@/platform/live/publish'
import { featurePlugin } from '@/platform/payload/feature-plugin'

type Doc = Record<string, unknown> | null | undefined
type PlacesOf = (doc: Doc, req: PayloadRequest) => DiaryPlace[] | Promise<DiaryPlace[]>

const place = (salon: unknown, date: unknown): DiaryPlace[] => {
  const id = relationKey(salon)
  return id && typeof date === 'string' && date ? [{ salon: id, date }] : []
}

/** Hooks announcing the places a document touched, before and after the change (a move announces both days). */
function announce(placesOf: PlacesOf): NonNullable<CollectionConfig['hooks']> {
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
    const places = [...(await placesOf(doc, req)), ...(previousDoc ? await placesOf(previousDoc, req) : [])]
    await publishAfterCommit(req, places)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await publishAfterCommit(req, await placesOf(doc, req))
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

/** A visit (or a hold): its salon and date. */
const visitPlaces: PlacesOf = (doc) => place(doc?.salon, doc?.date)

/** Blocked time: its day, or every day when it repeats weekly. */
const blockPlaces: PlacesOf = (doc) => place(doc?.salon, doc?.repeatWeekly ? ANY_DATE : doc?.date)

/** A stylist's hours, days off and salons change the grid of every salon they work at, on any date. */
const stylistPlaces: PlacesOf = (doc) => {
  const rows = [...((doc?.workingHours as Doc[]) ?? []), ...((doc?.scheduleExceptions as Doc[]) ?? [])]
  const salons = [...((doc?.salons as unknown[]) ?? []), ...rows.map((r) => r?.salon)]
  return salons.flatMap((s) => place(s, ANY_DATE))
}

/** A salon's opening hours bound its grid on every date. */
const salonPlaces: PlacesOf = (doc) => place(doc?.id, ANY_DATE)

/** A sale closed or voided at the till: its salon and day. */
const salePlaces: PlacesOf = (doc) => place(doc?.salon, doc?.date)

/** A payment shows on its visit: the visit's salon and date. */
const paymentPlaces: PlacesOf = async (doc, req) => {
  const id = relationKey(doc?.appointment)
  if (!id) return []
  const visit = await req.payload
    .findByID({
      collection: 'appointments',
      id: Number(id),
      depth: 0,
      overrideAccess: true,
      req,
      select: { salon: true, date: true },
    })
    .catch(() => null)
  return visit ? place(visit.salon, visit.date) : []
}

/** How many of a client's visits (the latest first) are announced when the client's card changes. */
const CLIENT_VISITS = 100

/** A client's name, phone or notes show on their visits and card: the salons and dates of their visits. */
const clientPlaces: PlacesOf = async (doc, req) => {
  if (!doc?.id) return []
  const { docs } = await req.payload.find({
    collection: 'appointments',
    where: { client: { equals: doc.id } },
    sort: '-start',
    limit: CLIENT_VISITS,
    depth: 0,
    overrideAccess: true,
    req,
    select: { salon: true, date: true },
  })
  return docs.flatMap((v) => place(v.salon, v.date))
}

/** The client's own fields a screen shows; a change of anything else (consent stamps, sign-in dates) is not announced. */
const CLIENT_FIELDS = ['firstName', 'lastName', 'phone', 'email', 'staffNotes', 'forbiddenOnlineBooking', 'sex']

const clientHooks = (): NonNullable<CollectionConfig['hooks']> => {
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
    // A new client has no visits yet: the booking that follows announces itself.
    if (operation !== 'update') return doc
    if (previousDoc && CLIENT_FIELDS.every((f) => JSON.stringify(doc[f]) === JSON.stringify(previousDoc[f]))) return doc
    await publishAfterCommit(req, await clientPlaces(doc, req))
    return doc
  }
  return { afterChange: [afterChange] }
}

export const liveDiaryPlugin = () =>
  featurePlugin({
    name: 'parlour-live-diary',
    hooksOn: {
      appointments: announce(visitPlaces),
      'time-blocks': announce(blockPlaces),
      employees: announce(stylistPlaces),
      salons: announce(salonPlaces),
      sales: announce(salePlaces),
      payments: announce(paymentPlaces),
      clients: clientHooks(),
    },
  })
