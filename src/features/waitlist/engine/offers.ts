/**
 * Offers (decision 0046): freed time held for the first matching entry and texted to its client,
 * offers that ran out handed on, and the periodic sweep. Every step is idempotent: run twice, the
 * second finds the time held or the entry offered and does nothing.
 *
 * The hold is booking's own (decision 0010): an appointment in state `reserved` with `heldUntil`
 * and a hashed token, made by `holdTime` inside the transaction that marks the entry offered, so
 * the appointments guard (and on PostgreSQL the diary lock and exclusion constraint) decides
 * between the offer and anyone booking the same time at that moment.
 */
import type { Payload } from 'payload'

import {
  appointmentViews,
  createPayloadCatalogue,
  engineFreeTime,
  getFreeTime,
  holdTime,
  instantToLocal,
  isSlotTaken,
  localToInstant,
  payloadBookingStore,
  toAppointment,
  type Appointment,
  type Clock,
  type FreeTimeResult,
  type LocalDate,
  type LocalTime,
} from '@/features/booking/kit'
import { smsSenderFromEnv } from '@/features/messaging'
import { lockRowGroups } from '@/platform/db/row-group-lock'
import { inTransaction } from '@/platform/db/transaction'
import { getEnv } from '@/platform/env'
import { URL_PREFIX } from '@/platform/i18n/routing'

import {
  datesToSearch,
  entriesForFreedTime,
  firstMatch,
  firstWantedStart,
  mayOfferNow,
  offerKey,
  type CandidateTimes,
  type FreedTime,
  type OfferedTime,
  type WaitlistEntry,
} from '../domain/waitlist'
import { offerText } from './texts'
import {
  findEntries,
  findEntry,
  loadWaitlistSettings,
  NO_OFFER,
  updateEntry,
  type Entry,
  type WaitlistSettings,
} from './entries'

/** The waitlist's advisory lock group (PostgreSQL): one writer of an entry at a time. */
export const WAITLIST_LOCK_GROUP = 0x77616974

const LONDON = 'Europe/London'

export interface OfferMade {
  entryId: string
  visitId: string
  token: string
  stylistId: string
  start: Date
  until: Date
}

/** Thrown inside an offer's transaction to roll it back: the time was not free after all. */
class NotOffered extends Error {}

const salonZone = async (payload: Payload, salonId: string) => {
  const salon = await payload
    .findByID({ collection: 'salons', id: Number(salonId), depth: 0, overrideAccess: true })
    .catch(() => null)
  return salon?.timezone || LONDON
}

/** The engine's free starts for an entry's services, with one stylist or any, and the visit's length. */
async function freeTimesFor(
  payload: Payload,
  clock: Clock,
  entry: WaitlistEntry,
  employeeId: string | null,
  range: { from: LocalDate; to: LocalDate },
): Promise<{ duration: number; free: FreeTimeResult } | null> {
  const catalogue = createPayloadCatalogue(payload)
  const answer = await getFreeTime(
    { catalogue, times: engineFreeTime(catalogue), clock },
    { locationId: entry.salonId, serviceIds: entry.serviceIds, from: range.from, to: range.to, employeeId },
  )
  if (!answer.ok) return null
  const services = await catalogue.services('en')
  const duration = entry.serviceIds.reduce((sum, id) => sum + (services.find((s) => s.id === id)?.duration ?? 0), 0)
  return { duration, free: answer.times }
}

/**
 * Holds `time` for the entry's client for the offer window and marks the entry offered, in one
 * transaction; null when the entry has a live offer already, left, or the time is not free.
 */
export async function makeOffer(
  payload: Payload,
  clock: Clock,
  entryId: string,
  time: Pick<OfferedTime, 'stylistId' | 'date' | 'time'>,
  settings: WaitlistSettings,
): Promise<OfferMade | null> {
  try {
    return await inTransaction(payload, async (req) => {
      await lockRowGroups(payload, req, WAITLIST_LOCK_GROUP, [Number(entryId)])
      const entry = await findEntry(payload, entryId, req)
      if (!entry || entry.state !== 'waiting') return null
      const held = await holdTime(payloadBookingStore(payload, req), clock, {
        location: entry.salonId,
        start: `${time.date}T${time.time}`,
        items: entry.serviceIds.map((service) => ({ service, employee: time.stylistId })),
        minutes: settings.offerMinutes,
      })
      if (!held.ok) throw new NotOffered(held.message)
      const visit = held.appointment
      const until = visit.heldUntil!
      await updateEntry(
        payload,
        entryId,
        {
          state: 'offered',
          offer: {
            visit: Number(visit.id),
            stylist: Number(time.stylistId),
            start: visit.start.toISOString(),
            until: until.toISOString(),
          },
        },
        req,
      )
      return { entryId, visitId: visit.id, token: held.token, stylistId: time.stylistId, start: visit.start, until }
    })
  } catch (error) {
    if (error instanceof NotOffered || isSlotTaken(error)) return null
    throw error
  }
}

