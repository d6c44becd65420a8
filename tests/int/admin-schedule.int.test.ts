import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addCalendarDays, instantToLocal, isoWeekday, localToInstant } from '@/features/booking/domain/time'
import { loadCalendarDay } from '@/features/front-desk/data/calendar'
import { loadDayBoardPage } from '@/features/front-desk/data/schedule'

import { chelsea, stylistBySlug } from '../helpers/booking'
import { testPayload } from '../helpers/payload'

/**
 * The staff's day board read from the real database, as a signed-in staff member and as nobody;
 * and the access rules of the collections staff work with.
 */

const created: { collection: 'appointments' | 'clients' | 'time-blocks'; id: number }[] = []
let date = ''
let locationId = 0
let stylistName = ''

async function staffReq() {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'users', limit: 1, overrideAccess: true })
  return createLocalReq({ user: { ...docs[0]!, collection: 'users' } }, payload)
}

beforeAll(async () => {
  const payload = await testPayload()
  const salon = await chelsea(payload)
  locationId = salon.id
  const olivia = await stylistBySlug(payload, 'olivia-bennett')
  stylistName = olivia.name
  const service = (olivia.services as number[])[0]!
  // A Wednesday about ten months ahead: past the demo's visits, a weekly working day of Olivia's.
  date = addCalendarDays(instantToLocal(new Date(), salon.timezone).date, 300)
  while (isoWeekday(date) !== 3) date = addCalendarDays(date, 1)

  const client = await payload.create({
    collection: 'clients',
    overrideAccess: true,
    data: { phone: '+447700900455', firstName: 'Board', lastName: 'Tester', sex: 'female' },
  })
  created.push({ collection: 'clients', id: client.id })
  const at = (time: string) => localToInstant(date, time, salon.timezone)!.toISOString()
  for (const [time, state] of [
    ['11:00', 'planned'],
    ['10:00', 'cancelled'],
  ] as const) {
    const visit = await payload.create({
      collection: 'appointments',
      overrideAccess: true,
      data: {
        salon: salon.id,
        client: client.id,
        state,
        items: [{ service, stylist: olivia.id, start: at(time), duration: 60 }],
      },
    })
    created.unshift({ collection: 'appointments', id: visit.id })
  }
})

afterAll(async () => {
  const payload = await testPayload()
  for (const { collection, id } of created) await payload.delete({ collection, id, overrideAccess: true })
})

