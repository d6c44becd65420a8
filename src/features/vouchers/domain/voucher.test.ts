import { describe, expect, it } from 'vitest'

import { expiryFrom, giveBack, spend, type VoucherFacts, voucherStatus } from './voucher'

const NOW = new Date('2027-03-10T12:00:00Z')
const money = (over: Partial<VoucherFacts> = {}): VoucherFacts => ({
  kind: 'money',
  serviceId: null,
  amount: 5000,
  remaining: 5000,
  paid: true,
  expiresAt: new Date('2028-03-10T23:59:59Z'),
  ...over,
})

describe('a voucher', () => {
  it('is new until paid, sold while untouched, used once partly spent, fully utilized when empty, expired past its date', () => {
    expect(voucherStatus(money({ paid: false }), NOW)).toBe('new')
    expect(voucherStatus(money(), NOW)).toBe('sold')
    expect(voucherStatus(money({ remaining: 1 }), NOW)).toBe('used')
    expect(voucherStatus(money({ remaining: 0 }), NOW)).toBe('fully_utilized')
    expect(voucherStatus(money({ expiresAt: NOW }), NOW)).toBe('expired')
    // Empty and out of date: nothing was lost, so it reads as used up.
    expect(voucherStatus(money({ remaining: 0, expiresAt: NOW }), NOW)).toBe('fully_utilized')
  })

  it('pays what it holds and never goes below zero', () => {
    expect(spend(money(), 3000, NOW)).toEqual({ ok: true, spent: 3000, remaining: 2000, status: 'used' })
    expect(spend(money({ remaining: 2000 }), 3000, NOW)).toEqual({
      ok: true,
      spent: 2000,
      remaining: 0,
      status: 'fully_utilized',
    })
    expect(spend(money({ remaining: 0 }), 100, NOW)).toEqual({ ok: false, reason: 'used_up' })
    expect(spend(money({ paid: false }), 100, NOW)).toEqual({ ok: false, reason: 'not_paid' })
    expect(spend(money({ expiresAt: new Date('2027-03-01T00:00:00Z') }), 100, NOW)).toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  it('for a service pays only for that service', () => {
    const forCut = money({ kind: 'service', serviceId: '12' })
    expect(spend(forCut, 4000, NOW, '12')).toMatchObject({ ok: true, spent: 4000 })
    expect(spend(forCut, 4000, NOW, '13')).toEqual({ ok: false, reason: 'other_service' })
    expect(spend(forCut, 4000, NOW)).toEqual({ ok: false, reason: 'other_service' })
  })

  it('takes back a refund, never above what it was sold for', () => {
    expect(giveBack(money({ remaining: 1000 }), 2500, NOW)).toEqual({ remaining: 3500, status: 'used' })
    expect(giveBack(money({ remaining: 1000 }), 9000, NOW)).toEqual({ remaining: 5000, status: 'sold' })
  })

  it('lasts twelve months by default, to the end of the same day or the month’s last day', () => {
    expect(expiryFrom(new Date('2027-03-10T15:00:00Z')).toISOString()).toBe('2028-03-10T23:59:59.000Z')
    expect(expiryFrom(new Date('2027-01-31T09:00:00Z'), 1).toISOString()).toBe('2027-02-28T23:59:59.000Z')
    expect(expiryFrom(new Date('2028-02-29T09:00:00Z')).toISOString()).toBe('2029-02-28T23:59:59.000Z')
  })
})
