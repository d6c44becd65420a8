/**
 * Gift vouchers spent online (issue 29) against the fake Stripe (a test double), on SQLite and
 * PostgreSQL: a voucher paying toward a visit booked through the booking API, the rest of the
 * prepayment on Stripe's page, a code refused before anything is booked, the voucher's part given
 * back when the visit is cancelled or left unpaid, several bookings at once spending one voucher, and
 * the account paying a visit still owing with a voucher.
 */
import { randomUUID } from 'node:crypto'

import { afterEach, describe, expect, it } from 'vitest'

// Pure modules only at the top: the features' entries read the configuration, set by paymentsFile first.
import { formatVoucherCode, newVoucherCode } from '@/features/vouchers/domain/code'

import { DEMO_ADMIN } from '../helpers/admin'
import { freshIp, freshPhone, signedInVisitor } from '../helpers/booking'
import { PAID_CARD, paymentsFile, sessionOf } from '../helpers/payments'

const { ctx, cancelLateByClient, visitOf, ledgerOf, requestOf, later, slot, book, visitsOf } = paymentsFile(
  840,
  '100.64.81',
)

afterEach(async () => {
  // A visit a voucher paid on cannot be deleted: the test's voucher rows go first (this hook runs
  // before the payments file's, which deletes the visits).
  await ctx.payload.delete({
    collection: 'voucher-movements',
    where: { visitId: { in: [...ctx.made] } },
    overrideAccess: true,
  })
})

type Voucher = { id: string; code: string }

/** A voucher sold at the desk for `pounds` (the vouchers feature's own issue use case). */
async function voucher(pounds: number, over: { kind?: 'money' | 'service'; serviceId?: string } = {}) {
  const { issueVoucher, payloadVoucherStore } = await import('@/features/vouchers')
  const made = await issueVoucher(payloadVoucherStore(ctx.payload), {
    kind: over.kind ?? 'money',
    serviceId: over.serviceId ?? null,
    amount: Math.round(pounds * 100),
    paidAt: new Date(),
    soldVia: 'desk',
    soldAt: new Date(),
  })
  return { id: made.id, code: formatVoucherCode(made.code) } satisfies Voucher
}

const voucherDoc = (v: Voucher) =>
  ctx.payload.findByID({ collection: 'vouchers', id: Number(v.id), overrideAccess: true, depth: 0 })

async function movements(v: Voucher) {
  const { docs } = await ctx.payload.find({
    collection: 'voucher-movements',
    where: { voucher: { equals: Number(v.id) } },
    sort: 'at',
    overrideAccess: true,
    depth: 0,
  })
  return docs.map((m) => ({ kind: m.kind, amount: m.amount, visitId: m.visitId ?? null }))
}

const client = () => signedInVisitor(ctx.server.url, freshPhone(840), freshIp('100.64.81'))

const sessions = () => ctx.fake.state.checkoutSessions.size

