import { describe, expect, it } from 'vitest'

import { whereQuery } from './list-query'

describe('admin list filter addresses', () => {
  it('writes every condition into one "and" group, lists as indexed values', () => {
    const query = new URLSearchParams(
      whereQuery([
        ['date', 'equals', '2026-12-24'],
        ['state', 'in', ['planned', 'confirmed']],
      ]),
    )
    expect([...query.entries()]).toEqual([
      ['where[or][0][and][0][date][equals]', '2026-12-24'],
      ['where[or][0][and][1][state][in][0]', 'planned'],
      ['where[or][0][and][1][state][in][1]', 'confirmed'],
    ])
  })

  it('is empty without conditions', () => {
    expect(whereQuery([])).toBe('')
  })
})
