/**
 * Many signed-in clients asking for the same time at once (issue 32): the cluster test fires 1,000
 * attempts and asserts what each answer is, the bench fires 5,000 and reports how many of each and
 * how long they took. Plain JavaScript with Node built-ins, loopback addresses only.
 */
import { readFileSync } from 'node:fs'

function loopbackOnly(base) {
  const host = new URL(base).hostname
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host))
    throw new Error(`Refusing to load ${base}: not loopback`)
}

async function post(base, path, body, headers = {}) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  const json = await response.json().catch(() => ({}))
  return { status: response.status, headers: response.headers, json }
}

/** The newest sign-in code texted to `phone`, from the outbox file both instances write. */
function codeFor(outboxFile, phone) {
  const lines = readFileSync(outboxFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
  const text = lines.filter((m) => m.to === phone && /sign-in code/.test(m.body)).at(-1)
  const code = text && /\b(\d{6})\b/.exec(text.body)?.[1]
  if (!code) throw new Error(`No sign-in code was texted to ${phone}`)
  return code
}

/**
 * `count` clients who register and sign in with a texted code on instance `base` (each from an
 * address of its own: the instances trust one proxy and take the last X-Forwarded-For entry).
 * Resolves to their session cookies (`parlour_session=…`).
 */
export async function signInClients({ base, count, outboxFile, firstPhone = 900 }) {
  loopbackOnly(base)
  const cookies = []
  for (let i = 0; i < count; i++) {
    // Ofcom's drama range, 07700 900000–900999: no real phone.
    const phone = `+447700900${String(firstPhone + i).padStart(3, '0')}`
    const from = { 'x-forwarded-for': `198.51.100.${(firstPhone + i) % 250}` }
    const sent = await post(base, '/api/auth/code', { phone }, from)
    if (sent.status !== 200) throw new Error(`A sign-in code for ${phone} was refused: ${sent.status}`)
    const asked = { authId: sent.json.authId, code: codeFor(outboxFile, phone) }
    let verified = await post(base, '/api/auth/verify', asked, from)
    if (verified.json.registrationRequired)
      verified = await post(base, '/api/auth/verify', { ...asked, firstname: 'Burst', lastname: 'Client' }, from)
    const cookie = (verified.headers.getSetCookie?.() ?? []).find((c) => c.startsWith('parlour_session='))
    if (verified.status !== 200 || !cookie) throw new Error(`${phone} was not signed in: ${verified.status}`)
    cookies.push(cookie.slice(0, cookie.indexOf(';')))
  }
  return cookies
}

/**
 * `attempts` bookings of one time, all sent at once, dealt in turn over `targets` (the proxy and
 * each instance) and the clients' `cookies`. Resolves to one answer per attempt:
 * { status (0: no answer), retryAfter, ms, target }.
 */
export async function bookingBurst({ targets, cookies, attempts, booking }) {
  for (const base of targets) loopbackOnly(base)
  const body = JSON.stringify(booking)
  return Promise.all(
    Array.from({ length: attempts }, async (_, i) => {
      const target = targets[i % targets.length]
      const started = performance.now()
      try {
        const response = await fetch(`${target}/api/booking/appointments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: cookies[i % cookies.length] },
          body,
        })
        const text = await response.text()
        const expected = [201, 409, 503].includes(response.status)
        return {
          status: response.status,
          // An answer none of the expected kinds: its body, for the report of what went wrong.
          ...(expected ? {} : { body: text.slice(0, 300) }),
          retryAfter: response.headers.get('retry-after'),
          ms: performance.now() - started,
          target,
        }
      } catch {
        return { status: 0, retryAfter: null, ms: performance.now() - started, target }
      }
    }),
  )
}

/** How many answers had each status, and the answers' latency (p50, p99, max, in ms). */
export function summarise(answers) {
  const byStatus = {}
  for (const a of answers) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1
  const ms = answers.map((a) => a.ms).sort((x, y) => x - y)
  const at = (q) => Math.round(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0)
  return { attempts: answers.length, byStatus, p50: at(0.5), p99: at(0.99), max: Math.round(ms.at(-1) ?? 0) }
}
