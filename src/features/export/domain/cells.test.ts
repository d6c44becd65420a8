import { describe, expect, it } from 'vitest'

import { cell, safeText } from './cells'

describe('a cell of the salon’s export', () => {
  it('writes pounds with two decimals from pence, and ISO dates', () => {
    expect(cell('pounds', 1250)).toBe('12.50')
    expect(cell('pounds', -300)).toBe('-3.00')
    expect(cell('pounds', 0)).toBe('0.00')
    expect(cell('date', '2026-12-01T10:30:00.000Z')).toBe('2026-12-01T10:30:00.000Z')
    expect(cell('bool', true)).toBe('true')
    expect(cell('id', { id: 7 })).toBe('7')
    expect(cell('text', null)).toBe('')
  })

  it('keeps a spreadsheet from running what a client or staff member typed', () => {
    expect(safeText('=HYPERLINK("http://x","click")')).toBe('\'=HYPERLINK("http://x","click")')
    expect(cell('text', '+1+cmd|calc')).toBe("'+1+cmd|calc")
    expect(cell('text', '-2')).toBe("'-2")
    expect(cell('text', '@SUM(A1)')).toBe("'@SUM(A1)")
    expect(cell('text', '\tTab')).toBe("'\tTab")
    expect(cell('text', 'Olga Kovalenko')).toBe('Olga Kovalenko')
    expect(cell('text', 'Ольга')).toBe('Ольга')
  })

  it('leaves a phone in E.164 as it is, and makes anything else a phone field holds safe', () => {
    expect(cell('phone', '+447700900123')).toBe('+447700900123')
    expect(cell('phone', '+44=1')).toBe("'+44=1")
  })
})