describe('a gift voucher in the booking API', () => {
  it('covering the whole prepayment books the visit without Stripe, and a retry spends it once', async () => {
    const { price, body } = await slot(40, { requiredType: 'full', lateCancelFeePercent: 0, noShowFeePercent: 0 })
    const v = await voucher(price + 10)
    const me = await client()
    const pages = sessions()
    const key = randomUUID()
    const { answer, id } = await book(me, { ...body(), voucher: v.code }, { 'idempotency-key': key })
    expect(answer.status, JSON.stringify(answer.json)).toBe(201)
    expect(answer.json.payment).toBeUndefined()
    expect(answer.json.voucher).toEqual({ code: `••••-${v.code.slice(-4)}`, paid: price, remaining: 10 })
    expect((await visitOf(id))!.state).toBe('planned')
    expect(sessions()).toBe(pages)
    expect(await movements(v)).toEqual([
      { kind: 'issue', amount: Math.round((price + 10) * 100), visitId: null },
      { kind: 'redeem', amount: Math.round(price * 100), visitId: id },
    ])

    const again = await book(me, { ...body(), voucher: v.code }, { 'idempotency-key': key })
    expect(again.answer.status).toBe(201)
    expect(again.answer.headers.get('idempotent-replayed')).toBe('true')
    expect(again.id).toBe(id)
    expect((await voucherDoc(v)).remaining).toBe(1000)
    expect((await movements(v)).length).toBe(2)

    // The account shows what the voucher paid.
    const mine = await me.get('/api/booking/appointments')
    const shown = (mine.json.appointments as { id: string; vouchers: unknown[] }[]).find((a) => a.id === id)!
    expect(shown.vouchers).toEqual([{ code: `••••-${v.code.slice(-4)}`, amount: price }])
  })

  it('asks only a card when the voucher covers the prepayment but not the no-show fee', async () => {
    const { price, body } = await slot(41, {
      requiredType: 'fixedForAppointment',
      requiredAmount: 10,
      lateCancelFeePercent: 0,
      noShowFeePercent: 100,
    })
    expect(price).toBeGreaterThan(15)
    const v = await voucher(15)
    const { answer, id } = await book(await client(), { ...body(), voucher: v.code })
    expect(answer.status, JSON.stringify(answer.json)).toBe(201)
    expect(answer.json.voucher).toMatchObject({ paid: 15, remaining: 0 })
    expect(answer.json.payment).toMatchObject({ mode: 'setup', amount: 0 })
    expect((answer.json.payment as { policy: string[] }).policy[0]).toMatch(
      /gift voucher pays £15(\.00)? of this visit/,
    )
    expect((await visitOf(id))!.state).toBe('reserved')
  })

  it('pays part of the prepayment, and Stripe’s page asks the rest', async () => {
    const { price, body } = await slot(42, { requiredType: 'full', lateCancelFeePercent: 0, noShowFeePercent: 0 })
    const v = await voucher(10)
    const me = await client()
    const { answer, id } = await book(me, { ...body(), voucher: v.code })
    expect(answer.status, JSON.stringify(answer.json)).toBe(201)
    const rest = Math.round((price - 10) * 100) / 100
    expect(answer.json.payment).toMatchObject({ amount: rest, mode: 'payment', currency: 'gbp' })
    expect(answer.json.voucher).toMatchObject({ paid: 10, remaining: 0 })
    expect((await voucherDoc(v)).status).toBe('fully_utilized')
    expect((await visitOf(id))!.state).toBe('reserved')

    await ctx.fake.pay(sessionOf((answer.json.payment as { url: string }).url), { card: PAID_CARD })
    await ctx.fake.webhooksSettled()
    expect((await visitOf(id))!.state).toBe('planned')
    expect(await ledgerOf(id)).toEqual([{ kind: 'prepayment', amount: Math.round(rest * 100) }])
    const mine = await me.get('/api/booking/appointments')
    const shown = (mine.json.appointments as { id: string; money: unknown; vouchers: unknown }[]).find(
      (a) => a.id === id,
    )!
    expect(shown.vouchers).toEqual([{ code: `••••-${v.code.slice(-4)}`, amount: 10 }])
    expect(shown.money).toMatchObject({ prepaymentSum: rest })
  })

  it('refuses a code that cannot pay with 400 on the voucher field, and books nothing', async () => {
    const { body, service } = await slot(43, { requiredType: 'full' })
    const me = await client()
    const good = await voucher(20)
    const mistyped = good.code.slice(0, -1) + (good.code.endsWith('0') ? '1' : '0')
    const spent = await voucher(5)
    const { redeemVoucher, payloadVoucherStore } = await import('@/features/vouchers')
    await redeemVoucher(payloadVoucherStore(ctx.payload), {
      code: spent.code,
      wanted: 500,
      key: randomUUID(),
      now: new Date(),
    })
    const otherService = await voucher(20, { kind: 'service', serviceId: String(Number(service.id) + 1) })
    const cases: [string, string][] = [
      [mistyped, 'This code has a typing mistake: please check it against the voucher.'],
      [formatVoucherCode(newVoucherCode()), 'This is not a valid voucher code.'],
      ['hello', 'This is not a valid voucher code.'],
      [spent.code, 'This voucher has been used up.'],
      [otherService.code, 'This voucher is for another service.'],
    ]
    for (const [code, message] of cases) {
      const { answer } = await book(me, { ...body(), voucher: code })
      expect(answer.status, code).toBe(400)
      expect(answer.json).toMatchObject({ reason: 'voucher_invalid', message, fields: { voucher: message } })
    }
    expect(await visitsOf(me.clientId)).toEqual([])
    expect((await voucherDoc(good)).remaining).toBe(2000)
  })
})

