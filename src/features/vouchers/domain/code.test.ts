import { describe, expect, it } from 'vitest'

import { CODE_ALPHABET, formatVoucherCode, newVoucherCode, parseVoucherCode } from './code'

describe('voucher codes', () => {
  it('are 12 symbols of the alphabet, printed in three groups, and read back however they are typed', () => {
    const code = newVoucherCode()
    expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{12}$`))
    const printed = formatVoucherCode(code)
    expect(printed).toMatch(/^.{4}-.{4}-.{4}$/)
    expect(parseVoucherCode(printed)).toEqual({ ok: true, code })
    expect(parseVoucherCode(` ${printed.toLowerCase().replace(/-/g, ' ')} `)).toEqual({ ok: true, code })
  })

  it('forgive O for 0 and I or L for 1', () => {
    // A code whose body has zeros and ones, from chosen random bytes.
    const code = newVoucherCode(() => Uint8Array.from([0, 1, 0, 1, 2, 3, 4, 5, 6, 7, 8]))
    expect(code.startsWith('0101')).toBe(true)
    expect(parseVoucherCode(code.replace(/0/g, 'O').replace(/1/, 'I').replace(/1/, 'l'))).toEqual({ ok: true, code })
  })

  it('tell every single mistyped character from a code, and most swapped neighbours', () => {
    let swapsCaught = 0
    let swaps = 0
    for (let n = 0; n < 200; n++) {
      const code = newVoucherCode()
      for (let i = 0; i < code.length; i++)
        for (const other of CODE_ALPHABET) {
          if (other === code[i]) continue
          const typo = code.slice(0, i) + other + code.slice(i + 1)
          expect(parseVoucherCode(typo)).toEqual({ ok: false, reason: 'mistyped' })
        }
      for (let i = 0; i + 1 < code.length; i++) {
        if (code[i] === code[i + 1]) continue
        swaps++
        const swapped = code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2)
        if (!parseVoucherCode(swapped).ok) swapsCaught++
      }
    }
    expect(swapsCaught / swaps).toBeGreaterThan(0.95)
  })

  it('say a string that is not the shape of a code is malformed', () => {
    for (const typed of ['', 'ABC', 'ABCD-EFGH-JKMN-P', 'ABCD-EFGH-JKU0', '!!!!-!!!!-!!!!'])
      expect(parseVoucherCode(typed)).toEqual({ ok: false, reason: 'malformed' })
  })

  it('spread the random bytes evenly over the alphabet', () => {
    const counts = new Map<string, number>()
    for (let n = 0; n < 2000; n++)
      for (const ch of newVoucherCode().slice(0, 11)) counts.set(ch, (counts.get(ch) ?? 0) + 1)
    expect(counts.size).toBe(32)
    const mean = (2000 * 11) / 32
    for (const count of counts.values()) expect(Math.abs(count - mean) / mean).toBeLessThan(0.25)
  })
})
