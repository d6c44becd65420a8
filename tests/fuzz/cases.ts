/**
 * The fuzz suite's requests: malformed on purpose, drawn from a seeded generator so a failure can
 * be sent again (FUZZ_SEED). Every route family is covered: the site's pages in both languages,
 * the booking API (reads and writes), the auth API and the callback endpoint here; Payload's REST
 * and auth routes, media, the staff API, control characters, client-address headers and oversized
 * bodies in ./rest-cases.ts.
 */
import type { RawRequest } from './raw-http'
import { bigBody, restCase, type RestFamily, type Schema } from './rest-cases'

export type Family = 'pages' | 'page headers' | 'api reads' | 'api writes' | 'methods' | RestFamily

export interface FuzzCase extends RawRequest {
  family: Family
  /** Adds the signed-in client's cookie when it is known. */
  signedIn?: boolean
  /** Adds the demo admin's `Authorization: JWT` header when it is known. */
  staff?: boolean
}

/** mulberry32: small, fast and the same everywhere. */
export function random(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(next() * n)
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!
  return { next, int, pick, chance: (p: number) => next() < p }
}
type Random = ReturnType<typeof random>

const PAGES = [
  '/',
  '/ua/',
  '/services/female/',
  '/services/female/hair/',
  '/services/female/hair/colouring/',
  '/services/female/hair/colouring/airtouch/',
  '/ua/services/male/hair/',
  '/salons/',
  '/salons/backstage-chelsea/',
  '/salons/backstage-chelsea/female/hair/',
  '/price/',
  '/price/female/',
  '/employees/',
  '/employees/olivia-bennett/',
  '/blog/',
  '/blog/news/',
  '/blog/news/some-article/',
  '/vacancies/',
  '/vacancies/receptionist/',
  '/about/',
  '/charity/',
  '/policy/',
  '/book/',
  '/account/',
  '/ua/about/',
  '/ua/book/',
] as const

/** Escapes that do not decode: lone %, bad hex, cut or invalid UTF-8, overlong forms, surrogates. */
const BAD_ESCAPES = [
  '%',
  '%Z',
  '%ZZ',
  '%E0%A4%A',
  '%C0%AF',
  '%FF',
  '%ED%A0%80',
  '%%',
  '%2',
  '%u0041',
  '%C3',
  '%F4%90%80%80',
]
/** Escapes that decode to something odd. */
const ODD_ESCAPES = [
  '%00',
  '%0A',
  '%0D%0A',
  '%2F',
  '%5C',
  '%2E%2E',
  '%3Cscript%3E',
  '%22',
  '%27',
  '%E2%80%AE',
  '%F0%9F%92%85',
]

const BAD_IDS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e9',
  '99999999999999999999999',
  '',
  '%20',
  '%00',
  '1%3Bdrop',
  '%D9%A1%D9%A2',
  '0x10',
  '1,',
  ',,,',
  'null',
  'undefined',
  '%5Bobject%20Object%5D',
  '%3Cscript%3E',
  'x'.repeat(3000),
  '%ZZ',
  '%E0%A4%A',
  '9007199254740993',
  '1%2C2%2C3',
  '1,2,3,4,5,6,7,8,9,10,11,12',
  '1,abc',
]
const BAD_DATES = [
  '2027-02-30',
  '2027-13-01',
  '0000-00-00',
  '99999-01-01',
  '2027-1-1',
  'today',
  '2027-01-01T00:00',
  '',
  '1970-01-01',
  '2100-01-01',
  '2027-02-29',
  '-2027-01-01',
  '%ZZ',
  '9'.repeat(400),
]
const BAD_LOCALES = ['fr', 'EN', '', 'uk%20', 'ua', '%ZZ', 'en-GB', '..%2F..']

/** Read endpoints and the parameters each takes. */
const READS: [string, string[]][] = [
  ['/api/booking/locations', ['locale']],
  ['/api/booking/services', ['locale', 'location']],
  ['/api/booking/employees', ['locale', 'location', 'services']],
  ['/api/booking/positions', ['locale']],
  ['/api/booking/feedbacks', ['locale', 'employee']],
  ['/api/booking/free-time', ['location', 'services', 'from', 'to', 'employee']],
  ['/api/booking/openapi.json', []],
  ['/api/booking/appointments', ['locale']],
  ['/api/booking/favourites', ['locale']],
  ['/api/auth/me', []],
  ['/api/search-index', ['locale']],
]

