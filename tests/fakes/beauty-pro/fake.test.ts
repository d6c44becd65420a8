/**
 * Unit test of the fake Beauty Pro API itself: that it is as strict and behaves as its README says.
 * The clock is fixed at Monday 8 June 2026, 09:00 London time (BST); Amelia works Tue–Sat 10–19.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { startFakeBeautyPro, type FakeBeautyPro } from './fake'
import {
  CLIENT_EMMA,
  CLIENT_EMMA_PHONE,
  CLIENT_JAMES,
  EMPLOYEE_AMELIA,
  EMPLOYEE_PRIYA,
  LOCATION_CHELSEA,
  LOCATION_CLOSED,
  POSITION_SENIOR_STYLIST,
  SERVICE_CUT_FINISH,
  SERVICE_GEL_MANICURE,
  SERVICE_KERATIN,
} from './fixture'

const START = Date.parse('2026-06-08T08:00:00.000Z') // Monday, 09:00 in London
const TUESDAY = '2026-06-09' // Amelia works 10:00–19:00 BST = 09:00–18:00 UTC
const WINTER_TUESDAY = '2026-10-27' // after the clocks go back: 10:00 GMT = 10:00 UTC

let clock = START
let fake: FakeBeautyPro

interface Answer {
  status: number
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any
}

async function call(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const res = await fetch(fake.url + path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : undefined }
}

const get = (path: string, token?: string) => call('GET', path, { token })

async function databaseToken(): Promise<{ access_token: string; refresh_token: string }> {
  const { applicationId, applicationSecret, databaseCode } = fake.credentials
  const answer = await get(
    `/auth/database?application_id=${applicationId}&application_secret=${applicationSecret}&database_code=${databaseCode}`,
  )
  expect(answer.status).toBe(200)
  return answer.body
}

/** Signs a known client in through the SMS flow; answers the client token. */
async function clientToken(phone = CLIENT_EMMA_PHONE): Promise<{ access_token: string; client_id: string }> {
  const { applicationId, databaseCode } = fake.credentials
  const sent = await get(`/auth/client?application_id=${applicationId}&database_code=${databaseCode}&phone=${phone}`)
  expect(sent.status).toBe(200)
  const code = fake.sms.filter((s) => s.phone === phone).at(-1)!.code
  const signedIn = await get(`/auth/client?auth_id=${sent.body.auth_id}&code=${code}`)
  expect(signedIn.status).toBe(200)
  return signedIn.body
}

const item = (start: string, professional = EMPLOYEE_AMELIA, service = SERVICE_CUT_FINISH, duration = 60) => ({
  start,
  duration,
  professional,
  service,
})

async function freeTimes(token: string, date: string, extra = ''): Promise<Record<string, Record<string, string[]>>> {
  const answer = await get(
    `/employees/free_time?from=${date}T00:00:00.000Z&to=${date}T23:00:00.000Z&duration=60&step=30m${extra}`,
    token,
  )
  expect(answer.status).toBe(200)
  return answer.body
}

beforeEach(async () => {
  clock = START
  fake = await startFakeBeautyPro({ now: () => new Date(clock) })
})

afterEach(async () => {
  await fake.close()
})

