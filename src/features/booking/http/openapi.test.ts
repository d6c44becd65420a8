import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { openApiDocument } from './openapi'

/** src/app/api: the booking routes, the sign-in and waitlist routes beside them (the site's own callback and search routes are not part of the booking API). */
const API_DIR = path.resolve(import.meta.dirname, '../../../app/api')
const BOOKING_API = ['booking', 'auth', 'waitlist']

/** Public paths of the route handler files under src/app/api (private `_` folders skipped). */
function routePaths(dir: string, prefix = '/api'): { path: string; methods: string[] }[] {
  const out: { path: string; methods: string[] }[] = []
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry)
    if (statSync(full).isDirectory()) {
      if (entry.startsWith('_')) continue
      // [id] → {id}; (group) folders add nothing to the address.
      const segment = entry.startsWith('(') ? '' : `/${entry.replace(/^\[(.+)\]$/, '{$1}')}`
      out.push(...routePaths(full, `${prefix}${segment}`))
    } else if (/^route\.(ts|tsx|js)$/.test(entry)) {
      const source = readFileSync(full, 'utf8')
      const methods = [...source.matchAll(/export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b/g)]
      out.push({ path: prefix, methods: methods.map((m) => m[1]!.toLowerCase()) })
    }
  }
  return out
}

describe('the booking OpenAPI document', () => {
  const doc = openApiDocument() as {
    openapi: string
    info: { title: string; version: string }
    paths: Record<string, Record<string, { responses?: Record<string, unknown>; parameters?: unknown[] }>>
    components: { schemas: Record<string, unknown> }
  }

  it('is OpenAPI 3.1 with a title, a version and responses for every operation', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/)
    expect(doc.info.title).toBeTruthy()
    expect(doc.info.version).toBeTruthy()
    const methods = ['get', 'post', 'put', 'patch', 'delete']
    for (const [p, item] of Object.entries(doc.paths)) {
      expect(p.startsWith('/')).toBe(true)
      const operations = Object.entries(item).filter(([m]) => methods.includes(m))
      expect(operations.length, p).toBeGreaterThan(0)
      for (const [m, op] of operations) expect(Object.keys(op.responses ?? {}).length, `${m} ${p}`).toBeGreaterThan(0)
    }
  })

  it('resolves every schema reference', () => {
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? []
    expect(refs.length).toBeGreaterThan(0)
    for (const ref of refs) {
      const name = ref.replace(/^"\$ref":"#\/components\/schemas\//, '').replace(/"$/, '')
      expect(doc.components.schemas, ref).toHaveProperty(name)
    }
  })

  it('describes every route handler under src/app/api (booking and sign-in)', () => {
    const routes = BOOKING_API.flatMap((dir) => routePaths(path.join(API_DIR, dir), `/api/${dir}`))
    expect(routes.map((r) => r.path)).toContain('/api/auth/code')
    expect(routes.map((r) => r.path)).toContain('/api/booking/free-time')
    for (const route of routes) {
      expect(Object.keys(doc.paths), route.path).toContain(route.path)
      expect(route.methods.length, route.path).toBeGreaterThan(0)
      for (const method of route.methods)
        expect(doc.paths[route.path], `${method} ${route.path}`).toHaveProperty(method)
    }
  })

  it('documents each query parameter with a schema and whether it is required', () => {
    const freeTime = doc.paths['/api/booking/free-time']!.get!.parameters as { name: string; required: boolean }[]
    expect(freeTime.map((p) => [p.name, p.required])).toEqual([
      ['location', true],
      ['services', true],
      ['from', true],
      ['to', true],
      ['employee', false],
      ['options', false],
    ])
  })

  it('describes the booking write bodies as the handlers validate them, and visits as the contract has them', () => {
    type Schema = { properties: Record<string, { enum?: string[] }>; required?: string[] }
    const bodyOf = (path: string) =>
      (doc.paths[path]!.post as unknown as { requestBody: { content: { 'application/json': { schema: Schema } } } })
        .requestBody.content['application/json'].schema
    const book = bodyOf('/api/booking/appointments')
    expect(book.required).toEqual(['location', 'start', 'items'])
    expect(Object.keys(book.properties)).toEqual([
      'location',
      'start',
      'items',
      'hold',
      'locale',
      'voucher',
      'useBalance',
    ])
    expect(bodyOf('/api/booking/appointments/{id}/voucher').required).toEqual(['voucher'])
    expect(book.properties.locale!.enum).toEqual(['en', 'uk'])
    expect(bodyOf('/api/booking/holds').required).toEqual(['location', 'start', 'items'])
    expect(bodyOf('/api/booking/appointments/{id}/reschedule').required).toEqual(['start'])
    expect(JSON.stringify(bodyOf('/api/booking/favourites').properties.id)).toContain('"const":""')
    const appointment = doc.components.schemas.Appointment as Schema
    expect(appointment.required).toEqual(expect.arrayContaining(['id', 'state', 'location', 'items', 'total']))
    expect(Object.keys((doc.components.schemas.AccountAppointment as Schema).properties)).toEqual(
      expect.arrayContaining(['canChange', 'canReview', 'review', 'vouchers', 'balancePaid']),
    )
  })

  it('describes the waitlist’s join body and its entry as the waitlist’s contract has them', () => {
    type Schema = { properties: Record<string, { enum?: string[] }>; required?: string[] }
    const join = (
      doc.paths['/api/waitlist']!.post as unknown as {
        requestBody: { content: { 'application/json': { schema: Schema } } }
      }
    ).requestBody.content['application/json'].schema
    expect(join.required).toEqual(['location', 'services', 'from', 'to'])
    const entry = doc.components.schemas.WaitlistEntry as Schema
    expect(entry.properties.state!.enum).toEqual(['waiting', 'offered', 'booked', 'left'])
    expect(entry.required).not.toContain('client')
  })

  it('describes the sign-in bodies as their handlers validate them, and the client as the contract has it', () => {
    type Schema = {
      properties: Record<string, { pattern?: string; enum?: string[] }>
      required?: string[]
      additionalProperties?: boolean
    }
    const bodyOf = (path: string, method = 'post') =>
      (doc.paths[path]![method] as unknown as { requestBody: { content: { 'application/json': { schema: Schema } } } })
        .requestBody.content['application/json'].schema
    expect(bodyOf('/api/auth/code').required).toEqual(['phone'])
    const verify = bodyOf('/api/auth/verify')
    expect(verify.required).toEqual(['authId', 'code'])
    expect(verify.properties.code!.pattern).toBe('^\\d{4}(\\d{2})?$')
    expect(verify.properties.sex!.enum).toEqual(expect.arrayContaining(['female', 'Male']))
    const profile = bodyOf('/api/auth/me', 'patch')
    expect(Object.keys(profile.properties)).toEqual(['firstName', 'lastName', 'email', 'marketing'])
    expect(profile.additionalProperties).toBe(false)
    const marketing = profile.properties.marketing as Schema
    expect(Object.keys(marketing.properties)).toEqual(['sms', 'email'])
    expect(marketing.additionalProperties).toBe(false)
    const client = doc.components.schemas.Client as Schema
    expect(client.required).toEqual(['id', 'phone', 'firstName', 'lastName', 'sex', 'email', 'marketing'])
  })
})
