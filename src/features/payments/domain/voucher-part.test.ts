import { describe, expect, it } from 'vitest'

import { policySentences } from './policy-text'
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

describe('what a visit still asks once the client’s balance paid part of it', () => {
  it('counts the balance with the vouchers, and says which paid in the terms shown', () => {
    const fromBalance = termsAfterVoucher(terms({ lateCancelFeePercent: 50 }), 1500, 1500)!
    expect(fromBalance).toMatchObject({ amount: 4500, voucher: { paid: 1500, asked: 6000, balance: 1500 } })
    expect(policySentences(fromBalance, 'en')[0]).toBe(
      'Your balance with the salon pays £15 of this visit; cancel in time and it goes back onto your balance. Any fee is taken from that part first.',
    )
    expect(policySentences(fromBalance, 'uk')[0]).toMatch(/^Ваш баланс у салоні оплачує £15 /)
    // A voucher after the balance keeps the balance's share in the terms.
    const both = termsAfterVoucher(fromBalance, 2500)!
    expect(both.voucher).toEqual({ paid: 2500, asked: 6000, balance: 1500 })
    expect(policySentences(both, 'en')[0]).toMatch(/^Your gift voucher and your balance with the salon pay £25 /)
    // A voucher alone says so.
    expect(policySentences(termsAfterVoucher(terms({}), 1000)!, 'en')[0]).toMatch(/^Your gift voucher pays £10 /)
  })
})
