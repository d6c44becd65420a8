import { describe, expect, it } from 'vitest'

import type { Salon } from '@/cms/payload-types'

import { toSalon } from './map'

const salon = (openingHours: Salon['openingHours']) =>
  ({
    id: 1,
    slug: 'marlow',
    title: 'Marlow',
    phone: '+44 1628 000000',
    address: { street: '42 High Street, Marlow SL7 1AW', city: null, postcode: null },
    timezone: 'Europe/London',
    openingHours,
  }) as unknown as Salon

describe('toSalon', () => {
  it('carries the salon’s own hours, which its page and its schema.org entry show', () => {
    expect(
      toSalon(
        salon([
          { weekday: '2', start: '09:00', end: '17:30' },
          { weekday: '1', start: '09:00', end: '17:30' },
          { weekday: '6', start: '10:00', end: '14:00' },
        ]),
      ),
    ).toMatchObject({
      street: '42 High Street, Marlow SL7 1AW',
      city: '',
      hours: [
        { days: ['Monday', 'Tuesday'], opens: '09:00', closes: '17:30' },
        { days: ['Saturday'], opens: '10:00', closes: '14:00' },
      ],
    })
  })

  it('has none when the salon keeps the business’s hours', () => {
    expect(toSalon(salon([])).hours).toBeNull()
    expect(toSalon(salon(null)).hours).toBeNull()
  })
})
