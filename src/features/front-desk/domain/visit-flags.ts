import type { AppointmentState } from '@/features/booking/kit'

/**
 * The marks a visit's block carries besides its state (docs/decisions/0049): a new client, a
 * note, booked online, and the client's text. Pure: the data layer gathers the facts.
 */
export interface VisitFlags {
  /** The client's first visit: none of theirs that counts starts earlier (any salon). */
  newClient?: true
  /** A staff note on the visit, on the client's card, or both. */
  note?: 'visit' | 'client' | 'both'
  /** Booked through the website or widget, not at the desk. */
  online?: true
  /** `sent`: the day-before reminder went out; `confirmed`: the client confirmed the visit. */
  text?: 'sent' | 'confirmed'
}

/** Visits that count as a client having been (or being due) at the salon: not cancelled, missed or held. */
export const COUNTED_STATES: readonly AppointmentState[] = ['planned', 'confirmed', 'arrived', 'completed']

export interface VisitFacts {
  state: AppointmentState
  /** Where it was booked; empty is online (decision 0025). */
  source?: string | null
  start: Date
  hasClient: boolean
  visitNote?: string | null
  clientNote?: string | null
  reminderSentAt?: Date | null
  /** The start of the client's earliest visit in a counted state, if any. */
  firstVisitStart?: Date | null
}

const written = (note: string | null | undefined) => Boolean(note && note.trim())

export function visitFlags(facts: VisitFacts): VisitFlags {
  const flags: VisitFlags = {}
  if (facts.hasClient && (!facts.firstVisitStart || facts.firstVisitStart.getTime() >= facts.start.getTime()))
    flags.newClient = true
  const onVisit = written(facts.visitNote)
  const onClient = written(facts.clientNote)
  if (onVisit || onClient) flags.note = onVisit && onClient ? 'both' : onVisit ? 'visit' : 'client'
  if (facts.source !== 'front-desk') flags.online = true
  if (facts.state === 'confirmed') flags.text = 'confirmed'
  else if (facts.state === 'planned' && facts.reminderSentAt) flags.text = 'sent'
  return flags
}
