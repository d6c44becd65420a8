/**
 * A gift voucher bought online (issue 29) against the fake Stripe (a test double), on SQLite and
 * PostgreSQL: the voucher is unusable until Stripe reports its page paid; then it is the buyer's,
 * loaded in its ledger, counted in the money ledger, and its code is texted to the buyer (masked in
 * the SMS log). A page left unpaid leaves an unusable voucher; Stripe away leaves none.
 */
import { describe, expect, it } from 'vitest'

// The pure module only: the feature's entry reads the configuration, set by paymentsFile first.
import { formatVoucherCode } from '@/features/vouchers/domain/code'

import { freshIp, freshPhone, runJobs, signedInVisitor } from '../helpers/booking'
import { PAID_CARD, paymentsFile, sessionOf } from '../helpers/payments'
import { messagesTo } from '../helpers/sms-outbox'

const { ctx, later } = paymentsFile(580, '100.64.63')

async function buyer() {
  return signedInVisitor(ctx.server.url, freshPhone(580), freshIp('100.64.63'))
}

const voucherOf = async (id: string) =>
  ctx.payload.findByID({ collection: 'vouchers', id: Number(id), overrideAccess: true, depth: 0 })

describe('a gift voucher bought online', () => {
  it('is the buyer’s once Stripe reports the page paid: loaded, in the money ledger, its code texted', async () => {
    const me = await buyer()
    const bought = await me.post('/api/vouchers', { amount: 60, recipientName: 'Mum', message: 'Happy birthday!' })
    expect(bought.status, JSON.stringify(bought.json)).toBe(201)
    const { voucher, payment } = bought.json as {
      voucher: { id: string; status: string }
      payment: { url: string; amount: number }
    }
    expect(voucher.status).toBe('new')
    expect(payment).toMatchObject({ amount: 60, currency: 'gbp' })
    const before = await voucherOf(voucher.id)
    expect(before).toMatchObject({ status: 'new', remaining: 6000, recipientName: 'Mum', message: 'Happy birthday!' })
    // Not paid: its code is no voucher yet.
    expect((await me.get(`/api/vouchers/${before.code}`)).status).toBe(404)

    expect((await ctx.fake.pay(sessionOf(payment.url), { card: PAID_CARD })).status).toBe('complete')
    await ctx.fake.webhooksSettled()
    const after = await voucherOf(voucher.id)
    expect(after.status).toBe('sold')
    expect(after.paidAt).toBeTruthy()
    const loaded = await ctx.payload.find({
      collection: 'voucher-movements',
      where: { voucher: { equals: after.id } },
      overrideAccess: true,
    })
    expect(loaded.docs.map((m) => [m.kind, m.amount])).toEqual([['issue', 6000]])
    const money = await ctx.payload.find({
      collection: 'payments',
      where: { request: { equals: after.paymentRequest } },
      overrideAccess: true,
    })
    expect(money.docs.map((m) => [m.kind, m.amount])).toEqual([['voucher', 6000]])
    // No card kept from a purchase.
    const client = await ctx.payload.findByID({ collection: 'clients', id: me.clientId, overrideAccess: true })
    expect(client.card?.last4 ?? null).toBeNull()

    await runJobs(ctx.payload)
    const text = messagesTo(client.phone).at(-1)!
    expect(text.body).toContain(formatVoucherCode(after.code))
    expect(text.body).toMatch(/gift voucher for £60\.00/)
    const logged = await ctx.payload.find({
      collection: 'sms-messages',
      where: { to: { equals: client.phone } },
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
    })
    expect(JSON.stringify(logged.docs[0])).not.toContain(formatVoucherCode(after.code))

    const seen = await me.get(`/api/vouchers/${after.code}`)
    expect(seen.json.voucher).toMatchObject({ amount: 60, remaining: 60, status: 'sold' })
    // The same payment reported again changes nothing.
    for (const event of ctx.fake.state.events.values()) await ctx.fake.deliver(event.id)
    expect(
      (
        await ctx.payload.count({
          collection: 'voucher-movements',
          where: { voucher: { equals: after.id } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1)
  })

  it('asks an amount within the limits, and a signed-in buyer', async () => {
    const me = await buyer()
    const tooSmall = await me.post('/api/vouchers', { amount: 5 })
    expect(tooSmall.status).toBe(400)
    expect(tooSmall.json).toMatchObject({
      reason: 'amount',
      message: 'A gift voucher can be bought online for £10 to £500.',
    })
    const anonymous = await fetch(`${ctx.server.url}/api/vouchers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 50 }),
    })
    expect(anonymous.status).toBe(401)
  })

  it('leaves no voucher when Stripe cannot be reached', async () => {
    const me = await buyer()
    const count = async () =>
      (
        await ctx.payload.count({
          collection: 'vouchers',
          where: { buyer: { equals: me.clientId } },
          overrideAccess: true,
        })
      ).totalDocs
    ctx.fake.apiDown(503)
    try {
      const refused = await me.post('/api/vouchers', { amount: 40 })
      expect(refused.status).toBe(503)
      expect(refused.json).toMatchObject({ reason: 'payments_unavailable' })
    } finally {
      ctx.fake.apiDown(false)
    }
    expect(await count()).toBe(0)
  })

  it('is removed when its page is left to expire unpaid, and that page can no longer be paid', async () => {
    const me = await buyer()
    const bought = await me.post('/api/vouchers', { amount: 25 })
    expect(bought.status).toBe(201)
    const { voucher, payment } = bought.json as { voucher: { id: string }; payment: { url: string } }
    const { reconcile } = await import('@/features/payments')
    await reconcile(await later(40))
    expect(ctx.fake.state.checkoutSessions.get(sessionOf(payment.url))!.status).toBe('expired')
    expect(
      await ctx.payload.count({
        collection: 'vouchers',
        where: { id: { equals: Number(voucher.id) } },
        overrideAccess: true,
      }),
    ).toEqual({ totalDocs: 0 })
    expect(await ctx.fake.pay(sessionOf(payment.url), { card: PAID_CARD })).toMatchObject({ status: 'expired' })
  })
})
