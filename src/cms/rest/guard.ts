/**
 * Checks a request to Payload's REST API (/api/<collection>…, /api/globals/<global>…) before
 * Payload runs it, so that what cannot name a document or form a query is refused with a 4xx in
 * Payload's own error shape instead of reaching the database (where a NaN id or a word compared
 * with a date failed as a 500 that logged the query): an id that cannot exist is a 404, a `where`
 * whose operator or value does not fit the field is a 400. Routes Payload answers although this
 * site has no use for them (email verification, the migrations table) are a 404 like any unknown
 * route. What passes here is Payload's to answer; database errors of the same kind that slip
 * through are mapped to a 400 by `badInputAfterError` (src/platform/db/errors.ts).
 */
import {
  getPayload,
  type FlattenedField,
  type SanitizedCollectionConfig,
  type SanitizedConfig,
  type TypedUser,
} from 'payload'
import { validOperatorSet } from 'payload/shared'

import { resolveStaffSession, withResolvedStaffSession } from '@/platform/staff/staff-session'
import { anyCause } from '@/platform/errors/any-cause'
import { isDatabaseBusy } from '@/platform/http/admission'
import { BUSY_MESSAGE, busyResponse, reportBusy } from '@/platform/http/api'

/** Ids of the default (serial) kind: whole numbers within PostgreSQL's `integer`. */
const ID = /^[1-9][0-9]{0,9}$/
const MAX_ID = 2_147_483_647
/** Numbers as a query may write them. */
const NUMBER = /^-?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)(?:e[+-]?[0-9]{1,3})?$/i
/** Collections Payload keeps for itself that no request reads (Payload answered them with 501). */
const INTERNAL = new Set(['payload-migrations'])
const GEO = new Set(['near', 'within', 'intersects'])
const LISTS = new Set(['in', 'not_in', 'all'])

export type Refusal = { status: 400 | 404; message: string }

export const isValidId = (value: string): boolean => ID.test(value) && Number(value) <= MAX_ID

/** The Response Payload would give for the same refusal (`{ errors: [{ message }] }`). */
export function refusalResponse(refusal: Refusal): Response {
  return Response.json(
    { errors: [{ message: refusal.message }] },
    { status: refusal.status, headers: { 'cache-control': 'no-store' } },
  )
}

const notFound: Refusal = { status: 404, message: 'Not Found' }

/** Whether the collection's documents have the default numeric ids (no custom `id` field). */
const numericIds = (collection: SanitizedCollectionConfig): boolean => {
  const id = collection.flattenedFields.find((f) => f.name === 'id')
  return !id || id.type === 'number'
}

/** The refusal for a request to Payload's REST API, or null when Payload should answer it. */
export function refuseRestRequest(config: SanitizedConfig, method: string, slug: string[], url: URL): Refusal | null {
  const [first, second] = slug
  if (!first) return null
  if (first === 'globals') {
    const global = config.globals.find((g) => g.slug === second)
    // A global without versions has none to read (Payload failed with a 500).
    if (global && slug[2] === 'versions' && !global.versions) return notFound
    const id = global ? endpointId(global, method, slug.slice(2)) : undefined
    if (id !== undefined && !isValidId(id)) return notFound
    return checkWhere(config, global ? { flattenedFields: global.flattenedFields, numericIds: true } : null, url)
  }
  if (INTERNAL.has(first)) return notFound
  const collection = config.collections.find((c) => c.slug === first)
  if (!collection) return null
  if (second === 'verify' && !(collection.auth && collection.auth.verify)) return notFound
  // A collection without versions has none to read (Payload failed with a 500).
  if (second === 'versions' && !collection.versions) return notFound
  const id = endpointId(collection, method, slug.slice(1))
  if (id !== undefined && numericIds(collection) && !isValidId(id)) return notFound
  return checkWhere(config, { flattenedFields: collection.flattenedFields, numericIds: numericIds(collection) }, url)
}

/**
 * The id a request names, found as Payload finds its endpoint: the first of the collection's
 * endpoints (its own and Payload's: `/:id`, `/versions/:id`, `/access/:id?`…) whose method and path
 * match, and that endpoint's `:id`.
 */