/** Write endpoints: method, path (`:id` and `:item` filled with good or bad ids) and a sound body. */
const WRITES: [string, string, Record<string, unknown> | null][] = [
  ['POST', '/api/auth/code', { phone: '+447700900123' }],
  ['POST', '/api/auth/verify', { authId: 'x'.repeat(20), code: '123456' }],
  ['POST', '/api/auth/refresh', null],
  ['POST', '/api/auth/sign-out', null],
  ['PATCH', '/api/auth/me', { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }],
  [
    'POST',
    '/api/booking/appointments',
    { location: '1', start: '2030-01-07T10:00', items: [{ service: '1', employee: null }] },
  ],
  ['POST', '/api/booking/appointments/:id/cancel', { reason: 'ill' }],
  ['POST', '/api/booking/appointments/:id/reschedule', { start: '2030-01-07T11:00' }],
  ['POST', '/api/booking/appointments/:id/review', { rating: 5, text: 'Lovely' }],
  ['POST', '/api/booking/appointments/:id/services', { service: '1', employee: null }],
  ['DELETE', '/api/booking/appointments/:id/services/:item', null],
  ['POST', '/api/booking/holds', { location: '1', start: '2030-01-07T10:00', items: [{ service: '1' }] }],
  ['DELETE', '/api/booking/holds/:id', { token: 'x'.repeat(20) }],
  ['POST', '/api/booking/favourites', { kind: 'stylist', id: '1' }],
  ['POST', '/api/callback', { name: 'Ada', phone: '+447700900123', consent: true, path: '/' }],
]

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  '',
  'application/json; charset=utf-999',
  'application/jsonx',
  'APPLICATION/JSON',
  'application/json;;;',
  'application/json; boundary=%ZZ',
  '*/*',
]
const BROKEN_JSON = [
  '{',
  '{"a":',
  'nul',
  '[]',
  '"text"',
  '1',
  'true',
  'null',
  '{"phone":}',
  '\uFEFF{}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  "{'a':1}",
  '{"a":1,}',
  '{"a":"\\ud800"}',
  '{"a":NaN}',
  '\u0000',
  '',
  '{"a":1}{"b":2}',
]
/** Values that are the wrong type, size or shape for any field. */
const BAD_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  1e308,
  -0,
  1.5,
  '',
  ' ',
  'x'.repeat(100_000),
  '\u0000',
  '<script>alert(1)</script>',
  '2030-02-30T25:61',
  '+4477009001234567890',
  [],
  [null],
  [{}],
  {},
  { $gt: '' },
  { id: { equals: 1 } },
  Array.from({ length: 500 }, (_, i) => ({ service: String(i + 1) })),
  '1'.repeat(40),
  '\uD800',
  '١٢٣',
]

const METHODS = ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'FOO', 'POST', 'HEAD', 'MKCOL', 'LINK']

