/**
 * API.md "Data types": identifiers, and datetimes in UTC `YYYY-MM-DDTHH:mm:ss.sssZ` with zero
 * milliseconds (incoming `YYYY-MM-DD`, `…THH:mm`, `…:ss`, `….sss`, `….sssZ` are accepted, all read as
 * UTC); empty strings and empty identifiers are answered as null.
 */
export const MINUTE = 60_000
export const DAY = 86_400_000

export const ZERO_GUID = '00000000-0000-0000-0000-000000000000'
export const GUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const DATETIME_RE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z)?)?$/

export function iso(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString()
}

export function parseDatetime(value: string): number | null {
  const m = DATETIME_RE.exec(value)
  if (!m) return null
  const [y, mo, d, h, mi, s, ms] = m.slice(1, 8).map((x) => Number(x ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const t = Date.UTC(y, mo - 1, d, h, mi, s, Number((m[7] ?? '0').padEnd(3, '0')))
  const back = new Date(t)
  const same =
    back.getUTCFullYear() === y &&
    back.getUTCMonth() === mo - 1 &&
    back.getUTCDate() === d &&
    back.getUTCHours() === h &&
    back.getUTCMinutes() === mi &&
    back.getUTCSeconds() === s
  return same && ms >= 0 ? t : null
}

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** API.md "Data types": the API always returns empty strings and empty identifiers as null. */
export function normalise(value: unknown): unknown {
  if (value === '' || value === ZERO_GUID) return null
  if (Array.isArray(value)) return value.map(normalise)
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalise(v)]))
  return value
}
