/**
 * The production shape under load (decision 0028): the cluster `npm run cluster` starts (nginx from
 * deploy/ in front of two instances on PostgreSQL, the cache shared on Redis), then a service page
 * at 50 connections: through nginx; the same HTML as a static file from nginx, in the same run, with
 * the same worker settings; and from one instance alone. Then the figures the cluster tests no
 * longer assert (issue 32): 5,000 attempts at once to book one time (how many were booked, taken,
 * busy), how long an edit takes to show everywhere, the load through the proxy while an instance is
 * restarted, and a page with Redis away. Used by bench/run.mjs; alone, `node bench/cluster.mjs`
 * prints its sections.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'

import { runNginx, startParlourCluster } from '../scripts/lib/cluster.mjs'
import { bookingBurst, signInClients, summarise } from './lib/booking-burst.mjs'
import { measureGet } from './lib/load.mjs'

const CONNECTIONS = 50
const SECONDS = 10
const SERVICE_PAGE = '/services/female/hair/colouring/air-touch/'
/** Booking attempts for one time, all at once, by BURST_CLIENTS signed-in clients. */
const BURST = Number(process.env.BENCH_BURST || 5000)
const BURST_CLIENTS = 8
/** How long the load runs while instance B is stopped and started again. */
const RESTART_LOAD_SECONDS = 40
/** Offered at one salon only, so the one price edited is the price its page shows. */
const EDITED_SERVICE = 'female/makeup-brows/brows/brow-tint'
const DEMO_ADMIN = { email: 'demo@parlour.example', password: 'parlour-demo' }
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

async function getJson(url, init) {
  const response = await fetch(url, init)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.json()
}

/** A stylist's first free time at least `fromDays` ahead, for one of their services. */
async function freeTime(base, fromDays) {
  const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
  const [salon] = await getJson(`${base}/api/booking/locations`)
  for (const stylist of await getJson(`${base}/api/booking/employees?location=${salon.id}`)) {
    const service = stylist.services[0]
    if (!service) continue
    const free = await getJson(
      `${base}/api/booking/free-time?location=${salon.id}&services=${service}&employee=${stylist.id}` +
        `&from=${day(fromDays)}&to=${day(fromDays + 13)}`,
    )
    const [date, times] = Object.entries(free[String(stylist.id)] ?? {}).find(([, t]) => t.length) ?? []
    if (date) return { location: salon.id, start: `${date}T${times[0]}`, items: [{ service, employee: stylist.id }] }
  }
  throw new Error('No stylist has a free time in the fortnight measured')
}

/** BURST attempts at one time over the proxy and both instances: how many of each answer, how fast. */
async function burst(cluster) {
  const [a, b] = cluster.instances.map((i) => i.url)
  const booking = await freeTime(a, 56)
  const cookies = await signInClients({ base: a, count: BURST_CLIENTS, outboxFile: cluster.env.SMS_OUTBOX_FILE })
  const started = performance.now()
  const targets = { nginx: cluster.nginx.url, a, b }
  const answers = await bookingBurst({ targets: Object.values(targets), cookies, attempts: BURST, booking })
  // Whose 503s: nginx's own cap, or each instance's gate (the instances' through nginx count as nginx's).
  const busyVia = Object.fromEntries(
    Object.entries(targets).map(([name, url]) => [
      name,
      answers.filter((answer) => answer.target === url && answer.status === 503).length,
    ]),
  )
  const result = { ...summarise(answers), busyVia, seconds: (performance.now() - started) / 1000 }
  console.log(`→ ${BURST} attempts at one time: ${JSON.stringify(result)}`)
  return result
}

