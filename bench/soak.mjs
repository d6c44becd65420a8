/**
 * The memory soak: one production instance (server/serve.mjs on SQLite with the demo content) under
 * minutes of mixed traffic from this process — the public pages of the sitemap and their images,
 * the booking reads, holds and bookings by a few signed-in clients (each cancelled or released
 * again, so the diary does not fill), the staff API with the demo admin's session, 404s and
 * malformed requests. The server's resident memory (/proc/<pid>/status) is sampled every few
 * seconds, its V8 heap by a probe loaded only here (bench/lib/memory-probe.mjs); the section says
 * whether memory stays flat after the warm-up and under 500 MB.
 *
 * Used by bench/run.mjs; alone, `node bench/soak.mjs [--minutes=N] [--snapshots]` (or
 * `npm run bench -- --only=soak`) prepares a database and the build in .next-bench itself, runs the
 * soak and writes its section into bench/report.md, leaving the other sections as they are.
 * `--snapshots` also writes V8 heap snapshots of the server at the end of the warm-up and of the run
 * into bench/out (for finding what grows; they are large).
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { baseEnv, ensureBuild, ensureDependencies, main, mustRun, ROOT } from '../scripts/lib/bootstrap.mjs'
import { serverProcessEnv } from '../server/process-env.mjs'

export const SOAK_MINUTES = 10
/** The figure the issue sets (#32): resident memory stays under this… */
export const RSS_LIMIT_MB = 500
/** …and, after the warm-up, grows by no more than this (least-squares slope of the samples). */
export const FLAT_MB_PER_MINUTE = 1
const SAMPLE_SECONDS = 5
/**
 * The warm-up ends once the server has answered this many requests (what fills its caches — the
 * pages rendered, the chunks compiled, V8's heap grown to its working size — is traffic, not
 * minutes): two minutes of the soak on a quiet machine. It lasts at least a fifth of the run and
 * at most half of it, so a slow machine still leaves half the run to judge.
 */
export const WARMUP_REQUESTS = 5000
/** Concurrent request loops: a handful of visitors, staff and clients at once. */
const WORKERS = 6
const STAFF = { email: 'demo@parlour.example', password: 'parlour-demo' }
const CLIENTS = 4

