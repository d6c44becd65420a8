import { describe, expect, it } from 'vitest'

import { limitUnsizedBody, parseBody, readBodyText } from './api'

/** A request whose body arrives in pieces without a declared length, as a chunked upload does. */
function unsized(url: string, pieces: number, pieceSize: number, headers: Record<string, string> = {}) {
  let sent = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === pieces) return controller.close()
      sent++
      controller.enqueue(new Uint8Array(pieceSize).fill(0x20))
    },
  })
  const request = new Request(url, { method: 'POST', body, headers, duplex: 'half' } as RequestInit)
  return { request, sent: () => sent }
}

describe('readBodyText', () => {
  it('refuses a body without a length once it passes the limit, without reading the rest', async () => {
    const { request, sent } = unsized('http://site.test/api/auth/code', 1000, 16 * 1024)
    await expect(readBodyText(request)).rejects.toMatchObject({
      status: 413,
      message: 'The request body is too large: at most 64 KB can be sent here.',
    })
    expect(sent()).toBeLessThan(10)
  })

  it('refuses a declared length over the limit before reading', async () => {
    const request = new Request('http://site.test/api/callback', {
      method: 'POST',
      body: '{}',
      headers: { 'content-length': String(10 * 1024 * 1024) },
    })
    await expect(readBodyText(request)).rejects.toMatchObject({ status: 413 })
  })

  it('reads a body within the limit', async () => {
    const request = new Request('http://site.test/api/auth/code', {
      method: 'POST',
      body: JSON.stringify({ phone: '07946055501' }),
      headers: { 'content-type': 'application/json' },
    })
    await expect(
      parseBody(request, (await import('zod')).z.object({ phone: (await import('zod')).z.string() })),
    ).resolves.toEqual({ phone: '07946055501' })
  })
})

describe('limitUnsizedBody', () => {
  const echo = limitUnsizedBody(async (request: Request) =>
    Response.json({ length: request.headers.get('content-length'), text: (await request.text()).length }),
  )

  it('hands a body without a length on once read within the path’s limit, with its length', async () => {
    const { request } = unsized('http://site.test/api/pages', 4, 1024, { 'content-type': 'application/json' })
    expect(await (await echo(request)).json()).toEqual({ length: '4096', text: 4096 })
  })

  it('answers 413 past the limit (2 MB for Payload’s REST routes)', async () => {
    const { request } = unsized('http://site.test/api/pages', 200, 16 * 1024)
    const response = await echo(request)
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      message: 'The request body is too large: at most 2 MB can be sent here.',
      reason: 'too_large',
    })
  })
})
