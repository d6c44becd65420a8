/**
 * Blocked time (issue 14's "block time for a stylist"): a break saved for a stylist stops online
 * booking from offering it at once — once, or every week — and a hold or booking for it is refused.
 */
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { payloadBookingStore } from '@/features/booking/engine/store'
import { addCalendarDays, formatMinutesOfDay, minutesOfDay } from '@/features/booking/domain/time'
import { systemClock } from '@/features/booking/ports'
import { holdTime } from '@/features/booking/use-cases/appointments'

import { freeStarts } from '../helpers/booking'
import { testPayload } from '../helpers/payload'

let payload: Payload
const created: number[] = []

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(async () => {
  for (const id of created.splice(0)) await payload.delete({ collection: 'time-blocks', id, overrideAccess: true })
})

async function block(data: {
  employee: number
  salon: number
  date: string
  start: string
  end: string
  repeatWeekly?: boolean
  until?: string
}) {
  const doc = await payload.create({
    collection: 'time-blocks',
    data: { reason: 'Training', ...data },
    overrideAccess: true,
  })
  created.push(doc.id)
  return doc
}

/** A day at least three days ahead on which the stylist has a free start, and that start. */
async function aFreeStart(slug: string) {
  const found = await freeStarts(payload, slug, 3)
  const day = found.days.find((d) => d.times.length > 2)!
  return { ...found, date: day.date, time: day.times[1]! }
}

describe('blocked time', () => {
  it('stops offering a blocked hour at once, that day only', async () => {
    const { salon, stylist, days } = await freeStarts(payload, 'olivia-bennett', 3)
    // A time offered on two days: blocked on the first, still offered on the second.
    const [day, other, time] = (() => {
      for (const d of days)
        for (const t of d.times) {
          const o = days.find((x) => x.date !== d.date && x.times.includes(t))
          if (o) return [d.date, o.date, t] as const
        }
      throw new Error('no time offered on two days')
    })()
    await block({
      employee: stylist.id,
      salon: salon.id,
      date: day,
      start: time,
      end: formatMinutesOfDay(minutesOfDay(time) + 60),
    })
    const after = (await freeStarts(payload, 'olivia-bennett', 3)).days
    expect(after.find((d) => d.date === day)?.times ?? []).not.toContain(time)
    expect(after.find((d) => d.date === other)?.times).toContain(time)
  })

  it('repeats every week until its last week, then offers the time again', async () => {
    // A time offered three weeks running (the two weeks the block covers and the one after it),
    // all inside the five weeks read before and after the block.
    const read = async () => (await freeStarts(payload, 'amara-okafor', 3, 0, 35)).days
    const offered = (days: { date: string; times: string[] }[], day: string, time: string) =>
      (days.find((d) => d.date === day)?.times ?? []).includes(time)
    const before = await read()
    const [date, time] = (() => {
      for (const d of before)
        for (const t of d.times)
          if (offered(before, addCalendarDays(d.date, 7), t) && offered(before, addCalendarDays(d.date, 14), t))
            return [d.date, t] as const
      throw new Error('no time offered three weeks running')
    })()
    const { salon, stylist } = await freeStarts(payload, 'amara-okafor', 3)
    const nextWeek = addCalendarDays(date, 7)
    const twoWeeks = addCalendarDays(date, 14)
    await block({
      employee: stylist.id,
      salon: salon.id,
      date: addCalendarDays(date, -7),
      start: time,
      end: formatMinutesOfDay(minutesOfDay(time) + 30),
      repeatWeekly: true,
      until: nextWeek,
    })
    const after = await read()
    expect(offered(after, date, time)).toBe(false)
    expect(offered(after, nextWeek, time)).toBe(false)
    expect(offered(after, twoWeeks, time)).toBe(true)
  })

  it('refuses a hold for a blocked time, as for a booked one', async () => {
    const { salon, stylist, service, date, time } = await aFreeStart('olivia-bennett')
    await block({
      employee: stylist.id,
      salon: salon.id,
      date,
      start: time,
      end: formatMinutesOfDay(minutesOfDay(time) + 60),
    })
    const r = await holdTime(payloadBookingStore(payload), systemClock, {
      location: String(salon.id),
      start: `${date}T${time}`,
      items: [{ service: String(service.id), employee: String(stylist.id) }],
    })
    expect(r.ok).toBe(false)
    if (!r.ok) expect([400, 409]).toContain(r.status)
  })

  it('refuses a block that ends before it starts or has no stylist, with field messages', async () => {
    const { salon, stylist, date } = await aFreeStart('olivia-bennett')
    await expect(
      payload.create({
        collection: 'time-blocks',
        data: { employee: stylist.id, salon: salon.id, date, start: '14:00', end: '13:00' },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ message: 'The end must be later than the start.' })] },
    })
    await expect(
      payload.create({
        collection: 'time-blocks',
        data: { salon: salon.id, date, start: '13:00', end: '14:00' } as never,
        overrideAccess: true,
      }),
    ).rejects.toThrow()
  })
})
