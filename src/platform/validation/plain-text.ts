/**
 * Plain text: what a person types into a name or a note. Control characters are refused — C0
 * (U+0000–U+001F, a NUL cut a stored name short), DEL and C1 (U+007F–U+009F) — and so are the
 * bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make a
 * name read differently to staff from what was sent. A multi-line field (a note, a comment, a
 * review) may keep tab, line feed and carriage return.
 *
 * No zod here, so forms in the browser check with the same rule before they send.
 */

const SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/
const MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/

/** True when `text` holds a character plain text may not (tab and line breaks allowed when `multiline`). */
export function hasControlCharacters(text: string, multiline = false): boolean {
  return (multiline ? MULTI_LINE : SINGLE_LINE).test(text)
}

export const PLAIN_TEXT_MESSAGE = 'Use letters, digits and punctuation only (no control or text-direction characters).'

/** Whether a 400's field messages include the plain-text refusal, so a form can say it in its own language. */
export function refusedAsPlainText(fields: Record<string, string> | undefined, field?: string): boolean {
  if (!fields) return false
  return field === undefined ? Object.values(fields).includes(PLAIN_TEXT_MESSAGE) : fields[field] === PLAIN_TEXT_MESSAGE
}
