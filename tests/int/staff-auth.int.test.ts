/**
 * Staff sign-in and password reset through Payload's own REST handlers, behind the throttle of
 * src/platform/staff/auth-limits.ts, on the test database (SQLite, and PostgreSQL in the pg stage).
 */
import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import { REST_POST } from '@payloadcms/next/routes'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Clock } from '@/platform/clock'
import { STAFF_LOGIN_LIMITS, throttledStaffAuth } from '@/platform/staff/auth-limits'
import { getEnv } from '@/platform/env'

import { emailsTo, latestResetToken } from '../helpers/email-outbox'
import { testPayload } from '../helpers/payload'

const rest = REST_POST(config)

/** A clock the test moves by hand. */
class PinnedClock implements Clock {
  constructor(private at: Date) {}
  now = () => this.at
  advance(seconds: number) {
    this.at = new Date(this.at.getTime() + seconds * 1000)
  }
}

let nextIp = 0
/** A fresh client address for each try that must not share a count with another. */
const address = () => {
  const n = nextIp++
  return `10.32.${Math.floor(n / 250)}.${(n % 250) + 1}`
}

async function newStaff(password = 'first-password-1') {
  const payload = await testPayload()
  const email = `staff-${randomUUID()}@parlour.example`
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Test Stylist', roles: ['editor'] },
    overrideAccess: true,
  })
  return { email, password }
}

