/**
 * Malformed requests against the production server: at least 10,000 of them across the site's
 * pages, the booking and auth APIs, the callback endpoint, Payload's REST and auth routes (every
 * collection and global, anonymous and as the demo admin), media and `/_next/image`, the staff
 * API, control characters, client-address headers and oversized bodies. None may answer 5xx, go
 * unanswered or show a stack trace, and the server must answer normally afterwards. The counts
 * are printed. Its log must show refusals without stacks and no query parameters or emails.
 *
 * Runs as the `fuzz` stage of `npm test` (scripts/test.mjs), which prepares a database and the
 * production build; the server is started here with its own SMS outbox and TRUST_PROXY=1 so that
 * the requests come from many addresses and reach past the per-address limits.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { fuzzCases, type Family, type FuzzCase } from './cases'
import { send, type RawAnswer } from './raw-http'
import type { Schema } from './rest-cases'

const TOTAL = Number(process.env.FUZZ_REQUESTS || 10_500)
const SEED = Number(process.env.FUZZ_SEED || 20261123)
const CONCURRENCY = 6

let server: ChildProcess
let port = 0
let output = ''
let cookie = ''
let staffToken = ''
/** The server's output since `watchLog` started, when it did. */
let watched: string | null = null
const tmp = mkdtempSync(path.join(os.tmpdir(), 'parlour-fuzz-'))
const outboxFile = path.join(tmp, 'sms-outbox.jsonl')

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer()
    s.on('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => resolve(port))
    })
  })
}

async function startServer() {
  port = await freePort()
  server = spawn(process.execPath, ['server/serve.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...process.env, NODE_ENV: 'production', TRUST_PROXY: '1', SMS_OUTBOX_FILE: outboxFile, JOBS: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const collect = (c: Buffer) => {
    output = (output + c.toString()).slice(-200_000)
    if (watched !== null) watched += c.toString()
  }
  server.stdout!.on('data', collect)
  server.stderr!.on('data', collect)
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 120_000)
    server.stdout!.on('data', () => {
      if (output.includes('Ready on')) {
        clearTimeout(timer)
        resolve()
      }
    })
    server.on('exit', (code) => reject(new Error(`the server stopped (${code}):\n${output}`)))
  })
}

/** A signed-in client, the way the site signs one in: a code by text message, then the names. */
async function signIn(phone: string, address: string): Promise<string> {
  const base = `http://127.0.0.1:${port}`
  const post = (p: string, body: unknown) =>
    fetch(base + p, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    })
  const code = await post('/api/auth/code', { phone })
  expect(code.status).toBe(200)
  const { authId } = (await code.json()) as { authId: string }
  const text = readFileSync(outboxFile, 'utf8').trim().split('\n').at(-1)!
  const sms = /\b(\d{6})\b/.exec((JSON.parse(text) as { body: string }).body)![1]
  const verified = await post('/api/auth/verify', { authId, code: sms, firstname: 'Fuzz', lastname: 'Tester' })
  expect(verified.status).toBe(200)
  return verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

/** The demo admin (seeded with DEMO_CONTENT=on) signs in through Payload's REST login. */
async function staffSignIn(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@parlour.example', password: 'parlour-demo' }),
  })
  expect(response.status).toBe(200)
  const { token } = (await response.json()) as { token?: string }
  expect(token).toBeTruthy()
  return token!
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? routeFiles(full) : name === 'route.ts' ? [full] : []
  })
}

/** Collections and their fields, globals (the Payload config), staff routes (the route files), media files. */
async function readSchema(): Promise<Schema> {
  const config = await (await import('@payload-config')).default
  const app = path.resolve('src/app')
  const staffRoutes = routeFiles(path.join(app, 'api/staff')).flatMap((file) => {
    const template = `/${path.relative(app, path.dirname(file)).split(path.sep).join('/')}`.replace(/\[(\w+)\]/g, ':$1')
    const methods = [...readFileSync(file, 'utf8').matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b/g)]
    return methods.map((m) => [m[1]!, template] as [string, string])
  })
  const mediaDir = process.env.MEDIA_DIR ?? ''
  let mediaFiles: string[] = []
  try {
    mediaFiles = readdirSync(mediaDir)
      .filter((f) => statSync(path.join(mediaDir, f)).isFile())
      .slice(0, 40)
  } catch {
    mediaFiles = []
  }
  return {
    collections: config.collections.map((c) => ({
      slug: c.slug,
      fields: c.flattenedFields.map((f) => ({ name: f.name, type: f.type })),
    })),
    globals: config.globals.map((g) => g.slug),
    staffRoutes,
    mediaFiles,
  }
}