const MB = 1024 * 1024
const mb = (bytes) => bytes / MB
const pick = (list) => list[Math.floor(Math.random() * list.length)]
const randomAddress = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`

/** London's calendar date `days` from today. */
function londonDate(days) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(Date.now() + days * 86_400_000),
  )
}

/** VmRSS and VmHWM (peak) of a process, in bytes; null once it has gone. */
function procMemory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024
    return { rss: kb('VmRSS'), peak: kb('VmHWM') }
  } catch {
    return null
  }
}

/** Least-squares slope of `points` ({ t: minutes, v }) in v per minute. */
export function slopePerMinute(points) {
  if (points.length < 2) return 0
  const n = points.length
  const mt = points.reduce((s, p) => s + p.t, 0) / n
  const mv = points.reduce((s, p) => s + p.v, 0) / n
  const num = points.reduce((s, p) => s + (p.t - mt) * (p.v - mv), 0)
  const den = points.reduce((s, p) => s + (p.t - mt) ** 2, 0)
  return den === 0 ? 0 : num / den
}

/** The traffic: requests by family, each answer's status counted. */
class Traffic {
  constructor(base, siteOrigin) {
    this.base = base
    this.siteOrigin = siteOrigin
    /** family → status → count */
    this.counts = new Map()
    this.images = new Set()
    this.assets = new Set()
    /** A few of the requests answered 5xx, for the report (the path without its query). */
    this.serverErrors = new Set()
  }

  count(family, status) {
    const seen = this.counts.get(family) ?? new Map()
    this.counts.set(family, seen)
    seen.set(status, (seen.get(status) ?? 0) + 1)
  }

  /** One request; the body is read in full (text for JSON and HTML). Never throws. */
  async send(family, method, target, { headers = {}, body, json, cookie } = {}) {
    const h = { 'x-forwarded-for': randomAddress(), 'accept-encoding': 'gzip', ...headers }
    if (cookie) h.cookie = cookie
    if (json !== undefined) h['content-type'] = 'application/json'
    try {
      const res = await fetch(this.base + target, {
        method,
        headers: h,
        body: json !== undefined ? JSON.stringify(json) : body,
        redirect: 'manual',
        signal: AbortSignal.timeout(60_000),
      })
      const type = res.headers.get('content-type') ?? ''
      const text = /json|html|text|xml/.test(type) ? await res.text() : (await res.arrayBuffer(), '')
      this.count(family, String(res.status))
      if (res.status >= 500 && this.serverErrors.size < 5)
        this.serverErrors.add(`${method} ${target.split('?')[0].replace(/\d{4,}/g, 'N')} → ${res.status}`)
      return { status: res.status, text, headers: res.headers }
    } catch (error) {
      this.count(family, error?.name === 'TimeoutError' ? 'timeout' : 'no answer')
      return { status: 0, text: '', headers: new Headers() }
    }
  }

  async sendJson(family, method, target, options) {
    const r = await this.send(family, method, target, options)
    let data = null
    try {
      data = r.text ? JSON.parse(r.text) : null
    } catch {
      data = null
    }
    return { ...r, data }
  }

  /** Images and scripts a page refers to: the image optimiser (sharp) and static files get traffic too. */
  collect(html) {
    // From the HTML's attributes only: the same addresses inside the page's script data are escaped.
    for (const m of html.matchAll(/\/_next\/image\/?\?url=[^"'\s,\\&]+&(?:amp;)?w=\d+&(?:amp;)?q=\d+/g)) {
      if (this.images.size >= 300) break
      const optimised = m[0].replaceAll('&amp;', '&')
      this.images.add(optimised)
      // The original file too, as Payload serves it.
      this.images.add(new URLSearchParams(optimised.slice(optimised.indexOf('?'))).get('url'))
    }
    for (const m of html.matchAll(/\/_next\/static\/[^"'\s?\\]+/g)) if (this.assets.size < 200) this.assets.add(m[0])
  }
}

/** A client signed in the way the site signs one in: a code by text message (read from the outbox). */
async function signIn(t, outboxFile, phone) {
  const code = await t.sendJson('sign-in', 'POST', '/api/auth/code', { json: { phone } })
  if (code.status !== 200) throw new Error(`sign-in code for ${phone}: ${code.status} ${code.text.slice(0, 200)}`)
  const lines = readFileSync(outboxFile, 'utf8').trim().split('\n')
  const sms = /\b(\d{6})\b/.exec(JSON.parse(lines.at(-1)).body)?.[1]
  const verified = await t.sendJson('sign-in', 'POST', '/api/auth/verify', {
    json: { authId: code.data.authId, code: sms, firstname: 'Soak', lastname: `Client ${phone.slice(-2)}` },
  })
  if (verified.status !== 200) throw new Error(`sign-in check for ${phone}: ${verified.status} ${verified.text}`)
  return verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

/** The demo admin's session, through Payload's login on the site's own origin (its CSRF list). */
async function staffSignIn(t) {
  const r = await t.sendJson('staff', 'POST', '/api/users/login', {
    json: STAFF,
    headers: { origin: t.siteOrigin },
  })
  if (r.status !== 200) throw new Error(`staff login: ${r.status} ${r.text.slice(0, 200)}`)
  return r.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

/** What the traffic is made of, read from the running site once. */
async function readSite(t) {
  const sitemap = await t.send('setup', 'GET', '/sitemap.xml')
  const pages = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  if (pages.length < 10) throw new Error(`the sitemap lists ${pages.length} pages`)
  const salons = (await t.sendJson('setup', 'GET', '/api/booking/locations')).data
  const catalogue = []
  for (const salon of salons) {
    const services = (await t.sendJson('setup', 'GET', `/api/booking/services?location=${salon.id}`)).data
    const employees = (await t.sendJson('setup', 'GET', `/api/booking/employees?location=${salon.id}`)).data
    const offered = new Set(services.map((s) => s.id))
    // What each stylist performs here: the free-time and staff questions ask for real pairs.
    const pairs = employees.flatMap((e) =>
      e.services.filter((id) => offered.has(id)).map((service) => ({ e, service })),
    )
    catalogue.push({ salon, services, employees, pairs })
  }
  return { pages, catalogue: catalogue.filter((c) => c.pairs.length > 0) }
}

/** Free times of one stylist-and-service pair from 3 to 16 days ahead (well outside the cancel window). */
async function freeTimes(t, family, salonId, pair, cookie) {
  const q = `location=${salonId}&services=${pair.service}&employee=${pair.e.id}&from=${londonDate(3)}&to=${londonDate(16)}`
  const r = await t.sendJson(family, 'GET', `/api/booking/free-time?${q}`, { cookie })
  const times = []
  for (const [employee, days] of Object.entries(r.data ?? {}))
    for (const [date, list] of Object.entries(days)) for (const time of list) times.push({ employee, date, time })
  return times
}

function scenarios(t, site, clients, staff) {
  const bookable = () => {
    const c = pick(site.catalogue)
    return { c, pair: pick(c.pairs) }
  }
  return [
    // Public pages from the sitemap, in both languages, as a browser asks for them.
    [
      34,
      async () => {
        const r = await t.send('pages', 'GET', pick(site.pages), { headers: { accept: 'text/html' } })
        if (r.status === 200) t.collect(r.text)
      },
    ],
    [
      8,
      async () => t.images.size && t.send('images', 'GET', pick([...t.images]), { headers: { accept: 'image/webp' } }),
    ],
    [4, async () => t.assets.size && t.send('static', 'GET', pick([...t.assets]))],
    // The booking widget's reads.
    [
      18,
      async () => {
        const { c, pair } = bookable()
        const reads = [
          () => freeTimes(t, 'booking reads', c.salon.id, pair),
          () => t.send('booking reads', 'GET', '/api/booking/locations'),
          () => t.send('booking reads', 'GET', `/api/booking/services?location=${c.salon.id}`),
          () =>
            t.send('booking reads', 'GET', `/api/booking/employees?location=${c.salon.id}&services=${pair.service}`),
          () => t.send('booking reads', 'GET', '/api/booking/settings'),
          () => t.send('booking reads', 'GET', `/api/booking/feedbacks?employee=${pair.e.id}`),
        ]
        await pick(reads)()
      },
    ],
    // A signed-in client holds or books a time, then lets it go again.
    [
      9,
      async () => {
        const cookie = pick(clients)
        const { c, pair } = bookable()
        const times = await freeTimes(t, 'booking writes', c.salon.id, pair, cookie)
        if (!times.length) return
        const at = pick(times)
        const choice = {
          location: c.salon.id,
          start: `${at.date}T${at.time}`,
          items: [{ service: pair.service, employee: at.employee }],
        }
        const way = Math.random()
        let hold = null
        if (way < 0.66) {
          const r = await t.sendJson('booking writes', 'POST', '/api/booking/holds', { json: choice, cookie })
          if (r.status !== 201) return
          hold = { id: r.data.hold.id, token: r.data.hold.token }
          if (way < 0.33) {
            await t.send('booking writes', 'DELETE', `/api/booking/holds/${hold.id}`, {
              headers: { 'x-hold-token': hold.token },
            })
            return
          }
        }
        const booked = await t.sendJson('booking writes', 'POST', '/api/booking/appointments', {
          json: hold ? { ...choice, hold } : choice,
          headers: { 'idempotency-key': `soak-${Date.now()}-${Math.random()}` },
          cookie,
        })
        if (booked.status !== 201) return
        await t.send('booking writes', 'GET', '/api/booking/appointments', { cookie })
        await t.send('booking writes', 'POST', `/api/booking/appointments/${booked.data.appointment.id}/cancel`, {
          json: { reason: 'soak' },
          cookie,
        })
      },
    ],
    [
      4,
      async () => {
        const cookie = pick(clients)
        await pick([
          () => t.send('account', 'GET', '/api/auth/me', { cookie }),
          () => t.send('account', 'GET', '/api/booking/favourites', { cookie }),
          () => t.send('account', 'GET', '/api/booking/appointments?locale=uk', { cookie }),
        ])()
      },
    ],
    // The front desk: the calendar, the week, free time, client search, the report, a blocked time.
    [
      12,
      async () => {
        const { c, pair } = bookable()
        const headers = { origin: t.siteOrigin }
        const cookie = staff.cookie
        const date = londonDate(Math.floor(Math.random() * 21) - 3)
        const calls = [
          () => t.send('staff', 'GET', `/api/staff/calendar?salon=${c.salon.id}&date=${date}`, { headers, cookie }),
          () => t.send('staff', 'GET', `/api/staff/calendar?salon=${c.salon.id}&date=${date}`, { headers, cookie }),
          () =>
            t.send('staff', 'GET', `/api/staff/calendar/week?salon=${c.salon.id}&date=${date}&stylist=${pair.e.id}`, {
              headers,
              cookie,
            }),
          () =>
            t.send(
              'staff',
              'GET',
              `/api/staff/free-time?salon=${c.salon.id}&employee=${pair.e.id}&services=${pair.service}&date=${date}`,
              { headers, cookie },
            ),
          () =>
            t.send('staff', 'GET', `/api/staff/clients?q=${pick(['Soak', '7700', 'Em', 'Ol'])}`, { headers, cookie }),
          () =>
            t.send('staff', 'GET', `/api/staff/report?salon=${c.salon.id}&week=${date}&format=json`, {
              headers,
              cookie,
            }),
          () =>
            t.send('staff', 'GET', `/api/staff/report?salon=${c.salon.id}&week=${date}&format=csv&lang=uk`, {
              headers,
              cookie,
            }),
          async () => {
            const block = await t.sendJson('staff', 'POST', '/api/staff/time-blocks', {
              json: {
                salon: c.salon.id,
                employee: pair.e.id,
                date: londonDate(40 + Math.floor(Math.random() * 20)),
                start: '07:00',
                end: '07:30',
                reason: 'soak',
              },
              headers,
              cookie,
            })
            if (block.status === 201)
              await t.send('staff', 'DELETE', `/api/staff/time-blocks/${block.data.block.id}`, { headers, cookie })
          },
        ]
        const r = await pick(calls)()
        if (r?.status === 401) staff.cookie = await staffSignIn(t).catch(() => staff.cookie)
      },
    ],
    [
      5,
      async () => {
        const n = Math.floor(Math.random() * 1e9)
        await pick([
          () => t.send('404', 'GET', `/services/female/no-such-${n}/`, { headers: { accept: 'text/html' } }),
          () => t.send('404', 'GET', `/ua/blog/missing-${n}/`, { headers: { accept: 'text/html' } }),
          () => t.send('404', 'GET', `/api/booking/nothing-${n}`),
          () => t.send('404', 'GET', `/no/such/page/${n}`),
          () => t.send('404', 'GET', `/api/media/file/missing-${n}.webp`),
        ])()
      },
    ],
    [
      6,
      async () => {
        const n = Math.floor(Math.random() * 1e9)
        const { c } = bookable()
        await pick([
          () => t.send('malformed', 'POST', '/api/booking/holds', { body: '{"location": ', headers: json() }),
          () =>
            t.send('malformed', 'POST', '/api/booking/holds', { body: 'x', headers: { 'content-type': 'text/plain' } }),
          () => t.send('malformed', 'POST', '/api/booking/appointments', { json: { start: 'soon' } }),
          () => t.send('malformed', 'GET', `/api/booking/free-time?location=${c.salon.id}&services=x&from=2020-13-45`),
          () => t.send('malformed', 'GET', `/api/booking/services?location=%ZZ${n}`),
          () => t.send('malformed', 'POST', '/api/auth/verify', { json: { authId: `x${n}`, code: 'abc' } }),
          () => t.send('malformed', 'POST', '/api/auth/code', { json: { phone: `0${n}` } }),
          () => t.send('malformed', 'PATCH', '/api/auth/me', { json: { firstName: 'x' } }),
          () => t.send('malformed', 'GET', `/api/staff/calendar?salon=${c.salon.id}`),
          () => t.send('malformed', 'GET', `/api/staff/report?week=${n}`, { cookie: 'payload-token=forged' }),
          () => t.send('malformed', 'POST', '/api/callback', { json: { name: '', phone: n } }),
          () => t.send('malformed', 'GET', `/employees/%E0%A4%A${n}/`, { headers: { accept: 'text/html' } }),
          () => t.send('malformed', 'GET', `/?q=${'%'.repeat(20)}${n}`),
        ])()
      },
    ],
  ]
}
const json = () => ({ 'content-type': 'application/json' })

/** Starts the instance with the probe loaded; resolves once it answers. */
async function startServer({ env, port, dir }) {
  const logFile = path.join(dir, 'soak-server.log')
  const processEnv = serverProcessEnv(baseEnv(env))
  const settings = Object.entries(processEnv)
    .filter(([name]) => /^MALLOC_|^NODE_OPTIONS$|^LD_PRELOAD$/.test(name))
    .map(([name, value]) => `${name}=${value}`)
    .join(' ')
  const server = spawn(
    process.execPath,
    [
      '--import',
      path.join(ROOT, 'bench', 'lib', 'memory-probe.mjs'),
      '--heapsnapshot-signal=SIGUSR2',
      `--diagnostic-dir=${dir}`,
      path.join(ROOT, 'server', 'serve.mjs'),
      '-p',
      String(port),
      '-H',
      '127.0.0.1',
    ],
    { cwd: ROOT, env: processEnv, stdio: ['ignore', openSync(logFile, 'w'), openSync(logFile, 'a')] },
  )
  let exited = null
  server.once('exit', (code, signal) => (exited = { code, signal }))
  const until = Date.now() + 120_000
  for (;;) {
    if (exited) throw new Error(`the soak's server stopped (${JSON.stringify(exited)}); see ${logFile}`)
    if (Date.now() > until) throw new Error(`the soak's server did not answer in 120 s; see ${logFile}`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/booking/locations`)).ok) break
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  return {
    server,
    logFile,
    settings,
    stop: async () => {
      if (exited) return
      const gone = new Promise((r) => server.once('exit', r))
      server.kill('SIGTERM')
      await gone
    },
  }
}

/**
 * Runs the soak against a fresh instance on `port`. `env` is the bench's server environment (a
 * prepared SQLite database, the build's dist dir, SITE_URL naming this port); `dir` a scratch folder.
 */
export async function benchSoak({ env, port, dir, minutes = SOAK_MINUTES, snapshots = false, log = console.log }) {
  const outboxFile = path.join(dir, 'soak-sms.jsonl')
  const probeFile = path.join(dir, 'soak-heap.jsonl')
  rmSync(probeFile, { force: true })
  const serverEnv = {
    ...env,
    // Each request comes from its own address, as a crowd would: the per-address limits are the
    // rate-limit bench's business, not the soak's.
    TRUST_PROXY: '1',
    SMS_OUTBOX_FILE: outboxFile,
    SOAK_PROBE_FILE: probeFile,
    SOAK_PROBE_SECONDS: String(SAMPLE_SECONDS),
  }
  const started = Date.now()
  const { server, stop, settings } = await startServer({ env: serverEnv, port, dir })
  const startupMs = Date.now() - started
  const pid = server.pid
  const idle = procMemory(pid)
  const t = new Traffic(`http://127.0.0.1:${port}`, env.SITE_URL ?? `http://localhost:${port}`)
  const samples = []
  let sampler
  try {
    const site = await readSite(t)
    const clients = []
    for (let i = 0; i < CLIENTS; i++)
      clients.push(await signIn(t, outboxFile, `+4477009008${String(i).padStart(2, '0')}`))
    const staff = { cookie: await staffSignIn(t) }
    const setupRss = procMemory(pid)

    const plan = scenarios(t, site, clients, staff)
    const totalWeight = plan.reduce((s, [w]) => s + w, 0)
    const chooseScenario = () => {
      let r = Math.random() * totalWeight
      for (const [w, run] of plan) if ((r -= w) < 0) return run
      return plan.at(-1)[1]
    }
    const durationMs = minutes * 60_000
    const t0 = Date.now()
    const snapshotTimes = snapshots ? [minutes * 0.2, minutes * 0.98] : []
    const answered = () =>
      [...t.counts.values()].reduce((sum, seen) => sum + [...seen.values()].reduce((a, b) => a + b, 0), 0)
    const sample = () => {
      const m = procMemory(pid)
      if (!m) return
      const elapsed = (Date.now() - t0) / 60_000
      samples.push({ t: elapsed, requests: answered(), ...m })
      while (snapshotTimes.length && elapsed >= snapshotTimes[0]) {
        snapshotTimes.shift()
        server.kill('SIGUSR2')
        log(`  heap snapshot asked at ${elapsed.toFixed(1)} min (into ${dir})`)
      }
    }
    sample()
    sampler = setInterval(() => {
      sample()
      const last = samples.at(-1)
      if (last && samples.length % 12 === 0)
        log(`  soak ${last.t.toFixed(1)} min: RSS ${mb(last.rss).toFixed(0)} MB (peak ${mb(last.peak).toFixed(0)} MB)`)
    }, SAMPLE_SECONDS * 1000)
    async function worker() {
      while (Date.now() - t0 < durationMs) await chooseScenario()()
    }
    await Promise.all(Array.from({ length: WORKERS }, worker))
    sample()
    clearInterval(sampler)
    // The server must still answer at the end.
    const after = await t.send('after', 'GET', '/', { headers: { accept: 'text/html' } })
    const heap = existsSync(probeFile)
      ? readFileSync(probeFile, 'utf8')
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l))
          .filter((h) => h.at >= t0)
          .map((h) => ({ ...h, t: (h.at - t0) / 60_000 }))
      : []
    const summary = summarise({
      minutes,
      warmupEnd: warmupEndOf(samples, minutes),
      samples,
      heap,
      idle,
      setupRss,
      startupMs,
      counts: t.counts,
      after,
    })
    return { ...summary, settings, serverErrors: [...t.serverErrors], timeline: timeline(samples, heap) }
  } finally {
    clearInterval(sampler)
    await stop()
  }
}

