import { addCalendarDays, instantToLocal, localToInstant } from '@/features/booking/kit'

/** One filter condition of an admin list: field, operator, value (a list for `in`). */
export type Condition = [field: string, operator: string, value: string | string[]]

/**
 * The address query of an admin list view filtered by all these conditions, in the form the
 * admin's own filter writes (`where[or][0][and][i][field][operator]=value`), and sorted by `sort`
 * (a field name, `-` first for the latest first) when given.
 */
export function whereQuery(conditions: Condition[], sort?: string): string {
  const query = new URLSearchParams()
  conditions.forEach(([field, operator, value], i) => {
    const key = `where[or][0][and][${i}][${field}][${operator}]`
    if (Array.isArray(value)) value.forEach((v, j) => query.append(`${key}[${j}]`, v))
    else query.append(key, value)
  })
  if (sort) query.append('sort', sort)
  return query.toString()
}

const LIVE = ['reserved', 'planned', 'confirmed', 'arrived', 'completed']

export type QuickFilter = 'today' | 'tomorrow' | 'upcoming' | 'cancelledVisits' | 'all'

/**
 * The appointments list's quick filters at the instant `now` in the salons' time zone, each with
 * its own order (the list keeps the last order it was given, so every link names one): the day's
 * and the coming visits soonest first, cancellations latest first, everything latest first.
 * "Upcoming" filters on the start instant (a date field the admin's filter can show), from the
 * day's first minute.
 */
export function appointmentQuickFilters(now: Date, zone = 'Europe/London'): [QuickFilter, string][] {
  const today = instantToLocal(now, zone).date
  const dayStart = localToInstant(today, '00:00', zone) ?? now
  return [
    [
      'today',
      whereQuery(
        [
          ['date', 'equals', today],
          ['state', 'in', LIVE],
        ],
        'start',
      ),
    ],
    [
      'tomorrow',
      whereQuery(
        [
          ['date', 'equals', addCalendarDays(today, 1)],
          ['state', 'in', LIVE],
        ],
        'start',
      ),
    ],
    [
      'upcoming',
      whereQuery(
        [
          ['start', 'greater_than_equal', dayStart.toISOString()],
          ['state', 'in', LIVE],
        ],
        'start',
      ),
    ],
    ['cancelledVisits', whereQuery([['state', 'equals', 'cancelled']], '-cancelledAt')],
    ['all', whereQuery([], '-start')],
  ]
}
