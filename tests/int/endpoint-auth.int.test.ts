/**
 * Who may call each endpoint, for every route the app serves: the list is read from the route
 * files under src/app/api when the test runs, so a new route (or a new method of one) fails here
 * until it is given a kind below. Each call crosses a real socket to the real handler and database
 * (runs on SQLite and on PostgreSQL).
 *
 * - staff (everything under /api/staff/, and the others named in STAFF): 401 without a session,
 *   (those in ADMINS_ONLY also 403 to staff who are not admins)
 *   with a client's session, and with the staff cookie sent from another site (Payload accepts the
 *   cookie only from its CSRF origins); with the staff member's token, or their cookie from the
 *   site itself, the same call gets past the check (whatever else it then says of the bare request);
 *   when the database fails while the session is looked up, 503 with Retry-After, never 401;
 * - client (CLIENT): 401 without a session and with staff credentials alone; past the check with a
 *   client's session;
 * - client or staff (CLIENT_OR_STAFF): a client's own record that staff may read too — 401 without a
 *   session and with the staff cookie from another site; past the check with a client's session and
 *   with the staff member's token;
 * - token (TOKEN): 401 without the token, whoever is signed in;
 * - public (PUBLIC): answers anyone, each with the reason why.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getEnv } from '@/platform/env'

import { DEMO_ADMIN } from '../helpers/admin'
import { freshIp, freshPhone, signedInVisitor } from '../helpers/booking'
import { whileReadsFail } from '../helpers/db-faults'
import { testPayload } from '../helpers/payload'
import { loadRoutes, startRouteServer, Visitor, type Route, type RouteServer } from '../helpers/route-server'

type Kind = 'staff' | 'client' | 'client-or-staff' | 'token' | 'public'

/** Staff endpoints outside /api/staff/. */
const STAFF = ['POST /api/booking-system/link']

/** Staff endpoints for the salon's admins only: 403 to other staff. */
const ADMINS_ONLY = [
  'POST /api/staff/import',
  'POST /api/staff/import/preview',
  'GET /api/staff/export',
  'GET /api/staff/clients/[id]/data',
  'POST /api/staff/clients/[id]/erase',
]

/**
 * Staff endpoints a stylist's own account may use too, on its own work only (decision 0047); every
 * other staff endpoint answers it 403.
 */
const STYLIST_TOO = ['GET /api/staff/my-day', 'POST /api/staff/time-blocks', 'DELETE /api/staff/time-blocks/[id]']

/** A signed-in client's own endpoints (the `parlour_session` cookie). */
const CLIENT = [
  'GET /api/auth/me',
  'PATCH /api/auth/me',
  'POST /api/auth/refresh',
  'GET /api/booking/appointments',
  'POST /api/booking/appointments',
  'POST /api/booking/appointments/[id]/cancel',
  'POST /api/booking/appointments/[id]/reschedule',
  'POST /api/booking/appointments/[id]/review',
  'POST /api/booking/appointments/[id]/services',
  'POST /api/booking/appointments/[id]/voucher',
  'POST /api/booking/appointments/[id]/balance',
  'DELETE /api/booking/appointments/[id]/services/[item]',
  'GET /api/booking/favourites',
  'POST /api/booking/favourites',
  'POST /api/vouchers',
  'GET /api/my-vouchers',
  'GET /api/my-balance',
  'GET /api/my-data',
  'POST /api/my-data/erase-code',
  'POST /api/my-data/erase',
  'GET /api/waitlist',
  'POST /api/waitlist',
  'DELETE /api/waitlist/[id]',
]

/** A client's own record that staff may read as well: the printable gift voucher. */
const CLIENT_OR_STAFF = ['GET /api/my-vouchers/[id]']

/** Endpoints that answer only with a secret of their own. */
const TOKEN = ['POST /api/revalidate']

