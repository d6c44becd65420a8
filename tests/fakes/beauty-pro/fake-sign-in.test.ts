/**
 * Unit test of the fake Beauty Pro API itself: the SMS sign-in of clients (`/auth/client`).
 */
import { describe, expect, it } from 'vitest'

import { START, fakeForEachTest } from './fake-harness'
import { CLIENT_EMMA, CLIENT_EMMA_PHONE, CLIENT_JAMES, LOCATION_CHELSEA } from './fixture'

// h.fake is this test's fake; h.clock its time in ms.
const h = fakeForEachTest()
const { call, get } = h

describe('client sign-in by SMS (/auth/client)', () => {
  const sendCode = (phone: string) =>
    get(
      `/auth/client?application_id=${h.fake.credentials.applicationId}&database_code=${h.fake.credentials.databaseCode}&phone=${phone}`,
    )

  it('texts a 4-digit code, refuses a wrong one and signs a known client in', async () => {
    const sent = await sendCode(CLIENT_EMMA_PHONE)
    expect(Object.keys(sent.body)).toEqual(['auth_id'])
    expect(h.fake.sms).toHaveLength(1)
    expect(h.fake.sms[0]).toMatchObject({ phone: CLIENT_EMMA_PHONE, at: new Date(START) })
    expect(h.fake.sms[0]!.code).toMatch(/^\d{4}$/)

    const again = await sendCode(CLIENT_EMMA_PHONE)
    expect(again.body).toMatchObject({ status: 401, type: 'BLOCKED', unblockAfter: 60 })
    h.clock += 45_000
    expect((await sendCode(CLIENT_EMMA_PHONE)).body.unblockAfter).toBe(15)

    const code = h.fake.sms[0]!.code
    const wrongCode = code === '0000' ? '1111' : '0000'
    const wrong = await get(`/auth/client?auth_id=${sent.body.auth_id}&code=${wrongCode}`)
    expect(wrong.body).toMatchObject({ status: 401, type: 'INVALID' })
    const right = await get(`/auth/client?auth_id=${sent.body.auth_id}&code=${code}&location=${LOCATION_CHELSEA}`)
    expect(right.status).toBe(200)
    expect(Object.keys(right.body).sort()).toEqual([
      'access_token',
      'client_id',
      'expires_at',
      'refresh_token',
      'server',
    ])
    expect(right.body.client_id).toBe(CLIENT_EMMA)

    const me = await get(
      '/clients/me?fields=firstname,lastname,phone,email,forbiddenOnlineBooking',
      right.body.access_token,
    )
    expect(me.body).toEqual({
      id: CLIENT_EMMA,
      firstname: 'Emma',
      lastname: 'Clarke',
      phone: ['+44 7700 900123'],
      email: ['emma.clarke@example.com'],
      forbiddenOnlineBooking: false,
    })
    expect((await get(`/clients/${CLIENT_JAMES}?fields=name`, right.body.access_token)).status).toBe(403)
  })

  it('answers 404 for an unknown phone and registers the client with all fields', async () => {
    const phone = '447700900999'
    const sent = await sendCode(phone)
    const code = h.fake.sms.at(-1)!.code
    const unknown = await get(`/auth/client?auth_id=${sent.body.auth_id}&code=${code}`)
    expect(unknown.body).toMatchObject({ status: 404, object: 'client', type: 'phone', value: phone })

    const partial = await get(`/auth/client?auth_id=${sent.body.auth_id}&code=${code}&firstname=Ada&lastname=Byron`)
    expect(partial.status).toBe(400)
    const query = `auth_id=${sent.body.auth_id}&code=${code}&firstname=Ada&lastname=Byron&sex=Female&email=&location=`
    expect((await get(`/auth/client?${query}`)).status).toBe(400) // no Content-Language header
    const registered = await call('GET', `/auth/client?${query}`, { headers: { 'content-language': 'en' } })
    expect(registered.status).toBe(200)
    const created = h.fake.state.clients.find((c) => c.id === registered.body.client_id)
    expect(created).toMatchObject({ firstname: 'Ada', lastname: 'Byron', gender: 'female', phone: ['+447700900999'] })
    expect(created!.email).toEqual([])
  })

  it('kills an auth_id after 20 wrong codes and after two hours', async () => {
    const sent = await sendCode(CLIENT_EMMA_PHONE)
    const code = h.fake.sms.at(-1)!.code
    const wrongCode = code === '0000' ? '1111' : '0000'
    for (let i = 0; i < 20; i++) {
      expect((await get(`/auth/client?auth_id=${sent.body.auth_id}&code=${wrongCode}`)).body.type).toBe('INVALID')
    }
    const blocked = await get(`/auth/client?auth_id=${sent.body.auth_id}&code=${code}`)
    expect(blocked.body).toMatchObject({ status: 401, type: 'BLOCKED' })
    expect(blocked.body).not.toHaveProperty('unblockAfter')

    h.clock += 61_000
    const fresh = await sendCode(CLIENT_EMMA_PHONE)
    h.clock += 2 * 3_600_000 + 1000
    const late = await get(`/auth/client?auth_id=${fresh.body.auth_id}&code=${h.fake.sms.at(-1)!.code}`)
    expect(late.body).toMatchObject({ status: 401, type: 'EXPIRED' })
  })
})
