import { describe, expect, it } from 'vitest'

import { clipToOpening, salonOpening, withinOpening } from './opening'
import type { EmployeeSchedule } from './types'

const open = (start: string, end: string) => ({ start, end })

describe('stylist hours inside the salon opening hours', () => {
  it('cuts a stretch to the opening hours and drops what lies outside', () => {
    // The salon opens at 09:30: a 09:00 start becomes 09:30; the afternoon is unchanged.
    expect(clipToOpening([open('09:00', '13:00'), open('13:30', '18:00')], [open('09:30', '20:00')])).toEqual([
      open('09:30', '13:00'),
      open('13:30', '18:00'),
    ])
    expect(clipToOpening([open('11:00', '15:00'), open('15:30', '20:30')], [open('10:00', '18:00')])).toEqual([
      open('11:00', '15:00'),
      open('15:30', '18:00'),
    ])
    expect(clipToOpening([open('07:00', '09:00')], [open('09:30', '20:00')])).toEqual([])
    // A closed day (no opening hours) leaves nothing.
    expect(clipToOpening([open('10:00', '14:00')], undefined)).toEqual([])
    // A salon that closes for lunch splits a stylist's long stretch.
    expect(clipToOpening([open('09:00', '18:00')], [open('13:00', '18:00'), open('09:00', '12:00')])).toEqual([
      open('09:00', '12:00'),
      open('13:00', '18:00'),
    ])
  })

  it('keeps weekly hours and dated changes inside the hours of their weekday', () => {
    const schedule: EmployeeSchedule = {
      employeeId: '1',
      locationId: '1',
      timezone: 'Europe/London',
      weekly: { 1: [open('09:00', '13:00'), open('13:30', '18:00')], 7: [open('11:00', '20:00')] },
      // 2027-03-28 is a Sunday (the spring clock change), 2027-03-29 a Monday.
      exceptions: [
        { date: '2027-03-28', intervals: [open('08:00', '19:00')] },
        { date: '2027-03-29', intervals: [] },
        { date: '2027-03-30', intervals: [open('06:00', '09:00')] },
      ],
      serviceIds: ['9'],
    }
    const opening = { 1: [open('09:30', '20:00')], 2: [open('09:30', '20:00')], 7: [open('10:00', '18:00')] }
    expect(withinOpening(schedule, opening)).toEqual({
      ...schedule,
      weekly: { 1: [open('09:30', '13:00'), open('13:30', '18:00')], 7: [open('11:00', '18:00')] },
      exceptions: [
        { date: '2027-03-28', intervals: [open('10:00', '18:00')] },
        { date: '2027-03-29', intervals: [] },
        // Changed hours wholly before opening: that day is off.
        { date: '2027-03-30', intervals: [] },
      ],
    })
  })

  it('bounds a salon by its own opening hours when it has them, else by the business’s', () => {
    const business = { 1: [open('09:30', '20:00')], 7: [open('10:00', '18:00')] }
    expect(salonOpening([], business)).toBe(business)
    expect(salonOpening(null, business)).toBe(business)
    // Its own: Monday is closed (no row), Tuesday has a break, Sunday differs.
    expect(
      salonOpening(
        [
          { weekday: '2', start: '14:00', end: '18:00' },
          { weekday: '2', start: '10:00', end: '13:00' },
          { weekday: 7, start: '11:00', end: '15:00' },
          { weekday: '9', start: '10:00', end: '11:00' },
        ],
        business,
      ),
    ).toEqual({ 2: [open('10:00', '13:00'), open('14:00', '18:00')], 7: [open('11:00', '15:00')] })
    // A stylist's Monday at a salon closed on Mondays offers nothing online.
    const own = salonOpening([{ weekday: '2', start: '10:00', end: '13:00' }], business)
    const schedule: EmployeeSchedule = {
      employeeId: '1',
      locationId: '1',
      timezone: 'Europe/London',
      weekly: { 1: [open('09:00', '18:00')], 2: [open('09:00', '18:00')] },
      exceptions: [],
      serviceIds: [],
    }
    expect(withinOpening(schedule, own).weekly).toEqual({ 2: [open('10:00', '13:00')] })
  })
})
