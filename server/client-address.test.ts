import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseEnv } from '../src/platform/env'
import { CLIENT_ADDRESS_HEADER, clientAddress, stampClientAddress, trustProxyHops } from './client-address.mjs'

describe('clientAddress', () => {
  it('without a trusted proxy is the socket, whatever the client forwarded', () => {
    expect(clientAddress(undefined, '192.0.2.10', 0)).toBe('192.0.2.10')
    expect(clientAddress('6.6.6.6', '192.0.2.10', 0)).toBe('192.0.2.10')
    expect(clientAddress('6.6.6.6, 7.7.7.7', '192.0.2.10', 0)).toBe('192.0.2.10')
  })

  it('behind N trusted proxies is N places from the right of [forwarded…, socket]', () => {
    // nginx appends the address it saw; the socket is nginx itself.
    expect(clientAddress('203.0.113.7', '127.0.0.1', 1)).toBe('203.0.113.7')
    expect(clientAddress('forged, 203.0.113.7', '127.0.0.1', 1)).toBe('203.0.113.7')
    expect(clientAddress('forged, 203.0.113.7, 10.0.0.2', '10.0.0.3', 2)).toBe('203.0.113.7')
    // Several X-Forwarded-For headers are one list.
    expect(clientAddress(['forged', '203.0.113.7'], '127.0.0.1', 1)).toBe('203.0.113.7')
  })

  it('with a chain shorter than the proxies trusted takes its leftmost entry', () => {
    expect(clientAddress(undefined, '192.0.2.10', 1)).toBe('192.0.2.10')
    expect(clientAddress(' , ,', '192.0.2.10', 1)).toBe('192.0.2.10')
    expect(clientAddress('203.0.113.7', '127.0.0.1', 5)).toBe('203.0.113.7')
  })
})

describe('trustProxyHops', () => {
  it.each(['', 'false', 'FALSE', 'true', ' True ', '0', '2', '12'])('reads %j as the site settings do', (value) => {
    const settings = parseEnv(
      { PAYLOAD_SECRET: 'x'.repeat(32), TRUST_PROXY: value || undefined },
      { generatedSecret: null },
    )
    expect(trustProxyHops(value)).toBe(settings.trustProxyHops)
  })
})

describe('stampClientAddress on a real socket', () => {
  let server: http.Server
  let port = 0
  let hops = 0
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      stampClientAddress(req, hops)
      res.end(String(req.headers[CLIENT_ADDRESS_HEADER]))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const ask = (headers: Record<string, string>) =>
    fetch(`http://127.0.0.1:${port}/`, { headers }).then((response) => response.text())

  it('replaces whatever address the client claimed with the one decided', async () => {
    hops = 0
    const forged = { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '7.7.7.7', [CLIENT_ADDRESS_HEADER]: '8.8.8.8' }
    expect(await ask(forged)).toBe('127.0.0.1')
    hops = 1
    expect(await ask(forged)).toBe('6.6.6.6')
    expect(await ask({ [CLIENT_ADDRESS_HEADER]: '8.8.8.8' })).toBe('127.0.0.1')
  })
})
