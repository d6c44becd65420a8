/**
 * Unit test of the fake Beauty Pro API's prepayments: what a visit owes (`requiredPrepayment`) under
 * the salon's settings, the payment link only a `full` scope may ask for, its strict body, and a
 * paid link showing as the item's `prepaymentSum` and confirming the visit.
 */
import { describe, expect, it } from 'vitest'

import { TUESDAY, item, fakeForEachTest } from './fake-harness'
import { SERVICE_CUT_FINISH } from './fixture'

const h = fakeForEachTest()
const { call, get, databaseToken, clientToken } = h

const FIELDS = 'state,hasAnySales,requiredPrepayment,services(id,predictedSum,prepaymentSum)'

/** Prepayments on for the cut, of `type`; the application granted `full` when `full`. */
function configure(settings: Record<string, unknown>, full = true) {
  Object.assign(h.fake.state.settings.prepayments, { active: true, requiredActive: true, ...settings })
  h.fake.state.services.find((s) => s.id === SERVICE_CUT_FINISH)!.prepaymentRequired = true
  if (full) h.fake.state.application.scope.push('full')
}

async function bookedVisit() {
  const client = await clientToken()
  const booked = await call('POST', '/appointments', {
    token: client.access_token,
    body: { date: TUESDAY, services: [item(`${TUESDAY}T10:00:00.000Z`)] },
  })
  expect(booked.status).toBe(201)
  const read = () => get(`/appointments/${booked.body.id}?fields=${FIELDS}`, client.access_token)
  return { id: booked.body.id as string, read, clientToken: client.access_token }
}

describe('prepayments', () => {
  it('lists nothing owed while the salon has them off', async () => {
    const { read } = await bookedVisit()
    expect((await read()).body).toMatchObject({ requiredPrepayment: null, hasAnySales: false })
  })

  it('owes the share the settings ask, links to a page that takes it, and then owes nothing', async () => {
    configure({ requiredType: 'percent', requiredPercent: 50 })
    const { id, read } = await bookedVisit()
    const before = (await read()).body
    const price = before.services[0].predictedSum as number
    expect(before.requiredPrepayment).toEqual([{ id: before.services[0].id, amount: price / 2 }])

    const { access_token: token } = await databaseToken()
    const asked = await call('POST', `/appointments/${id}/prepaymentRequest?format=url`, {
      token,
      body: { type: 'required', language: 'en', appointmentServices: before.requiredPrepayment },
    })
    expect(asked.status).toBe(200)
    const url = asked.body.url as string
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\/[0-9a-f-]{36}$/)
    const page = await fetch(url)
    expect(await page.text()).toContain(`Pay ${(price / 2).toFixed(2)}`)
    const paid = await fetch(url, { method: 'POST' })
    expect(await paid.text()).toContain('Paid')

    const after = (await read()).body
    expect(after).toMatchObject({ state: 'confirmed', hasAnySales: true, requiredPrepayment: [] })
    expect(after.services[0].prepaymentSum).toBe(price / 2)

    const parameters = await call('POST', `/appointments/${id}/prepaymentRequest?format=parameters`, {
      token,
      body: { type: 'required', appointmentServices: [{ id: before.services[0].id, amount: 5 }] },
    })
    expect(parameters.body).toEqual({ merchantAccount: expect.any(String), amount: '5' })
  })

  it('refuses a token without the full scope, and a body the documentation does not describe', async () => {
    configure({ requiredType: 'full' }, false)
    const { id, read, clientToken: own } = await bookedVisit()
    const owed = (await read()).body.requiredPrepayment
    const { access_token: token } = await databaseToken()
    const ask = (body: unknown, query = '?format=url', as = token) =>
      call('POST', `/appointments/${id}/prepaymentRequest${query}`, { token: as, body })
    const valid = { type: 'required', appointmentServices: owed }
    expect((await ask(valid)).status).toBe(403)

    h.fake.state.application.scope.push('full')
    const { access_token: full } = await databaseToken()
    expect((await ask(valid, '', full)).body.message).toMatch(/format/)
    expect((await ask({ ...valid, amount: 1 }, '?format=url', full)).body.message).toMatch(/Unknown parameter 'amount'/)
    expect((await ask({ ...valid, type: 'now' }, '?format=url', full)).status).toBe(400)
    const tooMuch = [{ id: owed[0].id, amount: owed[0].amount + 1 }]
    expect((await ask({ ...valid, appointmentServices: tooMuch }, '?format=url', full)).status).toBe(400)
    expect((await ask(valid, '?format=url', full)).status).toBe(200)
    // A client's own token may not ask for a link either.
    expect((await ask(valid, '?format=url', own)).status).toBe(403)
  })
})
