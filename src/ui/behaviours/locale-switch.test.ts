import { describe, expect, it } from 'vitest'

import { localeSwitchTarget } from './locale-switch'

const SITE = 'https://parlour.example'

describe('localeSwitchTarget', () => {
  it("leads to the page's own twin in the other language, on this origin", () => {
    const both = [
      { hreflang: 'en', href: `${SITE}/about/` },
      { hreflang: 'uk', href: `${SITE}/ua/about/` },
    ]
    expect(localeSwitchTarget('/about/', 'en', '/ua/', both)).toBe('/ua/about/')
    expect(localeSwitchTarget('/ua/about/', 'uk', '/', both)).toBe('/about/')
  })

  it("leads to the other language's home from a page not translated into it", () => {
    expect(
      localeSwitchTarget('/vacancies/english-only/', 'en', '/ua/', [
        { hreflang: 'en', href: `${SITE}/vacancies/english-only/` },
      ]),
    ).toBe('/ua/')
  })

  it('keeps the path on pages that name no alternates (the account, the booking page)', () => {
    expect(localeSwitchTarget('/account/', 'en', '/ua/', [])).toBe('/ua/account/')
    expect(localeSwitchTarget('/ua/book/', 'uk', '/', [])).toBe('/book/')
  })
})
