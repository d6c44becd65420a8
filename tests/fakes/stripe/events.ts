/**
 * Events and webhooks. Every change stores an Event (`evt_…`, a snapshot of the object as it was) and,
 * once the answer that caused it has been sent, POSTs its JSON to the webhook URL signed as Stripe
 * signs: `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the
 * `whsec_…` secret — what `stripe.webhooks.constructEvent` checks. Deliveries go one at a time in the
 * order of the events; there are no automatic retries (`deliver` resends one).
 *
 * The signature's timestamp is the real time of sending, not the fake's clock: the receiver compares
 * it with its own clock (300 s tolerance), whatever day the fake pretends it is.
 */
import { createHmac } from 'node:crypto'
import http from 'node:http'
import https from 'node:https'

import Stripe from 'stripe'

import { type Core, type EventRequest, type EventType, newId, unixNow } from './state'

export interface Delivery {
  eventId: string
  type: string
  /** The receiver's HTTP status, or 0 if it was not reached (down, refused, timed out). */
  status: number
  at: Date
}

export interface WebhookTarget {
  url: string
  secret: string
}

export interface DeliverOptions {
  /** Unix seconds to sign with (default: now, real time) — an old one makes a late delivery. */
  timestamp?: number
  /** Secret to sign with (default: the webhook's) — another one makes a mis-signed delivery. */
  secret?: string
}

/** The `Stripe-Signature` header for a body. */
export function signature(body: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
  return `t=${timestamp},v1=${v1}`
}

export class Webhooks {
  readonly deliveries: Delivery[] = []
  private down = false
  private outbox: string[] = []
  private chain: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly core: Pick<Core, 'state' | 'clock'>,
    private target: WebhookTarget | undefined,
  ) {}

  /** Where events go from now on (a receiver started after the fake). */
  setTarget(target: WebhookTarget): void {
    this.target = target
  }

  /** Stores an Event for `object` as it is now; it waits in the outbox until `flush`. */
  record(type: EventType, object: { id: string }, request: EventRequest): Stripe.Event {
    const event = {
      id: newId('evt_'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: unixNow(this.core),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: this.target ? 1 : 0,
      request: { ...request },
      type,
    } as Stripe.Event
    this.core.state.events.set(event.id, event)
    this.outbox.push(event.id)
    return event
  }

  /** Queues the outbox for delivery, in order, after whatever is already being delivered. */
  flush(): void {
    for (const id of this.outbox.splice(0)) this.chain = this.chain.then(() => this.send(id))
  }

  setDown(down: boolean): void {
    this.down = down
  }

  /** Sends one stored event now (outside the queue); answers the receiver's status (0 if not reached). */
  deliver(eventId: string, options: DeliverOptions = {}): Promise<number> {
    if (!this.core.state.events.has(eventId)) throw new Error(`fake Stripe: no event ${eventId}`)
    if (!this.target) throw new Error('fake Stripe: no webhook configured (start it with `webhook: { url, secret }`)')
    return this.send(eventId, options)
  }

  /** Resolves once every queued delivery has been attempted. */
  async settled(): Promise<void> {
    for (;;) {
      const current = this.chain
      await current
      if (current === this.chain) return
    }
  }

  private async send(eventId: string, options: DeliverOptions = {}): Promise<number> {
    const event = this.core.state.events.get(eventId)!
    if (!this.target) return 0
    let status = 0
    if (!this.down) {
      const body = JSON.stringify(event, null, 2)
      const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000)
      const header = signature(body, options.secret ?? this.target.secret, timestamp)
      status = await post(this.target.url, body, header)
      if (status >= 200 && status < 300) event.pending_webhooks = 0
    }
    this.deliveries.push({ eventId, type: event.type, status, at: this.core.clock() })
    return status
  }
}

/** POSTs the event as Stripe does; answers the status, or 0 when the receiver cannot be reached in 10 s. */
function post(url: string, body: string, signatureHeader: string): Promise<number> {
  const target = new URL(url)
  const client = target.protocol === 'https:' ? https : http
  return new Promise((resolve) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        agent: false,
        timeout: 10_000,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks) test-double',
          'stripe-signature': signatureHeader,
        },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
        response.on('error', () => resolve(response.statusCode ?? 0))
      },
    )
    request.on('timeout', () => request.destroy())
    request.on('error', () => resolve(0))
    request.end(body)
  })
}
