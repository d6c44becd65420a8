/**
 * The CSV files of the salon's export (issue 31), column by column: what each holds is written next
 * to it, and the README's table is made from these same descriptions (`exportColumnsMarkdown`).
 * Amounts are pounds with two decimals, times ISO 8601 in UTC, dates YYYY-MM-DD in the salon's time.
 */
import type { CollectionSlug } from 'payload'

import { instantToLocal } from '@/features/booking/kit'

import type { CellKind } from '../domain/cells'

/** Names the rows point at, read once per export. */
export interface Names {
  salons: Map<string, string>
  /** Each salon's time zone (IANA). */
  zones: Map<string, string>
  services: Map<string, string>
  stylists: Map<string, string>
  clientPhones: Map<string, string>
  saleNumbers: Map<string, string>
  voucherCodes: Map<string, string>
}

// Rows are Payload documents at depth 0; each column reads what it needs.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = any

export interface Column {
  name: string
  kind: CellKind
  about: string
  value: (doc: Doc, names: Names) => unknown
}

export interface Table {
  file: string
  about: string
  collection: CollectionSlug
  /** Rows per document (a visit's services, a stylist's weekly hours); one by default. */
  rows?: (doc: Doc) => Doc[]
  where?: Record<string, unknown>
  columns: Column[]
}

const key = (value: unknown) => (value == null ? '' : String(typeof value === 'object' ? (value as Doc).id : value))
const named = (map: Map<string, string>) => (value: unknown) => map.get(key(value)) ?? ''
const col = (name: string, kind: CellKind, about: string, value: Column['value']): Column => ({
  name,
  kind,
  about,
  value,
})
const field = (name: string, kind: CellKind, about: string, path = name) =>
  col(name, kind, about, (d) => path.split('.').reduce((v, k) => (v == null ? v : v[k]), d))

/** A moment as the salon's wall clock reads it. */
function salonLocal(at: string, zone = 'Europe/London') {
  const local = instantToLocal(new Date(at), zone)
  return { date: local.date, time: local.time }
}

const created = field('created_at', 'date', 'When the record was made in Parlour.', 'createdAt')

