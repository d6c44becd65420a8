import { describe, expect, it } from 'vitest'

import type { EmployeeSchedule } from '@/features/booking/kit'

import { type BoardAppointment, buildDayBoard, type DayBoardInput } from './day-board'

const ZONE = 'Europe/London'

function schedule(id: string, weekly: EmployeeSchedule['weekly'], exceptions: EmployeeSchedule['exceptions'] = []) {
  return { employeeId: id, locationId: '1', timezone: ZONE, weekly, exceptions, serviceIds: [] }
}

// Wednesday 15 July 2026 (BST, UTC+1) and Wednesday 9 December 2026 (GMT).
const SUMMER = '2026-07-15'
const WINTER = '2026-12-09'

const anna = { id: '1', name: 'Anna', schedule: schedule('1', { 3: [{ start: '10:00', end: '19:00' }] }) }
const ben = {
  id: '2',
  name: 'Ben',
  schedule: schedule('2', {
    3: [
      { start: '09:00', end: '13:00' },
      { start: '14:00', end: '18:00' },
    ],
  }),
}
const cleo = { id: '3', name: 'Cleo', schedule: schedule('3', { 4: [{ start: '10:00', end: '19:00' }] }) }

const client = { name: 'Jane Doe', phone: '+447700900123' }

function visit(id: string, state: BoardAppointment['state'], items: BoardAppointment['items'], heldUntil?: Date) {
  return { id, state, heldUntil: heldUntil ?? null, client, items }
}

const item = (employeeId: string, service: string, start: string, durationMinutes: number) => ({
  employeeId,
  stylistName: `Stylist ${employeeId}`,
  service,
  start: new Date(start),
  durationMinutes,
})

function board(partial: Partial<DayBoardInput>) {
  return buildDayBoard({
    date: SUMMER,
    timezone: ZONE,
    now: new Date('2026-07-15T08:00:00Z'),
    stylists: [anna, ben, cleo],
    appointments: [],
    showInactive: false,
    ...partial,
  })
}

