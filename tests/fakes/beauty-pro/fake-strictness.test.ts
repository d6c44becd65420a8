/**
 * Unit test of the fake Beauty Pro API itself: as strict as its README says about parameters,
 * fields, bodies and tokens, and its test controls (scripted failures, the rate limit).
 */
import { describe, expect, it } from 'vitest'

import { START, TUESDAY, fakeForEachTest } from './fake-harness'
import {
  CLIENT_EMMA,
  EMPLOYEE_AMELIA,
  LOCATION_CHELSEA,
  LOCATION_CLOSED,
  POSITION_SENIOR_STYLIST,
  SERVICE_CUT_FINISH,
  SERVICE_KERATIN,
} from './fixture'

// h.fake is this test's fake; h.clock its time in ms.
const h = fakeForEachTest()
const { call, get, databaseToken, clientToken } = h

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
    const { applicationId, databaseCode } = h.fake.credentials
    const wrong = await get(
      `/auth/database?application_id=${applicationId}&application_secret=nope&database_code=${databaseCode}`,
    )
    expect(wrong.body).toMatchObject({ status: 401, type: 'UNKNOWN' })
    const before = await databaseToken()
    h.fake.setAccess('pending')
    expect((await get('/locations?fields=name', before.access_token)).status).toBe(401)
    const pending = await get(
      `/auth/database?application_id=${applicationId}&application_secret=${h.fake.credentials.applicationSecret}&database_code=${databaseCode}`,
    )
    expect(pending.body).toEqual({ status: 'pending' })
    h.fake.setAccess('granted')
    const granted = await databaseToken()
    expect(granted).toMatchObject({ server: 1, database: databaseCode, location: LOCATION_CHELSEA })
    expect(granted).toHaveProperty('scope', ['clients_module', 'client_login'])
    expect(Date.parse((granted as unknown as { expires_at: string }).expires_at)).toBe(START + 86_400_000)
  })

  it('expires tokens; refresh rotates the pair and kills the old one', async () => {
    const first = await databaseToken()
    h.fake.expireTokens()
    const expired = await get('/locations?fields=name', first.access_token)
    expect(expired.body).toMatchObject({ status: 401, type: 'EXPIRED' })

    const { applicationId } = h.fake.credentials
    const refreshed = await get(`/auth/refresh?application_id=${applicationId}&refresh_token=${first.refresh_token}`)
    expect(refreshed.status).toBe(200)
    expect(Object.keys(refreshed.body).sort()).toEqual(['access_token', 'expires_at', 'refresh_token'])
    expect((await get('/locations?fields=name', refreshed.body.access_token)).status).toBe(200)
    expect((await get('/locations?fields=name', first.access_token)).body.type).toBe('UNKNOWN')
    const again = await get(`/auth/refresh?application_id=${applicationId}&refresh_token=${first.refresh_token}`)
    expect(again.body).toMatchObject({ status: 401, type: 'UNKNOWN' })

    h.clock += 24 * 3_600_000
    expect((await get('/locations?fields=name', refreshed.body.access_token)).body.type).toBe('EXPIRED')
  })

  it('keeps one database token per application: a new one revokes the previous', async () => {
    const first = await databaseToken()
    const second = await databaseToken()
    expect((await get('/locations?fields=name', first.access_token)).body.type).toBe('UNKNOWN')
    expect((await get('/locations?fields=name', second.access_token)).status).toBe(200)
  })
})

describe('test controls', () => {
  it('fails the next matching requests as told', async () => {
    const { access_token: token } = await databaseToken()
    h.fake.failNext({ method: 'GET', path: '/locations' }, { status: 503, body: { status: 503, message: 'Down' } }, 2)
    expect((await get('/locations?fields=name', token)).status).toBe(503)
    expect((await get('/locations?fields=name', token)).body).toEqual({ status: 503, message: 'Down' })
    expect((await get('/locations?fields=name', token)).status).toBe(200)

    h.fake.failNext({ path: /^\/employees/ }, 'reset')
    await expect(get('/employees?fields=name', token)).rejects.toThrow()
    h.fake.failNext({ path: '/v1/positions' }, 'timeout')
    await expect(call('GET', '/positions?fields=name', { token, signal: AbortSignal.timeout(300) })).rejects.toThrow()
    expect((await get('/positions?fields=name', token)).status).toBe(200)
    expect(h.fake.requests.filter((r) => r.path === '/locations')).toHaveLength(3)
    expect(h.fake.requests.at(-1)).toMatchObject({
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
