import { describe, expect, it } from 'vitest'

import { localToInstant } from '@/features/booking/kit'
import type { EmployeeSchedule } from '@/features/booking/kit'
import { reportCsvLabels } from '../ui/report/text'
import { mondayOf, readWeek, weekReport } from './week-report'
import type { ReportStylist, ReportVisit, WeekReportInput } from './week-report'
import { weekReportCsv } from './week-report-csv'

const ZONE = 'Europe/London'
/** A Monday in winter time, far from a clock change. */
const MONDAY = '2027-03-08'
const TUESDAY = '2027-03-09'
const HOUR = 3_600_000

const at = (date: string, time: string) => localToInstant(date, time, ZONE)!

const schedule = (id: string, weekly: EmployeeSchedule['weekly']): EmployeeSchedule => ({
  employeeId: id,
  locationId: '1',
  timezone: ZONE,
  weekly,
  exceptions: [],
  serviceIds: [],
})

const stylists: ReportStylist[] = [
  // Monday and Tuesday 10:00–14:00, an hour blocked on Tuesday: 7 hours worked.
  {
    id: 'amy',
    name: 'Amy',
    schedule: schedule('amy', {
      1: [{ start: '10:00', end: '14:00' }],
      2: [{ start: '10:00', end: '14:00' }],
    }),
  },
  // Monday 09:00–17:00: 8 hours.
  { id: 'ben', name: 'Ben', schedule: schedule('ben', { 1: [{ start: '09:00', end: '17:00' }] }) },
  // Hours that could not be read: nothing worked.
  { id: 'cleo', name: 'Cleo', schedule: null },
]

const blocked = [{ employeeId: 'amy', start: at(TUESDAY, '12:00'), end: at(TUESDAY, '13:00') }]

const item = (stylistId: string, date: string, time: string, durationMinutes: number, price: number | null = null) => ({
  stylistId,
  start: at(date, time).toISOString(),
  durationMinutes,
  price,
})

const visits: ReportVisit[] = [
  // Two stylists, booked online (no source recorded).
  {
    id: 'v1',
    state: 'planned',
    source: null,
    items: [item('amy', MONDAY, '10:00', 90, 45.5), item('ben', MONDAY, '10:00', 60, 30)],
  },
  { id: 'v2', state: 'completed', source: 'front-desk', items: [item('amy', TUESDAY, '10:00', 90, 60)] },
  // A service without a price: booked time, no takings.
  { id: 'v3', state: 'confirmed', source: 'online', items: [item('amy', MONDAY, '13:00', 30)] },
  { id: 'v4', state: 'no-show', source: 'online', items: [item('amy', MONDAY, '12:00', 60, 40)] },
  // Cancelled 47 hours before: late.
  {
    id: 'v5',
    state: 'cancelled',
    source: 'online',
    cancelledAt: new Date(at(TUESDAY, '13:00').getTime() - 47 * HOUR).toISOString(),
    items: [item('amy', TUESDAY, '13:00', 60, 40)],
  },
  // Cancelled 49 hours before: in good time.
  {
    id: 'v6',
    state: 'cancelled',
    source: 'front-desk',
    cancelledAt: new Date(at(MONDAY, '15:00').getTime() - 49 * HOUR),
    items: [item('ben', MONDAY, '15:00', 60, 40)],
  },
  // A hold is not a visit.
  { id: 'v7', state: 'reserved', source: 'online', items: [item('ben', MONDAY, '12:00', 60, 99)] },
  // The weeks before and after.
  { id: 'v8', state: 'planned', items: [item('ben', '2027-03-07', '23:30', 60, 99)] },
  { id: 'v9', state: 'planned', items: [item('ben', '2027-03-15', '00:00', 60, 99)] },
]

const input = (extra: Partial<WeekReportInput> = {}): WeekReportInput => ({
  week: MONDAY,
  timezone: ZONE,
  stylists,
  blocked,
  visits,
  ...extra,
})

const row = (report: ReturnType<typeof weekReport>, id: string) => report.stylists.find((s) => s.id === id)!

