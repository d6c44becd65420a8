/**
 * One CSV row read into a client and, when the row is a booking, a visit — or the reason it
 * cannot be read, which the summary shows beside its line number.
 */
import type { CountryCode } from 'libphonenumber-js/max'

import type { ColumnMap, Field } from './fields'
import type { DateOrder } from './platforms'
import {
  readBirthday,
  readCount,
  readDate,
  readEmail,
  readFlag,
  readInstant,
  readPence,
  readPhone,
  readSex,
  readStart,
  readText,
  readTime,
} from './values'

export interface ClientRow {
  phone?: string
  email?: string
  firstName?: string
  lastName?: string
  sex?: 'female' | 'male'
  birthday?: string
  notes?: string
  noSmsMarketing?: boolean
  noEmailMarketing?: boolean
  /** ISO instant: when the two choices above last changed. */
  marketingChangedAt?: string
  since?: string
  visits?: number
  noShows?: number
}

export type VisitStatus = 'booked' | 'cancelled' | 'no-show' | 'done'

export interface VisitRow {
  ref?: string
  /** The visit the row is a service of, when the file groups services into visits. */
  group?: string
  date: string
  time: string
  service: string
  stylist: string
  pricePence?: number
  duration?: number
  notes?: string
  salon?: string
  status: VisitStatus
}

export type RowProblem =
  | 'no_contact'
  | 'phone_invalid'
  | 'email_invalid'
  | 'birthday_invalid'
  | 'since_invalid'
  | 'consent_date_invalid'
  | 'count_invalid'
  | 'date_invalid'
  | 'time_invalid'
  | 'price_invalid'
  | 'duration_invalid'
  | 'visit_incomplete'

export type RowResult =
  { ok: true; client: ClientRow; visit?: VisitRow } | { ok: false; problem: RowProblem; value?: string }

export interface RowOptions {
  dateOrder: DateOrder
  country?: CountryCode
}

/** Why a row was skipped, in the words of the summary (the admin's screen says the same in its language). */
export const PROBLEM_MESSAGES: Record<RowProblem, string> = {
  no_contact: 'no phone or email',
  phone_invalid: 'the phone "{value}" is not a valid number',
  email_invalid: 'the email "{value}" is not an address',
  birthday_invalid: 'the birthday "{value}" is not a date',
  since_invalid: 'the created date "{value}" is not a date',
  consent_date_invalid: 'the date the marketing choices changed "{value}" is not a date and time',
  count_invalid: 'the count "{value}" is not a whole number',
  date_invalid: 'the visit’s date "{value}" is not a date and time',
  time_invalid: 'the visit’s time "{value}" is not a time of day',
  price_invalid: 'the price "{value}" is not an amount',
  duration_invalid: 'the duration "{value}" is not a number of minutes',
  visit_incomplete: 'the visit has no service or no stylist',
}

const CANCELLED = /cancel/i
const NO_SHOW = /no[\s-]?show/i
const DONE = /complet|done|finish|checked[\s-]?out|paid/i

function visitStatus(text: string | undefined): VisitStatus {
  if (!text) return 'booked'
  if (NO_SHOW.test(text)) return 'no-show'
  if (CANCELLED.test(text)) return 'cancelled'
  if (DONE.test(text)) return 'done'
  return 'booked'
}

/** "Ada Lovelace" → Ada / Lovelace; "Ada" → Ada; "Ada Byron King" → Ada / Byron King. */
export function splitName(full: string): { firstName?: string; lastName?: string } {
  const parts = full.trim().split(/\s+/)
  if (!parts[0]) return {}
  return parts.length === 1 ? { firstName: parts[0] } : { firstName: parts[0], lastName: parts.slice(1).join(' ') }
}

