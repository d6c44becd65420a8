/**
 * Stripe's form encoding, read without a dependency: `application/x-www-form-urlencoded` pairs whose
 * names use bracket notation — `metadata[visit]=12`, `line_items[0][price_data][unit_amount]=500`,
 * `expand[]=payment_intent` (appended) or `expand[0]=payment_intent` (indexed, as the SDK sends it).
 * The result is a tree of strings; arrays stay objects keyed by index until params.ts reads them
 * against the endpoint's allow-list (only the allow-list knows whether a node is a list or a hash).
 */
import type http from 'node:http'

import { invalid } from './errors'

export type FormNode = string | FormTree
export interface FormTree {
  [key: string]: FormNode
}

/** Splits `a[b][0][]` into `['a', 'b', '0', '']`; a name that is not well formed stays whole. */
export function splitName(name: string): string[] {
  const open = name.indexOf('[')
  if (open <= 0) return [name]
  const parts = [name.slice(0, open)]
  const rest = name.slice(open)
  const segment = /\[([^[\]]*)\]/y
  let end = 0
  let match: RegExpExecArray | null
  while ((match = segment.exec(rest)) !== null) {
    parts.push(match[1]!)
    end = segment.lastIndex
  }
  return end === rest.length ? parts : [name]
}

const tree = (): FormTree => Object.create(null) as FormTree

/** Reads encoded pairs (a request body or a query string) into a tree. */
export function parseForm(encoded: string): FormTree {
  const root = tree()
  for (const [name, value] of new URLSearchParams(encoded)) {
    const parts = splitName(name)
    let node = root
    let path = parts[0]!
    for (let i = 0; i < parts.length; i++) {
      // `[]` appends: the next free index of this list.
      const key = parts[i] === '' && i > 0 ? String(Object.keys(node).length) : parts[i]!
      if (i > 0) path += `[${key}]`
      if (i === parts.length - 1) {
        if (typeof node[key] === 'object')
          throw invalid(`Invalid value for ${path}: it is already a hash.`, { param: path })
        node[key] = value // a repeated name keeps its last value
        break
      }
      const next = node[key]
      if (typeof next === 'string') throw invalid(`Invalid hash for ${path}: it already has a value.`, { param: path })
      node = next ?? (node[key] = tree())
    }
  }
  return root
}

/** A stable text of the parameters, to compare two requests made with one idempotency key. */
export function canonical(node: FormNode): string {
  if (typeof node === 'string') return JSON.stringify(node)
  const keys = Object.keys(node).sort()
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(node[k]!)}`).join(',')}}`
}

/** A plain copy of the tree for the request log. */
export function plain(node: FormTree): Record<string, unknown> {
  return JSON.parse(JSON.stringify(node)) as Record<string, unknown>
}

const MAX_BODY = 1_000_000

/** The whole body of a request as text (refused past 1 MB). */
export function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY) {
        reject(new Error('body too large'))
        req.resume()
      } else chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}
