/**
 * Booking writes, one at a time: how long `POST /api/booking/appointments` takes for a signed-in
 * client (each client books once; signing in is not timed), in three rounds on the same build:
 * - **Parlour alone**: no Stripe configured (how every booking ran before issue 28);
 * - **Stripe on, no prepayment**: payments configured against the fake Stripe and switched on, the
 *   service not marked — the booking asks whether money is needed and needs none;
 * - **with a prepayment**: the service marked; the booking holds the visit and opens a Checkout page
 *   on the fake Stripe (a customer and a session per booking), and then the client pays on the
 *   fake's hosted page: the time from paying until the account shows the visit booked is measured
 *   too (Stripe's webhook, or the account asking Stripe).
 * The fake Stripe (tests/fakes/stripe/serve.ts) is a test double on loopback that answers at once:
 * the figures are Parlour's own cost, not Stripe's network time. Used by bench/run.mjs;
 * `node bench/booking-writes.mjs [--alone]` runs it by itself on a fresh demo database and the bench
 * build (made when missing); `--alone` only the first round.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { waitFor } from './lib/wait-for.mjs'
import { baseEnv, ensureBuild, main, prepareDatabase, ROOT } from '../scripts/lib/bootstrap.mjs'

const BOOKINGS = 30
const STRIPE_KEY = 'sk_test_parlourBench0123456789abcdef'
const WEBHOOK_SECRET = 'whsec_parlourBench0123456789abcdef'
const ADMIN = { email: 'demo@parlour.example', password: 'parlour-demo' }

/** London's calendar date `days` from today. */
const londonDate = (days) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + days * 86_400_000))

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
const summary = (ms) => ({
  n: ms.length,
  p50: percentile(ms, 50),
  p95: percentile(ms, 95),
  max: Math.max(...ms),
})

