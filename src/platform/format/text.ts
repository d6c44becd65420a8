/** Text helpers: the line clamp's length, salon category translation keys and excerpts. */

/**
 * Long texts (article and vacancy previews) are clamped to this many lines. The clamp
 * itself is CSS (`.clamp` in ui/cards/card.module.css sets `--clamp-lines` to this number; a unit
 * test keeps the two equal): an inline `line-clamp` style is invalid HTML (docs/decisions/0051).
 */
export const TEXT_CLAMP_LINES = 4

/**
 * Translation key for a salon category name: lower-cased, trimmed, each run of whitespace
 * turned into one underscore. "West London" → "west_london"; "  North  Side " → "north_side".
 */
export function salonCategoryKey(name: string): string {
  const trimmed = name.trim()
  if (trimmed === '') return ''
  return trimmed.toLowerCase().split(/\s+/).join('_')
}

/** Punctuation and spaces that read badly just before the ellipsis ("word,…"). */
const trailingBeforeEllipsis = /[\s,;:.!?\-–—]+$/u

/**
 * At most `maxChars` characters of a text, the "…" included, cut at a word boundary. Runs of
 * whitespace (line breaks from rich text) are collapsed to one space first. A text that fits is
 * returned whole; a single word longer than the limit is cut mid-word. Characters are counted
 * as code points, so an emoji or other astral character is never split in half.
 */
export function excerpt(text: string | null | undefined, maxChars: number): string {
  if (text == null || !Number.isFinite(maxChars)) return ''
  const limit = Math.floor(maxChars)
  if (limit <= 0) return ''
  const normalised = text.replace(/\s+/g, ' ').trim()
  const chars = Array.from(normalised)
  if (chars.length <= limit) return normalised

  // Room for the text before the ellipsis; the cut is clean when the next character is a space.
  const room = limit - 1
  const head = chars.slice(0, room).join('')
  const cutsBetweenWords = chars[room] === ' '
  const lastSpace = head.lastIndexOf(' ')
  const wordCut = cutsBetweenWords || lastSpace < 0 ? head : head.slice(0, lastSpace)
  const body = wordCut.replace(trailingBeforeEllipsis, '')
  // Only punctuation before the first space: keep the hard cut rather than a bare "…".
  return `${body === '' ? head.trimEnd() : body}…`
}
