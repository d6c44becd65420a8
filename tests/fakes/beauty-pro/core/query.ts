/**
 * Query parameters. Live: any parameter a method does not list answers `400 Unknown parameter 'X'`;
 * each listed one is checked against its kind before the handler runs.
 */
import { GUID_RE, parseDatetime } from './data-types'
import { bad, unknownParameter } from './errors'

type Kind =
  'fields' | 'text' | 'guid' | 'guids' | 'bool' | 'datetime' | 'positive' | 'whole' | 'digits' | 'ranges' | string[]
export type ParamSpec = Record<string, { kind: Kind; required?: boolean }>

export class Query {
  constructor(private readonly values: Map<string, string>) {}
  has(name: string): boolean {
    return this.values.has(name)
  }
  str(name: string): string | undefined {
    return this.values.get(name)
  }
  /** Identifier lists; an empty value means "not given" (API.md "Data types": empty identifiers). */
  guids(name: string): string[] | undefined {
    const v = this.values.get(name)
    return v ? v.split(',').map((s) => s.trim().toLowerCase()) : undefined
  }
  guid(name: string): string | undefined {
    return this.guids(name)?.[0]
  }
  list(name: string): string[] | undefined {
    const v = this.values.get(name)
    return v ? v.split(',').map((s) => s.trim()) : undefined
  }
  bool(name: string): boolean | undefined {
    const v = this.values.get(name)
    return v === undefined ? undefined : v.toLowerCase() === 'true'
  }
  datetime(name: string): number | undefined {
    const v = this.values.get(name)
    return v === undefined ? undefined : (parseDatetime(v) ?? undefined)
  }
  int(name: string): number | undefined {
    const v = this.values.get(name)
    return v === undefined ? undefined : Number(v)
  }
}

export function readQuery(url: URL, spec: ParamSpec): Query {
  const values = new Map<string, string>()
  for (const [name, value] of url.searchParams) {
    if (!(name in spec)) throw unknownParameter(name)
    if (values.has(name)) throw bad(`Parameter '${name}' is given more than once`)
    values.set(name, value)
  }
  for (const [name, { kind, required }] of Object.entries(spec)) {
    const value = values.get(name)
    if (value === undefined) {
      if (required) throw bad(`Parameter '${name}' is required`)
      continue
    }
    const invalid = (what: string) => bad(`Parameter '${name}' should be ${what}, got '${value}'`)
    if (Array.isArray(kind)) {
      const parts = value.split(',')
      if (!parts.every((p) => kind.includes(p.trim()))) throw invalid(`one of ${kind.join(', ')}`)
      continue
    }
    switch (kind) {
      case 'guid':
      case 'guids': {
        if (value === '') break
        const parts = value.split(',').map((p) => p.trim())
        if ((kind === 'guid' && parts.length > 1) || !parts.every((p) => GUID_RE.test(p))) {
          throw invalid(kind === 'guid' ? 'an identifier' : 'identifiers separated by commas')
        }
        break
      }
      case 'bool':
        if (!/^(true|false)$/i.test(value)) throw invalid('true or false')
        break
      case 'datetime':
        if (parseDatetime(value) === null) throw invalid('a datetime (YYYY-MM-DDTHH:mm:ss.sssZ)')
        break
      case 'positive':
        if (!/^\d+$/.test(value) || Number(value) <= 0) throw invalid('a positive whole number')
        break
      case 'whole':
        if (!/^\d+$/.test(value)) throw invalid('a whole number')
        break
      case 'digits':
        if (!/^\d{7,15}$/.test(value)) throw invalid('a phone number in international format, digits only')
        break
      case 'ranges':
        for (const range of value.split(',')) {
          const [a, b, ...rest] = range.split('..')
          if (rest.length || !a || !b || parseDatetime(a) === null || parseDatetime(b) === null) {
            throw invalid('datetime ranges a..b separated by commas')
          }
        }
        break
      default:
        break
    }
  }
  return new Query(values)
}

export function ranges(value: string | undefined): [number, number][] {
  if (!value) return []
  return value.split(',').map((r) => {
    const [a, b] = r.split('..')
    return [parseDatetime(a!)!, parseDatetime(b!)!]
  })
}

export const FIELDS_REQUIRED = { fields: { kind: 'fields', required: true } } as const satisfies ParamSpec
export const FIELDS_OPTIONAL = { fields: { kind: 'fields' } } as const satisfies ParamSpec
export const IDS = { ids: { kind: 'guids' } } as const satisfies ParamSpec