/** Minutes into the run at which the warm-up ends (WARMUP_REQUESTS, within a fifth and a half of the run). */
export function warmupEndOf(samples, minutes) {
  const reached = samples.find((s) => s.requests >= WARMUP_REQUESTS)?.t ?? Infinity
  return Math.min(Math.max(reached, minutes * 0.2), minutes * 0.5)
}

/** The samples as CSV (minutes, MB): RSS from /proc beside the probe's nearest heap figures. */
function timeline(samples, heap) {
  const rows = ['minute,rss_mb,peak_mb,heap_used_mb,heap_total_mb,external_mb,array_buffers_mb,v8_malloced_mb']
  for (const s of samples) {
    const h = heap.length ? heap.reduce((b, x) => (Math.abs(x.t - s.t) < Math.abs(b.t - s.t) ? x : b)) : null
    const cells = [s.t.toFixed(2), mb(s.rss), mb(s.peak)]
    if (h) cells.push(mb(h.heapUsed), mb(h.heapTotal), mb(h.external), mb(h.arrayBuffers), mb(h.malloced ?? NaN))
    rows.push(cells.map((c) => (typeof c === 'number' ? c.toFixed(1) : c)).join(','))
  }
  return `${rows.join('\n')}\n`
}

function summarise({ minutes, warmupEnd, samples, heap, idle, setupRss, startupMs, counts, after }) {
  const at = (minute) => samples.reduce((best, s) => (Math.abs(s.t - minute) < Math.abs(best.t - minute) ? s : best))
  const warm = samples.filter((s) => s.t <= warmupEnd)
  const later = samples.filter((s) => s.t >= warmupEnd)
  const heapLater = heap.filter((h) => h.t >= warmupEnd)
  const checkpoints = [warmupEnd, minutes / 2, minutes].map((m) => ({ minute: m, rss: at(m).rss }))
  const slope = slopePerMinute(later.map((s) => ({ t: s.t, v: mb(s.rss) })))
  const heapSlope = slopePerMinute(heapLater.map((h) => ({ t: h.t, v: mb(h.heapUsed) })))
  const maxRss = Math.max(...samples.map((s) => s.rss))
  const peak = Math.max(...samples.map((s) => s.peak))
  const byFamily = [...counts].map(([family, seen]) => ({
    family,
    total: [...seen.values()].reduce((a, b) => a + b, 0),
    statuses: [...seen].sort(([a], [b]) => a.localeCompare(b)),
  }))
  const requests = byFamily.reduce((s, f) => s + f.total, 0)
  const flat = slope <= FLAT_MB_PER_MINUTE
  const under = peak < RSS_LIMIT_MB * MB
  return {
    minutes,
    warmupEnd,
    startupMs,
    idleRss: idle?.rss ?? NaN,
    setupRss: setupRss?.rss ?? NaN,
    warmupPeak: Math.max(...warm.map((s) => s.rss)),
    checkpoints,
    slope,
    heapSlope,
    heapAt: checkpoints.map((c) =>
      heap.length
        ? heap.reduce((best, h) => (Math.abs(h.t - c.minute) < Math.abs(best.t - c.minute) ? h : best))
        : null,
    ),
    heapLimit: heap[0]?.heapLimit ?? NaN,
    maxHeapUsed: heap.length ? Math.max(...heap.map((h) => h.heapUsed)) : NaN,
    maxRss,
    peak,
    byFamily,
    requests,
    fiveHundreds: byFamily.reduce(
      (s, f) => s + f.statuses.filter(([k]) => /^5/.test(k)).reduce((a, [, n]) => a + n, 0),
      0,
    ),
    afterStatus: after.status,
    pass: flat && under && after.status === 200,
    flat,
    under,
  }
}