describe('strictness', () => {
  it('rejects parameters, fields and body keys a method does not list', async () => {
    const { access_token: token } = await databaseToken()
    // Live: `active` is rejected on the /locations list.
    const active = await get('/locations?fields=name&active=true', token)
    expect(active.status).toBe(400)
    expect(active.body).toMatchObject({ status: 400, message: "Unknown parameter 'active'" })
    expect(typeof active.body.request).toBe('string')
    expect(active.body.details).toMatch(/^https:\/\//)

    expect((await get('/locations', token)).body.message).toBe("Parameter 'fields' is required")
    expect((await get('/services?fields=name,no_professional_price', token)).body.message).toBe(
      "Unknown parameter 'no_professional_price'",
    )
    expect((await get('/services?fields=name,location_prices(location,colour)', token)).status).toBe(400)
    expect((await get('/employees/free_time?from=2026-06-09&to=2026-06-10&duration=60&step=auto', token)).status).toBe(
      400,
    )
    expect((await get('/settings?fields=client_module', token)).status).toBe(400)

    const withFields = await call('POST', '/appointments?fields=id', { token, body: { date: TUESDAY } })
    expect(withFields.body.message).toBe("Unknown parameter 'fields'")
    // The 2019 tutorial's body (professional/duration at the top level) is not the documented shape.
    const oldShape = await call('POST', '/appointments', {
      token,
      body: { date: TUESDAY, professional: EMPLOYEE_AMELIA, duration: 60 },
    })
    expect(oldShape.body.message).toBe("Unknown parameter 'professional'")
    // `date` must not carry a time of day.
    const timed = await call('POST', '/appointments', { token, body: { date: `${TUESDAY}T10:00:00.000Z` } })
    expect(timed.status).toBe(400)

    const noUrl = await get('/nothing-here', token)
    expect(noUrl).toMatchObject({ status: 404, body: { object: 'url', type: 'url' } })
  })

  it('answers only id and the requested fields, nested where asked, sorted by name', async () => {
    const { access_token: token } = await databaseToken()
    const services = await get('/services?fields=name,location_prices(position,price)&archive=false&public=true', token)
    expect(services.status).toBe(200)
    const cut = services.body.find((s: { id: string }) => s.id === SERVICE_CUT_FINISH)
    expect(Object.keys(cut)).toEqual(['id', 'name', 'location_prices'])
    expect(cut.location_prices).toContainEqual({ position: POSITION_SENIOR_STYLIST, price: 85 })
    expect(services.body.map((s: { id: string }) => s.id)).not.toContain(SERVICE_KERATIN)
    const names = services.body.map((s: { name: string }) => s.name)
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')))

    const onlyIds = await get(`/locations?fields=&ids=${LOCATION_CLOSED}`, token)
    expect(onlyIds.body).toEqual([{ id: LOCATION_CLOSED }])

    const locations = await get('/locations?fields=name,geo_position,timezone,active,web_site', token)
    expect(locations.body).toContainEqual({
      id: LOCATION_CHELSEA,
      name: 'Parlour Chelsea',
      geo_position: { latitude: '51.4893', longitude: '-0.1665' },
      timezone: 'Europe/London',
      active: true,
      web_site: null,
    })

    const settings = await get(
      '/settings?fields=common(currency),client_module(nearest_booking_minutes,time_step)',
      token,
    )
    expect(settings.body).toEqual({
      common: { currency: 'GBP' },
      client_module: { nearest_booking_minutes: 60, time_step: '30m' },
    })

    const employees = await get('/employees?fields=name,schedules(location),roles&archive=false&public=true', token)
    expect(employees.body.map((e: { name: string }) => e.name)).toEqual(['Amelia Hart', 'Priya Shah'])
    expect(employees.body[0].schedules).toEqual([{ location: LOCATION_CHELSEA }])
  })

  it('needs a Bearer token whose scope the method lists', async () => {
    expect((await get('/locations?fields=name')).status).toBe(401)
    const unknown = await get('/locations?fields=name', '7c0c8e4e-0000-4000-8000-000000000000')
    expect(unknown.body).toMatchObject({ status: 401, type: 'UNKNOWN' })
    const { access_token: token } = await databaseToken()
    // The default database token has scope clients_module: no appointment list, no client records.
    expect((await get('/appointments?fields=date', token)).status).toBe(403)
    expect((await get(`/clients/${CLIENT_EMMA}?fields=name`, token)).status).toBe(403)
    const client = await clientToken()
    expect((await get('/services?fields=name', client.access_token)).status).toBe(403)
  })
})

describe('tokens', () => {
  it('answers pending or refused until the salon grants access, and 401 for wrong credentials', async () => {
    const { applicationId, databaseCode } = fake.credentials
    const wrong = await get(
      `/auth/database?application_id=${applicationId}&application_secret=nope&database_code=${databaseCode}`,
    )
    expect(wrong.body).toMatchObject({ status: 401, type: 'UNKNOWN' })
    const before = await databaseToken()
    fake.setAccess('pending')
    expect((await get('/locations?fields=name', before.access_token)).status).toBe(401)
    const pending = await get(
      `/auth/database?application_id=${applicationId}&application_secret=${fake.credentials.applicationSecret}&database_code=${databaseCode}`,
    )
    expect(pending.body).toEqual({ status: 'pending' })
    fake.setAccess('granted')
    const granted = await databaseToken()
    expect(granted).toMatchObject({ server: 1, database: databaseCode, location: LOCATION_CHELSEA })
    expect(granted).toHaveProperty('scope', ['clients_module', 'client_login'])
    expect(Date.parse((granted as unknown as { expires_at: string }).expires_at)).toBe(START + 86_400_000)
  })

  it('expires tokens; refresh rotates the pair and kills the old one', async () => {
    const first = await databaseToken()
    fake.expireTokens()
    const expired = await get('/locations?fields=name', first.access_token)
    expect(expired.body).toMatchObject({ status: 401, type: 'EXPIRED' })

    const { applicationId } = fake.credentials
    const refreshed = await get(`/auth/refresh?application_id=${applicationId}&refresh_token=${first.refresh_token}`)
    expect(refreshed.status).toBe(200)
    expect(Object.keys(refreshed.body).sort()).toEqual(['access_token', 'expires_at', 'refresh_token'])
    expect((await get('/locations?fields=name', refreshed.body.access_token)).status).toBe(200)
    expect((await get('/locations?fields=name', first.access_token)).body.type).toBe('UNKNOWN')
    const again = await get(`/auth/refresh?application_id=${applicationId}&refresh_token=${first.refresh_token}`)
    expect(again.body).toMatchObject({ status: 401, type: 'UNKNOWN' })

    clock += 24 * 3_600_000
    expect((await get('/locations?fields=name', refreshed.body.access_token)).body.type).toBe('EXPIRED')
  })

  it('keeps one database token per application: a new one revokes the previous', async () => {
    const first = await databaseToken()
    const second = await databaseToken()
    expect((await get('/locations?fields=name', first.access_token)).body.type).toBe('UNKNOWN')
    expect((await get('/locations?fields=name', second.access_token)).status).toBe(200)
  })
})

describe('free time', () => {
  it('follows working hours and live appointments in London time', async () => {
    const { access_token: token } = await databaseToken()
    const free = await freeTimes(token, TUESDAY, `&professionals=${EMPLOYEE_AMELIA}`)
    expect(Object.keys(free)).toEqual([EMPLOYEE_AMELIA])
    const day = free[EMPLOYEE_AMELIA]![TUESDAY]!
    expect(day[0]).toBe('10:00')
    expect(day.at(-1)).toBe('18:00')
    expect(day).toHaveLength(17)

    const booked = await call('POST', '/appointments', {
      token,
      body: { date: TUESDAY, services: [item(`${TUESDAY}T10:00:00.000Z`)] }, // 11:00–12:00 BST
    })
    expect(booked.status).toBe(201)
    const after = (await freeTimes(token, TUESDAY))[EMPLOYEE_AMELIA]![TUESDAY]!
    expect(after).toContain('10:00')
    expect(after).not.toContain('10:30')
    expect(after).not.toContain('11:00')
    expect(after).not.toContain('11:30')
    expect(after).toContain('12:00')

    // Cancelled appointments free their time.
    const client = await clientToken()
    const mine = await call('POST', '/appointments', {
      token: client.access_token,
      body: { date: TUESDAY, services: [item(`${TUESDAY}T14:00:00.000Z`)] },
    })
    expect(mine.status).toBe(201)
    expect((await freeTimes(token, TUESDAY))[EMPLOYEE_AMELIA]![TUESDAY]).not.toContain('15:00')
    const cancel = await call('PUT', `/appointments/${mine.body.id}`, {
      token: client.access_token,
      body: { state: 'cancelled', cancelReason: 'Plans changed' },
    })
    expect(cancel.status).toBe(204)
    expect((await freeTimes(token, TUESDAY))[EMPLOYEE_AMELIA]![TUESDAY]).toContain('15:00')
  })

  it('holds reserves for 15 minutes after createDate', async () => {
    const { access_token: token } = await databaseToken()
    const reserve = await call('POST', '/appointments', {
      token,
      body: { state: 'reserved', date: TUESDAY, services: [item(`${TUESDAY}T12:00:00.000Z`)] },
    })
    expect(reserve.status).toBe(201)
    expect((await freeTimes(token, TUESDAY))[EMPLOYEE_AMELIA]![TUESDAY]).not.toContain('13:00')
    clock += 16 * 60_000
    expect((await freeTimes(token, TUESDAY))[EMPLOYEE_AMELIA]![TUESDAY]).toContain('13:00')
  })

  it('offers nothing in the past or sooner than nearest_booking_minutes, and minds the clock change', async () => {
    clock = Date.parse(`${TUESDAY}T11:10:00.000Z`) // 12:10 BST; with 60 minutes' notice, 13:30 is the first time
    const { access_token: token } = await databaseToken()
    const today = (await freeTimes(token, TUESDAY))[EMPLOYEE_AMELIA]![TUESDAY]!
    expect(today[0]).toBe('13:30')

    clock = START
    await call('POST', '/appointments', {
      token,
      body: { date: WINTER_TUESDAY, services: [item(`${WINTER_TUESDAY}T10:00:00.000Z`)] }, // 10:00 GMT
    })
    const winter = (await freeTimes(token, WINTER_TUESDAY))[EMPLOYEE_AMELIA]![WINTER_TUESDAY]!
    expect(winter[0]).toBe('11:00')
    expect(winter.at(-1)).toBe('18:00')
  })
})

describe('booking', () => {
  it('lets exactly one of 50 concurrent bookings of the same time through', async () => {
    const { access_token: token } = await databaseToken()
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('POST', '/appointments', { token, body: { date: TUESDAY, services: [item(`${TUESDAY}T13:00:00.000Z`)] } }),
      ),
    )
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
    const conflicts = answers.filter((a) => a.status === 409)
    expect(conflicts).toHaveLength(49)
    expect(conflicts[0]!.body).toMatchObject({
      type: 'TIME_CONFLICT',
      anotherItems: [{ itemType: 'professional', itemId: EMPLOYEE_AMELIA, objectType: 'appointmentService' }],
    })
  })

  it('refuses time the professional does not work; force stretches hours but not days off', async () => {
    const { access_token: token } = await databaseToken()
    const monday = await call('POST', '/appointments', {
      token,
      body: { date: '2026-06-15', services: [item('2026-06-15T10:00:00.000Z')] },
    })
    expect(monday.body).toMatchObject({ type: 'TIME_CONFLICT', anotherItems: [{ objectType: 'nonWorkingTime' }] })
    const forcedMonday = await call('POST', '/appointments?force=true', {
      token,
      body: { date: '2026-06-15', services: [item('2026-06-15T10:00:00.000Z')] },
    })
    expect(forcedMonday.status).toBe(409)
    const early = { date: TUESDAY, services: [item(`${TUESDAY}T08:30:00.000Z`)] } // 09:30 BST
    expect((await call('POST', '/appointments', { token, body: early })).status).toBe(409)
    expect((await call('POST', '/appointments?force=true', { token, body: early })).status).toBe(201)
    // A professional whose positions have no price for the service: APPOINTMENT_VALIDATION.
    const wrong = await call('POST', '/appointments', {
      token,
      body: { date: TUESDAY, services: [item(`${TUESDAY}T10:00:00.000Z`, EMPLOYEE_PRIYA)] },
    })
    expect(wrong.body).toMatchObject({
      status: 400,
      type: 'APPOINTMENT_VALIDATION',
      validations: [{ type: 'SERVICE_PROFESSIONAL_CANT_PROVIDE_SERVICE', professional: EMPLOYEE_PRIYA }],
    })
  })

  it("merges a client's second planned appointment of the day into the first", async () => {
    const client = await clientToken()
    const first = await call('POST', '/appointments', {
      token: client.access_token,
      body: { date: TUESDAY, services: [item(`${TUESDAY}T09:00:00.000Z`)], comments: 'Window seat' },
    })
    const second = await call('POST', '/appointments', {
      token: client.access_token,
      body: {
        date: TUESDAY,
        services: [item(`${TUESDAY}T11:00:00.000Z`, EMPLOYEE_PRIYA, SERVICE_GEL_MANICURE, 45)],
        clientsModule: true,
      },
    })
    expect(first.status).toBe(201)
    expect(second).toEqual({ status: 201, body: { id: first.body.id } })
    const list = await get(
      `/appointments?client=${client.client_id}&from=${TUESDAY}T00:00:00.000Z&fields=state,date,comments,services(start,professional,price)`,
      client.access_token,
    )
    expect(list.body).toEqual([
      {
        id: first.body.id,
        state: 'planned',
        date: `${TUESDAY}T00:00:00.000Z`,
        comments: 'Window seat',
        services: [
          { id: expect.any(String), start: `${TUESDAY}T09:00:00.000Z`, professional: EMPLOYEE_AMELIA, price: 85 },
          { id: expect.any(String), start: `${TUESDAY}T11:00:00.000Z`, professional: EMPLOYEE_PRIYA, price: 38 },
        ],
      },
    ])
  })

  it('books a reserve with PUT, edits items, and keeps clients to their own appointments', async () => {
    const emma = await clientToken()
    const reserve = await call('POST', '/appointments', {
      token: emma.access_token,
      body: { state: 'reserved', date: TUESDAY, services: [item(`${TUESDAY}T15:00:00.000Z`)] },
    })
    const id = reserve.body.id
    const booked = await call('PUT', `/appointments/${id}?fields=state,services(start)`, {
      token: emma.access_token,
      body: { state: 'planned' },
    })
    expect(booked.body).toMatchObject({ id, state: 'planned' })
    expect(
      (await call('PUT', `/appointments/${id}`, { token: emma.access_token, body: { state: 'reserved' } })).status,
    ).toBe(400)

    const added = await call('POST', '/appointments/services', {
      token: emma.access_token,
      body: { appointment: id, ...item(`${TUESDAY}T16:00:00.000Z`, EMPLOYEE_PRIYA, SERVICE_GEL_MANICURE, 45) },
    })
    expect(added.status).toBe(201)
    expect((await call('DELETE', `/appointments/services/${added.body.id}`, { token: emma.access_token })).status).toBe(
      204,
    )

    const james = await clientToken('447700900456')
    expect(james.client_id).toBe(CLIENT_JAMES)
    const foreign = await call('PUT', `/appointments/${id}`, {
      token: james.access_token,
      body: { state: 'cancelled' },
    })
    expect(foreign.status).toBe(403)
    expect((await get(`/appointments/${id}?fields=state`, james.access_token)).status).toBe(403)
    expect((await get(`/appointments?fields=state&client=${CLIENT_EMMA}`, james.access_token)).status).toBe(403)
    expect((await get('/appointments?fields=state', james.access_token)).status).toBe(403)
  })

  it('answers appointments only for the last two months', async () => {
    const client = await clientToken()
    const all = await get(`/appointments?client=${client.client_id}&fields=date`, client.access_token)
    expect(all.body).toHaveLength(1) // the fixture's visit ten days ago
    clock += 70 * 86_400_000
    const refreshedClient = await clientToken()
    const later = await get(`/appointments?client=${client.client_id}&fields=date`, refreshedClient.access_token)
    expect(later.body).toEqual([])
  })
})