function endpointId(
  owner: { endpoints: SanitizedCollectionConfig['endpoints'] },
  method: string,
  rest: string[],
): string | undefined {
  if (!owner.endpoints) return undefined
  const segments = rest.length ? rest : ['']
  for (const endpoint of owner.endpoints) {
    if (endpoint.method !== method.toLowerCase()) continue
    const pattern = endpoint.path.split('/').slice(1)
    const optional = pattern.at(-1)?.endsWith('?') && segments.length === pattern.length - 1
    if (segments.length !== pattern.length && !optional) continue
    let id: string | undefined
    const fits = pattern.every((p, i) => {
      if (p.startsWith(':')) {
        if (p.replace(/\?$/, '') === ':id') id = segments[i]
        return segments[i] !== undefined || p.endsWith('?')
      }
      return p === (segments[i] ?? '')
    })
    if (fits) return id
  }
  return undefined
}

type Kind = 'id' | 'number' | 'date' | 'point' | 'other'

/** Whether the field a `where` path ends on holds many values (what `all` compares with). */
function isPolymorphic(subject: Subject, path: string): boolean {
  const field = subject.flattenedFields.find((f) => f.name === path)
  return Boolean(field && (field.type === 'relationship' || field.type === 'upload') && Array.isArray(field.relationTo))
}

function holdsMany(subject: Subject, path: string): boolean {
  const field = subject.flattenedFields.find((f) => f.name === path)
  return Boolean(field && 'hasMany' in field && field.hasMany)
}

/** The fields a `where` is about: a collection's or a global's. */
type Subject = { flattenedFields: FlattenedField[]; numericIds: boolean }

/** What kind of value a field path of a `where` takes; null when the path is not followed here. */
function kindOf(config: SanitizedConfig, subject: Subject, path: string): Kind | null {
  const locales = config.localization ? config.localization.localeCodes : []
  let fields: FlattenedField[] = subject.flattenedFields
  let owner: Subject | null = subject
  // Versions (`/versions?where[version.title]…`) keep the document's fields under `version`.
  const parts = path.replace(/^version\./, '').split('.')
  if (path === 'parent') return subject.numericIds ? 'id' : null
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!
    const last = i === parts.length - 1
    if (part === 'id' && owner) return last && owner.numericIds ? 'id' : null
    const field = fields.find((f) => f.name === part)
    if (!field) return null
    owner = null
    // `title.en`: a localised field's value in one language.
    if (!last && 'localized' in field && field.localized && locales.includes(parts[i + 1]!)) i++
    if (i === parts.length - 1) {
      switch (field.type) {
        case 'number':
          return 'number'
        case 'date':
          return 'date'
        case 'point':
          return 'point'
        case 'relationship':
        case 'upload': {
          if (typeof field.relationTo !== 'string') return null
          const target = config.collections.find((c) => c.slug === field.relationTo)
          return target && numericIds(target) ? 'id' : null
        }
        default:
          return 'other'
      }
    }
    if ((field.type === 'group' || field.type === 'array') && 'flattenedFields' in field) {
      fields = field.flattenedFields
    } else if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
      const target = config.collections.find((c) => c.slug === field.relationTo)
      if (!target) return null
      owner = { flattenedFields: target.flattenedFields, numericIds: numericIds(target) }
      fields = target.flattenedFields
    } else return null
  }
  return null
}

