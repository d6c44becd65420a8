/**
 * An add-to-calendar file (RFC 5545) for a booked visit. Times are the API's UTC instants
 * (`startsAt`/`endsAt`) written as UTC (`…Z`), so every calendar shows the right local time,
 * also on the clock-change days, without a VTIMEZONE block.
 */
export interface CalendarVisit {
  /** Stable per appointment, so importing the file twice updates one event. */
  uid: string
  startsAt: string
  endsAt: string
  summary: string
  location?: string
  description?: string
  /** When the file was made (DTSTAMP). */
  stamp: Date
}

/** 2026-03-29T09:30:00.000Z → 20260329T093000Z. */
export function icsUtc(instant: Date | string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a time: ${String(instant)}`)
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** Folds a content line to at most 75 octets per line (RFC 5545 §3.1), never splitting a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const bytes = encoder.encode(char).length
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74
    if (size + bytes > limit) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += char
    size += bytes
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** The whole VCALENDAR with one VEVENT, CRLF line ends. */
export function buildIcs(visit: CalendarVisit): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Parlour//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${visit.uid}`,
    `DTSTAMP:${icsUtc(visit.stamp)}`,
    `DTSTART:${icsUtc(visit.startsAt)}`,
    `DTEND:${icsUtc(visit.endsAt)}`,
    `SUMMARY:${icsText(visit.summary)}`,
    ...(visit.location ? [`LOCATION:${icsText(visit.location)}`] : []),
    ...(visit.description ? [`DESCRIPTION:${icsText(visit.description)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
