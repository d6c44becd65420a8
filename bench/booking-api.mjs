/**
 * Booking API under load: p50/p99 and requests/s at 50 concurrent connections for free time
 * (one salon, two services, 7 days, any stylist) and a salon's services. Used by bench/run.mjs;
 * run alone against a running server with `node bench/booking-api.mjs http://127.0.0.1:PORT`.
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

/** The demo's first salon and two of its services that at least one stylist performs together. */
async function pickQuery(base) {
  const [salon] = await getJson(`${base}/api/booking/locations`)
  if (!salon) throw new Error('No salon takes online bookings')
  const offered = new Set((await getJson(`${base}/api/booking/services?location=${salon.id}`)).map((s) => s.id))
  const employees = await getJson(`${base}/api/booking/employees?location=${salon.id}`)
  for (const e of employees) {
    const both = e.services.filter((id) => offered.has(id)).slice(0, 2)
    if (both.length === 2) return { salon: salon.id, services: both }
  }
  throw new Error(`No stylist at salon ${salon.id} performs two of its services`)
}

/** @param {string} base e.g. http://127.0.0.1:3200 */
export async function benchBookingApi(base, { seconds = 10 } = {}) {
  const q = await pickQuery(base)
  const freeTimeUrl =
    `${base}/api/booking/free-time?location=${q.salon}&services=${q.services.join(',')}` +
    `&from=${londonDate(1)}&to=${londonDate(7)}`
  const freeTime = await getJson(freeTimeUrl)
  if (Object.keys(freeTime).length === 0) throw new Error(`${freeTimeUrl} offered no stylist`)
  const rows = [
    { name: 'Free time (1 salon, 2 services, 7 days, any stylist)', path: freeTimeUrl.slice(base.length) },
    { name: "A salon's services", path: `/api/booking/services?location=${q.salon}` },
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
