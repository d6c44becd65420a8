import { describe, expect, it } from 'vitest'

import { staffOrigins, wrongOriginMessage } from './origins'

describe('staff origins', () => {
  it('accepts the site address and the server’s own loopback addresses on its port', () => {
    expect(staffOrigins('https://salon.example/', '3000')).toEqual([
      'https://salon.example',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ])
    expect(staffOrigins('http://localhost:4100', '4100')).toEqual([
      'http://localhost:4100',
      'http://127.0.0.1:4100',
      'http://[::1]:4100',
    ])
    expect(staffOrigins('http://localhost:3000', 'nonsense')).toContain('http://127.0.0.1:3000')
  })

  it('names the cause when a signed-in admin calls from another origin', () => {
    const allowed = staffOrigins('http://localhost:3000', '3000')
    const from = (origin: string, cookie = 'payload-token=abc') => new Headers({ origin, cookie })
    expect(wrongOriginMessage(from('http://salon.lan:3000'), allowed, 'payload-token')).toMatch(
      /opened at http:\/\/salon\.lan:3000.*open the admin at http:\/\/localhost:3000/,
    )
    expect(wrongOriginMessage(from('http://127.0.0.1:3000'), allowed, 'payload-token')).toBeNull()
    expect(wrongOriginMessage(from('http://salon.lan:3000', 'other=1'), allowed, 'payload-token')).toBeNull()
    expect(wrongOriginMessage(new Headers({ cookie: 'payload-token=abc' }), allowed, 'payload-token')).toBeNull()
  })
})
