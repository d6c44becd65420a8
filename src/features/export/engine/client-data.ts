/**
 * What the salon holds about one client (issue 31; UK GDPR's right of access): their profile, visits
 * with their services, money (online payments, desk sales, balance and points), gift vouchers they
 * bought, reviews, favourites, the texts sent to their phone, their waitlist entries and their consents (marketing by text
 * and by email, with when they last changed) — as one JSON document, or as CSV
 * files (one per part, formula-safe like the salon's export) zipped together.
 */
import { stringify } from 'csv-stringify/sync'
import { strToU8, zipSync } from 'fflate'
import type { CollectionSlug, Payload, Where } from 'payload'

import { consentOf } from '@/features/booking/contract'
import { relationKey } from '@/platform/db/relation-id'

import { cell, type CellKind } from '../domain/cells'

type Row = Record<string, unknown>

const o = { overrideAccess: true, depth: 0, pagination: false } as const

async function all(payload: Payload, collection: CollectionSlug, where: Where): Promise<Row[]> {
  const { docs } = await payload.find({ collection, where, sort: 'createdAt', ...o })
  return docs as unknown as Row[]
}

const pounds = (pence: unknown) => (pence == null ? null : Number(pence) / 100)

/** The client's data as plain values (pounds, ISO times); null when there is no such client. */
export async function clientData(payload: Payload, clientId: string) {
  const client = (await payload
    .findByID({ collection: 'clients', id: Number(clientId), depth: 0, overrideAccess: true })
    .catch(() => null)) as Row | null
  if (!client) return null
  const me = { equals: Number(clientId) }
  const names = async (collection: 'salons' | 'services' | 'employees') => {
    const { docs } = await payload.find({ collection, ...o })
    return new Map((docs as unknown as Row[]).map((d) => [String(d.id), String(d.title ?? d.name ?? '')]))
  }
  const [salons, services, stylists] = await Promise.all([names('salons'), names('services'), names('employees')])
  const name = (map: Map<string, string>, value: unknown) => map.get(relationKey(value)) ?? ''
  const [visits, payments, sales, ledger, vouchers, reviews, texts, waitlist] = await Promise.all([
    all(payload, 'appointments', { client: me }),
    all(payload, 'payments', { client: me }),
    all(payload, 'sales', { client: me }),
    all(payload, 'client-ledger', { client: me }),
    all(payload, 'vouchers', { buyer: me }),
    all(payload, 'reviews', { client: me }),
    all(payload, 'sms-messages', { to: { equals: String(client.phone) } }),
    all(payload, 'waitlist-entries', { client: me }),
  ])
  return {
    profile: {
      id: String(client.id),
      firstName: client.firstName ?? null,
      lastName: client.lastName ?? null,
      phone: client.phone,
      email: client.email ?? null,
      sex: client.sex ?? null,
      createdAt: client.createdAt,
      prepaymentRequired: Boolean(client.prepaymentRequired),
      card: (client.card as Row | null)?.last4
        ? `${(client.card as Row).brand ?? 'card'} ${(client.card as Row).last4}`
        : null,
    },
    visits: visits.map((v) => ({
      id: String(v.id),
      salon: name(salons, v.salon),
      state: v.state,
      date: v.date,
      start: v.start,
      end: v.end,
      services: ((v.items as Row[]) ?? []).map((i) => ({
        service: name(services, i.service),
        stylist: name(stylists, i.stylist),
        price: i.price ?? null,
      })),
      cancelReason: v.cancelReason ?? null,
      bookedAt: v.createdAt,
    })),
    payments: [
      ...payments.map((p) => ({
        where: 'online',
        kind: p.kind,
        amount: pounds(p.kind === 'refund' ? -Number(p.amount) : p.amount),
        visit: p.visitId ?? null,
        at: p.at,
      })),
      ...sales.map((s) => ({
        where: 'desk',
        kind: s.status === 'voided' ? 'sale (voided)' : 'sale',
        amount: pounds(s.total),
        visit: s.visit == null ? null : relationKey(s.visit),
        at: s.closedAt,
      })),
    ],
    balance: ledger.map((l) => ({
      account: l.account,
      amount: l.account === 'balance' ? pounds(l.amount) : l.amount,
      after: l.account === 'balance' ? pounds(l.after) : l.after,
      note: l.note ?? null,
      at: l.at,
    })),
    vouchers: vouchers.map((v) => ({
      kind: v.kind,
      amount: pounds(v.amount),
      remaining: pounds(v.remaining),
      status: v.status,
      recipientName: v.recipientName ?? null,
      expiresAt: v.expiresAt,
      boughtAt: v.createdAt,
    })),
    reviews: reviews.map((r) => ({
      stylist: name(stylists, r.stylist),
      rating: r.rating,
      text: r.text ?? null,
      at: r.createdAt,
    })),
    favourites: [
      ...((client.favouriteStylists as unknown[]) ?? []).map((s) => ({ kind: 'stylist', name: name(stylists, s) })),
      ...((client.favouriteServices as unknown[]) ?? []).map((s) => ({ kind: 'service', name: name(services, s) })),
    ],
    texts: texts.map((t) => ({ kind: t.kind, body: t.body, status: t.status, at: t.createdAt })),
    waitlist: waitlist.map((w) => ({
      salon: name(salons, w.salon),
      services: ((w.services as unknown[]) ?? []).map((s) => ({ service: name(services, s) })),
      stylist: w.stylist == null ? null : name(stylists, w.stylist),
      from: w.from,
      to: w.to,
      part: w.part ?? null,
      state: w.state,
      joinedAt: w.joinedAt,
    })),
    consents: consentsOf(client),
  }
}

/** Marketing by text and by email: agreed or not, and when the choice last changed (null: never). */
function consentsOf(client: Row) {
  const given = consentOf(client)
  const changedAt = (client.marketingChangedAt as string | null | undefined) ?? null
  return (['sms', 'email'] as const).map((channel) => ({
    purpose: 'marketing',
    channel,
    agreed: given[channel],
    changedAt,
  }))
}

export type ClientData = NonNullable<Awaited<ReturnType<typeof clientData>>>

/** How each value of the CSV files is written. */
const kindOf = (column: string): CellKind =>
  /^(at|bookedAt|createdAt|expiresAt|boughtAt|changedAt|joinedAt)$/.test(column)
    ? 'date'
    : column === 'phone'
      ? 'phone'
      : /^(amount|after|remaining|price|rating)$/.test(column)
        ? 'number'
        : 'text'

function csvOf(rows: Row[]): string {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))]
  const records = rows.map((r) =>
    columns.map((c) => {
      const value = r[c]
      return Array.isArray(value) ? safeList(value) : cell(kindOf(c), value)
    }),
  )
  return '\uFEFF' + stringify([columns, ...records], { record_delimiter: '\r\n' })
}

/** A visit's services in one cell: "Cut — Olivia Bennett — 45". */
const safeList = (items: unknown[]) =>
  cell(
    'text',
    items
      .map((i) =>
        Object.values(i as Row)
          .filter((v) => v != null)
          .join(' — '),
      )
      .join('; '),
  )

/** The client's data as CSV files in one zip: profile, visits, payments, balance, vouchers, reviews, favourites, texts, consents. */
export function clientDataZip(data: ClientData): Uint8Array {
  const files: Record<string, Uint8Array> = {}
  for (const [part, rows] of Object.entries(data))
    files[`${part}.csv`] = strToU8(csvOf(Array.isArray(rows) ? (rows as Row[]) : [rows as Row]))
  return zipSync(files, { level: 6 })
}
