import { describe, expect, it } from 'vitest'

import {
  readBirthday,
  readDate,
  readInstant,
  readFlag,
  readPence,
  readPhone,
  readSex,
  readStart,
  readText,
  readTime,
} from './values'

describe('reading an export’s cells', () => {
  it('reads phones into E.164, British by default, and refuses what is no number', () => {
    expect(readPhone('07700 900123')).toBe('+447700900123')
    expect(readPhone('0113 496 0101')).toBe('+441134960101')
    expect(readPhone('+380 67 123 4567')).toBe('+380671234567')
    // A spreadsheet dropped the leading zero, or the plus.
    expect(readPhone('7911123456')).toBe('+447911123456')
    expect(readPhone('447911123456')).toBe('+447911123456')
    expect(readPhone('12345')).toBeNull()
    expect(readPhone('call me')).toBeNull()
    expect(readPhone('  ')).toBeUndefined()
    expect(readPhone('612 345 678', 'ES')).toBe('+34612345678')
  })

  it('reads an instant only in ISO 8601 with its offset', () => {
    expect(readInstant('2026-11-26T15:04:05.120Z')).toBe('2026-11-26T15:04:05.120Z')
    expect(readInstant('2026-06-01T10:00:00+01:00')).toBe('2026-06-01T09:00:00.000Z')
    expect(readInstant('')).toBeUndefined()
    expect(readInstant('2026-11-26')).toBeNull()
    expect(readInstant('2026-13-40T10:00:00Z')).toBeNull()
  })

  it('reads dates day first, or month first where the platform writes them so', () => {
    expect(readDate('2026-12-24')).toBe('2026-12-24')
    expect(readDate('24/12/2026')).toBe('2026-12-24')
    expect(readDate('03/05/2021')).toBe('2021-05-03')
    expect(readDate('03/05/2021', 'mdy')).toBe('2021-03-05')
    expect(readDate('24.12.2026', 'mdy')).toBe('2026-12-24')
    expect(readDate('24 Dec 2026')).toBe('2026-12-24')
    expect(readDate('December 24, 2026')).toBe('2026-12-24')
    expect(readDate('2026-02-30')).toBeNull()
    expect(readDate('soon')).toBeNull()
  })

  it('keeps a birthday without its year', () => {
    expect(readBirthday('03-24', 'mdy')).toBe('--03-24')
    expect(readBirthday('24/03')).toBe('--03-24')
    expect(readBirthday('29/02/1996')).toBe('1996-02-29')
    expect(readBirthday('31/02')).toBeNull()
  })

  it('reads times of day and a date with its time', () => {
    expect(readTime('14:30')).toBe('14:30')
    expect(readTime('2:30 pm')).toBe('14:30')
    expect(readTime('12 am')).toBe('00:00')
    expect(readTime('9.05')).toBe('09:05')
    expect(readTime('25:00')).toBeNull()
    expect(readTime('1430')).toBeNull()
    expect(readStart('2099-03-02 10:00')).toEqual({ date: '2099-03-02', time: '10:00' })
    expect(readStart('2099-03-02T10:00:00')).toEqual({ date: '2099-03-02', time: '10:00' })
    expect(readStart('02/03/2099, 2:30 pm')).toEqual({ date: '2099-03-02', time: '14:30' })
    expect(readStart('2099-03-02')).toBeNull()
  })

  it('reads money in pence, yes/no flags, sex and plain text', () => {
    expect(readPence('£45.00')).toBe(4500)
    expect(readPence('45,50')).toBe(4550)
    expect(readPence('1,840.00')).toBe(184000)
    expect(readPence('GBP 12')).toBe(1200)
    expect(readPence('-5')).toBeNull()
    expect(readFlag('Subscribed')).toBe(true)
    expect(readFlag('Opted out')).toBe(false)
    expect(readFlag('Unknown')).toBeUndefined()
    expect(readSex('F')).toBe('female')
    expect(readSex('Чоловік')).toBe('male')
    expect(readSex('Prefer not to say')).toBeUndefined()
    expect(readText('Ada\u202e\u0000 ', 80)).toBe('Ada')
    expect(readText('line one\nline two', 2000, true)).toBe('line one\nline two')
  })
})
