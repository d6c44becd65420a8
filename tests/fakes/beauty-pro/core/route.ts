/**
 * Routes: a method and path pattern, the scopes that may call it, the query it takes, and its
 * handler; with the helpers that answer a list or one item in the requested `fields`.
 */
import type http from 'node:http'

import { GUID_RE } from './data-types'
import { notFound } from './errors'
import { type FieldNode, type FieldSpec, checkFields, parseFields, projectObject } from './fields'
import type { ParamSpec, Query } from './query'
import type { Core, TokenRecord } from './state'

/** One request as a handler sees it: `params` are the `:id` parts of the path. */
export interface Ctx {
  method: string
  path: string
  url: URL
  params: string[]
  query: Query
  body: unknown
  token: TokenRecord | null
  headers: http.IncomingHttpHeaders
}

export interface Reply {
  status: number
  body?: unknown
}

export interface Route {
  method: string
  pattern: string
  scopes: string[] | null
  params: ParamSpec
  handle: Handler
}

/** A route's work: the fake's shared state and the request, checked (token, scope, query) before it runs. */
type Handler = (core: Core, c: Ctx) => Reply

export const route = (
  method: string,
  pattern: string,
  scopes: string[] | null,
  params: ParamSpec,
  handle: Handler,
): Route => ({ method, pattern, scopes, params, handle })

/** The `:id` of the path as an identifier; anything else is a 404 for `object` (as the API answers). */
export function guidParam(c: Ctx, object: string): string {
  const raw = c.params[0]!
  if (!GUID_RE.test(raw)) throw notFound(object, 'id', raw)
  return raw.toLowerCase()
}

export function fieldsOf(q: Query, spec: FieldSpec): FieldNode[] {
  const nodes = parseFields(q.str('fields') ?? '')
  checkFields(nodes, spec, true)
  return nodes
}

export function listReply<T extends { id: string }>(
  c: Ctx,
  spec: FieldSpec,
  items: T[],
  view: (item: T) => Record<string, unknown>,
): Reply {
  const nodes = fieldsOf(c.query, spec)
  const ids = c.query.guids('ids')
  const chosen = ids ? items.filter((i) => ids.includes(i.id)) : items
  return { status: 200, body: chosen.map((i) => projectObject(view(i), nodes)) }
}

export function oneReply<T>(c: Ctx, spec: FieldSpec, item: T, view: (item: T) => Record<string, unknown>): Reply {
  return { status: 200, body: projectObject(view(item), fieldsOf(c.query, spec)) }
}
