/**
 * The fake's HTTP layer: records every request, answers 429 past the per-IP rate, plays the failures
 * a test scripted (`failNext`), reads the JSON body, finds the route, checks its Bearer token and
 * scope, and writes the answer (or the error body of API.md "Errors").
 */
import { randomUUID } from 'node:crypto'
import type http from 'node:http'

import { ROUTES } from '../routes'
import { prepaymentPage } from '../routes/prepayments'

import { normalise } from './data-types'
import { ApiError, bad, errorBody, forbidden, noSuchUrl } from './errors'
import { readQuery } from './query'
import type { Reply, Route } from './route'
import type { Core, TokenRecord } from './state'

export interface RecordedRequest {
  method: string
  /** Path below the API root, e.g. `/appointments` (without `/v1` and without the query). */
  path: string
  query: Record<string, string>
  authorization?: string
}

export type FakeFailure = { status: number; body?: object } | 'timeout' | 'reset'

interface Injection {
  method?: string
  path: string | RegExp
  failure: FakeFailure
  remaining: number
}

/** Serves the routes over HTTP; holds what is the HTTP layer's own: the log, scripted failures, rates. */
export class FakeHttp {
  readonly requests: RecordedRequest[] = []
  private readonly injections: Injection[] = []
  private readonly rate = new Map<string, { second: number; count: number }>()

  constructor(
    private readonly core: Core,
    private readonly latencyMs: number,
    private readonly rateLimit: number,
  ) {}

  failNext(match: { method?: string; path: string | RegExp }, failure: FakeFailure, times = 1): void {
    this.injections.push({ method: match.method?.toUpperCase(), path: match.path, failure, remaining: times })
  }

  async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const request = randomUUID()
    const method = (req.method ?? 'GET').toUpperCase()
    const url = new URL(req.url ?? '/', 'http://fake.invalid')
    const below = url.pathname === '/v1' ? '/' : url.pathname.startsWith('/v1/') ? url.pathname.slice(3) : null
    const path = below ?? url.pathname
    this.requests.push({
      method,
      path,
      query: Object.fromEntries(url.searchParams),
      ...(req.headers.authorization !== undefined ? { authorization: req.headers.authorization } : {}),
    })

    const send = (status: number, body?: unknown) => {
      if (res.headersSent || res.destroyed) return
      if (body === undefined) {
        res.writeHead(status).end()
        return
      }
      const text = JSON.stringify(normalise(body))
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(text)
    }
    const sendError = (e: ApiError) => send(e.status, errorBody(e.status, e.message, e.extra, request))

    // API.md "429 Too Many Requests": "Up to 100 requests per second allowed from one IP".
    if (this.rateLimit > 0) {
      const ip = req.socket.remoteAddress ?? 'unknown'
      const second = Math.floor(Date.now() / 1000)
      const slot = this.rate.get(ip)
      if (slot && slot.second === second) slot.count++
      else this.rate.set(ip, { second, count: 1 })
      if ((this.rate.get(ip)?.count ?? 0) > this.rateLimit) {
        sendError(new ApiError(429, `Up to ${this.rateLimit} requests per second allowed from one IP (try again soon)`))
        return
      }
    }

    const injection = this.injections.find(
      (i) =>
        i.remaining > 0 &&
        (!i.method || i.method === method) &&
        (typeof i.path === 'string' ? i.path === path || i.path === url.pathname : i.path.test(path)),
    )
    if (injection) {
      injection.remaining--
      if (injection.failure === 'timeout') return // never answered; close() drops the connection
      if (injection.failure === 'reset') {
        req.socket.destroy()
        return
      }
      const { status, body } = injection.failure
      send(status, body ?? errorBody(status, `Injected failure (status ${status})`, {}, request))
      return
    }

    if (this.latencyMs > 0) await new Promise((r) => setTimeout(r, this.latencyMs))

    let raw = ''
    try {
      raw = await readBody(req)
    } catch {
      sendError(bad('Request body is too large'))
      return
    }
    const pay = below === null ? /^\/pay\/([0-9a-f-]{36})$/.exec(url.pathname) : null
    if (pay && (method === 'GET' || method === 'POST')) {
      const page = prepaymentPage(this.core, method, pay[1]!)
      res.writeHead(page.status, { 'content-type': 'text/html; charset=utf-8' }).end(page.html)
      return
    }
    try {
      if (below === null) throw noSuchUrl(method, url.pathname)
      let body: unknown = undefined
      if (raw.trim() !== '' && (method === 'POST' || method === 'PUT')) {
        try {
          body = JSON.parse(raw)
        } catch {
          throw bad('Request body is not valid JSON')
        }
      }
      const reply = this.dispatch(method, below, url, body, req.headers)
      send(reply.status, reply.body)
    } catch (e) {
      if (e instanceof ApiError) sendError(e)
      else {
        send(500, errorBody(500, `Internal Server Error: error id '${request}' (${(e as Error).message})`, {}, request))
      }
    }
  }

  private dispatch(method: string, path: string, url: URL, body: unknown, headers: http.IncomingHttpHeaders): Reply {
    const segments = path.split('/').filter(Boolean)
    for (const route of ROUTES) {
      if (route.method !== method) continue
      const pattern = route.pattern.split('/').filter(Boolean)
      if (pattern.length !== segments.length) continue
      const params: string[] = []
      if (!pattern.every((p, i) => (p === ':id' ? (params.push(segments[i]!), true) : p === segments[i]))) continue
      const token = route.scopes ? this.authenticate(headers, route) : null
      const query = readQuery(url, route.params)
      return route.handle(this.core, { method, path, url, params, query, body, token, headers })
    }
    throw noSuchUrl(method, `/v1${path}`)
  }

  /**
   * API.md "Errors" › 401: a missing header or another scheme is a development error (no `type`);
   * an unknown token is `UNKNOWN`, an expired one `EXPIRED`. "403 Forbidden" when the scope does not
   * list the method.
   */
  private authenticate(headers: http.IncomingHttpHeaders, route: Route): TokenRecord {
    const header = headers.authorization
    if (!header) throw new ApiError(401, 'Authorization required: send "Authorization: Bearer <access token>"')
    const match = /^(\S+)\s+(\S+)$/.exec(header.trim())
    if (!match && header.trim().toLowerCase() === 'bearer') throw new ApiError(401, 'No access token after "Bearer"')
    if (!match || match[1]!.toLowerCase() !== 'bearer') {
      throw new ApiError(401, `Unknown authorization scheme: ${match ? match[1] : header.split(' ')[0]}`)
    }
    const record = this.core.tokens.get(match[2]!)
    if (!record) throw new ApiError(401, `Unknown access token: ${match[2]}`, { type: 'UNKNOWN' })
    if (record.expiresAt <= this.core.now()) throw new ApiError(401, 'Access token expired', { type: 'EXPIRED' })
    const scopes = record.kind === 'client' ? ['client_access_token'] : record.scope
    if (!route.scopes!.some((s) => scopes.includes(s))) {
      throw forbidden(`Your scope (${scopes.join(', ')}) does not allow running '${route.method} /v1${route.pattern}'`)
    }
    return record
  }
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > 1_000_000) {
        reject(new Error('too large'))
        req.destroy()
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}
