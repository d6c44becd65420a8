/** The calendar's calls to /api/staff/* from the browser (the admin's session cookie goes along). */
import type { BoardColumn } from '../schedule/day-board'

import type { CalendarDay, CalendarVisit } from './data'

export type { CalendarDay, CalendarVisit }

export interface Warning {
  kind: string
  message: string
}

export type Answer<T> =
  | ({ ok: true } & T)
  | {
      ok: false
      status: number
      message: string
      reason?: string
      warnings?: Warning[]
      fields?: Record<string, string>
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
    fields: data.fields as Record<string, string> | undefined,
  }
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
