/**
 * Payments' edges (issue 28) against the fake Stripe (a test double): events late, repeated and in
 * any order end the same way, and no key, secret or card number appears in any answer or text.
 */
import { describe, expect, it } from 'vitest'

import { freeStarts } from '../helpers/booking'
import { PAID_CARD, paymentsFile, sessionOf } from '../helpers/payments'
import { outbox } from '../helpers/sms-outbox'

const { ctx, visitOf, ledgerOf, requestOf, bookPaying } = paymentsFile(560, '100.64.62')

/** `bookPaying`, with the stylist's free days of that fortnight (to move the visit to another). */
async function bookPayingWithDays(fromDays: number) {
  const booked = await bookPaying(fromDays)
  const { days } = await freeStarts(ctx.payload, 'grace-adeyemi', fromDays)
  return { ...booked, days }
}

describe("Stripe's events", () => {
  it('settle a booking the same way whatever order they come in, late or twice', async () => {
    const { answer, id } = await bookPaying(60)
    const session = sessionOf((answer.json.payment as { url: string }).url)
    ctx.fake.webhookDown(true)
    try {
      await ctx.fake.pay(session, { card: PAID_CARD })
      await ctx.fake.webhooksSettled()
    } finally {
      ctx.fake.webhookDown(false)
    }
    const paidIntent = ctx.fake.state.checkoutSessions.get(session)!.payment_intent
    const events = [...ctx.fake.state.events.values()].filter((e) => {
      const object = e.data.object as { id: string; payment_intent?: string | null }
      return object.id === session || object.id === paidIntent || object.payment_intent === paidIntent
    })
    expect(events.map((e) => e.type)).toContain('checkout.session.completed')
    // Newest first, then every one again: one visit booked, one payment written.
    for (const event of [...events].reverse()) expect(await ctx.fake.deliver(event.id)).toBe(200)
    for (const event of events) expect(await ctx.fake.deliver(event.id)).toBe(200)
    expect((await visitOf(id))!.state).toBe('planned')
    expect(await ledgerOf(id)).toHaveLength(1)
    expect((await requestOf(id)).state).toBe('paid')
  })
})

describe('secrets', () => {
  it('never shows the Stripe key, the webhook secret or a card number in an answer or a text', async () => {
    const seen: string[] = []
    const { answer, client } = await bookPaying(61)
    seen.push(JSON.stringify(answer.json))
    await ctx.fake.pay(sessionOf((answer.json.payment as { url: string }).url), { card: PAID_CARD })
    await ctx.fake.webhooksSettled()
    seen.push(JSON.stringify((await client.get('/api/booking/appointments')).json))
    ctx.fake.apiDown(503)
    try {
      const refused = await bookPaying(62)
      seen.push(JSON.stringify(refused.answer.json))
    } finally {
      ctx.fake.apiDown(false)
    }
    const forged = await fetch(`${ctx.server.url}/api/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'stripe-signature': 't=1,v1=00' },
      body: '{}',
    })
    seen.push(await forged.text())
    const { docs } = await ctx.payload.find({ collection: 'payment-requests', overrideAccess: true, pagination: false })
    seen.push(JSON.stringify(docs), JSON.stringify(outbox()))
    const all = seen.join('\n')
    for (const secret of [process.env.STRIPE_SECRET_KEY!, process.env.STRIPE_WEBHOOK_SECRET!, PAID_CARD, '4242 4242'])
      expect(all).not.toContain(secret)
  })
})

describe('a paid or held visit changing', () => {
  it('closes the Stripe page when the client lets go of a visit held for its payment, and frees the time', async () => {
    const { answer, id, client } = await bookPaying(63)
    const session = sessionOf((answer.json.payment as { url: string }).url)
    const letGo = await client.call('DELETE', `/api/booking/holds/${id}`)
    expect(letGo.status).toBe(200)
    expect(ctx.fake.state.checkoutSessions.get(session)!.status).toBe('expired')
    expect((await visitOf(id))!.state).toBe('cancelled')
    expect((await requestOf(id)).state).toBe('expired')
    expect(await ctx.fake.pay(session, { card: PAID_CARD })).toMatchObject({ status: 'expired' })
  })

  it('keeps the payment with the visit when the client moves it', async () => {
    const { answer, id, client, days } = await bookPayingWithDays(64)
    await ctx.fake.pay(sessionOf((answer.json.payment as { url: string }).url), { card: PAID_CARD })
    await ctx.fake.webhooksSettled()
    const to = days.find((d) => d.date !== days[0]!.date)!
    const moved = await client.post(`/api/booking/appointments/${id}/reschedule`, {
      start: `${to.date}T${to.times[0]!}`,
    })
    expect(moved.status).toBe(200)
    expect((moved.json.appointment as { id: string; date: string }).id).toBe(id)
    expect((moved.json.appointment as { date: string }).date).toBe(to.date)
    expect(await ledgerOf(id)).toHaveLength(1)
    const mine = (await client.get('/api/booking/appointments')).json.appointments as {
      id: string
      money: { prepaymentSum: number } | null
    }[]
    expect(mine.find((v) => v.id === id)!.money!.prepaymentSum).toBeGreaterThan(0)
  })
})