export const SOAK_HEADING = '## Memory: one instance under mixed traffic'

export function soakSection(s, { commit, when = new Date() } = {}) {
  const f = (bytes) => `${mb(bytes).toFixed(0)} MB`
  const minute = (m) => `${Number.isInteger(m) ? m : m.toFixed(1)} min`
  const verdict = s.pass
    ? `**PASS**: flat after the warm-up (${s.slope.toFixed(2)} MB/min ≤ ${FLAT_MB_PER_MINUTE}) and under ${RSS_LIMIT_MB} MB (peak ${f(s.peak)}).`
    : `**FAIL**: ${[
        !s.flat && `grows ${s.slope.toFixed(2)} MB/min after the warm-up (limit ${FLAT_MB_PER_MINUTE})`,
        !s.under && `peak ${f(s.peak)} is not under ${RSS_LIMIT_MB} MB`,
        s.afterStatus !== 200 && `the home page answered ${s.afterStatus} afterwards`,
      ]
        .filter(Boolean)
        .join('; ')}.`
  return [
    SOAK_HEADING,
    '',
    `Measured ${when.toISOString().slice(0, 16).replace('T', ' ')} UTC at commit ${commit ?? 'uncommitted'} by ` +
      `\`node bench/soak.mjs\` (also \`npm run bench -- --only=soak\`, and part of \`npm run bench\`): one ` +
      `\`server/serve.mjs\` on SQLite with the demo content, ${s.minutes} minutes of mixed traffic from ${WORKERS} ` +
      `concurrent loops in a second process — pages of the sitemap with their images and scripts, the booking reads, ` +
      `holds and bookings by ${CLIENTS} signed-in clients (cancelled or released again), the staff API as the demo ` +
      `admin, 404s and malformed requests. RSS from /proc/<pid>/status every ${SAMPLE_SECONDS} s; the V8 heap by a ` +
      `probe loaded only in the bench (bench/lib/memory-probe.mjs). Warm-up: the first ${minute(s.warmupEnd)} (until ${WARMUP_REQUESTS.toLocaleString('en-GB')} requests were answered, within a fifth and a half of the run). ` +
      `The machine is shared: throughput is noisy, memory is the figure.`,
    '',
    verdict,
    '',
    '| Figure | RSS | V8 heap used / committed | Outside the heap (buffers, native) |',
    '|---|---|---|---|',
    `| Started, before traffic (start-up took ${(s.startupMs / 1000).toFixed(0)} s) | ${f(s.idleRss)} | | |`,
    `| After reading the site and signing in | ${f(s.setupRss)} | | |`,
    `| Warm-up peak (first ${minute(s.warmupEnd)}) | ${f(s.warmupPeak)} | | |`,
    ...s.checkpoints.map((c, i) => {
      const h = s.heapAt[i]
      return `| At ${minute(c.minute)} | ${f(c.rss)} | ${h ? `${f(h.heapUsed)} / ${f(h.heapTotal)}` : '–'} | ${h ? f(h.external) : '–'} |`
    }),
    `| Largest sample / peak (VmHWM) | ${f(s.maxRss)} / ${f(s.peak)} | ${Number.isNaN(s.maxHeapUsed) ? '–' : f(s.maxHeapUsed)} | |`,
    `| Slope after the warm-up (least squares) | ${s.slope.toFixed(2)} MB/min | ${s.heapSlope.toFixed(2)} MB/min | |`,
    '',
    `The server's memory settings (server/process-env.mjs, as \`npm start\` starts it): ${s.settings ? `\`${s.settings}\`` : 'none'}; ` +
      `V8's heap limit in the process: ${Number.isNaN(s.heapLimit) ? 'unknown' : f(s.heapLimit)}.`,
    '',
    `${s.requests.toLocaleString('en-GB')} requests (${(s.requests / (s.minutes * 60)).toFixed(0)}/s), ` +
      `${s.fiveHundreds} answered 5xx${s.serverErrors.length ? ` (${s.serverErrors.map((e) => `\`${e}\``).join(', ')})` : ''}; ` +
      `the home page answered ${s.afterStatus} afterwards.`,
    '',
    '| Family | Requests | Statuses |',
    '|---|---|---|',
    ...s.byFamily.map((b) => `| ${b.family} | ${b.total} | ${b.statuses.map(([k, n]) => `${k}×${n}`).join(' ')} |`),
    '',
  ]
}

