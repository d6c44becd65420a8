/**
 * The gift vouchers page's API (issue 29, "Sold online"), on SQLite and PostgreSQL, against the
 * fake Stripe (a test double): the salon's settings decide the amounts and the voucher's life; a
 * voucher for a service costs the lowest price it is listed at; a voucher may be texted to its
 * recipient on a day — the sweep run with a clock moved to that morning sends it, once — or at
 * once; the buyer's own text says which; the buyer (only) reads their vouchers back.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

// The pure modules only: the feature's entry reads the configuration, set by paymentsFile first.
import { formatVoucherCode } from '@/features/vouchers/domain/code'

import { freshIp, freshPhone, runJobs, signedInVisitor } from '../helpers/booking'
import { PAID_CARD, paymentsFile, sessionOf } from '../helpers/payments'
import { messagesTo } from '../helpers/sms-outbox'

const { ctx } = paymentsFile(500, '100.64.64')

const LONDON = 'Europe/London'
/** The London calendar date `days` from now. */
const londonDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: LONDON })

const buyer = () => signedInVisitor(ctx.server.url, freshPhone(500), freshIp('100.64.64'))

type BoughtAnswer = { voucher: { id: string }; payment: { url: string; amount: number } }

async function pay(answer: { status: number; json: Record<string, unknown> }) {
  expect(answer.status, JSON.stringify(answer.json)).toBe(201)
  const bought = answer.json as BoughtAnswer
  expect((await ctx.fake.pay(sessionOf(bought.payment.url), { card: PAID_CARD })).status).toBe('complete')
  await ctx.fake.webhooksSettled()
  await runJobs(ctx.payload)
  return ctx.payload.findByID({ collection: 'vouchers', id: Number(bought.voucher.id), overrideAccess: true, depth: 0 })
}

async function setSettings(data: Record<string, unknown>) {
  await ctx.payload.updateGlobal({ slug: 'voucher-settings', data, overrideAccess: true })
}

const DEFAULTS = {
  presets: [{ amount: 25 }, { amount: 50 }, { amount: 100 }, { amount: 150 }],
  minAmount: 10,
  maxAmount: 500,
  validMonths: 12,
  serviceVouchers: true,
  sendToRecipient: true,
}

afterEach(async () => setSettings(DEFAULTS))

describe('the salon’s voucher settings', () => {
  it('set the custom amount’s limits, add presets beyond them and set how long a voucher lasts', async () => {
    await setSettings({ presets: [{ amount: 30 }, { amount: 750 }], minAmount: 20, maxAmount: 200, validMonths: 6 })
    const me = await buyer()
    const small = await me.post('/api/vouchers', { amount: 15 })
    expect(small.status).toBe(400)
    expect(small.json).toMatchObject({
      reason: 'amount',
      message: 'A gift voucher can be bought online for £20 to £200.',
      fields: { amount: 'A gift voucher can be bought online for £20 to £200.' },
    })
    expect((await me.post('/api/vouchers', { amount: 250 })).status).toBe(400)
    const preset = await me.post('/api/vouchers', { amount: 750 })
    expect(preset.status, JSON.stringify(preset.json)).toBe(201)
    expect(preset.json.payment).toMatchObject({ amount: 750 })
    const v = await ctx.payload.findByID({
      collection: 'vouchers',
      id: Number((preset.json as BoughtAnswer).voucher.id),
      overrideAccess: true,
    })
    const months = (new Date(v.expiresAt).getTime() - Date.now()) / (30.44 * 86_400_000)
    expect(months).toBeGreaterThan(5.9)
    expect(months).toBeLessThan(6.1)
  })

  it('are readable by anyone and changed only by staff', async () => {
    await expect(
      ctx.payload.updateGlobal({ slug: 'voucher-settings', data: { minAmount: 1 }, overrideAccess: false }),
    ).rejects.toThrow(/not allowed/i)
    const settings = await ctx.payload.findGlobal({ slug: 'voucher-settings', overrideAccess: false })
    expect(settings).toMatchObject({ minAmount: 10, maxAmount: 500, validMonths: 12 })
  })
})