function post(pathname: string, body: unknown, ip: string, headers: Record<string, string> = {}) {
  return new Request(`${getEnv().siteUrl}/api/users/${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
    body: JSON.stringify(body),
  })
}

async function answer(response: Response) {
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() }
}

beforeAll(async () => {
  await testPayload()
})

describe('forgot password', () => {
  const forgot = throttledStaffAuth('forgot-password', rest)

  it('answers alike for a known and an unknown email, and emails a reset link to the known one only', async () => {
    const staff = await newStaff()
    const stranger = `nobody-${randomUUID()}@parlour.example`
    const ip = address()
    const known = await answer(await forgot(post('forgot-password', { email: staff.email }, ip)))
    const unknown = await answer(await forgot(post('forgot-password', { email: stranger }, ip)))
    expect(known.status).toBe(200)
    expect(unknown).toEqual(known)

    expect(emailsTo(stranger)).toEqual([])
    const [mail] = emailsTo(staff.email)
    expect(mail).toMatchObject({ from: '"Parlour" <no-reply@parlour.example>' })
    expect(mail!.html).toContain(`href="${getEnv().siteUrl}/admin/reset/`)
  })

  it("following the link's token sets a new password, which then signs in (and the old one no longer does)", async () => {
    const staff = await newStaff()
    const login = throttledStaffAuth('login', rest)
    expect((await forgot(post('forgot-password', { email: staff.email }, address()))).status).toBe(200)
    const token = latestResetToken(staff.email)

    const reset = await rest(post('reset-password', { token, password: 'second-password-2' }, address()), {
      params: Promise.resolve({ slug: ['users', 'reset-password'] }),
    })
    expect(reset.status).toBe(200)
    const again = await rest(post('reset-password', { token, password: 'third-password-3' }, address()), {
      params: Promise.resolve({ slug: ['users', 'reset-password'] }),
    })
    expect(again.status).toBeGreaterThanOrEqual(400)
    expect(again.status).toBeLessThan(500)

    const ip = address()
    const signedIn = await login(post('login', { email: staff.email, password: 'second-password-2' }, ip))
    expect(signedIn.status).toBe(200)
    expect(((await signedIn.json()) as { user: { email: string } }).user.email).toBe(staff.email)
    expect((await login(post('login', { email: staff.email, password: staff.password }, ip))).status).toBe(401)
  })

  it('limits reset emails per mailbox with a 429 and Retry-After, the same for an unknown mailbox', async () => {
    const staff = await newStaff()
    const stranger = `nobody-${randomUUID()}@parlour.example`
    const clock = new PinnedClock(new Date('2030-03-04T09:00:00.000Z'))
    const pinned = throttledStaffAuth('forgot-password', rest, clock)
    const refusals = []
    for (const email of [staff.email, stranger]) {
      for (let i = 0; i < 3; i++) expect((await pinned(post('forgot-password', { email }, address()))).status).toBe(200)
      refusals.push(await answer(await pinned(post('forgot-password', { email }, address()))))
    }
    expect(refusals[0]).toMatchObject({ status: 429, retryAfter: '900', body: { reason: 'rate_limited' } })
    expect(refusals[1]).toEqual(refusals[0])
    expect(emailsTo(staff.email)).toHaveLength(3)
  })

  it('refuses a body that is not JSON or names no email with a 4xx in the one error shape', async () => {
    const ip = address()
    const form = new Request(`${getEnv().siteUrl}/api/users/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': ip },
      body: 'email=x@y.z',
    })
    expect(await answer(await forgot(form))).toMatchObject({ status: 415, body: { reason: 'unsupported_media_type' } })
    const notJson = new FormData()
    notJson.append('_payload', '{email')
    const broken = new Request(`${getEnv().siteUrl}/api/users/forgot-password`, {
      method: 'POST',
      headers: { 'x-forwarded-for': ip },
      body: notJson,
    })
    expect(await answer(await forgot(broken))).toMatchObject({ status: 400, body: { reason: 'invalid_request' } })
    expect(await answer(await forgot(post('forgot-password', { email: 7 }, ip)))).toMatchObject({
      status: 400,
      body: { fields: { email: 'Enter your email address.' } },
    })
  })
})

describe('staff sign-in throttle', () => {
  const wrong = (email: string) => ({ email, password: 'not-the-password' })

  it("keeps no lock-out state on the account: Payload's lock and reset-interval columns are gone", async () => {
    const payload = await testPayload()
    const db = payload.db as unknown as {
      client?: { execute(sql: string): Promise<{ rows: { name: string }[] }> }
      pool?: { query(sql: string): Promise<{ rows: { name: string }[] }> }
    }
    const columns = (
      getEnv().databaseKind === 'postgres'
        ? await db.pool!.query(
            "select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = 'users'",
          )
        : await db.client!.execute("select name from pragma_table_info('users')")
    ).rows.map((r) => r.name)
    expect(columns).toEqual(expect.arrayContaining(['email', 'hash', 'salt', 'reset_password_token']))
    for (const gone of ['login_attempts', 'lock_until', 'reset_password_requested_at'])
      expect(columns).not.toContain(gone)
  })

  it('after 5 wrong passwords an account waits a minute, a known and an unknown account alike; then it signs in', async () => {
    const staff = await newStaff()
    const stranger = `nobody-${randomUUID()}@parlour.example`
    const clock = new PinnedClock(new Date('2030-03-04T10:00:00.000Z'))
    const login = throttledStaffAuth('login', rest, clock)
    const answers: Record<string, Awaited<ReturnType<typeof answer>>[]> = {}
    for (const email of [staff.email, stranger]) {
      answers[email] = []
      // Each try from a new address: the account's own count is what refuses.
      for (let i = 0; i < 6; i++) answers[email].push(await answer(await login(post('login', wrong(email), address()))))
    }
    for (const email of [staff.email, stranger]) {
      expect(answers[email]!.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429])
      expect(answers[email]![5]).toMatchObject({ retryAfter: '60', body: { reason: 'rate_limited' } })
    }
    // Same status, headers and body: nothing tells a throttled staff account from no account.
    expect(answers[stranger]).toEqual(answers[staff.email])
    expect(answers[staff.email]![5]!.body.message).toMatch(/^Too many sign-in attempts/)

    // The right password is refused too while throttled…
    expect((await login(post('login', staff, address()))).status).toBe(429)
    // …and signs in once the minute is over; success forgets the count.
    clock.advance(60)
    expect((await login(post('login', staff, address()))).status).toBe(200)
    for (let i = 0; i < 5; i++) expect((await login(post('login', wrong(staff.email), address()))).status).toBe(401)
  })

  it('waits grow: past 50 tries in an hour the account waits until the hour ends', async () => {
    const stranger = `nobody-${randomUUID()}@parlour.example`
    const clock = new PinnedClock(new Date('2030-03-04T11:00:00.000Z'))
    const login = throttledStaffAuth('login', rest, clock)
    const [minute, hour] = STAFF_LOGIN_LIMITS.perAccount
    expect([minute!.limit, hour!.limit]).toEqual([5, 50])
    for (let round = 0; round < 10; round++) {
      for (let i = 0; i < 5; i++) expect((await login(post('login', wrong(stranger), address()))).status).toBe(401)
      clock.advance(60)
    }
    const refused = await login(post('login', wrong(stranger), address()))
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe(String(60 * 60 - 10 * 60))
  })

  it('one address is refused after 10 wrong passwords, and the real owner still signs in from another address', async () => {
    const staff = await newStaff()
    const others = Array.from({ length: 9 }, () => `nobody-${randomUUID()}@parlour.example`)
    const clock = new PinnedClock(new Date('2030-03-04T12:00:00.000Z'))
    const login = throttledStaffAuth('login', rest, clock)
    const attacker = address()
    // Ten tries from one address, spread over the owner's and other accounts.
    const statuses = []
    for (const email of [staff.email, ...others])
      statuses.push((await login(post('login', wrong(email), attacker))).status)
    expect(statuses).toEqual(Array(10).fill(401))
    const refused = await answer(await login(post('login', wrong(`x-${randomUUID()}@parlour.example`), attacker)))
    expect(refused).toMatchObject({ status: 429, retryAfter: '900', body: { reason: 'rate_limited' } })
    // Even the right password from that address waits…
    expect((await login(post('login', staff, attacker))).status).toBe(429)
    // …but the owner, elsewhere, is not kept out.
    expect((await login(post('login', staff, address()))).status).toBe(200)
  })

  it('a successful sign-in gives its try back to the address: staff behind one network are not refused', async () => {
    const clock = new PinnedClock(new Date('2030-03-04T13:00:00.000Z'))
    const login = throttledStaffAuth('login', rest, clock)
    const office = address()
    const team = await Promise.all(Array.from({ length: 4 }, () => newStaff()))
    for (let round = 0; round < 3; round++)
      for (const staff of team) expect((await login(post('login', staff, office))).status).toBe(200)
  })

  it("counts the admin's own form (multipart with the fields in _payload) like JSON", async () => {
    const staff = await newStaff()
    const clock = new PinnedClock(new Date('2030-03-04T15:00:00.000Z'))
    const login = throttledStaffAuth('login', rest, clock)
    const asTheAdmin = (password: string) => {
      const form = new FormData()
      form.append('_payload', JSON.stringify({ email: staff.email, password }))
      return new Request(`${getEnv().siteUrl}/api/users/login`, {
        method: 'POST',
        headers: { 'x-forwarded-for': address() },
        body: form,
      })
    }
    for (let i = 0; i < 5; i++) expect((await login(asTheAdmin('not-the-password'))).status).toBe(401)
    expect((await login(asTheAdmin(staff.password))).status).toBe(429)
    clock.advance(60)
    expect((await login(asTheAdmin(staff.password))).status).toBe(200)
  })

  it("refuses sign-in and reset requests that reach Payload's REST route without the throttle (e.g. an encoded path)", async () => {
    const staff = await newStaff()
    for (const operation of ['login', 'forgot-password']) {
      const direct = await rest(post(operation, staff, address()), {
        params: Promise.resolve({ slug: ['users', operation] }),
      })
      expect(direct.status, operation).toBe(404)
    }
    // A header a client makes up does not open the gate either.
    const forged = await rest(post('login', staff, address(), { 'x-parlour-throttled': 'let-me-in' }), {
      params: Promise.resolve({ slug: ['users', 'login'] }),
    })
    expect(forged.status).toBe(404)
    const throttled = throttledStaffAuth('login', rest)
    expect((await throttled(post('login', staff, address(), { 'x-parlour-throttled': 'let-me-in' }))).status).toBe(200)
  })

  it('speaks the admin language: Ukrainian with payload-lng=uk', async () => {
    const clock = new PinnedClock(new Date('2030-03-04T14:00:00.000Z'))
    const login = throttledStaffAuth('login', rest, clock)
    const stranger = `nobody-${randomUUID()}@parlour.example`
    for (let i = 0; i < 5; i++) await login(post('login', wrong(stranger), address()))
    const uk = await answer(await login(post('login', wrong(stranger), address(), { cookie: 'payload-lng=uk' })))
    expect(uk).toMatchObject({ status: 429, body: { message: expect.stringMatching(/^Забагато спроб входу/) } })
  })
})
