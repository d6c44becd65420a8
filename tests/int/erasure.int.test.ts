/**
 * A client's right to erasure (issue 31) on SQLite and PostgreSQL. A client with a paid visit to
 * come, a card at Stripe, staff notes, a review, a gift voucher, a callback request and the texts
 * sent to them deletes their account with a fresh texted code: the visit is cancelled and refunded,
 * the Stripe customer deleted, and afterwards no table of the database, nor the SMS outbox file,
 * holds their phone, name or email — while the payment records stay. Staff answer the same request
 * made by phone (the due date a month on), and the code is bound to its purpose and its client.
 */
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'

import { describe, expect, it, onTestFinished } from 'vitest'

import { addCalendarDays } from '@/features/booking/domain/calendar'
import { instantToLocal } from '@/features/booking/domain/time'

import { DEMO_ADMIN } from '../helpers/admin'
import { chelsea, freshIp, freshPhone, signedInVisitor } from '../helpers/booking'
import { everyRow, tablesHolding } from '../helpers/every-row'
import { paymentsFile } from '../helpers/payments'
import { latestCode, messagesTo } from '../helpers/sms-outbox'

const PHONES = 680
const IPS = '100.64.89'
const { ctx, staff, bookAndPay, visitsOf, ledgerOf } = paymentsFile(PHONES, IPS)

/**
 * For the rest of the test, the stylist works every opening hour of the salon from today for
 * `days` days (date exceptions, trimmed to the opening hours by the engine); her own exceptions
 * come back after it.
 */
