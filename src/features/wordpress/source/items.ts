/**
 * Reading WordPress items at the edge: rendered titles as plain text, ACF fields in either form a
 * site serves them (the native `acf` object of ACF 5.11+, or the older "ACF to REST API" plugin's,
 * which puts the same `acf` key on wp/v2 items), images as an attachment id, a URL, or an object
 * `{ID, url, alt, sizes{…}}` (ACF's "array" return format / `acf_format=standard`).
 */
import type { WpItem } from './client'

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  pound: '£',
  euro: '€',
  laquo: '«',
  raquo: '»',
}

/** HTML entities as characters (WordPress encodes quotes and dashes in titles: `&#8217;`). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10)
      return Number.isInteger(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole
    }
    return NAMED[code.toLowerCase()] ?? whole
  })
}

/** Text of an HTML fragment: tags dropped, entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return decodeEntities(html.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, ''))
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim()
}

/** `{rendered: '…'}` or a plain string, as text; '' when absent. */
export function rendered(value: unknown): string {
  if (typeof value === 'string') return plainText(value)
  const html = (value as { rendered?: unknown })?.rendered
  return typeof html === 'string' ? plainText(html) : ''
}

/** `{rendered: '…'}` or a plain string, as the HTML it is; '' when absent. */
export function renderedHtml(value: unknown): string {
  if (typeof value === 'string') return value
  const html = (value as { rendered?: unknown })?.rendered
  return typeof html === 'string' ? html : ''
}

/** The item's ACF fields (either plugin); {} when it has none or they are switched off. */
export function acfOf(item: WpItem): Record<string, unknown> {
  const acf = item.acf
  return acf && typeof acf === 'object' && !Array.isArray(acf) ? (acf as Record<string, unknown>) : {}
}

export interface ImageRef {
  /** The attachment's id, when the site gave one (its URL is then read from /media/{id}). */
  mediaId: number | null
  /** The full-size file, when given. */
  url: string | null
  alt: string
}

/**
 * An image field or `featured_media`: an attachment id, a URL, or ACF's image object. Empty ACF
 * fields come as `false`, `''`, `0` or null: no image.
 */
export function imageRef(value: unknown): ImageRef | null {
  if (typeof value === 'number') return value > 0 ? { mediaId: value, url: null, alt: '' } : null
  if (typeof value === 'string') {
    if (/^\d+$/.test(value)) return imageRef(Number(value))
    return /^(https?:)?\/\//.test(value) || value.startsWith('/') ? { mediaId: null, url: value, alt: '' } : null
  }
  if (!value || typeof value !== 'object') return null
  const o = value as Record<string, unknown>
  const id = typeof o.ID === 'number' ? o.ID : typeof o.id === 'number' ? o.id : null
  const url = typeof o.url === 'string' && o.url ? o.url : typeof o.source_url === 'string' ? o.source_url : null
  if (id === null && url === null) return null
  return { mediaId: id && id > 0 ? id : null, url, alt: typeof o.alt === 'string' ? o.alt : '' }
}

/** The term ids of a taxonomy on an item (`"services_categories": [3, 7]`). */
export function termIds(item: WpItem, taxonomy: string): number[] {
  const v = item[taxonomy]
  return Array.isArray(v)
    ? v
        .map((x) => (typeof x === 'string' && /^\d+$/.test(x) ? Number(x) : x))
        .filter((x): x is number => Number.isInteger(x) && x > 0)
    : []
}

/** A number from an ACF field that may be a number, a numeric string, '' or false. */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.replace(/[£,\s]/g, ''))
    return Number.isFinite(n) ? n : null
  }
  return null
}

/** A string from an ACF field ('' for false, null or anything else). */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** A number or a numeric text as text ('' for anything else): ids and codes ACF may give either way. */
export const codeOf = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : textOf(value)

/**
 * An ACF true/false field as sites send it: `true`, `1`, `"1"`, `"yes"`; `false`, `0`, `"0"`,
 * `""` and null are false.
 */
export const flagOf = (value: unknown): boolean =>
  value === true || value === 1 || (typeof value === 'string' && /^(1|true|yes|on)$/i.test(value.trim()))

/** Whether a text field holds HTML (a WYSIWYG field, or a text field someone pasted markup into). */
export const isHtml = (text: string): boolean =>
  /<\/?(p|br|strong|em|b|i|ul|ol|li|h[1-6]|a|span|div)\b[^>]*>/i.test(text)

/**
 * Where an item's translation into `lang` lives, when the site keeps each language as a post of
 * its own: Polylang Pro's `translations` (language code → id, https://polylang.pro/doc/rest-api/),
 * or `wpml_translations` as the WPML REST API plugin serves it (keyed by locale, each
 * `{locale, id}`, the item itself `{translation: 'current'}`; an array of the same in its older
 * versions). Null when the item names none.
 */
export function translationId(item: WpItem, lang: string): number | null {
  const same = (code: string) => code.toLowerCase().split(/[_-]/)[0] === lang
  const polylang = item.translations
  if (polylang && typeof polylang === 'object' && !Array.isArray(polylang))
    for (const [code, id] of Object.entries(polylang as Record<string, unknown>)) {
      const n = numberOf(id)
      if (same(code) && n !== null && Number.isInteger(n) && n > 0) return n
    }
  const wpml = item.wpml_translations
  const rows = Array.isArray(wpml) ? wpml : wpml && typeof wpml === 'object' ? Object.values(wpml) : []
  for (const row of rows as { locale?: unknown; language_code?: unknown; id?: unknown }[]) {
    const code = textOf(row?.language_code) || textOf(row?.locale)
    const n = numberOf(row?.id)
    if (code && same(code) && n !== null && Number.isInteger(n) && n > 0) return n
  }
  return null
}

/** The language a Polylang or WPML item is in (`lang`, or WPML's `wpml_current_locale`), lower case; null when not said. */
export function languageOf(item: WpItem): string | null {
  const code = textOf(item.lang) || textOf(item.wpml_current_locale)
  return code ? code.toLowerCase().split(/[_-]/)[0]! : null
}
