/**
 * The salon's export (issue 31) on SQLite and PostgreSQL: a visit booked and paid online, a desk sale
 * refunded onto the client's balance, a client whose name a spreadsheet would run — written by
 * `exportSalon` into a folder and read back as any other system would read it (CSV with a header,
 * amounts in pounds, ISO dates, formula-safe cells, the content in both languages, the media, a
 * manifest whose rows and checksums match the files); and downloaded as one zip by an admin only,
 * logged in the data log.
 */
import { createHash, randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { parse } from 'csv-parse/sync'
import { unzipSync } from 'fflate'
import { afterAll, describe, expect, it } from 'vitest'

import { DEMO_ADMIN } from '../helpers/admin'
import { deleteAppointments, freeStarts, freshIp, freshPhone, signedInVisitor } from '../helpers/booking'
import { paymentsFile } from '../helpers/payments'

const { ctx, staff, bookAndPay, slot, book } = paymentsFile(880, '100.64.84')

const folders: string[] = []
afterAll(async () => {
  for (const f of folders) await rm(f, { recursive: true, force: true })
})

async function newFolder() {
  const folder = await mkdtemp(join(tmpdir(), 'parlour-export-test-'))
  folders.push(folder)
  return join(folder, 'out')
}

type Row = Record<string, string>
const table = (text: string): Row[] => parse(text, { columns: true, bom: true, skip_empty_lines: true })
const read = async (folder: string, file: string) => table(await readFile(join(folder, file), 'utf8'))

describe('the salon’s export', () => {
  it('writes every table, the content and the media, and a manifest that matches them', async () => {
    const booked = await bookAndPay(150)
    const clientId = String(booked.client.clientId)
    const phone = (await ctx.payload.findByID({ collection: 'clients', id: Number(clientId), overrideAccess: true }))
      .phone
    await ctx.payload.update({
      collection: 'clients',
      id: Number(clientId),
      data: { firstName: '=HYPERLINK("http://evil.example")', lastName: 'Ковальчук', staffNotes: 'Prefers mornings' },
      overrideAccess: true,
    })
    const desk = await staff()
    const salon = String(booked.salon.id)
    const sold = await desk('POST', '/api/staff/sales', {
      key: randomUUID(),
      salon,
      client: clientId,
      lines: [{ kind: 'product', description: 'Argan oil 100 ml', price: 18.5 }],
      tenders: [{ method: 'cash', amount: 18.5 }],
    })
    expect(sold.status, sold.text).toBe(201)
    const refund = await desk('POST', `/api/staff/sales/${sold.json.sale.id}/refunds`, {
      key: randomUUID(),
      method: 'balance',
      amount: 4.25,
      reason: 'Kept for next time',
    })
    expect(refund.status, refund.text).toBe(201)

    const { exportSalon } = await import('@/features/export')
    const { getEnv } = await import('@/platform/env')
    const folder = await newFolder()
    const manifest = await exportSalon(ctx.payload, folder, { mediaDir: getEnv().mediaDir })

    // Every file the manifest names is there, with its size, rows and checksum.
    for (const file of manifest.files) {
      const bytes = await readFile(join(folder, file.path))
      expect(bytes.length, file.path).toBe(file.bytes)
      expect(createHash('sha256').update(bytes).digest('hex'), file.path).toBe(file.sha256)
      if (file.path.endsWith('.csv')) expect(table(bytes.toString('utf8')).length, file.path).toBe(file.rows)
    }
    const csvs = manifest.files.filter((f) => f.path.endsWith('.csv')).map((f) => f.path)
    expect(csvs.sort()).toEqual(
      [
        'balances.csv',
        'blocked-time.csv',
        'clients.csv',
        'desk-payments.csv',
        'payments.csv',
        'refunds.csv',
        'reviews.csv',
        'sales.csv',
        'staff-notes.csv',
        'visit-services.csv',
        'visits.csv',
        'voucher-ledger.csv',
        'vouchers.csv',
        'working-hours.csv',
      ].sort(),
    )

    // The client: the name a spreadsheet would run is text, the Ukrainian one intact, the phone E.164.
    const client = (await read(folder, 'clients.csv')).find((c) => c.id === clientId)!
    expect(client).toMatchObject({
      first_name: '\'=HYPERLINK("http://evil.example")',
      last_name: 'Ковальчук',
      phone,
      notes: 'Prefers mornings',
    })
    expect(new Date(client.created_at!).toISOString()).toBe(client.created_at)
    expect(await read(folder, 'staff-notes.csv')).toContainEqual({
      about: 'client',
      id: clientId,
      note: 'Prefers mornings',
    })

    // The visit, its service with its price in pounds, and what Stripe took for it.
    const visit = (await read(folder, 'visits.csv')).find((v) => v.id === booked.id)!
    expect(visit).toMatchObject({ client_id: clientId, client_phone: phone, state: 'planned' })
    const items = (await read(folder, 'visit-services.csv')).filter((i) => i.visit_id === booked.id)
    expect(items).toHaveLength(1)
    const price = booked.service.prices![0]!.price!
    expect(items[0]).toMatchObject({ service_id: String(booked.service.id), price: price.toFixed(2), position: '1' })
    const paid = (await read(folder, 'payments.csv')).filter((p) => p.visit_id === booked.id)
    expect(paid).toEqual([expect.objectContaining({ kind: 'prepayment', amount: price.toFixed(2), currency: 'gbp' })])

    // The desk: the sale, its cash and its refund onto the balance, the balance's move.
    const sale = (await read(folder, 'sales.csv')).find((s) => s.client_id === clientId)!
    expect(sale).toMatchObject({ total: '18.50', due: '18.50', status: 'closed' })
    const entries = (await read(folder, 'desk-payments.csv')).filter((e) => e.sale === sale.number)
    expect(entries.map((e) => [e.kind, e.method, e.amount])).toEqual([
      ['payment', 'cash', '18.50'],
      ['refund', 'balance', '-4.25'],
    ])
    expect((await read(folder, 'refunds.csv')).filter((r) => r.sale === sale.number)).toEqual([
      expect.objectContaining({ source: 'desk', amount: '4.25', method: 'balance', note: 'Kept for next time' }),
    ])
    expect((await read(folder, 'balances.csv')).filter((b) => b.client_id === clientId)).toEqual([
      expect.objectContaining({ account: 'balance', amount: '4.25', after: '4.25', sale: sale.number }),
    ])

    // Hours: each stylist's weekly rows, by salon name.
    const hours = await read(folder, 'working-hours.csv')
    expect(hours.some((h) => h.kind === 'weekly' && /^[1-7]$/.test(h.weekday!) && h.salon)).toBe(true)

    // The content in both languages, and the media files.
    const services = JSON.parse(await readFile(join(folder, 'content', 'services.json'), 'utf8')) as {
      id: number
      title: { en: string; uk?: string }
    }[]
    const service = services.find((s) => s.id === Number(booked.service.id))!
    expect(service.title.en).toBeTruthy()
    expect(service.title.uk).toBeTruthy()
    const settings = JSON.parse(await readFile(join(folder, 'content', 'booking-settings.json'), 'utf8'))
    expect(settings).toHaveProperty('prepayments')
    const media = manifest.files.filter((f) => f.path.startsWith('media/'))
    const stored = await readdir(getEnv().mediaDir, { recursive: true }).catch(() => [] as string[])
    expect(media.length).toBe(stored.filter((f) => /\.\w+$/.test(f)).length)
  })

  it('refuses a folder that holds anything, and writes nothing there', async () => {
    const { exportSalon } = await import('@/features/export')
    const folder = await newFolder()
    const { mkdir } = await import('node:fs/promises')
    await mkdir(folder)
    await writeFile(join(folder, 'keep.txt'), 'mine')
    await expect(exportSalon(ctx.payload, folder, { mediaDir: '/nonexistent' })).rejects.toThrow(/is not empty/)
    expect(await readdir(folder)).toEqual(['keep.txt'])
  })

  it('is downloaded as one zip by an admin only, and each download is logged', async () => {
    const anonymous = await fetch(`${ctx.server.url}/api/staff/export`)
    expect(anonymous.status).toBe(401)
    const editor = await ctx.payload.create({
      collection: 'users',
      data: {
        email: `editor-${randomUUID()}@parlour.example`,
        password: 'editor-password-123',
        name: 'Editor',
        roles: ['editor'],
      },
      overrideAccess: true,
    })
    try {
      const asEditor = await staff({ email: editor.email, password: 'editor-password-123' })
      expect((await asEditor('GET', '/api/staff/export')).status).toBe(403)
    } finally {
      await ctx.payload.delete({ collection: 'users', id: editor.id, overrideAccess: true })
    }
    const before = (await ctx.payload.count({ collection: 'data-log', overrideAccess: true })).totalDocs
    const { token } = await ctx.payload.login({ collection: 'users', data: DEMO_ADMIN })
    const response = await fetch(`${ctx.server.url}/api/staff/export`, { headers: { authorization: `JWT ${token}` } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/zip')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="parlour-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    )
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()))
    const manifest = JSON.parse(new TextDecoder().decode(files['manifest.json'])) as {
      files: { path: string; sha256: string }[]
    }
    for (const f of manifest.files.slice(0, 20)) {
      const bytes = files[f.path]
      expect(bytes, f.path).toBeDefined()
      expect(createHash('sha256').update(bytes!).digest('hex')).toBe(f.sha256)
    }
    expect(table(new TextDecoder().decode(files['clients.csv'])).length).toBeGreaterThan(0)
    expect((await ctx.payload.count({ collection: 'data-log', overrideAccess: true })).totalDocs).toBe(before + 1)
  })
})

describe('a client’s own data', () => {
  it('downloads as JSON and as CSV files in a zip, only their own, and each download is logged', async () => {
    const booked = await bookAndPay(151)
    const other = await bookAndPay(152)
    const clientId = String(booked.client.clientId)
    const phone = (await ctx.payload.findByID({ collection: 'clients', id: Number(clientId), overrideAccess: true }))
      .phone
    const otherPhone = (
      await ctx.payload.findByID({ collection: 'clients', id: Number(other.client.clientId), overrideAccess: true })
    ).phone

    expect((await fetch(`${ctx.server.url}/api/my-data`)).status).toBe(401)
    expect((await booked.client.get('/api/my-data?format=xml')).status).toBe(400)

    const json = await booked.client.get('/api/my-data')
    expect(json.status).toBe(200)
    expect(json.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/)
    const data = json.json as {
      profile: { id: string; phone: string }
      visits: { id: string; services: { service: string; price: number }[] }[]
      payments: { where: string; kind: string; amount: number; visit: string }[]
      texts: { kind: string; body: string }[]
    }
    expect(data.profile).toMatchObject({ id: clientId, phone })
    expect(data.visits.map((v) => v.id)).toEqual([booked.id])
    const price = booked.service.prices![0]!.price!
    expect(data.visits[0]!.services).toEqual([expect.objectContaining({ price })])
    expect(data.payments).toContainEqual(
      expect.objectContaining({ where: 'online', kind: 'prepayment', amount: price, visit: booked.id }),
    )
    // The texts sent to their phone (the sign-in code at least), and nothing of the other client's.
    expect(data.texts.some((t) => t.kind === 'code')).toBe(true)
    expect(JSON.stringify(data)).not.toContain(otherPhone)
    expect(data.payments.map((p) => p.visit)).not.toContain(other.id)

    const zip = await fetch(`${ctx.server.url}/api/my-data?format=csv`, { headers: { cookie: booked.client.cookie } })
    expect(zip.status).toBe(200)
    expect(zip.headers.get('content-type')).toBe('application/zip')
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()))
    expect(Object.keys(files).sort()).toEqual(
      [
        'balance',
        'consents',
        'favourites',
        'payments',
        'profile',
        'reviews',
        'texts',
        'visits',
        'vouchers',
        'waitlist',
      ].map((f) => `${f}.csv`),
    )
    expect(table(new TextDecoder().decode(files['profile.csv']))).toEqual([
      expect.objectContaining({ id: clientId, phone }),
    ])
    expect(table(new TextDecoder().decode(files['visits.csv']))).toEqual([expect.objectContaining({ id: booked.id })])

    const logged = await ctx.payload.find({
      collection: 'data-log',
      where: { and: [{ kind: { equals: 'client-download' } }, { client: { equals: Number(clientId) } }] },
      overrideAccess: true,
    })
    expect(logged.docs.map((d) => d.note).sort()).toEqual(['CSV', 'JSON'])
  })
})

