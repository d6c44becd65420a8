/**
 * Moving in from another platform (issue 31): a CSV export of clients, or of appointments, read as
 * a stream and written through Payload. A client already here (same phone, else same email) is
 * updated, never duplicated; a future visit is booked through the appointments collection, so
 * the booking engine's own guard (docs/decisions/0010, 0032) refuses one that overlaps the diary.
 * Where the file says which visit a row belongs to (Parlour's `visit_id`, Fresha's Appointment ID,
 * Treatwell's booking reference), the rows of one visit that follow each other become one visit
 * with a service per row — its own time, stylist, minutes and price — and the counts are of visits.
 * Each batch of clients is one transaction and each visit another. A dry run reads and checks
 * everything and writes nothing: each visit is tried inside a transaction that is rolled back.
 * The same file imported twice changes nothing the second time.
 */
import { Readable } from 'node:stream'

import { parse } from 'csv-parse'
import type { CountryCode } from 'libphonenumber-js/max'
import type { Payload, PayloadRequest } from 'payload'

import { localToInstant } from '@/features/booking/kit'
import { inTransaction } from '@/platform/db/transaction'

import { mapProblem, missingHeaders, type ColumnMap } from '../domain/fields'
import { detectPlatform, resolveMap, type DateOrder, type PlatformMap } from '../domain/platforms'
import { nameKey, PROBLEM_MESSAGES, readRow, type ClientRow, type RowProblem, type VisitRow } from '../domain/row'
import { findSalon, loadCatalogue, type Catalogue, type SalonEntry } from './catalogue'

/** A file the import cannot read at all: answered 400 by the admin, an error line by the command. */
export class ImportRefusal extends Error {
  constructor(
    readonly reason: 'not_csv' | 'empty' | 'unknown_format' | 'bad_map' | 'no_salon',
    message: string,
  ) {
    super(message)
    this.name = 'ImportRefusal'
  }
}

export type SkipProblem = RowProblem | 'new_without_phone' | 'not_saved'

export interface SkippedRow {
  line: number
  problem: SkipProblem
  message: string
  value?: string
}
export interface ConflictRow {
  line: number
  date: string
  time: string
  service: string
  stylist: string
  message: string
}

export interface ImportSummary {
  dryRun: boolean
  /** The platform export the header row was recognised as, or `manual` for a manual map. */
  format: { id: string; label: string }
  salon: { id: string; title: string } | null
  rows: number
  /** Rows by what they did to their client (a client on three rows counts three times). */
  clients: { created: number; updated: number; unchanged: number }
  visits: { booked: number; unchanged: number; past: number; notLive: number; unmatched: number; conflicts: number }
  skipped: SkippedRow[]
  /** Rows skipped, counted in full (the list above stops at SKIPPED_LISTED). */
  skippedTotal: number
  conflicts: ConflictRow[]
  unmatched: { services: string[]; stylists: string[]; salons: string[] }
}

export interface ImportOptions {
  dryRun: boolean
  /** A manual map (field → header); without one the platform is recognised from the header row. */
  map?: ColumnMap
  /** The salon of the visits (id, slug or name) when a row names none; the first salon otherwise. */
  salon?: string
  country?: CountryCode
  now?: Date
  /** Called after each row read (the command line's progress bar). */
  onRow?: (rows: number) => void
}

const SKIPPED_LISTED = 500
const LISTED = 500
const BATCH = 250

interface ClientData {
  phone?: string | null
  email?: string | null
  firstName?: string | null
  lastName?: string | null
  sex?: 'female' | 'male' | null
  birthday?: string | null
  staffNotes?: string | null
  noSmsMarketing?: boolean | null
  noEmailMarketing?: boolean | null
  marketingChangedAt?: string | null
  clientSince?: string | null
  importedVisits?: number | null
  importedNoShows?: number | null
}

interface KnownClient {
  id: number | null
  data: ClientData
  /** Changes not written yet (a new client: everything). */
  dirty: ClientData | null
  lines: number[]
}

const CLIENT_SELECT = {
  phone: true,
  email: true,
  firstName: true,
  lastName: true,
  sex: true,
  birthday: true,
  staffNotes: true,
  noSmsMarketing: true,
  noEmailMarketing: true,
  marketingChangedAt: true,
  clientSince: true,
  importedVisits: true,
  importedNoShows: true,
} as const

function toData(row: ClientRow): ClientData {
  const data: ClientData = {
    phone: row.phone,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    sex: row.sex,
    birthday: row.birthday,
    staffNotes: row.notes,
    noSmsMarketing: row.noSmsMarketing,
    noEmailMarketing: row.noEmailMarketing,
    marketingChangedAt: row.marketingChangedAt,
    clientSince: row.since,
    importedVisits: row.visits,
    importedNoShows: row.noShows,
  }
  for (const key of Object.keys(data) as (keyof ClientData)[]) if (data[key] === undefined) delete data[key]
  return data
}