/** Endpoints that answer anyone, and why. */
const PUBLIC: Record<string, string> = {
  'POST /api/auth/code': 'signing in starts here (limited per phone and per address)',
  'POST /api/auth/verify': 'signing in ends here (the code is the credential)',
  'POST /api/auth/sign-out': 'ends whatever session the caller has, or none',
  'GET /api/booking/employees': 'the public catalogue',
  'GET /api/booking/feedbacks': 'the public catalogue',
  'GET /api/booking/locations': 'the public catalogue',
  'GET /api/booking/positions': 'the public catalogue',
  'GET /api/booking/services': 'the public catalogue',
  'GET /api/booking/settings': 'the public catalogue',
  'GET /api/booking/free-time': 'free times are shown before signing in',
  'GET /api/booking/openapi.json': 'the API document',
  'POST /api/booking/holds': 'a time is held before signing in (limited per address)',
  'DELETE /api/booking/holds/[id]': 'released with the hold’s own token (or by its signed-in client)',
  'GET /api/waitlist/offer': 'the time a waitlist offer’s text holds, named by the hold’s own token (404 without it)',
  'POST /api/callback': 'the call-back form of the public site (limited per address)',
  'GET /api/search-index': 'the public site’s search',
  'GET /api/vouchers/[code]':
    'a voucher’s holder checks what is left (limited per address and per client; tests/int/vouchers.int.test.ts)',
  'POST /api/payments/stripe/webhook':
    'Stripe’s events, checked by their signature: 400 without a valid one (tests/int/payments.int.test.ts)',
}

const kindOf = (key: string, path: string): Kind | undefined =>
  path.startsWith('/api/staff/') || STAFF.includes(key)
    ? 'staff'
    : CLIENT.includes(key)
      ? 'client'
      : CLIENT_OR_STAFF.includes(key)
        ? 'client-or-staff'
        : TOKEN.includes(key)
          ? 'token'
          : key in PUBLIC
            ? 'public'
            : undefined

/** An address for the route: every `[param]` an id that names nothing. */
const addressOf = (path: string) => path.replace(/\[\w+\]/g, '987654321')
const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE'

const FOREIGN = 'https://elsewhere.example'

let routes: (Route & { key: string })[]
let server: RouteServer
let payload: Payload
let staffToken: string
let client: Visitor

beforeAll(async () => {
  routes = (await loadRoutes(['api'])).map((r) => ({ ...r, key: `${r.method} ${r.path}` }))
  server = await startRouteServer(['api'])
  payload = await testPayload()
  staffToken = (await payload.login({ collection: 'users', data: DEMO_ADMIN })).token!
  client = await signedInVisitor(server.url, freshPhone(780), freshIp('198.51.100'))
})
afterAll(() => server?.close())

/** One call of a route as `who` makes it: the status and the message. */
async function call(route: Route, who: Visitor, headers: Record<string, string> = {}) {
  const r = await who.call(route.method, addressOf(route.path), hasBody(route.method) ? {} : undefined, headers)
  return { status: r.status, message: String(r.json.message ?? '') }
}

describe('the route list', () => {
  it('finds the app’s routes, and every one has a kind', () => {
    // The enumeration itself works: the front desk and the booking API are in it.
    expect(routes.filter((r) => r.path.startsWith('/api/staff/')).length).toBeGreaterThanOrEqual(14)
    expect(routes.map((r) => r.key)).toContain('POST /api/booking/appointments')
    const unclassified = routes.filter((r) => !kindOf(r.key, r.path)).map((r) => r.key)
    expect(unclassified, 'new routes: list each as staff, client, token or public in this file').toEqual([])
  })

  it('names no route that no longer exists', () => {
    const keys = new Set(routes.map((r) => r.key))
    const stale = [
      ...STAFF,
      ...ADMINS_ONLY,
      ...STYLIST_TOO,
      ...CLIENT,
      ...CLIENT_OR_STAFF,
      ...TOKEN,
      ...Object.keys(PUBLIC),
    ].filter((k) => !keys.has(k))
    expect(stale).toEqual([])
  })
})

