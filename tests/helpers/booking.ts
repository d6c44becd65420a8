import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

import { loadBookingSettings, loadBusyIntervals, loadLocationSchedules } from '@/features/booking/engine/schedules'
import { computeFreeTime } from '@/features/booking/domain/free-time'
import { addCalendarDays, instantToLocal } from '@/features/booking/domain/time'

import { testPayload } from './payload'
import { startRouteServer, Visitor, type RouteServer } from './route-server'
import { latestCode } from './sms-outbox'

let nextPhone = 500
/**
 * A fresh fictional number in Ofcom's drama range (07700 900000–900999). Every file has a range of its
 * own, because the SMS outbox and the per-phone limits are shared by the whole run: auth 300–, booking-api
 * 400–449 (booking 400–419, changes 420–434, account 435–449), admin-schedule 455, client-limits 460–489, payments' desk 540–559 and edges 560–579, booking-concurrency 600–, front-desk 700–779 (700–719, changes 720–739,
 * closing 740–749, races 750–779), marketing-consent 620–639, endpoint-auth 780–, Beauty Pro 820–839, vouchers-booking 840–859, payments 860–899, sms 900–, request-edges 980–.
 */
export const freshPhone = (base: number) => `+447700900${base + nextPhone++ - 500}`

let nextIp = 1
export const freshIp = (prefix: string) => `${prefix}.${nextIp++}`

/** Back to the first number and address: each file starts its ranges afresh (tests/helpers/int-env.ts). */
export function restartFreshCounters() {
  nextPhone = 500
  nextIp = 1
}

/** A visit as the booking API answers it (the fields the tests read). */
export type AppointmentJson = {
  id: string
  state: string
  date: string
  start: string
  items: { id: string; service: { id: string; title: string }; employee: { id: string; name: string }; start: string }[]
  cancelReason: string | null
  canChange?: boolean
  canReview?: boolean
}
export const appointmentOf = (r: { json: Record<string, unknown> }) => r.json.appointment as AppointmentJson

/** Runs the queued jobs (the texts to clients). */
export async function runJobs(payload: Payload) {
  await payload.jobs.run({ limit: 100 })
}

/**
 * The booking API for one test file: the route server started before its tests and closed after
 * them (the booking and sign-in routes, and `moreRoutes`), and fresh phones and addresses from the
 * file's own ranges.
 */
export function bookingApiFile(phoneBase: number, ipPrefix: string, moreRoutes: string[] = []) {
  let running: RouteServer | undefined
  beforeAll(async () => {
    await testPayload()
    running = await startRouteServer(['api/auth', 'api/booking', 'api/staff', ...moreRoutes])
  })
  afterAll(async () => {
    await running?.close()
  })
  return {
    server: {
      get url() {
        if (!running) throw new Error('The route server is not started yet (use it inside a test)')
        return running.url
      },
    },
    phone: () => freshPhone(phoneBase),
    ip: () => freshIp(ipPrefix),
  }
}

/** A visitor who has registered with a new phone and is signed in (the code read from the outbox). */
export async function signedInVisitor(
  baseUrl: string,
  phone: string,
  ip: string,
): Promise<Visitor & { clientId: number }> {
  const v = new Visitor(baseUrl, ip)
  const sent = await v.post('/api/auth/code', { phone })
  if (sent.status !== 200) throw new Error(`code: ${sent.status} ${JSON.stringify(sent.json)}`)
  const authId = sent.json.authId as string
  const code = latestCode(phone)
  let r = await v.post('/api/auth/verify', { authId, code })
  if (r.json.registrationRequired)
    r = await v.post('/api/auth/verify', { authId, code, firstname: 'Test', lastname: phone })
  if (r.status !== 200) throw new Error(`verify: ${r.status} ${JSON.stringify(r.json)}`)
  return Object.assign(v, { clientId: (r.json.client as { id: number }).id })
}

export async function stylistBySlug(payload: Payload, slug: string) {
  const { docs } = await payload.find({
    collection: 'employees',
    where: { slug: { equals: slug } },
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]!
}

export async function chelsea(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'salons',
    where: { slug: { equals: 'backstage-chelsea' } },
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]!
}

/**
 * Free starts of one stylist for one of their services, `fromDays`…`fromDays + spanDays - 1` days
 * ahead, as the engine offers them now: `[{ date, times }]`, earliest first.
 */
export async function freeStarts(
  payload: Payload,
  stylistSlug: string,
  fromDays: number,
  serviceIndex = 0,
  spanDays = 14,
) {
  const salon = await chelsea(payload)
  const stylist = await stylistBySlug(payload, stylistSlug)
  const schedules = await loadLocationSchedules(payload, salon)
  const schedule = schedules.find((s) => s.employeeId === String(stylist.id))!
  const serviceId = schedule.serviceIds[serviceIndex]!
  const service = await payload.findByID({
    collection: 'services',
    id: Number(serviceId),
    depth: 0,
    overrideAccess: true,
  })
  const now = new Date()
  const today = instantToLocal(now, salon.timezone).date
  const from = addCalendarDays(today, fromDays)
  const to = addCalendarDays(from, spanDays - 1)
  // Busy time up to the window's last day and one more (instants around a date's local midnight).
  const busy = await loadBusyIntervals(
    payload,
    [schedule.employeeId],
    { from: now, to: new Date(Date.parse(`${addCalendarDays(to, 2)}T00:00:00Z`)) },
    now,
  )
  const result = computeFreeTime(
    {
      locationId: String(salon.id),
      timezone: salon.timezone,
      from,
      to,
      serviceIds: [serviceId],
      durationMinutes: service.duration,
      employeeId: schedule.employeeId,
      now,
      settings: await loadBookingSettings(payload),
    },
    schedules,
    busy,
  )
  const days = Object.entries(result[schedule.employeeId] ?? {}).map(([date, times]) => ({ date, times }))
  return { salon, stylist, service, days }
}

/**
 * Deletes a test's appointments together with the texts about them still waiting in the job queue.
 * SQLite gives a deleted row's id to the next new row, so a text queued for a deleted visit would
 * otherwise be sent about the next file's visit (its client texted twice).
 */
export async function deleteAppointments(payload: Payload, ids: (number | string)[]) {
  if (ids.length === 0) return
  const queued = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'bookingSms' } }, { completedAt: { exists: false } }] },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const wanted = new Set(ids.map(Number))
  const stale = queued.docs.filter((job) => wanted.has(Number((job.input as { appointment?: unknown })?.appointment)))
  for (const job of stale) await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
  await payload.delete({ collection: 'appointments', where: { id: { in: ids } }, overrideAccess: true })
}
