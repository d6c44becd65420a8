/**
 * `fields` — API.md "Get list of items format": `fields=a,b(c,d),e(f(g))`; `id` is always returned;
 * an empty `fields` returns ids only. Live: an unknown name answers `400 Unknown parameter 'X'`.
 */
import { isObject } from './data-types'
import { bad, unknownParameter } from './errors'

export type FieldSpec = { [name: string]: true | FieldSpec }
export interface FieldNode {
  name: string
  sub: FieldNode[] | null
}

export function parseFields(raw: string): FieldNode[] {
  let i = 0
  const malformed = () => bad(`Parameter 'fields' is malformed near position ${i + 1}: '${raw}'`)
  const skip = () => {
    while (raw[i] === ' ') i++
  }
  const list = (nested: boolean): FieldNode[] => {
    const nodes: FieldNode[] = []
    skip()
    if (i >= raw.length || (nested && raw[i] === ')')) return nodes
    for (;;) {
      skip()
      const start = i
      while (i < raw.length && /[A-Za-z0-9_]/.test(raw[i]!)) i++
      if (i === start) throw malformed()
      const name = raw.slice(start, i)
      skip()
      let sub: FieldNode[] | null = null
      if (raw[i] === '(') {
        i++
        sub = list(true)
        skip()
        if (raw[i] !== ')') throw malformed()
        i++
        skip()
      }
      nodes.push({ name, sub })
      if (raw[i] === ',') {
        i++
        continue
      }
      return nodes
    }
  }
  const nodes = list(false)
  if (i !== raw.length) throw malformed()
  return nodes
}

export function checkFields(nodes: FieldNode[], spec: FieldSpec, allowId: boolean): void {
  for (const node of nodes) {
    if (allowId && node.name === 'id' && !node.sub) continue
    const entry = spec[node.name]
    if (!entry) throw unknownParameter(node.name)
    if (node.sub) {
      if (entry === true) throw bad(`Field '${node.name}' has no sub-fields`)
      checkFields(node.sub, entry, true)
    }
  }
}

export function projectObject(view: Record<string, unknown>, nodes: FieldNode[]): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  if ('id' in view) out.id = view.id
  for (const node of nodes) {
    if (node.name === 'id') continue
    out[node.name] = pick(view[node.name], node.sub)
  }
  return out
}

function pick(value: unknown, sub: FieldNode[] | null): unknown {
  if (!sub) return value
  if (Array.isArray(value)) return value.map((v) => (isObject(v) ? projectObject(v, sub) : v))
  if (isObject(value)) return projectObject(value, sub)
  return value
}

export const flat = (...names: string[]): FieldSpec => Object.fromEntries(names.map((n) => [n, true]))
