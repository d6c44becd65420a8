/**
 * Joining and leaving the waitlist, for the client online and for staff on the client's behalf.
 */
import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import {
  createPayloadCatalogue,
  engineFreeTime,
  getFreeTime,
  instantToLocal,
  localToInstant,
  type Clock,
} from '@/features/booking/kit'
import { lockRowGroups } from '@/platform/db/row-group-lock'
import { inTransaction } from '@/platform/db/transaction'
import { HttpError } from '@/platform/http/api'

import type { z } from 'zod'
import type { joinBody } from '../contract'
import { checkWindow, offerKey, windowWants, type WantedWindow } from '../domain/waitlist'
import { createEntry, findEntries, findEntry, NO_OFFER, updateEntry, type Entry } from './entries'
import { WAITLIST_LOCK_GROUP } from './offers'

const LONDON = 'Europe/London'

/** One join of a client at a time (PostgreSQL), so two at once cannot pass the limit together. */
const WAITLIST_CLIENT_LOCK_GROUP = 0x77636c69

/** How many entries one client may have waiting or offered at once. */
export const MAX_ENTRIES_PER_CLIENT = 5

/** The most times a client saw when joining that are remembered as "not wanted" (./offers.ts never offers them). */
const MAX_SEEN = 1000

type Join = z.output<typeof joinBody>

/**
 * The free times the client could see when joining (the same question as the widget's): they did
 * not suit, so they are not offered later (the entry's `passed`). Only what the window wants.
 */
async function timesSeen(payload: Payload, clock: Clock, body: Join, zone: string): Promise<string[]> {
  const catalogue = createPayloadCatalogue(payload)
  const answer = await getFreeTime(
    { catalogue, times: engineFreeTime(catalogue), clock },
    { locationId: body.location, serviceIds: body.services, from: body.from, to: body.to, employeeId: body.employee },
  )
  if (!answer.ok) return []
  const window: WantedWindow = { from: body.from, to: body.to, part: body.part }
  const keys: string[] = []
  for (const [stylistId, days] of Object.entries(answer.times))
    for (const [date, times] of Object.entries(days))
      for (const time of times) {
        if (!windowWants(window, date, time)) continue
        const start = localToInstant(date, time, zone)
        if (start) keys.push(offerKey(stylistId, start))
        if (keys.length >= MAX_SEEN) return keys
      }
  return keys
}

/** Checks what a client asks to wait for against the catalogue; a refusal is a 4xx with the field at fault. */
async function checkChoice(payload: Payload, body: Join) {
  const catalogue = createPayloadCatalogue(payload)
  const [locations, services, employees] = await Promise.all([
    catalogue.locations('en'),
    catalogue.services('en'),
    catalogue.employees('en'),
  ])
  const salon = locations.find((l) => l.id === body.location)
  if (!salon) throw new HttpError(400, 'Choose a salon.', { location: 'Choose a salon.' })
  for (const id of body.services)
    if (!services.some((s) => s.id === id && s.locationIds.includes(salon.id)))
      throw new HttpError(400, 'This salon does not offer a chosen service.', {
        services: 'This salon does not offer a chosen service.',
      })
  if (body.employee) {
    const e = employees.find((x) => x.id === body.employee)
    if (!e || !e.locationIds.includes(salon.id) || !body.services.every((s) => e.serviceIds.includes(s)))
      throw new HttpError(400, 'This stylist does not offer the chosen services here.', {
        employee: 'This stylist does not offer the chosen services here.',
      })
  }
  return salon
}

/**
 * Adds the client to the waitlist (201), or answers with the same entry when they already wait
 * for exactly this (200). At most MAX_ENTRIES_PER_CLIENT live entries per client.
 */
