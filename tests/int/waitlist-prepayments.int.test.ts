/**
 * A waitlist offer when the salon takes prepayments (issue 30, decision 0046): the held time is booked
 * through the payment page like any booking that needs money; the entry counts as booked only once it
 * is paid, and an offer left unpaid lets the entry wait again while the time goes to the next client.
 * Against the strict fake Stripe (tests/fakes/stripe — a test double); SQLite and PostgreSQL. The app's
 * modules are imported in the tests: the Stripe settings are set before anything reads the configuration.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { freeStarts, freshIp, runJobs, signedInVisitor } from '../helpers/booking'
import { PAID_CARD, paymentsFile, sessionOf } from '../helpers/payments'
import { messagesTo } from '../helpers/sms-outbox'
import { Visitor } from '../helpers/route-server'

const IPS = '100.64.100'
// The file's own numbers (the 07700 900 range is shared by other files' fixed and counted phones).
let nextPhone = 10000
const freshPhone = () => `+4474020${nextPhone++}`
const { ctx, prepayments, visitOf, later } = paymentsFile(960, IPS)
const clients: number[] = []
let textingHours: { textsFrom: string; textsUntil: string }
beforeAll(async () => {
  const s = await ctx.payload.findGlobal({ slug: 'waitlist-settings', overrideAccess: true })
  textingHours = { textsFrom: s.textsFrom, textsUntil: s.textsUntil }
  // Offers are texted only in the salon's texting hours: all day here, so the tests pass at any hour.
  const allDay = { textsFrom: '00:00', textsUntil: '24:00' }
  await ctx.payload.updateGlobal({ slug: 'waitlist-settings', data: allDay, overrideAccess: true })
})
afterAll(async () => {
  await ctx.payload.updateGlobal({ slug: 'waitlist-settings', data: textingHours, overrideAccess: true })
})
afterEach(async () => {
  // Nobody of this file stays on the waitlist: the sweep would offer them other files' free time.
  await ctx.payload.delete({
    collection: 'waitlist-entries',
    where: { client: { in: clients.splice(0) } },
    overrideAccess: true,
  })
})

type Entry = { state: string; offer: { start: string } | null }
const entryOf = async (v: Visitor) => ((await v.get('/api/waitlist')).json.entries as Entry[])[0]!

async function waiting() {
  const phone = freshPhone()
  const visitor = await signedInVisitor(ctx.server.url, phone, freshIp(IPS))
  clients.push(visitor.clientId)
  return Object.assign(visitor, { phone })
}

/** The hold texted to a phone's newest waitlist offer, as its link opens it. */
async function offeredHold(phone: string) {
  const text = messagesTo(phone)
    .filter((m) => /held for you/.test(m.body))
    .at(-1)
  const ref = text && /\/book\/\?offer=(\d+\.[\w-]+)/.exec(text.body)?.[1]
  expect(ref, `a waitlist offer texted to ${phone}`).toBeTruthy()
  const opened = await new Visitor(ctx.server.url, freshIp(IPS)).get(`/api/waitlist/offer?ref=${ref}`)
  expect(opened.status).toBe(200)
  // The hold goes with the test's visits (booked from, it is the client's visit; else let go).
  ctx.made.push((opened.json.hold as { id: string }).id)
  return opened.json.hold as { id: string; token: string; start: string }
}

/**
 * A visit of Grace Adeyemi's `fromDays` ahead, booked while prepayments are off; clients on the
 * waitlist for that day; then prepayments on and the visit cancelled, which offers its time.
 */
async function cancelledWithWaitlist(fromDays: number, clients: number) {
  const { salon, stylist, service, days } = await freeStarts(ctx.payload, 'grace-adeyemi', fromDays)
  await ctx.payload.updateGlobal({
    slug: 'booking-settings',
    data: { prepayments: { active: false } },
    overrideAccess: true,
  })
  const start = `${days[0]!.date}T${days[0]!.times[0]!}`
  const visit = { location: salon.id, start, items: [{ service: service.id, employee: stylist.id }] }
  const owner = await waiting()
  const booked = await owner.post('/api/booking/appointments', visit)
  expect(booked.status, JSON.stringify(booked.json)).toBe(201)
  const bookedId = (booked.json.appointment as { id: string }).id
  ctx.made.push(bookedId)
  const queue = []
  for (let i = 0; i < clients; i++) {
    const client = await waiting()
    const joined = await client.post('/api/waitlist', {
      location: String(salon.id),
      services: [String(service.id)],
      employee: String(stylist.id),
      from: days[0]!.date,
      to: days[0]!.date,
    })
    expect(joined.status, JSON.stringify(joined.json)).toBe(201)
    queue.push(client)
  }
  await prepayments(service.id)
  expect((await owner.post(`/api/booking/appointments/${bookedId}/cancel`, {})).status).toBe(200)
  await runJobs(ctx.payload)
  return { queue, visit, start }
}

describe('a waitlist offer with prepayments on', () => {
  it('goes through the payment page, and the entry is booked once it is paid', async () => {
    const { queue, visit, start } = await cancelledWithWaitlist(240, 1)
    const [client] = queue
    const hold = await offeredHold(client!.phone)
    expect(hold.start).toBe(start)

    const answer = await client!.post('/api/booking/appointments', {
      ...visit,
      hold: { id: hold.id, token: hold.token },
    })
    expect(answer.status, JSON.stringify(answer.json)).toBe(201)
    const id = (answer.json.appointment as { id: string }).id
    const payment = answer.json.payment as { url: string; amount: number }
    expect(payment.amount).toBeGreaterThan(0)
    expect((await visitOf(id))!.state).toBe('reserved')
    // Not paid yet: still the client's offer, not a booking.
    expect(await entryOf(client!)).toMatchObject({ state: 'offered', offer: { start } })

    expect((await ctx.fake.pay(sessionOf(payment.url), { card: PAID_CARD })).status).toBe('complete')
    await ctx.fake.webhooksSettled()
    expect((await visitOf(id))!.state).toBe('planned')
    expect((await entryOf(client!)).state).toBe('booked')
  })

  it('left unpaid, the entry waits again and the time is offered to the next client', async () => {
    const { queue, visit, start } = await cancelledWithWaitlist(250, 2)
    const [first, second] = queue
    const hold = await offeredHold(first!.phone)
    const answer = await first!.post('/api/booking/appointments', {
      ...visit,
      hold: { id: hold.id, token: hold.token },
    })
    expect(answer.status, JSON.stringify(answer.json)).toBe(201)
    const id = (answer.json.appointment as { id: string }).id
    expect(messagesTo(second!.phone).filter((m) => /held for you/.test(m.body))).toEqual([])

    // The payment page closes unpaid: payments lets the visit go.
    const { reconcile } = await import('@/features/payments')
    const at = new Date(Date.now() + 40 * 60_000)
    await reconcile(await later(40))
    expect((await visitOf(id))!.state).toBe('cancelled')
    const { settleOffers } = await import('@/features/waitlist')
    await settleOffers(ctx.payload, { now: () => at })
    await runJobs(ctx.payload)

    expect(await entryOf(first!)).toMatchObject({ state: 'waiting', offer: null })
    expect(await entryOf(second!)).toMatchObject({ state: 'offered', offer: { start } })
    expect((await offeredHold(second!.phone)).start).toBe(start)
  })
})
