import { describe, expect, it } from 'vitest'

import { speculationRules } from './speculation'

describe('speculationRules', () => {
  const [rule] = speculationRules().prefetch
  const patterns = rule!.where.and.flatMap((part) =>
    'not' in part && 'href_matches' in part.not ? [part.not.href_matches] : [],
  )

  it('prefetches links to pages of this site on intent (moderate), never prerendering them', () => {
    expect(Object.keys(speculationRules())).toEqual(['prefetch'])
    expect(rule).toMatchObject({ source: 'document', eagerness: 'moderate' })
    expect(rule!.where.and[0]).toEqual({ href_matches: '/*' })
  })

  it('leaves out the API, the admin, the account and the booking page in both languages, and Book links', () => {
    expect(patterns).toEqual(
      expect.arrayContaining(['/api/*', '/admin/*', '/account/*', '/ua/account/*', '/book/*', '/ua/book/*']),
    )
    const selector = rule!.where.and.flatMap((part) =>
      'not' in part && 'selector_matches' in part.not ? [part.not.selector_matches] : [],
    )
    expect(selector.join()).toContain('[data-opens-dialog]')
  })
})