/** Puts the soak's section into bench/report.md in place of an earlier one, leaving the rest. */
export function writeSoakSection(lines) {
  const file = path.join(ROOT, 'bench', 'report.md')
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Parlour benchmark report\n'
  const start = text.indexOf(SOAK_HEADING)
  const section = lines.join('\n')
  let next
  if (start === -1) next = `${text.trimEnd()}\n\n${section}`
  else {
    // The measured part ends at the next heading; the findings kept under it (### …) stay.
    const ends = ['\n## ', '\n### '].map((h) => text.indexOf(h, start + SOAK_HEADING.length)).filter((i) => i !== -1)
    const end = ends.length ? Math.min(...ends) : -1
    next = text.slice(0, start) + section + (end === -1 ? '' : text.slice(end))
  }
  writeFileSync(file, next.endsWith('\n') ? next : `${next}\n`)
}

export function currentCommit() {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim()
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src', 'server', 'next.config.ts'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim()
    return dirty ? `${sha} with uncommitted changes` : sha
  } catch {
    return 'uncommitted'
  }
}

/** The soak alone: its own database and the bench's build, then its section in bench/report.md. */
export async function soakAlone(argv = process.argv.slice(2)) {
  const { values } = parseArgs({
    args: argv,
    options: { minutes: { type: 'string' }, snapshots: { type: 'boolean' }, only: { type: 'string' } },
    strict: false,
  })
  const minutes = Number(values.minutes ?? process.env.BENCH_SOAK_MINUTES ?? SOAK_MINUTES)
  if (!(minutes > 0)) throw new Error('--minutes must be a positive number')
  const port = Number(process.env.BENCH_PORT || 3200)
  ensureDependencies()
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'parlour-soak-'))
  const outDir = path.join(ROOT, 'bench', 'out')
  mkdirSync(outDir, { recursive: true })
  const env = {
    DATABASE_URL: `file:${path.join(tmp, 'soak.db')}`,
    MEDIA_DIR: path.join(tmp, 'media'),
    PAYLOAD_SECRET: 'parlour-bench-secret-0123456789abcdef0123',
    DEMO_CONTENT: 'on',
    SITE_URL: `http://localhost:${port}`,
    NEXT_DIST_DIR: '.next-bench',
    NODE_ENV: 'production',
  }
  try {
    mustRun('database preparation', path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/prepare.ts'], { env })
    ensureBuild({ distDir: '.next-bench', env })
    console.log(`→ soak: ${minutes} min of mixed traffic on http://127.0.0.1:${port}`)
    const result = await benchSoak({
      env,
      port,
      dir: values.snapshots ? outDir : tmp,
      minutes,
      snapshots: !!values.snapshots,
    })
    writeFileSync(path.join(outDir, 'soak-timeline.csv'), result.timeline)
    const lines = soakSection(result, { commit: currentCommit() })
    writeSoakSection(lines)
    console.log(lines.join('\n'))
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main(() => soakAlone())
