/**
 * The day's takings and the weekly report on real sales (issue 29), on SQLite and PostgreSQL over
 * real HTTP: a drawer count that differs from the till is refused without a note; the owner's
 * weekly report counts the desk's sales on their day, per method, with the money (cash, terminal,
 * card) added to what Stripe moved and the spending of vouchers kept apart, agreeing to the penny
 * with the day's takings; its payments CSV carries the desk's columns.
 */
import { randomUUID } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { instantToLocal } from '@/features/booking/domain/time'
// Pure modules only: the features' entries read the settings, which the file sets up first.
import { payloadVoucherStore } from '@/features/vouchers/engine/payload-store'
import { issueVoucher } from '@/features/vouchers/use-cases/issue'

import { paymentsFile, type StaffAnswer } from '../helpers/payments'

const { ctx, staff } = paymentsFile(920, '100.64.92')

type DeskDay = { methods: Record<string, number>; money: number; credit: number; net: number; sales: number }
type Desk = (method: string, path: string, body?: unknown) => Promise<StaffAnswer>

async function firstSalon() {
  const salon = (await ctx.payload.find({ collection: 'salons', sort: 'id', limit: 1, overrideAccess: true })).docs[0]!
  return { id: String(salon.id), today: instantToLocal(new Date(), salon.timezone).date }
}

async function sale(desk: Desk, salon: string, price: number, tenders: unknown[]) {
  const answer = await desk('POST', '/api/staff/sales', {
    key: randomUUID(),
    salon,
    lines: [{ kind: 'product', description: 'Hair mask 200 ml', price }],
    tenders,
  })
  expect(answer.status, answer.text).toBe(201)
  return answer.json.sale as { id: string }
}

const cents = (pounds: number) => Math.round(pounds * 100)

describe('the cash drawer', () => {
  it('refuses a count that differs from the till without a note, and records one with a note or an exact one', async () => {
    const desk = await staff()
    const { id: salon, today } = await firstSalon()
    await sale(desk, salon, 12, [{ method: 'cash', amount: 12, cashGiven: 20 }])
    const day = async () => {
      const r = await desk('GET', `/api/staff/takings?salon=${salon}&date=${today}`)
      expect(r.status, r.text).toBe(200)
      return r.json
    }
    const before = await day()
    const expected = before.cash.expected as number

    const over = await desk('POST', '/api/staff/takings/count', { salon, date: today, counted: expected + 3.5 })
    expect(over.status).toBe(400)
    expect(over.json.fields).toEqual({ note: 'The drawer is £3.50 over: add a note saying why.' })
    expect(over.json.reason).toBe('note_required')
    expect((await day()).cash).toEqual(before.cash)

    const blank = await desk('POST', '/api/staff/takings/count', { salon, date: today, counted: '' })
    expect(blank.status).toBe(400)
    expect(Object.keys(blank.json.fields)).toEqual(['counted'])

    const exact = await desk('POST', '/api/staff/takings/count', { salon, date: today, counted: expected })
    expect(exact.status, exact.text).toBe(201)
    expect(exact.json).toEqual({ expected, counted: expected, difference: 0 })

    const noted = await desk('POST', '/api/staff/takings/count', {
      salon,
      date: today,
      counted: expected + 3.5,
      note: ' A client paid twice; returned tomorrow ',
    })
    expect(noted.status, noted.text).toBe(201)
    expect((await day()).cash).toMatchObject({
      expected,
      counted: expected + 3.5,
      difference: 3.5,
      note: 'A client paid twice; returned tomorrow',
    })
  })
})

