/**
 * A strict in-process fake of the Stripe API — a test double for Parlour's payment code, never part
 * of the product. The real `stripe` SDK talks to it over HTTP
 * (`new Stripe(key, { host: '127.0.0.1', port, protocol: 'http' })`) and a real browser pays on its
 * hosted page (`/pay/<session id>`); it signs and POSTs webhooks as Stripe does. It speaks the API
 * version of the installed SDK (`Stripe.API_VERSION`, 2026-10-28.endive) and nothing else.
 *
 * Shapes, parameter names and error codes follow the SDK's TypeScript types
 * (node_modules/stripe/esm/resources/**) and Stripe's public API reference; README.md beside this file
 * lists what it implements, what it is strict about and what it leaves out.
 *
 * Layout: http.ts (transport, auth, idempotency), form.ts (bracket notation), params.ts (allow-lists),
 * customers.ts, checkout.ts, checkout-pay.ts + hosted-page.ts (the page), intents.ts, refunds.ts,
 * events.ts (events and signed webhooks), expand.ts, cards.ts (test cards), state.ts, serve.ts.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { type Authenticate, submitCard } from './checkout-pay'
import { expireOverdue } from './checkout'
import { type DeliverOptions, type Delivery, Webhooks, type WebhookTarget } from './events'
import { type ApiDownMode, FakeStripeHttp, type RecordedRequest } from './http'
import { type Core, emptyState, type FakeStripeState, NOT_FROM_API } from './state'

export type { ApiDownMode, RecordedRequest } from './http'
export type { Delivery, DeliverOptions, WebhookTarget } from './events'
export type { FakeStripeState } from './state'
export { TEST_CARDS } from './cards'
export { signature } from './events'

export interface FakeStripeOptions {
  /** The one key accepted (`Authorization: Bearer …`): a test secret key `sk_test_…` or restricted key `rk_test_…`. */
  secretKey: string
  /** Where events are POSTed, and the `whsec_…` secret they are signed with. Without it events are only stored. */
  webhook?: WebhookTarget
  /** The fake's clock: `created` of every object, session expiry, idempotency-key lifetime. Default: real time. */
  now?: () => Date
  /** Default 0: any free port on 127.0.0.1. */
  port?: number
  /** Base of hosted-page URLs (`session.url`). Default `http://127.0.0.1:<port>`. */
  publicUrl?: string
}

export interface PayOptions {
  /** A test card number (README.md lists them); spaces are ignored. */
  card: string
  /** For a card that needs 3D Secure on the page: what the customer does. Default `'complete'`. */
  authenticate?: Authenticate
}

export interface PayResult {
  /** `already_complete` / `expired`: nothing was charged because the session was no longer open. */
  status: 'complete' | 'declined' | 'authentication_failed' | 'already_complete' | 'expired'
  /** The success URL the page would redirect to (with the session id filled in). */
  redirect?: string
  /** What the page shows for a decline or failed authentication. */
  message?: string
}

export interface FakeStripe {
  /** The API root, e.g. `http://127.0.0.1:4020`; calls go to `${url}/v1/…`. */
  url: string
  /** Objects by id (live, mutable). */
  state: FakeStripeState
  /** Every API call, in order of arrival (including refused, failed and replayed ones). */
  requests: RecordedRequest[]
  /** Every webhook attempt, in order. */
  deliveries: Delivery[]
  /** Sends events to this receiver from now on (one started after the fake, knowing its address). */
  webhookTarget(target: WebhookTarget): void
  /** While down, events are stored but not delivered (each attempt recorded with status 0). */
  webhookDown(down: boolean): void
  /** (Re)sends one stored event now, outside the queue; answers the receiver's status (0 if not reached). */
  deliver(eventId: string, options?: DeliverOptions): Promise<number>
  /** Resolves once every delivery queued so far has been attempted. */
  webhooksSettled(): Promise<void>
  /** Expires open sessions whose `expires_at` has passed on the fake's clock (emits `checkout.session.expired`); answers their ids. */
  expireSessions(): string[]
  /** Every /v1 call answers 500 or 503 (Stripe's `api_error`), or has its connection destroyed; `false` restores. */
  apiDown(mode: ApiDownMode): void
  /** The next refund create fails as Stripe refuses a refund of a disputed charge (400 `charge_disputed`), with this message. */
  refuseNextRefund(message?: string): void
  /** What a customer does on the hosted page, without a browser. Throws for an unknown session or card number. */
  pay(sessionId: string, options: PayOptions): Promise<PayResult>
  close(): Promise<void>
}

/** Starts the fake on 127.0.0.1 and resolves once it listens. */
export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  if (!/^(sk|rk)_test_\w+$/.test(options.secretKey))
    throw new Error('fake Stripe: secretKey must be a test key (sk_test_… or rk_test_…)')
  if (options.webhook && !options.webhook.secret.startsWith('whsec_'))
    throw new Error('fake Stripe: the webhook secret must be a whsec_… signing secret')
  const clock = options.now ?? (() => new Date())
  const state = emptyState()
  const webhooks = new Webhooks({ state, clock }, options.webhook)
  const core: Core = {
    state,
    clock,
    publicUrl: '',
    cards: new Map(),
    checkoutExtras: new Map(),
    refuseNextRefund: null,
    emit: (type, object, request) => void webhooks.record(type, object, request),
  }
  const api = new FakeStripeHttp(core, webhooks, [options.secretKey])
  const server = http.createServer((req, res) => {
    api.handle(req, res).catch((e: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' }).end(String(e))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`
  core.publicUrl = (options.publicUrl ?? url).replace(/\/$/, '')

  return {
    url,
    state,
    requests: api.requests,
    deliveries: webhooks.deliveries,
    webhookTarget: (target) => {
      if (!target.secret.startsWith('whsec_'))
        throw new Error('fake Stripe: the webhook secret must be a whsec_… signing secret')
      webhooks.setTarget(target)
    },
    webhookDown: (down) => webhooks.setDown(down),
    deliver: (eventId, deliverOptions) => webhooks.deliver(eventId, deliverOptions),
    webhooksSettled: () => webhooks.settled(),
    expireSessions: () => {
      const expired = expireOverdue(core, NOT_FROM_API)
      webhooks.flush()
      return expired
    },
    apiDown: (mode) => {
      api.apiDown = mode
    },
    refuseNextRefund: (message) => {
      core.refuseNextRefund = { message: message ?? null }
    },
    pay: async (sessionId, { card, authenticate = 'complete' }) => {
      const outcome = submitCard(core, sessionId, card, authenticate)
      webhooks.flush()
      switch (outcome.kind) {
        case 'complete':
          return { status: 'complete', ...(outcome.redirect ? { redirect: outcome.redirect } : {}) }
        case 'declined':
        case 'authentication_failed':
          return { status: outcome.kind, message: outcome.message }
        case 'closed':
          return { status: outcome.status === 'complete' ? 'already_complete' : 'expired' }
        case 'invalid_card':
          throw new Error(`fake Stripe: ${card} is not a test card this double knows (see TEST_CARDS)`)
        case 'missing':
          throw new Error(`fake Stripe: no Checkout Session ${sessionId}`)
        case 'authenticate': // not reached: `authenticate` always has a value here
          throw new Error('fake Stripe: authentication was not answered')
      }
    },
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      await webhooks.settled()
    },
  }
}