describe('a voucher for a service', () => {
  let serviceId = 0
  beforeAll(async () => {
    const salons = await ctx.payload.find({ collection: 'salons', limit: 2, sort: 'id', overrideAccess: true })
    const template = (await ctx.payload.find({ collection: 'services', limit: 1, overrideAccess: true, depth: 0 }))
      .docs[0]!
    const made = await ctx.payload.create({
      collection: 'services',
      data: {
        title: 'Gift Test Blow-dry',
        slug: `gift-test-blow-dry-${Date.now()}`,
        category: template.category,
        duration: 45,
        prices: [
          { salon: salons.docs[0]!.id, price: 95 },
          { salon: salons.docs[1]!.id, price: 80.5 },
        ],
        _status: 'published',
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    serviceId = made.id
    await ctx.payload.update({
      collection: 'services',
      id: serviceId,
      locale: 'uk',
      data: { title: 'Тестова укладка', _status: 'published' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  })
  afterAll(async () => {
    // The test's vouchers go with their ledger rows, then the service they were for.
    const o = { overrideAccess: true } as const
    const { docs } = await ctx.payload.find({ collection: 'vouchers', where: { service: { equals: serviceId } }, ...o })
    const ids = docs.map((d) => d.id)
    await ctx.payload.delete({ collection: 'voucher-movements', where: { voucher: { in: ids } }, ...o })
    await ctx.payload.delete({ collection: 'vouchers', where: { id: { in: ids } }, ...o })
    await ctx.payload.delete({ collection: 'services', id: serviceId, ...o })
  })

  it('costs the lowest price the service is listed at, pays for that service and is texted naming it', async () => {
    const me = await buyer()
    const answer = await me.post('/api/vouchers', { service: String(serviceId), recipientName: 'Ann', locale: 'uk' })
    expect((answer.json as BoughtAnswer).payment?.amount).toBe(80.5)
    const v = await pay(answer)
    expect(v).toMatchObject({ kind: 'service', service: serviceId, amount: 8050, status: 'sold' })
    const text = messagesTo(String(v.buyerPhone)).at(-1)!
    expect(text.body).toContain(`сертифікат Parlour на Тестова укладка (£80.50): код ${formatVoucherCode(v.code)}`)
    const seen = await me.get(`/api/my-vouchers/${v.id}?locale=uk`)
    expect(seen.json.voucher).toMatchObject({
      kind: 'service',
      service: { id: String(serviceId), title: 'Тестова укладка' },
      amount: 80.5,
      code: formatVoucherCode(v.code),
    })
  })

  it('is refused for an unknown service, with an amount as well, or when the salon sells none', async () => {
    const me = await buyer()
    const unknown = await me.post('/api/vouchers', { service: '99999999' })
    expect(unknown.status).toBe(400)
    expect(unknown.json).toMatchObject({ reason: 'service', fields: { service: 'Choose a service from the list.' } })
    const both = await me.post('/api/vouchers', { service: String(serviceId), amount: 50 })
    expect(both.status).toBe(400)
    expect(both.json.fields).toEqual({ amount: 'Choose an amount or a service.' })
    await setSettings({ serviceVouchers: false })
    const off = await me.post('/api/vouchers', { service: String(serviceId) })
    expect(off.status).toBe(400)
    expect(off.json).toMatchObject({ reason: 'service' })
  })
})

describe('a voucher sent to its recipient', () => {
  it('on a later day: the sweep texts it that morning at 09:00 London time, once, and the buyer is told when', async () => {
    const { sendDueRecipientSms } = await import('@/features/vouchers')
    const me = await buyer()
    const recipient = freshPhone(500)
    const day = londonDay(12)
    const v = await pay(
      await me.post('/api/vouchers', {
        amount: 40,
        recipientName: 'Mum',
        message: 'Happy birthday, Mum!',
        recipientPhone: recipient.replace('+44', '0'),
        sendOn: day,
      }),
    )
    expect(v.recipientPhone).toBe(recipient)
    const at9 = new Date(v.sendOn!)
    expect(at9.toLocaleString('en-GB', { timeZone: LONDON })).toMatch(/, 09:00:00$/)
    expect(at9.toLocaleDateString('en-CA', { timeZone: LONDON })).toBe(day)

    const told = messagesTo(String(v.buyerPhone)).at(-1)!
    const dayWords = at9.toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: LONDON,
    })
    expect(told.body).toContain(`We will text the code to Mum on ${dayWords}.`)
    expect(messagesTo(recipient)).toEqual([])

    // The scheduled task as it runs now: nothing is due yet.
    await ctx.payload.jobs.queue({ task: 'voucherRecipients', input: {}, queue: 'reminders' })
    await ctx.payload.jobs.run({ queue: 'reminders', limit: 10 })
    expect(messagesTo(recipient)).toEqual([])
    expect(await sendDueRecipientSms(ctx.payload, new Date(at9.getTime() - 60_000))).toBe(0)
    expect(messagesTo(recipient)).toEqual([])

    // The morning of the day: texted once, however often the sweep runs.
    const sent = await Promise.all([
      sendDueRecipientSms(ctx.payload, at9),
      sendDueRecipientSms(ctx.payload, new Date(at9.getTime() + 60_000)),
    ])
    expect(sent[0] + sent[1]).toBe(1)
    const texts = messagesTo(recipient)
    expect(texts).toHaveLength(1)
    expect(texts[0]!.body).toContain(`Test ${v.buyerPhone} has sent you a Parlour gift voucher for £40.00`)
    expect(texts[0]!.body).toContain(formatVoucherCode(v.code))
    expect(texts[0]!.body).toContain('“Happy birthday, Mum!”')
    expect(await sendDueRecipientSms(ctx.payload, new Date(at9.getTime() + 3_600_000))).toBe(0)
    const after = await ctx.payload.findByID({ collection: 'vouchers', id: v.id, overrideAccess: true })
    expect(after.sentAt).toBeTruthy()
  })

  it('today or with no day: texted as soon as it is paid, and the buyer is told so', async () => {
    const me = await buyer()
    const recipient = freshPhone(500)
    const v = await pay(
      await me.post('/api/vouchers', {
        amount: 25,
        recipientName: 'Jo',
        recipientPhone: recipient,
        sendOn: londonDay(0),
      }),
    )
    expect(messagesTo(String(v.buyerPhone)).at(-1)!.body).toContain('We are texting the code to Jo now.')
    expect(messagesTo(recipient)).toHaveLength(1)
    expect(messagesTo(recipient)[0]!.body).toContain(formatVoucherCode(v.code))

    const other = freshPhone(500)
    await pay(await me.post('/api/vouchers', { amount: 25, recipientPhone: other }))
    expect(messagesTo(other)).toHaveLength(1)
  })

  it('asks a mobile for a day, a day from today to the voucher’s expiry, and the salon’s consent', async () => {
    const me = await buyer()
    const refused = async (body: Record<string, unknown>) => {
      const r = await me.post('/api/vouchers', { amount: 30, ...body })
      expect(r.status, JSON.stringify(r.json)).toBe(400)
      return r.json.fields as Record<string, string>
    }
    expect(await refused({ sendOn: londonDay(5) })).toEqual({
      recipientPhone: 'Give the recipient’s mobile number to send it on a date.',
    })
    expect(await refused({ recipientPhone: '020 7946 0000', sendOn: londonDay(5) })).toHaveProperty('recipientPhone')
    expect(await refused({ recipientPhone: freshPhone(500), sendOn: londonDay(-2) })).toEqual({
      sendOn: 'Choose today or a later date to send it on.',
    })
    expect(await refused({ recipientPhone: freshPhone(500), sendOn: londonDay(400) })).toEqual({
      sendOn: 'Choose a date before the voucher expires.',
    })
    expect(await refused({ recipientPhone: freshPhone(500), sendOn: '12/05/2030' })).toHaveProperty('sendOn')
    await setSettings({ sendToRecipient: false })
    expect(await refused({ recipientPhone: freshPhone(500) })).toHaveProperty('recipientPhone')
  })
})

describe('the buyer’s vouchers', () => {
  it('are listed for the buyer once paid, and one of them is read by the buyer only', async () => {
    const me = await buyer()
    const unpaid = await me.post('/api/vouchers', { amount: 60 })
    const pending = (unpaid.json as BoughtAnswer).voucher.id
    const confirming = await me.get(`/api/my-vouchers/${pending}`)
    expect(confirming.status).toBe(200)
    expect(confirming.json.voucher).toMatchObject({ paid: false, code: null, status: 'new', amount: 60 })

    const v = await pay(await me.post('/api/vouchers', { amount: 35, recipientName: 'Sam', message: 'For you' }))
    const list = await me.get('/api/my-vouchers')
    expect(list.status).toBe(200)
    expect((list.json.vouchers as { id: string }[]).map((x) => x.id)).toEqual([String(v.id)])
    expect((list.json.vouchers as unknown[])[0]).toMatchObject({
      code: formatVoucherCode(v.code),
      amount: 35,
      remaining: 35,
      status: 'sold',
      recipientName: 'Sam',
      message: 'For you',
      expiresAt: new Date(v.expiresAt).toISOString(),
    })

    const stranger = await buyer()
    expect((await stranger.get(`/api/my-vouchers/${v.id}`)).status).toBe(404)
    expect((await stranger.get('/api/my-vouchers')).json).toEqual({ vouchers: [] })
    expect((await fetch(`${ctx.server.url}/api/my-vouchers/${v.id}`)).status).toBe(401)
    expect((await me.get('/api/my-vouchers/abc')).status).toBe(404)
  })
})
