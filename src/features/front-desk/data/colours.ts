import { and, inArray, min, type SQLWrapper } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { relationKey } from '@/platform/db/relation-id'

import type { Appointment, Client } from '@/cms/payload-types'
import {
  assignSwatches,
  COLOUR_BY_DEFAULT,
  type ColourBy,
  inheritedChoice,
  type SwatchName,
} from '../domain/calendar-colours'
import { COUNTED_STATES, visitFlags, type VisitFlags } from '../domain/visit-flags'
import { asStaff } from './reads'

/**
 * What the calendar's colours and marks are read from (decision 0049): the salon's choice
 * (the `calendar-settings` global), the swatches of its stylists or of the service categories, and
 * for each visit the facts its marks are drawn from.
 */

export interface Colouring {
  by: ColourBy
  /** Stylist or category id → swatch. */
  swatches: Map<string, SwatchName>
  /** Category id → name (by category only): the legend names them. */
  categories: Map<string, string>
}

/** The salon's choice of colouring, and a swatch for each stylist (`stylists`) or every category. */
export async function loadColouring(
  req: PayloadRequest,
  stylists: readonly { id: string | number; calendarColour?: string | null }[],
): Promise<Colouring> {
  const settings = await req.payload.findGlobal({ slug: 'calendar-settings', ...asStaff(req), depth: 0 })
  const by: ColourBy = settings.colourBy === 'category' ? 'category' : COLOUR_BY_DEFAULT
  if (by === 'stylist')
    return {
      by,
      swatches: assignSwatches(stylists.map((s) => ({ id: String(s.id), chosen: s.calendarColour }))),
      categories: new Map(),
    }
  const { docs } = await req.payload.find({
    collection: 'services-categories',
    ...asStaff(req),
    depth: 0,
    limit: 0,
    pagination: false,
    select: { name: true, parent: true, calendarColour: true },
  })
  const parents = new Map(docs.map((c) => [String(c.id), relationKey(c.parent) || null]))
  const chosen = new Map(docs.map((c) => [String(c.id), c.calendarColour]))
  const isParent = new Set([...parents.values()].filter(Boolean))
  // The categories services sit in are the tree's leaves; a parent's colour passes down to them.
  const leaves = docs.filter((c) => !isParent.has(String(c.id)))
  return {
    by,
    swatches: assignSwatches(
      leaves.map((c) => ({ id: String(c.id), chosen: inheritedChoice(String(c.id), chosen, parents) })),
    ),
    categories: new Map(leaves.map((c) => [String(c.id), c.name])),
  }
}

/** The columns of Payload's `appointments` table the first-visit read needs (same on both dialects). */
type AppointmentTable = Record<'client' | 'start' | 'state', SQLWrapper>
interface GroupingDatabase {
  drizzle: {
    select(fields: Record<string, SQLWrapper>): {
      from(table: unknown): {
        where(condition: SQLWrapper | undefined): { groupBy(column: SQLWrapper): Promise<Record<string, unknown>[]> }
      }
    }
  }
  tables: Record<string, unknown>
}

const asInstant = (value: unknown): Date | null => {
  if (value instanceof Date) return value
  if (value == null) return null
  const text = String(value)
  // PostgreSQL may hand back "2026-11-26 10:00:00+00": make it ISO 8601.
  const date = new Date(
    /^\d{4}-\d\d-\d\d \d/.test(text) ? text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00') : text,
  )
  return Number.isNaN(date.getTime()) ? null : date
}

/**
 * Each client's earliest visit that counts (planned, confirmed, arrived or completed, at any
 * salon): one grouped query for the day's clients, whatever their history.
 */
export async function firstVisits(payload: Payload, clientIds: readonly string[]): Promise<Map<string, Date>> {
  const ids = [...new Set(clientIds.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0))]
  if (!ids.length) return new Map()
  const db = payload.db as unknown as GroupingDatabase
  const t = db.tables.appointments as AppointmentTable
  const rows = await db.drizzle
    .select({ client: t.client, first: min(t.start as never) as unknown as SQLWrapper })
    .from(t)
    .where(and(inArray(t.client, ids), inArray(t.state, [...COUNTED_STATES])))
    .groupBy(t.client)
  const result = new Map<string, Date>()
  for (const row of rows) {
    const first = asInstant(row.first)
    if (first) result.set(String(row.client), first)
  }
  return result
}

type Rel<T> = number | T | null | undefined
const docOf = <T extends object>(v: Rel<T>): T | null => (typeof v === 'object' && v !== null ? v : null)

/** The marks of a visit read with its client (depth 1), given its client's first visits. */
export function flagsOf(appointment: Appointment, first: ReadonlyMap<string, Date>): VisitFlags {
  const client = docOf<Client>(appointment.client)
  const clientId = relationKey(appointment.client)
  return visitFlags({
    state: appointment.state,
    source: appointment.source,
    start: new Date(appointment.start ?? appointment.items[0]?.start ?? 0),
    hasClient: Boolean(clientId),
    visitNote: appointment.note,
    clientNote: client?.staffNotes,
    reminderSentAt: appointment.reminderSentAt ? new Date(appointment.reminderSentAt) : null,
    firstVisitStart: clientId ? (first.get(clientId) ?? null) : null,
  })
}
