/**
 * Payload's own REST API (/api/<collection>, /api/globals/<global>) refuses malformed ids and
 * queries with a 4xx in Payload's error shape, for every collection and global of the config,
 * anonymously and signed in as staff; a missing media file is a 404; the routes this site does
 * not use (email verification, the migrations table) are a 404; a database too busy to answer is a
 * 503 with Retry-After, also while a staff session is looked up. Requests go through the app's
 * route handlers (src/app/(payload)/api/[...slug]/route.ts) as Next would hand them over.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import * as rest from '../../src/app/(payload)/api/[...slug]/route'
import * as staffLogin from '../../src/app/(payload)/api/users/login/route'
import { whileReadsFail } from '../helpers/db-faults'
import { testPayload } from '../helpers/payload'

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
const ORIGIN = 'http://localhost:3000'

async function call(method: Method, target: string, token?: string, body?: unknown) {
  const url = new URL(target, ORIGIN)
  const slug = url.pathname
    .replace(/^\/api\//, '')
    .split('/')
    .map(decodeURIComponent)
  const headers: Record<string, string> = token ? { authorization: `JWT ${token}` } : {}
  if (body !== undefined) headers['content-type'] = 'application/json'
  const response = await rest[method](
    new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
    { params: Promise.resolve({ slug }) },
  )
  const text = await response.text()
  const isJson = response.headers.get('content-type')?.includes('json')
  type Body = { errors?: { message: string }[]; message?: string; reason?: string; user?: { email?: string } | null }
  return { status: response.status, headers: response.headers, text, json: (isJson ? JSON.parse(text) : {}) as Body }
}

let staffToken = ''
let collections: string[] = []
/** Each collection's top-level field names. */
const fieldsOf = new Map<string, Set<string>>()
let globals: string[] = []

beforeAll(async () => {
  const payload = await testPayload()
  collections = payload.config.collections.map((c) => c.slug)
  for (const c of payload.config.collections) fieldsOf.set(c.slug, new Set(c.flattenedFields.map((f) => f.name)))
  globals = payload.config.globals.map((g) => g.slug)
  // Staff sign in through the throttled route of their own (src/app/(payload)/api/users/login).
  const login = await staffLogin.POST(
    new Request(new URL('/api/users/login', ORIGIN), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@parlour.example', password: 'parlour-demo' }),
    }),
  )
  expect(login.status).toBe(200)
  staffToken = ((await login.json()) as { token?: string }).token ?? ''
  expect(staffToken).not.toBe('')
})

/** Payload's error shape with a message, and nothing of the query or a stack. */
function expectRefusal(answer: { status: number; text: string; json: { errors?: { message: string }[] } }) {
  expect(answer.json.errors?.[0]?.message).toEqual(expect.any(String))
  expect(answer.text).not.toMatch(/select |params:|\n\s+at |Something went wrong/i)
}

describe('ids that cannot exist', () => {
  it('are a 404 on every collection, for anyone, with GET, PATCH and DELETE', async () => {
    expect(collections.length).toBeGreaterThan(25)
    // Preferences are addressed by their key (/api/payload-preferences/<key>), not by an id.
    for (const slug of collections.filter((s) => s !== 'payload-preferences'))
      for (const id of ['abc', '1e309', '1.5', '-1', '0', '99999999999', 'NaN', 'Infinity'])
        for (const [method, token] of [
          ['GET', undefined],
          ['GET', staffToken],
          ['PATCH', staffToken],
          ['DELETE', staffToken],
        ] as const) {
          const answer = await call(method, `/api/${slug}/${id}`, token, method === 'PATCH' ? {} : undefined)
          expect(answer.status, `${method} /api/${slug}/${id}${token ? ' (staff)' : ''}`).toBe(404)
          expectRefusal(answer)
        }
  })

  it('are a 404 among versions too, and a well-formed unknown id is a plain 404', async () => {
    expect((await call('GET', '/api/services/versions/abc', staffToken)).status).toBe(404)
    const unknown = await call('GET', '/api/services/2147483647', staffToken)
    expect(unknown.status).toBe(404)
    expectRefusal(unknown)
  })
})

