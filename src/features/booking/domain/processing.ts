/**
 * Processing time (docs/decisions/0045): a service may leave its stylist free for a while in the
 * middle — colour developing — so another client can be seen then. A service's `processing` says
 * when that gap starts (minutes after the service starts) and how long it lasts. The stylist is
 * busy for the service minus its gap: its "busy parts". Pure: no framework, no database.
 */
import { MINUTE_MS } from './time'

/** A gap in a service: `after` minutes from its start, lasting `minutes`. */
export interface Processing {
  after: number
  minutes: number
}

/** A stretch of a visit relative to its start, in minutes: [offset, offset + length). */
export interface VisitPart {
  offset: number
  length: number
}

/**
 * Why a gap does not fit its service, or null when it does (or when there is none). The gap must
 * lie strictly inside the service: the stylist works before it and after it.
 */
export function processingProblem(
  duration: number | null | undefined,
  after: number | null | undefined,
  minutes: number | null | undefined,
): string | null {
  const hasAfter = after != null
  const hasMinutes = minutes != null && minutes !== 0
  if (!hasAfter && !hasMinutes) return null
  if (!hasAfter || !hasMinutes) return 'Give both when the processing time starts and how long it lasts, or neither.'
  if (!Number.isInteger(after) || !Number.isInteger(minutes) || after <= 0 || minutes <= 0)
    return 'Processing time is whole minutes, after the service has started.'
  if (duration == null || after + minutes >= duration)
    return `Processing time must end before the service does (${after} + ${minutes} minutes must be less than its ${duration ?? 0}).`
  return null
}

/** The service's gap when it is valid for that length, else null (a wrong gap counts as none). */
export function processingOf(
  duration: number,
  after: number | null | undefined,
  minutes: number | null | undefined,
): Processing | null {
  if (after == null || minutes == null || minutes === 0) return null
  return processingProblem(duration, after, minutes) === null ? { after, minutes } : null
}

/** The busy parts of one service of `duration` minutes, relative to its start. */
export function serviceParts(duration: number, processing?: Processing | null): VisitPart[] {
  const gap = processing ? processingOf(duration, processing.after, processing.minutes) : null
  if (!gap) return [{ offset: 0, length: duration }]
  const resume = gap.after + gap.minutes
  return [
    { offset: 0, length: gap.after },
    { offset: resume, length: duration - resume },
  ]
}

/**
 * The busy parts of services done back to back from the visit's start, touching parts joined:
 * what the stylist cannot give anyone else.
 */
export function visitParts(services: readonly { duration: number; processing?: Processing | null }[]): VisitPart[] {
  const parts: VisitPart[] = []
  let at = 0
  for (const s of services) {
    for (const p of serviceParts(s.duration, s.processing)) {
      const last = parts.at(-1)
      const offset = at + p.offset
      if (last && last.offset + last.length >= offset)
        last.length = Math.max(last.length, offset + p.length - last.offset)
      else parts.push({ offset, length: p.length })
    }
    at += s.duration
  }
  return parts
}

/** An item's busy time as instants: the whole item, or the stretches before and after its gap. */
export function busyRanges(item: {
  start: Date
  duration: number
  processing?: Processing | null
}): { start: Date; end: Date }[] {
  const from = item.start.getTime()
  return serviceParts(item.duration, item.processing).map((p) => ({
    start: new Date(from + p.offset * MINUTE_MS),
    end: new Date(from + (p.offset + p.length) * MINUTE_MS),
  }))
}

/** The visits a visit was booked over on purpose, as stored (docs/decisions/0045): ids as strings. */
export function acceptedOverlaps(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v) => typeof v === 'string' || typeof v === 'number').map(String) : []
}

/** The gap of an item as instants, or null. */
export function processingRange(item: {
  start: Date
  duration: number
  processing?: Processing | null
}): { start: Date; end: Date } | null {
  const gap = item.processing ? processingOf(item.duration, item.processing.after, item.processing.minutes) : null
  if (!gap) return null
  const from = item.start.getTime() + gap.after * MINUTE_MS
  return { start: new Date(from), end: new Date(from + gap.minutes * MINUTE_MS) }
}