/** What must never be in an answer: a stack frame, a file of ours or a library's, an error class. */
const LEAKS = [
  /\n\s+at [^\n]*\(?[^\n]*:\d+:\d+\)?/,
  /node_modules[\\/]/,
  /\/work\/|\/src\/(app|lib|booking|auth)\//,
  /\b(TypeError|ReferenceError|RangeError|URIError|DrizzleQueryError|SqliteError|ZodError)\b/,
]

interface Failure {
  family: Family
  request: string
  problem: string
}

function describeCase(c: FuzzCase) {
  const target = c.target.length > 160 ? `${c.target.slice(0, 160)}… (${c.target.length} chars)` : c.target
  const headers = (c.headers ?? []).map(([k, v]) => `${k}: ${v.length > 80 ? `${v.slice(0, 80)}…` : v}`).join(' | ')
  const body = c.body === undefined ? '' : ` body ${String(c.body).length} chars: ${String(c.body).slice(0, 80)}`
  return `${c.method} ${target}${headers ? ` [${headers}]` : ''}${body}`
}

function check(c: FuzzCase, a: RawAnswer): string | null {
  if (!a.ok) return `no answer: ${a.error} ${a.received}`
  if (a.status >= 500) return `status ${a.status}: ${a.body.slice(0, 300)}`
  for (const leak of LEAKS) {
    const hit = leak.exec(a.body) ?? leak.exec(a.head)
    if (hit) return `status ${a.status} shows ${JSON.stringify(hit[0].slice(0, 120))}`
  }
  return null
}

beforeAll(async () => {
  await startServer()
  cookie = await signIn('+447700900777', '10.255.255.1')
  staffToken = await staffSignIn()
}, 180_000)

afterAll(() => {
  server?.kill('SIGTERM')
  rmSync(tmp, { recursive: true, force: true })
})