async function worksEveryOpenHour(slug: string, days: number) {
  const { docs } = await ctx.payload.find({
    collection: 'employees',
    where: { slug: { equals: slug } },
    depth: 0,
    overrideAccess: true,
  })
  const stylist = docs[0]!
  const salon = await chelsea(ctx.payload)
  const today = instantToLocal(new Date(), salon.timezone).date
  const own = stylist.scheduleExceptions ?? []
  const update = (scheduleExceptions: typeof own) =>
    ctx.payload.update({
      collection: 'employees',
      id: stylist.id,
      data: { scheduleExceptions },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  const opened = Array.from({ length: days }, (_, i) => addCalendarDays(today, i))
  await update([
    ...own.filter((row) => !opened.includes(row.date)),
    ...opened.map((date) => ({ date, salon: salon.id, start: '00:00', end: '23:59' })),
  ])
  onTestFinished(() => update(own).then(() => undefined))
}

type Client = Awaited<ReturnType<typeof signedInVisitor>>

/** The code in the newest "delete your account" text to `phone`. */
function eraseCode(phone: string): string {
  const text = messagesTo(phone)
    .filter((m) => /delete your Parlour account/.test(m.body))
    .at(-1)
  const code = text && /\b(\d{6})\b/.exec(text.body)?.[1]
  if (!code) throw new Error(`No deletion code was texted to ${phone}`)
  return code
}

/** Asks for a deletion code and confirms with it; the answer to the confirmation. */
async function deleteAccount(client: Client, phone: string) {
  const sent = await client.post('/api/my-data/erase-code')
  expect(sent.status, JSON.stringify(sent.json)).toBe(200)
  return client.post('/api/my-data/erase', { authId: sent.json.authId, code: eraseCode(phone) })
}

/** A phone's forms as they might be written anywhere: E.164, its digits, the UK national form. */
const phoneForms = (phone: string) => [
  phone,
  phone.slice(1),
  `0${phone.slice(3)}`,
  `0${phone.slice(3, 7)} ${phone.slice(7)}`,
]

async function named(client: Client, first: string, last: string, email: string) {
  const r = await client.call('PATCH', '/api/auth/me', { firstName: first, lastName: last, email })
  expect(r.status, JSON.stringify(r.json)).toBe(200)
}

describe('deleting my account', () => {
  it('cancels and refunds the visits to come, and leaves no phone, name or email in the database or the outbox', async () => {
    const booked = await bookAndPay(150)
    const client = booked.client
    const id = Number(client.clientId)
    const row = await ctx.payload.findByID({ collection: 'clients', id, overrideAccess: true, depth: 0 })
    const phone = row.phone!
    expect(row.stripeCustomer).toMatch(/^cus_/)
    const first = 'Zephyrine'
    const last = 'Quillfeather'
    const email = `zephyrine.${randomUUID().slice(0, 8)}@example.com`
    await named(client, first, last, email)

    // What the salon holds about her besides: notes, a review, a voucher she bought, a callback
    // request she left in the national form, texts, her own download in the data log.
    await ctx.payload.update({
      collection: 'clients',
      id,
      data: { staffNotes: `${first} prefers mornings`, birthday: '1990-03-24' },
      overrideAccess: true,
    })
    const salon = Number(booked.salon.id)
    await ctx.payload.create({
      collection: 'reviews',
      data: {
        appointment: Number(booked.id),
        stylist: Number(booked.stylist.id),
        client: id,
        rating: 5,
        text: `${first} ${last} loved it`,
      },
      overrideAccess: true,
    })
    await ctx.payload.create({
      collection: 'vouchers',
      data: {
        code: `ERAS-${randomUUID().slice(0, 4).toUpperCase()}-TEST`,
        kind: 'money',
        status: 'sold',
        currency: 'gbp',
        soldVia: 'desk',
        amount: 5000,
        remaining: 5000,
        expiresAt: new Date(Date.now() + 365 * 86_400_000).toISOString(),
        salon,
        buyer: id,
        buyerName: `${first} ${last}`,
        buyerPhone: phone,
        buyerEmail: email,
        recipientName: 'Mara Lindqvist',
        recipientPhone: freshPhone(PHONES),
        message: `Love, ${first}`,
      },
      overrideAccess: true,
    })
    await ctx.payload.create({
      collection: 'callback-requests',
      data: {
        name: `${first} ${last}`,
        phone: `0${phone.slice(3, 7)} ${phone.slice(7)}`,
        link: '/en/',
        locale: 'en',
        status: 'new',
        forwarding: { status: 'off' },
      },
      overrideAccess: true,
    })
    expect((await client.get('/api/my-data')).status).toBe(200)
    const needles = [...phoneForms(phone), first, last, email]
    const before = tablesHolding(await everyRow(ctx.payload), needles)
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(['clients', 'callback_requests', 'sms_messages', 'vouchers', 'reviews', 'auth_codes']),
    )

    const erased = await deleteAccount(client, phone)
    expect(erased.status, JSON.stringify(erased.json)).toBe(200)
    expect(erased.json).toMatchObject({ erased: true, notCancelled: [] })
    expect(erased.json.cancelled).toEqual([{ date: booked.start.slice(0, 10), start: booked.start }])
    // Signed out here, and the session is gone everywhere.
    expect(client.cookie).toBe('')
    expect((await client.get('/api/auth/me')).status).toBe(401)

    // The visit is cancelled and what she paid came back; the payment records stay, without her.
    const [visit] = await visitsOf(id)
    expect(visit).toMatchObject({ state: 'cancelled', cancelReason: 'The client deleted their account' })
    const ledger = await ledgerOf(booked.id)
    expect(ledger.map((l) => l.kind)).toEqual(['prepayment', 'refund'])
    expect(ledger[1]!.amount).toBe(ledger[0]!.amount)
    // Stripe no longer has the customer.
    expect(ctx.fake.state.customers.has(row.stripeCustomer!)).toBe(false)

    // Nothing of hers is left anywhere: not in any table, not in the outbox file, not in the search index.
    expect(tablesHolding(await everyRow(ctx.payload), needles)).toEqual({})
    const outbox = readFileSync(process.env.SMS_OUTBOX_FILE!, 'utf8')
    for (const needle of needles) expect(outbox.toLowerCase()).not.toContain(needle.toLowerCase())
    // The search overlay's index as the site builds it (the route serves it through Next's cache).
    const { readSearchIndex } = await import('@/features/content/search/search-index')
    for (const locale of ['en', 'uk'] as const) {
      const text = JSON.stringify(await readSearchIndex(ctx.payload, locale)).toLowerCase()
      expect(text).toContain('balayage') // the index itself, with the salon's services
      for (const needle of needles) expect(text).not.toContain(needle.toLowerCase())
    }

    // Her row says only that it was erased; the review stays, signed by nobody; the voucher stays spendable.
    const after = await ctx.payload.findByID({ collection: 'clients', id, overrideAccess: true, depth: 0 })
    expect(after).toMatchObject({
      phone: null,
      firstName: null,
      lastName: null,
      email: null,
      staffNotes: null,
      birthday: null,
    })
    expect(after.erasedAt).toBeTruthy()
    const { docs: reviews } = await ctx.payload.find({
      collection: 'reviews',
      where: { client: { equals: id } },
      overrideAccess: true,
    })
    expect(reviews.map((r) => r.text)).toEqual(['a client loved it'])
    const { docs: vouchers } = await ctx.payload.find({
      collection: 'vouchers',
      where: { buyer: { equals: id } },
      overrideAccess: true,
    })
    expect(vouchers[0]).toMatchObject({ remaining: 5000, buyerName: null, recipientName: 'Mara Lindqvist' })
    // The erasure is logged for staff, with the date and without her.
    const { docs: log } = await ctx.payload.find({
      collection: 'data-log',
      where: { and: [{ client: { equals: id } }, { kind: { equals: 'erasure' } }] },
      overrideAccess: true,
    })
    expect(log).toHaveLength(1)
    expect(log[0]!.note).toBe('Erased by the client in their account. 1 visit to come cancelled.')
    expect(log[0]!.at).toBeTruthy()

    // The phone is free: signing in with it again is a new client, with none of her past.
    const again = await signedInVisitor(ctx.server.url, phone, freshIp(IPS))
    expect(Number(again.clientId)).not.toBe(id)
    expect(await visitsOf(again.clientId)).toEqual([])
    // The file's visits are deleted after each test: the review kept here refers to this one.
    await ctx.payload.delete({ collection: 'reviews', where: { client: { equals: id } }, overrideAccess: true })
  })

  it('keeps the late fee of a visit inside the cancellation window, as the terms she was shown said, and removes her review when the salon says so', async () => {
    // Her first free time from today on, within 48 hours whatever the hour and weekday the suite
    // runs: for this test Grace works whenever the salon is open today and the next two days (her
    // own weekly days off once put it past the window on a Friday afternoon and at 00:30).
    await worksEveryOpenHour('grace-adeyemi', 3)
    const booked = await bookAndPay(0)
    expect(Date.parse((booked.answer.json.appointment as { startsAt: string }).startsAt) - Date.now()).toBeLessThan(
      48 * 3_600_000,
    )
    const phone = (
      await ctx.payload.findByID({ collection: 'clients', id: booked.client.clientId, overrideAccess: true })
    ).phone!
    // She could not cancel it online now (inside 48 hours)…
    const refused = await booked.client.post(`/api/booking/appointments/${booked.id}/cancel`, {})
    expect(refused.status).toBe(403)
    expect(refused.json.reason).toBe('cancel_window')
    // A review of hers, and a salon that removes the reviews of clients who leave.
    await ctx.payload.create({
      collection: 'reviews',
      data: {
        appointment: Number(booked.id),
        stylist: Number(booked.stylist.id),
        client: Number(booked.client.clientId),
        rating: 4,
        text: 'Lovely',
      },
      overrideAccess: true,
    })
    await ctx.payload.updateGlobal({
      slug: 'booking-settings',
      data: { erasedClientsReviews: 'remove' },
      overrideAccess: true,
    })
    try {
      // …but deleting her account does, and the late-cancellation fee (half) is kept.
      const erased = await deleteAccount(booked.client, phone)
      expect(erased.status, JSON.stringify(erased.json)).toBe(200)
      expect(erased.json.cancelled).toHaveLength(1)
    } finally {
      await ctx.payload.updateGlobal({
        slug: 'booking-settings',
        data: { erasedClientsReviews: 'keep' },
        overrideAccess: true,
      })
    }
    const ledger = await ledgerOf(booked.id)
    expect(ledger.map((l) => l.kind)).toEqual(['prepayment', 'refund'])
    expect(ledger[1]!.amount).toBe(ledger[0]!.amount / 2)
    const { totalDocs } = await ctx.payload.count({
      collection: 'reviews',
      where: { client: { equals: Number(booked.client.clientId) } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })

  it('takes only a deletion code sent to this client, once', async () => {
    const phone = freshPhone(PHONES)
    const client = await signedInVisitor(ctx.server.url, phone, freshIp(IPS))
    const other = await signedInVisitor(ctx.server.url, freshPhone(PHONES), freshIp(IPS))
    // Nobody signed in: 401.
    const { Visitor } = await import('../helpers/route-server')
    expect((await new Visitor(ctx.server.url, freshIp(IPS)).post('/api/my-data/erase-code')).status).toBe(401)
    // A sign-in code does not confirm a deletion.
    const signIn = await client.post('/api/auth/code', { phone })
    const wrongPurpose = await client.post('/api/my-data/erase', {
      authId: signIn.json.authId,
      code: latestCode(phone),
    })
    expect(wrongPurpose.status).toBe(400)
    expect(wrongPurpose.json.fields).toHaveProperty('code')
    // A deletion code does not sign anybody in.
    const sent = await client.post('/api/my-data/erase-code')
    const code = eraseCode(phone)
    const asSignIn = await client.post('/api/auth/verify', { authId: sent.json.authId, code })
    expect(asSignIn.status).toBe(400)
    // Another client cannot use it.
    expect((await other.post('/api/my-data/erase', { authId: sent.json.authId, code })).status).toBe(400)
    // A malformed body is a 400 with a message.
    const bad = await client.post('/api/my-data/erase', { authId: sent.json.authId, code: '12' })
    expect(bad.status).toBe(400)
    expect(bad.json.message).toMatch(/six digits/)
    // Nothing was erased by any of that.
    const still = await ctx.payload.findByID({ collection: 'clients', id: client.clientId, overrideAccess: true })
    expect(still.phone).toBe(phone)
    // The right code works once.
    expect((await client.post('/api/my-data/erase', { authId: sent.json.authId, code })).status).toBe(200)
    expect((await client.post('/api/my-data/erase', { authId: sent.json.authId, code })).status).toBe(401)
  })
})

describe('a request made by phone, answered by staff', () => {
  it('shows the due date, downloads and erases for admins only, logs both and closes the requests', async () => {
    const phone = freshPhone(PHONES)
    const client = await signedInVisitor(ctx.server.url, phone, freshIp(IPS))
    await named(client, 'Ottoline', 'Brackenbury', `ottoline.${randomUUID().slice(0, 8)}@example.com`)
    const id = Number(client.clientId)
    const admin = (await ctx.payload.login({ collection: 'users', data: DEMO_ADMIN })).user!
    const record = (kind: 'access' | 'erasure', receivedOn: string) =>
      ctx.payload.create({
        collection: 'data-requests',
        data: { client: id, kind, channel: 'phone', receivedOn, status: 'open' },
        user: admin,
        overrideAccess: false,
      })
    const access = await record('access', '2027-01-31')
    expect(access).toMatchObject({ dueOn: '2027-03-01', status: 'open' })
    const erasure = await record('erasure', '2027-02-10')
    expect(erasure.dueOn).toBe('2027-03-10')

    const desk = await staff()
    const json = await desk('GET', `/api/staff/clients/${id}/data`)
    expect(json.status, json.text).toBe(200)
    expect(json.json.profile).toMatchObject({ phone, firstName: 'Ottoline', lastName: 'Brackenbury' })
    const csv = await desk('GET', `/api/staff/clients/${id}/data?format=csv`)
    expect(csv.status).toBe(200)
    expect((await desk('GET', '/api/staff/clients/999999999/data')).status).toBe(404)
    const done = await ctx.payload.findByID({ collection: 'data-requests', id: access.id, overrideAccess: true })
    expect(done.status).toBe('done')
    expect(done.doneAt).toBeTruthy()

    // Erasing needs the word typed; then it is done once.
    const unconfirmed = await desk('POST', `/api/staff/clients/${id}/erase`, { confirm: 'yes' })
    expect(unconfirmed.status).toBe(400)
    expect(unconfirmed.json.message).toMatch(/Type ERASE/)
    await ctx.payload.updateGlobal({
      slug: 'booking-settings',
      data: { erasedClientsReviews: 'remove' },
      overrideAccess: true,
    })
    try {
      const ok = await desk('POST', `/api/staff/clients/${id}/erase`, { confirm: 'ERASE' })
      expect(ok.status, ok.text).toBe(200)
      expect((await desk('POST', `/api/staff/clients/${id}/erase`, { confirm: 'ERASE' })).status).toBe(409)
    } finally {
      await ctx.payload.updateGlobal({
        slug: 'booking-settings',
        data: { erasedClientsReviews: 'keep' },
        overrideAccess: true,
      })
    }
    expect(
      (await ctx.payload.findByID({ collection: 'data-requests', id: erasure.id, overrideAccess: true })).status,
    ).toBe('done')
    const { docs: log } = await ctx.payload.find({
      collection: 'data-log',
      where: { client: { equals: id } },
      sort: 'at',
      overrideAccess: true,
      depth: 0,
    })
    expect(log.map((l) => [l.kind, l.byStaff])).toEqual([
      ['client-download', admin.id],
      ['client-download', admin.id],
      ['erasure', admin.id],
    ])
    expect(tablesHolding(await everyRow(ctx.payload), [...phoneForms(phone), 'Ottoline', 'Brackenbury'])).toEqual({})
  })

  it('refuses staff who are not admins', async () => {
    const client = await signedInVisitor(ctx.server.url, freshPhone(PHONES), freshIp(IPS))
    const editor = await staffEditor()
    expect((await editor('GET', `/api/staff/clients/${client.clientId}/data`)).status).toBe(403)
    expect((await editor('POST', `/api/staff/clients/${client.clientId}/erase`, { confirm: 'ERASE' })).status).toBe(403)
  })
})

/** An editor (staff, not an admin) made for the test. */
async function staffEditor() {
  const email = `editor-${randomUUID().slice(0, 8)}@example.com`
  const password = 'Editor-password-1234'
  await ctx.payload.create({
    collection: 'users',
    data: { email, password, name: 'Editor', roles: ['editor'] },
    overrideAccess: true,
  })
  return staff({ email, password })
}
