/**
 * The fake Beauty Pro API (a test double) as a process of its own, for the end-to-end suite in
 * Beauty Pro mode and the benchmark: the fake on 127.0.0.1:BEAUTY_PRO_FAKE_PORT, named as the demo
 * content, and on the next port up what the tests and the bench read from it:
 * - `GET /sms` → the codes it "texted" (`[{ phone, code, at }]`);
 * - `GET /stats` → `{ requests, peakPerSecond }`: calls received, and the most in any one second;
 * - `POST /stats/reset` starts counting again; `GET /ready` answers 200 once it listens;
 * - `POST /prepayments/on` and `/prepayments/off`: the salon asks a full prepayment for every
 *   service, or none (its application is granted the `full` scope a payment page needs).
 */
import http from 'node:http'

import { nameAsDemoContent } from './demo-names'
import { askFullPrepayments, startFakeBeautyPro } from './fake'

const port = Number(process.env.BEAUTY_PRO_FAKE_PORT)
const fake = await startFakeBeautyPro({ port })
nameAsDemoContent(fake.state)
// The application has the `full` scope from the start (a token keeps the scope it was issued with),
// so that `/prepayments/on` can take effect without the site signing in again.
fake.state.application.scope.push('full')

let arrivals: number[] = []
const record = fake.requests.push.bind(fake.requests)
fake.requests.push = (...items) => {
  for (let i = 0; i < items.length; i++) arrivals.push(Date.now())
  return record(...items)
}

/** The most arrivals inside any window of one second. */
function peakPerSecond(): number {
  let peak = 0
  let start = 0
  for (let end = 0; end < arrivals.length; end++) {
    while (arrivals[end]! - arrivals[start]! >= 1000) start++
    peak = Math.max(peak, end - start + 1)
  }
  return peak
}

const side = http.createServer((req, res) => {
  const send = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  if (req.url === '/sms') return send(fake.sms)
  if (req.url === '/stats' && req.method === 'GET')
    return send({ requests: arrivals.length, peakPerSecond: peakPerSecond() })
  if ((req.url === '/prepayments/on' || req.url === '/prepayments/off') && req.method === 'POST') {
    askFullPrepayments(fake.state, req.url.endsWith('/on'))
    return send({ prepayments: req.url.endsWith('/on') })
  }
  if (req.url === '/stats/reset' && req.method === 'POST') {
    arrivals = []
    return send({ reset: true })
  }
  res.writeHead(req.url === '/ready' ? 200 : 404).end()
})
side.listen(port + 1, '127.0.0.1', () => console.log(`fake Beauty Pro (test double) at ${fake.url}`))
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    side.close()
    void fake.close().then(() => process.exit(0))
  })