describe('weekReport', () => {
  it('sets hours booked against hours worked, less blocked time', () => {
    const report = weekReport(input())
    expect(row(report, 'amy')).toMatchObject({
      minutesWorked: 420,
      hoursWorked: 7,
      minutesBooked: 210,
      hoursBooked: 3.5,
      utilisation: 0.5,
    })
    expect(row(report, 'ben')).toMatchObject({ hoursWorked: 8, hoursBooked: 1, utilisation: 0.125 })
    expect(row(report, 'cleo')).toMatchObject({ hoursWorked: 0, hoursBooked: 0, utilisation: null, visits: 0 })
    expect(report.totals).toMatchObject({ minutesWorked: 900, minutesBooked: 270, utilisation: 0.3 })
  })

  it('lists the salon’s stylists in the order given, whether they worked or not', () => {
    expect(weekReport(input()).stylists.map((s) => s.name)).toEqual(['Amy', 'Ben', 'Cleo'])
  })

  it('takes nothing for a no-show, a cancellation or a hold, and nothing for a service without a price', () => {
    const report = weekReport(input())
    expect(row(report, 'amy')).toMatchObject({ expectedTakings: 105.5, noShows: 1, visits: 3 })
    expect(row(report, 'ben')).toMatchObject({ expectedTakings: 30, noShows: 0, visits: 1 })
    expect(report.totals).toMatchObject({ expectedTakings: 135.5, noShows: 1, visits: 3 })
  })

  it('counts a cancellation within 48 hours of the visit as late, one before as not', () => {
    const report = weekReport(input())
    expect(row(report, 'amy')).toMatchObject({ cancellations: 1, lateCancellations: 1 })
    expect(row(report, 'ben')).toMatchObject({ cancellations: 1, lateCancellations: 0 })
    expect(report.totals).toMatchObject({ cancellations: 2, lateCancellations: 1 })
    // Exactly 48 hours before is in good time; after the start, or with no time recorded, it is late / not counted.
    const start = at(MONDAY, '11:00').getTime()
    const cancelled = (id: string, cancelledAt: Date | null): ReportVisit => ({
      id,
      state: 'cancelled',
      cancelledAt,
      items: [item('ben', MONDAY, '11:00', 30)],
    })
    const edge = weekReport(
      input({
        visits: [
          cancelled('a', new Date(start - 48 * HOUR)),
          cancelled('b', new Date(start + HOUR)),
          cancelled('c', null),
        ],
      }),
    )
    expect(edge.totals).toMatchObject({ cancellations: 3, lateCancellations: 1, visits: 0 })
  })

  it('sets online visits against front-desk ones (no source is online), counting a shared visit once', () => {
    const report = weekReport(input())
    expect(report.totals).toMatchObject({ visits: 3, online: 2, frontDesk: 1 })
    expect(row(report, 'amy')).toMatchObject({ online: 2, frontDesk: 1 })
    expect(row(report, 'ben')).toMatchObject({ online: 1, frontDesk: 0 })
  })

  it('adds a row for a stylist from elsewhere who had a visit here', () => {
    const report = weekReport(
      input({
        visits: [
          { id: 'x', state: 'arrived', items: [{ ...item('zed', MONDAY, '16:00', 45, 25), stylistName: 'Zed' }] },
        ],
      }),
    )
    expect(report.stylists.map((s) => s.name)).toEqual(['Amy', 'Ben', 'Cleo', 'Zed'])
    expect(row(report, 'zed')).toMatchObject({ visits: 1, minutesBooked: 45, utilisation: null, expectedTakings: 25 })
  })

  it('runs Monday to Sunday in salon time, from any day of the week', () => {
    const report = weekReport(input({ week: '2027-03-14' }))
    expect(report).toMatchObject({
      monday: MONDAY,
      sunday: '2027-03-14',
      from: '2027-03-08T00:00:00.000Z',
      to: '2027-03-15T00:00:00.000Z',
      weekHours: 168,
    })
  })

  it('has 169 hours in the week the clocks go back, and reads that Sunday’s hours and visits right', () => {
    // London: Sunday 31 October 2027, 02:00 BST becomes 01:00 GMT.
    const monday = '2027-10-25'
    const sunday = '2027-10-31'
    const night: ReportStylist = {
      id: 'nia',
      name: 'Nia',
      // 00:00–04:00 on the wall clock that Sunday is five hours.
      schedule: schedule('nia', { 1: [{ start: '10:00', end: '12:00' }], 7: [{ start: '00:00', end: '04:00' }] }),
    }
    const niaVisit = (id: string, start: Date | string, durationMinutes: number): ReportVisit => ({
      id,
      state: 'planned',
      items: [{ stylistId: 'nia', start, durationMinutes }],
    })
    const report = weekReport({
      week: monday,
      timezone: ZONE,
      stylists: [night],
      blocked: [],
      visits: [
        // Monday 00:00 BST is Sunday 23:00 UTC: in the week; a minute before is not.
        niaVisit('first', '2027-10-24T23:00:00Z', 60),
        niaVisit('before', '2027-10-24T22:59:00Z', 60),
        // 00:30 BST for two hours, across the change.
        niaVisit('night', at(sunday, '00:30'), 120),
        // Sunday 23:30 GMT is still the week; the next Monday 00:00 GMT is not.
        niaVisit('last', '2027-10-31T23:30:00Z', 30),
        niaVisit('after', '2027-11-01T00:00:00Z', 30),
      ],
    })
    expect(report).toMatchObject({
      monday,
      sunday,
      from: '2027-10-24T23:00:00.000Z',
      to: '2027-11-01T00:00:00.000Z',
      weekHours: 169,
    })
    expect(report.stylists[0]).toMatchObject({ minutesWorked: 7 * 60, visits: 3, minutesBooked: 60 + 120 + 30 })
    expect(report.totals.utilisation).toBe(0.5)
  })

  it('has 167 hours in the week the clocks go forward', () => {
    const night = schedule('nia', { 7: [{ start: '00:00', end: '04:00' }] })
    const report = weekReport({
      week: '2027-03-24',
      timezone: ZONE,
      stylists: [{ id: 'nia', name: 'Nia', schedule: night }],
      blocked: [],
      visits: [],
    })
    expect(report).toMatchObject({ monday: '2027-03-22', sunday: '2027-03-28', weekHours: 167 })
    // London skips 01:00–02:00 on Sunday 28 March 2027: three hours of work.
    expect(report.stylists[0]!.minutesWorked).toBe(180)
  })

  it('refuses a date or a zone it cannot read', () => {
    expect(() => weekReport(input({ week: '2027-02-30' }))).toThrow(RangeError)
    expect(() => weekReport(input({ timezone: 'Mars/Olympus' }))).toThrow(RangeError)
  })
})

