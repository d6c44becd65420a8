/**
 * Prepayments at booking, on the salon's own Stripe account (issue 28), against the strict fake
 * Stripe (tests/fakes/stripe — a test double) through the real `stripe` SDK and the app's own route
 * handlers on a real HTTP server. Runs on SQLite (`--only=int`) and PostgreSQL (`--only=pg`).
 */
import { describe, expect, it } from 'vitest'

import { freeStarts, freshIp, freshPhone, runJobs, signedInVisitor } from '../helpers/booking'
import { messagesTo } from '../helpers/sms-outbox'
import { PAID_CARD, paymentsFile, sessionOf } from '../helpers/payments'

const { ctx, prepayments, visitOf, ledgerOf, requestOf, later, bookPaying } = paymentsFile(860, '100.64.60')
const made = ctx.made

describe('a booking that needs a prepayment', () => {
  it('is held for the client with a Stripe page to pay on, and is theirs once Stripe reports it paid', async () => {
    const { answer, id, service, client } = await bookPaying(30)
    expect(answer.status).toBe(201)
    const price = (
      await ctx.payload.findByID({ collection: 'services', id: service.id, depth: 0, overrideAccess: true })
    ).prices![0]!.price!
    expect(answer.json.payment).toMatchObject({ amount: price, currency: 'gbp', mode: 'payment' })
    const payment = answer.json.payment as { url: string; policy: string[] }
    expect(payment.url).toMatch(new RegExp(`^${ctx.fake.url}/pay/cs_test_`))
    expect(payment.policy[0]).toMatch(/you pay £\d/)
    expect((await visitOf(id))!.state).toBe('reserved')

    expect((await ctx.fake.pay(sessionOf(payment.url), { card: PAID_CARD })).status).toBe('complete')
    await ctx.fake.webhooksSettled()
    expect(ctx.fake.deliveries.every((d) => d.status === 200)).toBe(true)
    expect((await visitOf(id))!.state).toBe('planned')
    expect(await ledgerOf(id)).toEqual([{ kind: 'prepayment', amount: Math.round(price * 100) }])
    const request = (
      await ctx.payload.find({
        collection: 'payment-requests',
        where: { visitId: { equals: id } },
        overrideAccess: true,
      })
    ).docs[0]!
    expect(request.state).toBe('paid')
    // The confirmation text says what was paid and the rule for getting it back.
    await runJobs(ctx.payload)
    const phone = (await ctx.payload.findByID({ collection: 'clients', id: client.clientId, overrideAccess: true }))
      .phone
    expect(messagesTo(phone).at(-1)!.body).toMatch(
      /you're booked for .* Prepaid £[\d.]+: cancel 48h or more ahead for a full refund\.$/,
    )
  })

  it('changes nothing on a webhook with a missing, wrong or stale signature, and handles a repeated event once', async () => {
    const { answer, id } = await bookPaying(31)
    ctx.fake.webhookDown(true)
    await ctx.fake.pay(sessionOf((answer.json.payment as { url: string }).url), { card: PAID_CARD })
    await ctx.fake.webhooksSettled()
    const session = sessionOf((answer.json.payment as { url: string }).url)
    const completed = [...ctx.fake.state.events.values()].find(
      (e) => e.type === 'checkout.session.completed' && (e.data.object as { id: string }).id === session,
    )!
    ctx.fake.webhookDown(false)

    const post = (headers: Record<string, string>, body = JSON.stringify(completed)) =>
      fetch(`${ctx.server.url}/api/payments/stripe/webhook`, { method: 'POST', headers, body })
    const missing = await post({ 'content-type': 'application/json' })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ reason: 'bad_signature' })
    expect(await ctx.fake.deliver(completed.id, { secret: 'whsec_someoneElse0123456789abcdef' })).toBe(400)
    const stale = Math.floor(Date.now() / 1000) - 301
    expect(await ctx.fake.deliver(completed.id, { timestamp: stale })).toBe(400)
    expect((await visitOf(id))!.state).toBe('reserved')
    expect(await ledgerOf(id)).toEqual([])

    expect(await ctx.fake.deliver(completed.id)).toBe(200)
    expect(await ctx.fake.deliver(completed.id)).toBe(200)
    expect((await visitOf(id))!.state).toBe('planned')
    expect((await ledgerOf(id)).length).toBe(1)
  })
})

