/**
 * A client's balance spent online (issue 29, decision 0039) against the fake Stripe (a test double),
 * on SQLite and PostgreSQL: the balance paying toward a visit booked through the booking API (alone
 * or after a gift voucher), the rest of the prepayment on Stripe's page, refused when empty, given
 * back when the visit is cancelled or left unpaid (less the late fee, vouchers' part first), two
 * bookings at once never spending more than it holds, the account paying a visit still owing, and
 * the desk's till deducting it.
 */
import { randomUUID } from 'node:crypto'

import { afterEach, describe, expect, it } from 'vitest'

// Pure modules only at the top: the features' entries read the configuration, set by paymentsFile first.
import { formatVoucherCode } from '@/features/vouchers/domain/code'

import { freshIp, freshPhone, signedInVisitor } from '../helpers/booking'
import { PAID_CARD, paymentsFile, sessionOf } from '../helpers/payments'

const { ctx, cancelLateByClient, visitOf, ledgerOf, later, staff, slot, book, visitsOf } = paymentsFile(
  800,
  '100.64.83',
)

afterEach(async () => {
  // A visit the balance or a voucher paid on cannot be deleted: the test's rows go first (this hook
  // runs before the payments file's, which deletes the visits).
  const where = { visitId: { in: [...ctx.made] } }
  await ctx.payload.delete({ collection: 'client-ledger', where, overrideAccess: true })
  await ctx.payload.delete({ collection: 'voucher-movements', where, overrideAccess: true })
})

const client = () => signedInVisitor(ctx.server.url, freshPhone(800), freshIp('100.64.83'))
type Visitor = Awaited<ReturnType<typeof client>>

/** Credit on the client's balance, as the till writes it (a refund kept as credit). */
async function credit(me: Visitor, pounds: number) {
  const { moveAccount } = await import('@/features/till/engine/client-ledger')
  const { inTransaction } = await import('@/platform/db/transaction')
  await inTransaction(ctx.payload, (req) =>
    moveAccount(ctx.payload, req, {
      clientId: String(me.clientId),
      account: 'balance',
      amount: Math.round(pounds * 100),
      key: randomUUID(),
      note: 'A refund kept as credit',
      at: new Date(),
    }),
  )
}

/** The client's balance as they see it (pounds). */
const balanceOf = async (me: Visitor) => (await me.get('/api/my-balance')).json.balance as number

async function balanceRows(me: Visitor) {
  const { docs } = await ctx.payload.find({
    collection: 'client-ledger',
    where: { client: { equals: me.clientId } },
    sort: 'id',
    overrideAccess: true,
    depth: 0,
  })
  return docs.map((r) => ({ amount: r.amount, visitId: r.visitId ?? null }))
}

async function voucher(pounds: number) {
  const { issueVoucher, payloadVoucherStore } = await import('@/features/vouchers')
  const made = await issueVoucher(payloadVoucherStore(ctx.payload), {
    kind: 'money',
    serviceId: null,
    amount: Math.round(pounds * 100),
    paidAt: new Date(),
    soldVia: 'desk',
    soldAt: new Date(),
  })
  return { id: made.id, code: formatVoucherCode(made.code) }
}

const NO_FEES = { requiredType: 'full', lateCancelFeePercent: 0, noShowFeePercent: 0 }
const pence = (pounds: number) => Math.round(pounds * 100)

