/**
 * The till at the desk (issue 29) on SQLite and PostgreSQL, over real HTTP against the fake Stripe
 * (a test double): a visit checked out with two methods, a discount with its reason, a tip and a
 * product, the prepayment deducted, the receipt texted; a repeated checkout made once and a second
 * one refused; gift vouchers and the client's balance spent at the desk, never beyond what they
 * hold even at the same moment; refunds by card and cash; an admin's void; and the day's takings
 * balancing to the penny with every sale, refund and voucher use.
 */
import { randomUUID } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { instantToLocal } from '@/features/booking/domain/time'
// Pure modules only: the features' entries read the settings, which the file sets up first.
import { payloadVoucherStore } from '@/features/vouchers/engine/payload-store'
import { issueVoucher } from '@/features/vouchers/use-cases/issue'

import { DEMO_ADMIN } from '../helpers/admin'
import { freshIp, freshPhone, signedInVisitor } from '../helpers/booking'
import { paymentsFile } from '../helpers/payments'
import { messagesTo } from '../helpers/sms-outbox'

const { ctx, staff, visitOf, bookAndPay, ledgerOf } = paymentsFile(660, '100.64.80')

const today = () => instantToLocal(new Date(), 'Europe/London').date

/** A prepaid visit (card saved at booking) put `yearsBack` years into the past, at 03:00, so it has started. */
async function startedVisit(fromDays: number, dayOfYear: number) {
  const booked = await bookAndPay(fromDays)
  const stored = (await visitOf(booked.id))!
  const past = new Date(Date.UTC(new Date().getUTCFullYear() - 1, 0, dayOfYear, 3, 0))
  await ctx.payload.update({
    collection: 'appointments',
    id: stored.id,
    data: { items: stored.items.map((item) => ({ ...item, start: past.toISOString() })) },
    overrideAccess: true,
  })
  return booked
}

async function voucher(amount: number) {
  return issueVoucher(payloadVoucherStore(ctx.payload), {
    kind: 'money',
    serviceId: null,
    amount,
    paidAt: new Date(),
    soldVia: 'desk',
    soldAt: new Date(),
  })
}

const remaining = async (id: string) =>
  (await ctx.payload.findByID({ collection: 'vouchers', id: Number(id), overrideAccess: true, depth: 0 })).remaining

async function takings(desk: Awaited<ReturnType<typeof staff>>, salon: string) {
  const r = await desk('GET', `/api/staff/takings?salon=${salon}&date=${today()}`)
  expect(r.status, JSON.stringify(r.json)).toBe(200)
  return r.json
}

const walkIn = (salon: string, price: number, tenders: unknown[], extra: Record<string, unknown> = {}) => ({
  key: randomUUID(),
  salon,
  lines: [{ kind: 'product', description: 'Argan oil 100 ml', price }],
  tenders,
  ...extra,
})

