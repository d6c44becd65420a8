/**
 * The fake's HTTP layer for `/v1`: records every call, plays `apiDown`, checks the API key and the
 * `Stripe-Version`, finds the route, reads the form-encoded parameters against its allow-list, honours
 * `Idempotency-Key`, runs the handler, applies `expand[]` and writes Stripe's JSON (or error body).
 * Events a call emitted are delivered once its answer has been sent. `/pay/…` goes to the hosted page.
 */
import type http from 'node:http'

import Stripe from 'stripe'

import { CHECKOUT_ROUTES } from './checkout'
import { CUSTOMER_ROUTES } from './customers'
import { apiError, invalid, StripeFailure, unrecognizedUrl } from './errors'
import type { Webhooks } from './events'
import { applyExpand, checkExpand } from './expand'
import { canonical, parseForm, plain, readBody } from './form'
import { servePage } from './hosted-page'
import { INTENT_ROUTES } from './intents'
import { readParams } from './params'
import { REFUND_ROUTES } from './refunds'
import { type Core, newId, type Route, unixNow } from './state'

export interface RecordedRequest {
  method: string
  /** The path without the query, e.g. `/v1/checkout/sessions`. */
  path: string
  /** The parameters as sent (query for GET, form body for POST), nested as in the bracket notation. */
  params: Record<string, unknown>
  idempotencyKey: string | null
  /** The status answered; 0 while unanswered or when the connection was refused. */
  status: number
  at: Date
}

/** `false`: up; `500`/`503`: every /v1 call answers that status with Stripe's `api_error`; `'refuse'`: the socket is destroyed. */
export type ApiDownMode = false | 500 | 503 | 'refuse'

const ROUTES: Route[] = [...CUSTOMER_ROUTES, ...CHECKOUT_ROUTES, ...INTENT_ROUTES, ...REFUND_ROUTES]
const IDEMPOTENCY_LIFETIME = 24 * 60 * 60 // Stripe keeps idempotent results for 24 hours

interface IdempotentResult {
  fingerprint: string
  status: number
  body: string
  requestId: string
  at: number
}

export class FakeStripeHttp {
  readonly requests: RecordedRequest[] = []
  apiDown: ApiDownMode = false
  private readonly idempotent = new Map<string, IdempotentResult>()

  constructor(
    private readonly core: Core,
    private readonly webhooks: Webhooks,
    private readonly keys: readonly string[],
  ) {}

