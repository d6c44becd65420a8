/**
 * Payments at the front desk (issue 28): what staff see of a visit's and a client's money, the
 * admins' refunds, and the weekly report's takings through Stripe — against the fake Stripe (a test
 * double) on SQLite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { paymentsFile } from '../helpers/payments'

const { ctx, staff, ledgerOf, visitOf, bookAndPay } = paymentsFile(540, '100.64.61')

describe("a visit's money at the desk", () => {
  it('shows what was prepaid and the terms, and lets an admin refund part, then the rest, never more', async () => {
    const { id, client } = await bookAndPay(50)
    const desk = await staff()
    const paid = (await ledgerOf(id))[0]!.amount / 100
    const seen = await desk('GET', `/api/staff/visits/${id}/money`)
    expect(seen.status).toBe(200)
    expect(seen.json.money).toMatchObject({
      prepaid: paid,
      refunded: 0,
      refundable: paid,
      canRefund: true,
      terms: { mode: 'payment', amount: paid, noShowFee: paid },
    })

    const part = await desk('POST', `/api/staff/visits/${id}/refund`, { amount: 5, reason: 'Colour touch-up skipped' })
    expect(part.status).toBe(200)
    expect(part.json.money).toMatchObject({ refunded: 5, refundable: paid - 5 })
    const over = await desk('POST', `/api/staff/visits/${id}/refund`, { amount: paid })
    expect(over.status).toBe(400)
    expect(over.json).toMatchObject({ fields: { amount: 'More than is left to refund.' } })
    const rest = await desk('POST', `/api/staff/visits/${id}/refund`, { amount: paid - 5 })
    expect(rest.status).toBe(200)
    expect(rest.json.money).toMatchObject({ refunded: paid, refundable: 0, canRefund: false })
    expect((await ledgerOf(id)).map((r) => r.kind)).toEqual(['prepayment', 'refund', 'refund'])

    const card = await desk('GET', `/api/staff/clients/${client.clientId}/money`)
    expect(card.json.money).toMatchObject({
      card: { brand: 'visa', last4: '4242' },
      prepaid: paid,
      refunded: paid,
      outstandingFees: 0,
    })
  })

  it('shows Stripe’s reason when it refuses a refund, and leaves refunds to admins', async () => {
    const { id } = await bookAndPay(51)
    const desk = await staff()
    ctx.fake.refuseNextRefund('This charge is disputed.')
    const refused = await desk('POST', `/api/staff/visits/${id}/refund`, { amount: 1 })
    expect(refused.status).toBe(409)
    expect(refused.json).toMatchObject({ reason: 'refund_refused', message: expect.stringMatching(/disputed/) })
    expect((await ledgerOf(id)).map((r) => r.kind)).toEqual(['prepayment'])
    const problems = (await desk('GET', `/api/staff/visits/${id}/money`)).json.money as { problems: string[] }
    expect(problems.problems.join(' ')).toMatch(/disputed/)

    const editor = { email: `editor-${randomUUID()}@parlour.example`, password: 'an-editor-password-1' }
    await ctx.payload.create({
      collection: 'users',
      data: { ...editor, name: 'Editor', roles: ['editor'] },
      overrideAccess: true,
    })
    const asEditor = await staff(editor)
    expect((await asEditor('POST', `/api/staff/visits/${id}/refund`, { amount: 1 })).status).toBe(403)
    const seen = await asEditor('GET', `/api/staff/visits/${id}/money`)
    expect(seen.json.money).toMatchObject({ canRefund: false })
    // Nobody signed in sees nothing.
    expect((await fetch(`${ctx.server.url}/api/staff/visits/${id}/money`)).status).toBe(401)
  })
})

describe('a visit the salon cancels', () => {
  it('refunds everything the client paid, as their terms promise, and says so to the desk', async () => {
    const { id } = await bookAndPay(53)
    const paid = (await ledgerOf(id))[0]!.amount
    const desk = await staff()
    const version = new Date((await visitOf(id))!.updatedAt).toISOString()
    const cancelled = await desk('POST', `/api/staff/visits/${id}/cancel`, { version, reason: 'Stylist off sick' })
    expect(cancelled.status).toBe(200)
    expect(cancelled.json.refund).toEqual({ refunded: paid / 100 })
    expect(await ledgerOf(id)).toEqual([
      { kind: 'prepayment', amount: paid },
      { kind: 'refund', amount: paid },
    ])
    const money = (await desk('GET', `/api/staff/visits/${id}/money`)).json.money
    expect(money).toMatchObject({ prepaid: paid / 100, refunded: paid / 100, refundable: 0 })
  })
})

describe('the weekly report', () => {
  it('counts the money Stripe moved that week, by day, with a CSV of payments per day', async () => {
    const { id, salon } = await bookAndPay(52)
    const desk = await staff()
    const paid = (await ledgerOf(id))[0]!.amount / 100
    const report = await desk('GET', `/api/staff/report?salon=${salon.id}`)
    expect(report.status).toBe(200)
    const takings = report.json.takings as {
      days: { date: string; prepayments: number; net: number }[]
      total: { prepayments: number; net: number }
    }
    expect(takings.days).toHaveLength(7)
    // Others' payments this week may be there too: this one is counted on its day.
    expect(takings.total.prepayments).toBeGreaterThanOrEqual(paid)
    expect(takings.days.some((d) => d.prepayments >= paid)).toBe(true)

    const csv = await desk('GET', `/api/staff/report?salon=${salon.id}&format=csv&of=payments`)
    expect(csv.status).toBe(200)
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    // Stripe's columns first, then the desk's (tests/int/takings.int.test.ts reads those).
    expect(lines[0]).toMatch(/^Date,Prepayments \(£\),Fees \(£\),Refunds \(£\),Net \(£\),Movements,/)
    expect(lines).toHaveLength(9)
    expect(lines.at(-1)).toMatch(/^Week,/)
    expect(lines.slice(1, 8).map((l) => l.split(',')[0])).toEqual(takings.days.map((d) => d.date))
  })
})