describe('malformed requests', () => {
  it(`${TOTAL} requests across every route family: no 5xx, no stack trace, always an answer`, async () => {
    const schema = await readSchema()
    expect(schema.collections.length).toBeGreaterThan(25)
    expect(schema.globals.length).toBeGreaterThan(0)
    expect(schema.staffRoutes.length).toBeGreaterThanOrEqual(14)
    const cases = fuzzCases(SEED, TOTAL, schema)
    const statuses = new Map<Family, Map<string, number>>()
    const failures: Failure[] = []
    let nextIndex = 0
    const started = Date.now()
    async function worker() {
      while (nextIndex < cases.length) {
        const c = cases[nextIndex++]!
        const headers = [...(c.headers ?? [])]
        if (c.signedIn && cookie) headers.push(['Cookie', cookie])
        if (c.staff && staffToken) headers.push(['Authorization', `JWT ${staffToken}`])
        const answer = await send(port, { ...c, headers })
        const seen = statuses.get(c.family) ?? new Map<string, number>()
        statuses.set(c.family, seen)
        const key = answer.ok ? String(answer.status) : 'no answer'
        seen.set(key, (seen.get(key) ?? 0) + 1)
        const problem = check(c, answer)
        if (problem) failures.push({ family: c.family, request: describeCase(c), problem })
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))

    const seconds = ((Date.now() - started) / 1000).toFixed(0)
    const lines = [`fuzz: ${cases.length} requests in ${seconds} s (seed ${SEED}), ${failures.length} failures`]
    for (const [family, seen] of statuses) {
      const count = [...seen.values()].reduce((a, b) => a + b, 0)
      const by = [...seen.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([s, n]) => `${s}×${n}`)
      lines.push(`  ${family.padEnd(13)} ${String(count).padStart(5)}: ${by.join(' ')}`)
    }
    console.log(lines.join('\n'))
    if (failures.length) {
      console.log(
        failures
          .slice(0, 30)
          .map((f) => `✗ [${f.family}] ${f.request}\n    → ${f.problem}`)
          .join('\n'),
      )
      console.log(`server output (last lines):\n${output.split('\n').slice(-40).join('\n')}`)
    }
    expect(cases.length).toBeGreaterThanOrEqual(10_000)
    expect(failures.map((f) => `${f.request} → ${f.problem}`).slice(0, 10)).toEqual([])
  }, 1_800_000)

  it('leaves the server answering normally', async () => {
    const home = await send(port, { method: 'GET', target: '/' })
    expect(home.ok && home.status).toBe(200)
    expect(home.ok && home.body).toContain('<html lang="en"')
    const salons = await fetch(`http://127.0.0.1:${port}/api/booking/locations`)
    expect(salons.status).toBe(200)
    expect(((await salons.json()) as unknown[]).length).toBeGreaterThan(0)
    // The fuzz signed its client out on the way (it sends sign-out too): sign in again.
    const fresh = await signIn('+447700900778', '10.255.255.2')
    const me = await fetch(`http://127.0.0.1:${port}/api/auth/me`, { headers: { cookie: fresh } })
    expect(me.status).toBe(200)
    expect(((await me.json()) as { client: { firstName: string } }).client.firstName).toBe('Fuzz')
    // The staff session the fuzz used is still good, and the admin account as it was.
    const admin = await fetch(`http://127.0.0.1:${port}/api/users/me`, {
      headers: { authorization: `JWT ${staffToken}` },
    })
    expect(((await admin.json()) as { user?: { email?: string } }).user?.email).toBe('demo@parlour.example')
  })

  it('logs refusals as one line without a stack, and no query parameters or emails', async () => {
    const email = 'fuzz.person@example.com'
    const base = `http://127.0.0.1:${port}`
    const staff = { authorization: `JWT ${staffToken}` }
    watched = ''
    const answers = [
      await fetch(`${base}/api/users?where[email][equals]=${email}&where[id][in]=1,x`, { headers: staff }),
      await fetch(`${base}/api/services?where[createdAt][greater_than]=notadate`, { headers: staff }),
      await fetch(`${base}/api/services/2147483000`, { headers: staff }),
      await fetch(`${base}/api/media/file/missing-for-the-log.png`),
      // From an address of its own: the fuzz has spent its addresses' staff sign-in tries (429).
      await fetch(`${base}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.18.0.77' },
        body: JSON.stringify({ email, password: 'wrong-password' }),
      }),
    ]
    expect(answers.map((a) => a.status)).toEqual([400, 400, 404, 404, 401])
    // The last refusal's log line says the log has caught up (pino writes asynchronously).
    const deadline = Date.now() + 15_000
    while (!/email or password/i.test(watched) && Date.now() < deadline)
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, deadline - Date.now())
        server.stdout!.once('data', () => resolve(clearTimeout(timer)))
      })
    const log = watched
    watched = null
    expect(log).toMatch(/INFO.*Not Found/)
    expect(log).toMatch(/email or password/i)
    expect(log).not.toContain(email)
    expect(log).not.toMatch(/ERROR|\n\s+at |params:|missing-for-the-log|\/tmp\//)
    // Over the whole run: no query parameters and no address the fuzz sent as an email.
    expect(output).not.toMatch(/params: (?!\(not logged\))/)
    expect(output).not.toContain('nobody@example.com')
  })

  it('answers a malformed address with the whole 404 page in its language', async () => {
    for (const [target, lang, title] of [
      ['/employees/%ZZ/', 'en', 'Page not found'],
      ['/ua/services/%E0%A4%A/', 'uk', 'Сторінку не знайдено'],
      ['/blog/%/', 'en', 'Page not found'],
    ] as const) {
      const answer = await send(port, { method: 'GET', target, headers: [['Accept', 'text/html']] })
      expect(answer.ok && answer.status, target).toBe(404)
      const body = answer.ok ? answer.body : ''
      expect(body, target).toContain(`<html lang="${lang}"`)
      expect(body, target).not.toContain('__next_error__')
      expect(/<title>([^<]*)<\/title>/.exec(body)?.[1], target).toMatch(new RegExp(title))
    }
    const api = await send(port, { method: 'GET', target: '/api/booking/%ZZ' })
    expect(api.ok && api.status).toBe(404)
    const employees = await fetch(`http://127.0.0.1:${port}/api/booking/employees?location=abc`)
    expect(employees.status).toBe(400)
    expect(((await employees.json()) as { fields: Record<string, string> }).fields.location).toMatch(/whole number/)
  })
})
