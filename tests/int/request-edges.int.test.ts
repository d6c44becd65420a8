/**
 * Request bodies at the handlers' edge (issue 32): plain text in names and notes, and bodies over
 * the size limit, over real sockets to the app's own route handlers (tests/helpers/route-server.ts).
 * The production server's own refusal of a declared length is tests/e2e/server-edges.e2e.ts.
 */
import http from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as postCallback } from '@/app/api/callback/route'
import { PLAIN_TEXT_MESSAGE } from '@/platform/validation/plain-text'

import { freeStarts, signedInVisitor } from '../helpers/booking'
import { testPayload } from '../helpers/payload'
import { startRouteServer, Visitor, type RouteServer } from '../helpers/route-server'
import { latestCode, messagesTo } from '../helpers/sms-outbox'

let server: RouteServer
let next = 0
/** Numbers and addresses of this file only. */
const phone = () => `+44770090098${next++}`
const ip = () => `2001:db8:32::${++next}`

beforeAll(async () => {
  await testPayload()
  server = await startRouteServer()
})
afterAll(() => server?.close())

const TEN_MB = 10 * 1024 * 1024
const tooLarge = { message: 'The request body is too large: at most 64 KB can be sent here.', reason: 'too_large' }

/** A POST on its own connection; `chunked` sends the body in pieces without a Content-Length. */
function rawPost(path: string, body: string, chunked: boolean) {
  return new Promise<{ status: number; json: unknown }>((resolve, reject) => {
    const url = new URL(path, server.url)
    const data = Buffer.from(body)
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': ip(),
          ...(chunked ? {} : { 'content-length': String(data.length) }),
        },
      },
      (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk.toString()))
        response.on('end', () => resolve({ status: response.statusCode!, json: JSON.parse(text) }))
      },
    )
    request.on('error', reject)
    for (let offset = 0; offset < data.length; offset += 256 * 1024)
      request.write(data.subarray(offset, offset + 256 * 1024))
    request.end()
  })
}

describe('names and notes are plain text', () => {
  it('refuses a NUL or a direction override in a name with a 400 and stores nothing', async () => {
    const v = new Visitor(server.url, ip())
    const number = phone()
    const sent = await v.post('/api/auth/code', { phone: number })
    const authId = sent.json.authId as string
    const code = latestCode(number)
    const registering = await v.post('/api/auth/verify', { authId, code, firstname: 'x\u0000tail', lastname: 'Ok' })
    expect(registering).toMatchObject({ status: 400, json: { fields: { firstname: PLAIN_TEXT_MESSAGE } } })
    const done = await v.post('/api/auth/verify', { authId, code, firstname: 'Zoë', lastname: 'O’Brien' })
    expect(done.status).toBe(200)

    const nul = await v.call('PATCH', '/api/auth/me', { firstName: 'x\u0000tail' })
    expect(nul).toMatchObject({
      status: 400,
      json: { message: PLAIN_TEXT_MESSAGE, reason: 'invalid_request', fields: { firstName: PLAIN_TEXT_MESSAGE } },
    })
    const bidi = await v.call('PATCH', '/api/auth/me', { lastName: 'evil\u202etxt.exe', firstName: 'Ann\u2066' })
    expect(bidi.json.fields).toEqual({ firstName: PLAIN_TEXT_MESSAGE, lastName: PLAIN_TEXT_MESSAGE })
    expect((await v.call('PATCH', '/api/auth/me', { lastName: 'Line\nbreak' })).status).toBe(400)
    expect((await v.get('/api/auth/me')).json.client).toMatchObject({ firstName: 'Zoë', lastName: 'O’Brien' })
  })

  it('lets a cancellation reason have several lines but no control characters', async () => {
    const v = await signedInVisitor(server.url, phone(), ip())
    const refused = await v.post('/api/booking/appointments/999999/cancel', { reason: 'Sorry\u0007' })
    expect(refused).toMatchObject({ status: 400, json: { fields: { reason: PLAIN_TEXT_MESSAGE } } })
    // Two lines pass the body check and reach the visit, which does not exist.
    expect((await v.post('/api/booking/appointments/999999/cancel', { reason: 'Ill.\nSorry.' })).status).toBe(404)
  })

  it('answers the callback form in the visitor’s language', async () => {
    const body = { name: 'Олена\u202e', phone: '+44 20 7946 0998', consent: true, path: '/ua/', locale: 'uk' }
    const response = await postCallback(
      new Request('http://127.0.0.1/api/callback', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip() },
        body: JSON.stringify(body),
      }),
    )
    expect(response.status).toBe(400)
    expect((await response.json()).fields).toEqual({ name: 'Використовуйте лише літери, цифри та розділові знаки' })
  })

  it('refuses staff edits of a client’s name through Payload too', async () => {
    const payload = await testPayload()
    const client = await payload.create({
      collection: 'clients',
      data: { phone: phone(), firstName: 'Plain', lastName: 'Name', sex: 'female' },
      overrideAccess: true,
    })
    await expect(
      payload.update({ collection: 'clients', id: client.id, data: { lastName: 'x\u0000y' }, overrideAccess: true }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      payload.update({ collection: 'clients', id: client.id, data: { staffNotes: 'a\u202eb' }, overrideAccess: true }),
    ).rejects.toMatchObject({ status: 400 })
    const kept = await payload.update({
      collection: 'clients',
      id: client.id,
      data: { staffNotes: 'Allergic to latex.\nPrefers mornings.' },
      overrideAccess: true,
    })
    expect(kept).toMatchObject({ lastName: 'Name', staffNotes: 'Allergic to latex.\nPrefers mornings.' })
    await payload.delete({ collection: 'clients', id: client.id, overrideAccess: true })
  })
})

describe('bodies over the size limit', () => {
  it('refuses 10 MB to the sign-in code with 413, with or without a length, and texts nothing', async () => {
    const number = phone()
    const body = JSON.stringify({ phone: number, padding: 'x'.repeat(TEN_MB) })
    for (const chunked of [false, true])
      expect(await rawPost('/api/auth/code', body, chunked)).toEqual({ status: 413, json: tooLarge })
    expect(messagesTo(number)).toEqual([])
    expect((await rawPost('/api/auth/code', JSON.stringify({ phone: number }), true)).status).toBe(200)
    expect(messagesTo(number)).toHaveLength(1)
  })

  it('refuses 10 MB to a hold with 413 and takes no hold', async () => {
    const payload = await testPayload()
    const { salon, stylist, service, days } = await freeStarts(payload, 'chloe-harrington', 45)
    const slot = {
      location: salon.id,
      start: `${days[0]!.date}T${days[0]!.times[0]}`,
      items: [{ service: service.id, employee: stylist.id }],
    }
    for (const chunked of [false, true]) {
      const answer = await rawPost(
        '/api/booking/holds',
        JSON.stringify({ ...slot, padding: 'x'.repeat(TEN_MB) }),
        chunked,
      )
      expect(answer).toEqual({ status: 413, json: tooLarge })
    }
    // The time is still free: a hold of normal size takes it, then lets it go.
    const visitor = new Visitor(server.url, ip())
    const held = await visitor.post('/api/booking/holds', slot)
    expect(held.status).toBe(201)
    const hold = held.json.hold as { id: string; token: string }
    const released = await visitor.call('DELETE', `/api/booking/holds/${hold.id}`, undefined, {
      'x-hold-token': hold.token,
    })
    expect(released.status).toBe(200)
  })
})
