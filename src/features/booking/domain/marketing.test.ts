import { describe, expect, it } from 'vitest'

import { consentChanged, consentOf, flagsOf } from './marketing'

describe('marketing consent', () => {
  it('reads a client nobody asked as no offers by either channel', () => {
    expect(consentOf({})).toEqual({ sms: false, email: false })
    expect(consentOf({ noSmsMarketing: false, noEmailMarketing: true })).toEqual({ sms: true, email: false })
  })

  it('turns a change into flags, leaving out a channel not mentioned', () => {
    expect(flagsOf({ sms: true })).toEqual({ noSmsMarketing: false })
    expect(flagsOf({ sms: false, email: true })).toEqual({ noSmsMarketing: true, noEmailMarketing: false })
    expect(flagsOf({})).toEqual({})
  })

  it('counts as a change only a flag that differs, or a new client who agreed', () => {
    const stored = { noSmsMarketing: true, noEmailMarketing: false }
    expect(consentChanged({ noSmsMarketing: true, noEmailMarketing: false }, stored)).toBe(false)
    expect(consentChanged({ firstName: 'Ada' } as never, stored)).toBe(false)
    expect(consentChanged({ noSmsMarketing: false }, stored)).toBe(true)
    expect(consentChanged({ noEmailMarketing: true }, stored)).toBe(true)
    // A record from before the flags had a value reads as no offers.
    expect(consentChanged({ noSmsMarketing: true }, {})).toBe(false)
    expect(consentChanged({ noSmsMarketing: true, noEmailMarketing: true }, undefined)).toBe(false)
    expect(consentChanged({ noEmailMarketing: false }, undefined)).toBe(true)
  })
})