export async function joinWaitlist(
  payload: Payload,
  clock: Clock,
  input: { clientId: string; body: Join; addedBy: 'client' | 'staff' },
): Promise<{ entry: Entry; created: boolean }> {
  const { body, clientId } = input
  const now = clock.now()
  const salon = await checkChoice(payload, body)
  const zone = salon.timezone || LONDON
  const checked = checkWindow({ from: body.from, to: body.to, part: body.part }, instantToLocal(now, zone).date)
  if (!checked.ok) throw new HttpError(400, checked.message, { [checked.field]: checked.message })
  const client = await payload
    .findByID({ collection: 'clients', id: Number(clientId), depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!client) throw new HttpError(404, 'No such client.')
  if (input.addedBy === 'client' && client.forbiddenOnlineBooking)
    throw new HttpError(403, 'Please call the salon to book.')
  const seen = await timesSeen(payload, clock, body, zone)
  return inTransaction(payload, async (req) => {
    await lockRowGroups(payload, req, WAITLIST_CLIENT_LOCK_GROUP, [Number(clientId)])
    const live = await findEntries(
      payload,
      { and: [{ client: { equals: Number(clientId) } }, { state: { in: ['waiting', 'offered'] } }] },
      req,
    )
    const same = live.find(
      (e) =>
        e.salonId === body.location &&
        e.stylistId === (body.employee ?? null) &&
        e.window.from === body.from &&
        e.window.to === body.to &&
        e.window.part === (body.part ?? null) &&
        e.serviceIds.join() === body.services.join(),
    )
    if (same) return { entry: same, created: false }
    if (live.length >= MAX_ENTRIES_PER_CLIENT)
      throw new HttpError(
        409,
        `You are on the waitlist ${MAX_ENTRIES_PER_CLIENT} times already: leave one of them first.`,
      )
    const entry = await createEntry(
      payload,
      {
        clientId,
        salonId: body.location,
        serviceIds: body.services,
        stylistId: body.employee ?? null,
        from: body.from,
        to: body.to,
        part: body.part ?? null,
        joinedAt: now,
        locale: body.locale,
        addedBy: input.addedBy,
        passed: seen,
      },
      req,
    )
    return { entry, created: true }
  })
}

/** The client (or staff for them) leaves an entry; a time held for its offer is let go at once. */
export async function leaveWaitlist(payload: Payload, entryId: string, clientId: string | null): Promise<Entry> {
  return inTransaction(payload, async (req) => {
    await lockRowGroups(payload, req, WAITLIST_LOCK_GROUP, [Number(entryId)])
    const entry = await findEntry(payload, entryId, req)
    if (!entry || (clientId && entry.clientId !== clientId))
      throw new HttpError(404, 'This waitlist entry is not yours or no longer exists.')
    if (entry.state === 'left' || entry.state === 'booked') return entry
    const hold = entry.state === 'offered' ? entry.offer?.visitId : null
    const left = await updateEntry(payload, entryId, { state: 'left', offer: NO_OFFER }, req)
    if (hold)
      await payload.delete({
        collection: 'appointments',
        where: {
          and: [{ id: { equals: Number(hold) } }, { state: { equals: 'reserved' } }, { client: { exists: false } }],
        },
        overrideAccess: true,
        req,
      })
    return left
  })
}

/** The hold an offer's link names (`<visit id>.<token>`), while it is still held and the entry offered. */
export async function offerOfLink(payload: Payload, clock: Clock, ref: string) {
  const [id, token] = ref.split('.')
  if (!id || !token || !/^\d{1,9}$/.test(id)) return null
  const visit = await payload
    .findByID({ collection: 'appointments', id: Number(id), depth: 0, overrideAccess: true })
    .catch(() => null)
  // The same hash booking keeps of a hold's token (src/features/booking/use-cases/appointments.ts).
  const hash = createHash('sha256').update(token).digest('base64url')
  if (!visit || visit.state !== 'reserved' || visit.holdTokenHash !== hash) return null
  if (!visit.heldUntil || new Date(visit.heldUntil) <= clock.now()) return null
  const [entry] = await findEntries(payload, {
    and: [{ 'offer.visit': { equals: Number(id) } }, { state: { equals: 'offered' } }],
  })
  return entry ? { visit, entry, token } : null
}