describe('readWeek and mondayOf', () => {
  it('gives the Monday of any date of the week, and null for what is not a date', () => {
    expect(mondayOf('2027-03-08')).toBe('2027-03-08')
    expect(mondayOf('2027-03-14')).toBe('2027-03-08')
    expect(readWeek('2027-03-10')).toBe('2027-03-08')
    expect(readWeek('2028-01-01')).toBe('2027-12-27')
    for (const bad of ['2027-02-30', '10-03-2027', '', null, 20270308, '9999-12-31']) expect(readWeek(bad)).toBeNull()
  })
})

describe('weekReportCsv', () => {
  it('has a header row, a row per stylist and a totals row, hours and pounds with 2 decimals', () => {
    expect(weekReportCsv(weekReport(input()), reportCsvLabels('en')).split('\r\n')).toEqual([
      'Stylist,Visits,Online,Front desk,Hours worked,Hours booked,Utilisation,Expected takings (£),No-shows,Cancellations,Late cancellations',
      'Amy,3,2,1,7.00,3.50,50.0%,105.50,1,1,1',
      'Ben,1,1,0,8.00,1.00,12.5%,30.00,0,1,0',
      'Cleo,0,0,0,0.00,0.00,,0.00,0,0,0',
      'Total,3,2,1,15.00,4.50,30.0%,135.50,1,2,1',
      '',
    ])
  })

  it('quotes fields with a comma, a double quote or a line break, and keeps names from running as formulas', () => {
    const report = weekReport(
      input({
        stylists: [
          { id: '1', name: 'Smith, "Jo"', schedule: null },
          { id: '2', name: 'Two\nlines', schedule: null },
          { id: '3', name: '=HYPERLINK("x")', schedule: null },
          { id: '4', name: 'Plain', schedule: null },
        ],
        visits: [],
      }),
    )
    const lines = weekReportCsv(report, reportCsvLabels('en')).split('\r\n')
    expect(lines[1]).toBe('"Smith, ""Jo""",0,0,0,0.00,0.00,,0.00,0,0,0')
    expect(lines[2]).toBe('"Two\nlines",0,0,0,0.00,0.00,,0.00,0,0,0')
    expect(lines[3]).toBe(`"'=HYPERLINK(""x"")",0,0,0,0.00,0.00,,0.00,0,0,0`)
    expect(lines[4]).toBe('Plain,0,0,0,0.00,0.00,,0.00,0,0,0')
  })

  it('writes the header in the words it is given', () => {
    const csv = weekReportCsv(weekReport(input({ stylists: [], visits: [] })), {
      stylist: 'Майстер',
      visits: 'Візити',
      online: 'Онлайн',
      frontDesk: 'Рецепція',
      hoursWorked: 'Відпрацьовано, год',
      hoursBooked: 'Заброньовано, год',
      utilisation: 'Завантаження',
      expectedTakings: 'Очікуваний виторг (£)',
      noShows: 'Неявки',
      cancellations: 'Скасування',
      lateCancellations: 'Пізні скасування',
      total: 'Разом',
    })
    expect(csv).toBe(
      'Майстер,Візити,Онлайн,Рецепція,"Відпрацьовано, год","Заброньовано, год",Завантаження,Очікуваний виторг (£),Неявки,Скасування,Пізні скасування\r\nРазом,0,0,0,0.00,0.00,,0.00,0,0,0\r\n',
    )
  })
})