describe('day schedule for staff', () => {
  it('shows the salon’s stylists working that day with the visit under its stylist', async () => {
    const page = await loadDayBoardPage(await staffReq(), { salon: String(locationId), date })
    expect(page.notices).toEqual([])
    expect(page.salon?.id).toBe(String(locationId))
    const olivia = page.board.columns.find((c) => c.name === stylistName)!
    expect(olivia.hours).toEqual([
      { start: '10:00', end: '14:00' },
      { start: '14:30', end: '19:00' },
    ])
    expect(olivia.blocks).toHaveLength(1)
    expect(olivia.blocks[0]).toMatchObject({
      status: 'planned',
      start: '11:00',
      end: '12:00',
      client: { name: 'Board Tester', phone: '+447700900455' },
    })
    expect(olivia.blocks[0]!.services).toHaveLength(1)
    // The cancelled visit is counted, and shown struck through when asked for.
    expect(page.board.hiddenCount).toBe(1)
    const all = await loadDayBoardPage(await staffReq(), { salon: String(locationId), date, inactive: '1' })
    const shown = all.board.columns.find((c) => c.name === stylistName)!.blocks
    expect(shown.map((b) => [b.start, b.status])).toEqual([
      ['10:00', 'cancelled'],
      ['11:00', 'planned'],
    ])
  })

  it('gives the calendar the day’s span, the now line and each visit’s details with its version', async () => {
    const noon = localToInstant(date, '12:20', 'Europe/London')!
    const day = await loadCalendarDay(await staffReq(), { salon: String(locationId), date }, noon)
    // Today (by the clock given) shows the now line; the grid spans the salon's hours and the stylists'.
    expect(day.today).toBe(date)
    expect(day.now).toBe('12:20')
    expect(day.span.start <= '10:00' && day.span.end >= '19:00').toBe(true)
    expect(day.span.start.endsWith(':00') && day.span.end.endsWith(':00')).toBe(true)
    const live = day.visits.filter((v) => v.state !== 'cancelled')
    expect(live).toHaveLength(1)
    expect(live[0]).toMatchObject({
      state: 'planned',
      source: 'online',
      start: '11:00',
      end: '12:00',
      client: { name: 'Board Tester', phone: '+447700900455' },
      version: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
    expect(day.services.length).toBeGreaterThan(0)
    expect(day.stylists.map((s) => s.name)).toContain(stylistName)
    // Another day has no now line.
    const tomorrow = await loadCalendarDay(
      await staffReq(),
      { salon: String(locationId), date: addCalendarDays(date, 1) },
      noon,
    )
    expect(tomorrow.now).toBeNull()
  })

  it('shows blocked time under its stylist, a weekly block on each of its weeks', async () => {
    const payload = await testPayload()
    const olivia = await stylistBySlug(payload, 'olivia-bennett')
    const weekly = await payload.create({
      collection: 'time-blocks',
      overrideAccess: true,
      data: {
        employee: olivia.id,
        salon: locationId,
        date: addCalendarDays(date, -14),
        start: '15:00',
        end: '16:00',
        repeatWeekly: true,
        reason: 'Team training',
      },
    })
    created.unshift({ collection: 'time-blocks', id: weekly.id })
    const page = await loadDayBoardPage(await staffReq(), { salon: String(locationId), date })
    const column = page.board.columns.find((c) => c.name === stylistName)!
    expect(column.blocked).toEqual([
      { start: '15:00', end: '16:00', reason: 'Team training', blockId: String(weekly.id), weekly: true },
    ])
    const dayBefore = await loadDayBoardPage(await staffReq(), {
      salon: String(locationId),
      date: addCalendarDays(date, -1),
    })
    expect(dayBefore.board.columns.every((c) => c.blocked.length === 0)).toBe(true)
  })

  it('falls back to the first salon and today for an unknown salon or a malformed date, saying so', async () => {
    const page = await loadDayBoardPage(await staffReq(), { salon: '999999', date: '2026-02-30' })
    expect(page.notices).toEqual(['salonNotFound', 'dateUnreadable'])
    expect(page.date).toBe(page.today)
    expect(page.salon).not.toBeNull()
  })

  it('reads nothing for someone who is not signed in', async () => {
    const payload = await testPayload()
    const req = await createLocalReq({}, payload)
    await expect(loadDayBoardPage(req, { salon: String(locationId), date })).rejects.toMatchObject({ status: 403 })
  })
})

describe('access to what staff work with', () => {
  const privateCollections = [
    'appointments',
    'clients',
    'reviews',
    'sms-messages',
    'callback-requests',
    'booking-slots',
    'booking-requests',
    'auth-codes',
    'sessions',
    'rate-limits',
  ] as const

  it('lets no visitor read or create bookings, clients, texts or requests through the API', async () => {
    const payload = await testPayload()
    for (const collection of privateCollections) {
      await expect(payload.find({ collection, overrideAccess: false }), collection).rejects.toMatchObject({
        status: 403,
      })
      await expect(
        payload.create({ collection, overrideAccess: false, data: {} as never }),
        collection,
      ).rejects.toMatchObject({ status: 403 })
    }
  })

  it('lets staff read them, but not write the texts, the booked-time table or callback requests by hand', async () => {
    const payload = await testPayload()
    const req = await staffReq()
    for (const collection of privateCollections.filter((c) => c !== 'auth-codes' && c !== 'rate-limits')) {
      await expect(payload.find({ collection, req, overrideAccess: false, limit: 1 }), collection).resolves.toBeTruthy()
    }
    for (const collection of ['sms-messages', 'booking-slots', 'callback-requests', 'reviews'] as const) {
      await expect(
        payload.create({ collection, req, overrideAccess: false, data: {} as never }),
        collection,
      ).rejects.toMatchObject({ status: 403 })
    }
    const sms = await payload.create({
      collection: 'sms-messages',
      overrideAccess: true,
      data: { to: '+447700900455', body: 'Test text', kind: 'created', status: 'sent' },
    })
    try {
      await expect(
        payload.update({ collection: 'sms-messages', id: sms.id, req, overrideAccess: false, data: { body: 'x' } }),
      ).rejects.toMatchObject({ status: 403 })
    } finally {
      await payload.delete({ collection: 'sms-messages', id: sms.id, overrideAccess: true })
    }
  })
})
