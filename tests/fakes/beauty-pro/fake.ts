/**
 * A strict contract fake of the AI Helps "Beauty Pro" salon-management API — a test double for
 * Parlour's integration and end-to-end tests and its demo command, never part of the product.
 *
 * Sources (every shape below names the one it follows):
 * - "API.md": AIHelpsSoft/documentations, API_DOCUMENTATION.md @ 0b3a9b8ac88b52949f2a057f409b4cf140e8466f
 *   (API Blueprint; sections named by their headings, e.g. API.md "Errors" › "409 Conflict - TIME_CONFLICT").
 * - "Aggr-old": the same repository, IntegrationWithAggregators.md @ 47541edc1f05c95a11e1f3f260d61171a63c7d00,
 *   "Client login" (the SMS sign-in `/auth/client`, removed from later revisions).
 * - "Live": behaviour of the live service reported by public clients and summarised in
 *   /work/shared/research/outside-systems.md §2 (stricter than the documentation).
 *
 * Strictness: unknown query parameters, unknown names in `fields` and unknown body keys answer
 * `400 Unknown parameter 'X'`; reads need `fields`; every call but `/auth/*` needs a Bearer token
 * whose scope the method lists. See README.md next to this file for the full list.
 */
import { randomInt, randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import {
  client as makeClient,
  defaultFakeData,
  type AppointmentState,
  type FakeAppointment,
  type FakeAppointmentService,
  type FakeClient,
  type FakeData,
  type FakeEmployee,
  type FakeLocation,
  type FakeService,
} from './fixture'

export type * from './fixture'

// ---------------------------------------------------------------------------------------------
// Public surface
// ---------------------------------------------------------------------------------------------

export interface FakeOptions {
  /** The fake's clock (token expiry, reserves, free time, "now" everywhere). Default: real time. */
  now?: () => Date
  /** Default 0: any free port on 127.0.0.1. */
  port?: number
  /** Default `defaultFakeData(now())`. Used as the live state (not copied). */
  data?: FakeData
  /** Access-token lifetime. Default 24 h (API.md "Group Authorization"). */
  tokenLifetimeMs?: number
  /** Delay before every answer, to imitate the 30–500 ms the live service takes. Default 0. */
  latencyMs?: number
  /** Requests allowed per second from one IP before 429 (API.md "429 Too Many Requests"). Default 100; 0 = off. */
  rateLimitPerSecond?: number
}

export interface RecordedRequest {
  method: string
  /** Path below the API root, e.g. `/appointments` (without `/v1` and without the query). */
  path: string
  query: Record<string, string>
  authorization?: string
}

export type FakeFailure = { status: number; body?: object } | 'timeout' | 'reset'

export interface FakeBeautyPro {
  /** The API root, e.g. `http://127.0.0.1:PORT/v1`. */
  url: string
  credentials: { applicationId: string; applicationSecret: string; databaseCode: string }
  /** Sign-in codes the fake "texted", oldest first. */
  sms: { phone: string; code: string; at: Date }[]
  /** Every request received, in order (including failed and injected ones). */
  requests: RecordedRequest[]
  /** The live data; tests may read and mutate it. */
  state: FakeData
  /**
   * The next `times` requests matching `match` fail: with the given status and body (default: a
   * documented error body), by never answering (`'timeout'`) or by dropping the connection (`'reset'`).
   * `path` is compared with the path below the API root (`/appointments`; `/v1/appointments` works too).
   */
  failNext(match: { method?: string; path: string | RegExp }, failure: FakeFailure, times?: number): void
  /** Every access token issued so far now answers `401 EXPIRED` (refresh tokens still work). */
  expireTokens(): void
  /** What `/auth/database` answers from now on; anything but `granted` also revokes database tokens. */
  setAccess(status: 'granted' | 'pending' | 'refused'): void
  close(): Promise<void>
}

// ---------------------------------------------------------------------------------------------
// Errors — API.md "Errors": `{status, type?, request, message, details}` plus per-type extras.
// ---------------------------------------------------------------------------------------------

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

const DETAILS = 'https://aihelps.docs.apiary.io/#introduction/errors/'
const DETAIL_ANCHORS: Record<number, string> = {
  400: '400-bad-request',
  401: '401-unathorized',
  403: '403-forbidden',
  404: '404-not-found',
  409: '409-conflict',
  429: '429-too-many-requests',
  500: '500-internal-server-error',
  503: '503-service-unavailable',
}

function errorBody(status: number, message: string, extra: Record<string, unknown>, request: string) {
  const type = typeof extra.type === 'string' && status !== 404 ? extra.type : null
  const anchor = (DETAIL_ANCHORS[status] ?? String(status)) + (type ? `-${type.toLowerCase()}` : '')
  // `type` comes first when present; 404 uses `type` for the kind of requisite (API.md "404 Not Found").
  return { status, ...(type ? { type } : {}), request, message, details: DETAILS + anchor, ...extra }
}

const bad = (message: string) => new ApiError(400, message)
const unknownParameter = (name: string) => bad(`Unknown parameter '${name}'`)
const forbidden = (message: string) => new ApiError(403, message)
const notFound = (object: string, type: string, value: string) =>
  new ApiError(404, `${object[0]!.toUpperCase()}${object.slice(1)} with ${type} ${value} not found`, {
    object,
    type,
    value,
  })

// ---------------------------------------------------------------------------------------------
// Dates — API.md "Data types": datetimes are UTC `YYYY-MM-DDTHH:mm:ss.sssZ` with zero milliseconds;
// incoming `YYYY-MM-DD`, `…THH:mm`, `…:ss`, `….sss`, `….sssZ` are accepted (all read as UTC).
// ---------------------------------------------------------------------------------------------

const MINUTE = 60_000
const DAY = 86_400_000
const RESERVE_MS = 15 * MINUTE // API.md "Group Appointments": a reserve holds time 15 minutes after createDate.
const SMS_INTERVAL_MS = MINUTE // Aggr-old "Client login" / API.md "401 Unathorized - BLOCKED".
const AUTH_ID_MS = 2 * 60 * MINUTE
const AUTH_ID_WRONG_CODES = 20
const ZERO_GUID = '00000000-0000-0000-0000-000000000000'
const GUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const DATETIME_RE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z)?)?$/
const TIME_ONLY_RE = /^(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?Z?$/
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const

function iso(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString()
}

function parseDatetime(value: string): number | null {
  const m = DATETIME_RE.exec(value)
  if (!m) return null
  const [y, mo, d, h, mi, s, ms] = m.slice(1, 8).map((x) => Number(x ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const t = Date.UTC(y, mo - 1, d, h, mi, s, Number((m[7] ?? '0').padEnd(3, '0')))
  const back = new Date(t)
  const same =
    back.getUTCFullYear() === y &&
    back.getUTCMonth() === mo - 1 &&
    back.getUTCDate() === d &&
    back.getUTCHours() === h &&
    back.getUTCMinutes() === mi &&
    back.getUTCSeconds() === s
  return same && ms >= 0 ? t : null
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>()

/** The wall-clock date and time at `ms` in `tz` (Intl; DST-aware, no dependencies). */
function zoned(ms: number, tz: string): { date: string; time: string; wall: number } {
  let format = zoneFormats.get(tz)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    zoneFormats.set(tz, format)
  }
  const p: Record<string, string> = {}
  for (const part of format.formatToParts(ms)) p[part.type] = part.value
  const wall = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  )
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}`, wall }
}

/** The UTC instant of wall-clock `date` + `time` ("HH:mm", "24:00" allowed) in `tz`. */
function localToUtc(date: string, time: string, tz: string): number {
  const [y, mo, d] = date.split('-').map(Number)
  const [h, mi] = time.split(':').map(Number)
  const naive = Date.UTC(y!, mo! - 1, d!, h!, mi!)
  const first = zoned(naive, tz).wall - naive
  const guess = naive - first
  const second = zoned(guess, tz).wall - guess
  return second === first ? guess : naive - second
}

function addDays(date: string, days: number): string {
  const [y, mo, d] = date.split('-').map(Number)
  return new Date(Date.UTC(y!, mo! - 1, d! + days)).toISOString().slice(0, 10)
}

function weekdayOf(date: string): (typeof WEEKDAYS)[number] {
  const [y, mo, d] = date.split('-').map(Number)
  return WEEKDAYS[new Date(Date.UTC(y!, mo! - 1, d!)).getUTCDay()]!
}

const overlaps = (a0: number, a1: number, b0: number, b1: number) => a0 < b1 && b0 < a1

// ---------------------------------------------------------------------------------------------
// `fields` — API.md "Get list of items format": `fields=a,b(c,d),e(f(g))`; `id` is always returned;
// an empty `fields` returns ids only. Live: an unknown name answers `400 Unknown parameter 'X'`.
// ---------------------------------------------------------------------------------------------

type FieldSpec = { [name: string]: true | FieldSpec }
interface FieldNode {
  name: string
  sub: FieldNode[] | null
}

function parseFields(raw: string): FieldNode[] {
  let i = 0
  const malformed = () => bad(`Parameter 'fields' is malformed near position ${i + 1}: '${raw}'`)
  const skip = () => {
    while (raw[i] === ' ') i++
  }
  const list = (nested: boolean): FieldNode[] => {
    const nodes: FieldNode[] = []
    skip()
    if (i >= raw.length || (nested && raw[i] === ')')) return nodes
    for (;;) {
      skip()
      const start = i
      while (i < raw.length && /[A-Za-z0-9_]/.test(raw[i]!)) i++
      if (i === start) throw malformed()
      const name = raw.slice(start, i)
      skip()
      let sub: FieldNode[] | null = null
      if (raw[i] === '(') {
        i++
        sub = list(true)
        skip()
        if (raw[i] !== ')') throw malformed()
        i++
        skip()
      }
      nodes.push({ name, sub })
      if (raw[i] === ',') {
        i++
        continue
      }
      return nodes
    }
  }
  const nodes = list(false)
  if (i !== raw.length) throw malformed()
  return nodes
}

function checkFields(nodes: FieldNode[], spec: FieldSpec, allowId: boolean): void {
  for (const node of nodes) {
    if (allowId && node.name === 'id' && !node.sub) continue
    const entry = spec[node.name]
    if (!entry) throw unknownParameter(node.name)
    if (node.sub) {
      if (entry === true) throw bad(`Field '${node.name}' has no sub-fields`)
      checkFields(node.sub, entry, true)
    }
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

function projectObject(view: Record<string, unknown>, nodes: FieldNode[]): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  if ('id' in view) out.id = view.id
  for (const node of nodes) {
    if (node.name === 'id') continue
    out[node.name] = pick(view[node.name], node.sub)
  }
  return out
}

function pick(value: unknown, sub: FieldNode[] | null): unknown {
  if (!sub) return value
  if (Array.isArray(value)) return value.map((v) => (isObject(v) ? projectObject(v, sub) : v))
  if (isObject(value)) return projectObject(value, sub)
  return value
}

/** API.md "Data types": the API always returns empty strings and empty identifiers as null. */
function normalise(value: unknown): unknown {
  if (value === '' || value === ZERO_GUID) return null
  if (Array.isArray(value)) return value.map(normalise)
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalise(v)]))
  return value
}

// ---------------------------------------------------------------------------------------------
// Query parameters. Live: any parameter a method does not list answers `400 Unknown parameter 'X'`.
// ---------------------------------------------------------------------------------------------

type Kind =
  'fields' | 'text' | 'guid' | 'guids' | 'bool' | 'datetime' | 'positive' | 'whole' | 'digits' | 'ranges' | string[]
type ParamSpec = Record<string, { kind: Kind; required?: boolean }>

class Query {
  constructor(private readonly values: Map<string, string>) {}
  has(name: string): boolean {
    return this.values.has(name)
  }
  str(name: string): string | undefined {
    return this.values.get(name)
  }
  /** Identifier lists; an empty value means "not given" (API.md "Data types": empty identifiers). */
  guids(name: string): string[] | undefined {
    const v = this.values.get(name)
    return v ? v.split(',').map((s) => s.trim().toLowerCase()) : undefined
  }
  guid(name: string): string | undefined {
    return this.guids(name)?.[0]
  }
  list(name: string): string[] | undefined {
    const v = this.values.get(name)
    return v ? v.split(',').map((s) => s.trim()) : undefined
  }
  bool(name: string): boolean | undefined {
    const v = this.values.get(name)
    return v === undefined ? undefined : v.toLowerCase() === 'true'
  }
  datetime(name: string): number | undefined {
    const v = this.values.get(name)
    return v === undefined ? undefined : (parseDatetime(v) ?? undefined)
  }
  int(name: string): number | undefined {
    const v = this.values.get(name)
    return v === undefined ? undefined : Number(v)
  }
}

function readQuery(url: URL, spec: ParamSpec): Query {
  const values = new Map<string, string>()
  for (const [name, value] of url.searchParams) {
    if (!(name in spec)) throw unknownParameter(name)
    if (values.has(name)) throw bad(`Parameter '${name}' is given more than once`)
    values.set(name, value)
  }
  for (const [name, { kind, required }] of Object.entries(spec)) {
    const value = values.get(name)
    if (value === undefined) {
      if (required) throw bad(`Parameter '${name}' is required`)
      continue
    }
    const invalid = (what: string) => bad(`Parameter '${name}' should be ${what}, got '${value}'`)
    if (Array.isArray(kind)) {
      const parts = value.split(',')
      if (!parts.every((p) => kind.includes(p.trim()))) throw invalid(`one of ${kind.join(', ')}`)
      continue
    }
    switch (kind) {
      case 'guid':
      case 'guids': {
        if (value === '') break
        const parts = value.split(',').map((p) => p.trim())
        if ((kind === 'guid' && parts.length > 1) || !parts.every((p) => GUID_RE.test(p))) {
          throw invalid(kind === 'guid' ? 'an identifier' : 'identifiers separated by commas')
        }
        break
      }
      case 'bool':
        if (!/^(true|false)$/i.test(value)) throw invalid('true or false')
        break
      case 'datetime':
        if (parseDatetime(value) === null) throw invalid('a datetime (YYYY-MM-DDTHH:mm:ss.sssZ)')
        break
      case 'positive':
        if (!/^\d+$/.test(value) || Number(value) <= 0) throw invalid('a positive whole number')
        break
      case 'whole':
        if (!/^\d+$/.test(value)) throw invalid('a whole number')
        break
      case 'digits':
        if (!/^\d{7,15}$/.test(value)) throw invalid('a phone number in international format, digits only')
        break
      case 'ranges':
        for (const range of value.split(',')) {
          const [a, b, ...rest] = range.split('..')
          if (rest.length || !a || !b || parseDatetime(a) === null || parseDatetime(b) === null) {
            throw invalid('datetime ranges a..b separated by commas')
          }
        }
        break
      default:
        break
    }
  }
  return new Query(values)
}

function ranges(value: string | undefined): [number, number][] {
  if (!value) return []
  return value.split(',').map((r) => {
    const [a, b] = r.split('..')
    return [parseDatetime(a!)!, parseDatetime(b!)!]
  })
}

// ---------------------------------------------------------------------------------------------
// Body helpers (JSON objects; unknown keys answer 400 like unknown parameters).
// ---------------------------------------------------------------------------------------------

function asObject(body: unknown): Record<string, unknown> {
  if (!isObject(body)) throw bad('Request body should be a JSON object')
  return body
}

function onlyKeys(obj: Record<string, unknown>, allowed: readonly string[]): void {
  for (const key of Object.keys(obj)) if (!allowed.includes(key)) throw unknownParameter(key)
}

function bodyGuid(obj: Record<string, unknown>, key: string): string | null | undefined {
  if (!(key in obj)) return undefined
  const v = obj[key]
  if (v === null || v === '' || v === ZERO_GUID) return null
  if (typeof v !== 'string' || !GUID_RE.test(v)) throw bad(`Parameter '${key}' should be an identifier`)
  return v.toLowerCase()
}

function bodyBool(obj: Record<string, unknown>, key: string): boolean | undefined {
  if (!(key in obj)) return undefined
  if (typeof obj[key] !== 'boolean') throw bad(`Parameter '${key}' should be true or false`)
  return obj[key] as boolean
}

function bodyText(obj: Record<string, unknown>, key: string): string | null | undefined {
  if (!(key in obj)) return undefined
  const v = obj[key]
  if (v === null || v === '') return null
  if (typeof v !== 'string') throw bad(`Parameter '${key}' should be a string`)
  return v
}

function bodyPositive(obj: Record<string, unknown>, key: string): number | undefined {
  if (!(key in obj)) return undefined
  const v = obj[key]
  if (typeof v !== 'number' || !Number.isInteger(v) || v <= 0)
    throw bad(`Parameter '${key}' should be a positive number`)
  return v
}

// ---------------------------------------------------------------------------------------------
// Field lists per resource (what `fields` may name).
// ---------------------------------------------------------------------------------------------

const flat = (...names: string[]): FieldSpec => Object.fromEntries(names.map((n) => [n, true]))

/** API.md "Group Locations" › GET /locations `fields`, plus the `clients_module` extras. */
const LOCATION_FIELDS: FieldSpec = {
  ...flat('name', 'category', 'code', 'city', 'street', 'phone', 'timezone', 'active'),
  ...flat('description', 'web_site', 'pictures_count'),
  geo_position: flat('latitude', 'longitude'), // API.md "Data Structures" › geoposition
}

/** API.md "Group Services" › Service categories `fields`. */
const CATEGORY_FIELDS = flat('name', 'parent', 'picture', 'archive')

/**
 * API.md "Group Services" › GET /services `fields` and the Service attributes (`prepaymentRequired`),
 * plus `descriptionPlainText` (the spelling of the `clients_module` list and of the spec §3).
 * Live: `no_professional_price` is rejected, so it is not here.
 */
const SERVICE_FIELDS: FieldSpec = {
  ...flat('name', 'description', 'descriptionPlaintext', 'descriptionPlainText', 'duration', 'gender'),
  ...flat('price_currency', 'category', 'picture', 'pictureUrl', 'public', 'halls', 'resources', 'color'),
  ...flat('article', 'barcode', 'with_assistant', 'service_by_time', 'department', 'archive', 'prepaymentRequired'),
  location_prices: flat('location', 'position', 'price', 'staff_price'), // API.md "Data Structures" › locationprice
}

/** API.md "Group Employees" › GET /employees `fields` and Employee attributes (+ `services` of the examples). */
const EMPLOYEE_FIELDS: FieldSpec = {
  ...flat('name', 'firstname', 'middlename', 'lastname', 'title', 'phone', 'email', 'gender', 'photo_exists'),
  ...flat('photo', 'positions', 'position_names', 'roles', 'permissions', 'language', 'archive', 'public'),
  ...flat('all_locations', 'default_appointment_duration', 'feedback_count', 'average_feedback_rating'),
  ...flat('prepaymentRequired', 'comments', 'commentsPlainText', 'services'),
  address: flat('city', 'street', 'building', 'apartment', 'postal_code'), // API.md "Data Structures" › address
  schedules: flat('location', 'schedule', 'start_date'),
}

/** API.md "Group Employees" › Position `fields`. */
const POSITION_FIELDS = flat('name', 'role', 'permissions', 'parent')

/** API.md "Group Appointments" › Feedbacks `fields` (camelCase) and attributes (snake_case). */
const FEEDBACK_FIELDS = flat(
  'firstName',
  'appointment',
  'date',
  'professional',
  'professionalName',
  'professionalPhotoExists',
  'professional_name',
  'professional_photo_exists',
  'rating',
  'text',
)

/** API.md "Group Clients" › GET /clients/{id} `fields`, plus `forbiddenOnlineBooking` (spec §3). */
const CLIENT_FIELDS: FieldSpec = flat(
  ...['name', 'firstname', 'middlename', 'lastname', 'title', 'gender', 'birthday', 'location', 'balance', 'bonus'],
  ...['card_number', 'phone', 'email', 'photo_exists', 'photo', 'postal_code', 'city', 'street', 'building'],
  ...['apartment', 'categories', 'categories_names', 'first_visit', 'first_visit_description', 'last_visit'],
  ...['last_visit_description', 'feedback', 'additional_fields', 'do_not_send_sms_notification'],
  ...['do_not_send_sms_promotion', 'do_not_send_email', 'createDate', 'deposit_client', 'referral_source'],
  ...['referral_source_name', 'status', 'comment', 'archive', 'professional', 'forbiddenOnlineBooking'],
)
/** Live: GET /clients (the list) rejected `comment` on one database. */
const CLIENT_LIST_FIELDS: FieldSpec = Object.fromEntries(Object.entries(CLIENT_FIELDS).filter(([k]) => k !== 'comment'))

/**
 * API.md "Group Settings" › Common settings attributes and GET /settings. Each section must list its
 * settings ("not only sections, but all settings you needed"). `isOldAppointments`, `skip_professional`
 * and `servicesPriceFromFilteredServices` are not in API.md; the old product read them (spec §3).
 */
const SETTINGS_FIELDS: Record<string, FieldSpec> = {
  common: flat(
    ...['type', 'licenseType', 'isDemo', 'databaseStatus', 'country', 'currency', 'language', 'logo'],
    ...['client_feedback_ratings', 'isOldAppointments'],
  ),
  information: flat('description', 'web_site', 'instagram', 'facebook', 'viber', 'telegram'),
  statistics: flat('default_appointment_duration'),
  client_module: flat(
    ...['name', 'enabled', 'several_services', 'can_cancel_in_48_hours', 'services_gender_filter'],
    ...['nearest_booking_minutes', 'time_step', 'calendar', 'routes', 'color', 'theme', 'language', 'logo'],
    ...['supported_languages', 'gaps_mode', 'gaps_positions', 'confirm_services', 'button_text', 'button_color'],
    ...['button_position', 'element_id', 'services_from_filter', 'googleAnalyticsCode'],
    ...['showServicesAndGroupsDescriptions', 'skip_professional', 'servicesPriceFromFilteredServices'],
  ),
  prepayments: flat(
    ...['active', 'moreThanMinutesToStart', 'requiredActive', 'requiredType', 'requiredPercent'],
    ...['requiredAmount', 'requiredTime', 'optionalRewardType', 'optionalRewardPercent', 'smsTemplate'],
  ),
}

/**
 * API.md "Group Appointments" › Appointment Service attributes and `fields`; `saleSum`, `refundSum`,
 * `prepaymentSum` and `prepayment` are not in API.md but the old product read them (spec §3).
 */
const APPOINTMENT_SERVICE_FIELDS: FieldSpec = flat(
  ...['start', 'duration', 'assistant', 'professional', 'professionalName', 'professionalPhone'],
  ...['professionalPhotoExists', 'service', 'price', 'serviceName', 'predictedSum', 'quantity', 'teeth', 'hall'],
  ...['hallName', 'customMaterials', 'recommendedBy', 'createDate', 'appointment', 'state', 'cancelReason'],
  ...['client', 'clientName', 'clientPhone', 'location', 'sale', 'saleSum', 'refundSum', 'prepaymentSum'],
  ...['prepayment', 'timeConflicts', 'validations'],
)

/** API.md "Group Appointments" › Appointment attributes and GET /appointments `fields`. */
const APPOINTMENT_FIELDS: FieldSpec = {
  ...flat('state', 'actualState', 'date', 'location', 'client', 'clientName', 'clientFirstName'),
  ...flat('clientMiddleName', 'clientLastName', 'employee', 'employeeName', 'employeeFirstName'),
  ...flat('employeeMiddleName', 'employeeLastName', 'receptionist', 'controlManager', 'notifySms', 'comments'),
  ...flat('clientsModule', 'clientsModuleConfirmed', 'important', 'color', 'products', 'certificates'),
  ...flat('dentures', 'cards', 'cancelDate', 'cancelReason', 'cancelReceptionist', 'createDate', 'hasAnySales'),
  ...flat('clientInside', 'original', 'merged', 'requiredPrepayment', 'optionalPrepayment', 'latePrepayment'),
  ...flat('timeConflicts', 'validations'),
  services: { id: true, ...APPOINTMENT_SERVICE_FIELDS },
  feedback: flat('id', 'professional', 'date', 'rating', 'text', 'published'),
  groupComments: flat('id', 'appointment', 'professional', 'start', 'text'),
}

/** API.md "Group Appointments" › Appointment attributes a request body may set. */
const APPOINTMENT_BODY_KEYS = [
  ...['state', 'date', 'location', 'client', 'employee', 'comments', 'clientsModule', 'clientsModuleConfirmed'],
  ...['notifySms', 'color', 'important', 'receptionist', 'controlManager', 'createDate', 'cancelReason'],
  ...['services', 'products', 'certificates', 'dentures', 'cards', 'groupComments'],
] as const
/** API.md "Group Appointments" › `services` items / Appointment Service attributes a body may set. */
const ITEM_BODY_KEYS = [
  ...['start', 'duration', 'professional', 'assistant', 'service', 'quantity', 'hall', 'customMaterials'],
  ...['recommendedBy', 'teeth'],
] as const
const NOTIFY_SMS = ['default', 'none', '60', '120', '180', '240', '1440']
/** API.md "Group Employees" › Free Time `step` members. */
const STEPS = ['5m', '10m', '15m', '20m', '30m', '60m', '90m', '120m', '150m', '180m', 'auto']

// Scopes per method, from each method's "Scope" line in API.md. Client tokens act as `client_access_token`.
const S = {
  locations: ['full', 'clients_module', 'online_store', 'reports', 'services_aggregator'],
  categories: ['full', 'clients_module', 'reports'],
  services: ['full', 'clients_module', 'reports', 'services_aggregator'],
  employees: ['full', 'clients_module', 'reports', 'services_aggregator'],
  freeTime: ['full', 'clients_module', 'services_aggregator'],
  positions: ['full', 'clients_module', 'reports'],
  settings: ['clients_module', 'full'],
  feedbacks: ['full', 'clients_module'],
  clientsList: ['full', 'online_store', 'reports', 'services_aggregator'],
  client: ['full', 'online_store', 'reports', 'client_access_token'],
  appointmentsList: ['full', 'client_access_token', 'reports'],
  appointmentGet: ['full', 'clients_module', 'client_access_token', 'reports', 'services_aggregator'],
  appointmentPost: ['full', 'clients_module', 'client_access_token', 'services_aggregator'],
  appointmentPut: ['full', 'client_access_token', 'services_aggregator'],
  appointmentDelete: ['full', 'client_access_token'],
  itemsList: ['full', 'reports'],
  itemGet: ['full', 'clients_module', 'client_access_token', 'reports'],
  itemWrite: ['full', 'clients_module', 'client_access_token'],
}

// ---------------------------------------------------------------------------------------------
// The fake
// ---------------------------------------------------------------------------------------------

interface TokenRecord {
  access: string
  refresh: string
  kind: 'database' | 'client'
  scope: string[]
  location: string
  clientId: string | null
  expiresAt: number
}

interface AuthSession {
  phone: string
  code: string
  createdAt: number
  wrong: number
}

interface Ctx {
  method: string
  path: string
  url: URL
  params: string[]
  query: Query
  body: unknown
  token: TokenRecord | null
  headers: http.IncomingHttpHeaders
}

interface Reply {
  status: number
  body?: unknown
}

interface Route {
  method: string
  pattern: string
  scopes: string[] | null
  params: ParamSpec
  handle: (ctx: Ctx) => Reply
}

/** An appointment item being checked for time conflicts, with its start in ms. */
interface Candidate {
  id: string
  start: number
  duration: number
  professional: string | null
  assistant: string | null
}

interface Injection {
  method?: string
  path: string | RegExp
  failure: FakeFailure
  remaining: number
}

const FIELDS_REQUIRED = { fields: { kind: 'fields', required: true } } as const satisfies ParamSpec
const FIELDS_OPTIONAL = { fields: { kind: 'fields' } } as const satisfies ParamSpec
const IDS = { ids: { kind: 'guids' } } as const satisfies ParamSpec

class FakeServer {
  readonly sms: FakeBeautyPro['sms'] = []
  readonly requests: RecordedRequest[] = []
  url = ''
  private readonly tokens = new Map<string, TokenRecord>()
  private readonly refreshTokens = new Map<string, TokenRecord>()
  private readonly authSessions = new Map<string, AuthSession>()
  private readonly lastSms = new Map<string, number>()
  private readonly injections: Injection[] = []
  private readonly rate = new Map<string, { second: number; count: number }>()
  private readonly routes: Route[]

  constructor(
    readonly state: FakeData,
    private readonly clock: () => Date,
    private readonly tokenLifetimeMs: number,
    private readonly latencyMs: number,
    private readonly rateLimit: number,
  ) {
    this.routes = this.buildRoutes()
  }

  private now(): number {
    return this.clock().getTime()
  }

  // --- test controls --------------------------------------------------------------------------

  failNext(match: { method?: string; path: string | RegExp }, failure: FakeFailure, times = 1): void {
    this.injections.push({ method: match.method?.toUpperCase(), path: match.path, failure, remaining: times })
  }

  expireTokens(): void {
    const past = this.now() - 1
    for (const record of this.tokens.values()) record.expiresAt = past
  }

  setAccess(status: 'granted' | 'pending' | 'refused'): void {
    this.state.access = status
    if (status !== 'granted') this.revokeDatabaseTokens()
  }

  // --- HTTP -----------------------------------------------------------------------------------

  async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const request = randomUUID()
    const method = (req.method ?? 'GET').toUpperCase()
    const url = new URL(req.url ?? '/', 'http://fake.invalid')
    const below = url.pathname === '/v1' ? '/' : url.pathname.startsWith('/v1/') ? url.pathname.slice(3) : null
    const path = below ?? url.pathname
    this.requests.push({
      method,
      path,
      query: Object.fromEntries(url.searchParams),
      ...(req.headers.authorization !== undefined ? { authorization: req.headers.authorization } : {}),
    })

    const send = (status: number, body?: unknown) => {
      if (res.headersSent || res.destroyed) return
      if (body === undefined) {
        res.writeHead(status).end()
        return
      }
      const text = JSON.stringify(normalise(body))
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(text)
    }
    const sendError = (e: ApiError) => send(e.status, errorBody(e.status, e.message, e.extra, request))

    // API.md "429 Too Many Requests": "Up to 100 requests per second allowed from one IP".
    if (this.rateLimit > 0) {
      const ip = req.socket.remoteAddress ?? 'unknown'
      const second = Math.floor(Date.now() / 1000)
      const slot = this.rate.get(ip)
      if (slot && slot.second === second) slot.count++
      else this.rate.set(ip, { second, count: 1 })
      if ((this.rate.get(ip)?.count ?? 0) > this.rateLimit) {
        sendError(new ApiError(429, `Up to ${this.rateLimit} requests per second allowed from one IP (try again soon)`))
        return
      }
    }

    const injection = this.injections.find(
      (i) =>
        i.remaining > 0 &&
        (!i.method || i.method === method) &&
        (typeof i.path === 'string' ? i.path === path || i.path === url.pathname : i.path.test(path)),
    )
    if (injection) {
      injection.remaining--
      if (injection.failure === 'timeout') return // never answered; close() drops the connection
      if (injection.failure === 'reset') {
        req.socket.destroy()
        return
      }
      const { status, body } = injection.failure
      send(status, body ?? errorBody(status, `Injected failure (status ${status})`, {}, request))
      return
    }

    if (this.latencyMs > 0) await new Promise((r) => setTimeout(r, this.latencyMs))

    let raw = ''
    try {
      raw = await readBody(req)
    } catch {
      sendError(bad('Request body is too large'))
      return
    }
    try {
      if (below === null) throw this.noSuchUrl(method, url.pathname)
      let body: unknown = undefined
      if (raw.trim() !== '' && (method === 'POST' || method === 'PUT')) {
        try {
          body = JSON.parse(raw)
        } catch {
          throw bad('Request body is not valid JSON')
        }
      }
      const reply = this.dispatch(method, below, url, body, req.headers)
      send(reply.status, reply.body)
    } catch (e) {
      if (e instanceof ApiError) sendError(e)
      else {
        send(500, errorBody(500, `Internal Server Error: error id '${request}' (${(e as Error).message})`, {}, request))
      }
    }
  }

  private noSuchUrl(method: string, path: string): ApiError {
    return new ApiError(404, `No API with URL ${method} ${path} found`, {
      object: 'url',
      type: 'url',
      value: `${method} ${path}`,
    })
  }

  private dispatch(method: string, path: string, url: URL, body: unknown, headers: http.IncomingHttpHeaders): Reply {
    const segments = path.split('/').filter(Boolean)
    for (const route of this.routes) {
      if (route.method !== method) continue
      const pattern = route.pattern.split('/').filter(Boolean)
      if (pattern.length !== segments.length) continue
      const params: string[] = []
      if (!pattern.every((p, i) => (p === ':id' ? (params.push(segments[i]!), true) : p === segments[i]))) continue
      const token = route.scopes ? this.authenticate(headers, route) : null
      const query = readQuery(url, route.params)
      return route.handle({ method, path, url, params, query, body, token, headers })
    }
    throw this.noSuchUrl(method, `/v1${path}`)
  }

  /**
   * API.md "Errors" › 401: a missing header or another scheme is a development error (no `type`);
   * an unknown token is `UNKNOWN`, an expired one `EXPIRED`. "403 Forbidden" when the scope does not
   * list the method.
   */
  private authenticate(headers: http.IncomingHttpHeaders, route: Route): TokenRecord {
    const header = headers.authorization
    if (!header) throw new ApiError(401, 'Authorization required: send "Authorization: Bearer <access token>"')
    const match = /^(\S+)\s+(\S+)$/.exec(header.trim())
    if (!match && header.trim().toLowerCase() === 'bearer') throw new ApiError(401, 'No access token after "Bearer"')
    if (!match || match[1]!.toLowerCase() !== 'bearer') {
      throw new ApiError(401, `Unknown authorization scheme: ${match ? match[1] : header.split(' ')[0]}`)
    }
    const record = this.tokens.get(match[2]!)
    if (!record) throw new ApiError(401, `Unknown access token: ${match[2]}`, { type: 'UNKNOWN' })
    if (record.expiresAt <= this.now()) throw new ApiError(401, 'Access token expired', { type: 'EXPIRED' })
    const scopes = record.kind === 'client' ? ['client_access_token'] : record.scope
    if (!route.scopes!.some((s) => scopes.includes(s))) {
      throw forbidden(`Your scope (${scopes.join(', ')}) does not allow running '${route.method} /v1${route.pattern}'`)
    }
    return record
  }

  private buildRoutes(): Route[] {
    const r = (
      method: string,
      pattern: string,
      scopes: string[] | null,
      params: ParamSpec,
      handle: Route['handle'],
    ) => ({
      method,
      pattern,
      scopes,
      params,
      handle,
    })
    const fieldsOnly = { ...FIELDS_REQUIRED }
    const force = { force: { kind: 'bool' }, skipRequiredPrepayment: { kind: 'bool' } } as const satisfies ParamSpec
    return [
      // API.md "Group Authorization"
      r(
        'GET',
        '/auth/database',
        null,
        {
          application_id: { kind: 'text', required: true },
          application_secret: { kind: 'text', required: true },
          database_code: { kind: 'text', required: true },
          location: { kind: 'guid' },
        },
        (c) => this.authDatabase(c),
      ),
      r(
        'GET',
        '/auth/refresh',
        null,
        { application_id: { kind: 'text', required: true }, refresh_token: { kind: 'text', required: true } },
        (c) => this.authRefresh(c),
      ),
      r(
        'GET',
        '/auth/revoke',
        null,
        { application_id: { kind: 'text', required: true }, refresh_token: { kind: 'text', required: true } },
        (c) => this.authRevoke(c),
      ),
      // Aggr-old "Client login"
      r(
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
        (c) => this.authClient(c),
      ),
      // API.md "Group Locations". Live: `active` is rejected on the list (documented on /locations/{id} only).
      r('GET', '/locations', S.locations, { ...FIELDS_REQUIRED, ...IDS }, (c) => this.listLocations(c)),
      r('GET', '/locations/:id', S.locations, { ...FIELDS_REQUIRED, active: { kind: 'bool' } }, (c) =>
        this.getLocation(c),
      ),
      // API.md "Group Services" › Service categories
      r('GET', '/services/categories', S.categories, { ...FIELDS_REQUIRED, ...IDS, archive: { kind: 'bool' } }, (c) =>
        this.listCategories(c),
      ),
      r('GET', '/services/categories/:id', S.categories, fieldsOnly, (c) => this.getCategory(c)),
      // API.md "Group Services" › Service
      r(
        'GET',
        '/services',
        S.services,
        {
          ...FIELDS_REQUIRED,
          ...IDS,
          sex: { kind: ['male', 'female'] },
          client_gender: { kind: ['male', 'female'] },
          public: { kind: 'bool' },
          position: { kind: 'guids' },
          has_professional_price: { kind: 'bool' },
          professional: { kind: 'guids' },
          free_time: { kind: 'datetime' },
          free_time_skip_appointments: { kind: 'guids' },
          location: { kind: 'guids' },
          archive: { kind: 'bool' },
          service_by_time: { kind: 'bool' },
        },
        (c) => this.listServices(c),
      ),
      r('GET', '/services/:id', S.services, fieldsOnly, (c) => this.getService(c)),
      // API.md "Group Employees" › Free Time (before /employees/:id)
      r(
        'GET',
        '/employees/free_time',
        S.freeTime,
        {
          from: { kind: 'datetime', required: true },
          to: { kind: 'datetime', required: true },
          duration: { kind: 'positive', required: true },
          step: { kind: STEPS },
          professionals: { kind: 'guids' },
          location: { kind: 'guids' },
          services: { kind: 'guids' },
          skip_appointments: { kind: 'guids' },
          skip_sales: { kind: 'guids' },
          skip_group_lessons: { kind: 'guids' },
          exclude: { kind: 'ranges' },
          add_now_time: { kind: 'whole' },
          nearest_day_only: { kind: 'bool' },
          client_gender: { kind: ['male', 'female'] },
          public_employees: { kind: 'bool' },
          gaps_mode: { kind: ['none', 'optimal', 'maximal', 'maximal_if_has_appointment'] },
          gaps_positions: { kind: ['day_start', 'before_appointment', 'after_appointment', 'day_end'] },
        },
        (c) => this.freeTime(c),
      ),
      // API.md "Group Employees" › Employee
      r(
        'GET',
        '/employees',
        S.employees,
        {
          ...FIELDS_REQUIRED,
          ...IDS,
          location: { kind: 'guids' },
          position: { kind: 'guids' },
          role: { kind: 'text' },
          service: { kind: 'guids' },
          free_time: { kind: 'ranges' },
          free_time_professionals: { kind: 'guids' },
          free_time_skip_appointments: { kind: 'guids' },
          archive: { kind: 'bool' },
          public: { kind: 'bool' },
          client_gender: { kind: ['male', 'female'] },
          archive_service: { kind: 'bool' },
          name: { kind: 'text' },
        },
        (c) => this.listEmployees(c),
      ),
      r('GET', '/employees/:id', S.employees, fieldsOnly, (c) => this.getEmployee(c)),
      // API.md "Group Employees" › Position; `role` is used by Aggr-old "Get professionals list".
      r('GET', '/positions', S.positions, { ...FIELDS_REQUIRED, ...IDS, role: { kind: 'text' } }, (c) =>
        this.listPositions(c),
      ),
      r('GET', '/positions/:id', S.positions, fieldsOnly, (c) => this.getPosition(c)),
      // API.md "Group Settings"
      r('GET', '/settings', S.settings, fieldsOnly, (c) => this.getSettings(c)),
      // API.md "Group Appointments" › Feedbacks
      r(
        'GET',
        '/feedbacks',
        S.feedbacks,
        { ...FIELDS_REQUIRED, ...IDS, appointment: { kind: 'guids' }, professional: { kind: 'guids' } },
        (c) => this.listFeedbacks(c),
      ),
      r('GET', '/feedbacks/:id', S.feedbacks, fieldsOnly, (c) => this.getFeedback(c)),
      // API.md "Group Clients" › Client
      r(
        'GET',
        '/clients',
        S.clientsList,
        {
          ...FIELDS_REQUIRED,
          ...IDS,
          location: { kind: 'guid' },
          phone: { kind: 'text' },
          email: { kind: 'text' },
          card_number: { kind: 'text' },
          name: { kind: 'text' },
          archive: { kind: 'bool' },
        },
        (c) => this.listClients(c),
      ),
      r('GET', '/clients/:id', S.client, fieldsOnly, (c) => this.getClient(c)),
      // API.md "Group Appointments" › Appointment Service (before /appointments/:id)
      r(
        'GET',
        '/appointments/services',
        S.itemsList,
        {
          ...FIELDS_REQUIRED,
          ...IDS,
          from: { kind: 'datetime' },
          to: { kind: 'datetime' },
          client: { kind: 'guids' },
          professional: { kind: 'guids' },
          location: { kind: 'guids' },
          state: { kind: ['reserved', 'planned', 'confirmed', 'cancelled'] },
        },
        (c) => this.listItems(c),
      ),
      r('GET', '/appointments/services/:id', S.itemGet, fieldsOnly, (c) => this.getItem(c)),
      r('POST', '/appointments/services', S.itemWrite, { ...FIELDS_OPTIONAL, ...force }, (c) => this.postItem(c)),
      r('PUT', '/appointments/services/:id', S.itemWrite, { ...FIELDS_OPTIONAL, ...force }, (c) => this.putItem(c)),
      r('DELETE', '/appointments/services/:id', S.itemWrite, {}, (c) => this.deleteItem(c)),
      // API.md "Group Appointments" › Appointment
      r(
        'GET',
        '/appointments',
        S.appointmentsList,
        {
          ...FIELDS_REQUIRED,
          ...IDS,
          from: { kind: 'datetime' },
          to: { kind: 'datetime' },
          client: { kind: 'guids' },
          professional: { kind: 'guids' },
          location: { kind: 'guids' },
          state: { kind: ['reserved', 'planned', 'confirmed', 'cancelled'] },
        },
        (c) => this.listAppointments(c),
      ),
      r('GET', '/appointments/:id', S.appointmentGet, fieldsOnly, (c) => this.getAppointment(c)),
      // Live: `fields` (even `fields=id`) is rejected on POST /appointments, so it is not listed.
      r('POST', '/appointments', S.appointmentPost, { ...force, copy: { kind: 'guid' } }, (c) =>
        this.postAppointment(c),
      ),
      r('PUT', '/appointments/:id', S.appointmentPut, { ...FIELDS_OPTIONAL, ...force }, (c) => this.putAppointment(c)),
      r('DELETE', '/appointments/:id', S.appointmentDelete, {}, (c) => this.deleteAppointment(c)),
    ]
  }

  // --- tokens ---------------------------------------------------------------------------------

  private issue(kind: TokenRecord['kind'], location: string, clientId: string | null): TokenRecord {
    // API.md "Group Authorization": one valid Database token per application+database at a time.
    if (kind === 'database') this.revokeDatabaseTokens()
    const record: TokenRecord = {
      access: randomUUID(),
      refresh: randomUUID(),
      kind,
      scope: kind === 'database' ? [...this.state.application.scope] : [],
      location,
      clientId,
      expiresAt: this.now() + this.tokenLifetimeMs,
    }
    this.tokens.set(record.access, record)
    this.refreshTokens.set(record.refresh, record)
    return record
  }

  private revoke(record: TokenRecord): void {
    this.tokens.delete(record.access)
    this.refreshTokens.delete(record.refresh)
  }

  private revokeDatabaseTokens(): void {
    for (const record of [...this.tokens.values()]) if (record.kind === 'database') this.revoke(record)
  }

  private checkApplication(id: string | undefined, secret?: string): void {
    const app = this.state.application
    if (id?.toLowerCase() !== app.id.toLowerCase() || (secret !== undefined && secret !== app.secret)) {
      throw new ApiError(401, 'Unknown application id or application secret', { type: 'UNKNOWN' })
    }
  }

  private checkDatabase(code: string | undefined): void {
    if (code !== this.state.databaseCode) throw notFound('database', 'code', code ?? '')
  }

  /** API.md "Group Authorization" › Receiving Database token. */
  private authDatabase(c: Ctx): Reply {
    const q = c.query
    this.checkApplication(q.str('application_id'), q.str('application_secret'))
    this.checkDatabase(q.str('database_code'))
    if (this.state.access !== 'granted') return { status: 200, body: { status: this.state.access } }
    const location = q.guid('location') ?? this.state.defaultLocation
    this.location(location)
    const t = this.issue('database', location, null)
    return {
      status: 200,
      body: {
        server: this.state.server,
        access_token: t.access,
        database: this.state.databaseCode,
        scope: t.scope,
        expires_at: iso(t.expiresAt),
        location: t.location,
        refresh_token: t.refresh,
      },
    }
  }

  /** API.md "Group Authorization" › Token refresh: new pair, the old pair stops working. */
  private authRefresh(c: Ctx): Reply {
    this.checkApplication(c.query.str('application_id'))
    const old = this.refreshTokens.get(c.query.str('refresh_token') ?? '')
    if (!old) throw new ApiError(401, 'Unknown refresh token', { type: 'UNKNOWN' })
    this.revoke(old)
    const record: TokenRecord = { ...old, access: randomUUID(), refresh: randomUUID() }
    record.expiresAt = this.now() + this.tokenLifetimeMs
    this.tokens.set(record.access, record)
    this.refreshTokens.set(record.refresh, record)
    return {
      status: 200,
      body: { access_token: record.access, expires_at: iso(record.expiresAt), refresh_token: record.refresh },
    }
  }

  /** API.md "Group Authorization" › Token revoke. */
  private authRevoke(c: Ctx): Reply {
    this.checkApplication(c.query.str('application_id'))
    const old = this.refreshTokens.get(c.query.str('refresh_token') ?? '')
    if (!old) throw new ApiError(401, 'Unknown refresh token', { type: 'UNKNOWN' })
    this.revoke(old)
    return { status: 204 }
  }

  /**
   * Aggr-old "Client login": `?application_id&database_code&phone` texts a 4-digit code and answers
   * `{auth_id}`; `?auth_id&code[&location]` answers a client token, 401 for a wrong code, 404 for an
   * unknown phone; adding `firstname, lastname, sex, email, location` (all present, may be empty,
   * with a Content-Language header) registers the client. BLOCKED texts: API.md "401 … BLOCKED".
   */
  private authClient(c: Ctx): Reply {
    const q = c.query
    const now = this.now()
    const registration = ['firstname', 'lastname', 'sex', 'email'] as const
    if (!q.has('auth_id')) {
      for (const name of ['auth_id', 'code', 'location', ...registration]) {
        if (q.has(name)) throw bad(`Parameter '${name}' belongs to the second step (with auth_id)`)
      }
      for (const name of ['application_id', 'database_code', 'phone']) {
        if (!q.has(name)) throw bad(`Parameter '${name}' is required`)
      }
      this.checkApplication(q.str('application_id'))
      if (!this.state.application.scope.includes('client_login')) {
        throw forbidden("Your application's scope does not include client_login")
      }
      this.checkDatabase(q.str('database_code'))
      const phone = q.str('phone')!
      const last = this.lastSms.get(phone)
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
      this.authSessions.set(authId, { phone, code, createdAt: now, wrong: 0 })
      this.lastSms.set(phone, now)
      this.sms.push({ phone, code, at: new Date(now) })
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
    const session = this.authSessions.get(authId)
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
    if (location) this.location(location)
    let client = this.state.clients.find((cl) => cl.phone.some((p) => digits(p) === session.phone))
    if (!client) {
      if (!registering) throw notFound('client', 'phone', session.phone)
      if (!c.headers['content-language']) throw bad('Header Content-Language is required to register a client')
      client = this.registerClient(session.phone, q, location, sex)
    }
    this.authSessions.delete(authId)
    const t = this.issue('client', location ?? client.location ?? this.state.defaultLocation, client.id)
    return {
      status: 200,
      body: {
        server: this.state.server,
        access_token: t.access,
        expires_at: iso(t.expiresAt),
        refresh_token: t.refresh,
        client_id: client.id,
      },
    }
  }

  private registerClient(phone: string, q: Query, location: string | null, sex: string): FakeClient {
    const email = q.str('email') ?? ''
    // A new client: the fixture's defaults, with what the registration gave.
    const client = makeClient(randomUUID(), q.str('firstname') ?? '', q.str('lastname') ?? '', {
      gender: sex === 'Female' ? 'female' : 'male', // API.md Client `gender` default: male
      location: location ?? this.state.defaultLocation,
      phone: [`+${phone}`],
      email: email ? [email] : [],
      city: null,
      createDate: iso(this.now()),
      status: null,
    })
    this.state.clients.push(client)
    return client
  }

  // --- lookups --------------------------------------------------------------------------------

  private location(id: string): FakeLocation {
    const found = this.state.locations.find((l) => l.id === id.toLowerCase())
    if (!found) throw notFound('location', 'id', id)
    return found
  }

  private tz(locationId: string): string {
    return this.state.locations.find((l) => l.id === locationId)?.timezone ?? 'Europe/London'
  }

  private employee(id: string): FakeEmployee {
    const found = this.state.employees.find((e) => e.id === id.toLowerCase())
    if (!found) throw notFound('employee', 'id', id)
    return found
  }

  private service(id: string): FakeService {
    const found = this.state.services.find((s) => s.id === id.toLowerCase())
    if (!found) throw notFound('service', 'id', id)
    return found
  }

  private client(id: string): FakeClient {
    const found = this.state.clients.find((cl) => cl.id === id.toLowerCase())
    if (!found) throw notFound('client', 'id', id)
    return found
  }

  private appointment(id: string): FakeAppointment {
    const found = this.state.appointments.find((a) => a.id === id.toLowerCase())
    if (!found || !this.inWindow(found)) throw notFound('appointment', 'id', id)
    return found
  }

  private fields(q: Query, spec: FieldSpec): FieldNode[] {
    const nodes = parseFields(q.str('fields') ?? '')
    checkFields(nodes, spec, true)
    return nodes
  }

  private list<T extends { id: string }>(
    c: Ctx,
    spec: FieldSpec,
    items: T[],
    view: (item: T) => Record<string, unknown>,
  ): Reply {
    const nodes = this.fields(c.query, spec)
    const ids = c.query.guids('ids')
    const chosen = ids ? items.filter((i) => ids.includes(i.id)) : items
    return { status: 200, body: chosen.map((i) => projectObject(view(i), nodes)) }
  }

  private one<T>(c: Ctx, spec: FieldSpec, item: T, view: (item: T) => Record<string, unknown>): Reply {
    return { status: 200, body: projectObject(view(item), this.fields(c.query, spec)) }
  }

  // --- locations, categories, positions, feedbacks ------------------------------------------

  /** API.md "Group Locations" › Get all locations (sorted by name). */
  private listLocations(c: Ctx): Reply {
    return this.list(c, LOCATION_FIELDS, byName(this.state.locations), (l) => ({ ...l }))
  }

  private getLocation(c: Ctx): Reply {
    const loc = this.location(guidParam(c, 'location'))
    const active = c.query.bool('active')
    if (active !== undefined && loc.active !== active) throw notFound('location', 'id', loc.id)
    return this.one(c, LOCATION_FIELDS, loc, (l) => ({ ...l }))
  }

  /** API.md "Group Services" › Get all services categories. */
  private listCategories(c: Ctx): Reply {
    const archive = c.query.bool('archive')
    const items = byName(this.state.serviceCategories).filter((x) => archive === undefined || x.archive === archive)
    return this.list(c, CATEGORY_FIELDS, items, (x) => ({ ...x }))
  }

  private getCategory(c: Ctx): Reply {
    const id = guidParam(c, 'category')
    const found = this.state.serviceCategories.find((x) => x.id === id)
    if (!found) throw notFound('category', 'id', id)
    return this.one(c, CATEGORY_FIELDS, found, (x) => ({ ...x }))
  }

  /** API.md "Group Employees" › Get all positions; `role` filter from Aggr-old. */
  private listPositions(c: Ctx): Reply {
    const roles = c.query.list('role')
    const items = byName(this.state.positions).filter((p) => !roles || roles.includes(p.role))
    return this.list(c, POSITION_FIELDS, items, (p) => ({ ...p }))
  }

  private getPosition(c: Ctx): Reply {
    const id = guidParam(c, 'position')
    const found = this.state.positions.find((p) => p.id === id)
    if (!found) throw notFound('position', 'id', id)
    return this.one(c, POSITION_FIELDS, found, (p) => ({ ...p }))
  }

  /** API.md "Group Appointments" › Feedbacks › Get all feedbacks (sorted by date, oldest first). */
  private listFeedbacks(c: Ctx): Reply {
    const appointments = c.query.guids('appointment')
    const professionals = c.query.guids('professional')
    const items = [...this.state.feedbacks]
      .sort((a, b) => a.date.localeCompare(b.date))
      .filter((f) => !appointments || (f.appointment !== null && appointments.includes(f.appointment)))
      .filter((f) => !professionals || professionals.includes(f.professional))
    return this.list(c, FEEDBACK_FIELDS, items, (f) => this.feedbackView(f))
  }

  private getFeedback(c: Ctx): Reply {
    const id = guidParam(c, 'feedback')
    const found = this.state.feedbacks.find((f) => f.id === id)
    if (!found) throw notFound('feedback', 'id', id)
    return this.one(c, FEEDBACK_FIELDS, found, (f) => this.feedbackView(f))
  }

  private feedbackView(f: FakeData['feedbacks'][number]): Record<string, unknown> {
    const e = this.state.employees.find((x) => x.id === f.professional)
    const name = e ? fullName(e) : null
    return {
      ...f,
      professionalName: name,
      professional_name: name,
      professionalPhotoExists: e?.photo_exists ?? false,
      professional_photo_exists: e?.photo_exists ?? false,
    }
  }

  // --- services ---------------------------------------------------------------------------------

  /** Whether employee `e` may provide `s` at `location`: a price exists for one of their positions. */
  private canProvide(e: FakeEmployee, s: FakeService, location: string | null): boolean {
    return s.location_prices.some(
      (p) => p.position !== null && e.positions.includes(p.position) && (location === null || p.location === location),
    )
  }

  /** API.md "Group Services" › Get all services (filters as documented; `location` only scopes `free_time`). */
  private listServices(c: Ctx): Reply {
    const q = c.query
    const gender = q.str('client_gender') ?? q.str('sex')
    const positions = q.guids('position')
    const professionals = q.guids('professional')?.map((id) => this.employee(id))
    const hasPro = q.bool('has_professional_price')
    const freeAt = q.datetime('free_time')
    const locations = q.guids('location')
    const skip = new Set(q.guids('free_time_skip_appointments') ?? [])
    const items = byName(this.state.services).filter((s) => {
      if (q.bool('public') !== undefined && s.public !== q.bool('public')) return false
      if (q.bool('archive') !== undefined && s.archive !== q.bool('archive')) return false
      if (q.bool('service_by_time') !== undefined && s.service_by_time !== q.bool('service_by_time')) return false
      if (gender && s.gender !== 'both' && s.gender !== gender) return false
      if (positions && !s.location_prices.some((p) => p.position !== null && positions.includes(p.position)))
        return false
      if (professionals && !professionals.some((e) => this.canProvide(e, s, null))) return false
      if (hasPro !== undefined && s.location_prices.some((p) => p.position !== null) !== hasPro) return false
      if (freeAt !== undefined) {
        const free = this.state.employees.some((e) =>
          e.schedules.some(
            (sch) =>
              (!locations || locations.includes(sch.location)) &&
              this.canProvide(e, s, sch.location) &&
              this.isFree(e, sch.location, freeAt, s.duration, skip),
          ),
        )
        if (!free) return false
      }
      return true
    })
    return this.list(c, SERVICE_FIELDS, items, (s) => this.serviceView(s))
  }

  private getService(c: Ctx): Reply {
    return this.one(c, SERVICE_FIELDS, this.service(guidParam(c, 'service')), (s) => this.serviceView(s))
  }

  private serviceView(s: FakeService): Record<string, unknown> {
    return {
      ...s,
      descriptionPlainText: s.descriptionPlaintext,
      pictureUrl: s.picture ? `${this.url}/images/${this.state.databaseCode}/${s.picture}/picture` : null,
      location_prices: s.location_prices.map((p) => ({ ...p })),
    }
  }

  // --- employees --------------------------------------------------------------------------------

  /** API.md "Group Employees" › Get all employees. */
  private listEmployees(c: Ctx): Reply {
    const q = c.query
    const locations = q.guids('location')
    const positions = q.guids('position')
    const roles = q.list('role')
    const services = q.guids('service')?.map((id) => this.service(id))
    const gender = q.str('client_gender')
    const archiveService = q.bool('archive_service')
    const names = q.list('name')
    const range = ranges(q.str('free_time'))[0]
    const freeFor = q.guids('free_time_professionals')
    const skip = new Set(q.guids('free_time_skip_appointments') ?? [])
    const items = byName(this.state.employees.map((e) => ({ ...e, name: fullName(e) }))).filter((e) => {
      if (q.bool('archive') !== undefined && e.archive !== q.bool('archive')) return false
      if (q.bool('public') !== undefined && e.public !== q.bool('public')) return false
      if (locations && !e.schedules.some((s) => locations.includes(s.location))) return false
      if (positions && !e.positions.some((p) => positions.includes(p))) return false
      if (roles && !this.roles(e).some((r) => roles.includes(r))) return false
      if (services && !services.every((s) => this.canProvide(e, s, null))) return false
      if (names && !names.includes(e.name)) return false
      if (gender) {
        const fits = this.state.services.some(
          (s) =>
            (s.gender === 'both' || s.gender === gender) &&
            (archiveService === undefined || s.archive === archiveService) &&
            this.canProvide(e, s, null),
        )
        if (!fits) return false
      }
      if (range) {
        if (freeFor && !freeFor.includes(e.id)) return false
        const [a, b] = range
        const minutes = Math.ceil((b - a) / MINUTE)
        const at = e.schedules
          .map((s) => s.location)
          .filter((l) => !locations || locations.includes(l))
          .some((l) => this.isFree(e, l, a, minutes, skip))
        if (!at) return false
      }
      return true
    })
    return this.list(c, EMPLOYEE_FIELDS, items, (e) => this.employeeView(e))
  }

  private getEmployee(c: Ctx): Reply {
    return this.one(c, EMPLOYEE_FIELDS, this.employee(guidParam(c, 'employee')), (e) => this.employeeView(e))
  }

  private roles(e: FakeEmployee): string[] {
    const roles = e.positions.map((id) => this.state.positions.find((p) => p.id === id)?.role).filter(Boolean)
    return [...new Set(roles as string[])]
  }

  private employeeView(e: FakeEmployee): Record<string, unknown> {
    const feedbacks = this.state.feedbacks.filter((f) => f.professional === e.id)
    const average = feedbacks.length ? feedbacks.reduce((sum, f) => sum + f.rating, 0) / feedbacks.length : 0
    const locations = e.schedules.map((s) => s.location)
    return {
      ...e,
      name: fullName(e),
      photo: e.photo_exists ? `${this.url}/employees/${e.id}/photo` : null,
      position_names: e.positions.map((id) => this.state.positions.find((p) => p.id === id)?.name ?? null),
      roles: this.roles(e), // "unique role names": an array (the API.md example shows a bare string)
      schedules: e.schedules.map((s) => ({ ...s })),
      address: e.address ? { ...e.address } : null,
      feedback_count: feedbacks.length,
      average_feedback_rating: Math.round(average * 100) / 100,
      services: this.state.services
        .filter((s) => !s.archive && locations.some((l) => this.canProvide(e, s, l)))
        .map((s) => s.id),
    }
  }

  // --- settings ---------------------------------------------------------------------------------

  /** API.md "Group Settings" › Get all settings: sections with the settings listed in `fields`. */
  private getSettings(c: Ctx): Reply {
    const nodes = parseFields(c.query.str('fields') ?? '')
    const out: Record<string, unknown> = {}
    for (const node of nodes) {
      const spec = SETTINGS_FIELDS[node.name]
      if (!spec) throw unknownParameter(node.name)
      if (!node.sub)
        throw bad(`Parameter 'fields': list the settings wanted in section '${node.name}', e.g. ${node.name}(…)`)
      checkFields(node.sub, spec, false)
      const section = this.state.settings[node.name as keyof FakeData['settings']] as Record<string, unknown>
      out[node.name] = Object.fromEntries(node.sub.map((s) => [s.name, structuredClone(section[s.name] ?? null)]))
    }
    return { status: 200, body: out }
  }

  // --- clients ----------------------------------------------------------------------------------

  /** API.md "Group Clients" › Get all clients. */
  private listClients(c: Ctx): Reply {
    const q = c.query
    const scope = c.token!.scope
    if (!scope.some((s) => ['full', 'online_store', 'reports'].includes(s)) && !q.has('phone') && !q.has('email')) {
      throw forbidden('Scope services_aggregator may read clients only with a phone or email filter')
    }
    const phones = q.list('phone')?.map(digits)
    const emails = q.list('email')?.map((e) => e.toLowerCase())
    const cards = q.list('card_number')
    const names = q.list('name')
    const location = q.guid('location')
    const items = byName(this.state.clients.map((cl) => ({ ...cl, name: fullName(cl) }))).filter(
      (cl) =>
        (!phones || cl.phone.some((p) => phones.includes(digits(p)))) &&
        (!emails || cl.email.some((e) => emails.includes(e.toLowerCase()))) &&
        (!cards || cl.card_number.some((n) => cards.includes(n))) &&
        (!names || names.includes(cl.name)) &&
        (!location || cl.location === location) &&
        (q.bool('archive') === undefined || cl.archive === q.bool('archive')),
    )
    return this.list(c, CLIENT_LIST_FIELDS, items, (cl) => this.clientView(cl))
  }

  /** API.md "Group Clients" › Get client by id; `me` (and only the own id) with a client token. */
  private getClient(c: Ctx): Reply {
    const raw = c.params[0]!
    const token = c.token!
    let id: string
    if (raw === 'me') {
      if (token.kind !== 'client') throw bad("'me' can be used only with a client access token")
      id = token.clientId!
    } else {
      if (!GUID_RE.test(raw)) throw notFound('client', 'id', raw)
      id = raw.toLowerCase()
      if (token.kind === 'client' && id !== token.clientId) {
        throw forbidden('A client access token may read only its own client (use /clients/me)')
      }
    }
    return this.one(c, CLIENT_FIELDS, this.client(id), (cl) => this.clientView(cl))
  }

  private clientView(cl: FakeClient): Record<string, unknown> {
    const visits = this.state.appointments
      .filter((a) => a.client === cl.id && (a.state === 'planned' || a.state === 'confirmed'))
      .map((a) => this.appointmentStart(a))
      .filter((t) => t <= this.now())
      .sort((a, b) => a - b)
    return {
      ...cl,
      name: fullName(cl),
      photo: cl.photo_exists ? `${this.url}/clients/${cl.id}/photo` : null,
      categories_names: cl.categories.map(() => null),
      first_visit: visits.length ? iso(visits[0]!) : null,
      first_visit_description: null,
      last_visit: visits.length ? iso(visits[visits.length - 1]!) : null,
      last_visit_description: null,
      feedback: null,
      additional_fields: null,
      deposit_client: null,
      referral_source_name: null,
    }
  }

  // --- working time and free time --------------------------------------------------------------

  /** The employee's working interval (UTC ms) at `location` on salon-local `date`, from their schedules. */
  private workingInterval(e: FakeEmployee, location: string, date: string): [number, number] | null {
    if (e.archive) return null
    if (this.state.daysOff.some((d) => d.employee === e.id && d.date === date)) return null
    const entry = e.schedules
      .filter((s) => s.location === location && s.start_date.slice(0, 10) <= date)
      .sort((a, b) => b.start_date.localeCompare(a.start_date))[0]
    if (!entry?.schedule) return null
    const schedule = this.state.predefinedSchedules.find((p) => p.id === entry.schedule)
    const day = schedule?.weekSchedule.find((w) => w.weekDay === weekdayOf(date))
    if (!day?.timeFrom || !day.timeTo || day.timeFrom >= day.timeTo) return null
    const tz = this.tz(location)
    return [localToUtc(date, day.timeFrom, tz), localToUtc(date, day.timeTo, tz)]
  }

  /** API.md "Group Appointments": planned, confirmed, and reserves younger than 15 min (or future createDate). */
  private occupies(a: Pick<FakeAppointment, 'state' | 'createDate'>): boolean {
    if (a.state === 'planned' || a.state === 'confirmed') return true
    if (a.state !== 'reserved') return false
    const created = Date.parse(a.createDate)
    return created > this.now() - RESERVE_MS
  }

  /** Busy intervals of an employee (as professional or assistant) in every location. */
  private busy(employeeId: string, skip: Set<string>): [number, number, FakeAppointmentService, FakeAppointment][] {
    const out: [number, number, FakeAppointmentService, FakeAppointment][] = []
    for (const a of this.state.appointments) {
      if (skip.has(a.id) || !this.occupies(a)) continue
      for (const s of a.services) {
        if (s.professional !== employeeId && s.assistant !== employeeId) continue
        const start = Date.parse(s.start)
        out.push([start, start + s.duration * MINUTE, s, a])
      }
    }
    return out
  }

  private isFree(e: FakeEmployee, location: string, start: number, minutes: number, skip: Set<string>): boolean {
    const end = start + minutes * MINUTE
    const work = this.workingInterval(e, location, zoned(start, this.tz(location)).date)
    if (!work || start < work[0] || end > work[1] || start < this.now()) return false
    return !this.busy(e.id, skip).some(([a, b]) => overlaps(start, end, a, b))
  }

  /**
   * API.md "Group Employees" › Free Time: `{ employeeId: { 'YYYY-MM-DD': ['HH:mm', …] } }` in the
   * location's time zone; each time is free for the whole `duration`. Where the docs are silent:
   * - no `step`: the salon's `client_module.time_step` (15m if that is `auto`);
   * - the step grid starts at the professional's working start that day;
   * - a time is offered when its start is in [from, to);
   * - nothing earlier than now + max(`client_module.nearest_booking_minutes`, `add_now_time`);
   * - `gaps_mode=optimal` (and `auto`-like steps) use 15/30/60 min for durations <60/<120/longer;
   * - employees (and days) without any free time are left out; only employees with a
   *   `professional` position appear.
   */
  private freeTime(c: Ctx): Reply {
    const q = c.query
    if (q.str('step') === 'auto') throw bad("Parameter 'step' value 'auto' is not supported") // Live
    const from = q.datetime('from')!
    const to = q.datetime('to')!
    if (to <= from) throw bad("Parameter 'to' should be later than 'from'")
    const duration = q.int('duration')!
    const durationMs = duration * MINUTE
    const settings = this.state.settings.client_module
    const stepName =
      q.str('step') ??
      (STEPS.includes(settings.time_step) && settings.time_step !== 'auto' ? settings.time_step : '15m')
    const gridStep = parseInt(stepName, 10)
    const autoStep = duration < 60 ? 15 : duration < 120 ? 30 : 60
    const mode = q.str('gaps_mode') ?? 'none'
    const positions = q.list('gaps_positions') ?? ['day_start']
    const nearestMinutes = Math.max(Number(settings.nearest_booking_minutes) || 0, q.int('add_now_time') ?? 0)
    const cutoff = this.now() + nearestMinutes * MINUTE
    const skip = new Set(q.guids('skip_appointments') ?? [])
    const excluded = ranges(q.str('exclude'))
    const professionals = q.guids('professionals')
    const locations = q.guids('location')
    const services = (q.guids('services') ?? []).map((id) => this.state.services.find((s) => s.id === id))
    const gender = q.str('client_gender')
    const publicOnly = q.bool('public_employees')

    const result: Record<string, Record<string, string[]>> = {}
    for (const e of this.state.employees) {
      if (e.archive || !this.roles(e).includes('professional')) continue
      if (professionals && !professionals.includes(e.id)) continue
      if (publicOnly !== undefined && e.public !== publicOnly) continue
      const busy: [number, number][] = [
        ...this.busy(e.id, skip).map(([a, b]) => [a, b] as [number, number]),
        ...excluded,
      ]
      for (const location of new Set(e.schedules.map((s) => s.location))) {
        if (locations && !locations.includes(location)) continue
        if (services.some((s) => !s || !this.canProvide(e, s, location))) continue
        if (
          !services.length &&
          gender &&
          !this.state.services.some(
            (s) => !s.archive && (s.gender === 'both' || s.gender === gender) && this.canProvide(e, s, location),
          )
        ) {
          continue
        }
        const tz = this.tz(location)
        const lastDay = zoned(to, tz).date
        for (let day = zoned(from, tz).date; day <= lastDay; day = addDays(day, 1)) {
          const work = this.workingInterval(e, location, day)
          if (!work) continue
          const free = subtract(work, [...busy, [Number.NEGATIVE_INFINITY, roundUp(cutoff, work[0], gridStep)]])
          const times = new Set<number>()
          const grid = (step: number) => {
            for (let t = work[0]; t + durationMs <= work[1]; t += step * MINUTE) {
              if (free.some(([a, b]) => t >= a && t + durationMs <= b)) times.add(t)
            }
          }
          const edges = () => {
            const fitting = free.filter(([a, b]) => b - a >= durationMs)
            fitting.forEach(([a, b], i) => {
              if (positions.includes(i === 0 ? 'day_start' : 'after_appointment')) times.add(a)
              if (positions.includes(i === fitting.length - 1 ? 'day_end' : 'before_appointment'))
                times.add(b - durationMs)
            })
          }
          if (mode === 'none') grid(gridStep)
          else if (mode === 'optimal') grid(autoStep)
          else if (mode === 'maximal') edges()
          else if (free.filter(([a, b]) => b - a >= durationMs).length > 1) edges()
          else grid(autoStep)
          const labels = [...times]
            .filter((t) => t >= from && t < to)
            .sort((a, b) => a - b)
            .map((t) => zoned(t, tz).time)
          if (!labels.length) continue
          const perEmployee = (result[e.id] ??= {})
          perEmployee[day] = [...new Set([...(perEmployee[day] ?? []), ...labels])].sort()
        }
      }
    }
    if (q.bool('nearest_day_only')) {
      const first = Object.values(result)
        .flatMap((days) => Object.keys(days))
        .sort()[0]
      for (const [id, days] of Object.entries(result)) {
        for (const day of Object.keys(days)) if (day !== first) delete days[day]
        if (!Object.keys(days).length) delete result[id]
      }
    }
    return { status: 200, body: result }
  }

  // --- appointments: reading ---------------------------------------------------------------------

  /** API.md "Group Appointments": only the last 2 months are available. */
  private windowStart(): number {
    const d = new Date(this.now())
    d.setUTCMonth(d.getUTCMonth() - 2)
    return d.getTime()
  }

  private inWindow(a: FakeAppointment): boolean {
    return this.appointmentStart(a) >= this.windowStart()
  }

  private appointmentStart(a: FakeAppointment): number {
    const starts = a.services.map((s) => Date.parse(s.start))
    return starts.length ? Math.min(...starts) : localToUtc(a.date, '00:00', this.tz(a.location))
  }

  private ownAppointment(c: Ctx, a: FakeAppointment): void {
    const token = c.token!
    if (token.kind === 'client' && a.client !== token.clientId) {
      throw forbidden("A client access token may use only its own client's appointments")
    }
  }

  /** API.md "Group Appointments" › Get all appointments (client tokens: `client` = own id, required). */
  private listAppointments(c: Ctx): Reply {
    const q = c.query
    const token = c.token!
    const clients = q.guids('client')
    if (token.kind === 'client' && (!clients || clients.some((id) => id !== token.clientId))) {
      throw forbidden('A client access token must filter appointments by its own client: ?client=<client_id>')
    }
    const from = Math.max(q.datetime('from') ?? Number.NEGATIVE_INFINITY, this.windowStart())
    const to = q.datetime('to') ?? Number.POSITIVE_INFINITY
    const professionals = q.guids('professional')
    const locations = q.guids('location')
    const states = q.list('state')
    const items = this.state.appointments
      .map((a) => ({ a, start: this.appointmentStart(a) }))
      .filter(({ start }) => start >= from && start < to)
      .filter(({ a }) => !clients || (a.client !== null && clients.includes(a.client)))
      .filter(
        ({ a }) => !professionals || a.services.some((s) => s.professional && professionals.includes(s.professional)),
      )
      .filter(({ a }) => !locations || locations.includes(a.location))
      .filter(({ a }) => !states || states.includes(a.state))
      .sort((x, y) => x.start - y.start)
      .map(({ a }) => a)
    return this.list(c, APPOINTMENT_FIELDS, items, (a) => this.appointmentView(a))
  }

  private getAppointment(c: Ctx): Reply {
    const a = this.appointment(guidParam(c, 'appointment'))
    this.ownAppointment(c, a)
    return this.one(c, APPOINTMENT_FIELDS, a, (x) => this.appointmentView(x))
  }

  private personNames(prefix: 'client' | 'employee', person: FakeClient | FakeEmployee | undefined) {
    return {
      [`${prefix}Name`]: person ? fullName(person) : null,
      [`${prefix}FirstName`]: person?.firstname ?? null,
      [`${prefix}MiddleName`]: person?.middlename ?? null,
      [`${prefix}LastName`]: person?.lastname ?? null,
    }
  }

  private appointmentView(a: FakeAppointment): Record<string, unknown> {
    const client = this.state.clients.find((x) => x.id === a.client)
    const employee = this.state.employees.find((x) => x.id === a.employee)
    const feedback = this.state.feedbacks
      .filter((f) => f.appointment === a.id)
      .map((f) => ({
        id: f.id,
        professional: f.professional,
        date: f.date,
        rating: f.rating,
        text: f.text,
        published: true,
      }))
    return {
      id: a.id,
      state: a.state,
      actualState: a.state,
      // API.md examples show "2020-01-01", but "Data types" says datetimes are always written in full:
      // the fake writes the calendar date at midnight UTC. Read it with `.slice(0, 10)`.
      date: `${a.date}T00:00:00.000Z`,
      location: a.location,
      client: a.client,
      ...this.personNames('client', client),
      employee: a.employee,
      ...this.personNames('employee', employee),
      receptionist: a.receptionist,
      controlManager: a.controlManager,
      notifySms: a.notifySms,
      comments: a.comments,
      clientsModule: a.clientsModule,
      clientsModuleConfirmed: a.clientsModuleConfirmed,
      important: a.important,
      color: a.color,
      services: [...a.services].sort((x, y) => x.start.localeCompare(y.start)).map((s) => this.itemView(s, a)),
      products: null,
      certificates: null,
      dentures: null,
      cards: null,
      cancelDate: a.cancelDate,
      cancelReason: a.cancelReason,
      cancelReceptionist: a.cancelReceptionist,
      createDate: a.createDate,
      feedback: feedback.length ? feedback : null,
      hasAnySales: false,
      clientInside: false,
      original: a.original,
      merged: a.merged,
      requiredPrepayment: null,
      optionalPrepayment: null,
      latePrepayment: null,
      timeConflicts: [],
      validations: [],
      groupComments: [],
    }
  }

  /** The price of a service for a professional: API.md "Data Structures" › locationprice (per position). */
  private price(s: FakeService | undefined, professional: FakeEmployee | undefined, location: string): number | null {
    if (!s) return null
    const here = s.location_prices.filter((p) => p.location === location)
    const match =
      here.find((p) => p.position !== null && professional?.positions.includes(p.position)) ??
      here.find((p) => p.position === null)
    return match?.price ?? null
  }

  /** `start` is written as a full UTC datetime (API.md examples show "10:00:00" or "10:10:10.000Z"). */
  private itemView(s: FakeAppointmentService, a: FakeAppointment): Record<string, unknown> {
    const professional = this.state.employees.find((e) => e.id === s.professional)
    const service = this.state.services.find((x) => x.id === s.service)
    const client = this.state.clients.find((x) => x.id === a.client)
    const price = this.price(service, professional, a.location)
    return {
      id: s.id,
      start: s.start,
      duration: s.duration,
      professional: s.professional,
      professionalName: professional ? fullName(professional) : null,
      professionalPhone: professional?.phone[0] ?? null,
      professionalPhotoExists: professional?.photo_exists ?? false,
      assistant: s.assistant,
      service: s.service,
      serviceName: service?.name ?? null,
      price,
      predictedSum: price === null ? null : price * s.quantity,
      quantity: s.quantity,
      teeth: null,
      hall: s.hall,
      hallName: null,
      customMaterials: s.customMaterials,
      recommendedBy: s.recommendedBy,
      createDate: s.createDate,
      appointment: a.id,
      state: a.state,
      cancelReason: a.cancelReason,
      client: a.client,
      clientName: client ? fullName(client) : null,
      clientPhone: client?.phone[0] ?? null,
      location: a.location,
      sale: null,
      saleSum: 0,
      refundSum: 0,
      prepaymentSum: 0,
      prepayment: null,
      timeConflicts: [],
      validations: [],
    }
  }

  // --- appointments: checks ----------------------------------------------------------------------

  /**
   * API.md "Group Appointments" › Additional validations (400 APPOINTMENT_VALIDATION), skipped with
   * `force=true`. Archived services/employees answer a plain 400 whatever `force` says.
   */
  private validate(items: FakeAppointmentService[], location: string, force: boolean): void {
    const validations: Record<string, unknown>[] = []
    for (const item of items) {
      const service = item.service ? this.service(item.service) : null
      const professional = item.professional ? this.employee(item.professional) : null
      if (item.assistant) this.employee(item.assistant)
      if (service?.archive) throw bad(`Service ${service.id} is archived and can't be used in new appointments`)
      if (professional?.archive) throw bad(`Employee ${professional.id} is archived`)
      if (force || !service) continue
      if (professional && !this.canProvide(professional, service, location)) {
        validations.push({
          id: item.id,
          type: 'SERVICE_PROFESSIONAL_CANT_PROVIDE_SERVICE',
          service: service.id,
          professional: professional.id,
        })
      }
      if (!professional && service.location_prices.some((p) => p.location === location && p.position !== null)) {
        validations.push({
          id: item.id,
          type: 'SERVICE_SERVICE_CANT_BE_PROVIDED_WITHOUT_PROFESSIONAL',
          service: service.id,
        })
      }
    }
    if (validations.length) {
      throw new ApiError(400, 'Validation error(s) while updating appointment', {
        type: 'APPOINTMENT_VALIDATION',
        validations,
      })
    }
  }

  /**
   * API.md "Group Appointments" › Validations and "409 Conflict - TIME_CONFLICT": every item of a
   * valid appointment must lie in its professional's (and assistant's) working time and overlap no
   * other valid item of theirs, including earlier items of the same batch. `force=true` skips both,
   * except that a day the person does not work at all still conflicts (Live: force cannot book a
   * day off). Runs synchronously, so check-and-insert is atomic.
   */
  private checkTimes(
    items: Candidate[],
    target: { id: string; location: string },
    ignore: Set<string>,
    force: boolean,
    alsoBusy: Candidate[] = [],
  ): void {
    const tz = this.tz(target.location)
    const conflicts: Record<string, unknown>[] = []
    items.forEach((item, index) => {
      const end = item.start + item.duration * MINUTE
      for (const person of [item.professional, item.assistant]) {
        if (!person) continue
        const employee = this.employee(person)
        const day = zoned(item.start, tz).date
        const work = this.workingInterval(employee, target.location, day)
        const dayStart = localToUtc(day, '00:00', tz)
        if (!work || (!force && (item.start < work[0] || end > work[1]))) {
          const [from, until] = !work
            ? [dayStart, localToUtc(addDays(day, 1), '00:00', tz)]
            : item.start < work[0]
              ? [dayStart, work[0]]
              : [work[1], localToUtc(addDays(day, 1), '00:00', tz)]
          conflicts.push({
            id: item.id,
            itemType: 'professional',
            itemId: person,
            objectType: 'nonWorkingTime',
            objectId: null,
            objectDescriptionId: null,
            objectStart: iso(from),
            objectDuration: Math.round((until - from) / MINUTE),
          })
        }
        if (force) continue
        for (const [a, b, other, appt] of this.busy(person, ignore)) {
          if (overlaps(item.start, end, a, b)) {
            conflicts.push({
              id: item.id,
              itemType: 'professional',
              itemId: person,
              objectType: 'appointmentService',
              objectId: other.id,
              objectDescriptionId: appt.client ?? appt.employee,
              objectStart: other.start,
              objectDuration: other.duration,
            })
          }
        }
        for (const other of [...alsoBusy, ...items.slice(0, index)]) {
          if (other.professional !== person && other.assistant !== person) continue
          if (overlaps(item.start, end, other.start, other.start + other.duration * MINUTE)) {
            conflicts.push({
              id: item.id,
              itemType: 'professional',
              itemId: person,
              objectType: 'appointmentService',
              objectId: other.id,
              objectDescriptionId: null,
              objectStart: iso(other.start),
              objectDuration: other.duration,
            })
          }
        }
      }
    })
    if (conflicts.length) {
      throw new ApiError(409, 'Time conflict: the professional is busy or not working at the proposed time', {
        type: 'TIME_CONFLICT',
        anotherItems: conflicts,
      })
    }
  }

  private candidates(items: FakeAppointmentService[]): Candidate[] {
    return items.map((s) => ({
      id: s.id,
      start: Date.parse(s.start),
      duration: s.duration,
      professional: s.professional,
      assistant: s.assistant,
    }))
  }

  // --- appointments: body parsing -----------------------------------------------------------------

  /** API.md Appointment `date`: a date; "error if hours, minutes or seconds are not zeros". */
  private parseDate(value: unknown): string {
    const t = typeof value === 'string' ? parseDatetime(value) : null
    if (t === null) throw bad("Parameter 'date' should be a date (YYYY-MM-DD)")
    if (t % DAY !== 0)
      throw bad("Parameter 'date' should not contain a time part (hours, minutes, seconds must be zero)")
    return iso(t).slice(0, 10)
  }

  private parseState(value: unknown): AppointmentState {
    if (value !== 'reserved' && value !== 'planned' && value !== 'confirmed' && value !== 'cancelled') {
      throw bad("Parameter 'state' should be one of reserved, planned, confirmed, cancelled")
    }
    return value
  }

  /**
   * API.md Appointment Service `start`: a UTC datetime, or a time of day ("10:00:00.000Z", UTC)
   * taken on the appointment's date. Either way it must fall on that date in salon time.
   */
  private parseStart(value: unknown, date: string, tz: string): string {
    if (typeof value !== 'string') throw bad("Parameter 'start' should be a datetime")
    let t: number | null = null
    const time = TIME_ONLY_RE.exec(value)
    if (time) t = parseDatetime(`${date}T${time[1]}:${time[2]}:${time[3] ?? '00'}`)
    else t = parseDatetime(value)
    if (t === null) throw bad(`Parameter 'start' should be a datetime, got '${value}'`)
    if (zoned(t, tz).date !== date) {
      throw bad(`Parameter 'start' ${iso(t)} is not on the appointment's date ${date} (salon time ${tz})`)
    }
    return iso(t)
  }

  /** One item of `services` (API.md Appointment `services` / Appointment Service attributes). */
  private parseItem(
    raw: unknown,
    date: string,
    location: string,
    extraKeys: readonly string[] = [],
    base?: FakeAppointmentService,
  ): FakeAppointmentService {
    const obj = asObject(raw)
    onlyKeys(obj, [...ITEM_BODY_KEYS, ...extraKeys])
    const item: FakeAppointmentService = base
      ? { ...base }
      : {
          id: randomUUID(),
          start: '',
          duration: 60,
          professional: null,
          assistant: null,
          service: null,
          quantity: 1,
          hall: null,
          customMaterials: false,
          recommendedBy: null,
          createDate: iso(this.now()),
        }
    if ('start' in obj || !base) {
      if (!('start' in obj)) throw bad("Parameter 'start' is required for every service")
      item.start = this.parseStart(obj.start, date, this.tz(location))
    }
    item.duration = bodyPositive(obj, 'duration') ?? item.duration
    for (const key of ['professional', 'assistant', 'service', 'hall', 'recommendedBy'] as const) {
      const v = bodyGuid(obj, key)
      if (v !== undefined) item[key] = v
    }
    if ('quantity' in obj) {
      if (typeof obj.quantity !== 'number' || obj.quantity < 0) throw bad("Parameter 'quantity' should be zero or more")
      item.quantity = obj.quantity
    }
    item.customMaterials = bodyBool(obj, 'customMaterials') ?? item.customMaterials
    if (item.professional) this.employee(item.professional)
    if (item.service) this.service(item.service)
    return item
  }

  private onlyEmptyItems(body: Record<string, unknown>): void {
    for (const key of ['products', 'certificates', 'dentures', 'cards', 'groupComments']) {
      const v = body[key]
      if (v !== undefined && v !== null && !(Array.isArray(v) && v.length === 0)) {
        throw bad(`This fake supports appointment services only: '${key}' must be empty`)
      }
    }
  }

  /** Scalar appointment fields of a body (everything but identity, state and items). */
  private applyScalars(a: FakeAppointment, body: Record<string, unknown>): void {
    const comments = bodyText(body, 'comments')
    if (comments !== undefined) a.comments = comments
    a.clientsModule = bodyBool(body, 'clientsModule') ?? a.clientsModule
    a.clientsModuleConfirmed = bodyBool(body, 'clientsModuleConfirmed') ?? a.clientsModuleConfirmed
    a.important = bodyBool(body, 'important') ?? a.important
    const color = bodyText(body, 'color')
    if (color !== undefined) a.color = color
    for (const key of ['receptionist', 'controlManager'] as const) {
      const v = bodyGuid(body, key)
      if (v !== undefined) a[key] = v
    }
    if ('notifySms' in body) {
      const v = String(body.notifySms)
      if (!NOTIFY_SMS.includes(v)) throw bad(`Parameter 'notifySms' should be one of ${NOTIFY_SMS.join(', ')}`)
      a.notifySms = v
    }
    if ('createDate' in body) {
      const t = typeof body.createDate === 'string' ? parseDatetime(body.createDate) : null
      if (t === null) throw bad("Parameter 'createDate' should be a datetime")
      a.createDate = iso(t)
    }
  }

  /** Client and employee of a body (only one may be set; a client token books for itself). */
  private applyPeople(c: Ctx, a: FakeAppointment, body: Record<string, unknown>): void {
    const token = c.token!
    const client = bodyGuid(body, 'client')
    const employee = bodyGuid(body, 'employee')
    if (client !== undefined) a.client = client
    if (employee !== undefined) a.employee = employee
    if (a.client && a.employee) throw bad("Only one of 'client' and 'employee' can be set")
    if (token.kind === 'client') {
      if (employee) throw forbidden('A client access token cannot book for an employee')
      if (a.client === null) a.client = token.clientId
      if (a.client !== token.clientId) throw forbidden('A client access token may book only for its own client')
    }
    if (a.client) this.client(a.client)
    if (a.employee) this.employee(a.employee)
  }

  private activeLocation(id: string): void {
    const loc = this.location(id)
    if (!loc.active) throw new ApiError(403, `License for location ${loc.id} expired`, { type: 'LICENSE' })
  }

  /** The planned/confirmed appointment with the same date + location + client/employee, if any. */
  private sameVisit(a: FakeAppointment, exclude: Set<string>): FakeAppointment | undefined {
    if (!a.client && !a.employee) return undefined
    return this.state.appointments.find(
      (x) =>
        !exclude.has(x.id) &&
        (x.state === 'planned' || x.state === 'confirmed') &&
        x.date === a.date &&
        x.location === a.location &&
        x.client === a.client &&
        x.employee === a.employee,
    )
  }

  private alreadyExists(found: FakeAppointment, extra: Record<string, unknown>, message: string): ApiError {
    return new ApiError(409, message, {
      type: 'ALREADY_EXISTS',
      itemType: 'appointment',
      id: found.id,
      where: {
        date: `${found.date}T00:00:00.000Z`,
        location: found.location,
        client: found.client,
        employee: found.employee,
        state: 'planned/confirmed',
      },
      ...extra,
    })
  }

  // --- appointments: writing -------------------------------------------------------------------

  /**
   * API.md "Group Appointments" › Create new appointment → 201 `{id}`. A planned/confirmed appointment
   * for a date + location + client/employee that already has one is merged into it (its items are
   * appended) and the existing id is answered, still 201 ("endpoint will return id of existing
   * appointment"; change history 2020-08-15: merging instead of an error).
   */
  private postAppointment(c: Ctx): Reply {
    const q = c.query
    const force = q.bool('force') ?? false
    const body = asObject(c.body)
    onlyKeys(body, APPOINTMENT_BODY_KEYS)
    this.onlyEmptyItems(body)
    const now = this.now()
    const copyId = q.guid('copy')
    const copied = copyId ? this.appointment(copyId) : null
    if (copied) {
      this.ownAppointment(c, copied)
      if (copied.state !== 'planned' && copied.state !== 'confirmed') {
        throw bad('Only a planned or confirmed appointment can be copied')
      }
      for (const key of ['date', 'location', 'client', 'employee']) {
        if (key in body) throw bad(`Parameter '${key}' can't be set together with 'copy'`)
      }
      if (body.state !== 'reserved') throw bad("Parameter 'state' should be 'reserved' together with 'copy'")
      const reserve = this.state.appointments.find((x) => x.original === copied.id && this.occupies(x))
      if (reserve) {
        throw this.alreadyExists(copied, { reserve: reserve.id }, 'The appointment already has a reserve attached')
      }
    }
    const a: FakeAppointment = {
      id: randomUUID(),
      state: 'state' in body ? this.parseState(body.state) : 'planned',
      date: copied?.date ?? ('date' in body ? this.parseDate(body.date) : ''),
      location: copied?.location ?? bodyGuid(body, 'location') ?? c.token!.location,
      client: copied?.client ?? null,
      employee: copied?.employee ?? null,
      comments: copied?.comments ?? null,
      clientsModule: copied?.clientsModule ?? false,
      clientsModuleConfirmed: copied?.clientsModuleConfirmed ?? false,
      notifySms: copied?.notifySms ?? 'default',
      color: copied?.color ?? null,
      important: copied?.important ?? false,
      receptionist: copied?.receptionist ?? null,
      controlManager: copied?.controlManager ?? null,
      createDate: iso(now),
      cancelDate: null,
      cancelReason: null,
      cancelReceptionist: null,
      original: copied?.id ?? null,
      merged: null,
      services: copied ? copied.services.map((s) => ({ ...s, id: randomUUID(), createDate: iso(now) })) : [],
    }
    if (!a.date) throw bad("Parameter 'date' is required")
    this.activeLocation(a.location)
    if (!copied) this.applyPeople(c, a, body)
    this.applyScalars(a, body)
    if ('cancelReason' in body) {
      if (a.state !== 'cancelled') throw bad("Parameter 'cancelReason' can be set only for the cancelled state")
      a.cancelReason = bodyText(body, 'cancelReason') ?? null
    }
    if (a.state === 'cancelled') a.cancelDate = iso(now)
    if ('services' in body && body.services !== null) {
      if (!Array.isArray(body.services)) throw bad("Parameter 'services' should be an array")
      a.services = body.services.map((raw) => this.parseItem(raw, a.date, a.location))
    }
    this.validate(a.services, a.location, force)

    const found = copied ? undefined : this.sameVisit(a, new Set())
    if (found && (a.state === 'planned' || a.state === 'confirmed')) {
      // Merge into the existing appointment: append items, combine fields as documented.
      this.checkTimes(this.candidates(a.services), found, new Set([found.id]), force, this.candidates(found.services))
      found.services.push(...a.services)
      if (a.comments && !(found.comments ?? '').includes(a.comments)) {
        found.comments = found.comments ? `${found.comments}\n${a.comments}` : a.comments
      }
      if (a.clientsModule && !found.clientsModule) {
        found.clientsModule = true
        found.clientsModuleConfirmed = false
      }
      if (a.important) found.important = true
      if (found.notifySms === 'default') found.notifySms = a.notifySms
      found.receptionist ??= a.receptionist
      found.controlManager ??= a.controlManager
      return { status: 201, body: { id: found.id } }
    }
    if (found && a.state === 'reserved') {
      const reserve = this.state.appointments.find(
        (x) => x.merged === found.id && x.state === 'reserved' && this.occupies(x),
      )
      if (reserve)
        throw this.alreadyExists(found, { reserve: reserve.id }, 'The appointment already has a reserve attached')
      a.merged = found.id
    }
    if (this.occupies(a)) {
      this.checkTimes(this.candidates(a.services), a, new Set(a.original ? [a.original] : []), force)
    }
    this.state.appointments.push(a)
    return { status: 201, body: { id: a.id } }
  }

  /**
   * API.md "Group Appointments" › Update appointment: partial; 204, or 200 with `fields`. `services`
   * replaces all items, or changes them one by one with `action: insert|update|delete`. A reserve
   * turned planned/confirmed ends an edit: a copy (`original`) is written over its original, whose id
   * is answered (200 `{id}`: "id field is always returned for updating appointments").
   */
  private putAppointment(c: Ctx): Reply {
    const q = c.query
    const force = q.bool('force') ?? false
    const nodes = q.has('fields') ? this.fields(q, APPOINTMENT_FIELDS) : null
    const current = this.appointment(guidParam(c, 'appointment'))
    this.ownAppointment(c, current)
    const body = asObject(c.body)
    onlyKeys(body, APPOINTMENT_BODY_KEYS)
    this.onlyEmptyItems(body)
    const now = this.now()
    const next: FakeAppointment = { ...current, services: current.services.map((s) => ({ ...s })) }
    const wasValid = this.occupies(current)
    let timesChanged = false

    if ('state' in body) {
      next.state = this.parseState(body.state)
      if (next.state === 'reserved' && current.state !== 'reserved') {
        throw bad("Appointment state can't be changed to reserved (only new appointments can be reserves)")
      }
    }
    if ('date' in body) next.date = this.parseDate(body.date)
    const location = bodyGuid(body, 'location')
    if (location) {
      this.activeLocation(location)
      next.location = location
    }
    this.applyPeople(c, next, body)
    this.applyScalars(next, body)
    if ('cancelReason' in body && next.state !== 'cancelled') {
      throw bad("Parameter 'cancelReason' can be set only for the cancelled state")
    }
    if (next.state === 'cancelled') {
      if (current.state !== 'cancelled') next.cancelDate = iso(now)
      if ('cancelReason' in body) next.cancelReason = bodyText(body, 'cancelReason') ?? null
    } else {
      next.cancelDate = null
      next.cancelReason = null
      next.cancelReceptionist = null
    }
    if (next.date !== current.date || next.location !== current.location) {
      timesChanged = true
      // Items keep their time of day and move to the new date.
      next.services = next.services.map((s) => {
        const time = zoned(Date.parse(s.start), this.tz(current.location)).time
        return { ...s, start: iso(localToUtc(next.date, time, this.tz(next.location))) }
      })
    }
    if ('services' in body) {
      if (!Array.isArray(body.services)) throw bad("Parameter 'services' should be an array")
      const raws = body.services.map(asObject)
      const withAction = raws.filter((x) => 'action' in x).length
      if (withAction && withAction !== raws.length) throw bad("Either every item of 'services' has an 'action' or none")
      if (!withAction) {
        if (raws.some((x) => 'id' in x)) throw bad("Items of 'services' can't have ids when replacing all items")
        next.services = raws.map((raw) => this.parseItem(raw, next.date, next.location))
      } else {
        for (const raw of raws) {
          const { action, id, ...rest } = raw
          if (action === 'insert') {
            if (id !== undefined) throw bad("An item with action 'insert' can't have an id")
            next.services.push(this.parseItem(rest, next.date, next.location))
            continue
          }
          if (action !== 'update' && action !== 'delete')
            throw bad("Parameter 'action' should be insert, update or delete")
          const index = next.services.findIndex((s) => typeof id === 'string' && s.id === id.toLowerCase())
          if (index < 0) throw notFound('appointmentService', 'id', String(id))
          if (action === 'delete') next.services.splice(index, 1)
          else next.services[index] = this.parseItem(rest, next.date, next.location, [], next.services[index])
        }
      }
      timesChanged = true
    }
    if ('createDate' in body) timesChanged = true
    if (!wasValid && this.occupies(next)) timesChanged = true
    this.validate(next.services, next.location, force)

    // A reserve that ends an edit of an existing appointment (created with `copy`).
    if (current.state === 'reserved' && next.state !== 'reserved' && next.state !== 'cancelled' && current.original) {
      const original = this.state.appointments.find((x) => x.id === current.original)
      if (!original) throw notFound('appointment', 'id', current.original)
      const final: FakeAppointment = {
        ...next,
        id: original.id,
        state: next.state,
        original: null,
        createDate: original.createDate,
        services: next.services.map((s) => ({ ...s })),
      }
      const ignore = new Set([original.id, current.id])
      this.checkTimes(this.candidates(final.services), final, ignore, force)
      Object.assign(original, final)
      this.removeAppointment(current.id)
      return { status: 200, body: nodes ? projectObject(this.appointmentView(final), nodes) : { id: final.id } }
    }

    // Only one planned/confirmed appointment per date + location + client/employee: absorb the other.
    let absorbed: FakeAppointment | undefined
    if (next.state === 'planned' || next.state === 'confirmed') {
      absorbed = this.sameVisit(next, new Set([next.id]))
      if (absorbed) {
        next.services.push(...absorbed.services.map((s) => ({ ...s })))
        next.merged = absorbed.id
        timesChanged = true
      }
    }
    if (timesChanged && this.occupies(next)) {
      const ignore = new Set([next.id, ...(absorbed ? [absorbed.id] : []), ...(next.original ? [next.original] : [])])
      this.checkTimes(this.candidates(next.services), next, ignore, force)
    }
    if (absorbed) this.removeAppointment(absorbed.id)
    Object.assign(current, next)
    return nodes ? { status: 200, body: projectObject(this.appointmentView(next), nodes) } : { status: 204 }
  }

  /** API.md "Group Appointments" › Delete appointment → 204 (cancelling is recommended instead). */
  private deleteAppointment(c: Ctx): Reply {
    const a = this.appointment(guidParam(c, 'appointment'))
    this.ownAppointment(c, a)
    this.removeAppointment(a.id)
    return { status: 204 }
  }

  /** Removes in place, so tests holding `state.appointments` keep seeing the live list. */
  private removeAppointment(id: string): void {
    const index = this.state.appointments.findIndex((x) => x.id === id)
    if (index >= 0) this.state.appointments.splice(index, 1)
  }

  // --- appointment services ---------------------------------------------------------------------

  private findItem(c: Ctx): { item: FakeAppointmentService; appointment: FakeAppointment } {
    const id = guidParam(c, 'appointmentService')
    for (const appointment of this.state.appointments) {
      const item = appointment.services.find((s) => s.id === id)
      if (item && this.inWindow(appointment)) {
        this.ownAppointment(c, appointment)
        return { item, appointment }
      }
    }
    throw notFound('appointmentService', 'id', id)
  }

  /** API.md "Group Appointments" › Get all appointments services. */
  private listItems(c: Ctx): Reply {
    const q = c.query
    const from = Math.max(q.datetime('from') ?? Number.NEGATIVE_INFINITY, this.windowStart())
    const to = q.datetime('to') ?? Number.POSITIVE_INFINITY
    const clients = q.guids('client')
    const professionals = q.guids('professional')
    const locations = q.guids('location')
    const states = q.list('state')
    const rows = this.state.appointments
      .flatMap((a) => a.services.map((s) => ({ s, a })))
      .filter(({ s }) => Date.parse(s.start) >= from && Date.parse(s.start) < to)
      .filter(({ a }) => !clients || (a.client !== null && clients.includes(a.client)))
      .filter(({ s }) => !professionals || (s.professional !== null && professionals.includes(s.professional)))
      .filter(({ a }) => !locations || locations.includes(a.location))
      .filter(({ a }) => !states || states.includes(a.state))
      .sort((x, y) => x.s.start.localeCompare(y.s.start))
      .map(({ s, a }) => ({ id: s.id, view: this.itemView(s, a) }))
    return this.list(c, APPOINTMENT_SERVICE_FIELDS, rows, (r) => r.view)
  }

  private getItem(c: Ctx): Reply {
    const { item, appointment } = this.findItem(c)
    return this.one(c, APPOINTMENT_SERVICE_FIELDS, item, (s) => this.itemView(s, appointment))
  }

  /** API.md "Group Appointments" › Create new appointment services → 201 `{id}`. */
  private postItem(c: Ctx): Reply {
    const q = c.query
    const force = q.bool('force') ?? false
    const nodes = q.has('fields') ? this.fields(q, APPOINTMENT_SERVICE_FIELDS) : null
    const body = asObject(c.body)
    const appointmentId = bodyGuid(body, 'appointment')
    if (!appointmentId) throw bad("Parameter 'appointment' is required")
    const appointment = this.appointment(appointmentId)
    this.ownAppointment(c, appointment)
    const { appointment: _drop, ...rest } = body
    const item = this.parseItem(rest, appointment.date, appointment.location)
    this.validate([item], appointment.location, force)
    if (this.occupies(appointment)) {
      this.checkTimes(
        this.candidates([item]),
        appointment,
        new Set([appointment.id]),
        force,
        this.candidates(appointment.services),
      )
    }
    appointment.services.push(item)
    return { status: 201, body: nodes ? projectObject(this.itemView(item, appointment), nodes) : { id: item.id } }
  }

  /** API.md "Group Appointments" › Update appointment services → 204, or 200 with `fields`. */
  private putItem(c: Ctx): Reply {
    const q = c.query
    const force = q.bool('force') ?? false
    const nodes = q.has('fields') ? this.fields(q, APPOINTMENT_SERVICE_FIELDS) : null
    const { item, appointment } = this.findItem(c)
    const body = asObject(c.body)
    const moveTo = bodyGuid(body, 'appointment')
    if (moveTo && moveTo !== appointment.id) throw bad("Parameter 'appointment' of an item can't be changed")
    const { appointment: _drop, ...rest } = body
    const next = this.parseItem(rest, appointment.date, appointment.location, [], item)
    this.validate([next], appointment.location, force)
    if (this.occupies(appointment)) {
      const others = appointment.services.filter((s) => s.id !== item.id)
      this.checkTimes(this.candidates([next]), appointment, new Set([appointment.id]), force, this.candidates(others))
    }
    Object.assign(item, next)
    return nodes ? { status: 200, body: projectObject(this.itemView(next, appointment), nodes) } : { status: 204 }
  }

  /** API.md "Group Appointments" › Delete appointment service → 204. */
  private deleteItem(c: Ctx): Reply {
    const { item, appointment } = this.findItem(c)
    appointment.services.splice(appointment.services.indexOf(item), 1)
    return { status: 204 }
  }
}

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