/** The `where[…]` entries of a query string, each as its bracketed parts and value. */
function whereEntries(url: URL): { parts: string[]; value: string }[] {
  const entries: { parts: string[]; value: string }[] = []
  for (const [key, value] of url.searchParams) {
    if (!key.startsWith('where[')) continue
    const parts = [...key.slice('where'.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!)
    entries.push({ parts, value })
  }
  return entries
}

function badValue(kind: Kind, value: string): string | null {
  if (value === 'null' || value === '') return null
  if (kind === 'id' && !isValidId(value.trim()) && !(value.trim() === '0'))
    return 'an id is a whole number from 1 to 2147483647'
  if (kind === 'number' && (!NUMBER.test(value.trim()) || !Number.isFinite(Number(value))))
    return 'this field takes a number'
  if (kind === 'date') {
    const time = new Date(value).getTime()
    if (Number.isNaN(time) || Math.abs(time) > 253_402_300_799_999) return 'this field takes a date (2030-01-31)'
  }
  return null
}

/** Refuses a `where` whose operators do not exist or whose values cannot be of the field's type. */
function checkWhere(config: SanitizedConfig, subject: Subject | null, url: URL): Refusal | null {
  if (url.searchParams.has('where'))
    return { status: 400, message: 'The query\'s "where" takes conditions: where[field][operator]=value.' }
  for (const { parts, value } of whereEntries(url)) {
    let at = 0
    while ((parts[at] === 'and' || parts[at] === 'or') && /^\d+$/.test(parts[at + 1] ?? '')) at += 2
    const path = parts[at]
    const operator = parts[at + 1]
    if (path === undefined || (operator === undefined && path === '')) continue
    const query = (reason: string): Refusal => ({ status: 400, message: `The query on "${path}" ${reason}.` })
    if (operator === undefined) return query('names no operator: where[field][equals]=value')
    if (!validOperatorSet.has(operator as never)) return query(`uses an unknown operator "${operator}"`)
    const rest = parts.slice(at + 2)
    if (rest.length > 1 || (rest.length === 1 && !(LISTS.has(operator) && /^\d*$/.test(rest[0]!))))
      return query(`takes one value with "${operator}"`)
    if (!subject) continue
    const kind = kindOf(config, subject, path)
    if (GEO.has(operator) && kind !== 'point') return query(`cannot use "${operator}": it is not a place`)
    if (operator === 'all' && !holdsMany(subject, path)) return query('cannot use "all": it holds one value')
    // A link to documents of several collections is compared whole: equal, in a list, or there.
    if (isPolymorphic(subject, path) && !/^(equals|not_equals|in|not_in|exists)$/.test(operator))
      return query(`cannot use "${operator}" on a link to several collections`)
    if (kind === null) continue
    if (GEO.has(operator) !== (kind === 'point'))
      return query(kind === 'point' ? `cannot use "${operator}"` : `cannot use "${operator}": it is not a place`)
    if (operator === 'exists') {
      if (!/^(true|false)$/i.test(value)) return query('takes true or false with "exists"')
      continue
    }
    if (kind === 'point' || kind === 'other') continue
    const list = LISTS.has(operator)
    const values = list && parts[at + 2] === undefined ? value.split(',') : [value]
    for (const one of values) {
      if (list && (one === 'null' || one === '')) return query(`lists no value with "${operator}"`)
      const reason = badValue(kind, one)
      if (reason) return query(`has a value that cannot be right: ${reason}`)
    }
  }
  return null
}

type RestHandler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/**
 * The address whose query Payload will read: a POST with `X-HTTP-Method-Override: GET` and a form
 * body is a read with the query in the body (Payload's admin sends long queries this way).
 */
async function queryAddress(request: Request): Promise<URL> {
  const url = new URL(request.url)
  const override =
    request.headers.get('x-payload-http-method-override') ?? request.headers.get('x-http-method-override')
  if (request.method !== 'POST' || override !== 'GET') return url
  if (request.headers.get('content-type') !== 'application/x-www-form-urlencoded') return url
  url.search = await request.clone().text()
  return url
}

/**
 * A REST handler of `@payloadcms/next/routes` that first refuses what `refuseRestRequest` refuses,
 * then resolves the staff session the request carries (src/platform/staff/staff-session.ts): when the
 * database fails during that look-up the answer is 503 with Retry-After — a signed-in staff member
 * is not answered as a stranger — and Payload never runs; otherwise Payload runs with that user.
 */
export function guardRest(config: Promise<SanitizedConfig>, handler: RestHandler): RestHandler {
  return async (request, args) => {
    const { slug } = await args.params
    const refusal = refuseRestRequest(await config, request.method, slug ?? [], await queryAddress(request))
    if (refusal) return refusalResponse(refusal)
    let user: TypedUser | null
    try {
      user = await resolveStaffSession(await getPayload({ config }), request.headers)
    } catch (error) {
      if (!isDatabaseBusy(error)) throw error
      reportBusy(error)
      // The project's overload shape, with Payload's `errors` for the admin, which shows their message.
      return busyResponse(undefined, { errors: [{ message: BUSY_MESSAGE }] })
    }
    return withResolvedStaffSession(request.headers, user, () => handler(request, args))
  }
}

/**
 * Payload's `afterError` hook for one of its own faults: deleting a preference that does not exist
 * (DELETE /api/payload-preferences/<key> by a signed-in user) fails inside the database adapter
 * with a TypeError (it reads the id of the row it did not find). That is a 404.
 */
export function missingPreferenceAfterError({
  error,
  req,
}: {
  error: unknown
  req: { method?: string | null; url?: string }
}) {
  const deleting = req.method === 'DELETE' && /\/api\/payload-preferences\//.test(req.url ?? '')
  // A missing preference failed as a TypeError; on SQLite Payload's own query for the signed-in
  // user's preference fails too ("no such column …users_id"): neither is the caller's 500.
  const broken =
    error instanceof TypeError ||
    anyCause(error, (e) => typeof e.message === 'string' && /(no such column: |column ).*users_id/.test(e.message))
  if (!deleting || !broken) return undefined
  return { status: 404, response: { errors: [{ message: 'Not Found' }] } }
}
