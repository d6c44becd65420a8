import { describe, expect, it } from 'vitest'

import { changeFor, checkLines, checkTenders, pointsEarned, pointsFor, toPence, totals, type SaleLine } from './sale'

const cut: SaleLine = { kind: 'service', description: 'Cut and blow-dry', listPrice: 6500, price: 6500 }

describe('a sale at the desk', () => {
  it('adds lines and tip, deducts what was prepaid, and keeps an overpayment as credit', () => {
    expect(
      totals({ lines: [cut, { ...cut, kind: 'product', price: 1250, listPrice: 1250 }], tip: 500, prepaid: 2000 }),
    ).toEqual({
      listed: 7750,
      lines: 7750,
      discount: 0,
      tip: 500,
      total: 8250,
      prepaid: 2000,
      due: 6250,
      overpaid: 0,
    })
    const lowered = totals({ lines: [{ ...cut, price: 5000 }], tip: 0, prepaid: 6500 })
    expect(lowered).toMatchObject({ discount: 1500, due: 0, overpaid: 1500 })
  })

  it('asks for a reason when a price is lowered, and refuses empty or impossible lines', () => {
    expect(checkLines([{ ...cut, price: 6000 }])).toMatchObject({ field: 'lines.0.discountReason' })
    expect(checkLines([{ ...cut, price: 6000, discountReason: 'Regular client' }])).toBeNull()
    expect(checkLines([{ ...cut, price: 7000 }])).toBeNull()
    expect(checkLines([])).toMatchObject({ field: 'lines' })
    expect(checkLines([{ ...cut, description: '  ' }])).toMatchObject({ field: 'lines.0.description' })
    expect(checkLines([{ ...cut, price: -1 }])).toMatchObject({ field: 'lines.0.price' })
    expect(checkLines([{ ...cut, price: 10.5 }])).toMatchObject({ field: 'lines.0.price' })
    expect(checkLines([{ kind: 'voucher', description: 'Gift', price: 50, listPrice: 50 }])).toMatchObject({
      message: 'A gift voucher is for £1 or more.',
    })
  })

  it('takes methods that add up exactly, with change for cash and one card on file', () => {
    expect(
      checkTenders(6250, [
        { method: 'cash', amount: 2000, cashGiven: 5000 },
        { method: 'card', amount: 4250 },
      ]),
    ).toBeNull()
    expect(checkTenders(6250, [{ method: 'cash', amount: 2000 }])?.message).toBe(
      'The payments must add up to £62.50: £42.50 is still to pay.',
    )
    expect(checkTenders(1000, [{ method: 'terminal', amount: 1200 }])?.message).toMatch(/£2.00 more than is due/)
    expect(checkTenders(1000, [{ method: 'cash', amount: 1000, cashGiven: 500 }])).toMatchObject({
      field: 'tenders.0.cashGiven',
    })
    expect(checkTenders(1000, [{ method: 'terminal', amount: 1000, last4: '12a4' }])).toMatchObject({
      field: 'tenders.0.last4',
    })
    expect(checkTenders(1000, [{ method: 'voucher', amount: 1000 }])).toMatchObject({ field: 'tenders.0.voucherCode' })
    expect(
      checkTenders(1000, [
        { method: 'card', amount: 500 },
        { method: 'card', amount: 500 },
      ]),
    ).toMatchObject({ field: 'tenders' })
    expect(checkTenders(1000, [{ method: 'cash', amount: 0 }])).toMatchObject({ field: 'tenders.0.amount' })
    expect(checkTenders(0, [])).toBeNull()
    expect(changeFor({ method: 'cash', amount: 2000, cashGiven: 5000 })).toBe(3000)
    expect(changeFor({ method: 'terminal', amount: 2000 })).toBe(0)
  })

  it('earns points on money paid, not on vouchers or balance, and spends whole points', () => {
    const rules = { enabled: true, perPound: 2, pointValue: 5 }
    const tenders = [
      { method: 'cash' as const, amount: 1099 },
      { method: 'voucher' as const, amount: 5000, voucherCode: 'x' },
      { method: 'card' as const, amount: 2000 },
    ]
    expect(pointsEarned(rules, tenders)).toBe(60)
    expect(pointsEarned({ ...rules, enabled: false }, tenders)).toBe(0)
    expect(pointsFor(rules, 1001)).toBe(201)
  })

  it('reads pounds as typed into pence', () => {
    expect([toPence(45), toPence('45.50'), toPence(' 0.1 '), toPence(19.99)]).toEqual([4500, 4550, 10, 1999])
    expect(toPence('abc')).toBeNaN()
    expect(toPence(null)).toBeNaN()
    expect([toPence(''), toPence('   ')]).toEqual([Number.NaN, Number.NaN])
  })
})
