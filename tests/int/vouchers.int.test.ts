/**
 * Gift vouchers on the database (issue 29), on SQLite and PostgreSQL: a voucher sold with a fresh
 * code and its ledger, spent in part and in full, a repeated use made once, and 20 uses at the same
 * moment that together never spend more than it holds.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  formatVoucherCode,
  issueVoucher,
  newVoucherCode,
  payloadVoucherStore,
  redeemVoucher,
} from '@/features/vouchers'

import { testPayload } from '../helpers/payload'
import { startRouteServer, type RouteServer, Visitor } from '../helpers/route-server'

let payload: Payload
let server: RouteServer
beforeAll(async () => {
  payload = await testPayload()
  server = await startRouteServer(['api/vouchers'])
})
afterAll(async () => {
  await server?.close()
})

const store = () => payloadVoucherStore(payload)
const now = () => new Date()

async function sold(amount: number, over: { paidAt?: Date | null; validMonths?: number; soldAt?: Date } = {}) {
  return issueVoucher(store(), {
    kind: 'money',
    serviceId: null,
    amount,
    paidAt: over.paidAt === undefined ? now() : over.paidAt,
    soldVia: 'desk',
    soldAt: over.soldAt ?? now(),
    validMonths: over.validMonths,
  })
}

async function ledger(voucherId: string) {
  const { docs } = await payload.find({
    collection: 'voucher-movements',
    where: { voucher: { equals: Number(voucherId) } },
    sort: 'at',
    limit: 100,
    overrideAccess: true,
    depth: 0,
  })
  return docs
}

const left = async (id: string) =>
  (await payload.findByID({ collection: 'vouchers', id: Number(id), overrideAccess: true, depth: 0 })).remaining

const use = (code: string, wanted: number, key = randomUUID()) =>
  redeemVoucher(store(), { code, wanted, key, now: now(), visitId: null })

describe('a gift voucher', () => {
  it('is sold with a code and a loading row, spent in part and then in full, never twice for one request', async () => {
    const voucher = await sold(5000)
    expect(voucher).toMatchObject({ amount: 5000, remaining: 5000, status: 'sold', paid: true })
    expect((await ledger(voucher.id)).map((m) => [m.kind, m.amount, m.remainingAfter])).toEqual([['issue', 5000, 5000]])

    const key = randomUUID()
    // Typed as printed, in lower case: the same voucher.
    const first = await use(formatVoucherCode(voucher.code).toLowerCase(), 3000, key)
    expect(first).toMatchObject({ ok: true, spent: 3000, remaining: 2000, replayed: false })
    expect(await use(voucher.code, 3000, key)).toMatchObject({ ok: true, spent: 3000, remaining: 2000, replayed: true })
    expect(await use(voucher.code, 4500)).toMatchObject({ ok: true, spent: 2000, remaining: 0 })
    expect(await use(voucher.code, 100)).toMatchObject({ ok: false, reason: 'used_up' })
    expect(await left(voucher.id)).toBe(0)
    expect((await ledger(voucher.id)).map((m) => [m.kind, m.amount, m.remainingAfter])).toEqual([
      ['issue', 5000, 5000],
      ['redeem', 3000, 2000],
      ['redeem', 2000, 0],
    ])
    const stored = await payload.findByID({ collection: 'vouchers', id: Number(voucher.id), overrideAccess: true })
    expect(stored.status).toBe('fully_utilized')
  })

  it('tells a mistyped code from one that is not a voucher, and says no more about an unknown one', async () => {
    const voucher = await sold(1000)
    const typo = voucher.code.slice(0, 5) + (voucher.code[5] === 'A' ? 'B' : 'A') + voucher.code.slice(6)
    expect(await use(typo, 100)).toMatchObject({ ok: false, reason: 'mistyped' })
    expect(await use('not a code', 100)).toMatchObject({ ok: false, reason: 'invalid' })
    // A well-formed code nobody was sold reads exactly as a malformed one.
    expect(await use(newVoucherCode(), 100)).toEqual(await use('not a code', 100))
    expect(await left(voucher.id)).toBe(1000)
  })

  it('pays nothing before it is paid for or after it expires', async () => {
    const unpaid = await sold(1000, { paidAt: null })
    expect(unpaid.status).toBe('new')
    expect(await use(unpaid.code, 100)).toMatchObject({ ok: false, reason: 'not_paid' })
    const old = await sold(1000, { soldAt: new Date(Date.now() - 40 * 86_400_000), validMonths: 1 })
    expect(await use(old.code, 100)).toMatchObject({ ok: false, reason: 'expired' })
    const stored = await payload.findByID({ collection: 'vouchers', id: Number(old.id), overrideAccess: true })
    expect(stored.status).toBe('expired')
  })

  it('spent by 20 requests at the same moment, pays out exactly what it holds and never goes below zero', async () => {
    const voucher = await sold(5000)
    const results = await Promise.all(Array.from({ length: 20 }, () => use(voucher.code, 700)))
    const paid = results.filter((r) => r.ok && r.spent > 0) as { spent: number; remaining: number }[]
    expect(paid.map((r) => r.spent).sort((a, b) => a - b)).toEqual([100, 700, 700, 700, 700, 700, 700, 700])
    expect(results.filter((r) => !r.ok).every((r) => r.reason === 'used_up')).toBe(true)
    expect(await left(voucher.id)).toBe(0)
    const rows = await ledger(voucher.id)
    const spent = rows.filter((m) => m.kind === 'redeem')
    expect(spent.reduce((sum, m) => sum + m.amount, 0)).toBe(5000)
    // Each use saw what the one before it left: the balances after each use step down without a gap.
    expect(spent.map((m) => m.remainingAfter).sort((a, b) => b - a)).toEqual([
      4300, 3600, 2900, 2200, 1500, 800, 100, 0,
    ])
  })
})

describe('GET /api/vouchers/{code}', () => {
  it('shows its holder what is left and until when, one answer for any code that is not a voucher', async () => {
    const voucher = await sold(2500)
    await use(voucher.code, 1000)
    const visitor = new Visitor(server.url, '100.64.70.1')
    const seen = await visitor.get(`/api/vouchers/${formatVoucherCode(voucher.code)}`)
    expect(seen.status).toBe(200)
    expect(seen.headers.get('cache-control')).toBe('no-store')
    expect(seen.json.voucher).toEqual({
      code: formatVoucherCode(voucher.code),
      kind: 'money',
      service: null,
      amount: 25,
      remaining: 15,
      currency: 'gbp',
      status: 'used',
      expiresAt: voucher.expiresAt.toISOString(),
    })
    const unknown = await visitor.get(`/api/vouchers/${newVoucherCode()}`)
    const malformed = await visitor.get('/api/vouchers/hello')
    const unpaid = await visitor.get(`/api/vouchers/${(await sold(1000, { paidAt: null })).code}`)
    // A broken escape in the address (the fuzz suite found it answered 500) is just not a code.
    const broken = await visitor.get('/api/vouchers/%ZZ')
    for (const answer of [unknown, malformed, unpaid, broken]) {
      expect(answer.status).toBe(404)
      expect(answer.json).toMatchObject({ reason: 'invalid', message: 'This is not a valid voucher code.' })
    }
    const typo = voucher.code.slice(0, 3) + (voucher.code[3] === '7' ? '8' : '7') + voucher.code.slice(4)
    expect(await visitor.get(`/api/vouchers/${typo}`)).toMatchObject({ status: 400, json: { reason: 'mistyped' } })
  })

  it('stops a guesser: 20 look-ups an hour from one address, then 429 with Retry-After', async () => {
    const guesser = new Visitor(server.url, '100.64.70.2')
    for (let i = 0; i < 20; i++) expect((await guesser.get(`/api/vouchers/${newVoucherCode()}`)).status).toBe(404)
    const refused = await guesser.get(`/api/vouchers/${newVoucherCode()}`)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address is not affected.
    expect((await new Visitor(server.url, '100.64.70.3').get(`/api/vouchers/${newVoucherCode()}`)).status).toBe(404)
  })
})