/** Seconds from a price saved through instance A until the proxy and instance B both show it. */
async function editShown(cluster) {
  const [a, b] = cluster.instances.map((i) => i.url)
  const { token } = await getJson(`${a}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  })
  const { docs } = await getJson(`${a}/api/services?where[path][equals]=${EDITED_SERVICE}&depth=0`)
  const service = docs[0]
  const bases = [cluster.nginx.url, b]
  const page = `/services/${EDITED_SERVICE}/`
  for (const base of bases) await fetch(`${base}${page}`).then((r) => r.text())
  const price = service.prices[0].price + 17
  const saved = await fetch(`${a}/api/services/${service.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ prices: service.prices.map((p, i) => (i === 0 ? { ...p, price } : p)) }),
  })
  if (!saved.ok) throw new Error(`The price edit answered ${saved.status}`)
  const savedAt = performance.now()
  for (;;) {
    const pages = await Promise.all(bases.map((base) => fetch(`${base}${page}`).then((r) => r.text())))
    if (pages.every((html) => html.includes(`£${price}`))) return (performance.now() - savedAt) / 1000
    if (performance.now() - savedAt > 120_000) throw new Error('The edit did not show within two minutes')
    await pause(50)
  }
}

/** Pages and booking reads through the proxy while instance B is stopped and started again. */
async function restartUnderLoad(cluster) {
  const instanceB = cluster.instances[1]
  const load = autocannon({
    url: cluster.nginx.url,
    connections: CONNECTIONS,
    duration: RESTART_LOAD_SECONDS,
    requests: [
      { method: 'GET', path: SERVICE_PAGE },
      { method: 'GET', path: '/api/booking/locations' },
      { method: 'GET', path: '/' },
    ],
  })
  await pause(5_000)
  const stoppedAt = performance.now()
  await instanceB.stop()
  await instanceB.start()
  const downSeconds = (performance.now() - stoppedAt) / 1000
  const r = await load
  return {
    requests: r.requests.total,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    failures: r.errors + r.timeouts + r.non2xx,
    downSeconds,
  }
}

/** nginx serving one file for every address: the ceiling for the same bytes on this machine. */
function staticNginx({ dir, file, port }) {
  return runNginx({
    port,
    dir,
    http: [
      `server { listen 127.0.0.1:${port}; root ${path.dirname(file)}; default_type text/html;`,
      `  location / { try_files /${path.basename(file)} =404; } }`,
    ],
  })
}

/** Starts the cluster on `port` (and the two after it), measures, stops it. */
export async function benchCluster({ port, log = () => {} }) {
  const secret = process.env.PAYLOAD_SECRET || 'parlour-bench-secret-0123456789abcdef0123'
  // BENCH_SITE_URL: the address a build in .next-cluster was made for (by `npm run cluster` or the
  // cluster tests run by hand), to measure that build on other ports instead of building again.
  const site = process.env.BENCH_SITE_URL ? { SITE_URL: process.env.BENCH_SITE_URL } : {}
  const cluster = await startParlourCluster({ port, log, env: { PAYLOAD_SECRET: secret, ...site } })
  try {
    const proxyUrl = `http://127.0.0.1:${port}${SERVICE_PAGE}`
    const html = await (await fetch(proxyUrl)).text()
    const file = path.join(cluster.root, 'static', 'service.html')
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, html)
    const staticServer = await staticNginx({ dir: path.join(cluster.root, 'static'), file, port: port + 3 })
    try {
      const options = { connections: CONNECTIONS, seconds: SECONDS }
      const proxy = await measureGet(proxyUrl, options)
      const staticFile = await measureGet(`http://127.0.0.1:${port + 3}/`, options)
      const instance = await measureGet(`${cluster.instances[0].url}${SERVICE_PAGE}`, options)
      const bookings = await burst(cluster)
      const editSeconds = await editShown(cluster)
      const restart = await restartUnderLoad(cluster)
      // The shared cache away: what a visitor waits for a page from instance B (renders, no Redis).
      await cluster.redis.stop()
      const withoutRedis = await measureGet(`${cluster.instances[1].url}${SERVICE_PAGE}`, options)
      return {
        bytes: Buffer.byteLength(html),
        proxy,
        staticFile,
        instance,
        bookings,
        editSeconds,
        restart,
        withoutRedis,
      }
    } finally {
      await staticServer.stop()
    }
  } finally {
    await cluster.stop()
  }
}

