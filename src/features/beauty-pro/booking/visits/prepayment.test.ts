import { describe, expect, it } from 'vitest'

import { owedItems } from './prepayment'

describe("Beauty Pro's requiredPrepayment, in each shape its documentation allows", () => {
  it('reads the documented list, a map of item id to amount, null and an empty object alike', () => {
    const list = [
      { id: 'a', amount: 30 },
      { id: 'b', amount: 0 },
    ]
    expect(owedItems(list)).toEqual([{ id: 'a', amount: 30 }])
    expect(owedItems({ a: 30, b: 12.5 })).toEqual([
      { id: 'a', amount: 30 },
      { id: 'b', amount: 12.5 },
    ])
    expect(owedItems(null)).toEqual([])
    expect(owedItems(undefined)).toEqual([])
    expect(owedItems({})).toEqual([])
    // Something else entirely owes nothing rather than a wrong page.
    expect(owedItems([{ id: 7, amount: '30' }] as never)).toEqual([])
  })
})
