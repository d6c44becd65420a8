/**
 * Payments' integration tests (tests/int/payments*.int.test.ts): the strict fake Stripe
 * (tests/fakes/stripe — a test double) started and the three STRIPE_* settings set before anything
 * reads the configuration, the app's routes on a real HTTP server, and the file's visits and their
 * money records removed after each test.
 */
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll } from 'vitest'

import { startFakeStripe, type FakeStripe } from '../fakes/stripe/fake'
import { DEMO_ADMIN } from './admin'
import { deleteAppointments, freeStarts, freshIp, freshPhone, signedInVisitor } from './booking'
import { testPayload } from './payload'
import { startRouteServer, type RouteServer } from './route-server'

const KEY = 'sk_test_parlourIntegration0123456789'
const WEBHOOK_SECRET = 'whsec_parlourIntegration0123456789abcdef'
export const PAID_CARD = '4242424242424242'

export const sessionOf = (url: string) => url.split('/pay/')[1]!

// The answers' shapes are what the tests assert; reading them loosely keeps the assertions in view.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any
export type StaffAnswer = { status: number; text: string; json: Record<string, Loose> }

/** Registers the file's hooks (its own phone range and network addresses, so no limit is shared); the returned object's fields are set once `beforeAll` ran. */
export function paymentsFile(phoneBase: number, ipPrefix: string) {
  const ctx = {
    fake: undefined as unknown as FakeStripe,
    server: undefined as unknown as RouteServer,
    payload: undefined as unknown as Payload,
    made: [] as string[],
  }
  beforeAll(async () => {
    ctx.fake = await startFakeStripe({ secretKey: KEY })
    process.env.STRIPE_SECRET_KEY = KEY
    process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET
    process.env.STRIPE_API_URL = ctx.fake.url
    ctx.payload = await testPayload()
    ctx.server = await startRouteServer([
      'api/auth',
      'api/booking',
      'api/staff',
      'api/payments',
      'api/vouchers',
      'api/my-vouchers',
      'api/my-balance',
      'api/my-data',
      'api/waitlist',
    ])
    ctx.fake.webhookTarget({ url: `${ctx.server.url}/api/payments/stripe/webhook`, secret: WEBHOOK_SECRET })
  })
  afterAll(async () => {
    await ctx.payload.updateGlobal({
      slug: 'booking-settings',
      data: { prepayments: { active: false } },
      overrideAccess: true,
    })
    await ctx.server?.close()
    await ctx.fake?.close()
  })
  afterEach(async () => {
    // A visit with payment records cannot be deleted (it is cancelled instead): the test's own records
    // go first, so the next test and file start from a clean diary.
    const visits = ctx.made.splice(0)
    for (const collection of ['payments', 'payment-requests'] as const)
      await ctx.payload.delete({ collection, where: { visitId: { in: visits } }, overrideAccess: true })
    await deleteAppointments(ctx.payload, visits)
  })

  /** Prepayments on, with these terms; `service` marked "prepayment required". */
  async function prepayments(service: number, terms: Record<string, unknown> = {}) {
    await ctx.payload.updateGlobal({
      slug: 'booking-settings',
      data: {
        prepayments: { active: true, requiredType: 'full', lateCancelFeePercent: 50, noShowFeePercent: 100, ...terms },
      },
      overrideAccess: true,
    })
    await ctx.payload.update({
      collection: 'services',
      id: service,
      data: { prepaymentRequired: true },
      overrideAccess: true,
    })
  }

  const visitOf = (id: string) =>
    ctx.payload
      .findByID({ collection: 'appointments', id: Number(id), depth: 0, overrideAccess: true })
      .catch(() => null)

  async function ledgerOf(id: string) {
    const { docs } = await ctx.payload.find({
      collection: 'payments',
      where: { visitId: { equals: id } },
      sort: 'at',
      depth: 0,
      overrideAccess: true,
    })
    return docs.map((d) => ({ kind: d.kind, amount: d.amount }))
  }

  async function requestOf(id: string) {
    const { docs } = await ctx.payload.find({
      collection: 'payment-requests',
      where: { visitId: { equals: id } },
      sort: 'createdAt',
      depth: 0,
      overrideAccess: true,
    })
    return docs.at(-1)!
  }

  /** Calls the staff API signed in as `data` (the demo admin by default) with a JWT. */
  async function staff(data: { email: string; password: string } = DEMO_ADMIN) {
    const { token } = await ctx.payload.login({ collection: 'users', data })
    return (method: string, path: string, body?: unknown): Promise<StaffAnswer> =>
      fetch(`${ctx.server.url}${path}`, {
        method,
        headers: { authorization: `JWT ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      }).then(async (r) => {
        const text = await r.text()
        let json: Record<string, Loose> = {}
        try {
          json = JSON.parse(text) as Record<string, Loose>
        } catch {
          // Not JSON (a CSV): the text is there.
        }
        return { status: r.status, text, json }
      })
  }

  /** Payments' own deps on a clock `minutes` ahead: what the reconcile job sees then. */
  async function later(minutes: number) {
    const { paymentsDeps } = await import('@/features/payments')
    const at = new Date(Date.now() + minutes * 60_000)
    return paymentsDeps(ctx.payload, () => at)!
  }

  /** A signed-in client booking a time that needs a prepayment (Grace Adeyemi, `fromDays` ahead). */
  async function bookPaying(fromDays: number, terms: Record<string, unknown> = {}) {
    const { salon, stylist, service, days } = await freeStarts(ctx.payload, 'grace-adeyemi', fromDays)
    await prepayments(service.id, terms)
    const client = await signedInVisitor(ctx.server.url, freshPhone(phoneBase), freshIp(ipPrefix))
    const day = days[0]!
    const start = `${day.date}T${day.times[0]!}`
    const answer = await client.post('/api/booking/appointments', {
      location: salon.id,
      start,
      items: [{ service: service.id, employee: stylist.id }],
    })
    const id = (answer.json.appointment as { id: string } | undefined)?.id
    if (id) ctx.made.push(id)
    return { answer, id: id!, client, salon, stylist, service, start }
  }

  /** `bookPaying`, then paid on the page with `card` and settled. */
  async function bookAndPay(fromDays: number, card = PAID_CARD, terms: Record<string, unknown> = {}) {
    const booked = await bookPaying(fromDays, terms)
    await ctx.fake.pay(sessionOf((booked.answer.json.payment as { url: string }).url), { card })
    await ctx.fake.webhooksSettled()
    return booked
  }

  /** Grace Adeyemi's first service `fromDays` ahead (its price in pounds), with these prepayment terms (none: prepayments off). */
  async function slot(fromDays: number, terms?: Record<string, unknown>) {
    const found = await freeStarts(ctx.payload, 'grace-adeyemi', fromDays)
    if (terms) await prepayments(found.service.id, terms)
    else
      await ctx.payload.updateGlobal({
        slug: 'booking-settings',
        data: { prepayments: { active: false } },
        overrideAccess: true,
      })
    const price = found.service.prices![0]!.price!
    const body = (day = 0, time = 0) => ({
      location: found.salon.id,
      start: `${found.days[day]!.date}T${found.days[day]!.times[time]!}`,
      items: [{ service: found.service.id, employee: found.stylist.id }],
    })
    return { ...found, price, body }
  }

  /** A booking through the API by a signed-in visitor; the visit is the file's to clean up. */
  async function book(
    me: { post: (path: string, body: unknown, headers?: Record<string, string>) => Promise<Loose> },
    body: Record<string, unknown>,
    headers?: Record<string, string>,
  ) {
    const answer: StaffAnswer & { headers: Headers } = await me.post('/api/booking/appointments', body, headers)
    const id = (answer.json.appointment as { id: string } | undefined)?.id
    if (id && !ctx.made.includes(id)) ctx.made.push(id)
    return { answer, id: id! }
  }

  /** Every visit of a client, in any state. */
  const visitsOf = async (clientId: number) =>
    (
      await ctx.payload.find({
        collection: 'appointments',
        where: { client: { equals: clientId } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs

  /** The client's own cancellation of a visit, as booking's store writes it, on a clock 1 hour before its start. */
  async function cancelLateByClient(id: string) {
    const start = new Date((await visitOf(id))!.start!)
    const late = new Date(start.getTime() - 3_600_000)
    const { payloadBookingStore } = await import('@/features/booking/kit')
    const store = payloadBookingStore(ctx.payload)
    await store.transaction((tx) => tx.updateAppointment(id, { state: 'cancelled', cancelledAt: late }, late, 'client'))
    return { start, late }
  }

  return {
    ctx,
    staff,
    cancelLateByClient,
    prepayments,
    visitOf,
    ledgerOf,
    requestOf,
    later,
    bookPaying,
    bookAndPay,
    slot,
    book,
    visitsOf,
  }
}