describe('staff endpoints', () => {
  it('answer 401 without a session, with a client’s session and with the staff cookie from another site', async () => {
    const staff = routes.filter((r) => kindOf(r.key, r.path) === 'staff')
    const anonymous = new Visitor(server.url)
    const cookie = `payload-token=${staffToken}`
    for (const route of staff) {
      expect(await call(route, anonymous), `${route.key} without a session`).toMatchObject({ status: 401 })
      expect(await call(route, client), `${route.key} as a client`).toMatchObject({ status: 401 })
      const foreign = await call(route, anonymous, { cookie, origin: FOREIGN })
      expect(foreign, `${route.key} with the staff cookie from ${FOREIGN}`).toMatchObject({ status: 401 })
      // Signed out as far as this origin goes, and told why (issue 30): where the admin does work.
      expect(foreign.message, route.key).toMatch(/^This page was opened at .+: open the admin at /)
    }
  })

  it('let the staff member’s token, and their cookie from the site itself, past the check', async () => {
    const staff = routes.filter((r) => kindOf(r.key, r.path) === 'staff')
    const anonymous = new Visitor(server.url)
    for (const route of staff) {
      const byToken = await call(route, anonymous, { authorization: `JWT ${staffToken}` })
      expect([401, 403], `${route.key} with the staff token: ${byToken.message}`).not.toContain(byToken.status)
      expect(byToken.status, route.key).toBeLessThan(500)
      const byCookie = await call(route, anonymous, {
        cookie: `payload-token=${staffToken}`,
        origin: getEnv().siteUrl,
      })
      expect([401, 403], `${route.key} with the staff cookie: ${byCookie.message}`).not.toContain(byCookie.status)
    }
  })
})

describe('admins’ endpoints', () => {
  it('answer 403 to staff who are not admins', async () => {
    const editor = { email: 'endpoint-auth-editor@parlour.example', password: 'endpoint-auth-editor-1' }
    await payload.create({
      collection: 'users',
      data: { ...editor, name: 'Editor', roles: ['editor'] },
      overrideAccess: true,
    })
    const token = (await payload.login({ collection: 'users', data: editor })).token!
    const anonymous = new Visitor(server.url)
    for (const route of routes.filter((r) => ADMINS_ONLY.includes(r.key))) {
      const answer = await call(route, anonymous, { authorization: `JWT ${token}` })
      expect(answer.status, route.key).toBe(403)
    }
    expect(routes.filter((r) => ADMINS_ONLY.includes(r.key))).toHaveLength(ADMINS_ONLY.length)
  })
})

describe('a stylist’s own account', () => {
  it('is answered 403 by every staff endpoint but its own day and blocked time', async () => {
    const [stylist] = (await payload.find({ collection: 'employees', limit: 1, depth: 0, overrideAccess: true })).docs
    const account = { email: 'endpoint-auth-stylist@parlour.example', password: 'endpoint-auth-stylist-1' }
    await payload.create({
      collection: 'users',
      data: { ...account, name: 'Stylist', roles: ['stylist'], stylist: stylist!.id },
      overrideAccess: true,
    })
    const token = (await payload.login({ collection: 'users', data: account })).token!
    const anonymous = new Visitor(server.url)
    for (const route of routes.filter((r) => kindOf(r.key, r.path) === 'staff')) {
      const answer = await call(route, anonymous, { authorization: `JWT ${token}` })
      if (STYLIST_TOO.includes(route.key))
        expect([401, 403], `${route.key} as a stylist: ${answer.message}`).not.toContain(answer.status)
      else expect(answer.status, `${route.key} as a stylist`).toBe(403)
    }
  })
})

