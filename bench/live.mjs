/**
 * The live calendar's figures for bench/report.md (issue 30, decision 0044): one production
 * instance (server/serve.mjs, SQLite, the demo), `screens` staff event streams open on one salon,
 * then
 * - a burst: `changes` pieces of blocked time saved at once through the desk's API, each on a day
 *   of its own — how long from each change being announced (its version is the time in ms at which
 *   the in-process bus sent it, same clock as this process) to each screen having it, p50/p99, and
 *   whether every screen got every change;
 * - a soak: one change every two seconds for `soakSeconds` (LIVE_SOAK_SECONDS, default 600) with
 *   the screens open — the server's CPU and memory per minute, read by a probe loaded only here
 *   (bench/lib/live-probe.mjs);
 * - closing: every screen closed — the bus's subscribers and the process's handles against before.
 *
 * `npm run bench -- --only=live` runs it alone and rewrites only its section.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { buildIsCurrent, ensureBuild, prepareDatabase } from '../scripts/lib/bootstrap.mjs'
import { writeReportSection } from './lib/section.mjs'
import { startServer } from './soak/server.mjs'

export const LIVE_HEADING = '## Live calendars: 50 screens, a burst of 100 changes'
const DEMO_ADMIN = { email: 'demo@parlour.example', password: 'parlour-demo' }
const pause = (ms) => new Promise((r) => setTimeout(r, ms))
const wallClock = () => performance.timeOrigin + performance.now()

function percentile(values, p) {
  if (!values.length) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** One screen: an open stream whose `change` frames are kept as { date, version, at }. */
async function openScreen(url, token) {
  const abort = new AbortController()
  const response = await fetch(url, { headers: { authorization: `JWT ${token}` }, signal: abort.signal })
  if (response.status !== 200) throw new Error(`the stream answered ${response.status}`)
  const heard = []
  let opened
  const open = new Promise((resolve) => (opened = resolve))
  const done = (async () => {
    const decoder = new TextDecoder()
    let text = ''
    try {
      for await (const chunk of response.body) {
        text += decoder.decode(chunk, { stream: true })
        if (text.includes(': open')) opened()
        let end
        while ((end = text.indexOf('\n\n')) >= 0) {
          const frame = text.slice(0, end)
          text = text.slice(end + 2)
          const data = /^event: change\ndata: (.+)$/m.exec(frame)?.[1]
          if (data) heard.push({ ...JSON.parse(data), at: wallClock() })
        }
      }
    } catch {
      // closed by the bench
    }
  })()
  await open
  return { heard, close: () => (abort.abort(), done) }
}

/** The probe's lines so far. */
const probeLines = (file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l))

/** The first probe line written after now. */
async function freshProbe(file) {
  const after = Date.now()
  for (;;) {
    const last = probeLines(file).at(-1)
    if (last && last.at > after) return last
    await pause(200)
  }
}