describe('checking a visit out at the desk', () => {
  it('takes the rest after the prepayment by cash and card on file, with a discount, a product and a tip; once', async () => {
    await ctx.payload.updateGlobal({ slug: 'till-settings', data: { tips: true }, overrideAccess: true })
    const booked = await startedVisit(70, 20)
    const desk = await staff()
    const salon = String(booked.salon.id)
    const before = await takings(desk, salon)

    const draft = await desk('GET', `/api/staff/checkout?visit=${booked.id}`)
    expect(draft.status).toBe(200)
    const prepaid = (await ledgerOf(booked.id))[0]!.amount / 100
    expect(draft.json.prepaid).toMatchObject({ online: prepaid, total: prepaid })
    expect(draft.json.client).toMatchObject({ card: { last4: '4242' }, balance: 0 })
    expect(draft.json.tips).toBe(true)
    const line = draft.json.lines[0]
    expect(line).toMatchObject({ kind: 'service', price: expect.any(Number) })

    // A discount without a reason is refused, nothing written.
    const lines = [
      { ...line, price: line.price - 5, listPrice: line.price },
      { kind: 'product', description: 'Argan oil 100 ml', price: 24.5 },
    ]
    const due = line.price - 5 + 24.5 + 6 - prepaid
    const body = {
      key: randomUUID(),
      visit: booked.id,
      lines,
      tip: 6,
      tenders: [
        { method: 'cash', amount: 20, cashGiven: 50 },
        { method: 'card', amount: Math.round((due - 20) * 100) / 100 },
      ],
      receipt: true,
    }
    const noReason = await desk('POST', '/api/staff/sales', body)
    expect(noReason.status).toBe(400)
    expect(noReason.json.fields).toEqual({ 'lines.0.discountReason': 'Give a reason for the lower price.' })
    // Methods that do not add up are refused with what is left.
    lines[0] = { ...lines[0], discountReason: 'Regular client' }
    const short = await desk('POST', '/api/staff/sales', { ...body, tenders: [{ method: 'cash', amount: 1 }] })
    expect(short.status).toBe(400)
    expect(short.json.message).toMatch(/still to pay/)

    const closed = await desk('POST', '/api/staff/sales', body)
    expect(closed.status, JSON.stringify(closed.json)).toBe(201)
    const sale = closed.json.sale
    expect(sale).toMatchObject({
      status: 'closed',
      prepaid,
      tip: 6,
      total: line.price - 5 + 24.5 + 6,
      due,
      tenders: [
        { method: 'cash', amount: 20, change: 30 },
        { method: 'card', amount: Math.round((due - 20) * 100) / 100, last4: '4242' },
      ],
    })
    expect(sale.lines[0]).toMatchObject({ discountReason: 'Regular client', listPrice: line.price })
    const visit = (await visitOf(booked.id))!
    expect(visit).toMatchObject({ state: 'completed', saleSum: sale.total })
    // The card was charged at Stripe and written in the money ledger.
    const charged = await ctx.payload.find({
      collection: 'payments',
      where: { kind: { equals: 'sale' } },
      overrideAccess: true,
    })
    expect(charged.docs.some((d) => d.amount === Math.round((due - 20) * 100))).toBe(true)
    const phone = (
      await ctx.payload.findByID({ collection: 'clients', id: booked.client.clientId, overrideAccess: true })
    ).phone
    expect(messagesTo(phone).at(-1)?.body).toMatch(
      new RegExp(`Receipt ${sale.number}[\\s\\S]*Paid today £${due.toFixed(2)}`),
    )

    // The same checkout sent again is the same sale; a new one is refused.
    const again = await desk('POST', '/api/staff/sales', body)
    expect(again.status).toBe(200)
    expect(again.json.sale.id).toBe(sale.id)
    const second = await desk('POST', '/api/staff/sales', { ...body, key: randomUUID() })
    expect(second.status).toBe(409)
    expect(second.json.reason).toBe('already_checked_out')

    const after = await takings(desk, salon)
    const grew = (m: string) => Math.round((after.methods[m].net - before.methods[m].net) * 100) / 100
    expect(grew('cash')).toBe(20)
    expect(grew('card')).toBe(Math.round((due - 20) * 100) / 100)
    expect(Math.round((after.deskNet - before.deskNet) * 100) / 100).toBe(due)
    expect(after.cash.expected - before.cash.expected).toBe(20)
    expect(after.tips.find((t: { amount: number }) => t.amount >= 6)).toBeTruthy()
    expect(after.sales.map((s: { id: string }) => s.id)).toContain(sale.id)
  })

  it('refunds by card through Stripe and by cash, never beyond what was paid; an admin voids it and the visit opens again', async () => {
    await ctx.payload.updateGlobal({ slug: 'till-settings', data: { tips: false }, overrideAccess: true })
    const booked = await startedVisit(72, 40)
    const desk = await staff()
    const salon = String(booked.salon.id)
    const draft = (await desk('GET', `/api/staff/checkout?visit=${booked.id}`)).json
    const product = 30
    const due = Math.round((draft.lines[0].price + product - draft.prepaid.total) * 100) / 100
    const closed = await desk('POST', '/api/staff/sales', {
      key: randomUUID(),
      visit: booked.id,
      lines: [draft.lines[0], { kind: 'product', description: 'Shampoo', price: product }],
      tenders: [
        { method: 'card', amount: 25 },
        { method: 'cash', amount: Math.round((due - 25) * 100) / 100 },
      ],
    })
    expect(closed.status, JSON.stringify(closed.json)).toBe(201)
    const id = closed.json.sale.id
    const before = await takings(desk, salon)

    const toCard = await desk('POST', `/api/staff/sales/${id}/refunds`, {
      key: randomUUID(),
      method: 'card',
      amount: 10,
      reason: 'Shampoo returned',
    })
    expect(toCard.status, JSON.stringify(toCard.json)).toBe(201)
    expect(toCard.json.sale.refundable.card).toBe(15)
    const tooMuch = await desk('POST', `/api/staff/sales/${id}/refunds`, {
      key: randomUUID(),
      method: 'card',
      amount: 16,
      reason: 'x',
    })
    expect(tooMuch.status).toBe(409)
    expect(tooMuch.json.fields.amount).toMatch(/At most £15.00/)
    const cash = await desk('POST', `/api/staff/sales/${id}/refunds`, {
      key: randomUUID(),
      method: 'cash',
      amount: 5,
      reason: 'Fringe not as asked',
    })
    expect(cash.status).toBe(201)
    expect(cash.json.sale.refunds).toEqual([
      expect.objectContaining({ kind: 'refund', method: 'card', amount: 10 }),
      expect.objectContaining({ kind: 'refund', method: 'cash', amount: 5 }),
    ])
    const after = await takings(desk, salon)
    expect(Math.round((before.refunds + 15 - after.refunds) * 100)).toBe(0)
    expect(Math.round((before.deskNet - 15 - after.deskNet) * 100)).toBe(0)
    expect(Math.round((before.cash.expected - 5 - after.cash.expected) * 100)).toBe(0)

    // An editor may not void; an admin voids it: what is left is reversed and the visit may be checked out again.
    const editor = { email: `editor-${randomUUID()}@parlour.example`, password: 'an-editor-password-1' }
    await ctx.payload.create({
      collection: 'users',
      data: { ...editor, name: 'Editor', roles: ['editor'] },
      overrideAccess: true,
    })
    expect(
      (await (await staff(editor))('POST', `/api/staff/sales/${id}/void`, { reason: 'Wrong client' })).status,
    ).toBe(403)
    const voided = await desk('POST', `/api/staff/sales/${id}/void`, { reason: 'Wrong client' })
    expect(voided.status, JSON.stringify(voided.json)).toBe(200)
    expect(voided.json.sale).toMatchObject({ status: 'voided', voidReason: 'Wrong client' })
    expect((await visitOf(booked.id))!.state).toBe('arrived')
    const final = await takings(desk, salon)
    // The void takes back what was left of the sale: the day no longer counts it at all.
    expect(Math.round((final.deskNet - (before.deskNet - due)) * 100)).toBe(0)
    expect(final.sales.find((s: { id: string }) => s.id === id)).toMatchObject({ status: 'voided' })
    const refundAfterVoid = await desk('POST', `/api/staff/sales/${id}/refunds`, {
      key: randomUUID(),
      method: 'cash',
      amount: 1,
      reason: 'x',
    })
    expect(refundAfterVoid.status).toBe(409)
  })
})