/**
 * A visit of two services with two stylists, one after the other (the second starts at the first
 * time the second stylist is free once the first service ends), about 170 days ahead.
 */
async function twoServiceVisit(clientId: number) {
  const { localToInstant } = await import('@/features/booking/kit')
  const first = await freeStarts(ctx.payload, 'james-whitmore', 170)
  const second = await freeStarts(ctx.payload, 'mei-chen', 170)
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3))
  for (const day of first.days) {
    const later = second.days.find((d) => d.date === day.date)?.times ?? []
    for (const time of day.times) {
      const next = later.find((t) => minutes(t) >= minutes(time) + first.service.duration)
      if (!next) continue
      const at = (t: string) => localToInstant(day.date as never, t as never, first.salon.timezone)!.toISOString()
      const visit = await ctx.payload.create({
        collection: 'appointments',
        data: {
          salon: first.salon.id,
          client: clientId,
          state: 'confirmed',
          source: 'front-desk',
          items: [
            {
              service: first.service.id,
              stylist: first.stylist.id,
              start: at(time),
              duration: first.service.duration,
              price: 42.5,
            },
            {
              service: second.service.id,
              stylist: second.stylist.id,
              start: at(next),
              duration: second.service.duration,
              price: 17,
            },
          ],
        },
        overrideAccess: true,
        depth: 0,
      })
      return String(visit.id)
    }
  }
  throw new Error(
    `No day with both stylists free one after the other (${first.days.length} and ${second.days.length} days)`,
  )
}