describe('the balance in the booking API', () => {
  it('covering the prepayment books the visit without Stripe, and a retry spends it once', async () => {
    const { price, body } = await slot(130, NO_FEES)
    const me = await client()
    await credit(me, price + 7.5)
    const pages = ctx.fake.state.checkoutSessions.size
    const key = randomUUID()
    const { answer, id } = await book(me, { ...body(), useBalance: true }, { 'idempotency-key': key })
    expect(answer.status, JSON.stringify(answer.json)).toBe(201)
    expect(answer.json.payment).toBeUndefined()
    expect(answer.json.balance).toEqual({ paid: price, remaining: 7.5 })
    expect((await visitOf(id))!.state).toBe('planned')
    expect(ctx.fake.state.checkoutSessions.size).toBe(pages)

    const again = await book(me, { ...body(), useBalance: true }, { 'idempotency-key': key })
    expect(again.answer.status).toBe(201)
    expect(again.answer.headers.get('idempotent-replayed')).toBe('true')
    expect(again.id).toBe(id)
    expect(await balanceOf(me)).toBe(7.5)
    expect(await balanceRows(me)).toEqual([
      { amount: pence(price + 7.5), visitId: null },
      { amount: -pence(price), visitId: id },
    ])
    const mine = await me.get('/api/booking/appointments')
    const shown = (mine.json.appointments as { id: string; balancePaid: number }[]).find((a) => a.id === id)!
    expect(shown.balancePaid).toBe(price)
  })

  it('pays part of the prepayment, Stripe’s page asks the rest, and a cancellation in time gives both back', async () => {
    const { price, body } = await slot(131, { requiredType: 'full', lateCancelFeePercent: 50, noShowFeePercent: 100 })
    const me = await client()
    await credit(me, 10)
    const { answer, id } = await book(me, { ...body(), useBalance: true })
    expect(answer.status, JSON.stringify(answer.json)).toBe(201)
    const rest = Math.round((price - 10) * 100) / 100
    expect(answer.json.balance).toEqual({ paid: 10, remaining: 0 })
    expect(answer.json.payment).toMatchObject({ amount: rest, mode: 'payment' })
    expect((answer.json.payment as { policy: string[] }).policy.join(' ')).toMatch(/£10(\.00)? of this visit/)
    expect((await visitOf(id))!.state).toBe('reserved')
    await ctx.fake.pay(sessionOf((answer.json.payment as { url: string }).url), { card: PAID_CARD })
    await ctx.fake.webhooksSettled()
    expect((await visitOf(id))!.state).toBe('planned')

    const cancelled = await me.post(`/api/booking/appointments/${id}/cancel`, {})
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200)
    expect(await balanceOf(me)).toBe(10)
    expect(await ledgerOf(id)).toEqual([
      { kind: 'prepayment', amount: pence(rest) },
      { kind: 'refund', amount: pence(rest) },
    ])
    const mine = await me.get('/api/booking/appointments')
    expect(
      (mine.json.appointments as { id: string; balancePaid: number }[]).find((a) => a.id === id)!.balancePaid,
    ).toBe(0)
  })

  it('pays after a gift voucher: the voucher first, the balance next, the card the rest', async () => {
    const { price, body } = await slot(132, NO_FEES)
    expect(price).toBeGreaterThan(16)
    const me = await client()
    await credit(me, 6)
    const v = await voucher(10)
    const { answer, id } = await book(me, { ...body(), voucher: v.code, useBalance: true })
    expect(answer.status, JSON.stringify(answer.json)).toBe(201)
    expect(answer.json.voucher).toMatchObject({ paid: 10, remaining: 0 })
    expect(answer.json.balance).toEqual({ paid: 6, remaining: 0 })
    const rest = Math.round((price - 16) * 100) / 100
    expect(answer.json.payment).toMatchObject({ amount: rest, mode: 'payment' })
    await ctx.fake.pay(sessionOf((answer.json.payment as { url: string }).url), { card: PAID_CARD })
    await ctx.fake.webhooksSettled()
    expect((await visitOf(id))!.state).toBe('planned')
  })

  it('refuses an empty balance with 400 on its field, and books nothing', async () => {
    const { body } = await slot(133, NO_FEES)
    const me = await client()
    const { answer } = await book(me, { ...body(), useBalance: true })
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({
      reason: 'balance_empty',
      fields: { useBalance: 'There is nothing on your balance to pay with.' },
    })
    const wrong = await book(me, { ...body(), useBalance: 'yes' })
    expect(wrong.answer.status).toBe(400)
    expect(wrong.answer.json).toMatchObject({ fields: { useBalance: expect.any(String) } })
    expect(await visitsOf(me.clientId)).toEqual([])
  })
})

