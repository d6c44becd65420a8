import { afterEach, describe, expect, it } from 'vitest'

import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_STAMPED } from '../../../server/client-address.mjs'

import { clientIp, normaliseIp } from './client-ip'

const headers = (init: Record<string, string>) => new Headers(init)

describe('clientIp behind the production server', () => {
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[CLIENT_ADDRESS_STAMPED]
  })

  it('reads only the address the server decided, never what the client forwarded', () => {
    ;(globalThis as Record<symbol, unknown>)[CLIENT_ADDRESS_STAMPED] = true
    const sent = { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '7.7.7.7' }
    expect(clientIp(headers({ ...sent, [CLIENT_ADDRESS_HEADER]: '::ffff:192.0.2.1' }), 0)).toBe('192.0.2.1')
    expect(clientIp(headers({ ...sent, [CLIENT_ADDRESS_HEADER]: '203.0.113.7' }), 1)).toBe('203.0.113.7')
    expect(clientIp(headers(sent), 1)).toBe('unknown')
  })
})

describe('clientIp without the production server (next dev, the tests’ route server)', () => {
  it('without a trusted proxy takes the last forwarded entry (the socket address Next wrote)', () => {
    expect(clientIp(headers({ 'x-forwarded-for': '::ffff:127.0.0.1' }), 0)).toBe('127.0.0.1')
    expect(clientIp(headers({ 'x-forwarded-for': '6.6.6.6, 10.0.0.9' }), 0)).toBe('10.0.0.9')
  })

  it('behind N trusted proxies takes the Nth entry from the right', () => {
    const forwarded = headers({ 'x-forwarded-for': 'forged, 203.0.113.7, 10.0.0.2' })
    expect(clientIp(forwarded, 1)).toBe('10.0.0.2')
    expect(clientIp(forwarded, 2)).toBe('203.0.113.7')
    expect(clientIp(headers({ 'x-forwarded-for': '203.0.113.7' }), 1)).toBe('203.0.113.7')
    expect(clientIp(headers({ 'x-forwarded-for': '203.0.113.7' }), 3)).toBe('203.0.113.7')
  })

  it('never believes X-Real-IP: without a forwarded address all share "unknown"', () => {
    expect(clientIp(headers({ 'x-real-ip': '198.51.100.4' }), 0)).toBe('unknown')
    expect(clientIp(headers({}), 1)).toBe('unknown')
  })
})

describe('normaliseIp', () => {
  it.each([
    ['::FFFF:10.1.2.3', '10.1.2.3'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['192.0.2.1:8080', '192.0.2.1'],
    ['::1', '::1'],
  ])('%s → %s', (input, output) => expect(normaliseIp(input)).toBe(output))
})
