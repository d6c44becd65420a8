import { describe, expect, it } from 'vitest'

import { visitTerms, type PrepaymentSettings } from './terms'
import { termsAfterVoucher, voucherPart } from './voucher-part'

const settings = (over: Partial<PrepaymentSettings>): PrepaymentSettings => ({
  active: true,
  requiredType: 'full',
  requiredPercent: 0,
  requiredAmount: 0,
  lateCancelFeePercent: 0,
  noShowFeePercent: 0,
  ...over,
})
const terms = (over: Partial<PrepaymentSettings>) =>
  visitTerms(settings(over), { items: [{ price: 60, prepaymentRequired: true }], clientPrepaymentRequired: false })!

describe('what a visit still asks once a gift voucher paid part of it', () => {
  it('asks the rest of the prepayment on the page, and keeps what the voucher paid with the terms', () => {
    const after = termsAfterVoucher(terms({}), 2000)!
    expect(after).toMatchObject({ mode: 'payment', amount: 4000, price: 6000, voucher: { paid: 2000, asked: 6000 } })
    expect(voucherPart(after)).toBe(2000)
    // A second voucher counts from what the terms asked at first, not from what is left.
    expect(termsAfterVoucher(after, 5000)).toMatchObject({ mode: 'payment', amount: 1000, voucher: { paid: 5000 } })
  })

  it('asks nothing when the voucher covers the prepayment and every fee', () => {
    expect(termsAfterVoucher(terms({ lateCancelFeePercent: 50, noShowFeePercent: 100 }), 6000)).toBeNull()
    expect(termsAfterVoucher(terms({ requiredType: 'fixedForAppointment', requiredAmount: 10 }), 1000)).toBeNull()
  })

  it('asks only a card when a fee is more than the voucher part, or what is left is under Stripe’s 30p', () => {
    const fees = terms({ requiredType: 'fixedForAppointment', requiredAmount: 10, noShowFeePercent: 100 })
    expect(termsAfterVoucher(fees, 1500)).toMatchObject({ mode: 'setup', amount: 0, voucher: { paid: 1500 } })
    expect(termsAfterVoucher(terms({}), 5980)).toMatchObject({ mode: 'setup', amount: 0 })
    // Card-only terms: a voucher covering the fees asks nothing more.
    expect(termsAfterVoucher(terms({ requiredType: 'card', noShowFeePercent: 50 }), 3000)).toBeNull()
    expect(termsAfterVoucher(terms({ requiredType: 'card', noShowFeePercent: 50 }), 2000)).toMatchObject({
      mode: 'setup',
    })
  })
})