describe('a round trip', () => {
  it('brings a client and their visits back from the export into a diary without them, a visit of two services as one', async () => {
    const found = await slot(153)
    const me = await signedInVisitor(ctx.server.url, freshPhone(880), freshIp('100.64.84'))
    const { answer, id } = await book(me, found.body())
    expect(answer.status, JSON.stringify(answer.json)).toBe(201)
    const clientId = me.clientId
    const pair = await twoServiceVisit(clientId)
    const email = `round-trip-${randomUUID()}@example.com`
    await ctx.payload.update({
      collection: 'clients',
      id: clientId,
      data: { firstName: 'Rosa', lastName: 'Ковальчук', email, sex: 'female', noSmsMarketing: false },
      overrideAccess: true,
    })
    // She agreed to offers by text (not by email): the choice and its date go out and come back.
    const consent = await ctx.payload.findByID({ collection: 'clients', id: clientId, overrideAccess: true })
    expect(consent.marketingChangedAt).toBeTruthy()
    const { docs: before } = await ctx.payload.find({
      collection: 'appointments',
      where: { id: { in: [Number(id), Number(pair)] } },
      sort: 'start',
      overrideAccess: true,
      depth: 0,
    })
    expect(before.map((v) => v.items.length)).toEqual([1, 2])
    const phone = (await ctx.payload.findByID({ collection: 'clients', id: clientId, overrideAccess: true })).phone

    const { exportSalon } = await import('@/features/export')
    const { getEnv } = await import('@/platform/env')
    const folder = await newFolder()
    await exportSalon(ctx.payload, folder, { mediaDir: getEnv().mediaDir })
    // This client's rows of the two files, as another Parlour would receive them.
    const only = async (file: string, column: string) => {
      const [header, ...lines] = (await readFile(join(folder, file), 'utf8')).split('\r\n')
      const index = header!
        .replace(/^\uFEFF/, '')
        .split(',')
        .indexOf(column)
      return [header, ...lines.filter((l) => l.split(',')[index] === phone)].join('\r\n') + '\r\n'
    }
    const clientsCsv = await only('clients.csv', 'phone')
    const visitsCsv = await only('visit-services.csv', 'client_phone')
    // The header, the one-service visit's row and the two-service visit's two rows.
    expect(visitsCsv.split('\r\n').filter(Boolean)).toHaveLength(4)

    // The client and their visit are gone from the diary…
    await deleteAppointments(ctx.payload, [id, pair])
    ctx.made.splice(ctx.made.indexOf(id), 1)
    // What else names the client (its sign-in sessions, a booking system's grant) goes with it.
    for (const collection of ['sessions', 'provider-grants'] as const)
      await ctx.payload.delete({ collection, where: { client: { equals: clientId } }, overrideAccess: true })
    await ctx.payload.delete({ collection: 'clients', id: clientId, overrideAccess: true })

    // …and come back from the export's files.
    const { importClients } = await import('@/features/import/kit')
    const clients = await importClients(ctx.payload, Readable.from([clientsCsv]), { dryRun: false })
    expect(clients.clients).toMatchObject({ created: 1 })
    const visits = await importClients(ctx.payload, Readable.from([visitsCsv]), { dryRun: false })
    expect(visits.visits, JSON.stringify(visits)).toMatchObject({ booked: 2, conflicts: 0, unmatched: 0 })
    // The same file again changes nothing.
    const twice = await importClients(ctx.payload, Readable.from([visitsCsv]), { dryRun: false })
    expect(twice.visits).toMatchObject({ booked: 0, unchanged: 2 })

    const back = (
      await ctx.payload.find({ collection: 'clients', where: { phone: { equals: phone } }, overrideAccess: true })
    ).docs[0]!
    expect(back).toMatchObject({
      firstName: 'Rosa',
      lastName: 'Ковальчук',
      email,
      sex: 'female',
      noSmsMarketing: false,
      noEmailMarketing: true,
      marketingChangedAt: consent.marketingChangedAt,
    })
    const again = (
      await ctx.payload.find({
        collection: 'appointments',
        where: { client: { equals: back.id } },
        sort: 'start',
        overrideAccess: true,
        depth: 0,
      })
    ).docs
    ctx.made.push(...again.map((v) => String(v.id)))
    // The same visits with the same services, stylists, times and prices (booked again as planned).
    const shape = (v: (typeof before)[number]) => ({
      date: v.date,
      start: v.start,
      end: v.end,
      items: v.items.map((i) => [i.service, i.stylist, i.start, i.duration, i.price]),
    })
    expect(again.map(shape)).toEqual(before.map(shape))
    expect(again.map((v) => v.state)).toEqual(['planned', 'planned'])
  })
})
