import { describe, expect, it } from 'vitest'

import { buildDayBoard, type BoardAppointment } from './day-board'
import { assignSwatches } from './calendar-colours'

const ZONE = 'Europe/London'
// Wednesday 15 July 2026 (BST, UTC+1), seen at 08:00 that morning.
const DAY = '2026-07-15'
const NOW = new Date(`${DAY}T07:00:00Z`)
const hours = (id: string) => ({
  employeeId: id,
  locationId: '1',
  timezone: ZONE,
  weekly: { 3: [{ start: '09:00', end: '18:00' }] },
  exceptions: [],
  serviceIds: [],
})
const stylists = [
  { id: '1', name: 'Anna', schedule: hours('1') },
  { id: '2', name: 'Ben', schedule: hours('2') },
]

const item = (employeeId: string, start: string, categoryId: string) => ({
  employeeId,
  stylistName: employeeId === '1' ? 'Anna' : 'Ben',
  service: `Service of ${categoryId}`,
  categoryId,
  start: new Date(`${DAY}T${start}:00+01:00`),
  durationMinutes: 60,
})

const visits: BoardAppointment[] = [
  {
    id: '10',
    state: 'planned',
    heldUntil: null,
    client: { name: 'Nina New', phone: '' },
    items: [item('1', '10:00', '70'), item('2', '11:00', '80')],
    flags: { newClient: true, online: true, note: 'visit' },
  },
  { id: '11', state: 'confirmed', heldUntil: null, client: null, items: [item('2', '14:00', '70')], flags: {} },
]

const board = (by: 'stylist' | 'category') =>
  buildDayBoard({
    date: DAY,
    timezone: ZONE,
    now: NOW,
    stylists,
    appointments: visits,
    showInactive: false,
    colours: {
      by,
      swatches: assignSwatches(
        by === 'stylist' ? [{ id: '1', chosen: 'orchid' }, { id: '2' }] : [{ id: '70' }, { id: '80', chosen: 'sky' }],
      ),
    },
  })

const blocks = (b: ReturnType<typeof board>) =>
  b.columns.flatMap((c) => c.blocks.map((x) => [c.name, x.start, x.colour, x.colourKey, x.flags]))

describe('the day board’s colours and marks', () => {
  it('paints each block in its stylist’s swatch and carries the visit’s marks on each of its blocks', () => {
    expect(blocks(board('stylist'))).toEqual([
      ['Anna', '10:00', 'orchid', '1', { newClient: true, online: true, note: 'visit' }],
      ['Ben', '11:00', 'rose', '2', { newClient: true, online: true, note: 'visit' }],
      ['Ben', '14:00', 'rose', '2', undefined],
    ])
  })

  it('paints by the category of the block’s first service when the salon colours by category', () => {
    expect(blocks(board('category')).map(([name, start, colour, key]) => [name, start, colour, key])).toEqual([
      ['Anna', '10:00', 'rose', '70'],
      ['Ben', '11:00', 'sky', '80'],
      ['Ben', '14:00', 'rose', '70'],
    ])
  })

  it('leaves a block unpainted when the board has no colours or its key has none', () => {
    const plain = buildDayBoard({
      date: DAY,
      timezone: ZONE,
      now: NOW,
      stylists,
      appointments: visits,
      showInactive: false,
    })
    expect(plain.columns[0]!.blocks[0]).not.toHaveProperty('colour')
    const unknown = buildDayBoard({
      date: DAY,
      timezone: ZONE,
      now: NOW,
      stylists,
      appointments: visits,
      showInactive: false,
      colours: { by: 'category', swatches: new Map() },
    })
    expect(unknown.columns[0]!.blocks[0]).not.toHaveProperty('colourKey')
  })
})