/** Headers no browser sends, or sends with garbage in them. */
function garbageHeader(r: Random): [string, string] {
  const choices: [string, string][] = [
    [
      'Cookie',
      `parlour_session=${r.pick(['garbage', '%ZZ', '%E0%A4%A', 'x'.repeat(4000), 'eyJhbGciOiJub25lIn0.e30.'])}`,
    ],
    ['Cookie', `payload-token=${r.pick(['garbage', '%ZZ', 'eyJhbGciOiJIUzI1NiJ9.e30.x'])}`],
    ['Cookie', Array.from({ length: 300 }, (_, i) => `c${i}=v`).join('; ')],
    ['Cookie', '=; ;; =='],
    ['Accept-Language', r.pick(['*;q=garbage', 'uk-UA;q=2,,,', 'x'.repeat(2000), '%ZZ', ';;;'])],
    ['Accept', r.pick(['*/*;q=garbage', 'text/x-component', 'application/json', '', 'text/html;level=99'])],
    ['Range', r.pick(['bytes=garbage', 'bytes=-1-2', 'bytes=0-0,0-0,0-0,0-0,0-0', 'bytes=99999999999999999999-'])],
    ['If-None-Match', `"${'x'.repeat(1000)}`],
    ['If-Modified-Since', r.pick(['garbage', 'Thu, 31 Feb 2027 00:00:00 GMT', ''])],
    ['X-Forwarded-For', r.pick(['garbage', '999.999.999.999', '::ffff:', ',,,', 'x'.repeat(3000), '%ZZ'])],
    ['X-Forwarded-Host', r.pick(['evil.example', '%ZZ', '[::1', ''])],
    ['X-Forwarded-Proto', r.pick(['gopher', '', '%ZZ'])],
    ['RSC', '1'],
    ['Next-Router-State-Tree', r.pick(['garbage', '%ZZ', '%5B%5D', encodeURIComponent('["",{"x":1}]'), '{'])],
    ['Next-Router-Prefetch', r.pick(['1', 'garbage'])],
    ['Next-Router-Segment-Prefetch', r.pick(['/_tree', 'garbage', '%ZZ'])],
    ['Next-Url', r.pick(['%ZZ', '/../../etc/passwd', 'garbage'])],
    ['X-Middleware-Subrequest', 'middleware:middleware:middleware:middleware:middleware'],
    ['X-Parlour-Rewritten', '1'],
    ['X-Nextjs-Data', '1'],
    ['Accept-Encoding', r.pick(['garbage', 'gzip;q=garbage', 'br;q=-1', 'identity;q=0'])],
    ['Origin', r.pick(['null', 'http://evil.example', '%ZZ'])],
    ['Content-Type', r.pick(['garbage', 'multipart/form-data', 'text/x-component'])],
    ['Host', r.pick(['[::1', 'evil.example', 'localhost:99999', '%ZZ'])],
    ['Expect', r.pick(['100-continue', 'garbage'])],
    ['Authorization', r.pick(['Bearer garbage', 'Basic %ZZ', 'JWT x.y.z', 'Bearer ' + 'x'.repeat(3000)])],
  ]
  return r.pick(choices)
}

function mutatePath(r: Random, path: string): string {
  const segments = path.split('/')
  const at = 1 + r.int(Math.max(1, segments.length - 2))
  switch (r.int(9)) {
    case 0:
    case 1:
    case 2:
      segments[at] = `${segments[at] ?? ''}${r.pick(BAD_ESCAPES)}`
      return segments.join('/')
    case 3:
      segments[at] = r.pick(ODD_ESCAPES) + (segments[at] ?? '')
      return segments.join('/')
    case 4:
      return `${path}${'a'.repeat(1000 + r.int(6000))}/`
    case 5:
      return `${path}${'x/'.repeat(100 + r.int(600))}`
    case 6:
      return `${path}${r.pick(['../', './', '/', '..%2F', '%2E%2E/', '.well-known/', 'index.html', '_next/data/x.json'])}`
    case 7:
      return path.slice(0, -1) || '/'
    default:
      return `${path}${Buffer.from(r.pick(['café', '💅', 'Київ', '\u00a0'])).toString('latin1')}/`
  }
}

function garbageQuery(r: Random): string {
  return r.pick([
    '?q=%',
    '?q=%E0%A4%A',
    '?a[b][c]=1',
    '?=&&==',
    `?x=${'y'.repeat(1000 + r.int(6000))}`,
    '?_rsc=garbage',
    '?__nextDataReq=1',
    '?__nextLocale=xx',
    '?nxtPslug=..',
    '?service=%ZZ&employee=-1',
    '?service=999999&employee=999999',
    `?${Array.from({ length: 500 }, (_, i) => `k${i}=v`).join('&')}`,
    '?page=-1',
    '?page=99999999999999999999',
    '?locale=fr',
  ])
}

function query(r: Random, params: string[]): string {
  if (params.length === 0) return r.chance(0.5) ? garbageQuery(r) : ''
  const parts: string[] = []
  for (const p of params) {
    if (!r.chance(0.7)) continue
    const value =
      p === 'locale'
        ? r.pick(BAD_LOCALES)
        : p === 'from' || p === 'to'
          ? r.pick(BAD_DATES)
          : r.chance(0.15)
            ? String(1 + r.int(50))
            : r.pick(BAD_IDS)
    parts.push(r.chance(0.1) ? `${p}[]=${value}` : `${p}=${value}`)
    if (r.chance(0.1)) parts.push(`${p}=${r.pick(BAD_IDS)}`)
  }
  return parts.length ? `?${parts.join('&')}` : ''
}