describe('a visit the balance paid toward, cancelled', () => {
  it('gives it back when the hold is left unpaid', async () => {
    const { body } = await slot(134, NO_FEES)
    const me = await client()
    await credit(me, 5)
    const { answer, id } = await book(me, { ...body(), useBalance: true })
    expect(answer.status).toBe(201)
    expect(await balanceOf(me)).toBe(0)
    const { reconcile } = await import('@/features/payments')
    await reconcile(await later(40))
    expect((await visitOf(id))!.state).toBe('cancelled')
    expect(await balanceOf(me)).toBe(5)
  })

  it('keeps the late fee when the client cancels late: from the voucher’s part first, the rest from the balance', async () => {
    const { price, body } = await slot(135, { requiredType: 'full', lateCancelFeePercent: 50, noShowFeePercent: 100 })
    const me = await client()
    await credit(me, price)
    const v = await voucher(5)
    const { answer, id } = await book(me, { ...body(), voucher: v.code, useBalance: true })
    expect(answer.status, JSON.stringify(answer.json)).toBe(201)
    expect(answer.json.payment).toBeUndefined()
    expect(answer.json.balance).toEqual({ paid: price - 5, remaining: 5 })
    const { start, late } = await cancelLateByClient(id)
    const fee = Math.round(price * 50)
    // The voucher keeps its £5 toward the fee; the balance keeps the rest of the fee and gets the remainder.
    const voucherDoc = await ctx.payload.findByID({ collection: 'vouchers', id: Number(v.id), overrideAccess: true })
    expect(voucherDoc.remaining).toBe(0)
    expect(await balanceOf(me)).toBe((500 + pence(price - 5) - (fee - 500)) / 100)
    // Asked again (a second report of the cancellation), nothing more is given back.
    const { giveBalanceBack } = await import('@/features/till/engine/balance-parts')
    const { inTransaction } = await import('@/platform/db/transaction')
    const again = { visitId: id, start, now: late, lateByClient: true }
    expect(await inTransaction(ctx.payload, (req) => giveBalanceBack(ctx.payload, req, again))).toBe(0)
  })

  it('gives it all back when the salon cancels, and the desk sees the part until then', async () => {
    const { price, body } = await slot(136, { requiredType: 'full', lateCancelFeePercent: 50, noShowFeePercent: 100 })
    const me = await client()
    await credit(me, 12.5)
    const { answer, id } = await book(me, { ...body(), useBalance: true })
    await ctx.fake.pay(sessionOf((answer.json.payment as { url: string }).url), { card: PAID_CARD })
    await ctx.fake.webhooksSettled()
    const desk = await staff()
    expect(await desk('GET', `/api/staff/visits/${id}/balance`)).toMatchObject({ status: 200, json: { paid: 12.5 } })
    expect((await fetch(`${ctx.server.url}/api/staff/visits/${id}/balance`)).status).toBe(401)
    // The till deducts it with what Stripe took.
    const checkout = await desk('GET', `/api/staff/checkout?visit=${id}`)
    expect(checkout.json.prepaid).toEqual({
      online: Math.round((price - 12.5) * 100) / 100,
      voucher: 0,
      balance: 12.5,
      total: price,
    })
    const version = new Date((await visitOf(id))!.updatedAt).toISOString()
    const cancelled = await desk('POST', `/api/staff/visits/${id}/cancel`, { version, reason: 'Stylist off sick' })
    expect(cancelled.status).toBe(200)
    expect(await balanceOf(me)).toBe(12.5)
    expect((await desk('GET', `/api/staff/visits/${id}/balance`)).json).toEqual({ paid: 0 })
    // A visit the balance paid on is cancelled, never deleted.
    const deleted = await fetch(`${ctx.server.url}/api/appointments/${id}`, { method: 'DELETE' })
    expect(deleted.status).not.toBe(200)
    expect(await visitOf(id)).not.toBeNull()
  })
})

describe('one balance, two bookings at the same moment', () => {
  it('never spends more than it holds: the loser books nothing', async () => {
    const { price, body } = await slot(137, NO_FEES)
    const me = await client()
    await credit(me, price)
    const answers = await Promise.all([0, 1].map((day) => book(me, { ...body(day), useBalance: true })))
    const won = answers.filter((a) => a.answer.status === 201)
    expect(won.length, JSON.stringify(answers.map((a) => a.answer.json))).toBe(1)
    expect(won[0]!.answer.json.balance).toEqual({ paid: price, remaining: 0 })
    const lost = answers.find((a) => a.answer.status !== 201)!
    expect([400, 409]).toContain(lost.answer.status)
    expect(lost.answer.json).toMatchObject({ fields: { useBalance: 'There is nothing on your balance to pay with.' } })
    expect(await balanceOf(me)).toBe(0)
    const spent = (await balanceRows(me)).filter((r) => r.amount < 0)
    expect(spent).toEqual([{ amount: -pence(price), visitId: won[0]!.id }])
    for (const visit of await visitsOf(me.clientId))
      if (String(visit.id) !== won[0]!.id) {
        ctx.made.push(String(visit.id))
        expect(visit.state).toBe('cancelled')
      }
  })
})

describe('the account paying a visit still owing with the balance', () => {
  it('replaces the page with one for the rest, or books the visit when it covers all', async () => {
    const { price, body } = await slot(138, NO_FEES)
    const me = await client()
    const { answer, id } = await book(me, body())
    const first = sessionOf((answer.json.payment as { url: string }).url)

    const empty = await me.post(`/api/booking/appointments/${id}/balance`, {})
    expect(empty.status).toBe(409)
    expect(empty.json).toMatchObject({ reason: 'balance_empty' })
    expect(ctx.fake.state.checkoutSessions.get(first)!.status).toBe('open')

    await credit(me, 10)
    const paid = await me.post(`/api/booking/appointments/${id}/balance`, {})
    expect(paid.status, JSON.stringify(paid.json)).toBe(200)
    const rest = Math.round((price - 10) * 100) / 100
    expect(paid.json.balance).toEqual({ paid: 10, remaining: 0 })
    expect(paid.json.payment).toMatchObject({ amount: rest, mode: 'payment' })
    expect(ctx.fake.state.checkoutSessions.get(first)!.status).toBe('expired')

    // More credit arrives: the balance pays the rest and the visit is booked.
    await credit(me, price)
    const all = await me.post(`/api/booking/appointments/${id}/balance`, {})
    expect(all.status, JSON.stringify(all.json)).toBe(200)
    expect(all.json.payment).toBeNull()
    expect(all.json.balance).toEqual({ paid: price, remaining: 10 })
    expect((await visitOf(id))!.state).toBe('planned')
    // Someone else's visit is not theirs to pay.
    const other = await client()
    await credit(other, 5)
    expect((await other.post(`/api/booking/appointments/${id}/balance`, {})).status).toBe(404)
  })
})