describe('the weekly report on real sales', () => {
  it('counts the desk’s sales on their day and per method, adds the money to Stripe’s, and agrees with the day', async () => {
    const desk = await staff()
    const { id: salon, today } = await firstSalon()
    const report = async () => {
      const r = await desk('GET', `/api/staff/report?salon=${salon}`)
      expect(r.status, r.text).toBe(200)
      return r.json
    }
    const before = await report()

    // Cash with change, then £5 of it given back; the terminal; a gift voucher; a cash sale voided.
    const cash = await sale(desk, salon, 30, [{ method: 'cash', amount: 30, cashGiven: 50 }])
    const refund = await desk('POST', `/api/staff/sales/${cash.id}/refunds`, {
      key: randomUUID(),
      method: 'cash',
      amount: 5,
      reason: 'Wrong shade',
    })
    expect(refund.status, refund.text).toBe(201)
    await sale(desk, salon, 20, [{ method: 'terminal', amount: 20, last4: '4321' }])
    const gift = await issueVoucher(payloadVoucherStore(ctx.payload), {
      kind: 'money',
      serviceId: null,
      amount: 1500,
      paidAt: new Date(),
      soldVia: 'desk',
      soldAt: new Date(),
    })
    await sale(desk, salon, 15, [{ method: 'voucher', amount: 15, voucherCode: gift.code }])
    const mistake = await sale(desk, salon, 10, [{ method: 'cash', amount: 10 }])
    const voided = await desk('POST', `/api/staff/sales/${mistake.id}/void`, { reason: 'Rang up twice' })
    expect(voided.status, voided.text).toBe(200)

    const after = await report()
    const on = (r: typeof after) => r.desk.days.find((d: { date: string }) => d.date === today)
    expect(after.desk.days.map((d: { date: string }) => d.date)).toEqual(
      after.takings.days.map((d: { date: string }) => d.date),
    )
    const [was, now] = [on(before), on(after)] as DeskDay[]
    const grew = (read: (d: DeskDay) => number) => (cents(read(now!)) - cents(read(was!))) / 100
    expect(grew((d) => d.methods.cash!)).toBe(25)
    expect(grew((d) => d.methods.terminal!)).toBe(20)
    expect(grew((d) => d.methods.voucher!)).toBe(15)
    // Money is cash, terminal and card; the voucher spends money taken when it was sold.
    expect(grew((d) => d.money)).toBe(45)
    expect(grew((d) => d.credit)).toBe(15)
    expect(grew((d) => d.net)).toBe(60)
    // The void is not a sale.
    expect(now!.sales - was!.sales).toBe(3)
    const weekCash = (r: typeof after) => r.desk.methods.cash
    expect(cents(weekCash(after).taken) - cents(weekCash(before).taken)).toBe(4000)
    expect(cents(weekCash(after).refunded) - cents(weekCash(before).refunded)).toBe(1500)
    expect(cents(weekCash(after).net) - cents(weekCash(before).net)).toBe(2500)

    // The week's takings: each day what Stripe moved plus the desk's money.
    for (const [i, d] of (
      after.weekTakings.days as { date: string; online: number; desk: number; total: number }[]
    ).entries()) {
      expect(d.online).toBe(after.takings.days[i].net)
      expect(d.desk).toBe(after.desk.days[i].money)
      expect(cents(d.total)).toBe(cents(d.online) + cents(d.desk))
    }
    expect(cents(after.weekTakings.total.desk) - cents(before.weekTakings.total.desk)).toBe(4500)

    // The day's takings read the same ledger: the two screens agree to the penny.
    const day = await desk('GET', `/api/staff/takings?salon=${salon}&date=${today}`)
    expect(day.json.deskNet).toBe(now!.net)
    expect(day.json.methods.cash.net).toBe(now!.methods.cash)
    expect(day.json.sales.find((s: { id: string }) => s.id === mistake.id)).toMatchObject({ status: 'voided' })

    const csv = await desk('GET', `/api/staff/report?salon=${salon}&format=csv&of=payments`)
    expect(csv.status).toBe(200)
    const rows = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((l) => l.split(','))
    expect(rows[0]).toEqual([
      'Date',
      'Prepayments (£)',
      'Fees (£)',
      'Refunds (£)',
      'Net (£)',
      'Movements',
      'Desk: Cash (£)',
      'Desk: Card on the salon terminal (£)',
      'Desk: Card on file (Stripe) (£)',
      'Desk: Client balance (£)',
      'Desk: Gift voucher (£)',
      'Desk: Bonus points (£)',
      'Desk money (£)',
      'Desk sales',
      'Takings (£)',
    ])
    const row = rows.find((r) => r[0] === today)!
    const column = (name: string) => row[rows[0]!.indexOf(name)]
    expect(column('Desk: Cash (£)')).toBe(now!.methods.cash!.toFixed(2))
    expect(column('Desk: Gift voucher (£)')).toBe(now!.methods.voucher!.toFixed(2))
    expect(column('Desk money (£)')).toBe(now!.money.toFixed(2))
    expect(column('Desk sales')).toBe(String(now!.sales))
    expect(rows.at(-1)![0]).toBe('Week')
    expect(rows.at(-1)![rows[0]!.indexOf('Takings (£)')]).toBe(after.weekTakings.total.total.toFixed(2))
  })
})
