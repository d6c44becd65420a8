import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { clientView } from '@/features/booking/contract'
import { authDepsFor } from '@/features/sign-in/adapters/services'
import { requestCode, verifyCode } from '@/features/sign-in/sign-in'

import { testPayload } from '../helpers/payload'
import { startRouteServer, Visitor, type RouteServer } from '../helpers/route-server'
import { latestCode, messagesTo } from '../helpers/sms-outbox'

let server: RouteServer
let nextPhone = 300
/** A fresh fictional number (Ofcom's drama range) for each scenario. */
const phone = () => `+447700900${nextPhone++}`
let nextIp = 1
// Its own addresses: the code limits per address are counted in the database across suites.
const ip = () => `100.64.86.${nextIp++}`

beforeAll(async () => {
  await testPayload()
  // Sign-in, and the deletion code a signed-in client asks for.
  server = await startRouteServer(['api/auth', 'api/my-data'])
})
afterAll(() => server?.close())

async function signUp(v: Visitor, number = phone()) {
  const sent = await v.post('/api/auth/code', { phone: number })
  expect(sent.status).toBe(200)
  const authId = sent.json.authId as string
  const code = latestCode(number)
  const first = await v.post('/api/auth/verify', { authId, code })
  expect(first.json).toEqual({ registrationRequired: true })
  const done = await v.post('/api/auth/verify', { authId, code, firstname: 'Ada', lastname: 'Lovelace', email: '' })
  expect(done.status).toBe(200)
  return { number, client: done.json.client as { id: number; phone: string } }
}

