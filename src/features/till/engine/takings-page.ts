/**
 * What the day's takings screen (/admin/takings) reads: the salons the signed-in staff member may
 * see, the one asked for (else the first), the day asked for (else today on the salon's clock) and
 * that day's takings from the ledgers (./takings.ts).
 */
import type { PayloadRequest } from 'payload'

import { addCalendarDays, instantToLocal, isLocalDate, parseTimeZone } from '@/features/booking/kit'

import { dayTakings, type Takings } from './takings'

const DEFAULT_ZONE = 'Europe/London'

export interface TakingsPage {
  salons: { id: string; title: string }[]
  salon: { id: string; title: string } | null
  timezone: string
  date: string
  today: string
  previous: string
  next: string
  notices: ('salonNotFound' | 'dateUnreadable')[]
  takings: Takings | null
}

export async function loadTakingsPage(
  req: PayloadRequest,
  query: { salon?: string; date?: string },
  now: Date = new Date(),
): Promise<TakingsPage> {
  const notices: TakingsPage['notices'] = []
  const { docs } = await req.payload.find({
    collection: 'salons',
    req,
    user: req.user,
    overrideAccess: false,
    depth: 0,
    pagination: false,
    sort: 'order',
    select: { title: true, slug: true, timezone: true },
  })
  const asked = query.salon ? docs.find((s) => String(s.id) === query.salon || s.slug === query.salon) : undefined
  if (query.salon && !asked) notices.push('salonNotFound')
  const found = asked ?? docs[0]
  const timezone = found && parseTimeZone(found.timezone).ok ? found.timezone! : DEFAULT_ZONE
  const today = instantToLocal(now, timezone).date
  let date = today
  if (query.date) {
    if (isLocalDate(query.date)) date = query.date
    else notices.push('dateUnreadable')
  }
  const salon = found ? { id: String(found.id), title: found.title } : null
  return {
    salons: docs.map((s) => ({ id: String(s.id), title: s.title })),
    salon,
    timezone,
    date,
    today,
    previous: addCalendarDays(date, -1),
    next: addCalendarDays(date, 1),
    notices,
    takings: salon ? await dayTakings(req.payload, salon.id, date) : null,
  }
}