/** A visitor with a cookie jar of one cookie and an address of its own (the site trusts one proxy). */
function visitor(base, ip) {
  let cookie = ''
  return async (method, pathname, body) => {
    const res = await fetch(`${base}${pathname}`, {
      method,
      headers: {
        'x-forwarded-for': ip,
        ...(cookie ? { cookie } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    })
    const set = res.headers.getSetCookie().find((c) => c.startsWith('parlour_session='))
    if (set) cookie = set.slice(0, set.indexOf(';'))
    const text = await res.text()
    return { status: res.status, json: text ? JSON.parse(text) : {} }
  }
}

/** A new client signed in with the code the outbox holds. */
async function signedIn(base, outbox, n) {
  const call = visitor(base, `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`)
  const phone = `+4474003${String(n).padStart(5, '0')}`
  const sent = await call('POST', '/api/auth/code', { phone })
  if (sent.status !== 200) throw new Error(`code for ${phone}: ${sent.status} ${JSON.stringify(sent.json)}`)
  const line = readFileSync(outbox, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l))
    .findLast((m) => m.to === phone)
  const code = /\b(\d{6})\b/.exec(line?.body ?? '')?.[1]
  let verified = await call('POST', '/api/auth/verify', { authId: sent.json.authId, code })
  if (verified.json.registrationRequired)
    verified = await call('POST', '/api/auth/verify', {
      authId: sent.json.authId,
      code,
      firstname: 'Bench',
      lastname: `N${n}`,
    })
  if (verified.status !== 200) throw new Error(`verify ${phone}: ${verified.status} ${JSON.stringify(verified.json)}`)
  return call
}

async function staff(base) {
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  const { token } = await login.json()
  return (method, pathname, body) =>
    fetch(`${base}${pathname}`, {
      method,
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (r) => {
      if (!r.ok) throw new Error(`${method} ${pathname}: ${r.status} ${await r.text()}`)
    })
}

/** The salon, a stylist and one of their services of 60 minutes or less, as the widget finds them. */
async function pickService(base, skip = 0) {
  const [salon] = await (await fetch(`${base}/api/booking/locations`)).json()
  const services = await (await fetch(`${base}/api/booking/services?location=${salon.id}`)).json()
  const short = new Set(services.filter((s) => s.duration <= 60).map((s) => s.id))
  const stylists = (await (await fetch(`${base}/api/booking/employees?location=${salon.id}`)).json()).filter((e) =>
    e.services.some((id) => short.has(id)),
  )
  const stylist = stylists[skip % stylists.length]
  return { salon: salon.id, stylist: stylist.id, service: stylist.services.find((id) => short.has(id)) }
}

/** The earliest time the stylist is offered 14–44 days ahead (each booking takes the next one). */
async function nextFreeStart(base, pick) {
  const free = await (
    await fetch(
      `${base}/api/booking/free-time?location=${pick.salon}&services=${pick.service}&employee=${pick.stylist}` +
        `&from=${londonDate(14)}&to=${londonDate(44)}`,
    )
  ).json()
  const days = free[pick.stylist] ?? {}
  const date = Object.keys(days)
    .sort()
    .find((d) => days[d].length)
  if (!date) throw new Error('The stylist has no free time left in the window')
  return `${date}T${days[date][0]}`
}

/** `BOOKINGS` clients book one after another; each booking's time, and each answer's payment page. */
async function bookingRound(base, outbox, pick, first) {
  const times = []
  const paid = []
  for (let i = 0; i < BOOKINGS; i++) {
    const call = await signedIn(base, outbox, first + i)
    const start = await nextFreeStart(base, pick)
    const began = performance.now()
    const answer = await call('POST', '/api/booking/appointments', {
      location: pick.salon,
      start,
      items: [{ service: pick.service, employee: pick.stylist }],
    })
    times.push(performance.now() - began)
    if (answer.status !== 201) throw new Error(`booking ${start}: ${answer.status} ${JSON.stringify(answer.json)}`)
    if (answer.json.payment) paid.push(await payAndWait(call, answer.json))
  }
  return { booking: summary(times), paid: paid.length ? summary(paid) : null }
}

/** Pays on the fake's hosted page with the test card; the time until the account shows the visit booked. */
async function payAndWait(call, { appointment, payment }) {
  const began = performance.now()
  const pay = await fetch(payment.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'card=4242424242424242',
    redirect: 'manual',
  })
  if (pay.status !== 303) throw new Error(`the fake's page answered ${pay.status}`)
  for (;;) {
    const mine = await call('GET', '/api/booking/appointments')
    const visit = (mine.json.appointments ?? []).find((v) => v.id === appointment.id)
    if (visit?.state === 'planned') return performance.now() - began
    if (performance.now() - began > 60_000) throw new Error(`visit ${appointment.id} not booked a minute after paying`)
    await new Promise((r) => setTimeout(r, 5))
  }
}

function startSite({ env, port, outDir, extra, log }) {
  return spawn(process.execPath, ['server/serve.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: ROOT,
    env: baseEnv({ ...env, TRUST_PROXY: '1', ...extra }),
    stdio: ['ignore', openSync(path.join(outDir, log), 'w'), openSync(path.join(outDir, log), 'a')],
  })
}

async function stop(child) {
  if (!child || child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

/**
 * The three rounds on one build and one demo database: Parlour alone, then the same server with
 * Stripe configured (restarted), no prepayment and then a prepayment for another stylist's service.
 */
export async function benchBookingWrites({ env, port, outDir, dir, rounds = 'all' }) {
  const base = `http://127.0.0.1:${port}`
  const outbox = path.join(dir, 'booking-writes-sms.jsonl')
  const site = { ...env, SMS_OUTBOX_FILE: outbox }
  const results = {}

  let server = startSite({ env: site, port, outDir, extra: {}, log: 'booking-writes-server.log' })
  try {
    await waitFor(`${base}/api/booking/settings`, 60_000)
    results.alone = await bookingRound(base, outbox, await pickService(base, 0), 0)
  } finally {
    await stop(server)
  }
  // `alone`: only the first round (how the figure of a build before payments is taken).
  if (rounds === 'alone') return results

  const fakePort = port + 1
  const fake = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['tests/fakes/stripe/serve.ts'], {
    cwd: ROOT,
    env: baseEnv({
      STRIPE_FAKE_PORT: String(fakePort),
      STRIPE_FAKE_SECRET_KEY: STRIPE_KEY,
      STRIPE_FAKE_WEBHOOK_URL: `${base}/api/payments/stripe/webhook`,
      STRIPE_FAKE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    }),
    stdio: [
      'ignore',
      openSync(path.join(outDir, 'stripe-fake.log'), 'w'),
      openSync(path.join(outDir, 'stripe-fake.log'), 'a'),
    ],
  })
  server = startSite({
    env: site,
    port,
    outDir,
    extra: {
      STRIPE_SECRET_KEY: STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${fakePort}`,
    },
    log: 'booking-writes-stripe-server.log',
  })
  try {
    await waitFor(`http://127.0.0.1:${fakePort + 1}/ready`, 30_000)
    await waitFor(`${base}/api/booking/settings`, 60_000)
    const admin = await staff(base)
    await admin('POST', '/api/globals/booking-settings', {
      prepayments: { active: true, requiredType: 'full', lateCancelFeePercent: 50, noShowFeePercent: 100 },
    })
    results.stripeNoPrepayment = await bookingRound(base, outbox, await pickService(base, 1), BOOKINGS)
    const paying = await pickService(base, 2)
    await admin('PATCH', `/api/services/${paying.service}`, { prepaymentRequired: true })
    results.prepayment = await bookingRound(base, outbox, paying, 2 * BOOKINGS)
  } finally {
    await stop(server)
    await stop(fake)
  }
  return results
}

const ms = (v) => `${Math.round(v)} ms`

/** The report section. */
export function bookingWritesSection(r) {
  const row = (name, s) => `| ${name} | ${s.n} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.max)} |`
  return [
    '## Booking writes, one client at a time',
    '',
    `\`POST /api/booking/appointments\` by ${BOOKINGS} signed-in clients in turn, each booking the next free time ` +
      'of one stylist (bench/booking-writes.mjs). The fake Stripe is a test double on loopback that answers at once: ' +
      "the figures are Parlour's own cost; Stripe's network time comes on top in production.",
    '',
    '| Booking | Bookings | p50 | p95 | Slowest |',
    '|---|---|---|---|---|',
    row('Parlour alone (no Stripe configured)', r.alone.booking),
    ...(r.stripeNoPrepayment
      ? [
          row('Stripe configured, this visit needs no prepayment', r.stripeNoPrepayment.booking),
          row('With a prepayment: hold + customer + Checkout page on the fake Stripe', r.prepayment.booking),
          row('…then paid on the fake’s page → the account shows it booked', r.prepayment.paid),
        ]
      : []),
    '',
  ]
}

// Alone: a fresh demo database, the bench build (made when missing), the three rounds, the section.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main(async () => {
    const port = Number(process.env.BENCH_PORT || 3200) + 20
    const dir = mkdtempSync(path.join(os.tmpdir(), 'parlour-bench-writes-'))
    const outDir = path.join(ROOT, 'bench', 'out')
    const env = {
      DATABASE_URL: `file:${path.join(dir, 'bench.db')}`,
      MEDIA_DIR: path.join(dir, 'media'),
      PAYLOAD_SECRET: 'parlour-bench-secret-0123456789abcdef0123',
      DEMO_CONTENT: 'on',
      SITE_URL: `http://localhost:${process.env.BENCH_PORT || 3200}`,
      NEXT_DIST_DIR: '.next-bench',
      NODE_ENV: 'production',
    }
    try {
      prepareDatabase(env)
      ensureBuild({ distDir: '.next-bench', env })
      const rounds = process.argv.includes('--alone') ? 'alone' : 'all'
      console.log(bookingWritesSection(await benchBookingWrites({ env, port, outDir, dir, rounds })).join('\n'))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
}