export function readRow(record: Record<string, string>, map: ColumnMap, options: RowOptions): RowResult {
  const cell = (field: Field): string | undefined => {
    const header = map[field]
    return header === undefined ? undefined : record[header]
  }
  const fail = (problem: RowProblem, field: Field): RowResult => ({ ok: false, problem, value: cell(field)?.trim() })

  const phone = readPhone(cell('phone'), options.country ?? 'GB')
  if (phone === null) return fail('phone_invalid', 'phone')
  const email = readEmail(cell('email'))
  if (email === null) return fail('email_invalid', 'email')
  if (!phone && !email) return { ok: false, problem: 'no_contact' }
  const birthday = readBirthday(cell('birthday'), options.dateOrder)
  if (birthday === null) return fail('birthday_invalid', 'birthday')
  const since = readDate(cell('since'), options.dateOrder)
  if (since === null) return fail('since_invalid', 'since')
  const consentChangedAt = readInstant(cell('marketingChangedAt'))
  if (consentChangedAt === null) return fail('consent_date_invalid', 'marketingChangedAt')
  const visits = readCount(cell('visits'))
  if (visits === null) return fail('count_invalid', 'visits')
  const noShows = readCount(cell('noShows'))
  if (noShows === null) return fail('count_invalid', 'noShows')

  const named = cell('firstName') || cell('lastName') ? {} : splitName(readText(cell('name'), 161) ?? '')
  const consent = (yes: Field, no: Field): boolean | undefined => {
    const given = readFlag(cell(yes))
    if (given !== undefined) return !given
    return readFlag(cell(no))
  }
  const client: ClientRow = {
    phone: phone ?? undefined,
    email: email ?? undefined,
    firstName: readText(cell('firstName') ?? named.firstName, 80),
    lastName: readText(cell('lastName') ?? named.lastName, 80),
    sex: readSex(cell('sex')),
    birthday: birthday ?? undefined,
    notes: readText(cell('notes'), 2000, true),
    noSmsMarketing: consent('smsMarketing', 'noSmsMarketing'),
    noEmailMarketing: consent('emailMarketing', 'noEmailMarketing'),
    marketingChangedAt: consentChangedAt,
    since: since ?? undefined,
    visits: visits ?? undefined,
    noShows: noShows ?? undefined,
  }
  for (const key of Object.keys(client) as (keyof ClientRow)[]) if (client[key] === undefined) delete client[key]

  const whenText = cell('start') ?? cell('date')
  const service = readText(cell('service'), 200)
  const stylist = readText(cell('stylist'), 200)
  if (!whenText?.trim() && !service && !stylist) return { ok: true, client }

  let date: string
  let time: string
  if (map.start) {
    const start = readStart(cell('start'), options.dateOrder)
    if (!start) return fail('date_invalid', 'start')
    ;({ date, time } = start)
  } else {
    const d = readDate(cell('date'), options.dateOrder)
    if (!d) return fail('date_invalid', 'date')
    const t = readTime(cell('time'))
    if (!t) return fail('time_invalid', 'time')
    date = d
    time = t
  }
  if (!service || !stylist) return { ok: false, problem: 'visit_incomplete' }
  const pricePence = readPence(cell('price'))
  if (pricePence === null) return fail('price_invalid', 'price')
  const duration = readCount(cell('duration'))
  if (duration === null || (duration !== undefined && (duration < 5 || duration > 720)))
    return fail('duration_invalid', 'duration')
  const visit: VisitRow = {
    ref: readText(cell('ref'), 100),
    group: readText(cell('visit'), 100),
    date,
    time,
    service,
    stylist,
    pricePence,
    duration,
    notes: readText(cell('visitNotes'), 2000, true),
    salon: readText(cell('salon'), 200),
    status: visitStatus(cell('status')),
  }
  for (const key of Object.keys(visit) as (keyof VisitRow)[]) if (visit[key] === undefined) delete visit[key]
  return { ok: true, client, visit }
}

/** A name as the import matches services and stylists: case, spaces and punctuation marks aside. */
export const nameKey = (name: string): string =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’'`"]/g, '')
    .replace(/[\s\-–—_.,/&+()]+/g, ' ')
    .trim()