/** Texts the client the offer with its link; a gateway failure is logged (the offer stands, staff see it). */
export async function textOffer(payload: Payload, made: OfferMade): Promise<boolean> {
  try {
    const entry = await findEntry(payload, made.entryId)
    if (!entry) return false
    const client = await payload.findByID({
      collection: 'clients',
      id: Number(entry.clientId),
      depth: 0,
      overrideAccess: true,
    })
    if (!client.phone) return false
    const visit = await payload.findByID({
      collection: 'appointments',
      id: Number(made.visitId),
      depth: 0,
      overrideAccess: true,
    })
    const [view] = await appointmentViews(payload, [toAppointment(visit)], entry.locale)
    if (!view) return false
    const env = getEnv()
    const link = `${env.siteUrl}${URL_PREFIX[entry.locale]}/book/?offer=${made.visitId}.${made.token}`
    const body = offerText(entry.locale, {
      services: view.items.map((i) => i.service.title).join(', '),
      at: made.start,
      zone: view.location.timezone,
      place: view.location.title,
      until: made.until,
      link,
    })
    await smsSenderFromEnv(payload, env).send({ to: client.phone, body, kind: 'waitlist', secret: made.token })
    return true
  } catch (error) {
    payload.logger.error({ err: error, msg: `Could not text the waitlist offer of entry ${made.entryId}` })
    return false
  }
}

const toInstantIn = (zone: string) => (date: LocalDate, time: LocalTime) => localToInstant(date, time, zone)

/**
 * A freed time goes to the first entry, in join order, whose services fit into free time that uses
 * it (the engine's free starts with the freed stylist). Outside the texting hours nobody is offered
 * anything: the sweep offers what is still free once they begin.
 */
export async function offerFreedTime(payload: Payload, clock: Clock, freed: FreedTime): Promise<OfferMade | null> {
  const settings = await loadWaitlistSettings(payload)
  const zone = await salonZone(payload, freed.salonId)
  if (!mayOfferNow(clock.now(), zone, settings.texting)) return null
  const day = instantToLocal(freed.start, zone).date
  const lastDay = instantToLocal(new Date(freed.end.getTime() - 1), zone).date
  let candidates = entriesForFreedTime(
    freed,
    await findEntries(payload, {
      and: [
        { salon: { equals: Number(freed.salonId) } },
        { state: { equals: 'waiting' } },
        { from: { less_than_equal: lastDay } },
        { to: { greater_than_equal: day } },
      ],
    }),
    zone,
  )
  const times = new Map<string, CandidateTimes | null>()
  for (const entry of candidates) {
    const found = await freeTimesFor(payload, clock, entry, freed.stylistId, { from: day, to: lastDay })
    times.set(entry.id, found ? { duration: found.duration, starts: found.free[freed.stylistId] ?? {} } : null)
  }
  while (candidates.length) {
    const match = firstMatch(freed, candidates, zone, (e) => times.get(e.id) ?? null, toInstantIn(zone))
    if (!match) return null
    const made = await makeOffer(payload, clock, match.entry.id, match.offer, settings)
    if (made) {
      await textOffer(payload, made)
      return made
    }
    candidates = candidates.filter((e) => e.id !== match.entry.id)
  }
  return null
}

/** The client's live visit at the offered time with the offered stylist (a booking that joined their visit that day). */
async function bookedElsewhere(payload: Payload, entry: Entry): Promise<string | null> {
  const { offer } = entry
  if (!offer?.start || !offer.stylistId) return null
  const { docs } = await payload.find({
    collection: 'appointments',
    where: {
      and: [
        { client: { equals: Number(entry.clientId) } },
        { state: { in: ['planned', 'confirmed', 'arrived', 'completed'] } },
        { start: { less_than_equal: offer.start.toISOString() } },
        { end: { greater_than: offer.start.toISOString() } },
      ],
    },
    depth: 0,
    limit: 10,
    overrideAccess: true,
  })
  const visit = docs
    .map(toAppointment)
    .find((a) => a.items.some((i) => i.employeeId === offer.stylistId && i.start.getTime() === offer.start!.getTime()))
  return visit?.id ?? null
}

