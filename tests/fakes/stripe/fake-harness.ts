/**
 * The harness of the fake's own unit tests (fake-*.test.ts): a fresh fake per test on a clock the test
 * moves, the real `stripe` SDK pointed at it, and a small webhook receiver that checks every delivery
 * with `stripe.webhooks.constructEvent` (300 s tolerance), as Parlour's endpoint will.
 * The clock starts on Monday 8 June 2026, 09:00 UTC; nothing here reads the real date.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import Stripe from 'stripe'
import { afterEach, beforeEach, expect } from 'vitest'

import { startFakeStripe, type FakeStripe } from './fake'

export const SECRET_KEY = 'sk_test_parlour0fake0key0for0tests0abcd'
export const WEBHOOK_SECRET = 'whsec_parlour_fake_signing_secret_0123'
export const START = Date.parse('2026-06-08T09:00:00.000Z')
export const CARD = {
  ok: '4242424242424242',
  insufficientFunds: '4000000000009995',
  authenticateOnPage: '4000002500003155',
  authenticateLater: '4000002760003184',
  declineLater: '4000000000000341',
}
export const SUCCESS_URL = 'https://parlour.test/visits/12/paid?session={CHECKOUT_SESSION_ID}'
export const CANCEL_URL = 'https://parlour.test/visits/12'

/** The SDK as Parlour configures it, without its own retries unless asked. */
export function sdk(fake: FakeStripe, key = SECRET_KEY, config: Stripe.StripeConfig = {}): Stripe {
  return new Stripe(key, {
    host: '127.0.0.1',
    port: Number(new URL(fake.url).port),
    protocol: 'http',
    maxNetworkRetries: 0,
    telemetry: false,
    ...config,
  })
}

export interface Received {
  body: string
  signature: string
  event?: Stripe.Event
  /** Why `constructEvent` refused it. */
  error?: string
}

/** A webhook endpoint: verifies the signature with the SDK and answers 200, or 400 when it fails. */
export async function startReceiver(secret = WEBHOOK_SECRET) {
  const verifier = new Stripe(SECRET_KEY)
  const received: Received[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const signature = String(req.headers['stripe-signature'] ?? '')
      try {
        const event = verifier.webhooks.constructEvent(body, signature, secret, 300)
        received.push({ body, signature, event })
        res.writeHead(200).end('{"received":true}')
      } catch (e) {
        received.push({ body, signature, error: (e as Error).message })
        res.writeHead(400).end()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/stripe/webhook`,
    received,
    /** The verified events received so far, by type. */
    events: (type?: string) => received.flatMap((r) => (r.event && (!type || r.event.type === type) ? [r.event] : [])),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>

/** Starts a fake (with a receiver) before each test of the calling file and closes both after. */
export function fakeForEachTest() {
  const h = {
    clock: START,
    fake: undefined as unknown as FakeStripe,
    stripe: undefined as unknown as Stripe,
    receiver: undefined as unknown as Receiver,
    /** Moves the fake's clock on. */
    tick(seconds: number) {
      h.clock += seconds * 1000
    },
    nowSeconds: () => Math.floor(h.clock / 1000),

    async customer(email = 'amelia@example.test') {
      return h.stripe.customers.create({ email, name: 'Amelia Test', metadata: { client: '42' } })
    },

    /** A payment-mode session for £12.50 (a cut & finish), saving the card for later by default. */
    async paymentSession(extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
      const customer = extra.customer ?? (await h.customer()).id
      return h.stripe.checkout.sessions.create({
        mode: 'payment',
        customer,
        line_items: [
          {
            price_data: { currency: 'gbp', unit_amount: 1250, product_data: { name: 'Cut & finish' } },
            quantity: 1,
          },
        ],
        payment_intent_data: { setup_future_usage: 'off_session', metadata: { visit: '12' } },
        metadata: { visit: '12' },
        client_reference_id: 'visit-12',
        success_url: SUCCESS_URL,
        cancel_url: CANCEL_URL,
        ...extra,
      })
    },

    /** A setup-mode session for a new customer. */
    async setupSession(customer?: string) {
      return h.stripe.checkout.sessions.create({
        mode: 'setup',
        currency: 'gbp',
        customer: customer ?? (await h.customer()).id,
        setup_intent_data: { metadata: { visit: '13' } },
        success_url: SUCCESS_URL,
        cancel_url: CANCEL_URL,
      })
    },

    /** A customer with `card` saved through setup-mode Checkout: answers the customer and PaymentMethod ids. */
    async savedCard(card: string) {
      const session = await h.setupSession()
      expect(await h.fake.pay(session.id, { card })).toMatchObject({ status: 'complete' })
      const setup = await h.stripe.setupIntents.retrieve(session.setup_intent as string)
      return { customer: session.customer as string, paymentMethod: setup.payment_method as string }
    },

    /** Waits (without sleeping blindly) until every queued webhook has been attempted. */
    settled: () => h.fake.webhooksSettled(),
  }

  beforeEach(async () => {
    h.clock = START
    h.receiver = await startReceiver()
    h.fake = await startFakeStripe({
      secretKey: SECRET_KEY,
      webhook: { url: h.receiver.url, secret: WEBHOOK_SECRET },
      now: () => new Date(h.clock),
    })
    h.stripe = sdk(h.fake)
  })

  afterEach(async () => {
    await h.fake.close()
    await h.receiver.close()
  })

  return h
}

/** Raw calls to the API (what the SDK cannot send: bad keys, hand-written bodies). */
export async function raw(
  fake: FakeStripe,
  method: string,
  path: string,
  options: { body?: string; key?: string | null; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {}
  if (options.key !== null) headers.authorization = `Bearer ${options.key ?? SECRET_KEY}`
  if (options.body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded'
  Object.assign(headers, options.headers)
  const res = await fetch(fake.url + path, { method, headers, body: options.body })
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, headers: res.headers, body: (await res.json()) as any }
}

/** The error a call failed with (as the SDK raises it); fails the test if the call succeeded. */
export async function rejection(call: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await call
  } catch (e) {
    return e as Stripe.errors.StripeError
  }
  throw new Error('expected the call to fail')
}

/** Polls until `check` passes or the deadline (default 5 s) is reached. */
export async function eventually<T>(check: () => T | undefined | false, deadlineMs = 5000): Promise<T> {
  const until = Date.now() + deadlineMs
  for (;;) {
    const value = check()
    if (value) return value
    if (Date.now() > until) throw new Error('eventually: condition not met before the deadline')
    await new Promise((r) => setTimeout(r, 10))
  }
}