describe('a visit a voucher paid toward, cancelled', () => {
  it('gives the voucher its part back when the client cancels in time, and Stripe refunds the card', async () => {
    const { price, body } = await slot(44, { requiredType: 'full', lateCancelFeePercent: 50, noShowFeePercent: 100 })
    const v = await voucher(10)
    const me = await client()
    const { answer, id } = await book(me, { ...body(), voucher: v.code })
    await ctx.fake.pay(sessionOf((answer.json.payment as { url: string }).url), { card: PAID_CARD })
    await ctx.fake.webhooksSettled()
    const expiresAt = (await voucherDoc(v)).expiresAt

    const cancelled = await me.post(`/api/booking/appointments/${id}/cancel`, {})
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200)
    const after = await voucherDoc(v)
    expect(after).toMatchObject({ remaining: 1000, status: 'sold', expiresAt })
    expect((await movements(v)).map((m) => [m.kind, m.amount])).toEqual([
      ['issue', 1000],
      ['redeem', 1000],
      ['refund', 1000],
    ])
    const rest = Math.round((price - 10) * 100)
    expect(await ledgerOf(id)).toEqual([
      { kind: 'prepayment', amount: rest },
      { kind: 'refund', amount: rest },
    ])
  })

  it('gives it back when the hold is left unpaid', async () => {
    const { body } = await slot(45, { requiredType: 'full' })
    const v = await voucher(10)
    const { answer, id } = await book(await client(), { ...body(), voucher: v.code })
    expect(answer.status).toBe(201)
    expect((await voucherDoc(v)).remaining).toBe(0)
    const { reconcile } = await import('@/features/payments')
    await reconcile(await later(40))
    expect((await visitOf(id))!.state).toBe('cancelled')
    expect((await voucherDoc(v)).remaining).toBe(1000)
    expect((await requestOf(id)).state).toBe('expired')
  })

  it('keeps the late-cancellation fee from the voucher’s part first when the client cancels late', async () => {
    const { price, body } = await slot(46, { requiredType: 'full', lateCancelFeePercent: 50, noShowFeePercent: 100 })
    const v = await voucher(price + 5)
    const { answer, id } = await book(await client(), { ...body(), voucher: v.code })
    expect(answer.status).toBe(201)
    expect(answer.json.payment).toBeUndefined()
    const { start, late } = await cancelLateByClient(id)
    const fee = Math.round(price * 50)
    expect((await voucherDoc(v)).remaining).toBe(500 + Math.round(price * 100) - fee)
    expect((await movements(v)).at(-1)).toEqual({ kind: 'refund', amount: Math.round(price * 100) - fee, visitId: id })
    // Asked again (a second report of the cancellation), nothing more is given back.
    const { payloadVoucherStore } = await import('@/features/vouchers')
    const { giveBackForVisit } = await import('@/features/vouchers/use-cases/visit-part')
    const again = { visitId: id, start, now: late, lateByClient: true }
    expect(await giveBackForVisit(payloadVoucherStore(ctx.payload), again)).toBe(0)
    expect((await movements(v)).length).toBe(3)
  })
})

describe('the desk', () => {
  it('sees what the voucher paid on the visit, and a cancellation by the salon gives it all back', async () => {
    const { body } = await slot(50, { requiredType: 'full', lateCancelFeePercent: 50, noShowFeePercent: 100 })
    const v = await voucher(12.5)
    const me = await client()
    const { answer, id } = await book(me, { ...body(), voucher: v.code })
    await ctx.fake.pay(sessionOf((answer.json.payment as { url: string }).url), { card: PAID_CARD })
    await ctx.fake.webhooksSettled()
    const { token } = await ctx.payload.login({ collection: 'users', data: DEMO_ADMIN })
    const desk = (method: string, path: string, data?: unknown) =>
      fetch(`${ctx.server.url}${path}`, {
        method,
        headers: { authorization: `JWT ${token}`, ...(data ? { 'content-type': 'application/json' } : {}) },
        body: data ? JSON.stringify(data) : undefined,
      }).then(async (r) => ({ status: r.status, json: (await r.json()) as Record<string, unknown> }))
    const seen = await desk('GET', `/api/staff/visits/${id}/vouchers`)
    expect(seen).toEqual({
      status: 200,
      json: { vouchers: [{ code: `••••-${v.code.slice(-4)}`, amount: 12.5 }], total: 12.5 },
    })
    expect((await fetch(`${ctx.server.url}/api/staff/visits/${id}/vouchers`)).status).toBe(401)
    expect((await desk('GET', `/api/staff/clients/${me.clientId}/vouchers`)).json).toEqual({ total: 12.5 })
    const { voucherPaidOnVisits } = await import('@/features/vouchers')
    expect(await voucherPaidOnVisits(ctx.payload, [id, '999999'])).toEqual(new Map([[id, 1250]]))

    const version = new Date((await visitOf(id))!.updatedAt).toISOString()
    const cancelled = await desk('POST', `/api/staff/visits/${id}/cancel`, { version, reason: 'Stylist off sick' })
    expect(cancelled.status).toBe(200)
    expect((await voucherDoc(v)).remaining).toBe(1250)
    expect((await desk('GET', `/api/staff/visits/${id}/vouchers`)).json).toEqual({ vouchers: [], total: 0 })
    expect(await voucherPaidOnVisits(ctx.payload, [id])).toEqual(new Map())
    expect((await desk('GET', `/api/staff/clients/${me.clientId}/vouchers`)).json).toEqual({ total: 0 })
  })
})

