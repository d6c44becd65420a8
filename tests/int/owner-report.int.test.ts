/**
 * The owner's weekly report (issue 14, "The owner's numbers") read from the real database: a salon
 * of its own with two stylists, blocked time and visits in every state, in the week London's clocks
 * go back (Monday 25 – Sunday 31 October 2027, 169 hours). The download endpoint answers staff with
 * JSON or CSV and nobody else; the admin page's loader falls back to defaults with a notice.
 */
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { localToInstant } from '@/features/booking/domain/time'
import { GET } from '@/app/api/staff/report/route'
import { loadWeekReportPage } from '@/features/front-desk/data/report'

import { DEMO_ADMIN } from '../helpers/admin'
import { testPayload } from '../helpers/payload'

type Created = 'appointments' | 'time-blocks' | 'employees' | 'clients' | 'salons'

const ZONE = 'Europe/London'
const MONDAY = '2027-10-25'
const TUESDAY = '2027-10-26'
const SUNDAY = '2027-10-31'
const SLUG = 'report-test-salon'
const BEN = 'Ben "Bo" Brown, Jr'
const HOUR = 3_600_000

let payload: Payload
let salonId = 0
let amyId = 0
let benId = 0
let token = ''
const created: { collection: Created; id: number }[] = []
const quiet = { overrideAccess: true, context: { disableRevalidate: true } }

const at = (date: string, time: string) => localToInstant(date, time, ZONE)!

async function make<T extends { id: number }>(collection: Created, create: () => Promise<T>): Promise<T> {
  const doc = await create()
  created.unshift({ collection, id: doc.id })
  return doc
}

