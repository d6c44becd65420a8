import { describe, expect, it } from 'vitest'

import { namesOf, withoutNames } from './erase'

describe('withoutNames', () => {
  it('replaces the full name and each part, whole words only, any case', () => {
    const names = namesOf({ firstName: 'Anna', lastName: 'Kowalska' })
    expect(names).toEqual(['Anna Kowalska', 'Kowalska', 'Anna'])
    expect(withoutNames('Anna Kowalska sent you a gift. ANNA says hi; Annabel stays.', names)).toBe(
      'a client sent you a gift. a client says hi; Annabel stays.',
    )
  })

  it('reads names with letters beyond English and characters a pattern would misread', () => {
    const names = namesOf({ firstName: 'Олена', lastName: 'O.Brien+' })
    expect(withoutNames('Вітаємо, Олена! From O.Brien+ too.', names)).toBe('Вітаємо, a client! From a client too.')
  })

  it('leaves names of one or two letters alone unless they are the full name', () => {
    expect(namesOf({ firstName: 'Jo', lastName: null })).toEqual(['Jo'])
    expect(namesOf({ firstName: 'Jo', lastName: 'Li' })).toEqual(['Jo Li'])
    expect(namesOf({ firstName: null, lastName: '' })).toEqual([])
  })
})