export async function benchLive({ env, port, dir, screens = 50, changes = 100, soakSeconds = 600, log = console.log }) {
  const probeFile = path.join(dir, 'live-probe.jsonl')
  const instance = await startServer({
    env: { ...env, LIVE_PROBE_FILE: probeFile },
    port,
    dir,
    probe: 'live-probe.mjs',
    log: 'live-server.log',
  })
  const base = `http://127.0.0.1:${port}`
  try {
    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_ADMIN),
    })
    const { token } = await login.json()
    const desk = (method, pathname, body) =>
      fetch(`${base}${pathname}`, {
        method,
        headers: { authorization: `JWT ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body && JSON.stringify(body),
      })
    const day = await (await desk('GET', '/api/staff/calendar')).json()
    const salon = day.salon.id
    const employee = day.columns[0]?.employeeId ?? day.stylists[0].id
    const dateIn = (n) => new Date(Date.parse(`${day.today}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
    const block = async (date) => {
      const r = await desk('POST', '/api/staff/time-blocks', {
        salon,
        employee,
        date,
        start: '07:00',
        end: '07:15',
        reason: 'Bench',
      })
      if (r.status !== 201) throw new Error(`blocking time answered ${r.status}: ${await r.text()}`)
      return (await r.json()).block?.id
    }

    const before = await freshProbe(probeFile)
    log(`→ opening ${screens} screens`)
    const open = await Promise.all(
      Array.from({ length: screens }, () => openScreen(`${base}/api/staff/events?salon=${salon}`, token)),
    )
    const withScreens = await freshProbe(probeFile)

    // The burst: every change on a day of its own, all sent at once.
    log(`→ a burst of ${changes} changes`)
    const dates = Array.from({ length: changes }, (_, i) => dateIn(400 + i))
    const wanted = new Set(dates)
    const sent = wallClock()
    const written = await Promise.all(
      dates.map(async (date) => {
        const t = wallClock()
        const id = await block(date)
        return { id, ms: wallClock() - t }
      }),
    )
    const burstMs = wallClock() - sent
    const deadline = Date.now() + 10_000
    const got = (s) => s.heard.filter((h) => wanted.has(h.date)).length
    while (Date.now() < deadline && open.some((s) => got(s) < changes)) await pause(50)
    const delays = []
    const worst = new Map()
    let missing = 0
    for (const s of open) {
      for (const date of dates) {
        const h = s.heard.find((x) => x.date === date)
        if (!h) {
          missing++
          continue
        }
        const delay = h.at - h.version
        delays.push(delay)
        worst.set(date, Math.max(worst.get(date) ?? -Infinity, delay))
      }
    }
    const everyScreen = [...worst.values()]

    // The soak: a change every two seconds, the screens open.
    log(`→ ${soakSeconds} s with the screens open and a change every 2 s`)
    const soakStart = Date.now()
    const soakFrom = probeLines(probeFile).length
    let soakChanges = 0
    for (let i = 0; Date.now() - soakStart < soakSeconds * 1000; i++) {
      const id = await block(dateIn(600 + (i % 200)))
      await pause(1000)
      await desk('DELETE', `/api/staff/time-blocks/${id}`)
      soakChanges += 2
      await pause(1000)
    }
    const soak = probeLines(probeFile).slice(soakFrom)
    const soakHeard = open.reduce((n, s) => n + s.heard.filter((h) => !wanted.has(h.date)).length, 0)

    // Closing every screen.
    log('→ closing the screens')
    const closed = Date.now()
    await Promise.all(open.map((s) => s.close()))
    const sockets = (line) => line.handles.TCPSocketWrap ?? 0
    let after = await freshProbe(probeFile)
    const released = () => after.listeners <= before.listeners && sockets(after) <= sockets(before)
    while (!released() && Date.now() - closed < 30_000) after = await freshProbe(probeFile)
    const releasedMs = released() ? after.at - closed : null
    await Promise.all(written.map((w) => w.id && desk('DELETE', `/api/staff/time-blocks/${w.id}`)))

    const minutes = []
    for (let m = 0; m * 60_000 < soakSeconds * 1000; m++) {
      const lines = soak.filter((l) => l.at >= soakStart + m * 60_000 && l.at < soakStart + (m + 1) * 60_000)
      if (lines.length < 2) continue
      const first = lines[0]
      const last = lines.at(-1)
      minutes.push({
        minute: m + 1,
        cpu: ((last.cpuMs - first.cpuMs) / (last.at - first.at)) * 100,
        rss: last.rss,
        heapUsed: last.heapUsed,
      })
    }
    return {
      screens,
      changes,
      soakSeconds,
      soakChanges,
      soakHeard,
      burstMs,
      writeP50: percentile(
        written.map((w) => w.ms),
        50,
      ),
      p50: percentile(delays, 50),
      p99: percentile(delays, 99),
      everyScreenP50: percentile(everyScreen, 50),
      everyScreenP99: percentile(everyScreen, 99),
      max: Math.max(...delays),
      delivered: delays.length,
      missing,
      minutes,
      before: { listeners: before.listeners, handles: before.handles },
      withScreens: { listeners: withScreens.listeners, handles: withScreens.handles },
      after: { listeners: after.listeners, handles: after.handles },
      releasedMs,
    }
  } finally {
    await instance.stop()
  }
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
const ms = (n) => `${n.toFixed(1)} ms`
const handlesText = (h) =>
  Object.entries(h)
    .sort()
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')

export function liveSection(r) {
  const first = r.minutes[0]
  const last = r.minutes.at(-1)
  const duration = r.soakSeconds >= 600 ? `${r.soakSeconds / 60} minutes` : `**a shorter run: ${r.soakSeconds} s**`
  return [
    LIVE_HEADING,
    '',
    `One production instance (server/serve.mjs, SQLite, the demo) with ${r.screens} staff event streams open on one salon (\`GET /api/staff/events\`, decision 0044), bench/live.mjs. Goal: every screen has every change within 1 s at p99; CPU and memory flat; nothing left behind when the screens close.`,
    '',
    `**Burst**: ${r.changes} pieces of blocked time saved at once through the desk's API (${ms(r.burstMs)} for all of them; one write's answer p50 ${ms(r.writeP50)} while the others queue). Measured from the moment each change was announced (after its commit) to a screen parsing it.`,
    '',
    '| Deliveries | Missing | Screen p50 | Screen p99 | Slowest | Last screen per change p50 | Last screen per change p99 |',
    '|---|---|---|---|---|---|---|',
    `| ${r.delivered.toLocaleString('en-GB')} | ${r.missing} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} | ${ms(r.everyScreenP50)} | ${ms(r.everyScreenP99)} |`,
    '',
    r.missing === 0 && r.everyScreenP99 < 1000
      ? 'Every screen had every change, within the goal.'
      : '**Short of the goal.**',
    '',
    `**Soak** (${duration}): one change every 2 s (${r.soakChanges} changes, ${r.soakHeard.toLocaleString('en-GB')} deliveries) with the ${r.screens} screens open. Server CPU and memory per minute, from the probe:`,
    '',
    '| Minute | CPU | RSS | V8 heap used |',
    '|---|---|---|---|',
    ...r.minutes.map((m) => `| ${m.minute} | ${m.cpu.toFixed(1)} % | ${mb(m.rss)} | ${mb(m.heapUsed)} |`),
    '',
    first && last
      ? `From the first minute to the last: CPU ${first.cpu.toFixed(1)} % → ${last.cpu.toFixed(1)} %, RSS ${mb(first.rss)} → ${mb(last.rss)}, heap ${mb(first.heapUsed)} → ${mb(last.heapUsed)}.`
      : '',
    '',
    `**Closing**: the change bus had ${r.before.listeners} subscriber(s) before the screens opened, ${r.withScreens.listeners} with them, ${r.after.listeners} after they closed. Active handles — before: ${handlesText(r.before.handles)}; with the screens: ${handlesText(r.withScreens.handles)}; after: ${handlesText(r.after.handles)}` +
      (r.releasedMs == null
        ? ' — **not back to where they were 30 s after the screens closed**.'
        : ` — back to where they were ${(r.releasedMs / 1000).toFixed(1)} s after the screens closed (the probe writes once a second).`),
    '',
  ]
}

export async function liveAlone({ soakSeconds = Number(process.env.LIVE_SOAK_SECONDS || 600) } = {}) {
  const port = Number(process.env.BENCH_PORT || 3200)
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'parlour-live-bench-'))
  const env = {
    DATABASE_URL: `file:${path.join(tmp, 'live.db')}`,
    MEDIA_DIR: path.join(tmp, 'media'),
    PAYLOAD_SECRET: 'parlour-bench-secret-0123456789abcdef0123',
    DEMO_CONTENT: 'on',
    SITE_URL: `http://localhost:${port}`,
    NEXT_DIST_DIR: '.next-bench',
    NODE_ENV: 'production',
  }
  try {
    prepareDatabase(env)
    // The end-to-end suite's build serves as well when it is of the same code and address (BENCH_PORT = E2E_PORT).
    if (buildIsCurrent({ distDir: '.next-e2e', env })) env.NEXT_DIST_DIR = '.next-e2e'
    else ensureBuild({ distDir: '.next-bench', env })
    const r = await benchLive({ env, port, dir: tmp, soakSeconds })
    const lines = liveSection(r)
    writeReportSection(LIVE_HEADING, lines)
    console.log(lines.join('\n'))
    return r
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
}
