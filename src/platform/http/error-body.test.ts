import { describe, expect, it } from 'vitest'

import { errorBody, handle, HttpError, parseBody } from './api'
import { z } from 'zod'

describe('the one error shape', () => {
  it('always carries a reason: the caller’s, else one for the status', () => {
    expect(errorBody(409, 'That time was just taken.', 'slot_taken')).toEqual({
      message: 'That time was just taken.',
      reason: 'slot_taken',
    })
    expect(errorBody(400, 'Choose a salon.', undefined, { location: 'Choose a salon.' })).toEqual({
      message: 'Choose a salon.',
      reason: 'invalid_request',
      fields: { location: 'Choose a salon.' },
    })
    expect(errorBody(401, 'Please sign in.').reason).toBe('signed_out')
    expect(errorBody(415, 'Send JSON.').reason).toBe('unsupported_media_type')
    expect(errorBody(429, 'Too many.').reason).toBe('rate_limited')
    expect(errorBody(503, 'Try again.').reason).toBe('unavailable')
    expect(errorBody(500, 'Oops.').reason).toBe('internal')
    expect(errorBody(418, 'Tea.').reason).toBe('refused')
  })

  it('is what a handler answers for a refusal, a wrong content type and a surprise', async () => {
    const schema = z.object({ name: z.string({ error: 'Enter your name.' }) })
    const route = handle(async (request: Request) => {
      const body = await parseBody(request, schema)
      if (body.name === 'boom') throw new Error('secret detail')
      throw new HttpError(404, 'There is no such visit.')
    })
    const post = (body: string, type = 'application/json') =>
      route(new Request('http://localhost/x', { method: 'POST', body, headers: { 'content-type': type } }))

    const missing = await post('{}')
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({
      message: 'Enter your name.',
      reason: 'invalid_request',
      fields: { name: 'Enter your name.' },
    })
    const text = await post('name=Ada', 'text/plain')
    expect(text.status).toBe(415)
    expect((await text.json()).reason).toBe('unsupported_media_type')
    const gone = await post('{"name":"Ada"}')
    expect(await gone.json()).toEqual({ message: 'There is no such visit.', reason: 'not_found' })
    const original = console.error
    console.error = () => {}
    try {
      const surprise = await post('{"name":"boom"}')
      expect(surprise.status).toBe(500)
      const body = await surprise.text()
      expect(JSON.parse(body)).toEqual({
        message: 'Something went wrong on our side. Please try again.',
        reason: 'internal',
      })
      expect(body).not.toContain('secret detail')
    } finally {
      console.error = original
    }
  })
})
