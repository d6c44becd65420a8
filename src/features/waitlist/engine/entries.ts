/**
 * The one place the waitlist's collection and settings are read and written (staff-only
 * collection: the Local API with `overrideAccess`, the caller having checked who asks).
 */
import type { Payload, PayloadRequest, Where } from 'payload'

import type { WaitlistEntry as EntryDoc } from '@/cms/payload-types'
import { relationKey } from '@/platform/db/relation-id'

import { DEFAULT_TEXTING_HOURS, type TextingHours, type WaitlistEntry } from '../domain/waitlist'

export type { EntryDoc }

/** The entry's live offer as stored: the hold made for the client and until when. */
export interface StoredOffer {
  visitId: string | null
  stylistId: string | null
  start: Date | null
  until: Date | null
}

export type Entry = WaitlistEntry & { offer: StoredOffer | null; locale: 'en' | 'uk'; bookedVisitId: string | null }

const passedList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []

const orNull = (value: unknown) => (value == null ? null : relationKey(value as number | { id: number }))

export function toEntry(d: EntryDoc): Entry {
  const offer = d.offer
  return {
    id: String(d.id),
    clientId: relationKey(d.client),
    salonId: relationKey(d.salon),
    serviceIds: (d.services ?? []).map((s) => relationKey(s)),
    stylistId: orNull(d.stylist),
    window: { from: d.from, to: d.to, part: d.part ?? null },
    joinedAt: new Date(d.joinedAt),
    state: d.state,
    passed: passedList(d.passed),
    locale: d.locale === 'uk' ? 'uk' : 'en',
    bookedVisitId: orNull(d.bookedVisit),
    offer:
      offer && (offer.visit != null || offer.start)
        ? {
            visitId: orNull(offer.visit),
            stylistId: orNull(offer.stylist),
            start: offer.start ? new Date(offer.start) : null,
            until: offer.until ? new Date(offer.until) : null,
          }
        : null,
  }
}

const o = (req?: PayloadRequest) => ({ overrideAccess: true, depth: 0, req }) as const

export async function findEntries(payload: Payload, where: Where, req?: PayloadRequest): Promise<Entry[]> {
  const { docs } = await payload.find({
    collection: 'waitlist-entries',
    where,
    sort: 'joinedAt',
    pagination: false,
    ...o(req),
  })
  return docs.map(toEntry)
}

export async function findEntry(payload: Payload, id: string, req?: PayloadRequest): Promise<Entry | null> {
  if (!/^\d{1,9}$/.test(id)) return null
  const doc = await payload.findByID({ collection: 'waitlist-entries', id: Number(id), ...o(req) }).catch(() => null)
  return doc ? toEntry(doc) : null
}

/** Whether anyone waits at the salon for a day on or after `date` (a cheap check before queuing work). */
export async function anyoneWaiting(payload: Payload, salonId: string | null, date: string, req?: PayloadRequest) {
  const { totalDocs } = await payload.count({
    collection: 'waitlist-entries',
    where: {
      and: [
        { state: { equals: 'waiting' } },
        { to: { greater_than_equal: date } },
        ...(salonId ? [{ salon: { equals: Number(salonId) } }] : []),
      ],
    },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

export const NO_OFFER = { visit: null, stylist: null, start: null, until: null }

export async function updateEntry(
  payload: Payload,
  id: string,
  data: Partial<Omit<EntryDoc, 'id' | 'createdAt' | 'updatedAt'>>,
  req?: PayloadRequest,
): Promise<Entry> {
  const doc = await payload.update({ collection: 'waitlist-entries', id: Number(id), data, ...o(req) })
  return toEntry(doc)
}

export interface NewEntry {
  clientId: string
  salonId: string
  serviceIds: string[]
  stylistId: string | null
  from: string
  to: string
  part: WaitlistEntry['window']['part']
  joinedAt: Date
  locale: 'en' | 'uk'
  addedBy: 'client' | 'staff'
  /** Times not to offer it (`offerKey`): those the client could see when joining. */
  passed?: string[]
}

export async function createEntry(payload: Payload, input: NewEntry, req?: PayloadRequest): Promise<Entry> {
  const doc = await payload.create({
    collection: 'waitlist-entries',
    data: {
      client: Number(input.clientId),
      salon: Number(input.salonId),
      services: input.serviceIds.map(Number),
      stylist: input.stylistId ? Number(input.stylistId) : null,
      from: input.from,
      to: input.to,
      part: input.part,
      joinedAt: input.joinedAt.toISOString(),
      locale: input.locale,
      addedBy: input.addedBy,
      state: 'waiting',
      passed: input.passed ?? [],
      offersMade: 0,
    },
    ...o(req),
  })
  return toEntry(doc)
}

export interface WaitlistSettings {
  offerMinutes: number
  texting: TextingHours
}

export async function loadWaitlistSettings(payload: Payload, req?: PayloadRequest): Promise<WaitlistSettings> {
  const s = await payload.findGlobal({ slug: 'waitlist-settings', ...o(req) })
  return {
    offerMinutes: s.offerMinutes ?? 30,
    texting: {
      from: s.textsFrom || DEFAULT_TEXTING_HOURS.from,
      until: s.textsUntil || DEFAULT_TEXTING_HOURS.until,
    },
  }
}

/**
 * The language a client's texts are in when staff add them: that of their latest visit (the site's
 * when they booked online; the desk's choice otherwise) or of the entry they last joined, else English.
 */
export async function clientLanguage(payload: Payload, clientId: string, req?: PayloadRequest): Promise<'en' | 'uk'> {
  const where = { client: { equals: Number(clientId) } }
  const [visit, entry] = await Promise.all([
    payload.find({ collection: 'appointments', where, sort: '-createdAt', limit: 1, ...o(req) }),
    payload.find({ collection: 'waitlist-entries', where, sort: '-joinedAt', limit: 1, ...o(req) }),
  ])
  const latest = [visit.docs[0], entry.docs[0]]
    .filter((d) => d != null)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0]
  return latest?.locale === 'uk' ? 'uk' : 'en'
}