describe('client sign-in by SMS (/auth/client)', () => {
  const sendCode = (phone: string) =>
    get(
      `/auth/client?application_id=${fake.credentials.applicationId}&database_code=${fake.credentials.databaseCode}&phone=${phone}`,
    )

  it('texts a 4-digit code, refuses a wrong one and signs a known client in', async () => {
    const sent = await sendCode(CLIENT_EMMA_PHONE)
    expect(Object.keys(sent.body)).toEqual(['auth_id'])
    expect(fake.sms).toHaveLength(1)
    expect(fake.sms[0]).toMatchObject({ phone: CLIENT_EMMA_PHONE, at: new Date(START) })
    expect(fake.sms[0]!.code).toMatch(/^\d{4}$/)

    const again = await sendCode(CLIENT_EMMA_PHONE)
    expect(again.body).toMatchObject({ status: 401, type: 'BLOCKED', unblockAfter: 60 })
    clock += 45_000
    expect((await sendCode(CLIENT_EMMA_PHONE)).body.unblockAfter).toBe(15)

    const code = fake.sms[0]!.code
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
    const code = fake.sms.at(-1)!.code
    const unknown = await get(`/auth/client?auth_id=${sent.body.auth_id}&code=${code}`)
    expect(unknown.body).toMatchObject({ status: 404, object: 'client', type: 'phone', value: phone })

    const partial = await get(`/auth/client?auth_id=${sent.body.auth_id}&code=${code}&firstname=Ada&lastname=Byron`)
    expect(partial.status).toBe(400)
    const query = `auth_id=${sent.body.auth_id}&code=${code}&firstname=Ada&lastname=Byron&sex=Female&email=&location=`
    expect((await get(`/auth/client?${query}`)).status).toBe(400) // no Content-Language header
    const registered = await call('GET', `/auth/client?${query}`, { headers: { 'content-language': 'en' } })
    expect(registered.status).toBe(200)
    const created = fake.state.clients.find((c) => c.id === registered.body.client_id)
    expect(created).toMatchObject({ firstname: 'Ada', lastname: 'Byron', gender: 'female', phone: ['+447700900999'] })
    expect(created!.email).toEqual([])
  })

  it('kills an auth_id after 20 wrong codes and after two hours', async () => {
    const sent = await sendCode(CLIENT_EMMA_PHONE)
    const code = fake.sms.at(-1)!.code
    const wrongCode = code === '0000' ? '1111' : '0000'
    for (let i = 0; i < 20; i++) {
      expect((await get(`/auth/client?auth_id=${sent.body.auth_id}&code=${wrongCode}`)).body.type).toBe('INVALID')
    }
    const blocked = await get(`/auth/client?auth_id=${sent.body.auth_id}&code=${code}`)
    expect(blocked.body).toMatchObject({ status: 401, type: 'BLOCKED' })
    expect(blocked.body).not.toHaveProperty('unblockAfter')

    clock += 61_000
    const fresh = await sendCode(CLIENT_EMMA_PHONE)
    clock += 2 * 3_600_000 + 1000
    const late = await get(`/auth/client?auth_id=${fresh.body.auth_id}&code=${fake.sms.at(-1)!.code}`)
    expect(late.body).toMatchObject({ status: 401, type: 'EXPIRED' })
  })
})