export const TABLES: Table[] = [
  {
    file: 'clients.csv',
    about: 'Every client: who they are and how to reach them.',
    collection: 'clients',
    columns: [
      field('id', 'id', 'Parlour’s id of the client (other files point at it).'),
      field('first_name', 'text', 'First name.', 'firstName'),
      field('last_name', 'text', 'Last name.', 'lastName'),
      field('phone', 'phone', 'Mobile phone in E.164 (+447700900123): the client’s sign-in.'),
      field('email', 'text', 'Email address.'),
      field('sex', 'text', 'female or male.'),
      field('birthday', 'text', 'YYYY-MM-DD, or --MM-DD when the year is not known.'),
      field('no_sms_marketing', 'bool', 'No offers by text: the client has not agreed, or withdrew.', 'noSmsMarketing'),
      field(
        'no_email_marketing',
        'bool',
        'No offers by email: the client has not agreed, or withdrew.',
        'noEmailMarketing',
      ),
      field('marketing_changed_at', 'date', 'When either of the two last changed.', 'marketingChangedAt'),
      field(
        'client_since',
        'text',
        'A client since (YYYY-MM-DD), when brought in from another platform.',
        'clientSince',
      ),
      field('imported_visits', 'number', 'Visits counted by the platform they came from.', 'importedVisits'),
      field('imported_no_shows', 'number', 'No-shows counted by the platform they came from.', 'importedNoShows'),
      field('notes', 'text', 'The staff’s notes on the client.', 'staffNotes'),
      field('prepayment_required', 'bool', 'Whether the client must prepay online.', 'prepaymentRequired'),
      field('online_booking_blocked', 'bool', 'Whether the client may not book online.', 'forbiddenOnlineBooking'),
      col('card', 'text', 'The card on file at the salon’s Stripe (brand and last four digits).', (d) =>
        d.card?.last4 ? `${d.card.brand ?? 'card'} ${d.card.last4}` : null,
      ),
      field('stripe_customer', 'text', 'The client’s customer id at the salon’s own Stripe.', 'stripeCustomer'),
      created,
    ],
  },
  {
    file: 'visits.csv',
    about: 'Every visit in the diary, past and future, in any state.',
    collection: 'appointments',
    columns: [
      field('id', 'id', 'Parlour’s id of the visit.'),
      col('salon', 'text', 'The salon’s name.', (d, n) => named(n.salons)(d.salon)),
      field('client_id', 'id', 'The client (clients.csv id); empty for a blocked time kept as a visit.', 'client'),
      col('client_phone', 'phone', 'The client’s phone.', (d, n) => named(n.clientPhones)(d.client)),
      field('state', 'text', 'reserved, planned, confirmed, arrived, completed, no-show or cancelled.'),
      field('date', 'text', 'The day, YYYY-MM-DD, in the salon’s time.'),
      field('start', 'date', 'When it starts.'),
      field('end', 'date', 'When it ends.'),
      field('source', 'text', 'online or front-desk.'),
      field('language', 'text', 'The language of the client’s texts about it (en or uk).', 'locale'),
      field('note', 'text', 'The staff’s note on the visit.'),
      field('cancel_reason', 'text', 'Why it was cancelled.', 'cancelReason'),
      field('cancelled_at', 'date', 'When it was cancelled.', 'cancelledAt'),
      col('sold_for', 'pounds', 'What it was checked out for at the desk.', (d) =>
        d.saleSum == null ? null : Math.round(d.saleSum * 100),
      ),
      created,
    ],
  },
  {
    file: 'visit-services.csv',
    about: 'Each service of each visit, one row per service, with what it costs.',
    collection: 'appointments',
    rows: (d) => (d.items ?? []).map((item: Doc, i: number) => ({ ...item, visit: d, position: i + 1 })),
    columns: [
      col('line_id', 'text', 'The visit’s id and the service’s place in it (123-1): one per row.', (d) =>
        [d.visit.id, d.position].join('-'),
      ),
      col('visit_id', 'id', 'The visit (visits.csv id).', (d) => d.visit.id),
      col('position', 'number', 'Its place in the visit (1 first).', (d) => d.position),
      col('salon', 'text', 'The salon’s name.', (d, n) => named(n.salons)(d.visit.salon)),
      col('client_phone', 'phone', 'The client’s phone.', (d, n) => named(n.clientPhones)(d.visit.client)),
      col('state', 'text', 'The visit’s state (as in visits.csv).', (d) => d.visit.state),
      col('date', 'text', 'The day this service starts, YYYY-MM-DD, in the salon’s time.', (d, n) =>
        d.start ? salonLocal(d.start, n.zones.get(key(d.visit.salon))).date : d.visit.date,
      ),
      col('time', 'text', 'When it starts, HH:mm in the salon’s time.', (d, n) =>
        d.start ? salonLocal(d.start, n.zones.get(key(d.visit.salon))).time : null,
      ),
      field('start', 'date', 'When this service starts.'),
      field('end', 'date', 'When it ends.'),
      col('service_id', 'id', 'Parlour’s id of the service.', (d) => d.service),
      col('service', 'text', 'The service’s name.', (d, n) => named(n.services)(d.service)),
      col('stylist_id', 'id', 'Parlour’s id of the stylist.', (d) => d.stylist),
      col('stylist', 'text', 'The stylist’s name.', (d, n) => named(n.stylists)(d.stylist)),
      field('minutes', 'number', 'How long it takes.', 'duration'),
      col('price', 'pounds', 'Its price when booked.', (d) => (d.price == null ? null : Math.round(d.price * 100))),
    ],
  },
  {
    file: 'payments.csv',
    about:
      'Money taken online through the salon’s Stripe: prepayments, fees, gift vouchers sold, sales charged to a card on file, and refunds.',
    collection: 'payments',
    columns: [
      field('id', 'id', 'Parlour’s id of the payment.'),
      field('kind', 'text', 'prepayment, fee, voucher, sale or refund.'),
      col('amount', 'pounds', 'Pounds; a refund is negative.', (d) => (d.kind === 'refund' ? -d.amount : d.amount)),
      field('currency', 'text', 'gbp.'),
      field('visit_id', 'id', 'The visit it was for (visits.csv id).', 'visitId'),
      field('client_id', 'id', 'The client (clients.csv id).', 'client'),
      field('stripe_id', 'text', 'Stripe’s id of the charge or refund.', 'stripeId'),
      field('note', 'text', 'Why (a refund’s reason).'),
      field('at', 'date', 'When Stripe reported it.'),
    ],
  },
  {
    file: 'sales.csv',
    about: 'Every checkout at the desk (a visit or a walk-in), never edited; a void is marked.',
    collection: 'sales',
    columns: [
      field('number', 'text', 'The sale’s number (YYYYMMDD-NNN).'),
      col('salon', 'text', 'The salon’s name.', (d, n) => named(n.salons)(d.salon)),
      field('date', 'text', 'The salon’s day of the sale.'),
      field('visit_id', 'id', 'The visit checked out (empty for a walk-in).', 'visit'),
      field('client_id', 'id', 'The client.', 'client'),
      field('walk_in', 'text', 'A walk-in’s name.', 'walkInName'),
      field('total', 'pounds', 'Services, products, extras, vouchers sold and tip.'),
      field('prepaid', 'pounds', 'Paid before the desk (online, by voucher or balance).'),
      field('due', 'pounds', 'What the desk took.'),
      field('tip', 'pounds', 'The tip.'),
      field('status', 'text', 'closed or voided.'),
      field('closed_at', 'date', 'When it was checked out.', 'closedAt'),
      field('void_reason', 'text', 'Why it was voided.', 'voidReason'),
    ],
  },
  {
    file: 'desk-payments.csv',
    about: 'Every amount the desk took, refunded or voided, by method: the day’s takings add these up.',
    collection: 'till-entries',
    columns: [
      field('id', 'id', 'Parlour’s id of the entry.'),
      col('sale', 'text', 'The sale’s number (sales.csv).', (d, n) => named(n.saleNumbers)(d.sale)),
      col('salon', 'text', 'The salon’s name.', (d, n) => named(n.salons)(d.salon)),
      field('date', 'text', 'The salon’s day.'),
      field('kind', 'text', 'payment, refund or void.'),
      field('method', 'text', 'cash, terminal, card, balance, voucher or points.'),
      field('amount', 'pounds', 'Pounds (points for the points method); refunds and voids are negative.'),
      field('note', 'text', 'Why.'),
      field('at', 'date', 'When.'),
    ],
  },
  {
    file: 'refunds.csv',
    about: 'Every refund, online and at the desk (the refund rows of payments.csv and desk-payments.csv).',
    collection: 'payments',
    where: { kind: { equals: 'refund' } },
    columns: [
      col('source', 'text', 'online (Stripe) or desk.', () => 'online'),
      field('id', 'id', 'The id in payments.csv or desk-payments.csv.'),
      col('amount', 'pounds', 'Pounds given back.', (d) => d.amount),
      col('method', 'text', 'card for Stripe; the desk’s method otherwise.', () => 'card'),
      field('visit_id', 'id', 'The visit.', 'visitId'),
      col('sale', 'text', 'The desk sale’s number.', () => ''),
      field('note', 'text', 'Why.'),
      field('at', 'date', 'When.'),
    ],
  },
  {
    file: 'vouchers.csv',
    about: 'Every gift voucher sold, online or at the desk.',
    collection: 'vouchers',
    columns: [
      field('code', 'text', 'The code as printed on the voucher, without dashes.'),
      field('kind', 'text', 'money (multi-purpose) or service (single-purpose).'),
      col('service', 'text', 'A service voucher’s service.', (d, n) => named(n.services)(d.service)),
      field('amount', 'pounds', 'What it was sold for.'),
      field('remaining', 'pounds', 'What is left on it.'),
      field('status', 'text', 'new, sold, used, fully_utilized or expired.'),
      field('paid_at', 'date', 'When it was paid for.', 'paidAt'),
      field('expires_at', 'date', 'When it expires.', 'expiresAt'),
      field('sold_via', 'text', 'online or desk.', 'soldVia'),
      field('buyer_id', 'id', 'The client who bought it.', 'buyer'),
      field('buyer_name', 'text', 'The buyer’s name as given.', 'buyerName'),
      field('recipient_name', 'text', 'Who it is for.', 'recipientName'),
      field('recipient_phone', 'phone', 'The recipient’s phone, when texted to them.', 'recipientPhone'),
      field('message', 'text', 'The buyer’s message.'),
      created,
    ],
  },
  {
    file: 'voucher-ledger.csv',
    about: 'Every issue, use and refund of a gift voucher, with the visit or sale it belongs to.',
    collection: 'voucher-movements',
    columns: [
      col('code', 'text', 'The voucher (vouchers.csv code).', (d, n) => named(n.voucherCodes)(d.voucher)),
      field('kind', 'text', 'issue, redeem or refund.'),
      field('amount', 'pounds', 'Pounds moved.'),
      field('remaining_after', 'pounds', 'What was left on it after.', 'remainingAfter'),
      field('visit_id', 'id', 'The visit it paid toward.', 'visitId'),
      col('sale', 'text', 'The desk sale’s number.', (d, n) => named(n.saleNumbers)(d.saleId)),
      field('note', 'text', 'Why.'),
      field('at', 'date', 'When.'),
    ],
  },
  {
    file: 'balances.csv',
    about: 'Every move of a client’s balance with the salon and of their bonus points.',
    collection: 'client-ledger',
    columns: [
      field('client_id', 'id', 'The client (clients.csv id).', 'client'),
      field('account', 'text', 'balance or bonus.'),
      col('amount', 'number', 'Pounds for the balance (two decimals), points for bonus; spent is negative.', (d) =>
        d.account === 'balance' ? (d.amount / 100).toFixed(2) : d.amount,
      ),
      col('after', 'number', 'The total after it, in the same unit.', (d) =>
        d.account === 'balance' ? (d.after / 100).toFixed(2) : d.after,
      ),
      col('sale', 'text', 'The desk sale’s number.', (d, n) => named(n.saleNumbers)(d.sale)),
      field('visit_id', 'id', 'A visit booked online it paid toward.', 'visitId'),
      field('note', 'text', 'Why.'),
      field('at', 'date', 'When.'),
    ],
  },
  {
    file: 'reviews.csv',
    about: 'Every review clients wrote after a visit.',
    collection: 'reviews',
    columns: [
      field('id', 'id', 'Parlour’s id of the review.'),
      field('visit_id', 'id', 'The visit reviewed.', 'appointment'),
      field('client_id', 'id', 'Who wrote it.', 'client'),
      col('stylist', 'text', 'The stylist reviewed.', (d, n) => named(n.stylists)(d.stylist)),
      field('rating', 'number', '1 to 5 stars.'),
      field('text', 'text', 'What they wrote.'),
      field('hidden', 'bool', 'Hidden from the site by staff.'),
      created,
    ],
  },
  {
    file: 'staff-notes.csv',
    about: 'The staff’s notes: on clients and on visits (also in clients.csv and visits.csv).',
    collection: 'clients',
    where: { staffNotes: { exists: true } },
    columns: [
      col('about', 'text', 'client or visit.', () => 'client'),
      field('id', 'id', 'The client’s or the visit’s id.'),
      field('note', 'text', 'The note.', 'staffNotes'),
    ],
  },
  {
    file: 'blocked-time.csv',
    about: 'Time blocked in stylists’ diaries (breaks, training, days off), one-off or weekly.',
    collection: 'time-blocks',
    columns: [
      col('stylist', 'text', 'The stylist.', (d, n) => named(n.stylists)(d.employee)),
      col('salon', 'text', 'The salon.', (d, n) => named(n.salons)(d.salon)),
      field('date', 'text', 'The day, YYYY-MM-DD (the first one when weekly).'),
      field('start', 'text', 'From HH:mm, salon time.'),
      field('end', 'text', 'To HH:mm.'),
      field('weekly', 'bool', 'Repeats every week.', 'repeatWeekly'),
      field('until', 'text', 'The last day it repeats.'),
      field('reason', 'text', 'Why.'),
    ],
  },
  {
    file: 'working-hours.csv',
    about: 'Each stylist’s weekly hours per salon, and the dated changes to them.',
    collection: 'employees',
    rows: (d) => [
      ...(d.workingHours ?? []).map((h: Doc) => ({ ...h, stylist: d, kind: 'weekly' })),
      ...(d.scheduleExceptions ?? []).map((h: Doc) => ({ ...h, stylist: d, kind: h.dayOff ? 'day off' : 'dated' })),
    ],
    columns: [
      col('stylist', 'text', 'The stylist.', (d) => d.stylist.name),
      col('salon', 'text', 'The salon.', (d, n) => named(n.salons)(d.salon)),
      field('kind', 'text', 'weekly, dated (replaces that day’s weekly hours) or day off.'),
      field('weekday', 'number', 'Weekly rows: 1 Monday … 7 Sunday.'),
      field('date', 'text', 'Dated rows: the day, YYYY-MM-DD.'),
      field('start', 'text', 'From HH:mm, salon time.'),
      field('end', 'text', 'To HH:mm.'),
    ],
  },
]

