/**
 * Sign-in through Beauty Pro's client SMS flow (BOOKING_PROVIDER=beautypro) against the strict fake
 * (tests/fakes/beauty-pro, a test double, never the service): Beauty Pro texts a 4-digit code,
 * Parlour's limits still apply, the client's Beauty Pro tokens are kept sealed on the server for
 * Parlour's client, registration goes to Beauty Pro with the spec's fields, a `401 BLOCKED` is our
 * 429 with a wait, and an unreachable Beauty Pro is a 503 with a message.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { beautyProSignIn } from '@/features/beauty-pro/sign-in'
import { authDepsFor } from '@/features/sign-in/adapters/services'
import { signOut } from '@/features/sign-in/sessions'
import { requestCode, verifyCode, type AuthDeps } from '@/features/sign-in/sign-in'
import type { ClientGrant } from '@/features/beauty-pro/api/api'
import { payloadGrantStore } from '@/features/beauty-pro/grants'

import { startFakeBeautyPro, type FakeBeautyPro } from '../fakes/beauty-pro/fake'
import { client as fakeClient } from '../fakes/beauty-pro/fixture'
import { fakeConnection } from '../helpers/beauty-pro'
import { testPayload } from '../helpers/payload'

const SECRET = process.env.PAYLOAD_SECRET!
let fake: FakeBeautyPro
let payload: Payload
let deps: AuthDeps
let ipCounter = 0
const ip = () => `100.64.87.${++ipCounter}`

let phoneCounter = 0
/** A number of Ofcom's drama range no other suite uses (07700 900820–839): E.164 and Beauty Pro's digits. */
function newPhone() {
  const digits = `447700900${820 + phoneCounter++}`
  return { e164: `+${digits}`, digits }
}

const lastCode = (digits: string) => fake.sms.findLast((s) => s.phone === digits)!.code
const parlourTexts = async (to: string) =>
  (await payload.find({ collection: 'sms-messages', where: { to: { equals: to } }, overrideAccess: true })).totalDocs

beforeAll(async () => {
  fake = await startFakeBeautyPro()
  payload = await testPayload()
  const api = fakeConnection(fake, 1_500)
  deps = { ...authDepsFor(payload), outside: beautyProSignIn(payload, api, SECRET) }
})

afterAll(async () => {
  await fake?.close()
})