describe('when the webhook or Stripe is away', () => {
  it('finishes a paid booking within minutes by asking Stripe, even if no webhook ever comes', async () => {
    const { answer, id } = await bookPaying(32)
    ctx.fake.webhookDown(true)
    try {
      await ctx.fake.pay(sessionOf((answer.json.payment as { url: string }).url), { card: PAID_CARD })
      await ctx.fake.webhooksSettled()
    } finally {
      ctx.fake.webhookDown(false)
    }
    expect((await visitOf(id))!.state).toBe('reserved')
    const { reconcile } = await import('@/features/payments')
    // Too soon: the job leaves a page opened a moment ago to its webhook.
    expect(await reconcile(await later(0))).toEqual({ settled: 0 })
    expect(await reconcile(await later(3))).toEqual({ settled: 1 })
    expect((await visitOf(id))!.state).toBe('planned')
    expect((await ledgerOf(id)).map((r) => r.kind)).toEqual(['prepayment'])
  })

  it('lets the time go when the page is left unpaid, and closes the page at Stripe', async () => {
    const { answer, id, client, salon, stylist, service, start } = await bookPaying(33)
    const session = sessionOf((answer.json.payment as { url: string }).url)
    const { reconcile } = await import('@/features/payments')
    await reconcile(await later(40))
    expect(ctx.fake.state.checkoutSessions.get(session)!.status).toBe('expired')
    const visit = (await visitOf(id))!
    expect(visit.state).toBe('cancelled')
    expect((await requestOf(id)).state).toBe('expired')
    // The time is offered again, and the client can book it.
    const again = await client.post('/api/booking/appointments', {
      location: salon.id,
      start,
      items: [{ service: service.id, employee: stylist.id }],
    })
    expect(again.status).toBe(201)
    made.push((again.json.appointment as { id: string }).id)
    expect(await ctx.fake.pay(session, { card: PAID_CARD })).toMatchObject({ status: 'expired' })
  })

  it('answers 503 with a message and keeps no hold when Stripe cannot be reached; bookings without money go on', async () => {
    const { salon, stylist, service, days } = await freeStarts(ctx.payload, 'grace-adeyemi', 34)
    await prepayments(service.id)
    const client = await signedInVisitor(ctx.server.url, freshPhone(860), freshIp('100.64.60'))
    const start = `${days[0]!.date}T${days[0]!.times[0]!}`
    const body = { location: salon.id, start, items: [{ service: service.id, employee: stylist.id }] }
    ctx.fake.apiDown(503)
    let refused
    try {
      refused = await client.post('/api/booking/appointments', body)
    } finally {
      ctx.fake.apiDown(false)
    }
    expect(refused.status).toBe(503)
    expect(refused.json).toMatchObject({
      reason: 'payments_unavailable',
      message: expect.stringMatching(/not available/),
    })
    const held = await ctx.payload.find({
      collection: 'appointments',
      where: { and: [{ client: { equals: client.clientId } }, { state: { not_equals: 'cancelled' } }] },
      overrideAccess: true,
    })
    expect(held.docs).toEqual([])
    const cancelled = await ctx.payload.find({
      collection: 'appointments',
      where: { client: { equals: client.clientId } },
      overrideAccess: true,
    })
    made.push(...cancelled.docs.map((d) => String(d.id)))

    // Without a marked service the same time books at once, Stripe or not.
    await ctx.payload.update({
      collection: 'services',
      id: service.id,
      data: { prepaymentRequired: false },
      overrideAccess: true,
    })
    ctx.fake.apiDown(503)
    let booked
    try {
      booked = await client.post('/api/booking/appointments', body)
    } finally {
      ctx.fake.apiDown(false)
    }
    expect(booked.status).toBe(201)
    expect(booked.json.payment).toBeUndefined()
    made.push((booked.json.appointment as { id: string }).id)
    expect((booked.json.appointment as { state: string }).state).toBe('planned')
  })
})

