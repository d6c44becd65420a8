import { describe, expect, it } from 'vitest'

import type { CalendarVisit } from '../client-api'

import {
  asksAgain,
  checkoutable,
  deskActions,
  moveAction,
  moveFreeKey,
  moveRequest,
  openVisit,
  visitReducer,
  type DeskAction,
} from './visit-state'

const visit: CalendarVisit = {
  id: '42',
  version: 'v1',
  state: 'planned',
  source: 'front-desk',
  date: '2030-03-04',
  start: '10:00',
  end: '11:30',
  startsAt: '2030-03-04T10:00:00.000Z',
  client: { id: '3', name: 'Anna Smith', phone: '+447700900123' },
  items: [
    {
      id: 'i1',
      serviceId: 'cut',
      service: 'Cut',
      employeeId: '7',
      stylist: 'Olivia',
      start: '10:00',
      duration: 60,
      price: 40,
    },
    {
      id: 'i2',
      serviceId: 'dry',
      service: 'Blow-dry',
      employeeId: '8',
      stylist: 'Mia',
      start: '11:00',
      duration: 30,
      price: 20,
    },
  ],
  total: 60,
  note: 'Allergic to latex',
  cancelReason: null,
  saleId: null,
}

describe('a visit’s dialog', () => {
  it('opens on the visit: its day, start, first stylist and note', () => {
    expect(openVisit(visit)).toEqual({
      visit,
      moveTo: { date: '2030-03-04', time: '10:00', employee: '7' },
      service: '',
      note: 'Allergic to latex',
      reason: '',
    })
    expect(openVisit({ ...visit, note: null }).note).toBe('')
  })

  it('moves the time alone, naming no stylist, or hands the first stylist’s services to another', () => {
    const later = visitReducer(openVisit(visit), { type: 'move-to', moveTo: { time: '12:00' } })
    expect(moveRequest(later, false)).toEqual({ version: 'v1', start: '2030-03-04T12:00', confirm: false })
    const other = visitReducer(later, { type: 'move-to', moveTo: { employee: '9' } })
    expect(moveRequest(other, true)).toEqual({
      version: 'v1',
      start: '2030-03-04T12:00',
      employee: '9',
      from: '7',
      confirm: true,
    })
  })

  it('shows the visit as someone else changed it on request, with its fields, keeping the reason typed', () => {
    let state = visitReducer(openVisit(visit), { type: 'move-to', moveTo: { time: '12:00' } })
    state = visitReducer(state, { type: 'reason', reason: 'Off sick' })
    state = visitReducer(state, { type: 'note', note: 'Mine' })
    const theirs = { ...visit, version: 'v2', start: '14:00' as const, note: 'Theirs' }
    const shown = visitReducer(state, { type: 'show-latest', latest: theirs })
    expect(shown).toEqual({
      visit: theirs,
      moveTo: { date: '2030-03-04', time: '14:00', employee: '7' },
      service: '',
      note: 'Theirs',
      reason: 'Off sick',
    })
  })

  it('asks again for a confirmation after the move or the added service changes, not after a note', () => {
    expect(asksAgain({ type: 'move-to', moveTo: { date: '2030-03-05' } })).toBe(true)
    expect(asksAgain({ type: 'service', service: 'cut' })).toBe(true)
    expect(asksAgain({ type: 'show-latest', latest: visit })).toBe(true)
    expect(asksAgain({ type: 'note', note: 'x' })).toBe(false)
    expect(asksAgain({ type: 'reason', reason: 'x' })).toBe(false)
  })
})

describe('checking a visit out', () => {
  const starts = Date.parse(visit.startsAt)
  it('is offered once the client arrived or the visit started, never twice and never for a cancelled one', () => {
    expect(checkoutable(visit, starts - 60_000)).toBe(false)
    expect(checkoutable(visit, starts)).toBe(true)
    expect(checkoutable({ ...visit, state: 'arrived' }, starts - 60_000)).toBe(true)
    expect(checkoutable({ ...visit, state: 'completed' }, starts)).toBe(true)
    expect(checkoutable({ ...visit, state: 'completed', saleId: '9' }, starts)).toBe(false)
    expect(checkoutable({ ...visit, state: 'cancelled' }, starts)).toBe(false)
    expect(checkoutable({ ...visit, state: 'no-show' }, starts)).toBe(false)
  })
})

describe('moving a visit to one of the engine’s free times', () => {
  it('asks for the visit’s services with the chosen stylist and day, its own time counting as free', () => {
    const state = visitReducer(openVisit(visit), { type: 'move-to', moveTo: { employee: '9', date: '2030-03-06' } })
    expect(Object.fromEntries(new URLSearchParams(moveFreeKey(state, '1')))).toEqual({
      salon: '1',
      employee: '9',
      services: 'cut,dry',
      date: '2030-03-06',
      except: '42',
    })
    expect(moveFreeKey(state, undefined)).toBe('')
    expect(moveFreeKey(visitReducer(state, { type: 'move-to', moveTo: { date: '' } }), '1')).toBe('')
  })

  it('keeps a refusal for the one target it was about: another time or stylist asks afresh', () => {
    const to = { date: '2030-03-04', time: '12:00', employee: '7' }
    expect(moveAction(to)).toBe(moveAction({ ...to }))
    expect(moveAction(to)).not.toBe(moveAction({ ...to, time: '12:30' }))
    expect(moveAction(to)).not.toBe(moveAction({ ...to, employee: '9' }))
    expect(moveAction(to).startsWith('move')).toBe(true)
  })
})

describe('a visit’s actions', () => {
  const starts = Date.parse(visit.startsAt)
  const names = (list: DeskAction[]) => list.map((a) => (a.kind === 'state' ? a.state : a.kind))

  it('puts checking in first before the visit, checking out once it has started, the sale once closed', () => {
    const before = deskActions(visit, starts - 60_000, 0)
    expect(names(before.main)).toEqual(['arrived', 'confirmed', 'completed', 'rebook', 'client-card'])
    expect(names(before.danger)).toEqual(['no-show'])
    expect(names(deskActions({ ...visit, state: 'arrived' }, starts, 0).main)).toEqual([
      'check-out',
      'completed',
      'planned',
      'rebook',
      'client-card',
    ])
    const closed = deskActions({ ...visit, state: 'completed', saleId: '5' }, starts, 0)
    expect(closed.main[0]).toEqual({ kind: 'open-sale', saleId: '5' })
    expect(closed.danger).toEqual([])
  })

  it('sets the no-show and its fee apart, and offers undoing a cancellation only while the visit is ahead', () => {
    expect(names(deskActions(visit, starts, 15).danger)).toEqual(['no-show', 'no-show-fee'])
    const cancelled = { ...visit, state: 'cancelled' as const }
    expect(names(deskActions(cancelled, starts - 60_000, 15).main)).toEqual(['undo-cancel', 'rebook', 'client-card'])
    expect(names(deskActions(cancelled, starts + 60_000, 15).main)).toEqual(['rebook', 'client-card'])
    expect(deskActions(cancelled, starts, 15).danger).toEqual([])
    const held = deskActions({ ...visit, state: 'reserved', client: null }, starts, 0)
    expect(held).toEqual({ main: [], danger: [] })
  })
})
