/**
 * My day (/admin/my-day): one stylist's day or week as a list — at every salon they work at, their
 * hours, blocked time and visits with what was paid — and, when the salon allows it, when the other
 * stylists are busy (no clients' names). Who may see which stylist is the caller's business
 * (../http/my-day.ts).
 */
import type { Payload } from 'payload'

import { addCalendarDays, instantToLocal, isoWeekday, parseLocalDate, type LocalDate } from '@/features/booking/kit'

import { DEFAULT_ZONE } from './reads'
import {
  readDaySheets,
  salonsOfStylist,
  stylistById,
  type BusyColumn,
  type SheetColumn,
  type SheetSalon,
} from './day-sheet'

export type SeeOthers = 'nothing' | 'busy'

export interface MyDay {
  stylist: { id: string; name: string } | null
  salons: { id: string; title: string }[]
  view: 'day' | 'week'
  date: LocalDate
  today: LocalDate
  previous: LocalDate
  next: LocalDate
  seeOthers: SeeOthers
  days: { date: LocalDate; columns: SheetColumn[]; others: BusyColumn[] }[]
  /** The date in the address could not be read (today is shown). */
  dateUnreadable: boolean
}

export async function seeOthersSetting(payload: Payload): Promise<SeeOthers> {
  const settings = await payload.findGlobal({ slug: 'booking-settings', depth: 0, overrideAccess: true })
  return settings.stylistsSeeOthers === 'busy' ? 'busy' : 'nothing'
}

export async function loadMyDay(
  payload: Payload,
  query: { stylist: string | null; date?: string; view?: string },
  now = new Date(),
): Promise<MyDay> {
  const view = query.view === 'week' ? 'week' : 'day'
  const stylist = query.stylist ? await stylistById(payload, query.stylist) : null
  const salons: SheetSalon[] = stylist ? await salonsOfStylist(payload, String(stylist.id)) : []
  const today = instantToLocal(now, salons[0]?.timezone ?? DEFAULT_ZONE).date
  const parsed = query.date ? parseLocalDate(query.date) : null
  const date = parsed?.ok ? parsed.value : today
  const first = view === 'week' ? addCalendarDays(date, 1 - isoWeekday(date)) : date
  const dates = Array.from({ length: view === 'week' ? 7 : 1 }, (_, i) => addCalendarDays(first, i))
  const seeOthers = stylist ? await seeOthersSetting(payload) : 'nothing'

  const bySalon = stylist
    ? await Promise.all(salons.map((salon) => readDaySheets(payload, salon, dates, [stylist], now)))
    : []
  const step = view === 'week' ? 7 : 1
  return {
    stylist: stylist && { id: String(stylist.id), name: stylist.name },
    salons: salons.map(({ id, title }) => ({ id, title })),
    view,
    date,
    today,
    previous: addCalendarDays(date, -step),
    next: addCalendarDays(date, step),
    seeOthers,
    days: dates.map((d, i) => ({
      date: d,
      columns: bySalon.flatMap((sheets) => sheets[i]!.columns),
      // Other stylists' visits leave this module as busy times only, and only when the salon allows it.
      others: seeOthers === 'busy' ? bySalon.flatMap((sheets) => sheets[i]!.others) : [],
    })),
    dateUnreadable: Boolean(parsed && !parsed.ok),
  }
}