/** A body made deep: nested arrays or objects, thousands of levels. */
function deepBody(r: Random): string {
  const depth = r.pick([1_000, 10_000, 100_000])
  return r.chance(0.5) ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
}

function brokenBody(r: Random, sound: Record<string, unknown> | null): string {
  switch (r.int(6)) {
    case 0:
      return r.pick(BROKEN_JSON)
    case 1:
      return deepBody(r)
    case 2:
      // Large: a few hundred kilobytes to a few megabytes.
      return JSON.stringify({ ...sound, padding: 'x'.repeat(r.pick([300_000, 1_000_000, 3_000_000])) })
    default: {
      const body: Record<string, unknown> = { ...(sound ?? { field: 1 }) }
      const keys = Object.keys(body)
      for (let n = 1 + r.int(2); n > 0; n--) body[r.pick(keys)] = r.pick(BAD_VALUES)
      if (r.chance(0.2)) body[r.pick(['extra', '__proto__', 'id', 'clientId', 'state'])] = r.pick(BAD_VALUES)
      return JSON.stringify(body)
    }
  }
}

function fillIds(r: Random, path: string): string {
  return path.replace(/:id|:item/g, () => (r.chance(0.2) ? String(1 + r.int(20)) : r.pick(BAD_IDS) || 'x'))
}

/** Every family in turn, `total` requests in all (one in 200 an oversized body). */
export function fuzzCases(seed: number, total: number, schema: Schema): FuzzCase[] {
  const r = random(seed)
  const cases: FuzzCase[] = []
  const forwardedFor = (): [string, string] => ['X-Forwarded-For', `10.${r.int(256)}.${r.int(256)}.${r.int(256)}`]
  for (let i = 0; cases.length < total; i++) {
    const slot = i % 40
    if (i % 200 === 199) {
      cases.push(bigBody(r))
    } else if (slot >= 27) {
      cases.push(restCase(r, schema, slot - 27))
    } else if (slot < 7) {
      const base = r.pick(PAGES)
      const target = r.chance(0.8) ? mutatePath(r, base) : `${base}${garbageQuery(r)}`
      cases.push({
        family: 'pages',
        method: r.chance(0.9) ? 'GET' : 'HEAD',
        target,
        headers: [['Accept', 'text/html']],
      })
    } else if (slot < 10) {
      const headers: [string, string][] = [garbageHeader(r)]
      if (r.chance(0.4)) headers.push(garbageHeader(r))
      cases.push({ family: 'page headers', method: r.chance(0.8) ? 'GET' : 'POST', target: r.pick(PAGES), headers })
    } else if (slot < 17) {
      const [path, params] = r.pick(READS)
      const target = r.chance(0.15) ? `${path}/${r.pick(BAD_ESCAPES)}` : `${path}${query(r, params)}`
      const headers: [string, string][] = r.chance(0.2) ? [garbageHeader(r)] : []
      cases.push({
        family: 'api reads',
        method: r.chance(0.9) ? 'GET' : 'HEAD',
        target,
        headers,
        signedIn: r.chance(0.5),
      })
    } else if (slot < 25) {
      const [method, path, sound] = r.pick(WRITES)
      const headers: [string, string][] = [forwardedFor(), ['Origin', 'http://127.0.0.1']]
      let body: string | undefined
      if (r.chance(0.2)) {
        headers.push(['Content-Type', r.pick(CONTENT_TYPES)])
        body = sound ? JSON.stringify(sound) : r.pick(['a=1', '<x/>', '--xyz\r\n\r\n--xyz--'])
      } else {
        headers.push(['Content-Type', 'application/json'])
        body = brokenBody(r, sound)
      }
      if (r.chance(0.1)) headers.push(garbageHeader(r))
      cases.push({ family: 'api writes', method, target: fillIds(r, path), headers, body, signedIn: r.chance(0.6) })
    } else {
      const target = r.chance(0.5)
        ? r.pick(PAGES)
        : r.pick([...READS.map(([p]) => p), ...WRITES.map(([, p]) => p.replace(/:id|:item/g, '1'))])
      const method = r.pick(METHODS)
      const headers: [string, string][] = method === 'POST' ? [['Content-Type', 'application/json']] : []
      cases.push({
        family: 'methods',
        method,
        target,
        headers,
        body: method === 'POST' || r.chance(0.3) ? '{}' : undefined,
      })
    }
  }
  return cases
}
