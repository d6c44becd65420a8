/**
 * A real HTTP server (node:http on 127.0.0.1) that serves the app's own route handlers from
 * src/app/api/{auth,booking,staff}: each request is turned into a Web `Request`, handed to the exported
 * GET/POST/… of the matching `route.ts`, and the `Response` is written back. No Next build is
 * needed, yet every test request crosses a socket, is parsed as HTTP and runs concurrently like
 * production traffic. As Next does, `X-Forwarded-For` is set to the socket address only when the
 * client sent none.
 */
import { readdirSync, statSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>
export interface Route {
  method: string
  /** The route's address as its folders spell it, e.g. `/api/staff/visits/[id]`. */
  path: string
  pattern: RegExp
  names: string[]
  handler: Handler
}

const APP = path.resolve('src/app')
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return routeFiles(full)
    return name === 'route.ts' ? [full] : []
  })
}

/** The default: the booking API, the client's sign-in and the front desk. */
const SERVED = ['api/auth', 'api/booking', 'api/staff']

/** Every `route.ts` under the given folders of src/app and each method it exports, as Next would serve them. */
export async function loadRoutes(dirs: string[] = SERVED): Promise<Route[]> {
  const routes: Route[] = []
  for (const file of dirs.flatMap((d) => {
    try {
      return routeFiles(path.join(APP, d))
    } catch {
      return []
    }
  })) {
    const segments = path.relative(APP, path.dirname(file)).split(path.sep)
    const names: string[] = []
    const source = segments
      .map((s) => {
        const param = /^\[(\w+)\]$/.exec(s)
        if (!param) return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        names.push(param[1]!)
        return '([^/]+)'
      })
      .join('/')
    const mod = (await import(file)) as Record<string, unknown>
    for (const method of METHODS)
      if (typeof mod[method] === 'function')
        routes.push({
          method,
          path: `/${segments.join('/')}`,
          pattern: new RegExp(`^/${source}/?$`),
          names,
          handler: mod[method] as Handler,
        })
  }
  return routes
}

export interface RouteServer {
  url: string
  close(): Promise<void>
}

export async function startRouteServer(dirs: string[] = SERVED): Promise<RouteServer> {
  const routes = await loadRoutes(dirs)
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', `http://${req.headers.host}`)
      const route = routes.find((r) => r.method === req.method && r.pattern.test(url.pathname))
      if (!route) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}')
        return
      }
      const match = route.pattern.exec(url.pathname)!
      // As Next does: a segment that does not decode (`%ZZ`) reaches the handler as it stands.
      const param = (raw: string) => {
        try {
          return decodeURIComponent(raw)
        } catch {
          return raw
        }
      }
      const params = Object.fromEntries(route.names.map((n, i) => [n, param(match[i + 1]!)]))
      const headers = new Headers()
      for (const [k, v] of Object.entries(req.headers))
        if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v)
      if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', req.socket.remoteAddress ?? '')
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      const body = chunks.length && req.method !== 'GET' ? Buffer.concat(chunks) : undefined
      // As Next does: the request's signal aborts when the client goes away (an event stream's end).
      const gone = new AbortController()
      res.on('close', () => gone.abort())
      const response = await route.handler(
        new Request(url, { method: req.method, headers, body, signal: gone.signal }),
        { params: Promise.resolve(params) },
      )
      const out: http.OutgoingHttpHeaders = {}
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') out[key] = value
      })
      const cookies = response.headers.getSetCookie()
      if (cookies.length) out['set-cookie'] = cookies
      res.writeHead(response.status, out)
      if (response.body && response.headers.get('content-type')?.startsWith('text/event-stream')) {
        // An event stream is passed on as it comes, not read to its end first.
        res.flushHeaders()
        const reader = response.body.getReader()
        for (let part = await reader.read(); !part.done; part = await reader.read()) res.write(part.value)
        res.end()
        return
      }
      res.end(Buffer.from(await response.arrayBuffer()))
    } catch (error) {
      res.writeHead(599).end(String(error))
    }
  })
  server.keepAliveTimeout = 1000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A visitor with a cookie jar: keeps the session cookie between calls, like a browser. */
export class Visitor {
  cookie = ''
  lastSetCookie = ''
  constructor(
    readonly base: string,
    readonly ip?: string,
  ) {}

  async call(method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${this.base}${pathname}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(this.ip ? { 'x-forwarded-for': this.ip } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const set = response.headers.getSetCookie().find((c) => c.startsWith('parlour_session='))
    if (set) {
      this.lastSetCookie = set
      const value = set.slice(0, set.indexOf(';'))
      this.cookie = value === 'parlour_session=' ? '' : value
    }
    const text = await response.text()
    let json: Record<string, unknown> = {}
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : {}
    } catch {
      json = { text }
    }
    return { status: response.status, headers: response.headers, json }
  }

  post(pathname: string, body?: unknown, headers?: Record<string, string>) {
    return this.call('POST', pathname, body ?? {}, headers)
  }

  get(pathname: string) {
    return this.call('GET', pathname)
  }
}
