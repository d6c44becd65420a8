/**
 * Aggr-old "Client login": the SMS sign-in `/auth/client` (send a code, check it, register).
 */
import { randomInt, randomUUID } from 'node:crypto'

import { type FakeClient, client as makeClient } from '../fixture'

import { MINUTE, iso } from '../core/data-types'
import { ApiError, bad, forbidden, notFound } from '../core/errors'
import { digits, findLocation } from '../core/lookups'
import type { Query } from '../core/query'
import { type Ctx, type Reply, type Route, route } from '../core/route'
import type { Core } from '../core/state'
import { checkApplication, checkDatabase, issue } from '../core/tokens'

const SMS_INTERVAL_MS = MINUTE // Aggr-old "Client login" / API.md "401 Unathorized - BLOCKED".
const AUTH_ID_MS = 2 * 60 * MINUTE
const AUTH_ID_WRONG_CODES = 20

export const clientLoginRoutes: Route[] = [
  // Aggr-old "Client login"
  route(
    'GET',
    '/auth/client',
    null,
    {
      application_id: { kind: 'text' },
      database_code: { kind: 'text' },
      phone: { kind: 'digits' },
      auth_id: { kind: 'text' },
      code: { kind: 'text' },
      location: { kind: 'guid' },
      firstname: { kind: 'text' },
      lastname: { kind: 'text' },
      sex: { kind: 'text' },
      email: { kind: 'text' },
    },
    authClient,
  ),
]

/**
 * Aggr-old "Client login": `?application_id&database_code&phone` texts a 4-digit code and answers
 * `{auth_id}`; `?auth_id&code[&location]` answers a client token, 401 for a wrong code, 404 for an
 * unknown phone; adding `firstname, lastname, sex, email, location` (all present, may be empty,
 * with a Content-Language header) registers the client. BLOCKED texts: API.md "401 … BLOCKED".
 */
function authClient(core: Core, c: Ctx): Reply {
  const q = c.query
  const now = core.now()
  const registration = ['firstname', 'lastname', 'sex', 'email'] as const
  if (!q.has('auth_id')) {
    for (const name of ['auth_id', 'code', 'location', ...registration]) {
      if (q.has(name)) throw bad(`Parameter '${name}' belongs to the second step (with auth_id)`)
    }
    for (const name of ['application_id', 'database_code', 'phone']) {
      if (!q.has(name)) throw bad(`Parameter '${name}' is required`)
    }
    checkApplication(core, q.str('application_id'))
    if (!core.state.application.scope.includes('client_login')) {
      throw forbidden("Your application's scope does not include client_login")
    }
    checkDatabase(core, q.str('database_code'))
    const phone = q.str('phone')!
    const last = core.lastSms.get(phone)
    if (last !== undefined && now - last < SMS_INTERVAL_MS) {
      const left = Math.ceil((SMS_INTERVAL_MS - (now - last)) / 1000)
      throw new ApiError(
        401,
        `Sms verification code was sent recently, minimum interval is one minute between sending smses, ${left} seconds left.`,
        { type: 'BLOCKED', unblockAfter: left },
      )
    }
    const code = String(randomInt(0, 10_000)).padStart(4, '0')
    const authId = randomUUID()
    core.authSessions.set(authId, { phone, code, createdAt: now, wrong: 0 })
    core.lastSms.set(phone, now)
    core.sms.push({ phone, code, at: new Date(now) })
    return { status: 200, body: { auth_id: authId } }
  }

  for (const name of ['application_id', 'database_code', 'phone']) {
    if (q.has(name)) throw bad(`Parameter '${name}' belongs to the first step (without auth_id)`)
  }
  if (!q.has('code')) throw bad("Parameter 'code' is required")
  const registering = registration.some((name) => q.has(name))
  if (registering && ![...registration, 'location'].every((name) => q.has(name))) {
    throw bad('Registration needs all of firstname, lastname, sex, email and location (they may be empty)')
  }
  const sex = q.str('sex') ?? ''
  if (registering && !['', 'Male', 'Female'].includes(sex)) {
    throw bad(`Parameter 'sex' should be Male or Female, got '${sex}'`)
  }
  const authId = q.str('auth_id')!
  const session = core.authSessions.get(authId)
  if (!session) throw new ApiError(401, `Unknown auth_id: ${authId}`, { type: 'UNKNOWN' })
  if (session.wrong >= AUTH_ID_WRONG_CODES) {
    throw new ApiError(401, 'auth_id becomes invalid after sending 20 wrong codes', { type: 'BLOCKED' })
  }
  if (now - session.createdAt > AUTH_ID_MS) throw new ApiError(401, 'auth_id expired', { type: 'EXPIRED' })
  if (q.str('code') !== session.code) {
    session.wrong++
    throw new ApiError(401, 'Wrong provided sms code', { type: 'INVALID' })
  }
  const location = q.guid('location') ?? null
  if (location) findLocation(core, location)
  let client = core.state.clients.find((cl) => cl.phone.some((p) => digits(p) === session.phone))
  if (!client) {
    if (!registering) throw notFound('client', 'phone', session.phone)
    if (!c.headers['content-language']) throw bad('Header Content-Language is required to register a client')
    client = registerClient(core, session.phone, q, location, sex)
  }
  core.authSessions.delete(authId)
  const t = issue(core, 'client', location ?? client.location ?? core.state.defaultLocation, client.id)
  return {
    status: 200,
    body: {
      server: core.state.server,
      access_token: t.access,
      expires_at: iso(t.expiresAt),
      refresh_token: t.refresh,
      client_id: client.id,
    },
  }
}

function registerClient(core: Core, phone: string, q: Query, location: string | null, sex: string): FakeClient {
  const email = q.str('email') ?? ''
  // A new client: the fixture's defaults, with what the registration gave.
  const client = makeClient(randomUUID(), q.str('firstname') ?? '', q.str('lastname') ?? '', {
    gender: sex === 'Female' ? 'female' : 'male', // API.md Client `gender` default: male
    location: location ?? core.state.defaultLocation,
    phone: [`+${phone}`],
    email: email ? [email] : [],
    city: null,
    createDate: iso(core.now()),
    status: null,
  })
  core.state.clients.push(client)
  return client
}