beforeAll(async () => {
  payload = await testPayload()
  const salon = await make('salons', () =>
    payload.create({
      collection: 'salons',
      ...quiet,
      data: {
        title: 'Report Test Salon',
        slug: SLUG,
        order: 9999,
        address: { street: '1 Test Street', city: 'London', postcode: 'SW3 1AA' },
        phone: '+442079460000',
        timezone: ZONE,
        _status: 'published',
      },
    }),
  )
  salonId = salon.id
  const stylist = (name: string, slug: string, hours: [string, string, string][]) =>
    make('employees', () =>
      payload.create({
        collection: 'employees',
        ...quiet,
        data: {
          name,
          slug,
          salons: [salonId],
          order: slug === 'report-amy' ? 1 : 2,
          workingHours: hours.map(([weekday, start, end]) => ({
            salon: salonId,
            weekday: weekday as '1',
            start,
            end,
          })),
          _status: 'published',
        },
      }),
    )
  // Amy: Monday and Sunday 10:00–14:00; Ben: Tuesday 09:00–17:00 and Sunday 10:00–14:00.
  amyId = (
    await stylist('Report Amy', 'report-amy', [
      ['1', '10:00', '14:00'],
      ['7', '10:00', '14:00'],
    ])
  ).id
  benId = (
    await stylist(BEN, 'report-ben', [
      ['2', '09:00', '17:00'],
      ['7', '10:00', '14:00'],
    ])
  ).id

  // Amy's blocked time: Monday 12:00–13:00 once, and Sundays 13:30–14:00 every week since the week before.
  for (const data of [
    { date: MONDAY, start: '12:00', end: '13:00', repeatWeekly: false },
    { date: '2027-10-17', start: '13:30', end: '14:00', repeatWeekly: true },
  ])
    await make('time-blocks', () =>
      payload.create({
        collection: 'time-blocks',
        overrideAccess: true,
        data: { employee: amyId, salon: salonId, reason: 'Training', ...data },
      }),
    )

  const service = (await payload.find({ collection: 'services', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
  const client = await make('clients', () =>
    payload.create({
      collection: 'clients',
      overrideAccess: true,
      data: { phone: '+447700900964', firstName: 'Report', lastName: 'Tester', sex: 'female' },
    }),
  )
  const item = (stylist: number, start: Date, duration: number, price: number) => ({
    service: service.id,
    stylist,
    start: start.toISOString(),
    duration,
    price,
  })
  const visits = [
    // Booked online (no source recorded), with both stylists.
    {
      state: 'planned',
      items: [item(amyId, at(SUNDAY, '10:00'), 60, 40), item(benId, at(SUNDAY, '10:00'), 90, 55.5)],
    },
    { state: 'completed', source: 'front-desk', items: [item(amyId, at(MONDAY, '10:00'), 120, 80)] },
    { state: 'no-show', source: 'online', items: [item(benId, at(TUESDAY, '09:00'), 60, 30)] },
    // Cancelled a day before: late; three days before: in good time.
    {
      state: 'cancelled',
      source: 'online',
      cancelledAt: new Date(at(TUESDAY, '13:00').getTime() - 24 * HOUR).toISOString(),
      items: [item(benId, at(TUESDAY, '13:00'), 60, 30)],
    },
    {
      state: 'cancelled',
      source: 'front-desk',
      cancelledAt: new Date(at(MONDAY, '13:00').getTime() - 72 * HOUR).toISOString(),
      items: [item(amyId, at(MONDAY, '13:00'), 60, 30)],
    },
    // A hold is not a visit; the Sunday before and the Monday after are other weeks.
    { state: 'reserved', source: 'online', client: null, items: [item(benId, at(TUESDAY, '15:00'), 60, 99)] },
    { state: 'planned', items: [item(benId, at('2027-10-24', '23:30'), 30, 99)] },
    { state: 'planned', items: [item(amyId, at('2027-11-01', '10:00'), 60, 99)] },
  ] as const
  for (const visit of visits)
    await make('appointments', () =>
      payload.create({
        collection: 'appointments',
        overrideAccess: true,
        data: { salon: salonId, client: client.id, ...visit, items: [...visit.items] },
      }),
    )

  token = (await payload.login({ collection: 'users', data: DEMO_ADMIN })).token!
})

afterAll(async () => {
  for (const { collection, id } of created) await payload.delete({ collection, id, ...quiet })
})

const get = (query: string, headers: Record<string, string> = { authorization: `JWT ${token}` }) =>
  GET(new Request(`http://127.0.0.1/api/staff/report?${query}`, { headers }))

describe('the weekly report endpoint', () => {
  it('gives staff the week’s numbers per stylist and for the salon as JSON', async () => {
    const res = await get(`salon=${salonId}&week=${MONDAY}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    const body = await res.json()
    expect(body).toMatchObject({
      salon: { id: String(salonId), title: 'Report Test Salon', slug: SLUG },
      monday: MONDAY,
      sunday: SUNDAY,
      timezone: ZONE,
      from: '2027-10-24T23:00:00.000Z',
      to: '2027-11-01T00:00:00.000Z',
      weekHours: 169,
    })
    expect(body.stylists).toEqual([
      {
        id: String(amyId),
        name: 'Report Amy',
        visits: 2,
        online: 1,
        frontDesk: 1,
        // 8 hours less the Monday hour and the weekly half-hour on Sunday.
        minutesWorked: 390,
        minutesBooked: 180,
        hoursWorked: 6.5,
        hoursBooked: 3,
        utilisation: 0.4615,
        expectedTakings: 120,
        noShows: 0,
        cancellations: 1,
        lateCancellations: 0,
      },
      {
        id: String(benId),
        name: BEN,
        visits: 1,
        online: 1,
        frontDesk: 0,
        minutesWorked: 720,
        minutesBooked: 90,
        hoursWorked: 12,
        hoursBooked: 1.5,
        utilisation: 0.125,
        expectedTakings: 55.5,
        noShows: 1,
        cancellations: 1,
        lateCancellations: 1,
      },
    ])
    expect(body.totals).toEqual({
      visits: 2,
      online: 1,
      frontDesk: 1,
      minutesWorked: 1110,
      minutesBooked: 270,
      hoursWorked: 18.5,
      hoursBooked: 4.5,
      utilisation: 0.2432,
      expectedTakings: 175.5,
      noShows: 1,
      cancellations: 2,
      lateCancellations: 1,
    })
  })

  it('downloads the same week as CSV, from any day of it and the salon’s slug', async () => {
    const res = await get(`salon=${SLUG}&week=2027-10-28&format=csv`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="parlour-report-${SLUG}-${MONDAY}.csv"`)
    // A UTF-8 byte-order mark first, for spreadsheet programs (text() drops it when decoding).
    const bytes = new Uint8Array(await res.clone().arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(await res.text()).toBe(
      [
        'Stylist,Visits,Online,Front desk,Hours worked,Hours booked,Utilisation,Expected takings (£),No-shows,Cancellations,Late cancellations',
        'Report Amy,2,1,1,6.50,3.00,46.2%,120.00,0,1,0',
        '"Ben ""Bo"" Brown, Jr",1,1,0,12.00,1.50,12.5%,55.50,1,1,1',
        'Total,2,1,1,18.50,4.50,24.3%,175.50,1,2,1',
        '',
      ].join('\r\n'),
    )
  })

  it('words the CSV’s header in Ukrainian when asked', async () => {
    const text = await (await get(`salon=${salonId}&week=${MONDAY}&format=csv&lang=uk`)).text()
    expect(text.split('\r\n')[0]).toMatch(/^Майстер,Візити,/)
    expect(text.split('\r\n')[3]).toMatch(/^Разом,2,/)
  })

  it('answers 404 for a salon that does not exist and 400 for a week or format it cannot read', async () => {
    const noSalon = await get(`salon=999999&week=${MONDAY}`)
    expect(noSalon.status).toBe(404)
    expect(await noSalon.json()).toMatchObject({ reason: 'not_found', message: expect.stringContaining('salon') })
    for (const query of [`salon=${salonId}&week=2027-02-30`, `salon=${salonId}&week=next`]) {
      const res = await get(query)
      expect(res.status, query).toBe(400)
      expect(await res.json()).toMatchObject({ message: expect.stringContaining('YYYY-MM-DD') })
    }
    expect((await get(`salon=${salonId}&week=${MONDAY}&format=xlsx`)).status).toBe(400)
  })

  it('is refused to anyone not signed in to the admin', async () => {
    for (const headers of [{}, { authorization: 'JWT not-a-token' }] as Record<string, string>[]) {
      const res = await get(`salon=${salonId}&week=${MONDAY}&format=csv`, headers)
      expect(res.status).toBe(401)
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      expect(await res.json()).toMatchObject({ reason: 'signed_out', message: expect.stringContaining('Sign in') })
    }
  })

  it('is for the salon’s admins: an editor is told so, and sees no takings', async () => {
    const password = 'editor-password-0123'
    const editor = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'report-editor@parlour.example', password, name: 'Editor', roles: ['editor'] },
    })
    try {
      const { token: editorToken } = await payload.login({
        collection: 'users',
        data: { email: 'report-editor@parlour.example', password },
      })
      const res = await get(`salon=${salonId}&week=${MONDAY}`, { authorization: `JWT ${editorToken}` })
      expect(res.status).toBe(403)
      const body = await res.json()
      expect(body).toMatchObject({ reason: 'forbidden', message: expect.stringContaining('admins') })
      expect(JSON.stringify(body)).not.toMatch(/takings/i)
    } finally {
      await payload.delete({ collection: 'users', id: editor.id, overrideAccess: true })
    }
  })
})

describe('the weekly report page', () => {
  async function staffReq() {
    const { docs } = await payload.find({ collection: 'users', limit: 1, overrideAccess: true })
    return createLocalReq({ user: { ...docs[0]!, collection: 'users' } }, payload)
  }

  it('reads the asked salon and week, with the weeks either side', async () => {
    const page = await loadWeekReportPage(await staffReq(), { salon: String(salonId), week: SUNDAY })
    expect(page).toMatchObject({
      notices: [],
      salon: { id: String(salonId), slug: SLUG },
      monday: MONDAY,
      sunday: SUNDAY,
      previous: '2027-10-18',
      next: '2027-11-01',
    })
    expect(page.salons.map((s) => s.id)).toContain(String(salonId))
    expect(page.report?.totals.visits).toBe(2)
  })

  it('falls back to the first salon and this week for an unknown salon or an unreadable date, saying so', async () => {
    const page = await loadWeekReportPage(await staffReq(), { salon: '999999', week: '2027-13-01' })
    expect(page.notices).toEqual(['salonNotFound', 'weekUnreadable'])
    expect(page.salon?.id).toBe(page.salons[0]?.id)
    expect(page.monday).toBe(page.thisMonday)
    expect(page.report).not.toBeNull()
  })

  it('reads nothing for someone who is not signed in', async () => {
    const req = await createLocalReq({}, payload)
    await expect(loadWeekReportPage(req, { salon: String(salonId), week: MONDAY })).rejects.toMatchObject({
      status: 403,
    })
  })
})