describe('staff endpoints while the database fails during the session look-up', () => {
  /** The staff token with its signature changed: forged. */
  const forged = () => `${staffToken.slice(0, -6)}${staffToken.slice(-6) === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA'}`

  it('answer 503 with Retry-After to a valid session, never 401; a forged token is still a 401', async () => {
    const staff = routes.filter((r) => kindOf(r.key, r.path) === 'staff')
    const anonymous = new Visitor(server.url)
    await whileReadsFail('users', async () => {
      for (const route of staff) {
        for (const headers of [
          { authorization: `JWT ${staffToken}` } as Record<string, string>,
          { cookie: `payload-token=${staffToken}`, origin: getEnv().siteUrl },
        ]) {
          const r = await anonymous.call(
            route.method,
            addressOf(route.path),
            hasBody(route.method) ? {} : undefined,
            headers,
          )
          expect(r.status, `${route.key} with ${Object.keys(headers).join(' and ')}`).toBe(503)
          expect(r.headers.get('retry-after'), route.key).toBe('2')
          expect(r.json, route.key).toEqual({
            message: 'We are very busy just now. Please try again in a few seconds.',
            reason: 'busy',
          })
        }
        // No look-up is needed to refuse these: they are refused as before.
        const bad = await call(route, anonymous, { authorization: `JWT ${forged()}` })
        expect(bad, `${route.key} with a forged token`).toMatchObject({ status: 401 })
        expect(bad.message, route.key).toMatch(/^Sign in to the admin/)
        expect(await call(route, anonymous), `${route.key} without a session`).toMatchObject({ status: 401 })
      }
    })
    // The database answers again: the same session is let in.
    const calendar = staff.find((r) => r.key === 'GET /api/staff/calendar')!
    expect((await call(calendar, anonymous, { authorization: `JWT ${staffToken}` })).status).toBe(200)
  })

  it('answer 503 for any database failure there, not only a full pool', async () => {
    const calendar = routes.find((r) => r.key === 'GET /api/staff/calendar')!
    const anonymous = new Visitor(server.url)
    const answer = await whileReadsFail(
      'users',
      () => anonymous.call('GET', addressOf(calendar.path), undefined, { authorization: `JWT ${staffToken}` }),
      () => new Error('Connection terminated unexpectedly'),
    )
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('2')
    expect(answer.json.reason).toBe('busy')
  })
})

describe('client endpoints', () => {
  it('answer 401 without a session, and to staff credentials alone', async () => {
    const anonymous = new Visitor(server.url)
    for (const route of routes.filter((r) => kindOf(r.key, r.path) === 'client')) {
      expect(await call(route, anonymous), `${route.key} without a session`).toMatchObject({ status: 401 })
      const asStaff = await call(route, anonymous, {
        authorization: `JWT ${staffToken}`,
        cookie: `payload-token=${staffToken}`,
        origin: getEnv().siteUrl,
      })
      expect(asStaff, `${route.key} with staff credentials`).toMatchObject({ status: 401 })
    }
  })

  it('let a signed-in client past the check', async () => {
    for (const route of routes.filter((r) => kindOf(r.key, r.path) === 'client')) {
      const r = await call(route, client)
      expect([401, 403], `${route.key} as a client: ${r.message}`).not.toContain(r.status)
      expect(r.status, route.key).toBeLessThan(500)
    }
  })
})

describe('endpoints for a client or staff', () => {
  it('answer 401 without a session and to the staff cookie from another site; let a client and staff past', async () => {
    const anonymous = new Visitor(server.url)
    for (const route of routes.filter((r) => kindOf(r.key, r.path) === 'client-or-staff')) {
      expect(await call(route, anonymous), `${route.key} without a session`).toMatchObject({ status: 401 })
      const foreign = await call(route, anonymous, { cookie: `payload-token=${staffToken}`, origin: FOREIGN })
      expect(foreign, `${route.key} with the staff cookie from ${FOREIGN}`).toMatchObject({ status: 401 })
      for (const [who, r] of [
        ['a client', await call(route, client)],
        ['staff', await call(route, anonymous, { authorization: `JWT ${staffToken}` })],
      ] as const) {
        expect([401, 403], `${route.key} as ${who}: ${r.message}`).not.toContain(r.status)
        expect(r.status, route.key).toBeLessThan(500)
      }
    }
  })
})

describe('token endpoints', () => {
  it('answer 401 without their token, whoever is signed in', async () => {
    const anonymous = new Visitor(server.url)
    for (const route of routes.filter((r) => kindOf(r.key, r.path) === 'token')) {
      expect(await call(route, anonymous), route.key).toMatchObject({ status: 401 })
      expect(await call(route, client), `${route.key} as a client`).toMatchObject({ status: 401 })
      expect(
        await call(route, anonymous, { authorization: `JWT ${staffToken}` }),
        `${route.key} as staff`,
      ).toMatchObject({ status: 401 })
    }
  })
})
