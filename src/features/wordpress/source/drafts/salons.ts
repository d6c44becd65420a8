/**
 * A salon as a draft: its address in whatever shape the site keeps it (one line, several lines,
 * ACF fields or a Google Map field) read into street, city and postcode where it can be — kept
 * whole in the street where it cannot, never with a city made up — and its own opening hours when
 * the site has them (a text field "Tue–Fri 10:00–18:00", or a repeater with a row per day).
 */
import { DAYS_OF_WEEK, parseOpeningHours } from '@/platform/seo/opening-hours'

import type { WpItem } from '../client'
import { acfOf, imageRef, numberOf, plainText, termIds, textOf, type ImageRef } from '../items'

import { field, headOf, orderOf, type Mapped, type PostHead } from './common'

export interface SalonAddress {
  street: string
  city: string
  postcode: string
  /** The whole address could not be read into parts: it is all in `street`. */
  whole: boolean
}

/** A stretch the salon is open: ISO weekday (1 = Monday) and wall-clock times. */
export interface OpeningRow {
  weekday: number
  start: string
  end: string
}

export interface SalonDraft extends PostHead {
  /** Its salon category (`salons_categories`), a WordPress term id. */
  categoryWpId: number | null
  address: SalonAddress
  /** The Ukrainian street and city, when the Ukrainian post has an address of its own. */
  addressUk: { street: string; city: string } | null
  geo: { lat: number; lng: number } | null
  phone: string
  /** The salon's own opening hours; null when the site has none (the business's then apply). */
  openingHours: OpeningRow[] | null
  image: ImageRef | null
  order: number
}

/** A UK postcode (any case, with or without its space) at the end of a line. */
const POSTCODE = /\b([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})\s*$/i

const first = (o: Record<string, unknown>, keys: string[]) =>
  keys.map((k) => plainText(typeof o[k] === 'number' ? String(o[k]) : textOf(o[k]))).find(Boolean) ?? ''

/** A postcode written as the Royal Mail writes it: capitals, one space before the last three. */
const postcodeOf = (text: string) => {
  const m = POSTCODE.exec(text)
  return m ? `${m[1]!.toUpperCase()} ${m[2]!.toUpperCase()}` : ''
}

/**
 * An address in one line or several ("42 High Street, Marlow SL7 1AW", "Unit 3\nRiverside Walk\n
 * Henley-on-Thames\nRG9 2AB"): the postcode from the end, the city as the last part before it,
 * the street as the rest. Kept whole in the street when no city can be told apart.
 */
export function splitAddress(text: string): SalonAddress {
  const line = text.replace(/\s+/g, ' ').trim()
  const parts = text
    .split(/\n|,/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
  const postcode = postcodeOf(parts.at(-1) ?? '')
  if (postcode) {
    const rest = parts.at(-1)!.replace(POSTCODE, '').trim()
    if (rest) parts[parts.length - 1] = rest
    else parts.pop()
  }
  if (parts.length < 2) return { street: parts[0] ?? line, city: '', postcode, whole: true }
  const city = parts.pop()!
  return { street: parts.join(', '), city, postcode, whole: false }
}

/** The address from the fields a site split it into: an ACF group, the item's own fields or a Google Map field. */
function addressFrom(o: Record<string, unknown>): SalonAddress | null {
  const street = [
    first(o, ['street', 'street_address', 'address_1', 'address_line_1', 'line_1', 'line1']),
    first(o, ['address_2', 'address_line_2', 'line_2', 'line2']),
  ]
    .filter(Boolean)
    .join(', ')
  const googleStreet = [first(o, ['street_number']), first(o, ['street_name'])].filter(Boolean).join(' ')
  const city = first(o, ['city', 'town', 'locality'])
  const postcode = postcodeOf(first(o, ['postcode', 'post_code', 'postal_code', 'zip']))
  if ((street || googleStreet) && (city || postcode))
    return { street: street || googleStreet, city, postcode, whole: false }
  // A Google Map field without its parts: its one line.
  const line = first(o, ['address'])
  return line ? splitAddress(line) : null
}

/** The address in any of the shapes a site keeps it; null when it has none. */
export function addressOf(acf: Record<string, unknown>): SalonAddress | null {
  const value = acf.address ?? acf.location
  if (typeof value === 'string' && value.trim())
    // A textarea or WYSIWYG: lines by newline or <br>.
    return splitAddress(plainText(value))
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const found = addressFrom(value as Record<string, unknown>)
    if (found) return found
  }
  return addressFrom(acf)
}

/** The position of a Google Map field (`{lat, lng}`) or of `lat`/`lng` fields. */
function geoOf(acf: Record<string, unknown>): SalonDraft['geo'] {
  for (const o of [acf.address, acf.location, acf.map, acf]) {
    if (!o || typeof o !== 'object') continue
    const r = o as Record<string, unknown>
    const lat = numberOf(r.lat)
    const lng = numberOf(r.lng)
    if (lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 && (lat || lng)) return { lat, lng }
  }
  return null
}

/**
 * Opening hours as a site keeps them: lines of text ("Tue–Fri 10:00–18:00", either language, as
 * the contacts' hours are read), or a repeater with a row per day (`day`, `open`, `close`, and
 * `closed` for a day it is shut). Null when there are none or they cannot all be read.
 */
export function openingOf(value: unknown): OpeningRow[] | null {
  let lines: string[] = []
  if (typeof value === 'string') lines = plainText(value).split('\n')
  else if (Array.isArray(value))
    lines = value.flatMap((row: Record<string, unknown> | null) => {
      if (!row || typeof row !== 'object') return []
      const r = row
      if (r.closed === true || r.closed === 1 || r.closed === '1') return []
      const day = first(r, ['day', 'days', 'weekday'])
      const weekday = numberOf(r.day ?? r.weekday)
      const name = weekday !== null && weekday >= 1 && weekday <= 7 ? DAYS_OF_WEEK[weekday - 1] : day
      const open = first(r, ['open', 'opens', 'from', 'start', 'opening_time'])
      const close = first(r, ['close', 'closes', 'to', 'end', 'closing_time'])
      return name && open && close ? [`${name} ${open}–${close}`] : []
    })
  const read = parseOpeningHours(lines)
  if (!read) return null
  return read
    .flatMap((h) => h.days.map((d) => ({ weekday: DAYS_OF_WEEK.indexOf(d) + 1, start: h.opens, end: h.closes })))
    .sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start))
}

export function mapSalon(item: WpItem, ua?: WpItem): Mapped<SalonDraft> {
  const head = headOf(item, ua)
  if (!head.ok) return head
  const acf = acfOf(item)
  const address = addressOf(acf) ?? { street: '', city: '', postcode: '', whole: false }
  const uk = ua ? addressOf(acfOf(ua)) : null
  const phone = field(item, 'phone')
  return {
    ok: true,
    draft: {
      ...head.draft,
      categoryWpId: termIds(item, 'salons_categories')[0] ?? null,
      address,
      addressUk:
        uk && (uk.street !== address.street || uk.city !== address.city) ? { street: uk.street, city: uk.city } : null,
      geo: geoOf(acf),
      phone: typeof phone === 'number' ? String(phone) : plainText(textOf(phone)),
      openingHours: openingOf(acf.opening_hours ?? acf.work_time ?? acf.hours),
      image: imageRef(acf.image) ?? imageRef(item.featured_media),
      order: orderOf(item),
    },
  }
}
