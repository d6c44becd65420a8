import { describe, expect, it } from 'vitest'

import type { Appointment, Service } from './api-client'
import { heldSummary, plannedSummary, summaryFacts } from './summary'

const service = (over: Partial<Service>): Service => ({
  id: 's1',
  name: 'AirTouch Colouring',
  slug: 'air-touch',
  path: null,
  category: null,
  group: null,
  duration: 180,
  gender: 'female',
  description: null,
  price: 260,
  priceTo: 360,
  currency: 'GBP',
  prices: [],
  locations: [],
  options: [
    { id: 'o1', name: 'Short hair', duration: 180, price: 260, priceTo: null },
    { id: 'o2', name: 'Long hair', duration: 240, price: 360, priceTo: null },
  ],
  ...over,
})

describe('the summary at the foot of the widget', () => {
  it('gives only what is chosen so far: nothing, then the service with its option, then who and when', () => {
    expect(plannedSummary([], null, null, 'en')).toEqual({
      what: [],
      stylist: null,
      when: null,
      duration: null,
      price: null,
    })
    const airTouch = service({})
    const chosen = plannedSummary([{ service: airTouch, option: 'o2' }], null, null, 'en')
    expect(chosen.what).toEqual(['AirTouch Colouring · Long hair'])
    expect(summaryFacts(chosen)).toEqual(['4 h', '£360'])
    const timed = plannedSummary([{ service: airTouch, option: 'o2' }], 'Amara Okafor', '2026-12-24T10:00', 'en')
    expect(summaryFacts(timed)).toEqual(['Amara Okafor', 'Thu 24 Dec, 10:00', '4 h', '£360'])
  })

  it('adds up several services, a price range stays a range, and Ukrainian units are used', () => {
    const airTouch = service({ options: [] })
    const cut = service({ id: 's2', name: 'Cut', duration: 45, price: 50, priceTo: null, options: [] })
    const both = plannedSummary(
      [
        { service: airTouch, option: null },
        { service: cut, option: null },
      ],
      'Будь-який майстер',
      null,
      'uk',
    )
    expect(both.what).toEqual(['AirTouch Colouring', 'Cut'])
    expect(summaryFacts(both)).toEqual(['Будь-який майстер', '3 год 45 хв', '£310 – £410'])
  })

  it('reads a held visit from the hold itself: its titles, stylists, length and total', () => {
    const held = {
      start: '2026-12-24T10:00',
      total: 360,
      items: [
        { service: { title: 'AirTouch Colouring · Long hair' }, employee: { name: 'Amara Okafor' }, duration: 240 },
      ],
    } as unknown as Appointment
    const parts = heldSummary(held, 'en')
    expect(parts.what).toEqual(['AirTouch Colouring · Long hair'])
    expect(summaryFacts(parts)).toEqual(['Amara Okafor', 'Thu 24 Dec, 10:00', '4 h', '£360'])
  })
})
