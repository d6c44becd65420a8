/**
 * The booking widget's running summary (issue 33, slice G): what, who, when, price and length of
 * the visit chosen so far, for the bar at the foot of every step. Pure: the widget passes what it
 * knows, and only the parts chosen so far are given back.
 */
import { formatDuration } from '@/platform/format/duration'
import { formatPounds, formatPriceRange } from '@/platform/format/price'
import type { Locale } from '@/platform/i18n/locales'

import type { Appointment, Service } from './api-client'
import { dayLabel } from './slots'

export interface VisitSummaryParts {
  /** The services, each with its option: "AirTouch Colouring · Long hair". */
  what: string[]
  stylist: string | null
  when: string | null
  duration: string | null
  price: string | null
}

/** What a service books: its chosen option's name, length and price when it has one (docs/decisions/0052). */
function booked(service: Service, optionId: string | null) {
  const option = service.options?.find((o) => o.id === optionId)
  return {
    title: option ? `${service.name} · ${option.name}` : service.name,
    duration: option?.duration ?? service.duration,
    price: option ? option.price : service.price,
    priceTo: option ? option.priceTo : service.priceTo,
  }
}

const orNull = (text: string) => text || null

/** "2026-12-24T10:00" → "Thu 24 Dec, 10:00": short enough for the bar on a phone. */
export function shortVisitLabel(start: string, locale: Locale): string {
  const [date, time] = start.split('T') as [string, string]
  const { weekday, day, month } = dayLabel(date, locale)
  return `${weekday} ${day} ${month}, ${time}`
}

/**
 * Before a time is held: the chosen services with their options, the stylist (a name, "Any
 * stylist", or null before that step) and the picked start (YYYY-MM-DDTHH:mm, or null).
 */
export function plannedSummary(
  chosen: { service: Service; option: string | null }[],
  stylist: string | null,
  start: string | null,
  locale: Locale,
): VisitSummaryParts {
  const items = chosen.map((c) => booked(c.service, c.option))
  const priced = items.filter((i) => i.price != null)
  const from = priced.reduce((sum, i) => sum + i.price!, 0)
  const to = priced.reduce((sum, i) => sum + Math.max(i.price!, i.priceTo ?? 0), 0)
  return {
    what: items.map((i) => i.title),
    stylist: items.length ? stylist : null,
    when: items.length && start ? shortVisitLabel(start, locale) : null,
    duration: orNull(
      formatDuration(
        items.reduce((sum, i) => sum + i.duration, 0),
        locale,
      ),
    ),
    price: priced.length ? formatPriceRange(from, to, locale) : null,
  }
}

/** A held (or booked) visit: its own titles, stylists, start, length and total. */
export function heldSummary(visit: Appointment, locale: Locale): VisitSummaryParts {
  return {
    what: visit.items.map((i) => i.service.title),
    stylist: orNull([...new Set(visit.items.map((i) => i.employee.name))].join(', ')),
    when: shortVisitLabel(visit.start, locale),
    duration: orNull(
      formatDuration(
        visit.items.reduce((sum, i) => sum + i.duration, 0),
        locale,
      ),
    ),
    price: formatPounds(visit.total),
  }
}

/** The facts line under the services: stylist · when · length · price, the known ones only. */
export const summaryFacts = (parts: VisitSummaryParts): string[] =>
  [parts.stylist, parts.when, parts.duration, parts.price].filter((p): p is string => !!p)