describe('where clauses that cannot fit their field', () => {
  const BAD = [
    'where[id][in]=1,2,x',
    'where[id][equals]=1e309',
    'where[id][near]=1,2',
    'where[createdAt][greater_than]=notadate',
    'where[createdAt][in]=2030-01-01,never',
    'where[updatedAt][less_than]=99999-01-01',
    'where[id][bogus]=1',
    'where[or][0][id][equals]=abc',
    'where=abc',
  ]

  it('are a 400 on every collection, anonymous and staff', async () => {
    for (const slug of collections.filter((s) => s !== 'payload-migrations'))
      for (const query of BAD.filter((q) => !/At\]/.test(q) || fieldsOf.get(slug)!.has(/\[(\w+At)\]/.exec(q)![1]!)))
        for (const token of [undefined, staffToken]) {
          const answer = await call('GET', `/api/${slug}?${query}`, token)
          expect(answer.status, `/api/${slug}?${query}${token ? ' (staff)' : ''}`).toBe(400)
          expectRefusal(answer)
        }
  })

  it('are a 400 by field type: numbers, dates, relationships, places, and in bulk writes', async () => {
    for (const query of [
      'where[title][near]=1,2',
      'where[duration][equals]=abc',
      'where[duration][greater_than]=Infinity',
      'where[category][in]=abc',
      'where[salons][equals]=1;drop',
      'where[createdAt][equals]=notadate',
      'where[_status][exists]=maybe',
    ]) {
      const answer = await call('GET', `/api/services?${query}`, staffToken)
      expect(answer.status, query).toBe(400)
      expectRefusal(answer)
    }
    for (const method of ['PATCH', 'DELETE'] as const) {
      const answer = await call(
        method,
        '/api/services?where[id][in]=x',
        staffToken,
        method === 'PATCH' ? {} : undefined,
      )
      expect(answer.status, method).toBe(400)
    }
    // Nothing was changed or removed by the refused bulk writes.
    const payload = await testPayload()
    expect((await payload.count({ collection: 'services' })).totalDocs).toBeGreaterThan(0)
  })

  it('on global versions too, and a NUL in a text value is a 400 on PostgreSQL and no match on SQLite', async () => {
    for (const slug of globals) {
      const answer = await call('GET', `/api/globals/${slug}/versions?where[id][equals]=abc`, staffToken)
      expect([400, 404], slug).toContain(answer.status)
    }
    const nul = await call('GET', '/api/services?where[title][equals]=%00', staffToken)
    expect([200, 400]).toContain(nul.status)
    if (nul.status === 200) expect((nul.json as { totalDocs?: number }).totalDocs).toBe(0)
    else expectRefusal(nul)
  })

  it('leaves sound queries alone', async () => {
    const answer = await call('GET', '/api/services?where[id][in]=1,2&where[createdAt][less_than]=2100-01-01&limit=2')
    expect(answer.status).toBe(200)
    expect((answer.json as { docs?: unknown[] }).docs?.length).toBeGreaterThan(0)
    const global = await call('GET', '/api/globals/contacts')
    expect(global.status).toBe(200)
  })
})

describe('routes this site does not use', () => {
  it('answer 404: email verification and the migrations table', async () => {
    for (const target of ['/api/users/verify/abc', '/api/users/verify/x'.padEnd(200, 'x')]) {
      const answer = await call('POST', target, undefined, {})
      expect(answer.status, target).toBe(404)
      expectRefusal(answer)
    }
    for (const token of [undefined, staffToken]) {
      expect((await call('GET', '/api/payload-migrations', token)).status).toBe(404)
      expect((await call('GET', '/api/payload-migrations/1', token)).status).toBe(404)
    }
  })
})

describe('media files', () => {
  it('a missing file is a 404 and a name with a NUL a 400, without a path in the answer', async () => {
    for (const [name, status] of [
      ['missing.png', 404],
      ['missing-640x480.webp', 404],
      ['x%00.png', 400],
      ['x%0A.png', 400],
    ] as const) {
      const answer = await call('GET', `/api/media/file/${name}`)
      expect(answer.status, name).toBe(status)
      expectRefusal(answer)
      expect(answer.text).not.toContain('/tmp/')
    }
  })

  it('an existing file is still served', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'media', limit: 1 })
    const filename = docs[0]?.filename
    expect(filename).toBeTruthy()
    const answer = await call('GET', `/api/media/file/${encodeURIComponent(filename!)}`)
    expect(answer.status).toBe(200)
  })
})

describe('a database that cannot answer', () => {
  const BUSY = 'We are very busy just now. Please try again in a few seconds.'
  const expectBusy = (answer: Awaited<ReturnType<typeof call>>, what: string) => {
    expect(answer.status, what).toBe(503)
    expect(answer.headers.get('retry-after'), what).toBe('2')
    // The site's overload shape, and Payload's `errors`, whose message the admin shows.
    expect(answer.json, what).toMatchObject({ message: BUSY, reason: 'busy', errors: [{ message: BUSY }] })
  }

  it('while the staff session is looked up is a 503 with Retry-After, not an answer for a stranger', async () => {
    await whileReadsFail('users', async () => {
      expectBusy(await call('GET', '/api/appointments?limit=1', staffToken), 'a staff-only read')
      expectBusy(await call('GET', '/api/services?limit=1&draft=true', staffToken), 'a read of drafts')
      expectBusy(await call('GET', '/api/users/me', staffToken), 'who am I')
      expectBusy(await call('PATCH', '/api/services?where[id][equals]=2147483647', staffToken, {}), 'a write')
      // Without a session nothing is looked up: a visitor's read is answered as ever, and a forged
      // token is no session.
      expect((await call('GET', '/api/services?limit=1')).status).toBe(200)
      const forged = `${staffToken.slice(0, -6)}${staffToken.slice(-6) === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA'}`
      const stranger = await call('GET', '/api/appointments?limit=1', forged)
      expect(stranger.status).toBe(403)
      expect((await call('GET', '/api/users/me', forged)).json.user).toBeNull()
    })
    const me = await call('GET', '/api/users/me', staffToken)
    expect(me.status).toBe(200)
    expect(me.json.user?.email).toBe('demo@parlour.example')
  })

  it('later in a request is a 503 with Retry-After too, not a 500', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'services', limit: 1, depth: 0 })
    const id = docs[0]!.id
    expect((await call('GET', `/api/services/${id}`, staffToken)).status).toBe(200)
    await whileReadsFail('services', async () => {
      expectBusy(await call('GET', `/api/services/${id}`, staffToken), 'a staff read')
      expectBusy(await call('GET', `/api/services/${id}`), "a visitor's read")
    })
  })
})