  async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake.invalid')
    // Events an answer emitted go out once it has been sent (like Stripe, after the call returns).
    const flush = () => this.webhooks.flush()
    res.once('finish', flush).once('close', flush)
    if (url.pathname.startsWith('/pay/')) return servePage(this.core, req, res, url)
    if (url.pathname === '/v1' || url.pathname.startsWith('/v1/')) return this.api(req, res, url)
    req.resume()
    writeJson(res, 404, { error: unrecognizedUrl(req.method ?? 'GET', url.pathname).error }, {})
  }

  private async api(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase()
    const requestId = newId('req_', 14)
    const keyHeader = req.headers['idempotency-key']
    const idempotencyKey = method === 'POST' && typeof keyHeader === 'string' ? keyHeader : null
    const record: RecordedRequest = {
      method,
      path: url.pathname,
      params: {},
      idempotencyKey,
      status: 0,
      at: this.core.clock(),
    }
    this.requests.push(record)
    if (this.apiDown === 'refuse') {
      req.socket.destroy()
      return
    }
    const headers: Record<string, string> = { 'request-id': requestId, 'stripe-version': Stripe.API_VERSION }
    if (idempotencyKey !== null) headers['idempotency-key'] = idempotencyKey
    const send = (status: number, body: string, extra: Record<string, string> = {}) => {
      record.status = status
      writeText(res, status, body, { ...headers, ...extra })
    }
    let raw: string
    try {
      raw = await readBody(req)
    } catch {
      return send(400, errorText(invalid('The request body could not be read (too large or cut off).')))
    }

    try {
      if (this.apiDown) throw apiError(this.apiDown)
      this.authenticate(req)
      const version = req.headers['stripe-version']
      if (version !== undefined && version !== Stripe.API_VERSION)
        throw invalid(
          `Invalid Stripe API version: ${String(version)}. This test double speaks ${Stripe.API_VERSION} only.`,
        )
      const { route, id } = this.match(method, url.pathname)
      const type = req.headers['content-type'] ?? ''
      if (method === 'POST' && raw !== '' && !type.startsWith('application/x-www-form-urlencoded'))
        throw invalid(`Invalid request: unsupported Content-Type ${type}. Send application/x-www-form-urlencoded.`)
      if (method === 'POST' && url.search !== '')
        throw invalid('This test double reads the parameters of a POST from its form-encoded body only, not the query.')
      const tree = parseForm(method === 'GET' ? url.search.slice(1) : raw)
      record.params = plain(tree)

      const fingerprint = `${method} ${url.pathname} ${canonical(tree)}`
      if (idempotencyKey !== null) {
        const replay = this.replay(idempotencyKey, fingerprint)
        if (replay)
          return send(replay.status, replay.body, {
            'idempotent-replayed': 'true',
            'original-request': replay.requestId,
          })
      }
      const params = readParams(route.params, tree)
      const expand = (params.expand as string[] | undefined) ?? []
      checkExpand(route.returns, expand)

      // From here the call has run: its answer, even an error, is what the same key replays.
      let status = 200
      let text: string
      try {
        const result = route.handle({
          core: this.core,
          params,
          id,
          request: { id: requestId, idempotency_key: idempotencyKey },
        })
        text = JSON.stringify(
          expand.length ? applyExpand(this.core.state, route.returns, result, expand) : result,
          null,
          2,
        )
      } catch (e) {
        if (!(e instanceof StripeFailure)) throw e
        status = e.status
        text = errorText(e)
      }
      if (idempotencyKey !== null)
        this.idempotent.set(idempotencyKey, { fingerprint, status, body: text, requestId, at: unixNow(this.core) })
      send(status, text)
    } catch (e) {
      const failure =
        e instanceof StripeFailure
          ? e
          : new StripeFailure(500, { type: 'api_error', message: `The test double failed: ${(e as Error).message}` })
      send(failure.status, errorText(failure))
    }
  }

  /** Stripe's 401 for a missing or wrong key; the key is accepted as Bearer (the SDK) or Basic (curl -u). */
  private authenticate(req: http.IncomingMessage): void {
    const header = req.headers.authorization ?? ''
    let key = ''
    if (header.startsWith('Bearer ')) key = header.slice('Bearer '.length).trim()
    else if (header.startsWith('Basic '))
      key = Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8').split(':')[0]!
    if (key === '')
      throw new StripeFailure(401, {
        type: 'invalid_request_error',
        message:
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      })
    if (!this.keys.includes(key))
      throw new StripeFailure(401, {
        type: 'invalid_request_error',
        message: `Invalid API Key provided: ${maskKey(key)}`,
      })
  }

  private match(method: string, path: string): { route: Route; id: string } {
    const segments = path.split('/').filter(Boolean)
    for (const route of ROUTES) {
      if (route.method !== method) continue
      const pattern = route.path.split('/').filter(Boolean)
      if (pattern.length !== segments.length) continue
      let id = ''
      if (pattern.every((p, i) => (p === ':id' ? ((id = segments[i]!), true) : p === segments[i]))) return { route, id }
    }
    throw unrecognizedUrl(method, path)
  }

  /** The stored answer for a repeated key with the same request, Stripe's `idempotency_error` for another. */
  private replay(key: string, fingerprint: string): IdempotentResult | null {
    if (key.length > 255) throw invalid('Invalid Idempotency-Key: it must be at most 255 characters long.')
    const stored = this.idempotent.get(key)
    if (!stored) return null
    if (stored.at + IDEMPOTENCY_LIFETIME < unixNow(this.core)) {
      this.idempotent.delete(key)
      return null
    }
    if (stored.fingerprint !== fingerprint)
      throw new StripeFailure(400, {
        type: 'idempotency_error',
        message:
          'Keys for idempotent requests can only be used with the same parameters they were first used with. ' +
          `Try using a key other than '${key}' if you meant to execute a different request.`,
      })
    return stored
  }
}

/** `sk_test_51Hx…abcd` → `sk_test_****abcd`, as Stripe hides keys in messages. */
export function maskKey(key: string): string {
  const prefix = /^[a-z]{2}_(?:test|live)_/.exec(key)?.[0] ?? ''
  return `${prefix}****${key.length - prefix.length > 4 ? key.slice(-4) : ''}`
}

const errorText = (failure: StripeFailure) => JSON.stringify({ error: failure.error }, null, 2)

function writeText(res: http.ServerResponse, status: number, body: string, headers: Record<string, string>): void {
  if (res.headersSent || res.destroyed) return
  res
    .writeHead(status, {
      'content-type': 'application/json',
      'cache-control': 'no-cache, no-store',
      ...headers,
    })
    .end(body)
}

function writeJson(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string>): void {
  writeText(res, status, JSON.stringify(body, null, 2), headers)
}