/** What of `incoming` differs from `stored` (an empty cell never erases what Parlour holds). */
function changes(stored: ClientData, incoming: ClientData): ClientData | null {
  const patch: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(incoming)) {
    const had = stored[key as keyof ClientData] ?? null
    if (value !== had) patch[key] = value
  }
  return Object.keys(patch).length ? (patch as ClientData) : null
}

const isTaken = (error: unknown): boolean => {
  const e = error as { reason?: unknown; status?: unknown }
  return e?.reason === 'slot_taken' || e?.status === 409
}
const refusedBecause = (error: unknown): string | null => {
  const e = error as { status?: unknown; isPublic?: unknown; message?: unknown }
  return typeof e?.status === 'number' && e.status >= 400 && e.status < 500 && typeof e.message === 'string'
    ? e.message
    : null
}

/** Rolls a dry run's transaction back once its checks have run. */
class DryRunRollback extends Error {}

const fill = (template: string, value?: string) => template.replace('{value}', value ?? '')

export async function importClients(
  payload: Payload,
  source: Readable | AsyncIterable<string | Uint8Array>,
  options: ImportOptions,
): Promise<ImportSummary> {
  const now = options.now ?? new Date()
  const parser = parse({
    bom: true,
    delimiter: [',', ';', '\t'],
    relax_column_count: true,
    skip_empty_lines: true,
    info: true,
  })
  // The file is read as it arrives; a malformed one stops the parser, which the loop below reports.
  const input = source instanceof Readable ? source : Readable.from(source)
  input.on('error', (error) => parser.destroy(error))
  input.pipe(parser)

  const summary: ImportSummary = {
    dryRun: options.dryRun,
    format: { id: 'manual', label: 'Manual column map' },
    salon: null,
    rows: 0,
    clients: { created: 0, updated: 0, unchanged: 0 },
    visits: { booked: 0, unchanged: 0, past: 0, notLive: 0, unmatched: 0, conflicts: 0 },
    skipped: [],
    skippedTotal: 0,
    conflicts: [],
    unmatched: { services: [], stylists: [], salons: [] },
  }
  const skip = (line: number, problem: SkipProblem, value?: string, message?: string) => {
    summary.skippedTotal++
    if (summary.skipped.length < SKIPPED_LISTED)
      summary.skipped.push({
        line,
        problem,
        message: message ?? fill(PROBLEM_MESSAGES[problem as RowProblem] ?? problem, value),
        ...(value ? { value } : {}),
      })
  }
  const unmatched = {
    services: new Set<string>(),
    stylists: new Set<string>(),
    salons: new Set<string>(),
  }

  let headers: string[] | null = null
  let map: ColumnMap = {}
  let dateOrder: DateOrder = 'dmy'
  let formatId = 'csv'
  let catalogue: Catalogue | null = null
  let defaultSalon: SalonEntry | null = null
  const byPhone = new Map<string, KnownClient>()
  const byEmail = new Map<string, KnownClient>()
  const importedKeys = new Set<string>()
  const pending = new Set<KnownClient>()

  const remember = (client: KnownClient) => {
    if (client.data.phone) byPhone.set(client.data.phone, client)
    if (client.data.email) byEmail.set(client.data.email.toLowerCase(), client)
  }

  async function start(row: string[]): Promise<string[]> {
    const headers = row.map((h) => h.replace(/^\uFEFF/, '').trim())
    if (options.map) {
      const missing = missingHeaders(options.map, headers)
      if (missing.length)
        throw new ImportRefusal(
          'bad_map',
          `The file has no column ${missing.map((h) => `"${h}"`).join(', ')}. Its columns: ${headers.join(', ')}.`,
        )
      map = options.map
    } else {
      const platform: PlatformMap | null = detectPlatform(headers)
      if (!platform)
        throw new ImportRefusal(
          'unknown_format',
          `These columns are not a Fresha, Booksy, Square or Treatwell export: ${headers.join(', ')}. ` +
            'Map them by hand (for example name=Full Name,phone=Mobile,email=Email).',
        )
      map = resolveMap(platform, headers)
      dateOrder = platform.dateOrder
      formatId = platform.platform
      summary.format = { id: platform.id, label: platform.label }
    }
    const problem = mapProblem(map)
    if (problem) throw new ImportRefusal('bad_map', problem)

    catalogue = await loadCatalogue(payload)
    if (options.salon) {
      defaultSalon = findSalon(catalogue, options.salon)
      if (!defaultSalon) throw new ImportRefusal('no_salon', `There is no salon "${options.salon}".`)
    } else defaultSalon = catalogue.salons[0] ?? null
    if (defaultSalon) summary.salon = { id: String(defaultSalon.id), title: defaultSalon.title }

    const stored = await payload.find({
      collection: 'clients',
      overrideAccess: true,
      depth: 0,
      pagination: false,
      select: CLIENT_SELECT,
    })
    for (const doc of stored.docs) {
      const { id, ...data } = doc as ClientData & { id: number }
      remember({ id: Number(id), data, dirty: null, lines: [] })
    }
    if (map.service || map.stylist) {
      const visits = await payload.find({
        collection: 'appointments',
        where: { importKey: { exists: true } },
        overrideAccess: true,
        depth: 0,
        pagination: false,
        select: { importKey: true },
      })
      for (const v of visits.docs) if (v.importKey) importedKeys.add(v.importKey)
    }
    return headers
  }

  /** Writes the clients waiting for it: one transaction; a batch that fails is written client by client. */
  async function flush() {
    if (!pending.size) return
    const batch = [...pending]
    pending.clear()
    if (options.dryRun) return
    const save = async (client: KnownClient, req: PayloadRequest) => {
      const common = { collection: 'clients', overrideAccess: true, depth: 0, req } as const
      if (client.id == null) {
        const doc = await payload.create({ ...common, data: { sex: 'female', ...client.dirty } as never })
        return Number(doc.id)
      }
      await payload.update({ ...common, id: client.id, data: client.dirty as never })
      return client.id
    }
    try {
      const ids = await inTransaction(payload, async (req) => {
        const saved: number[] = []
        for (const client of batch) saved.push(await save(client, req))
        return saved
      })
      batch.forEach((client, i) => {
        client.id = ids[i]!
        client.dirty = null
      })
    } catch {
      for (const client of batch) {
        try {
          client.id = await inTransaction(payload, (req) => save(client, req))
          client.dirty = null
        } catch (error) {
          for (const line of client.lines)
            skip(line, 'not_saved', undefined, `the client could not be saved: ${(error as Error).message}`)
          if (client.id == null) {
            summary.clients.created--
            if (client.data.phone) byPhone.delete(client.data.phone)
            if (client.data.email) byEmail.delete(client.data.email)
          }
          client.dirty = null
        }
      }
    }
  }

  /** The client of a row, found or made; null when a new one has no phone. */
  function upsertClient(line: number, row: ClientRow): KnownClient | null {
    const incoming = toData(row)
    const known = (row.phone ? byPhone.get(row.phone) : undefined) ?? (row.email ? byEmail.get(row.email) : undefined)
    if (!known) {
      if (!row.phone) {
        skip(line, 'new_without_phone', row.email, 'no client here has this email, and a new client needs a phone')
        return null
      }
      const client: KnownClient = { id: null, data: incoming, dirty: { ...incoming }, lines: [line] }
      remember(client)
      pending.add(client)
      summary.clients.created++
      return client
    }
    const patch = changes(known.data, incoming)
    known.lines.push(line)
    // Counted by row: a second row of the same client with something new updates it.
    if (!patch) {
      summary.clients.unchanged++
      return known
    }
    summary.clients.updated++
    Object.assign(known.data, patch)
    known.dirty = { ...known.dirty, ...patch }
    remember(known)
    pending.add(known)
    return known
  }

  /** One visit: the rows of its services (one row, or the rows that share the file's visit column). */
  async function book(client: KnownClient, rows: { line: number; visit: VisitRow }[]) {
    const [{ line, visit }] = rows as [{ line: number; visit: VisitRow }]
    const listConflict = (message: string) => {
      summary.visits.conflicts++
      if (summary.conflicts.length < LISTED)
        summary.conflicts.push({
          line,
          date: visit.date,
          time: visit.time,
          service: [...new Set(rows.map((r) => r.visit.service))].join(', '),
          stylist: [...new Set(rows.map((r) => r.visit.stylist))].join(', '),
          message,
        })
    }
    if (visit.status !== 'booked') {
      summary.visits.notLive++
      return
    }
    const cat = catalogue!
    let salon = defaultSalon
    if (visit.salon) salon = cat.salonByName.get(nameKey(visit.salon)) ?? null
    const zone = salon?.timezone ?? defaultSalon?.timezone ?? 'Europe/London'
    const services: { line: number; visit: VisitRow; start: Date }[] = []
    for (const row of rows) {
      const start = localToInstant(row.visit.date as never, row.visit.time as never, zone)
      if (start) services.push({ ...row, start })
      else skip(row.line, 'date_invalid', `${row.visit.date} ${row.visit.time}`)
    }
    if (!services.length) return
    // A visit in the past is history, whatever it names: it is counted, not matched.
    if (Math.min(...services.map((s) => s.start.getTime())) <= now.getTime()) {
      summary.visits.past++
      return
    }
    if (visit.salon && !salon) unmatched.salons.add(visit.salon)
    const items = services.map((s) => {
      const service = cat.serviceByName.get(nameKey(s.visit.service))
      const stylist = cat.stylistByName.get(nameKey(s.visit.stylist))
      if (!service) unmatched.services.add(s.visit.service)
      if (!stylist) unmatched.stylists.add(s.visit.stylist)
      return { ...s, service, stylist }
    })
    if (!salon || items.some((i) => !i.service || !i.stylist)) {
      summary.visits.unmatched++
      return
    }
    const contact = client.data.phone ?? client.data.email ?? ''
    // The first service's key, as a one-service visit has always had: a second run finds it.
    const first = services[0]!
    const key = first.visit.ref
      ? `${formatId}:${first.visit.ref}`
      : `${contact}|${first.start.toISOString()}|${nameKey(first.visit.service)}|${nameKey(first.visit.stylist)}`
    if (importedKeys.has(key)) {
      summary.visits.unchanged++
      return
    }
    const notes = [...new Set(services.map((s) => s.visit.notes).filter(Boolean))].join('\n')
    const data = {
      salon: salon.id,
      state: 'planned',
      source: 'front-desk',
      importKey: key,
      items: items.map(({ visit: row, start, service, stylist }) => {
        const price = row.pricePence != null ? row.pricePence / 100 : service!.prices.get(String(salon.id))
        return {
          service: service!.id,
          stylist: stylist!.id,
          start: start.toISOString(),
          duration: row.duration ?? service!.duration,
          ...(price != null ? { price } : {}),
        }
      }),
      ...(notes ? { note: notes } : {}),
    }
    await flush()
    try {
      await inTransaction(payload, async (req) => {
        let clientId = client.id
        if (clientId == null) {
          // A dry run's new client exists only inside this transaction.
          const made = await payload.create({
            collection: 'clients',
            data: { sex: 'female', ...client.data } as never,
            overrideAccess: true,
            depth: 0,
            req,
          })
          clientId = Number(made.id)
        }
        await payload.create({
          collection: 'appointments',
          data: { ...data, client: clientId } as never,
          overrideAccess: true,
          depth: 0,
          req,
        })
        if (options.dryRun) throw new DryRunRollback()
      })
    } catch (error) {
      if (!(error instanceof DryRunRollback)) {
        const busy = items.map((i) => i.stylist!.name)
        if (isTaken(error))
          return listConflict(`${[...new Set(busy)].join(', ')} ${busy.length > 1 ? 'are' : 'is'} busy then`)
        const refused = refusedBecause(error)
        if (refused) return listConflict(refused)
        throw error
      }
    }
    importedKeys.add(key)
    summary.visits.booked++
  }

  /**
   * The visit being read: rows that share the file's visit column (and client), one after another,
   * are booked together as one visit once a row of another visit (or the end of the file) comes.
   */
  let open: { group: string; client: KnownClient; rows: { line: number; visit: VisitRow }[] } | null = null
  async function closeVisit() {
    if (!open) return
    const { client, rows } = open
    open = null
    await book(client, rows)
  }
  async function addVisit(line: number, client: KnownClient, visit: VisitRow) {
    if (open && visit.group === open.group && client === open.client) {
      open.rows.push({ line, visit })
      return
    }
    await closeVisit()
    if (visit.group) open = { group: visit.group, client, rows: [{ line, visit }] }
    else await book(client, [{ line, visit }])
  }

  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!headers) {
        headers = await start(record)
        continue
      }
      const line = info.lines
      summary.rows++
      const values: Record<string, string> = {}
      headers.forEach((h, i) => (values[h] = record[i] ?? ''))
      const row = readRow(values, map, { dateOrder, country: options.country })
      if (!row.ok) skip(line, row.problem, row.value)
      else {
        const client = upsertClient(line, row.client)
        if (client && row.visit) await addVisit(line, client, row.visit)
        if (pending.size >= BATCH) await flush()
      }
      options.onRow?.(summary.rows)
    }
    await closeVisit()
    await flush()
  } catch (error) {
    if (error instanceof ImportRefusal) throw error
    const code = (error as { code?: unknown }).code
    if (typeof code === 'string' && code.startsWith('CSV_'))
      throw new ImportRefusal('not_csv', `The file could not be read as CSV: ${(error as Error).message}`)
    throw error
  } finally {
    input.unpipe(parser)
    if (!input.readableEnded) input.destroy()
  }
  if (!headers) throw new ImportRefusal('empty', 'The file is empty: it needs a header row and one row per client.')
  summary.unmatched = {
    services: [...unmatched.services].sort(),
    stylists: [...unmatched.stylists].sort(),
    salons: [...unmatched.salons].sort(),
  }
  return summary
}
