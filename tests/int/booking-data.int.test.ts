import { afterAll, describe, expect, it } from 'vitest'

import { loadBookingSettings, loadBusyIntervals, loadLocationSchedules } from '@/features/booking/engine/schedules'
import { computeFreeTime } from '@/features/booking/domain/free-time'
import { addCalendarDays, instantToLocal, localToInstant } from '@/features/booking/domain/time'
import { SlotTakenError } from '@/features/booking/payload/collections/Appointments/hooks/guard'
import { bookingSettings, clients, stylistBooking, visits } from '@/features/content/seed/data/booking'
import { employees as seedEmployees } from '@/features/content/seed/data/people'

import { deleteAppointments, freeStarts } from '../helpers/booking'
import { testPayload } from '../helpers/payload'

const createdAppointments: (number | string)[] = []

afterAll(async () => {
  const payload = await testPayload()
  await deleteAppointments(payload, createdAppointments)
})

const stylist = async (slug: string) => {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'employees',
    where: { slug: { equals: slug } },
    depth: 1,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0]!
}

describe('demo booking data', () => {
  it('gives every demo stylist weekly hours with a break, a day off, changed hours and services of their trade', async () => {
    for (const e of seedEmployees) {
      const doc = await stylist(e.slug)
      const plan = stylistBooking.find((p) => p.stylist === e.slug)!
      const hours = doc.workingHours ?? []
      expect(hours.length, e.slug).toBeGreaterThan(0)
      // A day with a lunch break has two stretches.
      const weekdays = hours.map((h) => h.weekday)
      expect(
        weekdays.some((d) => weekdays.filter((x) => x === d).length >= 2),
        e.slug,
      ).toBe(true)
      for (const h of hours) expect(h.end > h.start, `${e.slug} ${h.start}-${h.end}`).toBe(true)
      const exceptions = doc.scheduleExceptions ?? []
      expect(exceptions.filter((x) => x.dayOff)).toHaveLength(1)
      expect(exceptions.filter((x) => !x.dayOff && x.start && x.end)).toHaveLength(1)
      const services = (doc.services ?? []).filter((s) => typeof s === 'object')
      expect(services.length, e.slug).toBeGreaterThan(0)
      for (const s of services)
        expect(
          plan.performs.some((p) => s.path?.startsWith(`${p}/`)),
          s.path!,
        ).toBe(true)
      // Hours are at salons the stylist works at.
      const salonIds = (doc.salons ?? []).map((s) => (typeof s === 'object' ? s.id : s))
      for (const h of hours) expect(salonIds).toContain(typeof h.salon === 'object' ? h.salon.id : h.salon)
    }
  })

  it('stores the booking settings with the spec defaults', async () => {
    const payload = await testPayload()
    const settings = await payload.findGlobal({ slug: 'booking-settings', overrideAccess: false })
    expect(settings).toMatchObject({ ...bookingSettings, prepayments: { active: false } })
  })

  it('has demo clients, visits with their booked times, and reviews of past visits', async () => {
    const payload = await testPayload()
    // Other test files add clients and visits to the same database: look at the demo's own.
    const found = await payload.find({
      collection: 'clients',
      where: { phone: { in: clients.map((c) => c.phone) } },
      limit: 10,
      overrideAccess: true,
    })
    expect(found.docs.map((c) => c.phone).sort()).toEqual(clients.map((c) => c.phone).sort())
    const appointments = await payload.find({
      collection: 'appointments',
      where: { client: { in: found.docs.map((c) => c.id) } },
      limit: 20,
      depth: 0,
      overrideAccess: true,
    })
    expect(appointments.totalDocs).toBe(visits.length)
    const now = Date.now()
    for (const a of appointments.docs) {
      expect(a.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(a.state).toBe(new Date(a.start!).getTime() < now ? 'confirmed' : 'planned')
      const slots = await payload.find({
        collection: 'booking-slots',
        where: { appointment: { equals: a.id } },
        depth: 0,
        overrideAccess: true,
      })
      expect(slots.docs).toHaveLength(1)
      expect(slots.docs[0]).toMatchObject({ live: true, start: a.start, end: a.end })
    }
    const upcoming = appointments.docs.filter((a) => new Date(a.start!).getTime() > now)
    expect(upcoming.length).toBe(visits.filter((v) => v.inDays > 0).length)
    const reviews = await payload.find({
      collection: 'reviews',
      where: { client: { in: found.docs.map((c) => c.id) } },
      depth: 0,
      overrideAccess: true,
    })
    expect(reviews.totalDocs).toBe(visits.filter((v) => v.review).length)
  })

  it('keeps clients, appointments and codes away from anonymous REST readers', async () => {
    const payload = await testPayload()
    for (const collection of [
      'clients',
      'appointments',
      'reviews',
      'sms-messages',
      'sessions',
      'auth-codes',
    ] as const) {
      await expect(payload.find({ collection, overrideAccess: false }), collection).rejects.toThrow()
    }
  })
})

describe('working-hours validation', () => {
  it('refuses a time that is not HH:mm and an end before the start', async () => {
    const payload = await testPayload()
    const doc = await stylist('olivia-bennett')
    const salon = doc.workingHours![0]!.salon
    const locationId = typeof salon === 'object' ? salon.id : salon
    for (const [start, end, message] of [
      ['9am', '17:00', 'Enter a time as HH:mm, e.g. 10:00.'],
      ['18:00', '10:00', 'The end must be later than the start.'],
      ['10:00', '24:30', 'Enter a time as HH:mm, e.g. 19:00.'],
    ]) {
      const error = await payload
        .update({
          collection: 'employees',
          id: doc.id,
          data: { workingHours: [{ salon: locationId, weekday: '1', start: start!, end: end! }] },
          overrideAccess: true,
          context: { disableRevalidate: true },
        })
        .then(
          () => null,
          (e: { data?: { errors?: { message: string }[] } }) => e,
        )
      expect(
        error?.data?.errors?.map((e) => e.message),
        `${start}-${end}`,
      ).toEqual([message])
    }
  })
})

describe('double-booking guard on staff writes', () => {
  it('refuses a second live appointment over a stylist’s booked time with a 409, and frees the time on cancel', async () => {
    const payload = await testPayload()
    // Its own visit, at a time the engine offers now (nothing another file booked or left behind).
    const { salon, stylist: grace, service, days } = await freeStarts(payload, 'grace-adeyemi', 24)
    const day = days.find((d) => d.times.length)!
    const [first, second] = (await payload.find({ collection: 'clients', limit: 2, overrideAccess: true })).docs
    const start = localToInstant(day.date, day.times[0]!, 'Europe/London')!
    const own = await payload.create({
      collection: 'appointments',
      data: {
        salon: salon.id,
        client: first!.id,
        state: 'planned',
        items: [{ service: service.id, stylist: grace.id, start: start.toISOString(), duration: service.duration }],
      },
      overrideAccess: true,
    })
    createdAppointments.push(own.id)
    const overlapping = new Date(start.getTime() + 15 * 60_000).toISOString()
    const data = {
      salon: salon.id,
      client: second!.id,
      state: 'planned' as const,
      items: [{ service: service.id, stylist: grace.id, start: overlapping, duration: 30 }],
    }
    const attempt = payload.create({ collection: 'appointments', data, overrideAccess: true })
    await expect(attempt).rejects.toBeInstanceOf(SlotTakenError)
    await expect(attempt).rejects.toMatchObject({ status: 409 })

    const before = Date.now()
    const cancelled = await payload.update({
      collection: 'appointments',
      id: own.id,
      data: { state: 'cancelled' },
      overrideAccess: true,
    })
    // Cancelled in the admin without a time: it is stamped now (the list of cancellations sorts on it).
    expect(Date.parse(cancelled.cancelledAt!)).toBeGreaterThanOrEqual(before)
    expect(Date.parse(cancelled.cancelledAt!)).toBeLessThanOrEqual(Date.now())
    const taken = await payload.create({ collection: 'appointments', data, overrideAccess: true })
    createdAppointments.push(taken.id)
    expect(taken.date).toBe(instantToLocal(new Date(overlapping), 'Europe/London').date)

    // Taken back into the diary over the new visit: refused, and it keeps its cancellation.
    await expect(
      payload.update({ collection: 'appointments', id: own.id, data: { state: 'planned' }, overrideAccess: true }),
    ).rejects.toMatchObject({ status: 409 })
    await deleteAppointments(payload, [taken.id])
    createdAppointments.pop()
    const back = await payload.update({
      collection: 'appointments',
      id: own.id,
      data: { state: 'planned' },
      overrideAccess: true,
    })
    expect(back.cancelledAt ?? null).toBeNull()
  })
})

describe('schedules as the engine reads them', () => {
  it('offers the seeded stylists’ hours, not their day off, and not the time of a booked visit', async () => {
    const payload = await testPayload()
    const { docs: salons } = await payload.find({
      collection: 'salons',
      where: { slug: { equals: 'backstage-chelsea' } },
      overrideAccess: true,
    })
    const salon = salons[0]!
    const schedules = await loadLocationSchedules(payload, salon)
    const chelseaStylists = seedEmployees.filter((e) =>
      stylistBooking.find((p) => p.stylist === e.slug)!.shifts.some((s) => s.salon === 'backstage-chelsea'),
    )
    expect(schedules).toHaveLength(chelseaStylists.length)
    const settings = await loadBookingSettings(payload)
    const now = new Date()
    const today = instantToLocal(now, salon.timezone).date
    const olivia = await stylist('olivia-bennett')
    const plan = stylistBooking.find((p) => p.stylist === 'olivia-bennett')!
    const schedule = schedules.find((s) => s.employeeId === String(olivia.id))!
    const from = addCalendarDays(today, 1)
    const to = addCalendarDays(today, 28)
    const busy = await loadBusyIntervals(
      payload,
      schedules.map((s) => s.employeeId),
      { from: now, to: new Date(now.getTime() + 30 * 86_400_000) },
      now,
    )
    const result = computeFreeTime(
      {
        locationId: String(salon.id),
        timezone: salon.timezone,
        from,
        to,
        serviceIds: [schedule.serviceIds[0]!],
        durationMinutes: 60,
        employeeId: schedule.employeeId,
        now,
        settings,
      },
      schedules,
      busy,
    )
    const days = result[schedule.employeeId]!
    expect(Object.keys(days).length).toBeGreaterThan(10)
    expect(days[addCalendarDays(today, plan.dayOffIn)]).toBeUndefined()
    const short = days[addCalendarDays(today, plan.shortDayIn)]
    if (short) expect(short.every((t) => t >= plan.shortDay[0] && t < plan.shortDay[1])).toBe(true)
    // A weekday she works on offers the lunch break only as the end of a stretch, never inside it.
    for (const times of Object.values(days)) expect(times.some((t) => t > '14:00' && t < '14:30')).toBe(false)

    // Sofia's upcoming demo visit is not offered to anyone else.
    const sofia = await stylist('sofia-rossi')
    const { docs: visitsOfSofia } = await payload.find({
      collection: 'appointments',
      where: {
        and: [
          { stylists: { contains: sofia.id } },
          { state: { equals: 'planned' } },
          { start: { less_than: new Date(now.getTime() + 30 * 86_400_000).toISOString() } },
        ],
      },
      depth: 0,
      overrideAccess: true,
    })
    const visit = visitsOfSofia[0]!
    const local = instantToLocal(new Date(visit.start!), salon.timezone)
    const sofiaSchedule = schedules.find((s) => s.employeeId === String(sofia.id))!
    const sofiaTimes = computeFreeTime(
      {
        locationId: String(salon.id),
        timezone: salon.timezone,
        from: local.date,
        to: local.date,
        serviceIds: [sofiaSchedule.serviceIds[0]!],
        durationMinutes: 30,
        employeeId: sofiaSchedule.employeeId,
        now,
        settings,
      },
      schedules,
      busy,
    )[sofiaSchedule.employeeId]![local.date]
    expect(sofiaTimes).toBeDefined()
    expect(sofiaTimes).not.toContain(local.time)
  })
})
