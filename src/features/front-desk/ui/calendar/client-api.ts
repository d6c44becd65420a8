/** The calendar's calls to /api/staff/* from the browser (the admin's session cookie goes along). */
import { refusedAsPlainText } from '@/platform/validation/plain-text'

import type { BoardColumn } from '../../domain/day-board'

import { fill } from '@/platform/i18n/text'
import type { CalendarText } from './text'

import type { CalendarDay, CalendarVisit } from '../../data/calendar'

export type { CalendarDay, CalendarVisit }

type VisitInTheWay = { id?: string; client: string; start: string; end: string; services: string[] }

export interface Warning {
  kind: string
  message: string
  params?: { stylist?: string; start?: string; end?: string; reason?: string; visits?: VisitInTheWay[] }
}

export interface InTheWay {
  stylist: string
  visits: VisitInTheWay[]
}

/** The visits an `overlap` warning named: confirming books over these, and no others. */
export function overlapIds(failure: { warnings?: Warning[] } | null | undefined): string[] | undefined {
  const ids = (failure?.warnings ?? [])
    .filter((w) => w.kind === 'overlap')
    .flatMap((w) => (w.params?.visits ?? []).map((v) => v.id))
    .filter((id): id is string => Boolean(id))
  return ids.length ? ids : undefined
}

const visitsText = (text: CalendarText, visits: VisitInTheWay[]) =>
  visits.map((v) => fill(text.busyVisit, { ...v, services: v.services.join(', ') })).join('; ')

export type Answer<T> =
  | ({ ok: true } & T)
  | {
      ok: false
      status: number
      message: string
      reason?: string
      warnings?: Warning[]
      inTheWay?: InTheWay
      onFile?: OnFile
      fields?: Record<string, string>
      /** A rebooking none of whose dates could be booked (409) still lists them. */
      outcomes?: RebookOutcome[]
    }

/** The client already on file with the phone typed for a new client (refusal `phone_on_file`). */
export interface OnFile {
  id: string
  name: string
  phone: string
}

export async function call<T>(method: string, url: string, body?: unknown): Promise<Answer<T>> {
  let response: Response
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    return { ok: false, status: 0, message: '' }
  }
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (response.ok) return { ok: true, ...(data as T) }
  return {
    ok: false,
    status: response.status,
    message: typeof data.message === 'string' ? data.message : `HTTP ${response.status}`,
    reason: typeof data.reason === 'string' ? data.reason : undefined,
    warnings: Array.isArray(data.warnings) ? (data.warnings as Warning[]) : undefined,
    inTheWay: data.inTheWay as InTheWay | undefined,
    onFile: data.onFile as OnFile | undefined,
    fields: data.fields as Record<string, string> | undefined,
    outcomes: Array.isArray(data.outcomes) ? (data.outcomes as RebookOutcome[]) : undefined,
  }
}

/** One date of a rebooking (POST …/rebook): its new visit, or why it was not booked. */
export type RebookOutcome =
  | { date: string; start: string; ok: true; joined: boolean; visit: CalendarVisit }
  | {
      date: string
      start: string
      ok: false
      status: number
      reason: string
      message: string
      warnings?: Warning[]
      inTheWay?: InTheWay
    }

type Failure = Extract<Answer<object>, { ok: false }>

const WARNING_TEXT: Record<string, keyof CalendarText> = {
  outside_hours: 'warnOutsideHours',
  not_their_service: 'warnNotTheirService',
  blocked_time: 'warnBlocked',
  in_the_past: 'warnPast',
}

/** A warning in the admin's language (the server's English when it is of an unknown kind). */
export function warningText(text: CalendarText, w: Warning): string {
  if (w.kind === 'overlap' && w.params?.visits)
    return fill(text.warnOverlap, { stylist: w.params.stylist ?? '', visits: visitsText(text, w.params.visits) })
  const key = WARNING_TEXT[w.kind]
  if (!key || !w.params) return w.message
  // Every part the words may name, empty when the warning has none.
  const { stylist = '', start = '', end = '', reason } = w.params
  return fill(text[key], { stylist, start, end, reason: reason ? ` (${reason})` : '' })
}

/** Why a change was refused, in the admin's language where the calendar knows the reason. */
export function failureText(text: CalendarText, f: Failure): string {
  if (f.status === 0) return text.offline
  if (f.onFile) return fill(text.phoneOnFile, { phone: f.onFile.phone, name: f.onFile.name })
  if (f.inTheWay) return fill(text.busy, { stylist: f.inTheWay.stylist, visits: visitsText(text, f.inTheWay.visits) })
  // Something to confirm (a visit dropped onto another, outside the hours…): the warnings, in words.
  if (f.warnings?.length) return f.warnings.map((w) => warningText(text, w)).join(' ')
  const known: Record<string, keyof CalendarText> = {
    changed_meanwhile: 'changedMeanwhile',
    not_started: 'notStarted',
    last_service: 'lastService',
    money_given_back: 'moneyGivenBack',
    client_has_visit: 'clientHasVisit',
    visit_over: 'visitOver',
  }
  const key = f.reason ? known[f.reason] : undefined
  if (key) return text[key]
  return refusedAsPlainText(f.fields) ? text.plainText : fill(text.failed, { message: f.message })
}

export type DayAnswer = CalendarDay & { provider: 'parlour' | 'beautypro' }
export interface WeekAnswer {
  stylist: { id: string; name: string } | null
  days: { date: string; column: BoardColumn | null }[]
}

export interface ClientHit {
  id: string
  phone: string
  name: string
  /** Their next visit still to come, when asked for (the top bar's search). */
  next?: { id: string; salon: string; date: string; start: string } | null
}

export interface ClientCardAnswer {
  client: {
    id: string
    phone: string
    firstName: string
    lastName: string
    email: string
    staffNotes: string
    forbiddenOnlineBooking: boolean
  }
  noShows: number
  upcoming: (CalendarVisit & { salon: string; paid: number })[]
  past: (CalendarVisit & { salon: string; paid: number })[]
}