type Settled = 'booked' | 'live' | 'passed' | 'gone'

/**
 * Looks at one offered entry: booked (the client took the time — the hold is their visit now, or
 * joined their visit that day), still live, or run out (the entry waits again, never offered that
 * time again, and a hold nobody took is let go, which frees the time for the next entry).
 */
export async function settleOffer(payload: Payload, clock: Clock, entryId: string): Promise<Settled> {
  return inTransaction(payload, async (req) => {
    await lockRowGroups(payload, req, WAITLIST_LOCK_GROUP, [Number(entryId)])
    const entry = await findEntry(payload, entryId, req)
    if (!entry || entry.state !== 'offered') return 'gone'
    const doc = entry.offer?.visitId
      ? await payload
          .findByID({
            collection: 'appointments',
            id: Number(entry.offer.visitId),
            depth: 0,
            overrideAccess: true,
            req,
          })
          .catch(() => null)
      : null
    const visit: Appointment | null = doc ? toAppointment(doc) : null
    const now = clock.now()
    // Claimed but waiting for its prepayment: the client's while the payment page is open; not paid,
    // payments cancels it and the entry waits again (below).
    const paying = visit && visit.clientId && visit.state === 'reserved'
    if (paying && visit.heldUntil && visit.heldUntil > now) return 'live'
    const taken =
      visit && visit.clientId && visit.state !== 'cancelled' && !paying
        ? visit.id
        : await bookedElsewhere(payload, entry)
    if (taken) {
      await updateEntry(payload, entryId, { state: 'booked', bookedVisit: Number(taken), offer: NO_OFFER }, req)
      return 'booked'
    }
    const unclaimed = visit && visit.state === 'reserved' && !visit.clientId
    if (unclaimed && visit.heldUntil && visit.heldUntil > now) return 'live'
    const key =
      entry.offer?.stylistId && entry.offer.start
        ? offerKey(
            entry.offer.stylistId,
            entry.offer.start,
            visit?.end ?? new Date(entry.offer.start.getTime() + 60_000),
          )
        : null
    await updateEntry(
      payload,
      entryId,
      { state: 'waiting', offer: NO_OFFER, passed: key ? [...entry.passed, key] : entry.passed },
      req,
    )
    if (unclaimed) await payload.delete({ collection: 'appointments', id: Number(visit.id), overrideAccess: true, req })
    return 'passed'
  })
}

/** Settles every offered entry (of one client when named). */
export async function settleOffers(payload: Payload, clock: Clock, clientId?: string) {
  const offered = await findEntries(payload, {
    and: [{ state: { equals: 'offered' } }, ...(clientId ? [{ client: { equals: Number(clientId) } }] : [])],
  })
  const counts: Record<Settled, number> = { booked: 0, live: 0, passed: 0, gone: 0 }
  for (const entry of offered) counts[await settleOffer(payload, clock, entry.id)]++
  return counts
}

/**
 * The periodic sweep: offers that ran out are handed on; then, inside the texting hours, every
 * waiting entry in join order is offered the earliest free time its window wants — freed time a
 * job missed, new working hours, a block removed.
 */
export async function sweepWaitlist(payload: Payload, clock: Clock) {
  const settled = await settleOffers(payload, clock)
  const settings = await loadWaitlistSettings(payload)
  const today = instantToLocal(clock.now(), LONDON).date
  const waiting = await findEntries(payload, {
    and: [{ state: { equals: 'waiting' } }, { to: { greater_than_equal: today } }],
  })
  const zones = new Map<string, string>()
  let offered = 0
  for (const entry of waiting) {
    if (!zones.has(entry.salonId)) zones.set(entry.salonId, await salonZone(payload, entry.salonId))
    const zone = zones.get(entry.salonId)!
    if (!mayOfferNow(clock.now(), zone, settings.texting)) continue
    const range = datesToSearch(entry.window, instantToLocal(clock.now(), zone).date)
    if (!range) continue
    const found = await freeTimesFor(payload, clock, entry, entry.stylistId, range)
    const time = found && firstWantedStart(entry, found.free, found.duration, toInstantIn(zone))
    if (!time) continue
    const made = await makeOffer(payload, clock, entry.id, time, settings)
    if (made) {
      offered++
      await textOffer(payload, made)
    }
  }
  return { ...settled, offered }
}
