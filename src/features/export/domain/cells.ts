/**
 * How a value is written in the salon's export (issue 31): UTF-8 text, ISO dates, pounds with two
 * decimals, and formula-safe cells — a text cell that a spreadsheet would read as a formula (it
 * starts with =, +, -, @, a tab or a carriage return) is written with a leading apostrophe, as OWASP
 * advises for CSV injection. A phone in E.164 and numbers are left as they are. Pure.
 */

export type CellKind = 'text' | 'phone' | 'id' | 'pounds' | 'number' | 'date' | 'bool'

const FORMULA = /^[=+\-@\t\r]/
const E164 = /^\+[1-9]\d{6,14}$/

/** One cell's text (an empty cell for null or undefined). */
export function cell(kind: CellKind, value: unknown): string {
  if (value == null || value === '') return ''
  switch (kind) {
    case 'pounds':
      // Pence in, pounds out: 1250 → "12.50", -300 → "-3.00".
      return (Number(value) / 100).toFixed(2)
    case 'number':
      return String(Number(value))
    case 'bool':
      return value ? 'true' : 'false'
    case 'date':
      return new Date(String(value)).toISOString()
    case 'id':
      return String(typeof value === 'object' ? (value as { id: unknown }).id : value)
    case 'phone':
      return E164.test(String(value)) ? String(value) : safeText(String(value))
    default:
      return safeText(String(value))
  }
}

/** Text a spreadsheet will show as text, never run. */
export function safeText(text: string): string {
  return FORMULA.test(text) ? `'${text}` : text
}
