/**
 * The upstream budget in Beauty Pro mode: the same production build started a second time with
 * BOOKING_PROVIDER=beautypro against the fake Beauty Pro API (tests/fakes/beauty-pro/serve.ts, a
 * test double), then 50 concurrent connections cycling through the widget's reads (settings,
 * salons, services, stylists, a week of free time) for 10 s. Reports the site's throughput and
 * latency and what reached Beauty Pro: its calls in total and the most in any one second (Beauty
 * Pro allows 100 per second per IP). Used by bench/run.mjs.
 */
import { spawn } from 'node:child_process'
import { openSync } from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'

import { baseEnv, ROOT } from '../scripts/lib/bootstrap.mjs'

import { waitFor } from './lib/wait-for.mjs'

const CONNECTIONS = 50
const SECONDS = 10
// The fake's fixed credentials (tests/fakes/beauty-pro/fixture.ts).
const FAKE = {
  BEAUTY_PRO_APPLICATION_ID: 'bfe4cf32-43bb-4fb5-9dde-fd5d3eab560a',
  BEAUTY_PRO_APPLICATION_SECRET: '51e29075-a186-48fb-b7f3-374ca61205b1',
  BEAUTY_PRO_DATABASE_CODE: '482913',
}

const getJson = async (url) => (await fetch(url)).json()

/** London's calendar date `days` from today. */
const londonDate = (days) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + days * 86_400_000))

export async function benchBeautyPro({ env, port, outDir }) {
  const fakePort = port + 3
  const side = `http://127.0.0.1:${fakePort + 1}`
  const log = (name) => ['ignore', openSync(path.join(outDir, name), 'w'), openSync(path.join(outDir, name), 'a')]
  const fake = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['tests/fakes/beauty-pro/serve.ts'], {
    cwd: ROOT,
    env: baseEnv({ BEAUTY_PRO_FAKE_PORT: String(fakePort) }),
    stdio: log('beautypro-fake.log'),
  })
  const site = spawn(process.execPath, ['server/serve.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: ROOT,
    env: baseEnv({
      ...env,
      JOBS: 'off',
      BOOKING_PROVIDER: 'beautypro',
      BEAUTY_PRO_API_URL: `http://127.0.0.1:${fakePort}/v1`,
      ...FAKE,
    }),
    stdio: log('beautypro-server.log'),
  })
  try {
    const base = `http://127.0.0.1:${port}`
    await waitFor(`${side}/ready`, 30_000)
    await waitFor(`${base}/api/booking/settings`, 60_000)
    const [salon] = await getJson(`${base}/api/booking/locations`)
    if (!salon) throw new Error('Beauty Pro mode lists no salon')
    const services = await getJson(`${base}/api/booking/services?location=${salon.id}`)
    const employees = await getJson(`${base}/api/booking/employees?location=${salon.id}`)
    const stylist = employees.find((e) => e.services.length)
    const service = stylist.services[0]
    const paths = [
      '/api/booking/settings',
      '/api/booking/locations',
      `/api/booking/services?location=${salon.id}`,
      `/api/booking/employees?location=${salon.id}&services=${service}`,
      `/api/booking/free-time?location=${salon.id}&services=${service}&from=${londonDate(1)}&to=${londonDate(7)}&employee=${stylist.id}`,
    ]
    await fetch(`${side}/stats/reset`, { method: 'POST' })
    const r = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: paths.map((p) => ({ method: 'GET', path: p })),
    })
    const upstream = await getJson(`${side}/stats`)
    return {
      services: services.length,
      requests: r.requests.total,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
      upstreamTotal: upstream.requests,
      upstreamPeak: upstream.peakPerSecond,
    }
  } finally {
    site.kill('SIGTERM')
    fake.kill('SIGTERM')
  }
}

export function beautyProSection(b) {
  return [
    `## Beauty Pro mode: the upstream budget at ${CONNECTIONS} concurrent connections`,
    '',
    `The same build with BOOKING_PROVIDER=beautypro against the fake Beauty Pro API (a test double on loopback). ` +
      `${CONNECTIONS} connections cycle for ${SECONDS} s through the widget's reads: settings, salons, services, ` +
      `stylists for a service, a week of one stylist's free time. Beauty Pro allows 100 requests per second per IP.`,
    '',
    '| Site requests | Site requests/s | p50 | p99 | Non-2xx / errors | Calls to Beauty Pro | Most calls in one second |',
    '|---|---|---|---|---|---|---|',
    `| ${b.requests} | ${Math.round(b.rps)} | ${b.p50} ms | ${b.p99} ms | ${b.non2xx} / ${b.errors} | ${b.upstreamTotal} | ${b.upstreamPeak} |`,
    '',
  ]
}
