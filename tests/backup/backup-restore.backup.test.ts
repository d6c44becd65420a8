/**
 * Backups that restore, on the real site: the production server (the build in NEXT_DIST_DIR) runs
 * on a freshly prepared database — SQLite, or PostgreSQL when TEST_DATABASE_URL names one (the
 * `backup` stage of npm test runs this file once for each). Twenty signed-in clients book through
 * the booking API without pause while `npm run backup` runs; the backup is restored with
 * `npm run restore` into a new database and media folder, the site is started on them, and:
 * every visit the site answered 201 before the backup began is there, and the restored site
 * answers a smoke test (home page, a service page, free times, the admin's sign-in, the clients'
 * own sessions and visits).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import Database from 'libsql'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sha256Of, filesUnder } from '@/features/backup/engine/files'
import { manifestSchema } from '@/features/backup'

import { signedInVisitor } from '../helpers/booking'
import { Visitor } from '../helpers/route-server'
import { startSite, type SiteProcess } from '../helpers/site-process'

const postgresUrl = process.env.TEST_DATABASE_URL || ''
const kind = postgresUrl ? 'postgres' : 'sqlite'
const DEMO_ADMIN = { email: 'demo@parlour.example', password: 'parlour-demo' }
const CLIENTS = 20
const DAY = 86_400_000

const tmp = mkdtempSync(path.join(os.tmpdir(), `parlour-backup-${kind}-`))
const outboxFile = path.join(tmp, 'sms-outbox.jsonl')
// tests/helpers/sms-outbox.ts reads the sign-in codes the site texts from here.
process.env.SMS_OUTBOX_FILE = outboxFile

/** The site's configuration on one database and media folder. */
const siteEnv = (databaseUrl: string, mediaDir: string): Record<string, string> => ({
  DATABASE_URL: databaseUrl,
  MEDIA_DIR: mediaDir,
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET!,
  DEMO_CONTENT: 'on',
  SMS_OUTBOX_FILE: outboxFile,
  EMAIL_OUTBOX_FILE: path.join(tmp, 'email-outbox.jsonl'),
  BACKUP_DIR: path.join(tmp, 'backups'),
  // Each client speaks from an address of its own (X-Forwarded-For), as behind deploy/'s nginx.
  TRUST_PROXY: '1',
})
const source = siteEnv(
  postgresUrl || `file:${path.join(tmp, 'source', 'parlour.db')}`,
  path.join(tmp, 'source', 'media'),
)

/** Runs a script of scripts/ as `npm run` does, with the site's configuration; its exit code and output. */
function runScript(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (c: Buffer) => (output += c.toString()))
    child.stderr.on('data', (c: Buffer) => (output += c.toString()))
    child.on('close', (code) => resolve({ code, output }))
  })
}

async function getJson<T>(base: string, pathname: string): Promise<T> {
  const response = await fetch(base + pathname)
  expect(response.status, `${pathname}: ${response.status}`).toBe(200)
  return (await response.json()) as T
}

const londonDate = (at: number) => new Date(at).toLocaleDateString('en-CA', { timeZone: 'Europe/London' })

interface Slot {
  stylist: string
  service: string
  date: string
  time: string
}

/**
 * One free start a day for each Chelsea stylist (their shortest service), 7 to 68 days ahead, as
 * the site offers them now.
 */
async function freeSlots(base: string): Promise<{ salon: string; slots: Slot[][] }> {
  const locations = await getJson<{ id: string; slug: string }[]>(base, '/api/booking/locations')
  const salon = locations.find((l) => l.slug === 'backstage-chelsea')!.id
  const services = await getJson<{ id: string; duration: number }[]>(base, `/api/booking/services?location=${salon}`)
  const stylists = await getJson<{ id: string; services: string[] }[]>(base, `/api/booking/employees?location=${salon}`)
  const from = londonDate(Date.now() + 7 * DAY)
  const to = londonDate(Date.now() + 68 * DAY)
  const slots: Slot[][] = []
  for (const stylist of stylists) {
    const service = services.filter((s) => stylist.services.includes(s.id)).sort((a, b) => a.duration - b.duration)[0]
    if (!service) continue
    const free = await getJson<Record<string, Record<string, string[]>>>(
      base,
      `/api/booking/free-time?location=${salon}&services=${service.id}&from=${from}&to=${to}&employee=${stylist.id}`,
    )
    const days = Object.entries(free[stylist.id] ?? {}).filter(([, times]) => times.length)
    slots.push(days.map(([date, times]) => ({ stylist: stylist.id, service: service.id, date, time: times[0]! })))
  }
  return { salon, slots: slots.filter((s) => s.length) }
}