describe('paying twice, and many clients at once', () => {
  it('takes one payment when the same page is paid in two tabs', async () => {
    const { answer, id } = await bookPaying(35)
    const session = sessionOf((answer.json.payment as { url: string }).url)
    const intentsBefore = ctx.fake.state.paymentIntents.size
    const [first, second] = await Promise.all([
      ctx.fake.pay(session, { card: PAID_CARD }),
      ctx.fake.pay(session, { card: PAID_CARD }),
    ])
    expect([first.status, second.status].sort()).toEqual(['already_complete', 'complete'])
    await ctx.fake.webhooksSettled()
    expect((await ledgerOf(id)).length).toBe(1)
    expect(ctx.fake.state.paymentIntents.size - intentsBefore).toBe(1)
  })

  it('20 clients racing for one time: one is held to pay, the others are told it is taken and pay nothing', async () => {
    const { salon, stylist, service, days } = await freeStarts(ctx.payload, 'grace-adeyemi', 36)
    await prepayments(service.id)
    const clients = []
    for (let i = 0; i < 20; i++)
      clients.push(await signedInVisitor(ctx.server.url, freshPhone(860), freshIp('100.64.60')))
    const start = `${days[0]!.date}T${days[0]!.times[0]!}`
    const answers = await Promise.all(
      clients.map((c) =>
        c.post('/api/booking/appointments', {
          location: salon.id,
          start,
          items: [{ service: service.id, employee: stylist.id }],
        }),
      ),
    )
    const won = answers.filter((a) => a.status === 201)
    expect(won).toHaveLength(1)
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19)
    const id = (won[0]!.json.appointment as { id: string }).id
    made.push(id)
    const openPages = [...ctx.fake.state.checkoutSessions.values()].filter(
      (s) => s.status === 'open' && s.metadata?.parlour_visit === id,
    )
    expect(openPages).toHaveLength(1)
    await ctx.fake.pay(openPages[0]!.id, { card: PAID_CARD })
    await ctx.fake.webhooksSettled()
    expect((await visitOf(id))!.state).toBe('planned')
    expect(await ledgerOf(id)).toHaveLength(1)
  })
})

describe('cancelling a paid visit', () => {
  it('refunds in full in time, and keeps the late-cancellation fee the client was shown when late', async () => {
    const early = await bookPaying(37)
    await ctx.fake.pay(sessionOf((early.answer.json.payment as { url: string }).url), { card: PAID_CARD })
    await ctx.fake.webhooksSettled()
    const cancelled = await early.client.post(`/api/booking/appointments/${early.id}/cancel`, {})
    expect(cancelled.status).toBe(200)
    const paid = (await ledgerOf(early.id))[0]!.amount
    expect(await ledgerOf(early.id)).toEqual([
      { kind: 'prepayment', amount: paid },
      { kind: 'refund', amount: paid },
    ])
    expect([...ctx.fake.state.refunds.values()].at(-1)!.amount).toBe(paid)

    // The same terms an hour before the start: half the price is kept, the rest refunded.
    const late = await bookPaying(38)
    await ctx.fake.pay(sessionOf((late.answer.json.payment as { url: string }).url), { card: PAID_CARD })
    await ctx.fake.webhooksSettled()
    const { paymentsDeps, refundCancelled } = await import('@/features/payments')
    const { payloadBookingStore } = await import('@/features/booking/kit')
    const visit = (await payloadBookingStore(ctx.payload).appointment(late.id))!
    const hourBefore = new Date(visit.start.getTime() - 3_600_000)
    const outcome = await refundCancelled(
      paymentsDeps(ctx.payload, () => hourBefore)!,
      visit,
      { bySalon: false },
    )
    const price = (await ledgerOf(late.id))[0]!.amount
    expect(outcome).toEqual({ keep: Math.round(price / 2), refund: price - Math.round(price / 2) })
    expect(await ledgerOf(late.id)).toEqual([
      { kind: 'prepayment', amount: price },
      { kind: 'refund', amount: price - Math.round(price / 2) },
    ])
    // The salon cancelling refunds everything, whenever it is.
    expect(
      await refundCancelled(
        paymentsDeps(ctx.payload, () => hourBefore)!,
        visit,
        { bySalon: true },
      ),
    ).toEqual({
      keep: 0,
      refund: Math.round(price / 2),
    })
  })
})

describe('cancelling late a visit booked with a card only', () => {
  it('charges the late-cancellation fee the client was shown on the saved card', async () => {
    const { answer, id } = await bookPaying(39, { requiredType: 'card', lateCancelFeePercent: 50 })
    expect(answer.json.payment).toMatchObject({ mode: 'setup', amount: 0 })
    await ctx.fake.pay(sessionOf((answer.json.payment as { url: string; policy: string[] }).url), { card: PAID_CARD })
    await ctx.fake.webhooksSettled()
    expect((answer.json.payment as { policy: string[] }).policy.join(' ')).toMatch(/is charged to the card/)
    const { paymentsDeps, refundCancelled } = await import('@/features/payments')
    const { payloadBookingStore } = await import('@/features/booking/kit')
    const visit = (await payloadBookingStore(ctx.payload).appointment(id))!
    const price = Math.round(visit.items[0]!.price! * 100)
    // In time: nothing charged.
    const early = new Date(visit.start.getTime() - 72 * 3_600_000)
    expect(
      await refundCancelled(
        paymentsDeps(ctx.payload, () => early)!,
        visit,
        { bySalon: false },
      ),
    ).toBeNull()
    expect(await ledgerOf(id)).toEqual([])
    // An hour before: half the price, once.
    const hourBefore = new Date(visit.start.getTime() - 3_600_000)
    const deps = paymentsDeps(ctx.payload, () => hourBefore)!
    expect(await refundCancelled(deps, visit, { bySalon: false })).toEqual({ refund: 0, keep: Math.round(price / 2) })
    // Asked again, it keeps the fee and neither charges nor refunds anything more.
    expect(await refundCancelled(deps, visit, { bySalon: false })).toMatchObject({ refund: 0 })
    expect(await ledgerOf(id)).toEqual([{ kind: 'fee', amount: Math.round(price / 2) }])
  })
})

