/**
 * Unit test of the fake Beauty Pro API itself: free time from working hours and live appointments,
 * and booking as its README says (conflicts, working time, merging, reserves, the 2-month window).
 */
import { describe, expect, it } from 'vitest'

import { START, TUESDAY, WINTER_TUESDAY, item, fakeForEachTest } from './fake-harness'
import { CLIENT_EMMA, CLIENT_JAMES, EMPLOYEE_AMELIA, EMPLOYEE_PRIYA, SERVICE_GEL_MANICURE } from './fixture'

// h.fake is this test's fake; h.clock its time in ms.
const h = fakeForEachTest()
const { call, get, databaseToken, clientToken, freeTimes } = h

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
    h.clock += 16 * 60_000
    expect((await freeTimes(token, TUESDAY))[EMPLOYEE_AMELIA]![TUESDAY]).toContain('13:00')
  })

  it('offers nothing in the past or sooner than nearest_booking_minutes, and minds the h.clock change', async () => {
    h.clock = Date.parse(`${TUESDAY}T11:10:00.000Z`) // 12:10 BST; with 60 minutes' notice, 13:30 is the first time
    const { access_token: token } = await databaseToken()
    const today = (await freeTimes(token, TUESDAY))[EMPLOYEE_AMELIA]![TUESDAY]!
    expect(today[0]).toBe('13:30')

    h.clock = START
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
    h.clock += 70 * 86_400_000
    const refreshedClient = await clientToken()
    const later = await get(`/appointments?client=${client.client_id}&fields=date`, refreshedClient.access_token)
    expect(later.body).toEqual([])
  })
})