/** The rows of `appointments` with these ids in the restored database. */
async function appointmentsIn(databaseUrl: string, ids: string[]): Promise<Set<string>> {
  if (databaseUrl.startsWith('file:')) {
    const db = new Database(databaseUrl.slice('file:'.length))
    try {
      const rows = db.prepare('SELECT id FROM appointments').raw(true).all() as unknown[][]
      const found = new Set(rows.map((r) => String(r[0])))
      return new Set(ids.filter((id) => found.has(id)))
    } finally {
      db.close()
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ id: number }>('SELECT id FROM appointments WHERE id = ANY($1::int[])', [
      ids.map(Number),
    ])
    return new Set(rows.map((r) => String(r.id)))
  } finally {
    await client.end()
  }
}

/** A new, empty database to restore into: a file in a new folder, or a new PostgreSQL database. */
async function emptyDatabase(): Promise<string> {
  if (!postgresUrl) return `file:${path.join(tmp, 'restored', 'parlour.db')}`
  const client = new pg.Client({ connectionString: postgresUrl })
  await client.connect()
  try {
    await client.query('CREATE DATABASE parlour_restored')
  } finally {
    await client.end()
  }
  const url = new URL(postgresUrl)
  url.pathname = '/parlour_restored'
  return url.toString()
}

async function mediaChecksums(dir: string): Promise<Record<string, string>> {
  const sums: Record<string, string> = {}
  for (const f of await filesUnder(dir)) sums[f] = await sha256Of(path.join(dir, f))
  return sums
}

let site: SiteProcess | undefined
beforeAll(async () => {
  // The database as `npm start` prepares it: migrations and the demo content (with its images).
  const prepared = await runScript('node_modules/tsx/dist/cli.mjs', ['scripts/prepare.ts'], source)
  expect(prepared.code, prepared.output).toBe(0)
})
afterAll(async () => {
  await site?.stop()
  rmSync(tmp, { recursive: true, force: true })
})

