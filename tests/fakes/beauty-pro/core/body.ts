/**
 * Body helpers (JSON objects; unknown keys answer 400 like unknown parameters).
 */
import { GUID_RE, ZERO_GUID, isObject } from './data-types'
import { bad, unknownParameter } from './errors'

export function asObject(body: unknown): Record<string, unknown> {
  if (!isObject(body)) throw bad('Request body should be a JSON object')
  return body
}

export function onlyKeys(obj: Record<string, unknown>, allowed: readonly string[]): void {
  for (const key of Object.keys(obj)) if (!allowed.includes(key)) throw unknownParameter(key)
}

export function bodyGuid(obj: Record<string, unknown>, key: string): string | null | undefined {
  if (!(key in obj)) return undefined
  const v = obj[key]
  if (v === null || v === '' || v === ZERO_GUID) return null
  if (typeof v !== 'string' || !GUID_RE.test(v)) throw bad(`Parameter '${key}' should be an identifier`)
  return v.toLowerCase()
}

export function bodyBool(obj: Record<string, unknown>, key: string): boolean | undefined {
  if (!(key in obj)) return undefined
  if (typeof obj[key] !== 'boolean') throw bad(`Parameter '${key}' should be true or false`)
  return obj[key] as boolean
}

export function bodyText(obj: Record<string, unknown>, key: string): string | null | undefined {
  if (!(key in obj)) return undefined
  const v = obj[key]
  if (v === null || v === '') return null
  if (typeof v !== 'string') throw bad(`Parameter '${key}' should be a string`)
  return v
}

export function bodyPositive(obj: Record<string, unknown>, key: string): number | undefined {
  if (!(key in obj)) return undefined
  const v = obj[key]
  if (typeof v !== 'number' || !Number.isInteger(v) || v <= 0)
    throw bad(`Parameter '${key}' should be a positive number`)
  return v
}
