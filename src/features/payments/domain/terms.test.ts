import { describe, expect, it } from 'vitest'

import { policySentences } from './policy-text'
import {
  cancellationRefund,
  NO_PREPAYMENTS,
  noShowCharge,
  refundable,
  visitTerms,
  type PrepaymentSettings,
} from './terms'

const on = (over: Partial<PrepaymentSettings> = {}): PrepaymentSettings => ({
  ...NO_PREPAYMENTS,
  active: true,
  requiredType: 'full',
  lateCancelFeePercent: 50,
  noShowFeePercent: 100,
  ...over,
})
const marked = (price: number | null) => ({ price, prepaymentRequired: true })
const plain = (price: number | null) => ({ price, prepaymentRequired: false })

describe('the terms of a visit', () => {
  it('asks nothing while prepayments are off, or when no service, stylist or client is marked', () => {
    expect(visitTerms(NO_PREPAYMENTS, { items: [marked(40)], clientPrepaymentRequired: true })).toBeNull()
    expect(visitTerms(on(), { items: [plain(40), plain(25)], clientPrepaymentRequired: false })).toBeNull()
    expect(visitTerms(on(), { items: [], clientPrepaymentRequired: true })).toBeNull()
  })

  it('takes the whole price, a share, or a fixed sum per visit or per marked service — never more than the price', () => {
    const visit = { items: [marked(40), plain(25.5)], clientPrepaymentRequired: false }
    expect(visitTerms(on(), visit)).toMatchObject({ mode: 'payment', amount: 6550, price: 6550 })
    expect(visitTerms(on({ requiredType: 'percent', requiredPercent: 20 }), visit)!.amount).toBe(1310)
    expect(visitTerms(on({ requiredType: 'fixedForAppointment', requiredAmount: 15 }), visit)!.amount).toBe(1500)
    expect(visitTerms(on({ requiredType: 'fixedForAppointment', requiredAmount: 500 }), visit)!.amount).toBe(6550)
    expect(visitTerms(on({ requiredType: 'fixedForService', requiredAmount: 10 }), visit)!.amount).toBe(1000)
    // A marked client makes every service count.
    const client = { items: [plain(40), plain(25.5)], clientPrepaymentRequired: true }
    expect(visitTerms(on({ requiredType: 'fixedForService', requiredAmount: 10 }), client)!.amount).toBe(2000)
  })

  it('saves a card instead when asked to, or when the prepayment would be under 30p', () => {
    const visit = { items: [marked(40)], clientPrepaymentRequired: false }
    expect(visitTerms(on({ requiredType: 'card' }), visit)).toMatchObject({ mode: 'setup', amount: 0, price: 4000 })
    expect(visitTerms(on({ requiredType: 'percent', requiredPercent: 0.5 }), visit)).toMatchObject({
      mode: 'setup',
      amount: 0,
    })
    expect(visitTerms(on(), { items: [marked(null)], clientPrepaymentRequired: false })).toMatchObject({
      mode: 'setup',
      price: 0,
      noShowFee: 0,
    })
  })

  it('sets the fees as shares of the price, capped at it', () => {
    const terms = visitTerms(on({ lateCancelFeePercent: 25, noShowFeePercent: 150 }), {
      items: [marked(40)],
      clientPrepaymentRequired: false,
    })!
    expect(terms).toMatchObject({ lateCancelFee: 1000, noShowFee: 4000, lateCancelHours: 48, currency: 'gbp' })
  })
})

describe('money after a cancellation or a no-show', () => {
  const start = new Date('2031-03-10T10:00:00Z')
  const terms = { lateCancelFee: 1000, lateCancelHours: 48, noShowFee: 4000 }

  it('refunds in full in time, keeps the fee shown when late, and refunds all when the salon cancels', () => {
    const early = new Date('2031-03-08T09:59:00Z')
    const late = new Date('2031-03-08T10:01:00Z')
    expect(cancellationRefund({ held: 4000, terms, start, now: early, bySalon: false })).toEqual({
      keep: 0,
      refund: 4000,
    })
    expect(cancellationRefund({ held: 4000, terms, start, now: late, bySalon: false })).toEqual({
      keep: 1000,
      refund: 3000,
    })
    expect(cancellationRefund({ held: 600, terms, start, now: late, bySalon: false })).toEqual({ keep: 600, refund: 0 })
    expect(cancellationRefund({ held: 4000, terms, start, now: late, bySalon: true })).toEqual({
      keep: 0,
      refund: 4000,
    })
  })

  it('charges the no-show fee less what was paid, and never below nothing', () => {
    expect(noShowCharge({ held: 1500, terms })).toBe(2500)
    expect(noShowCharge({ held: 5000, terms })).toBe(0)
    expect(noShowCharge({ held: 0, terms: { noShowFee: 0 } })).toBe(0)
  })

  it('lets staff refund what was taken less what was refunded', () => {
    expect(
      refundable([
        { kind: 'prepayment', amount: 4000 },
        { kind: 'fee', amount: 2500 },
        { kind: 'refund', amount: 1000 },
      ]),
    ).toBe(5500)
  })
})

describe('the terms in plain words', () => {
  it('say what is paid now, when it comes back, and what a late cancellation or a no-show costs', () => {
    const terms = visitTerms(on({ lateCancelFeePercent: 25, noShowFeePercent: 50 }), {
      items: [marked(40)],
      clientPrepaymentRequired: false,
    })!
    expect(policySentences(terms, 'en')).toEqual([
      'To book this visit you pay £40 now, by card on a secure Stripe page.',
      'Cancel or move it up to 48 hours before the start and the £40 is refunded in full, or stays with the visit you move it to.',
      'If you cancel later than that, £10 of it is kept.',
      'If you do not come, £20 is charged to the card, less what you have paid.',
      'If the salon cancels, everything you paid is refunded.',
    ])
    const card = visitTerms(on({ requiredType: 'card', lateCancelFeePercent: 0, noShowFeePercent: 50 }), {
      items: [marked(40)],
      clientPrepaymentRequired: false,
    })!
    expect(policySentences(card, 'uk')).toEqual([
      'Щоб записатися на цей візит, ви зберігаєте картку на захищеній сторінці Stripe; зараз нічого не списується.',
      'Скасуйте або перенесіть його не пізніше ніж за 48 годин до початку — і нічого не буде списано.',
      'Пізніше скасування нічого не коштує.',
      'Якщо ви не прийдете, з картки буде списано £20.',
    ])
  })

  it('never promise "no refund in any circumstances"', () => {
    const terms = visitTerms(on({ lateCancelFeePercent: 100 }), {
      items: [marked(40)],
      clientPrepaymentRequired: false,
    })!
    expect(policySentences(terms, 'en').join(' ')).not.toMatch(/no refund/i)
  })
})
