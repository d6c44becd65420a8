/**
 * Moving in (issue 31) on SQLite and PostgreSQL: each platform's sample export
 * (tests/fixtures/import) imported into the real database — clients created with E.164 phones,
 * consent per channel, birthdays and counts; future visits booked with the service and stylist
 * matched by name in either language — and the same file a second time changing nothing. Rows that
 * cannot be read are skipped with their line and reason; names that match nothing are listed; a
 * visit whose time is taken in the diary is refused by the booking engine's own guard and listed.
 * Over HTTP: the admin's preview writes nothing, the import writes, other staff get 403.
 */
import { createReadStream, readFileSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { importClients, type ImportOptions } from '@/features/import/kit'
import { getEnv } from '@/platform/env'

import { DEMO_ADMIN } from '../helpers/admin'
import { testPayload } from '../helpers/payload'
import { startRouteServer, type RouteServer } from '../helpers/route-server'

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/import')

let payload: Payload
let server: RouteServer
let adminToken: string
let editorToken: string

beforeAll(async () => {
  payload = await testPayload()
  server = await startRouteServer(['api'])
  adminToken = (await payload.login({ collection: 'users', data: DEMO_ADMIN })).token!
  const editor = { email: 'import-editor@parlour.example', password: 'import-editor-pass-1' }
  await payload.create({
    collection: 'users',
    data: { ...editor, name: 'Editor', roles: ['editor'] },
    overrideAccess: true,
  })
  editorToken = (await payload.login({ collection: 'users', data: editor })).token!
})
afterAll(() => server?.close())

const run = (file: string, options: Partial<ImportOptions> = {}) =>
  importClients(payload, createReadStream(path.join(FIXTURES, file)), { dryRun: false, ...options })
const runText = (csv: string, options: Partial<ImportOptions> = {}) =>
  importClients(payload, Readable.from([csv]), { dryRun: false, ...options })

const count = async (collection: 'clients' | 'appointments') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

async function client(phone: string) {
  const { docs } = await payload.find({
    collection: 'clients',
    where: { phone: { equals: phone } },
    overrideAccess: true,
    depth: 0,
  })
  expect(docs, phone).toHaveLength(1)
  return docs[0]!
}

async function visitsOf(phone: string) {
  const c = await client(phone)
  const { docs } = await payload.find({
    collection: 'appointments',
    where: { client: { equals: c.id } },
    overrideAccess: true,
    depth: 1,
    sort: 'start',
  })
  return docs
}

/** Imports a file, then again: the second run finds everything and the database counts do not move. */
async function twice(file: string) {
  const first = await run(file)
  const before = { clients: await count('clients'), appointments: await count('appointments') }
  const second = await run(file)
  expect(second.clients).toEqual({ created: 0, updated: 0, unchanged: second.rows - second.skippedTotal })
  expect(second.visits.booked).toBe(0)
  expect(second.visits.unchanged).toBe(first.visits.booked + first.visits.unchanged)
  expect({ clients: await count('clients'), appointments: await count('appointments') }).toEqual(before)
  return first
}

describe('each platform’s export', () => {
  it('Fresha clients: phones, consent per channel, birthday, notes, the date they joined and their counts', async () => {
    const summary = await twice('fresha-clients.csv')
    expect(summary.format.id).toBe('fresha-clients')
    expect(summary.rows).toBe(3)
    expect(summary.skipped).toEqual([])
    const harriet = await client('+441134960101')
    expect(harriet).toMatchObject({
      firstName: 'Harriet',
      lastName: 'Moss',
      email: 'harriet.moss@example.com',
      sex: 'female',
      birthday: '1988-02-14',
      staffNotes: 'Prefers quiet appointments',
      noEmailMarketing: false,
      noSmsMarketing: true,
      clientSince: '2021-05-03',
      importedVisits: 23,
      importedNoShows: 1,
    })
    expect(await client('+441134960102')).toMatchObject({ sex: 'male', noEmailMarketing: true })
    expect(await client('+441134960103')).toMatchObject({ birthday: '1996-02-29', importedNoShows: 2 })
  })

  it('Fresha appointments: future visits booked by names in either language, an appointment’s bookings as one visit; cancelled and past ones not', async () => {
    await run('fresha-clients.csv')
    const summary = await twice('fresha-appointments.csv')
    expect(summary.format.id).toBe('fresha-appointments')
    expect(summary.visits).toMatchObject({ booked: 2, past: 1, notLive: 1, conflicts: 0, unmatched: 0 })
    expect(summary.salon?.title).toBe('Backstage Chelsea')
    const [visit] = await visitsOf('+441134960101')
    expect(visit).toMatchObject({
      state: 'planned',
      start: '2099-03-02T10:00:00.000Z',
      importKey: 'fresha:B-880101',
      salon: expect.objectContaining({ slug: 'backstage-chelsea' }),
    })
    expect(visit!.items[0]).toMatchObject({
      service: expect.objectContaining({ title: 'Wash & Blow-dry' }),
      stylist: expect.objectContaining({ name: 'Olivia Bennett' }),
      price: 45,
      duration: 60,
    })
    // Her second booking of the same appointment (A-550101) is the visit's second service.
    expect(visit!.items).toHaveLength(2)
    expect(visit!.items[1]).toMatchObject({
      service: expect.objectContaining({ title: 'Fringe Trim' }),
      stylist: expect.objectContaining({ name: 'James Whitmore' }),
      start: '2099-03-02T11:00:00.000Z',
      price: 15,
      duration: 15,
    })
    expect(visit!.end).toBe('2099-03-02T11:15:00.000Z')
    // A new client of the appointments file, her service and stylist written in Ukrainian.
    const [nadia] = await visitsOf('+441134960104')
    expect(nadia!.items[0]).toMatchObject({
      service: expect.objectContaining({ title: 'Fringe Trim' }),
      stylist: expect.objectContaining({ name: 'Amara Okafor' }),
      price: 15,
    })
    expect(nadia!.note).toBe('First visit at the new salon')
    expect(await client('+441134960104')).toMatchObject({ firstName: 'Nadia', lastName: 'Petrenko' })
    // Daniel's visits were cancelled or are history: none is in the diary.
    expect(await visitsOf('+441134960102')).toEqual([])
  })

  it('Booksy clients', async () => {
    const summary = await twice('booksy-clients.csv')
    expect(summary.format.id).toBe('booksy-clients')
    expect(summary.clients.created + summary.clients.updated + summary.clients.unchanged).toBe(2)
    expect(await client('+441144960201')).toMatchObject({
      firstName: 'Maja',
      birthday: '1991-07-30',
      clientSince: '2020-02-11',
      importedVisits: 31,
      noSmsMarketing: false,
    })
    expect(await client('+441144960202')).toMatchObject({
      email: 'tom.avery@example.com',
      sex: 'male',
      noSmsMarketing: true,
      noEmailMarketing: false,
      importedNoShows: 1,
    })
  })

  it('Square customers: month-first dates, a birthday without its year, the email subscription', async () => {
    const summary = await twice('square-clients.csv')
    expect(summary.format.id).toBe('square-clients')
    expect(await client('+441174960301')).toMatchObject({
      firstName: 'Priya',
      birthday: '--03-24',
      staffNotes: 'Balayage regular',
      noEmailMarketing: false,
      clientSince: '2023-05-14',
      importedVisits: 12,
    })
    expect(await client('+441174960302')).toMatchObject({ noEmailMarketing: true, birthday: '1985-11-02' })
  })

  it('Treatwell clients and bookings: a service that matches nothing is listed and not booked', async () => {
    const clients = await twice('treatwell-clients.csv')
    expect(clients.format.id).toBe('treatwell-clients')
    expect(await client('+441184960401')).toMatchObject({
      firstName: 'Grace',
      lastName: 'Whitfield',
      noEmailMarketing: false,
      clientSince: '2022-03-05',
    })
    expect(await client('+441184960402')).toMatchObject({ noEmailMarketing: true })
    const bookings = await twice('treatwell-appointments.csv')
    expect(bookings.format.id).toBe('treatwell-appointments')
    expect(bookings.visits).toMatchObject({ booked: 1, unmatched: 1 })
    expect(bookings.unmatched).toEqual({ services: ['Beard Sculpting'], stylists: [], salons: [] })
    const [grace] = await visitsOf('+441184960401')
    // 2:30 pm in London in April is 13:30 UTC (summer time).
    expect(grace).toMatchObject({ start: '2099-04-14T13:30:00.000Z', importKey: 'treatwell:TW-31870021' })
    expect(grace!.items[0]).toMatchObject({ price: 55, duration: 75 })
    expect(await visitsOf('+441184960402')).toEqual([])
  })
})

const MANUAL = 'name=Full Name,phone=Mobile,email=E-mail,date=Day,time=At,service=Treatment,stylist=With'
const manualMapOf = async (text = MANUAL) => {
  const { parseManualMap } = await import('@/features/import/kit')
  const parsed = parseManualMap(text)
  if (!parsed.ok) throw new Error(parsed.message)
  return parsed.map
}
const manualMap = () => manualMapOf()

describe('a file of any other shape, through a manual map', () => {
  it('skips malformed rows with their line and reason, and imports the rest', async () => {
    const csv = [
      'Full Name,Mobile,E-mail,Day,At,Treatment,With',
      'Rosa Diaz,0121 496 0501,rosa@example.com,,,,',
      'Bad Phone,not a phone,bad@example.com,,,,',
      'Bad Mail,0121 496 0502,rosa@,,,,',
      '"Multi, Line",0121 496 0503,"multi@example.com",,,,',
      'Nobody,,,,,,',
      'Bad Day,0121 496 0504,,31/02/2099,10:00,Fringe Trim,Mei Chen',
    ].join('\n')
    const summary = await runText(csv, { map: await manualMap() })
    expect(summary.format.id).toBe('manual')
    expect(summary.rows).toBe(6)
    expect(summary.clients.created + summary.clients.unchanged).toBe(2)
    expect(summary.skipped).toEqual([
      {
        line: 3,
        problem: 'phone_invalid',
        value: 'not a phone',
        message: 'the phone "not a phone" is not a valid number',
      },
      { line: 4, problem: 'email_invalid', value: 'rosa@', message: 'the email "rosa@" is not an address' },
      { line: 6, problem: 'no_contact', message: 'no phone or email' },
      {
        line: 7,
        problem: 'date_invalid',
        value: '31/02/2099',
        message: 'the visit’s date "31/02/2099" is not a date and time',
      },
    ])
    expect(await client('+441214960503')).toMatchObject({ firstName: 'Multi,', lastName: 'Line' })
  })

  it('updates a client found by phone, else by email, and never makes a second one', async () => {
    const manualMap = () => manualMapOf('name=Full Name,phone=Mobile,email=E-mail')
    await runText('Full Name,Mobile,E-mail\nSam Holt,0121 496 0511,sam.old@example.com\n', { map: await manualMap() })
    const before = await count('clients')
    const summary = await runText(
      'Full Name,Mobile,E-mail\nSam Holt,0121 496 0511,sam.new@example.com\nSam Holt,,SAM.NEW@example.com\n',
      { map: await manualMap() },
    )
    expect(summary.clients).toEqual({ created: 0, updated: 1, unchanged: 1 })
    expect(await count('clients')).toBe(before)
    expect(await client('+441214960511')).toMatchObject({ email: 'sam.new@example.com' })
    // An email nobody here has, without a phone: a new client needs one.
    const lone = await runText('Full Name,Mobile,E-mail\nNo Phone,,lone@example.com\n', { map: await manualMap() })
    expect(lone.skipped).toEqual([
      {
        line: 2,
        problem: 'new_without_phone',
        value: 'lone@example.com',
        message: 'no client here has this email, and a new client needs a phone',
      },
    ])
  })

  it('lists stylists that match nothing and books the rest', async () => {
    const summary = await runText(
      [
        'Full Name,Mobile,E-mail,Day,At,Treatment,With',
        'Ann Lee,0121 496 0521,,12/06/2099,09:00,Fringe Trim,Nobody Here',
        'Ann Lee,0121 496 0521,,12/06/2099,11:00,fringe   trim,MEI CHEN',
        // History names whoever it names: counted as past, never listed as unmatched.
        'Ann Lee,0121 496 0521,,12/06/2020,11:00,Fringe Trim,Long Gone',
      ].join('\n'),
      { map: await manualMap() },
    )
    expect(summary.unmatched).toEqual({ services: [], stylists: ['Nobody Here'], salons: [] })
    expect(summary.visits).toMatchObject({ booked: 1, unmatched: 1, past: 1 })
    const visits = await visitsOf('+441214960521')
    expect(visits.map((v) => v.start)).toEqual(['2099-06-12T10:00:00.000Z'])
  })

  it('does not book a visit whose time is taken in the diary, and says so; a dry run finds it too and writes nothing', async () => {
    // Chloe is already booked 10:00–11:00 on that day by a client of the salon.
    const { docs: stylists } = await payload.find({
      collection: 'employees',
      where: { slug: { equals: 'chloe-harrington' } },
      overrideAccess: true,
      depth: 0,
    })
    const { docs: services } = await payload.find({
      collection: 'services',
      where: { title: { equals: 'Wash & Blow-dry' } },
      overrideAccess: true,
      depth: 0,
    })
    const { docs: salons } = await payload.find({ collection: 'salons', overrideAccess: true, depth: 0, sort: 'id' })
    const regular = await payload.create({
      collection: 'clients',
      data: { phone: '+441214960530', firstName: 'Regular', sex: 'female' },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'appointments',
      data: {
        salon: salons[0]!.id,
        client: regular.id,
        state: 'confirmed',
        items: [
          { service: services[0]!.id, stylist: stylists[0]!.id, start: '2099-07-01T09:00:00.000Z', duration: 60 },
        ],
      },
      overrideAccess: true,
    })
    const csv = [
      'Full Name,Mobile,E-mail,Day,At,Treatment,With',
      'Clash Client,0121 496 0531,,01/07/2099,10:30,Wash & Blow-dry,Chloe Harrington',
      'Free Client,0121 496 0532,,01/07/2099,12:00,Wash & Blow-dry,Chloe Harrington',
    ].join('\n')
    const appointments = await count('appointments')
    const clients = await count('clients')
    const preview = await runText(csv, { map: await manualMap(), dryRun: true })
    expect(preview.dryRun).toBe(true)
    expect(preview.visits).toMatchObject({ booked: 1, conflicts: 1 })
    expect(preview.clients.created).toBe(2)
    expect({ a: await count('appointments'), c: await count('clients') }).toEqual({ a: appointments, c: clients })

    const summary = await runText(csv, { map: await manualMap() })
    expect(summary.visits).toMatchObject({ booked: 1, conflicts: 1 })
    expect(summary.conflicts).toEqual([
      {
        line: 2,
        date: '2099-07-01',
        time: '10:30',
        service: 'Wash & Blow-dry',
        stylist: 'Chloe Harrington',
        message: 'Chloe Harrington is busy then',
      },
    ])
    expect(await count('appointments')).toBe(appointments + 1)
    expect(await visitsOf('+441214960531')).toEqual([])
    expect((await visitsOf('+441214960532')).map((v) => v.start)).toEqual(['2099-07-01T11:00:00.000Z'])
  })
})

describe('the admin’s import over HTTP', () => {
  const post = (pathname: string, body: string, headers: Record<string, string>) =>
    fetch(`${server.url}${pathname}`, { method: 'POST', body, headers: { 'content-type': 'text/csv', ...headers } })
  const admin = () => ({ authorization: `JWT ${adminToken}` })

  it('previews without writing, then imports; the same file again changes nothing', async () => {
    // Booksy's columns, two clients no other test has.
    const csv = readFileSync(path.join(FIXTURES, 'booksy-clients.csv'), 'utf8')
      .replace(/496 02/g, '496 06')
      .replace(/@EXAMPLE.COM|@example.com/g, '@http.example.com')
    const before = await count('clients')
    const preview = await post('/api/staff/import/preview', csv, admin())
    expect(preview.status).toBe(200)
    const previewed = (await preview.json()) as { summary: { dryRun: boolean; clients: { created: number } } }
    expect(previewed.summary).toMatchObject({ dryRun: true, clients: { created: 2 } })
    expect(await count('clients')).toBe(before)

    const done = await post('/api/staff/import', csv, admin())
    expect(done.status).toBe(200)
    expect(((await done.json()) as { summary: unknown }).summary).toMatchObject({
      dryRun: false,
      format: { id: 'booksy-clients' },
      clients: { created: 2 },
    })
    expect(await count('clients')).toBe(before + 2)
    const again = await post('/api/staff/import', csv, admin())
    expect(((await again.json()) as { summary: unknown }).summary).toMatchObject({
      clients: { created: 0, updated: 0, unchanged: 2 },
    })
    expect(await count('clients')).toBe(before + 2)
  })

  it('refuses other staff, strangers, a body that is not a CSV and a file it cannot read', async () => {
    const csv = 'Full Name,Mobile\nX Y,0121 496 0590\n'
    for (const pathname of ['/api/staff/import', '/api/staff/import/preview']) {
      const editor = await post(pathname, csv, { authorization: `JWT ${editorToken}` })
      expect(editor.status, pathname).toBe(403)
      expect(await editor.json()).toEqual({
        message: 'Moving clients in is for the salon’s admins.',
        reason: 'forbidden',
      })
      expect((await post(pathname, csv, {})).status, pathname).toBe(401)
      const cookie = await post(pathname, csv, { cookie: `payload-token=${adminToken}`, origin: getEnv().siteUrl })
      expect(cookie.status, pathname).toBe(400)
    }
    const json = await post('/api/staff/import/preview', '{}', { ...admin(), 'content-type': 'application/json' })
    expect(json.status).toBe(415)
    const unknown = await post('/api/staff/import/preview', csv, admin())
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({ reason: 'unknown_format' })
    const badMap = await post(`/api/staff/import/preview?map=${encodeURIComponent('shoe=Size')}`, csv, admin())
    expect(badMap.status).toBe(400)
    expect(await badMap.json()).toMatchObject({ fields: { map: expect.stringContaining('"shoe"') } })
    const mapped = await post(
      `/api/staff/import/preview?map=${encodeURIComponent('name=Full Name,phone=Mobile')}`,
      csv,
      admin(),
    )
    expect(mapped.status).toBe(200)
    const noSalon = await post(
      `/api/staff/import/preview?salon=atlantis&map=${encodeURIComponent('phone=Mobile')}`,
      csv,
      admin(),
    )
    expect(noSalon.status).toBe(400)
    expect(await noSalon.json()).toMatchObject({ reason: 'no_salon' })
    const broken = await post(
      `/api/staff/import/preview?map=${encodeURIComponent('phone=Mobile')}`,
      'Mobile\n"0121 496 0591\n',
      admin(),
    )
    expect(broken.status).toBe(400)
    expect(await broken.json()).toMatchObject({ reason: 'not_csv' })
  })
})
