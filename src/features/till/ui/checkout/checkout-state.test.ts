import { describe, expect, it } from 'vitest'

import { changeOf, checkoutReducer, discounted, openCheckout, saleRequest, sums } from './checkout-state'

const server = {
  visit: '7',
  salon: '1',
  lines: [
    {
      kind: 'service' as const,
      description: 'Cut',
      service: '3',
      stylist: '4',
      stylistName: null,
      listPrice: 65,
      price: 65,
    },
  ],
  prepaid: { total: 20 },
}

describe('the checkout form', () => {
  it('works out what is due after the prepayment and offers what is left to each new method', () => {
    let d = openCheckout(server)
    d = checkoutReducer(d, { type: 'add-line', kind: 'product' })
    d = checkoutReducer(d, { type: 'line', key: d.lines[1]!.key, patch: { description: 'Oil', price: '12.50' } })
    d = checkoutReducer(d, { type: 'tip', value: '5' })
    expect(sums(d)).toMatchObject({ total: 8250, due: 6250, entered: 0, left: 6250, readable: true })
    d = checkoutReducer(d, { type: 'add-tender', method: 'cash' })
    d = checkoutReducer(d, { type: 'tender', key: d.tenders[0]!.key, patch: { amount: '20', cashGiven: '50' } })
    expect(changeOf(d.tenders[0]!)).toBe(3000)
    d = checkoutReducer(d, { type: 'add-tender', method: 'terminal' })
    expect(d.tenders[1]!.amount).toBe('42.50')
    expect(sums(d).left).toBe(0)
    const body = saleRequest(d, 'key-12345678', null)
    expect(body).toMatchObject({
      key: 'key-12345678',
      visit: '7',
      salon: null,
      tip: 5,
      lines: [
        { kind: 'service', listPrice: 65, price: 65 },
        { kind: 'product', description: 'Oil', listPrice: 12.5, price: 12.5 },
      ],
      tenders: [
        { method: 'cash', amount: 20, cashGiven: 50 },
        { method: 'terminal', amount: 42.5, cashGiven: null },
      ],
    })
  })

  it('asks for a reason when a service is sold below its price, and says when an amount does not read', () => {
    let d = openCheckout(server)
    const key = d.lines[0]!.key
    d = checkoutReducer(d, { type: 'line', key, patch: { price: '60' } })
    expect(discounted(d.lines[0]!)).toBe(true)
    d = checkoutReducer(d, { type: 'line', key, patch: { price: 'sixty' } })
    expect(sums(d).readable).toBe(false)
    d = checkoutReducer(d, { type: 'line', key, patch: { price: '70' } })
    expect(discounted(d.lines[0]!)).toBe(false)
  })
})