describe('one voucher, several bookings at the same moment', () => {
  it('never spends more than it holds: the losers book nothing', async () => {
    const { price, body } = await slot(47, { requiredType: 'full', lateCancelFeePercent: 0, noShowFeePercent: 0 })
    const v = await voucher(price)
    const clients = await Promise.all([client(), client(), client()])
    const answers = await Promise.all(clients.map((me, i) => book(me, { ...body(i), voucher: v.code })))
    const won = answers.filter((a) => a.answer.status === 201)
    expect(won.length, JSON.stringify(answers.map((a) => a.answer.json))).toBe(1)
    expect(won[0]!.answer.json.voucher).toMatchObject({ paid: price, remaining: 0 })
    for (const lost of answers.filter((a) => a.answer.status !== 201)) {
      expect([400, 409]).toContain(lost.answer.status)
      expect(lost.answer.json).toMatchObject({ fields: { voucher: 'This voucher has been used up.' } })
    }
    const spent = (await movements(v)).filter((m) => m.kind === 'redeem')
    expect(spent).toEqual([{ kind: 'redeem', amount: Math.round(price * 100), visitId: won[0]!.id }])
    expect((await voucherDoc(v)).remaining).toBe(0)
    // A loser whose visit was made before the voucher ran out has it let go.
    for (const me of clients.filter((_, i) => answers[i]!.answer.status !== 201))
      for (const visit of await visitsOf(me.clientId)) {
        ctx.made.push(String(visit.id))
        expect(visit.state).toBe('cancelled')
      }
  })
})

describe('the account paying a visit still owing with a voucher', () => {
  it('replaces the page with one for the rest, and books the visit once that is paid', async () => {
    const { price, body } = await slot(48, { requiredType: 'full', lateCancelFeePercent: 0, noShowFeePercent: 0 })
    const me = await client()
    const { answer, id } = await book(me, body())
    const first = sessionOf((answer.json.payment as { url: string }).url)
    const v = await voucher(10)

    const bad = await me.post(`/api/booking/appointments/${id}/voucher`, { voucher: 'ABCD' })
    expect(bad.status).toBe(400)
    expect(bad.json).toMatchObject({ fields: { voucher: 'This is not a valid voucher code.' } })

    const paid = await me.post(`/api/booking/appointments/${id}/voucher`, { voucher: v.code })
    expect(paid.status, JSON.stringify(paid.json)).toBe(200)
    const rest = Math.round((price - 10) * 100) / 100
    expect(paid.json.voucher).toMatchObject({ paid: 10, remaining: 0 })
    expect(paid.json.payment).toMatchObject({ amount: rest, mode: 'payment' })
    expect(ctx.fake.state.checkoutSessions.get(first)!.status).toBe('expired')
    expect((await visitOf(id))!.state).toBe('reserved')

    const next = sessionOf((paid.json.payment as { url: string }).url)
    await ctx.fake.pay(next, { card: PAID_CARD })
    await ctx.fake.webhooksSettled()
    expect((await visitOf(id))!.state).toBe('planned')
    expect(await ledgerOf(id)).toEqual([{ kind: 'prepayment', amount: Math.round(rest * 100) }])
    const mine = await me.get('/api/booking/appointments')
    const shown = (mine.json.appointments as { id: string; vouchers: unknown }[]).find((a) => a.id === id)!
    expect(shown.vouchers).toEqual([{ code: `••••-${v.code.slice(-4)}`, amount: 10 }])
    // Nothing owed any more: another voucher is not taken.
    const more = await me.post(`/api/booking/appointments/${id}/voucher`, { voucher: (await voucher(5)).code })
    expect(more.status).toBe(409)
    expect(more.json).toMatchObject({ reason: 'nothing_owed' })
  })

  it('books the visit at once when the voucher pays all that is owed', async () => {
    const { price, body } = await slot(49, { requiredType: 'full', lateCancelFeePercent: 0, noShowFeePercent: 0 })
    const me = await client()
    const { id } = await book(me, body())
    const v = await voucher(price)
    const paid = await me.post(`/api/booking/appointments/${id}/voucher`, { voucher: v.code })
    expect(paid.status, JSON.stringify(paid.json)).toBe(200)
    expect(paid.json.payment).toBeNull()
    expect((await visitOf(id))!.state).toBe('planned')
    // Someone else's visit is not theirs to pay.
    const other = await client()
    const refused = await other.post(`/api/booking/appointments/${id}/voucher`, { voucher: v.code })
    expect(refused.status).toBe(404)
  })
})