describe('sign-in through Beauty Pro', () => {
  it('a Beauty Pro client new to Parlour signs in with the 4-digit code Beauty Pro texted', async () => {
    const phone = newPhone()
    const bpId = randomUUID()
    fake.state.clients.push(
      fakeClient(bpId, 'Imogen', 'Hart', { phone: [phone.e164], email: ['imogen@example.com'], gender: 'female' }),
    )
    const sent = await requestCode(deps, { phone: phone.e164, ip: ip() })
    expect(sent).toMatchObject({ ok: true, codeLength: 4 })
    if (!sent.ok) return
    expect(lastCode(phone.digits)).toMatch(/^\d{4}$/)
    expect(await parlourTexts(phone.e164)).toBe(0) // Beauty Pro texted it, not Parlour

    const code = lastCode(phone.digits)
    const wrongCode = code === '0000' ? '1111' : '0000'
    const wrong = await verifyCode(deps, { authId: sent.authId, code: wrongCode, ip: ip() })
    expect(wrong).toMatchObject({ ok: false, status: 400, message: 'That code is not right. 4 tries left.' })

    const right = await verifyCode(deps, { authId: sent.authId, code, ip: ip() })
    expect(right).toMatchObject({ ok: true, registrationRequired: false })
    if (!right.ok || right.registrationRequired) return
    expect(right.session.client).toMatchObject({
      phone: phone.e164,
      firstName: 'Imogen',
      lastName: 'Hart',
      email: 'imogen@example.com',
    })
    const local = await payload.findByID({ collection: 'clients', id: right.session.client.id, overrideAccess: true })
    expect(local.crmId).toBe(bpId)
    const grant = await payloadGrantStore<ClientGrant>(payload, 'beautypro', SECRET).get(String(local.id))
    expect(grant?.clientId).toBe(bpId)
    // Sealed at rest: the stored row does not contain the token.
    const row = (
      await payload.db.find({ collection: 'provider-grants', where: { client: { equals: local.id } }, limit: 1 })
    ).docs[0] as unknown as { sealed: string }
    expect(row.sealed).not.toContain(grant!.access)

    // The same code does not sign anybody in twice.
    const again = await verifyCode(deps, { authId: sent.authId, code, ip: ip() })
    expect(again).toMatchObject({ ok: false, status: 400 })

    await signOut(deps, right.session.token)
    expect(await payloadGrantStore<ClientGrant>(payload, 'beautypro', SECRET).get(String(local.id))).toBeNull()
  })

  it('a phone neither knows registers in Beauty Pro with the spec’s fields (sex in any letter case)', async () => {
    const phone = newPhone()
    const sent = await requestCode(deps, { phone: phone.e164, ip: ip() })
    if (!sent.ok) throw new Error(sent.message)
    const code = lastCode(phone.digits)
    const first = await verifyCode(deps, { authId: sent.authId, code, ip: ip() })
    expect(first).toEqual({ ok: true, registrationRequired: true })
    const registered = await verifyCode(deps, {
      authId: sent.authId,
      code,
      ip: ip(),
      registration: { firstname: 'Nadia', lastname: 'Kovalenko', sex: 'male', email: '' },
    })
    expect(registered).toMatchObject({ ok: true, registrationRequired: false })
    const inBeautyPro = fake.state.clients.find((c) => c.phone.includes(phone.e164))
    expect(inBeautyPro).toMatchObject({ firstname: 'Nadia', lastname: 'Kovalenko', gender: 'male' })
    const register = fake.requests.findLast((r) => r.path.endsWith('/auth/client') && r.query.firstname)
    expect(register?.query).toMatchObject({ firstname: 'Nadia', sex: 'Male', email: '' })
  })

  it('a Parlour client unknown to Beauty Pro is registered there with Parlour’s details', async () => {
    const phone = newPhone()
    await payload.create({
      collection: 'clients',
      data: { phone: phone.e164, firstName: 'Olga', lastName: 'Marsh', sex: 'female' },
      overrideAccess: true,
    })
    const sent = await requestCode(deps, { phone: phone.e164, ip: ip() })
    if (!sent.ok) throw new Error(sent.message)
    const r = await verifyCode(deps, { authId: sent.authId, code: lastCode(phone.digits), ip: ip() })
    expect(r).toMatchObject({ ok: true, registrationRequired: false, session: { client: { firstName: 'Olga' } } })
    expect(fake.state.clients.find((c) => c.phone.includes(phone.e164))).toMatchObject({
      firstname: 'Olga',
      gender: 'female',
    })
  })

  it('a second text within Beauty Pro’s minute is our 429 with its wait', async () => {
    const phone = newPhone()
    expect((await requestCode(deps, { phone: phone.e164, ip: ip() })).ok).toBe(true)
    const second = await requestCode(deps, { phone: phone.e164, ip: ip() })
    expect(second).toMatchObject({ ok: false, status: 429 })
    if (second.ok || second.status !== 429) return
    expect(second.retryAfterSeconds).toBeGreaterThan(0)
    expect(second.retryAfterSeconds).toBeLessThanOrEqual(60)
  })

  it('Beauty Pro unreachable: a 503 with a message when sending and when checking', async () => {
    const phone = newPhone()
    fake.failNext({ method: 'GET', path: '/auth/client' }, { status: 502 })
    expect(await requestCode(deps, { phone: phone.e164, ip: ip() })).toMatchObject({
      ok: false,
      status: 503,
      message: 'We could not send the text just now. Please try again in a minute.',
    })
    const sent = await requestCode(deps, { phone: phone.e164, ip: ip() })
    if (!sent.ok) throw new Error(sent.message)
    fake.failNext({ method: 'GET', path: '/auth/client' }, 'timeout')
    expect(await verifyCode(deps, { authId: sent.authId, code: lastCode(phone.digits), ip: ip() })).toMatchObject({
      ok: false,
      status: 503,
    })
  })
})