describe('walk-ins, gift vouchers and the balance at the desk', () => {
  it('pays with a voucher and the terminal, sells a voucher, keeps a refund as credit and spends it; never beyond', async () => {
    const desk = await staff()
    const salon = String(
      (await ctx.payload.find({ collection: 'salons', sort: 'id', limit: 1, overrideAccess: true })).docs[0]!.id,
    )
    const before = await takings(desk, salon)
    const gift = await voucher(3000)
    const paid = await desk(
      'POST',
      '/api/staff/sales',
      walkIn(salon, 45, [
        { method: 'voucher', amount: 30, voucherCode: gift.code.toLowerCase() },
        { method: 'terminal', amount: 15, last4: '1234' },
      ]),
    )
    expect(paid.status, JSON.stringify(paid.json)).toBe(201)
    expect(paid.json.sale.tenders[0]).toMatchObject({
      method: 'voucher',
      amount: 30,
      voucher: expect.stringMatching(/^••••-••••-/),
    })
    expect(await remaining(gift.id)).toBe(0)
    // Spent: a second use is refused and nothing is written.
    const spent = await desk(
      'POST',
      '/api/staff/sales',
      walkIn(salon, 10, [{ method: 'voucher', amount: 10, voucherCode: gift.code }]),
    )
    expect(spent.status).toBe(409)
    expect(spent.json.fields).toEqual({ 'tenders.0.voucherCode': 'This voucher has been used up.' })

    // A voucher sold at the desk: loaded at once, its code on the sale.
    const sold = await desk('POST', '/api/staff/sales', {
      key: randomUUID(),
      salon,
      walkInName: 'Ada',
      lines: [{ kind: 'voucher', description: 'Gift voucher', price: 40, recipientName: 'Grace' }],
      tenders: [{ method: 'cash', amount: 40 }],
    })
    expect(sold.status).toBe(201)
    const code = sold.json.sale.lines[0].voucherCode as string
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
    const made = (
      await ctx.payload.find({
        collection: 'vouchers',
        where: { code: { equals: code.replaceAll('-', '') } },
        overrideAccess: true,
      })
    ).docs[0]!
    expect(made).toMatchObject({
      amount: 4000,
      remaining: 4000,
      status: 'sold',
      soldVia: 'desk',
      recipientName: 'Grace',
    })

    // The balance: a refund kept as credit, then spent; more than it holds is refused.
    const booked = await bookAndPay(74)
    const client = String(booked.client.clientId)
    const bought = await desk(
      'POST',
      '/api/staff/sales',
      walkIn(salon, 20, [{ method: 'cash', amount: 20 }], { client }),
    )
    expect(bought.status).toBe(201)
    const credit = await desk('POST', `/api/staff/sales/${bought.json.sale.id}/refunds`, {
      key: randomUUID(),
      method: 'balance',
      amount: 12,
      reason: 'Kept for next time',
    })
    expect(credit.status).toBe(201)
    expect((await desk('GET', `/api/staff/checkout?client=${client}`)).json.client.balance).toBe(12)
    const over = await desk(
      'POST',
      '/api/staff/sales',
      walkIn(salon, 13, [{ method: 'balance', amount: 13 }], { client }),
    )
    expect(over.status).toBe(409)
    expect(over.json.message).toBe("The client's balance is £12.00.")
    const used = await desk(
      'POST',
      '/api/staff/sales',
      walkIn(salon, 12, [{ method: 'balance', amount: 12 }], { client }),
    )
    expect(used.status).toBe(201)
    expect((await desk('GET', `/api/staff/checkout?client=${client}`)).json.client.balance).toBe(0)

    const after = await takings(desk, salon)
    const grew = (m: string) => Math.round((after.methods[m].net - before.methods[m].net) * 100) / 100
    expect([grew('voucher'), grew('terminal'), grew('cash')]).toEqual([30, 15, 60])
    // Credit kept and then spent: the balance took £12 and had £12 put back on it — no money moved.
    expect(after.methods.balance.taken - before.methods.balance.taken).toBe(12)
    expect(after.methods.balance.refunded - before.methods.balance.refunded).toBe(12)
    expect(Math.round((after.vouchers.sold - before.vouchers.sold) * 100)).toBe(4000)
    expect(Math.round((after.vouchers.redeemed - before.vouchers.redeemed) * 100)).toBe(3000)
    // The day balances: each method's net is what it took less what went back.
    for (const m of Object.keys(after.methods))
      expect(Math.round((after.methods[m].taken - after.methods[m].refunded - after.methods[m].net) * 100)).toBe(0)
  })

  it('answers 400 on the field for a service, stylist or client that does not exist, and writes nothing', async () => {
    const desk = await staff()
    const salon = String(
      (await ctx.payload.find({ collection: 'salons', sort: 'id', limit: 1, overrideAccess: true })).docs[0]!.id,
    )
    const before = (await ctx.payload.count({ collection: 'sales', overrideAccess: true })).totalDocs
    const cash = [{ method: 'cash', amount: 10 }]
    const line = { kind: 'service', description: 'Cut', price: 10 }
    const answers = await Promise.all([
      desk('POST', '/api/staff/sales', { ...walkIn(salon, 10, cash), lines: [{ ...line, service: '999999' }] }),
      desk('POST', '/api/staff/sales', { ...walkIn(salon, 10, cash), lines: [{ ...line, stylist: '999999' }] }),
      desk('POST', '/api/staff/sales', walkIn(salon, 10, cash, { client: '999999' })),
      desk('POST', '/api/staff/sales', walkIn('999999', 10, cash)),
    ])
    expect(answers.map((a) => [a.status, Object.keys(a.json.fields ?? {})])).toEqual([
      [400, ['lines.0.service']],
      [400, ['lines.0.stylist']],
      [400, ['client']],
      [400, ['salon']],
    ])
    expect((await ctx.payload.count({ collection: 'sales', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('never spends more of a voucher or a balance than it holds when checkouts race', async () => {
    const desk = await staff()
    const salon = String(
      (await ctx.payload.find({ collection: 'salons', sort: 'id', limit: 1, overrideAccess: true })).docs[0]!.id,
    )
    const gift = await voucher(5000)
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        desk(
          'POST',
          '/api/staff/sales',
          walkIn(salon, 20, [{ method: 'voucher', amount: 20, voucherCode: gift.code }]),
        ),
      ),
    )
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2)
    expect(answers.filter((a) => a.status === 409)).toHaveLength(4)
    expect(await remaining(gift.id)).toBe(1000)
    const sales = await ctx.payload.find({
      collection: 'till-entries',
      where: { voucher: { equals: Number(gift.id) } },
      overrideAccess: true,
    })
    expect(sales.docs.reduce((s, e) => s + e.amount, 0)).toBe(4000)

    // A balance of £30 raced by five £10 sales: three are paid from it, two are refused.
    const client = { id: (await signedInVisitor(ctx.server.url, freshPhone(660), freshIp('100.64.80'))).clientId }
    const bought = await desk(
      'POST',
      '/api/staff/sales',
      walkIn(salon, 30, [{ method: 'cash', amount: 30 }], { client: String(client.id) }),
    )
    await desk('POST', `/api/staff/sales/${bought.json.sale.id}/refunds`, {
      key: randomUUID(),
      method: 'balance',
      amount: 30,
      reason: 'Credit',
    })
    const raced = await Promise.all(
      Array.from({ length: 5 }, () =>
        desk(
          'POST',
          '/api/staff/sales',
          walkIn(salon, 10, [{ method: 'balance', amount: 10 }], { client: String(client.id) }),
        ),
      ),
    )
    expect(raced.map((a) => a.status).sort()).toEqual([201, 201, 201, 409, 409])
    const rows = await ctx.payload.find({
      collection: 'client-ledger',
      where: { client: { equals: client.id } },
      sort: 'id',
      overrideAccess: true,
    })
    expect(rows.docs.map((r) => r.after)).toEqual([3000, 2000, 1000, 0])
  })

  it('earns bonus points on money paid when the salon turns them on, spends them, and a void takes them back', async () => {
    const desk = await staff()
    const salon = String(
      (await ctx.payload.find({ collection: 'salons', sort: 'id', limit: 1, overrideAccess: true })).docs[0]!.id,
    )
    const client = String((await signedInVisitor(ctx.server.url, freshPhone(660), freshIp('100.64.80'))).clientId)
    const points = async () => (await desk('GET', `/api/staff/checkout?client=${client}`)).json.client.points
    // Off by default: nothing is earned, and points cannot pay.
    await desk('POST', '/api/staff/sales', walkIn(salon, 10, [{ method: 'cash', amount: 10 }], { client }))
    expect(await points()).toBe(0)
    await ctx.payload.updateGlobal({
      slug: 'till-settings',
      data: { bonus: { enabled: true, perPound: 2, pointValue: 10 } },
      overrideAccess: true,
    })
    try {
      const earned = await desk(
        'POST',
        '/api/staff/sales',
        walkIn(salon, 30.99, [{ method: 'terminal', amount: 30.99 }], { client }),
      )
      expect(earned.json.sale.pointsEarned).toBe(60)
      expect(await points()).toBe(60)
      // £2.50 in points at 10p a point: 25 points.
      const spent = await desk(
        'POST',
        '/api/staff/sales',
        walkIn(salon, 2.5, [{ method: 'points', amount: 2.5 }], { client }),
      )
      expect(spent.status, JSON.stringify(spent.json)).toBe(201)
      expect(spent.json.sale.tenders[0]).toMatchObject({ method: 'points', amount: 2.5 })
      expect(await points()).toBe(35)
      const tooMany = await desk(
        'POST',
        '/api/staff/sales',
        walkIn(salon, 4, [{ method: 'points', amount: 4 }], { client }),
      )
      expect(tooMany.status).toBe(409)
      expect(tooMany.json.message).toBe('The client has 35 points.')
      // Voiding the sale that spent them gives the points back.
      expect(
        (await desk('POST', `/api/staff/sales/${spent.json.sale.id}/void`, { reason: 'Wrong client' })).status,
      ).toBe(200)
      expect(await points()).toBe(60)
    } finally {
      await ctx.payload.updateGlobal({
        slug: 'till-settings',
        data: { bonus: { enabled: false } },
        overrideAccess: true,
      })
    }
  })

  it('counts the drawer against the till and gives the day as CSV', async () => {
    const desk = await staff()
    const salon = String(
      (await ctx.payload.find({ collection: 'salons', sort: 'id', limit: 1, overrideAccess: true })).docs[0]!.id,
    )
    await desk('POST', '/api/staff/sales', walkIn(salon, 7.5, [{ method: 'cash', amount: 7.5, cashGiven: 10 }]))
    const day = await takings(desk, salon)
    // A count that differs needs a note saying why: refused on the field, nothing recorded.
    for (const note of [undefined, '  ']) {
      const bare = await desk('POST', '/api/staff/takings/count', {
        salon,
        date: today(),
        counted: day.cash.expected - 2,
        note,
      })
      expect(bare.status).toBe(400)
      expect(bare.json).toMatchObject({
        reason: 'note_required',
        fields: { note: 'The drawer is £2.00 short: add a note saying why.' },
      })
    }
    expect((await takings(desk, salon)).cash).toEqual(day.cash)
    const counted = await desk('POST', '/api/staff/takings/count', {
      salon,
      date: today(),
      counted: day.cash.expected - 2,
      note: 'Two pounds short',
    })
    expect(counted.status).toBe(201)
    expect(counted.json).toEqual({ expected: day.cash.expected, counted: day.cash.expected - 2, difference: -2 })
    expect((await takings(desk, salon)).cash).toMatchObject({
      counted: day.cash.expected - 2,
      difference: -2,
      note: 'Two pounds short',
    })
    const csv = await fetch(`${ctx.server.url}/api/staff/takings?salon=${salon}&date=${today()}&format=csv`, {
      headers: { authorization: `JWT ${(await ctx.payload.login({ collection: 'users', data: DEMO_ADMIN })).token}` },
    })
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/)
    const text = await csv.text()
    expect(text).toMatch(/Cash,Expected in the drawer,/)
    expect(text).toMatch(/Cash,Difference,-2.00/)
    expect((await desk('GET', `/api/staff/takings?salon=${salon}&date=26-11-2026`)).status).toBe(400)
    expect((await fetch(`${ctx.server.url}/api/staff/takings?salon=${salon}&date=${today()}`)).status).toBe(401)
  })
})