describe(`a backup taken while 20 clients book (${kind})`, () => {
  it('restores every visit booked before it began, and the restored site works', async () => {
    site = await startSite(source)
    const a = site.url

    // The salon lets a client hold many upcoming visits, so each can go on booking for the whole backup.
    const admin = new Visitor(a, '100.64.131.250')
    const login = await admin.post('/api/users/login', DEMO_ADMIN)
    expect(login.status).toBe(200)
    const staff = { authorization: `JWT ${login.json.token as string}` }
    const limits = await admin.post(
      '/api/globals/booking-settings',
      { clientLimits: { servicesPerDay: 4, upcomingVisits: 100 } },
      staff,
    )
    expect(limits.status, JSON.stringify(limits.json)).toBe(200)

    const { salon, slots } = await freeSlots(a)
    expect(slots.length).toBeGreaterThan(1)
    const clients = []
    for (let i = 0; i < CLIENTS; i++)
      clients.push(await signedInVisitor(a, `+447700900${100 + i}`, `100.64.131.${i + 1}`))

    // Client i books stylist i mod S, on every m-th of that stylist's days: no two clients want one time.
    const plans = clients.map((_, i) => {
      const stylistSlots = slots[i % slots.length]!
      const sharing = Math.ceil((CLIENTS - (i % slots.length)) / slots.length)
      const k = Math.floor(i / slots.length)
      return stylistSlots.filter((_, j) => j % sharing === k)
    })
    expect(plans.every((p) => p.length >= 3)).toBe(true)

    const booked: { id: string; client: number }[] = []
    // Under load the site may ask a client to come back (503, reason busy: its admission control on
    // a loaded machine); that is not a booking, and anything else but 201 is a failure.
    let busy = 0
    const refused: string[] = []
    let stop = false
    let firstRound: () => void = () => {}
    const firstRoundDone = new Promise<void>((resolve) => (firstRound = resolve))
    const loops = clients.map(async (client, i) => {
      for (const slot of plans[i]!) {
        if (stop) return
        const r = await client.post('/api/booking/appointments', {
          location: salon,
          start: `${slot.date}T${slot.time}`,
          items: [{ service: slot.service, employee: slot.stylist }],
        })
        if (r.status === 503 && r.json.reason === 'busy') busy++
        else if (r.status !== 201) refused.push(`${r.status} ${JSON.stringify(r.json)}`)
        else booked.push({ id: String((r.json.appointment as { id: string }).id), client: i })
        if (booked.length >= CLIENTS) firstRound()
      }
    })

    // The backup begins once the site has booked a visit for each client on average; they keep booking.
    await Promise.race([firstRoundDone, Promise.all(loops)])
    // What the site had answered 201 when the backup began, and by the time it ended.
    const before = [...booked]
    const backup = await runScript('scripts/backup.mjs', [], source)
    const during = booked.slice(before.length)
    stop = true
    await Promise.all(loops)
    expect(backup.code, backup.output).toBe(0)
    console.log(
      `${kind}: ${before.length} visits answered 201 before the backup began, ${during.length} while it ran, ${booked.length} in all; ${busy} answered 503 busy`,
    )
    expect(refused).toEqual([])
    expect(before.length).toBeGreaterThanOrEqual(CLIENTS)
    // The site kept taking bookings while the backup ran.
    expect(during.length).toBeGreaterThan(0)

    const folder = /\[backup\] written: (.+)/.exec(backup.output)![1]!.trim()
    const manifest = manifestSchema.parse(JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')))
    expect(manifest.database.kind).toBe(kind)
    expect(manifest.counts.appointments).toBeGreaterThanOrEqual(before.length)
    expect(manifest.media.files.length).toBeGreaterThan(0)
    const sourceMedia = await mediaChecksums(source.MEDIA_DIR!)
    await site.stop()
    site = undefined

    // Restored into a new database and media folder.
    const restored = siteEnv(await emptyDatabase(), path.join(tmp, 'restored', 'media'))
    const restore = await runScript('scripts/restore.mjs', [folder], restored)
    expect(restore.code, restore.output).toBe(0)
    // A second restore onto what is now there is refused, saying how to replace it.
    const again = await runScript('scripts/restore.mjs', [folder], restored)
    expect(again.code).not.toBe(0)
    expect(again.output).toMatch(/Not restored: .* already hold data\. .*add --force/)

    // Every visit answered 201 before the backup began is in the restored database.
    const present = await appointmentsIn(
      restored.DATABASE_URL!,
      before.map((b) => b.id),
    )
    expect(before.filter((b) => !present.has(b.id)).map((b) => b.id)).toEqual([])
    expect(await mediaChecksums(restored.MEDIA_DIR!)).toEqual(sourceMedia)

    // The site on the restored data.
    site = await startSite(restored)
    const b = site.url
    expect((await fetch(`${b}/`)).status).toBe(200)
    const servicePage = await fetch(`${b}/services/female/hair/colouring/air-touch/`)
    expect(servicePage.status).toBe(200)
    expect(/<h1>([^<]*)<\/h1>/.exec(await servicePage.text())?.[1]).toBe('AirTouch Colouring')
    const from = londonDate(Date.now() + 7 * DAY)
    const to = londonDate(Date.now() + 20 * DAY)
    const stylist = slots[0]![0]!
    const free = await getJson<Record<string, Record<string, string[]>>>(
      b,
      `/api/booking/free-time?location=${salon}&services=${stylist.service}&from=${from}&to=${to}&employee=${stylist.stylist}`,
    )
    expect(Object.keys(free)).toEqual([stylist.stylist])
    const staffAgain = new Visitor(b, '100.64.131.251')
    const signedIn = await staffAgain.post('/api/users/login', DEMO_ADMIN)
    expect(signedIn.status).toBe(200)
    const me = await fetch(`${b}/api/users/me`, { headers: { authorization: `JWT ${signedIn.json.token as string}` } })
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(DEMO_ADMIN.email)

    // Each client is still signed in on the restored site and sees the visits booked before the backup.
    for (const [i, client] of clients.entries()) {
      const there = Object.assign(new Visitor(b, client.ip), { cookie: client.cookie })
      const mine = await there.get('/api/booking/appointments')
      expect(mine.status).toBe(200)
      const ids = new Set((mine.json.appointments as { id: string }[]).map((v) => String(v.id)))
      expect(before.filter((v) => v.client === i && !ids.has(v.id)).map((v) => v.id)).toEqual([])
    }
  })
})