describe('test controls', () => {
  it('fails the next matching requests as told', async () => {
    const { access_token: token } = await databaseToken()
    fake.failNext({ method: 'GET', path: '/locations' }, { status: 503, body: { status: 503, message: 'Down' } }, 2)
    expect((await get('/locations?fields=name', token)).status).toBe(503)
    expect((await get('/locations?fields=name', token)).body).toEqual({ status: 503, message: 'Down' })
    expect((await get('/locations?fields=name', token)).status).toBe(200)

    fake.failNext({ path: /^\/employees/ }, 'reset')
    await expect(get('/employees?fields=name', token)).rejects.toThrow()
    fake.failNext({ path: '/v1/positions' }, 'timeout')
    await expect(call('GET', '/positions?fields=name', { token, signal: AbortSignal.timeout(300) })).rejects.toThrow()
    expect((await get('/positions?fields=name', token)).status).toBe(200)
    expect(fake.requests.filter((r) => r.path === '/locations')).toHaveLength(3)
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/positions',
      query: { fields: 'name' },
      authorization: `Bearer ${token}`,
    })
  })

  it('answers 429 past 100 requests a second from one IP', async () => {
    const answers = await Promise.all(Array.from({ length: 250 }, () => get('/locations?fields=name')))
    const limited = answers.filter((a) => a.status === 429)
    expect(limited.length).toBeGreaterThan(0)
    expect(limited[0]!.body.message).toBe('Up to 100 requests per second allowed from one IP (try again soon)')
  })
})
