import { describe, expect, it } from 'vitest'

import {
  amountAllowed,
  DEFAULT_VOUCHER_SETTINGS,
  sendMoment,
  serviceVoucherPrice,
  voucherSettingsFrom,
} from './settings'

describe('the salon’s voucher settings', () => {
  it('are the defaults until the salon saves its own, read from pounds into pence', () => {
    expect(voucherSettingsFrom({})).toEqual(DEFAULT_VOUCHER_SETTINGS)
    expect(
      voucherSettingsFrom({
        presets: [{ amount: 40 }, { amount: 20.5 }, { amount: 40 }, { amount: null }],
        minAmount: 15,
        maxAmount: 5,
        validMonths: 6,
        serviceVouchers: false,
        sendToRecipient: false,
      }),
    ).toEqual({
      presets: [2_050, 4_000],
      min: 1_500,
      max: 1_500,
      validMonths: 6,
      serviceVouchers: false,
      sendToRecipient: false,
    })
  })

  it('allow a preset or a whole-penny amount within the limits', () => {
    const s = { ...DEFAULT_VOUCHER_SETTINGS, presets: [75_000], max: 50_000 }
    expect(amountAllowed(s, 75_000)).toBe(true)
    expect(amountAllowed(s, 1_000)).toBe(true)
    expect(amountAllowed(s, 50_001)).toBe(false)
    expect(amountAllowed(s, 999)).toBe(false)
    expect(amountAllowed(s, 1_000.5)).toBe(false)
  })
})

describe('a service voucher’s price', () => {
  it('is the lowest price the service is listed at; none for a service priced by variant or without a price', () => {
    expect(serviceVoucherPrice([95, 80.5, 120], false)).toBe(8_050)
    expect(serviceVoucherPrice([95], true)).toBeNull()
    expect(serviceVoucherPrice([], false)).toBeNull()
  })
})

describe('the day a voucher is texted to its recipient', () => {
  // A winter and a summer evening in London: 23:30 UTC is already tomorrow in British Summer Time.
  const WINTER = new Date('2027-01-15T20:00:00Z')
  const SUMMER_LATE = new Date('2027-06-15T23:30:00Z')

  it('is now for today, the salon’s 09:00 for a later day (GMT and BST alike)', () => {
    expect(sendMoment('2027-01-15', WINTER, 12)).toEqual({ ok: true, at: WINTER })
    expect(sendMoment('2027-01-20', WINTER, 12)).toEqual({ ok: true, at: new Date('2027-01-20T09:00:00Z') })
    expect(sendMoment('2027-06-16', SUMMER_LATE, 12)).toEqual({ ok: true, at: SUMMER_LATE })
    expect(sendMoment('2027-06-20', SUMMER_LATE, 12)).toEqual({ ok: true, at: new Date('2027-06-20T08:00:00Z') })
  })

  it('is never in the past, past the voucher’s life or not a date', () => {
    expect(sendMoment('2027-01-14', WINTER, 12)).toMatchObject({ ok: false, reason: 'past' })
    expect(sendMoment('2027-06-15', SUMMER_LATE, 12)).toMatchObject({ ok: false, reason: 'past' })
    expect(sendMoment('2028-01-14', WINTER, 12)).toMatchObject({ ok: true })
    expect(sendMoment('2028-01-15', WINTER, 12)).toMatchObject({ ok: false, reason: 'too_far' })
    expect(sendMoment('2027-02-30', WINTER, 12)).toMatchObject({ ok: false, reason: 'format' })
    expect(sendMoment('tomorrow', WINTER, 12)).toMatchObject({ ok: false, reason: 'format' })
  })
})
