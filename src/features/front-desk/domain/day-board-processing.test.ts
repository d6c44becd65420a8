import { describe, expect, it } from 'vitest'

import { buildDayBoard, type BoardAppointment } from './day-board'

const ZONE = 'Europe/London'
// Wednesday 15 July 2026 (BST, UTC+1): 10:00 in London is 09:00Z.
const DAY = '2026-07-15'
const anna = {
  id: '1',
  name: 'Anna',
  schedule: {
    employeeId: '1',
    locationId: '1',
    timezone: ZONE,
    weekly: { 3: [{ start: '09:00', end: '18:00' }] },
    exceptions: [],
    serviceIds: [],
  },
}

const visit = (
  id: string,
  client: string,
  start: string,
  durationMinutes: number,
  extra: { processing?: { after: number; minutes: number }; overlap?: boolean; state?: BoardAppointment['state'] } = {},
): BoardAppointment => ({
  id,
  state: extra.state ?? 'planned',
  heldUntil: null,
  client: { name: client, phone: '' },
  items: [
    {
      employeeId: '1',
      stylistName: 'Anna',
      service: 'Service',
      start: new Date(`${DAY}T${start}:00+01:00`),
      durationMinutes,
      processing: extra.processing ?? null,
    },
  ],
  ...(extra.overlap ? { overlap: true } : {}),
})

const blocksOf = (appointments: BoardAppointment[]) =>
  buildDayBoard({
    date: DAY,
    timezone: ZONE,
    now: new Date(`${DAY}T07:00:00Z`),
    stylists: [anna],
    appointments,
    showInactive: true,
  }).columns[0]!.blocks

describe('the day board with processing time', () => {
  it('marks the processing gap of a visit in salon time', () => {
    const [colour] = blocksOf([visit('1', 'Carla Colour', '10:00', 120, { processing: { after: 30, minutes: 60 } })])
    expect(colour).toMatchObject({ start: '10:00', end: '12:00', processing: [{ start: '10:30', end: '11:30' }] })
    expect(colour).not.toHaveProperty('lanes') // alone in its time: the whole width
  })

  it('places a visit in another’s gap and an overlap on purpose side by side, and the rest full width', () => {
    const blocks = blocksOf([
      visit('1', 'Carla Colour', '10:00', 120, { processing: { after: 30, minutes: 60 } }),
      visit('2', 'Gina Gap', '10:30', 30),
      visit('3', 'Olga Overlap', '11:45', 30, { overlap: true }),
      visit('4', 'Lena Later', '14:00', 60),
      visit('5', 'Nora Noshow', '14:00', 60, { state: 'no-show' }), // drawn offset already: not laid out
    ])
    const place = Object.fromEntries(blocks.map((b) => [b.client!.name, [b.lane, b.lanes, b.overlap]]))
    expect(place).toEqual({
      'Carla Colour': [0, 2, undefined],
      'Gina Gap': [1, 2, undefined],
      'Olga Overlap': [1, 2, true], // Gina's lane is free again by 11:45
      'Lena Later': [undefined, undefined, undefined],
      'Nora Noshow': [undefined, undefined, undefined],
    })
  })

  it('opens a third lane only while three visits share the time', () => {
    const blocks = blocksOf([
      visit('1', 'A', '10:00', 120),
      visit('2', 'B', '10:30', 60, { overlap: true }),
      visit('3', 'C', '11:00', 30, { overlap: true }),
    ])
    expect(blocks.map((b) => [b.lane, b.lanes])).toEqual([
      [0, 3],
      [1, 3],
      [2, 3],
    ])
  })
})
