import { describe, expect, it } from 'vitest'

import { dayLabel, moneyLine, stateLabel } from './format'
import { myDayText } from './text'

const en = myDayText('en')
const uk = myDayText('uk')
const none = { prepaid: 0, voucher: 0, balance: 0 }

describe('a visit’s money on My day and the day sheet', () => {
  it('says what was paid, by where it came from, and what is due', () => {
    expect(moneyLine(en, { paid: { prepaid: 20, voucher: 10, balance: 5.5 }, due: 14.5, settled: false })).toBe(
      'Prepaid £20.00 · Voucher £10.00 · Balance £5.50 · Due £14.50',
    )
    expect(moneyLine(en, { paid: none, due: 45, settled: false })).toBe('Due £45.00')
    expect(moneyLine(uk, { paid: { ...none, prepaid: 45 }, due: 0, settled: false })).toBe(
      'Передплата £45.00 · Нічого не винні',
    )
  })

  it('says a visit checked out at the till is paid, whatever was prepaid', () => {
    expect(moneyLine(en, { paid: { ...none, prepaid: 20 }, due: 0, settled: true })).toBe('Paid at the till')
  })
})

describe('days and states', () => {
  it('writes a salon date with its weekday in the admin’s language, the same in any time zone', () => {
    expect(dayLabel('2026-03-29', 'en')).toMatch(/^Sunday,? 29 March$/)
    expect(dayLabel('2026-10-25', 'en', true)).toMatch(/^Sunday,? 25 October 2026$/)
    expect(dayLabel('2026-03-29', 'uk')).toMatch(/^неділя, 29 березня$/)
  })

  it('names the states a visit on the list can be in, and passes others through', () => {
    expect(stateLabel(en, 'no-show')).toBe('No-show')
    expect(stateLabel(uk, 'confirmed')).toBe('Підтверджено')
    expect(stateLabel(en, 'held')).toBe('held')
  })
})