export function clusterSection(c) {
  const row = (name, l) =>
    `| ${name} | ${Math.round(l.rps)} | ${l.p50} ms | ${l.p99} ms | ${l.requests} | ${l.non2xx + l.errors} |`
  return [
    `## Several instances: a service page through nginx, ${CONNECTIONS} connections × ${SECONDS} s`,
    '',
    `\`npm run cluster\`'s shape (decision 0028): nginx with deploy/nginx/parlour.conf.template in front of two ` +
      `instances on PostgreSQL sharing their cache on Redis. The same page (\`${SERVICE_PAGE}\`, ` +
      `${(c.bytes / 1024).toFixed(1)} KB) through nginx, the same HTML as a static file from nginx in the same run, ` +
      `and from one instance alone (autocannon on loopback, the same 2 cores).`,
    '',
    '| Served by | Requests/s | p50 | p99 | Requests | Failures |',
    '|---|---|---|---|---|---|',
    row('nginx in front of two instances (the page cached for 1 s)', c.proxy),
    row('nginx, the same HTML as a static file', c.staticFile),
    row('one instance alone (Next behind server/serve.mjs)', c.instance),
    '',
    `Through the proxy: ${(c.proxy.rps / c.staticFile.rps).toFixed(2)}× the static file (goal ≥ 0.5×); ` +
      `${(c.proxy.rps / c.instance.rps).toFixed(1)}× one instance alone.`,
    '',
    ...burstSection(c.bookings),
    '## Several instances: an edit, a restart under load, Redis away',
    '',
    `- A price saved through instance A showed through the proxy and on instance B after ` +
      `**${c.editSeconds.toFixed(1)} s** (the page is kept 1 s by nginx; the cluster test only asserts that it shows).`,
    `- Pages and the salons list through the proxy at ${CONNECTIONS} connections for ${RESTART_LOAD_SECONDS} s, ` +
      `instance B stopped and started again meanwhile (down ${c.restart.downSeconds.toFixed(1)} s): ` +
      `**${c.restart.requests} requests** (${Math.round(c.restart.rps)}/s, p50 ${c.restart.p50} ms, ` +
      `p99 ${c.restart.p99} ms), **${c.restart.failures} failures** (errors, timeouts and non-2xx; the cluster test ` +
      `asserts none, and no longer a request count).`,
    `- Redis stopped: the service page from instance B, rendered without the shared cache, ` +
      `${Math.round(c.withoutRedis.rps)} requests/s, p50 ${c.withoutRedis.p50} ms, p99 ${c.withoutRedis.p99} ms, ` +
      `${c.withoutRedis.non2xx + c.withoutRedis.errors} failures.`,
    '',
  ]
}

function burstSection(b) {
  const count = (status) => b.byStatus[status] ?? 0
  const other = Object.entries(b.byStatus)
    .filter(([status]) => !['201', '409', '503'].includes(status))
    .map(([status, n]) => `${n} × ${status === '0' ? 'no answer' : status}`)
  return [
    `## Several instances: ${b.attempts.toLocaleString('en-GB')} attempts at once to book one time`,
    '',
    `${BURST_CLIENTS} signed-in clients, every attempt sent at once and dealt in turn over nginx, instance A and ` +
      `instance B (DATABASE_POOL_MAX 10 each: up to 8 requests at work on the database per instance — fewer while ` +
      `it is short of CPU — 20 waiting per place, none longer than 10 s; nginx passes at most 336 API requests at ` +
      `once). All answered in ${b.seconds.toFixed(1)} s.`,
    '',
    '| Booked (201) | Taken (409) | Busy (503, Retry-After) | Other | p50 | p99 | Slowest |',
    '|---|---|---|---|---|---|---|',
    `| ${count(201)} | ${count(409)} | ${count(503)} | ${other.length ? other.join(', ') : 0} | ${b.p50} ms | ${b.p99} ms | ${b.max} ms |`,
    '',
    `The 503s by where the attempt was sent: ${b.busyVia.nginx} through nginx (its own cap or an instance's ` +
      `answer passed on), ${b.busyVia.a} to instance A, ${b.busyVia.b} to instance B.`,
    '',
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.BENCH_CLUSTER_PORT || 3600)
  const result = await benchCluster({ port, log: (line) => line.startsWith('→') && console.log(line) })
  console.log(clusterSection(result).join('\n'))
  // Node's fetch keeps idle connections to the stopped cluster a while: do not wait for them.
  process.exit(0)
}
