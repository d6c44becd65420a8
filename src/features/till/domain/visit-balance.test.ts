import { describe, expect, it } from 'vitest'

import { balanceGivenBack, balanceToSpend } from './visit-balance'

describe('a balance paying toward a visit', () => {
  it('pays as much as the client holds, up to what the visit still costs', () => {
    expect(balanceToSpend({ have: 1500, price: 6000, paidBefore: 0 })).toBe(1500)
    expect(balanceToSpend({ have: 9000, price: 6000, paidBefore: 2000 })).toBe(4000)
    expect(balanceToSpend({ have: 9000, price: 6000, paidBefore: 6000 })).toBe(0)
    expect(balanceToSpend({ have: 0, price: 6000, paidBefore: 0 })).toBe(0)
  })

  it('gives everything back on a cancellation in time', () => {
    expect(balanceGivenBack({ paid: 3000, voucherPaid: 0, fee: 1500, late: false })).toBe(3000)
  })

  it('keeps the late fee from the balance when no voucher paid', () => {
    expect(balanceGivenBack({ paid: 3000, voucherPaid: 0, fee: 1500, late: true })).toBe(1500)
    expect(balanceGivenBack({ paid: 1000, voucherPaid: 0, fee: 1500, late: true })).toBe(0)
  })

  it('keeps from the balance only what the vouchers did not cover of the late fee', () => {
    expect(balanceGivenBack({ paid: 3000, voucherPaid: 1000, fee: 1500, late: true })).toBe(2500)
    expect(balanceGivenBack({ paid: 3000, voucherPaid: 2000, fee: 1500, late: true })).toBe(3000)
  })

  it('gives nothing back when nothing was paid', () => {
    expect(balanceGivenBack({ paid: 0, voucherPaid: 0, fee: 1500, late: true })).toBe(0)
  })
})
