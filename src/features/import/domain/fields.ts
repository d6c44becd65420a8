/**
 * What Parlour reads from a row of another platform's CSV export: the client's fields and, in an
 * appointments export, one future visit. A column map says which header holds each field.
 */

export const CLIENT_FIELDS = [
  'name',
  'firstName',
  'lastName',
  'phone',
  'email',
  'sex',
  'birthday',
  'notes',
  'smsMarketing',
  'emailMarketing',
  'noSmsMarketing',
  'noEmailMarketing',
  // When the marketing choices last changed (Parlour's own export): kept as the record of consent.
  'marketingChangedAt',
  'since',
  'visits',
  'noShows',
] as const

export const VISIT_FIELDS = [
  'ref',
  // The visit (appointment, booking) a row belongs to: rows that share it, one after another, are
  // the services of one visit.
  'visit',
  'start',
  'date',
  'time',
  'service',
  'stylist',
  'price',
  'duration',
  'visitNotes',
  'status',
  'salon',
] as const

export type ClientField = (typeof CLIENT_FIELDS)[number]
export type VisitField = (typeof VISIT_FIELDS)[number]
export type Field = ClientField | VisitField

export const FIELDS: readonly Field[] = [...CLIENT_FIELDS, ...VISIT_FIELDS]

/** Field → the header that holds it (one header each; a platform's map may offer several spellings). */
export type ColumnMap = Partial<Record<Field, string>>

/** Other spellings of the fields a person may type in a manual map (`--map do_not_send_email=…`). */
const ALIASES: Record<string, Field> = {
  fullname: 'name',
  first_name: 'firstName',
  last_name: 'lastName',
  mobile: 'phone',
  gender: 'sex',
  dob: 'birthday',
  note: 'notes',
  sms_consent: 'smsMarketing',
  email_consent: 'emailMarketing',
  do_not_send_sms_promotion: 'noSmsMarketing',
  do_not_send_email: 'noEmailMarketing',
  marketing_changed_at: 'marketingChangedAt',
  created: 'since',
  no_shows: 'noShows',
  id: 'ref',
  visit_id: 'visit',
  appointment: 'visit',
  appointment_id: 'visit',
  booking: 'visit',
  staff: 'stylist',
  notes_visit: 'visitNotes',
  location: 'salon',
}

const BY_LOWER = new Map<string, Field>([
  ...FIELDS.map((f) => [f.toLowerCase(), f] as [string, Field]),
  ...Object.entries(ALIASES),
])

/** A header compared as people write it: case, spaces, underscores and a BOM do not matter. */
export const headerKey = (header: string): string =>
  header
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[\s_\-.]+/g, ' ')
    .trim()

export type MapParse = { ok: true; map: ColumnMap } | { ok: false; message: string }

/**
 * A manual column map as typed: `name=Full Name,phone=Mobile,email=E-mail`. Each field once;
 * a header may not contain a comma (quote nothing: the text after `=` up to the next comma).
 */
export function parseManualMap(text: string): MapParse {
  const map: ColumnMap = {}
  const parts = text
    .split(/[,\n]/)
    .map((p) => p.trim())
    .filter(Boolean)
  if (!parts.length) return { ok: false, message: 'The column map is empty: write field=Header pairs.' }
  for (const part of parts) {
    const eq = part.indexOf('=')
    if (eq <= 0 || eq === part.length - 1)
      return { ok: false, message: `"${part}" is not field=Header (for example phone=Mobile).` }
    const name = part.slice(0, eq).trim()
    const field = BY_LOWER.get(name.toLowerCase())
    if (!field) return { ok: false, message: `"${name}" is not a field Parlour imports. Fields: ${FIELDS.join(', ')}.` }
    if (map[field]) return { ok: false, message: `"${field}" is mapped twice.` }
    map[field] = part.slice(eq + 1).trim()
  }
  return { ok: true, map }
}

/** Whether a map can make a client of a row: a phone, or an email to find one already here. */
export function mapProblem(map: ColumnMap): string | null {
  if (!map.phone && !map.email) return 'Map a phone column (or an email column) to find or create each client.'
  if ((map.service || map.stylist || map.date || map.start) && !(map.start || map.date))
    return 'Map the visit’s date (date and time, or start) as well as its service and stylist.'
  return null
}

/** The headers of a map that the file lacks (matched as headerKey does). */
export function missingHeaders(map: ColumnMap, headers: string[]): string[] {
  const present = new Set(headers.map(headerKey))
  return Object.values(map).filter((h): h is string => !!h && !present.has(headerKey(h)))
}