describe('a no-show', () => {
  /** A visit booked with a saved card (card terms, no-show fee 100 %), paid on the page with `card`, moved into the past. */
  async function missedVisit(fromDays: number, card: string) {
    const { salon, stylist, service, days } = await freeStarts(ctx.payload, 'grace-adeyemi', fromDays)
    await prepayments(service.id, { requiredType: 'card', noShowFeePercent: 100 })
    const client = await signedInVisitor(ctx.server.url, freshPhone(860), freshIp('100.64.60'))
    const answer = await client.post('/api/booking/appointments', {
      location: salon.id,
      start: `${days[0]!.date}T${days[0]!.times[0]!}`,
      items: [{ service: service.id, employee: stylist.id }],
    })
    expect(answer.json.payment).toMatchObject({ mode: 'setup', amount: 0 })
    const id = (answer.json.appointment as { id: string }).id
    made.push(id)
    expect((await ctx.fake.pay(sessionOf((answer.json.payment as { url: string }).url), { card })).status).toBe(
      'complete',
    )
    await ctx.fake.webhooksSettled()
    const visit = (await visitOf(id))!
    expect(visit.state).toBe('planned')
    // The visit took place (or not) a year ago, at an hour nobody works.
    const past = new Date(Date.UTC(new Date().getUTCFullYear() - 1, 0, 15, 3, fromDays))
    const moved = await ctx.payload.update({
      collection: 'appointments',
      id: Number(id),
      data: { items: visit.items.map((i) => ({ ...i, start: past.toISOString() })) },
      overrideAccess: true,
    })
    const price = Math.round(moved.items[0]!.price! * 100)
    return { id, client, version: new Date(moved.updatedAt).toISOString(), price }
  }

  async function closeAsNoShow(id: string, version: string) {
    const { DEMO_ADMIN } = await import('../helpers/admin')
    const { token } = await ctx.payload.login({ collection: 'users', data: DEMO_ADMIN })
    const response = await fetch(`${ctx.server.url}/api/staff/visits/${id}/state`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ version, state: 'no-show', chargeFee: true }),
    })
    return { status: response.status, json: (await response.json()) as Record<string, unknown> }
  }

  it('charges the fee shown on the saved card when staff close the visit as a no-show', async () => {
    const { id, version, price, client } = await missedVisit(40, PAID_CARD)
    const card = (await ctx.payload.findByID({ collection: 'clients', id: client.clientId, overrideAccess: true })).card
    expect(card).toMatchObject({ brand: 'visa', last4: '4242' })
    const closed = await closeAsNoShow(id, version)
    expect(closed.status).toBe(200)
    expect(closed.json.fee).toEqual({ status: 'charged', amount: price })
    expect(await ledgerOf(id)).toEqual([{ kind: 'fee', amount: price }])
    // Closing it again charges nothing more.
    const again = await closeAsNoShow(id, (closed.json.visit as { version: string }).version)
    expect(again.status).toBe(200)
    expect(await ledgerOf(id)).toHaveLength(1)
  })

  it('texts the client a page to pay on when the bank wants them present, and settles it when paid', async () => {
    const { id, version, price, client } = await missedVisit(41, '4000002760003184')
    const closed = await closeAsNoShow(id, version)
    expect(closed.json.fee).toMatchObject({ status: 'outstanding', amount: price })
    expect(await ledgerOf(id)).toEqual([])
    const phone = (await ctx.payload.findByID({ collection: 'clients', id: client.clientId, overrideAccess: true }))
      .phone
    const sent = messagesTo(phone).at(-1)!
    expect(sent.body).toMatch(/no-show fee of £[\d.]+ .* Pay it here: http/)
    const url = /(http\S+)/.exec(sent.body)![1]!
    expect((await requestOf(id)).state).toBe('outstanding')
    await ctx.fake.pay(sessionOf(url), { card: PAID_CARD })
    await ctx.fake.webhooksSettled()
    expect(await ledgerOf(id)).toEqual([{ kind: 'fee', amount: price }])
    expect((await requestOf(id)).state).toBe('paid')
  })
})