/** The visits' staff notes, added to staff-notes.csv after the clients' (same columns). */
export const VISIT_NOTES: Table = {
  file: 'staff-notes.csv',
  about: '',
  collection: 'appointments',
  where: { note: { exists: true } },
  columns: [col('about', 'text', '', () => 'visit'), field('id', 'id', ''), field('note', 'text', '')],
}

/** The desk's refunds, added to refunds.csv after Stripe's (same columns). */
export const DESK_REFUNDS: Table = {
  file: 'refunds.csv',
  about: '',
  collection: 'till-entries',
  where: { kind: { equals: 'refund' } },
  columns: [
    col('source', 'text', '', () => 'desk'),
    field('id', 'id', ''),
    col('amount', 'pounds', '', (d) => -d.amount),
    field('method', 'text', ''),
    col('visit_id', 'id', '', () => ''),
    col('sale', 'text', '', (d, n) => named(n.saleNumbers)(d.sale)),
    field('note', 'text', ''),
    field('at', 'date', ''),
  ],
}

/** The README's description of the export's files, column by column. */
export function exportColumnsMarkdown(): string {
  return TABLES.map(
    (t) =>
      `#### \`${t.file}\`\n\n${t.about}\n\n| Column | What it holds |\n| --- | --- |\n` +
      t.columns.map((c) => `| \`${c.name}\` | ${c.about} |`).join('\n'),
  ).join('\n\n')
}
