import { describe, expect, it } from 'vitest'

import { relationId, relationKey } from './relation-id'

describe('relationship ids', () => {
  it('reads a populated document, a bare id, or nothing', () => {
    expect(relationId({ id: 7, title: 'Chelsea' })).toBe(7)
    expect(relationId({ id: 'abc' })).toBe('abc')
    expect(relationId(12)).toBe(12)
    expect(relationId('12')).toBe('12')
    for (const unset of [null, undefined, '']) expect(relationId(unset)).toBeNull()
  })

  it('gives the string form the booking ports use', () => {
    expect(relationKey({ id: 7 })).toBe('7')
    expect(relationKey(12)).toBe('12')
    expect(relationKey(null)).toBe('')
  })
})
