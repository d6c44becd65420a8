/**
 * The fake Stripe (a test double) as a process of its own, for the end-to-end suite and the payments
 * demo:
 *
 *   STRIPE_FAKE_PORT=4020 STRIPE_FAKE_SECRET_KEY=sk_test_… \
 *   STRIPE_FAKE_WEBHOOK_URL=http://127.0.0.1:3000/api/stripe/webhook STRIPE_FAKE_WEBHOOK_SECRET=whsec_… \
 *   tsx tests/fakes/stripe/serve.ts
 *
 * The API and the hosted page on 127.0.0.1:STRIPE_FAKE_PORT (default 4020; STRIPE_FAKE_PUBLIC_URL
 * changes the base of `session.url`), and on the next port up the controls the tests use:
 * - `GET /ready` → 200 once it listens; `GET /events` → every event, oldest first; `GET /deliveries`;
 * - `POST /webhook-down`, `POST /webhook-up`; `POST /expire-sessions` → `{ expired: [ids] }`;
 * - `POST /api-down?mode=503` (or `500`, `refuse`), `POST /api-up`;
 * - `POST /refuse-next-refund?message=…`; `POST /deliver?event=evt_…[&timestamp=…][&secret=…]` → `{ status }`.
 */
import http from 'node:http'

import { type ApiDownMode, startFakeStripe } from './fake'

const env = process.env
const port = Number(env.STRIPE_FAKE_PORT ?? 4020)
const secretKey = env.STRIPE_FAKE_SECRET_KEY
if (!secretKey || !Number.isInteger(port) || port <= 0) {
  console.error('fake Stripe: set STRIPE_FAKE_SECRET_KEY (sk_test_… or rk_test_…) and STRIPE_FAKE_PORT')
  process.exit(1)
}
if (Boolean(env.STRIPE_FAKE_WEBHOOK_URL) !== Boolean(env.STRIPE_FAKE_WEBHOOK_SECRET)) {
  console.error('fake Stripe: set both STRIPE_FAKE_WEBHOOK_URL and STRIPE_FAKE_WEBHOOK_SECRET, or neither')
  process.exit(1)
}
const fake = await startFakeStripe({
  secretKey,
  port,
  publicUrl: env.STRIPE_FAKE_PUBLIC_URL,
  webhook: env.STRIPE_FAKE_WEBHOOK_URL
    ? { url: env.STRIPE_FAKE_WEBHOOK_URL, secret: env.STRIPE_FAKE_WEBHOOK_SECRET! }
    : undefined,
})

const API_DOWN: Record<string, ApiDownMode> = { '500': 500, '503': 503, refuse: 'refuse' }

const side = http.createServer((req, res) => {
  const send = (status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body, null, 2))
  const url = new URL(req.url ?? '/', 'http://side.invalid')
  const query = (name: string) => url.searchParams.get(name) ?? undefined
  const route = `${req.method} ${url.pathname}`
  req.resume()
  switch (route) {
    case 'GET /ready':
      return send(200, { ready: true })
    case 'GET /events':
      return send(200, [...fake.state.events.values()])
    case 'GET /deliveries':
      return send(200, fake.deliveries)
    case 'POST /webhook-down':
    case 'POST /webhook-up':
      fake.webhookDown(route.endsWith('down'))
      return send(200, { webhookDown: route.endsWith('down') })
    case 'POST /expire-sessions':
      return send(200, { expired: fake.expireSessions() })
    case 'POST /api-down': {
      const mode = API_DOWN[query('mode') ?? '503']
      if (!mode) return send(400, { error: 'mode is 500, 503 or refuse' })
      fake.apiDown(mode)
      return send(200, { apiDown: mode })
    }
    case 'POST /api-up':
      fake.apiDown(false)
      return send(200, { apiDown: false })
    case 'POST /refuse-next-refund':
      fake.refuseNextRefund(query('message'))
      return send(200, { refuseNextRefund: true })
    case 'POST /deliver': {
      const event = query('event') ?? ''
      if (!fake.state.events.has(event)) return send(404, { error: `no event ${event}` })
      const timestamp = query('timestamp')
      fake
        .deliver(event, { timestamp: timestamp ? Number(timestamp) : undefined, secret: query('secret') })
        .then((status) => send(200, { status }))
        .catch((e: Error) => send(400, { error: e.message }))
      return
    }
    default:
      return send(404, { error: `no control ${route}` })
  }
})
side.listen(port + 1, '127.0.0.1', () => console.log(`fake Stripe (test double) at ${fake.url}`))

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    side.close()
    side.closeAllConnections()
    void fake.close().then(() => process.exit(0))
  })
