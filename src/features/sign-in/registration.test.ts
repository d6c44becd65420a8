import { describe, expect, it } from 'vitest'

import { registrationSchema } from './sign-in'

describe('registration fields', () => {
  it("takes the spec's Female/Male in any letter case, female when left out", () => {
    for (const [given, kept] of [
      ['Female', 'female'],
      ['Male', 'male'],
      ['MALE', 'male'],
      [' female ', 'female'],
      [undefined, 'female'],
    ] as const) {
      const parsed = registrationSchema.safeParse({ firstname: 'Ada', sex: given })
      expect(parsed.success, String(given)).toBe(true)
      expect(parsed.data?.sex).toBe(kept)
    }
  })

  it('refuses anything else with the message the form shows', () => {
    for (const given of ['other', 'F', '', 3]) {
      const parsed = registrationSchema.safeParse({ firstname: 'Ada', sex: given })
      expect(parsed.success, String(given)).toBe(false)
      expect(parsed.error?.issues[0]?.message).toBe('Choose female or male.')
    }
  })
})
