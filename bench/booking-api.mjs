/**
 * Booking API under load: p50/p99 and requests/s at 50 concurrent connections for the widget's
 * reads: free time (one salon, two services, 7 days, any stylist), a salon's services and the
 * stylists for two services. Used by bench/run.mjs; run alone against a running server with
 * `node bench/booking-api.mjs http://127.0.0.1:PORT`.
 */
import { measureGet } from './lib/load.mjs'

const CONNECTIONS = 50

async function getJson(url) {
  const res = await fetch(url)
  if (!res.ok) throw new Error(`${url} answered ${res.status}`)
  return res.json()
}

/** London's calendar date `days` from today. */
function londonDate(days) {
  const d = new Date(Date.now() + days * 86_400_000)
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(d)
}

/** London's free-time query for the coming week. */
const freeTimePath = (salon, services) =>
  `/api/booking/free-time?location=${salon}&services=${services.join(',')}&from=${londonDate(1)}&to=${londonDate(7)}`

const timesIn = (answer) =>
  Object.values(answer).reduce((n, days) => n + Object.values(days).reduce((m, times) => m + times.length, 0), 0)

/**
 * The demo's first salon and two of its services that one stylist performs together and that fit
 * in the coming week (the two shortest such services): an answer with times in it, as a visitor
 * choosing a manicure and a brow tint would get.
 */
async function pickQuery(base) {
  const [salon] = await getJson(`${base}/api/booking/locations`)
  if (!salon) throw new Error('No salon takes online bookings')
  const offered = new Map(
    (await getJson(`${base}/api/booking/services?location=${salon.id}`)).map((s) => [s.id, s.duration]),
  )
  const employees = await getJson(`${base}/api/booking/employees?location=${salon.id}`)
  for (const e of employees) {
    const shortest = e.services
      .filter((id) => offered.has(id))
      .sort((a, b) => offered.get(a) - offered.get(b))
      .slice(0, 2)
    if (shortest.length < 2) continue
    const times = timesIn(await getJson(`${base}${freeTimePath(salon.id, shortest)}`))
    if (times > 0) return { salon: salon.id, services: shortest, times }
  }
  throw new Error(`No stylist at salon ${salon.id} has time next week for two of their services`)
}

/** @param {string} base e.g. http://127.0.0.1:3200 */
export async function benchBookingApi(base, { seconds = 10 } = {}) {
  const q = await pickQuery(base)
  const freeTimeUrl = `${base}${freeTimePath(q.salon, q.services)}`
  const rows = [
    {
      name: `Free time (1 salon, 2 services, 7 days, any stylist; ${q.times} times offered)`,
      path: freeTimeUrl.slice(base.length),
    },
    { name: "A salon's services", path: `/api/booking/services?location=${q.salon}` },
    {
      name: 'Stylists who perform both services',
      path: `/api/booking/employees?location=${q.salon}&services=${q.services.join(',')}`,
    },
  ]
  const results = []
  for (const row of rows)
    results.push({ ...row, ...(await measureGet(`${base}${row.path}`, { connections: CONNECTIONS, seconds })) })
  return results
}

/** The report section. */
export function bookingApiSection(results) {
  return [
    `## Booking API at ${CONNECTIONS} concurrent connections`,
    '',
    `autocannon, ${results[0]?.seconds ?? 10} s per endpoint after a 2 s warm-up (goal p99 ≤ 100 ms on SQLite).`,
    '',
    '| Endpoint | p50 | p99 | Requests/s | Non-2xx / errors |',
    '|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.name} (\`${r.path.split('?')[0]}\`) | ${r.p50} ms | ${r.p99} ms | ${Math.round(r.rps)} | ${r.non2xx} / ${r.errors} |`,
    ),
    '',
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] || `http://127.0.0.1:${process.env.BENCH_PORT || 3200}`
  const results = await benchBookingApi(base, { seconds: Number(process.env.BENCH_SECONDS || 10) })
  console.log(bookingApiSection(results).join('\n'))
}