describe('asking for a code', () => {
  it('answers the same for a known and an unknown phone, and texts the code through the outbox', async () => {
    const v = new Visitor(server.url, ip())
    const known = await v.post('/api/auth/code', { phone: '07700 900101' })
    const unknown = await v.post('/api/auth/code', { phone: phone() })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(Object.keys(known.json)).toEqual(['authId', 'codeLength'])
    expect(Object.keys(unknown.json)).toEqual(['authId', 'codeLength'])
    expect([known.json.codeLength, unknown.json.codeLength]).toEqual([6, 6])
    expect(known.json.authId).toMatch(/^[\w-]{20,}$/)
    const text = messagesTo('+447700900101').at(-1)!
    expect(text.body).toMatch(/^\d{6} is your Parlour sign-in code\. It expires in 10 minutes\./)
    const payload = await testPayload()
    const stored = await payload.find({
      collection: 'sms-messages',
      where: { and: [{ to: { equals: '+447700900101' } }, { kind: { equals: 'code' } }] },
      overrideAccess: true,
    })
    // Staff see that a code was sent, never its digits (they are only in the outbox file, the phone's stand-in).
    expect(stored.docs.map((d) => d.body)).toContain(text.body.replace(/^\d{6}/, '••••••'))
    expect(stored.docs.every((d) => !d.body.includes(latestCode('+447700900101')))).toBe(true)
    // Only a keyed hash of the code is stored.
    const codes = await payload.find({
      collection: 'auth-codes',
      where: { authId: { equals: known.json.authId as string } },
      overrideAccess: true,
    })
    expect(codes.docs[0]!.codeHash).not.toContain(latestCode('+447700900101'))
  })

  it('refuses a number that is not a UK or Ukrainian mobile with a field message', async () => {
    const v = new Visitor(server.url, ip())
    for (const bad of ['12', '+1 202 555 0100', 'phone']) {
      const r = await v.post('/api/auth/code', { phone: bad })
      expect(r.status).toBe(400)
      expect(r.json.fields).toEqual({ phone: expect.stringContaining('UK or Ukrainian mobile') })
    }
    const missing = await v.post('/api/auth/code', {})
    expect(missing).toMatchObject({ status: 400, json: { fields: { phone: 'Enter your mobile number.' } } })
    const notJson = await v.call('POST', '/api/auth/code', undefined, { 'content-type': 'text/plain' })
    expect(notJson.status).toBe(415)
  })

  it('sends at most 3 codes to one phone in 10 minutes, then answers 429 with Retry-After', async () => {
    const number = phone()
    const statuses: number[] = []
    let last
    for (let i = 0; i < 4; i++) {
      last = await new Visitor(server.url, ip()).post('/api/auth/code', { phone: number })
      statuses.push(last.status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(500)
    expect(last!.json.message).toMatch(/Too many codes/)
    expect(messagesTo(number)).toHaveLength(3)
  })

  it('sends at most 20 codes an hour to one network address', async () => {
    const v = new Visitor(server.url, ip())
    const statuses = []
    for (let i = 0; i < 21; i++) statuses.push((await v.post('/api/auth/code', { phone: phone() })).status)
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true)
    expect(statuses[20]).toBe(429)
    // Another address is not affected.
    expect((await new Visitor(server.url, ip()).post('/api/auth/code', { phone: phone() })).status).toBe(200)
  })
})

describe('checking the code', () => {
  it('registers a new client after the code, signs them in with an HttpOnly cookie, and /me knows them', async () => {
    const v = new Visitor(server.url, ip())
    const number = phone()
    const { authId } = (await v.post('/api/auth/code', { phone: number })).json as { authId: string }
    const code = latestCode(number)
    const first = await v.post('/api/auth/verify', { authId, code })
    expect(first).toMatchObject({ status: 200, json: { registrationRequired: true } })
    expect(v.cookie).toBe('')
    const bad = await v.post('/api/auth/verify', { authId, code, firstname: '', email: 'not-an-email' })
    expect(bad.status).toBe(400)
    expect(bad.json.fields).toEqual({
      firstname: 'Enter your first name.',
      email: 'Enter an email address such as name@example.com, or leave it empty.',
    })
    const done = await v.post('/api/auth/verify', {
      authId,
      code,
      firstname: 'Grace',
      lastname: 'Hopper',
      email: 'grace@example.com',
    })
    expect(done.status).toBe(200)
    expect(done.json.client).toMatchObject({
      phone: number,
      firstName: 'Grace',
      lastName: 'Hopper',
      sex: 'female',
      email: 'grace@example.com',
    })
    expect(v.lastSetCookie).toMatch(
      /^parlour_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Expires=/,
    )
    expect(v.lastSetCookie).not.toMatch(/Secure/)
    const me = await v.get('/api/auth/me')
    expect(me.json.client).toMatchObject({ phone: number, firstName: 'Grace' })
  })

  it('signs a known client straight in', async () => {
    const v = new Visitor(server.url, ip())
    const number = '+447700900102'
    const { authId } = (await v.post('/api/auth/code', { phone: number })).json as { authId: string }
    const r = await v.post('/api/auth/verify', { authId, code: latestCode(number) })
    expect(r.json.client).toMatchObject({ phone: number, firstName: 'Oliver', lastName: 'Hughes', sex: 'male' })
    expect((await v.get('/api/auth/me')).json.client).toMatchObject({ phone: number })
  })

  it('takes each code once', async () => {
    const v = new Visitor(server.url, ip())
    const { number } = await signUp(v)
    const { authId } = (await v.post('/api/auth/code', { phone: number })).json as { authId: string }
    const code = latestCode(number)
    expect((await v.post('/api/auth/verify', { authId, code })).status).toBe(200)
    const again = await new Visitor(server.url, ip()).post('/api/auth/verify', { authId, code })
    expect(again).toMatchObject({
      status: 400,
      json: { message: expect.stringMatching(/expired or was already used/) },
    })
  })

  it('burns a code after 5 wrong tries, even when the right one comes next', async () => {
    const v = new Visitor(server.url, ip())
    const number = phone()
    const { authId } = (await v.post('/api/auth/code', { phone: number })).json as { authId: string }
    const code = latestCode(number)
    const wrong = code === '000000' ? '111111' : '000000'
    const messages = []
    for (let i = 0; i < 5; i++) messages.push((await v.post('/api/auth/verify', { authId, code: wrong })).json.message)
    expect(messages).toEqual([
      'That code is not right. 4 tries left.',
      'That code is not right. 3 tries left.',
      'That code is not right. 2 tries left.',
      'That code is not right. 1 try left.',
      'That code is not right. Ask for a new code.',
    ])
    const right = await v.post('/api/auth/verify', { authId, code })
    expect(right).toMatchObject({ status: 400, json: { message: 'Too many wrong codes. Ask for a new code.' } })
  })

  it('texts and refuses in the language of the page the client is on (issue 33), English by default', async () => {
    // This case's own numbers and address (issue 33's sign-in language).
    const v = new Visitor(server.url, '100.64.102.1')
    const number = '+447402100101'
    const { authId } = (await v.post('/api/auth/code', { phone: number, locale: 'uk' })).json as { authId: string }
    expect(messagesTo(number).at(-1)!.body).toMatch(/^\d{6} — код входу в Parlour, дійсний 10 хв\./)
    const code = latestCode(number)
    const wrong = code === '000000' ? '111111' : '000000'
    expect((await v.post('/api/auth/verify', { authId, code: wrong, locale: 'uk' })).json).toMatchObject({
      message: 'Код неправильний. Залишилося 4 спроби.',
      fields: { code: 'Код неправильний. Залишилося 4 спроби.' },
    })
    expect((await v.post('/api/auth/verify', { authId, code: wrong })).json.message).toBe(
      'That code is not right. 3 tries left.',
    )
    expect((await v.post('/api/auth/code', { phone: number, locale: 'fr' })).json).toMatchObject({
      fields: { locale: 'The locale is en or uk.' },
    })
    // The code confirming a deletion, asked from the Ukrainian account page.
    const { number: signedUp } = await signUp(v, '+447402100102')
    expect((await v.post('/api/my-data/erase-code', { locale: 'uk' })).status).toBe(200)
    expect(messagesTo(signedUp).at(-1)!.body).toMatch(/^\d{6} — ваш код для видалення облікового запису Parlour/)
  })

  it('refuses a malformed code or an unknown sign-in with field messages, never a 500', async () => {
    const v = new Visitor(server.url, ip())
    const r = await v.post('/api/auth/verify', { authId: 'x', code: '12ab' })
    expect(r).toMatchObject({
      status: 400,
      json: { fields: { code: 'Enter the code from the text message.' } },
    })
    const unknown = await v.post('/api/auth/verify', { authId: 'no-such-sign-in', code: '123456' })
    expect(unknown.status).toBe(400)
    const broken = await v.call('POST', '/api/auth/verify', undefined, { 'content-type': 'application/json' })
    expect(broken.status).toBe(400)
  })

  it('lets a code expire after 10 minutes (clock injected)', async () => {
    const payload = await testPayload()
    let now = new Date('2030-01-01T10:00:00Z')
    const deps = authDepsFor(payload, { now: () => now })
    const number = phone()
    const sent = await requestCode(deps, { phone: number, ip: ip() })
    expect(sent.ok).toBe(true)
    const authId = (sent as { authId: string }).authId
    const code = latestCode(number)
    now = new Date('2030-01-01T10:10:00Z')
    const late = await verifyCode(deps, { authId, code, ip: ip() })
    expect(late).toMatchObject({ ok: false, status: 400, message: expect.stringMatching(/expired/) })
    now = new Date('2030-01-01T10:09:59Z')
    const inTime = await verifyCode(deps, { authId, code, ip: ip() })
    expect(inTime).toEqual({ ok: true, registrationRequired: true })
  })
})

describe('sessions', () => {
  it('rotates the token on refresh; the old token stops working and its reuse signs the family out', async () => {
    const v = new Visitor(server.url, ip())
    await signUp(v)
    const first = v.cookie
    const refreshed = await v.post('/api/auth/refresh')
    expect(refreshed.status).toBe(200)
    const second = v.cookie
    expect(second).not.toBe(first)
    expect((await v.get('/api/auth/me')).status).toBe(200)

    const thief = new Visitor(server.url, ip())
    thief.cookie = first
    expect((await thief.get('/api/auth/me')).status).toBe(401)
    const reuse = await thief.post('/api/auth/refresh')
    expect(reuse).toMatchObject({ status: 401, json: { message: expect.stringMatching(/signed out/) } })
    // The rightful holder is signed out too: the family is revoked.
    expect((await v.get('/api/auth/me')).status).toBe(401)
  })

  it('signs out: the cookie is cleared and the token no longer works', async () => {
    const v = new Visitor(server.url, ip())
    await signUp(v)
    const token = v.cookie
    const out = await v.post('/api/auth/sign-out')
    expect(out.status).toBe(200)
    expect(v.lastSetCookie).toMatch(/^parlour_session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0/)
    const old = new Visitor(server.url, ip())
    old.cookie = token
    expect((await old.get('/api/auth/me')).status).toBe(401)
    expect((await new Visitor(server.url, ip()).get('/api/auth/me')).json).toEqual({
      message: 'Please sign in.',
      reason: 'signed_out',
    })
  })
})

describe('the signed-in marker cookie', () => {
  const marker = (r: { headers: Headers }) => r.headers.getSetCookie().find((c) => c.startsWith('parlour_signed_in='))

  it('comes with every session cookie, readable by scripts, and goes on sign-out and on a 401', async () => {
    const v = new Visitor(server.url, ip())
    const number = phone()
    const { authId } = (await v.post('/api/auth/code', { phone: number })).json as { authId: string }
    const code = latestCode(number)
    await v.post('/api/auth/verify', { authId, code })
    const done = await v.post('/api/auth/verify', { authId, code, firstname: 'Mary' })
    const session = done.headers.getSetCookie().find((c) => c.startsWith('parlour_session='))!
    expect(marker(done)).toMatch(/^parlour_signed_in=1; Path=\/; SameSite=Lax; Max-Age=\d+; Expires=/)
    expect(marker(done)).not.toMatch(/HttpOnly/)
    // Same expiry as the session itself.
    expect(/Expires=([^;]+)/.exec(marker(done)!)![1]).toBe(/Expires=([^;]+)/.exec(session)![1])
    expect(marker(await v.post('/api/auth/refresh'))).toMatch(/^parlour_signed_in=1;/)

    const stale = new Visitor(server.url, ip())
    stale.cookie = 'parlour_session=not-a-token'
    expect(marker(await stale.get('/api/auth/me'))).toMatch(/^parlour_signed_in=; .*Max-Age=0/)
    expect(marker(await v.post('/api/auth/sign-out'))).toMatch(/^parlour_signed_in=; .*Max-Age=0/)
  })
})

describe('changing my details (PATCH /api/auth/me)', () => {
  it('changes only the fields sent and /me shows them; the phone stays', async () => {
    const v = new Visitor(server.url, ip())
    const { number, client } = await signUp(v)
    const r = await v.call('PATCH', '/api/auth/me', { firstName: ' Augusta ', email: 'ada@example.com' })
    expect(r.status).toBe(200)
    expect(r.json.client).toEqual({
      id: client.id,
      phone: number,
      firstName: 'Augusta',
      lastName: 'Lovelace',
      sex: 'female',
      email: 'ada@example.com',
      marketing: { sms: false, email: false, changedAt: null },
    })
    expect((await v.get('/api/auth/me')).json.client).toEqual(r.json.client)
    // The answer is the contract's Client exactly (the OpenAPI document is generated from it).
    clientView.strict().parse(r.json.client)
    const cleared = await v.call('PATCH', '/api/auth/me', { lastName: '', email: '' })
    expect(cleared.json.client).toMatchObject({ firstName: 'Augusta', lastName: '', email: '' })
    const stored = await (await testPayload()).findByID({ collection: 'clients', id: client.id, overrideAccess: true })
    expect(stored).toMatchObject({ firstName: 'Augusta', phone: number })
    expect(stored.lastName ?? '').toBe('')
    expect(stored.email ?? '').toBe('')
  })

  it('answers 400 with field messages and changes nothing on bad input', async () => {
    const v = new Visitor(server.url, ip())
    await signUp(v)
    const bad = await v.call('PATCH', '/api/auth/me', { firstName: '  ', email: 'nope', lastName: 'x'.repeat(81) })
    expect(bad.status).toBe(400)
    expect(bad.json.fields).toEqual({
      firstName: 'Enter your first name.',
      lastName: 'Use at most 80 characters.',
      email: 'Enter an email address such as name@example.com, or leave it empty.',
    })
    const phoneChange = await v.call('PATCH', '/api/auth/me', { phone: '+447700900999' })
    expect(phoneChange).toMatchObject({
      status: 400,
      json: { message: 'Only firstName, lastName, email and marketing can be changed.' },
    })
    expect((await v.call('PATCH', '/api/auth/me', undefined, { 'content-type': 'text/plain' })).status).toBe(415)
    expect((await v.get('/api/auth/me')).json.client).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' })
  })

  it('answers 401 when signed out', async () => {
    const r = await new Visitor(server.url, ip()).call('PATCH', '/api/auth/me', { firstName: 'Eve' })
    expect(r).toMatchObject({ status: 401, json: { message: 'Please sign in.' } })
  })
})