describe('day board', () => {
  it('has a column for each stylist working that day, with their hours in salon time', () => {
    const summer = board({})
    expect(summer.columns.map((c) => [c.name, c.hours])).toEqual([
      ['Anna', [{ start: '10:00', end: '19:00' }]],
      [
        'Ben',
        [
          { start: '09:00', end: '13:00' },
          { start: '14:00', end: '18:00' },
        ],
      ],
    ])
    // The same wall-clock hours in winter (GMT).
    expect(board({ date: WINTER }).columns[0]!.hours).toEqual([{ start: '10:00', end: '19:00' }])
  })

  it('leaves out a stylist on a day off and uses changed hours for a date', () => {
    const off = { ...anna, schedule: schedule('1', anna.schedule.weekly, [{ date: SUMMER, intervals: [] }]) }
    const late = {
      ...ben,
      schedule: schedule('2', ben.schedule.weekly, [{ date: SUMMER, intervals: [{ start: '12:00', end: '20:00' }] }]),
    }
    const { columns } = board({ stylists: [off, late] })
    expect(columns.map((c) => [c.name, c.hours])).toEqual([['Ben', [{ start: '12:00', end: '20:00' }]]])
  })

  it('puts each visit under its stylist in time order, joining back-to-back services into one block', () => {
    const { columns } = board({
      appointments: [
        visit('20', 'confirmed', [item('1', 'Colour', '2026-07-15T13:00:00Z', 90)]),
        visit('10', 'planned', [
          // Two services with Anna back to back (10:00–11:00 and 11:00–11:30), one with Ben later.
          item('1', 'Cut', '2026-07-15T09:00:00Z', 60),
          item('1', 'Blow-dry', '2026-07-15T10:00:00Z', 30),
          item('2', 'Manicure', '2026-07-15T11:00:00Z', 45),
        ]),
      ],
    })
    const [a, b] = columns
    expect(a!.blocks).toEqual([
      {
        appointmentId: '10',
        status: 'planned',
        start: '10:00',
        end: '11:30',
        heldUntil: null,
        client,
        services: ['Cut', 'Blow-dry'],
      },
      {
        appointmentId: '20',
        status: 'confirmed',
        start: '14:00',
        end: '15:30',
        heldUntil: null,
        client,
        services: ['Colour'],
      },
    ])
    expect(b!.blocks.map((x) => [x.appointmentId, x.start, x.end, x.services])).toEqual([
      ['10', '12:00', '12:45', ['Manicure']],
    ])
  })

  it('makes two blocks when one visit has a gap between two services with the same stylist', () => {
    const { columns } = board({
      appointments: [
        visit('7', 'planned', [
          item('2', 'Colour', '2026-07-15T08:00:00Z', 60),
          item('2', 'Toner', '2026-07-15T10:00:00Z', 30),
        ]),
      ],
    })
    expect(columns[1]!.blocks.map((x) => [x.start, x.end])).toEqual([
      ['09:00', '10:00'],
      ['11:00', '11:30'],
    ])
  })

  it('hides cancelled visits and lapsed holds unless asked, and counts them', () => {
    const now = new Date('2026-07-15T08:00:00Z')
    const appointments = [
      visit('1', 'cancelled', [item('1', 'Cut', '2026-07-15T09:00:00Z', 60)]),
      visit('2', 'reserved', [item('1', 'Cut', '2026-07-15T11:00:00Z', 60)], new Date('2026-07-15T07:59:00Z')),
      visit('3', 'reserved', [item('1', 'Cut', '2026-07-15T12:00:00Z', 60)], new Date('2026-07-15T08:10:00Z')),
    ]
    const hidden = board({ now, appointments })
    expect(hidden.hiddenCount).toBe(2)
    expect(hidden.columns[0]!.blocks.map((b) => [b.appointmentId, b.status, b.heldUntil])).toEqual([
      ['3', 'held', '09:10'],
    ])

    const shown = board({ now, appointments, showInactive: true })
    expect(shown.hiddenCount).toBe(0)
    expect(shown.columns[0]!.blocks.map((b) => [b.appointmentId, b.status])).toEqual([
      ['1', 'cancelled'],
      ['2', 'hold-lapsed'],
      ['3', 'held'],
    ])
  })

  it('still shows a visit booked with a stylist who has no hours here that day', () => {
    const { columns } = board({
      appointments: [
        visit('5', 'planned', [item('3', 'Brows', '2026-07-15T09:00:00Z', 30)]),
        visit('6', 'planned', [item('9', 'Nails', '2026-07-15T10:00:00Z', 30)]),
      ],
    })
    expect(columns.map((c) => [c.name, c.hours.length, c.blocks.length])).toEqual([
      ['Anna', 1, 0],
      ['Ben', 2, 0],
      ['Cleo', 0, 1],
      ['Stylist 9', 0, 1],
    ])
  })

  it('reads times across the autumn clock change in salon time', () => {
    // Sunday 25 October 2026: 01:00 BST is 00:00Z; a 90-minute visit ends at 01:30Z, which is 01:30 GMT.
    const night = { id: '4', name: 'Dora', schedule: schedule('4', { 7: [{ start: '00:00', end: '06:00' }] }) }
    const { columns } = board({
      date: '2026-10-25',
      now: new Date('2026-10-24T12:00:00Z'),
      stylists: [night],
      appointments: [visit('8', 'planned', [item('4', 'Cut', '2026-10-25T00:00:00Z', 90)])],
    })
    expect(columns[0]!.hours).toEqual([{ start: '00:00', end: '06:00' }])
    expect(columns[0]!.blocks.map((b) => [b.start, b.end])).toEqual([['01:00', '01:30']])
  })

  it("shows a working stylist's blocked time in salon time, earliest first, and none for others", () => {
    const { columns } = board({
      blocked: [
        { employeeId: '2', start: new Date('2026-07-15T15:00:00Z'), end: new Date('2026-07-15T15:30:00Z'), reason: '' },
        {
          employeeId: '1',
          start: new Date('2026-07-15T12:00:00Z'),
          end: new Date('2026-07-15T13:00:00Z'),
          reason: 'Lunch',
        },
        {
          employeeId: '2',
          start: new Date('2026-07-15T09:00:00Z'),
          end: new Date('2026-07-15T10:00:00Z'),
          reason: 'Training',
        },
        // Cleo does not work on Wednesdays: no column, so her block is not shown.
        {
          employeeId: '3',
          start: new Date('2026-07-15T12:00:00Z'),
          end: new Date('2026-07-15T13:00:00Z'),
          reason: 'x',
        },
      ],
    })
    expect(columns.map((c) => [c.name, c.blocked])).toEqual([
      ['Anna', [{ start: '13:00', end: '14:00', reason: 'Lunch' }]],
      [
        'Ben',
        [
          { start: '10:00', end: '11:00', reason: 'Training' },
          { start: '16:00', end: '16:30', reason: '' },
        ],
      ],
    ])
  })
})