function digits(phone: string): string {
  return phone.replace(/\D/g, '')
}

function fullName(p: { firstname: string; middlename: string | null; lastname: string }): string {
  return [p.firstname, p.middlename, p.lastname].filter(Boolean).join(' ')
}

function byName<T extends { name: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => a.name.localeCompare(b.name, 'en'))
}

function guidParam(c: Ctx, object: string): string {
  const raw = c.params[0]!
  if (!GUID_RE.test(raw)) throw notFound(object, 'id', raw)
  return raw.toLowerCase()
}

/** `interval` minus `busy` intervals, as sorted disjoint intervals. */
function subtract(interval: [number, number], busy: [number, number][]): [number, number][] {
  let free: [number, number][] = [interval]
  for (const [b0, b1] of busy) {
    free = free.flatMap(([a0, a1]): [number, number][] => {
      if (!overlaps(a0, a1, b0, b1)) return [[a0, a1]]
      const parts: [number, number][] = []
      if (a0 < b0) parts.push([a0, b0])
      if (b1 < a1) parts.push([b1, a1])
      return parts
    })
  }
  return free.sort((x, y) => x[0] - y[0])
}

/** `t` rounded up onto the grid `origin + k·step minutes` (times before the origin stay as they are). */
function roundUp(t: number, origin: number, stepMinutes: number): number {
  if (t <= origin) return t
  const step = stepMinutes * MINUTE
  return origin + Math.ceil((t - origin) / step) * step
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > 1_000_000) {
        reject(new Error('too large'))
        req.destroy()
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

// ---------------------------------------------------------------------------------------------
// Start
// ---------------------------------------------------------------------------------------------

/** Starts the fake on 127.0.0.1 (port 0 by default) and resolves once it listens. */
export async function startFakeBeautyPro(options: FakeOptions = {}): Promise<FakeBeautyPro> {
  const clock = options.now ?? (() => new Date())
  const data = options.data ?? defaultFakeData(clock())
  const fake = new FakeServer(
    data,
    clock,
    options.tokenLifetimeMs ?? 24 * 60 * MINUTE,
    options.latencyMs ?? 0,
    options.rateLimitPerSecond ?? 100,
  )
  const server = http.createServer((req, res) => {
    void fake.handle(req, res)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  fake.url = `http://127.0.0.1:${port}/v1`
  return {
    url: fake.url,
    credentials: {
      applicationId: data.application.id,
      applicationSecret: data.application.secret,
      databaseCode: data.databaseCode,
    },
    sms: fake.sms,
    requests: fake.requests,
    get state() {
      return fake.state
    },
    failNext: (match, failure, times) => fake.failNext(match, failure, times),
    expireTokens: () => fake.expireTokens(),
    setAccess: (status) => fake.setAccess(status),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
