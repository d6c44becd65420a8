import { describe, expect, it } from 'vitest'

import { bookedAs } from './options'

const airTouch = {
  id: 'air',
  duration: 180,
  processing: { after: 60, minutes: 90 },
  prices: { chelsea: 260 },
  options: [
    { id: 'short', name: 'Short hair', duration: 120, prices: { chelsea: 200 } },
    { id: 'long', name: 'Long hair', duration: 240, prices: { chelsea: 360 } },
  ],
}

describe('bookedAs', () => {
  it('books the option’s length and price instead of the service’s, keeping a processing gap that still fits', () => {
    expect(bookedAs(airTouch, 'long')).toEqual({
      service: { ...airTouch, duration: 240, prices: { chelsea: 360 }, processing: { after: 60, minutes: 90 } },
      option: airTouch.options[1],
    })
    // 60 + 90 minutes do not end inside two hours: busy throughout.
    expect(bookedAs(airTouch, 'short')?.service).toMatchObject({ duration: 120, processing: null })
  })

  it('books the service as it is without an option, and refuses one it does not have', () => {
    expect(bookedAs(airTouch, null)).toEqual({ service: airTouch, option: null })
    expect(bookedAs(airTouch, undefined)).toEqual({ service: airTouch, option: null })
    expect(bookedAs(airTouch, 'medium')).toBeNull()
    expect(bookedAs({ duration: 30, prices: {} }, 'long')).toBeNull()
  })
})
