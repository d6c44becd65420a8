/**
 * Demo booking data (src/features/content/seed/data/booking.ts) turned into documents: settings, clients,
 * visits and reviews. Working hours and services are written with the stylists themselves.
 */
import type { Payload, PayloadRequest, RequestContext } from 'payload'

import {
  workingIntervalsOn,
  addCalendarDays,
  instantToLocal,
  type IsoWeekday,
  type EmployeeSchedule,
  type WorkingInterval,
  refreshStylistRating,
} from '@/features/booking/kit'

import { bookingSettings, clients, stylistBooking, visits, type SeedStylistBooking } from './data/booking'

type Id = number | string
/** Ids of the seeded documents (numbers on both databases). */
const ref = (id: Id | undefined): number => {
  if (id == null) throw new Error('A demo booking refers to a document the seed did not create')
  return id as number
}
const ZONE = 'Europe/London'

/** Today's date in London: the demo's dates are counted from it. */
export const seedToday = (now: Date): string => instantToLocal(now, ZONE).date

export function employeeBookingFields(
  slug: string,
  ids: { salons: Map<string, Id>; services: Map<string, Id> },
  today: string,
): Record<string, unknown> {
  const plan = stylistBooking.find((p) => p.stylist === slug)
  if (!plan) throw new Error(`The demo stylist ${slug} has no schedule in data/booking.ts`)
  const salon = (slug: string) => {
    const id = ids.salons.get(slug)
    if (id == null) throw new Error(`Unknown salon ${slug}`)
    return id
  }
  const services = [...ids.services.entries()]
    .filter(([path]) => plan.performs.some((prefix) => path.startsWith(`${prefix}/`)))
    .map(([, id]) => id)
  const home = salon(plan.shifts[0]!.salon)
  return {
    services,
    workingHours: plan.shifts.flatMap((shift) =>
      shift.days.flatMap((day) =>
        shift.hours.map(([start, end]) => ({ salon: salon(shift.salon), weekday: String(day), start, end })),
      ),
    ),
    scheduleExceptions: [
      { date: addCalendarDays(today, plan.dayOffIn), salon: home, dayOff: true },
      {
        date: addCalendarDays(today, plan.shortDayIn),
        salon: home,
        dayOff: false,
        start: plan.shortDay[0],
        end: plan.shortDay[1],
      },
    ],
  }
}

/** The seed plan of a stylist at their first salon, as the engine reads schedules. */
function homeSchedule(plan: SeedStylistBooking, today: string): EmployeeSchedule {
  const home = plan.shifts[0]!.salon
  const weekly: Partial<Record<IsoWeekday, WorkingInterval[]>> = {}
  for (const shift of plan.shifts.filter((s) => s.salon === home))
    for (const day of shift.days)
      (weekly[day as IsoWeekday] ??= []).push(...shift.hours.map(([start, end]) => ({ start, end })))
  return {
    employeeId: plan.stylist,
    locationId: home,
    timezone: ZONE,
    weekly,
    exceptions: [
      { date: addCalendarDays(today, plan.dayOffIn), intervals: [] },
      {
        date: addCalendarDays(today, plan.shortDayIn),
        intervals: [{ start: plan.shortDay[0], end: plan.shortDay[1] }],
      },
    ],
    serviceIds: [],
  }
}

export async function seedBooking(
  payload: Payload,
  ids: {
    salons: Map<string, Id>
    services: Map<string, Id>
    stylists: Map<string, Id>
    durations: Map<string, { duration: number; price: number }>
  },
  now: Date,
  req?: PayloadRequest,
): Promise<{ clients: number; appointments: number; reviews: number }> {
  const context: RequestContext = { disableRevalidate: true, now }
  const today = seedToday(now)
  await payload.updateGlobal({ slug: 'booking-settings', data: bookingSettings, overrideAccess: true, req, context })

  const clientIds = new Map<string, Id>()
  for (const c of clients) {
    const doc = await payload.create({
      collection: 'clients',
      data: {
        ...c,
        email: c.email || undefined,
        favouriteStylists: c.favouriteStylists.map((s) => ref(ids.stylists.get(s))),
      },
      depth: 0,
      overrideAccess: true,
      req,
      context,
    })
    clientIds.set(c.phone, doc.id)
  }

  let appointments = 0
  let reviews = 0
  for (const v of visits) {
    const plan = stylistBooking.find((p) => p.stylist === v.stylist)!
    const schedule = homeSchedule(plan, today)
    let date = addCalendarDays(today, v.inDays)
    let hours = workingIntervalsOn(schedule, date)
    for (let i = 0; !hours.length && i < 14; i++) {
      date = addCalendarDays(date, 1)
      hours = workingIntervalsOn(schedule, date)
    }
    const service = ids.durations.get(v.service)
    if (!hours.length || !service) throw new Error(`Cannot place the demo visit ${v.service} with ${v.stylist}`)
    const start = new Date(hours[0]!.start.getTime() + v.afterOpening * 60_000)
    const past = start.getTime() < now.getTime()
    const appointment = await payload.create({
      collection: 'appointments',
      data: {
        salon: ref(ids.salons.get(schedule.locationId)),
        client: ref(clientIds.get(v.client)),
        state: past ? 'confirmed' : 'planned',
        items: [
          {
            service: ref(ids.services.get(v.service)),
            stylist: ref(ids.stylists.get(v.stylist)),
            start: start.toISOString(),
            duration: service.duration,
            price: service.price,
          },
        ],
      },
      depth: 0,
      overrideAccess: true,
      req,
      context,
    })
    appointments++
    if (past && v.review) {
      await payload.create({
        collection: 'reviews',
        data: {
          appointment: appointment.id,
          stylist: ref(ids.stylists.get(v.stylist)),
          client: ref(clientIds.get(v.client)),
          rating: v.review.rating,
          text: v.review.text,
          // Written the evening after the visit, not on the day the demo was seeded.
          createdAt: new Date(start.getTime() + 10 * 3_600_000).toISOString(),
        },
        depth: 0,
        overrideAccess: true,
        req,
        context: { ...context, keepStylistRating: true },
      })
      reviews++
    }
  }
  // Each stylist's stars once, from the reviews above (not once per review).
  for (const id of ids.stylists.values()) await refreshStylistRating(payload, id, req, context)
  return { clients: clientIds.size, appointments, reviews }
}
