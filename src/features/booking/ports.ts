import type { AccountAppointmentView, AppointmentView, VisitMoneyView } from './http/answers'

import type {
  AppointmentState,
  BookingSettings,
  BusyInterval,
  ClientLimits,
  EmployeeSchedule,
  FreeTimeResult,
  LocalDate,
} from './domain/types'
import type { Processing } from './domain/processing'
import type { Result } from './use-cases/result'
import type { PaymentLink, VisitTerms } from '@/features/payments/contract'

/**
 * The booking feature's ports, in one vocabulary: the booking API's and the old booking system's
 * words — a **location** (a salon), an **employee** (a stylist), a **feedback** (a review), a
 * **client**, an **appointment** (a visit) of **items** (services). Visitors read "salon",
 * "stylist" and "review" in the pages and messages; the code says the former.
 *
 * Two layers:
 * - **The provider boundary** (`BookingProvider`): everything the booking endpoints under
 *   /api/booking/* need — the public catalogue, free times and the visits desk. Parlour's own engine
 *   (src/features/booking/engine/parlour-provider.ts) and the Beauty Pro API (src/features/beauty-pro/booking/) are its
 *   two implementations, chosen by `BOOKING_PROVIDER`.
 * - **The engine's ports** (`EngineTimetable`, `BookingStore`): what Parlour's own engine needs from
 *   its database. Adapters in src/features/booking/engine implement them over Payload; unit tests in memory.
 *
 * Plain data only: ids are strings, instants are `Date`, money is pounds, lengths are minutes.
 */

// Text messages and the clock are shared with sign-in; they live outside booking.
export type { SmsKind, SmsMessage, SmsSender } from '@/features/messaging'
export type { PaymentLink, VisitTerms }
export { systemClock, type Clock } from '@/platform/clock'

export type Id = string

// ── The provider boundary: the public catalogue ─────────────────────────────────────────────────
/** A content locale of the site (`en` English, `uk` Ukrainian). */
export type CatalogueLocale = 'en' | 'uk'

/** A salon that takes online bookings. */
export interface CatalogueLocation {
  id: string
  name: string
  slug: string
  street: string
  city: string
  postcode: string
  phone: string
  /** Null when the salon has no map position. */
  geo: { lat: number; lng: number } | null
  /** IANA zone of the salon's wall clock, e.g. Europe/London. */
  timezone: string
}

export interface CatalogueService {
  id: string
  name: string
  slug: string
  /** Path of the service page under /services/, when it has one. */
  path: string | null
  category: { id: string; name: string } | null
  /**
   * The direction it belongs to with its top group, e.g. `female/nails`, "Women · Nails": how the
   * widget groups the services.
   */
  group: { path: string; name: string } | null
  /** Minutes. */
  duration: number
  /** Processing time: a gap in the service when its stylist is free (docs/decisions/0045). */
  processing?: Processing | null
  gender: 'female' | 'male' | 'unisex' | null
  description: string | null
  /** Salons that offer the service. */
  locationIds: string[]
  /** Price at each salon, pounds. */
  prices: { locationId: string; price: number }[]
  /** Highest price of the service's variants, pounds (null when it has one price). */
  priceTo: number | null
  /**
   * Options a visitor chooses one of (the spec's `params`, e.g. hair length), each booking its own
   * length and price (docs/decisions/0052); empty or absent when the service has none.
   */
  options?: CatalogueOption[]
}

/**
 * A bookable option of a service. Its id is the params row's id in Parlour's engine and the Beauty
 * Pro service's id (the param's `crmId`) in Beauty Pro mode.
 */
export interface CatalogueOption {
  id: string
  name: string
  /** Minutes: the visit books this instead of the service's own length. */
  duration: number
  /** Price at each salon, pounds. */
  prices: { locationId: string; price: number }[]
  /** Highest price of the option when it has a range, pounds. */
  priceTo: number | null
}

export interface CatalogueEmployee {
  id: string
  name: string
  slug: string
  /** Address of the photo (thumbnail when there is one), null without a photo. */
  photo: string | null
  positionIds: string[]
  /** 0–5, one decimal. */
  rating: number
  locationIds: string[]
  serviceIds: string[]
}

export interface CataloguePosition {
  id: string
  name: string
  /** Role in the booking system, e.g. "master". */
  role: string | null
  parentId: string | null
}

/** A published review of a stylist, as the public may see it. */
export interface CatalogueFeedback {
  id: string
  /** The client's first name only. */
  firstName: string
  /** When the review was written. */
  date: Date
  employeeId: string
  employeeName: string
  rating: number
  text: string
}

/** Every review `feedbacks` would list, in two numbers: the mean to one decimal (null with none) and how many. */
export interface RatingSummary {
  average: number | null
  count: number
}

/** The public catalogue a provider answers with: salons, services, stylists, positions, reviews, settings. */
export interface BookingCatalogue {
  /** Published salons that take online bookings, in menu order. */
  locations(locale: CatalogueLocale): Promise<CatalogueLocation[]>
  /** Visible (published, public, not archived) services, in menu order. */
  services(locale: CatalogueLocale): Promise<CatalogueService[]>
  /** Published stylists, in menu order. */
  employees(locale: CatalogueLocale): Promise<CatalogueEmployee[]>
  positions(locale: CatalogueLocale): Promise<CataloguePosition[]>
  /**
   * Reviews not hidden by staff of published stylists, newest first: of one stylist when given, of
   * visits that had one service when `serviceId` is given (none when the provider cannot tell).
   */
  feedbacks(query: {
    employeeId: string | null
    serviceId?: string | null
    limit: number
    locale: CatalogueLocale
  }): Promise<CatalogueFeedback[]>
  /** The rating of the whole salon: all the reviews `feedbacks` lists (however many), summarised. */
  ratingSummary(locale: CatalogueLocale): Promise<RatingSummary>
  /** The salon's online-booking settings. */
  settings(): Promise<BookingSettings>
}

/** Where handlers report failures they turn into a soft answer. */
export interface ErrorLog {
  error(context: Record<string, unknown>, message: string): void
}

// ── The provider boundary: free times ──────────────────────────────────────────────────────────────

/** A free-time question the use case has checked against the catalogue and the settings. */
export interface FreeTimeQuestion {
  location: CatalogueLocation
  /** The chosen services, in order, each offered at the location. */
  services: CatalogueService[]
  /** The visit's length: the services' durations added up. */
  durationMinutes: number
  from: LocalDate
  /** Inclusive. */
  to: LocalDate
  /** Only this stylist; null for "any stylist". */
  employeeId: string | null
  settings: BookingSettings
  now: Date
  /** The option chosen of each service, by position (null: none); absent when none has one. */
  optionIds?: (string | null)[]
}

export interface FreeTimeSource {
  /** `{ [employeeId]: { [date]: ['HH:mm', …] } }` in the salon's wall-clock time; each start fits the whole visit. */
  freeTime(query: FreeTimeQuestion): Promise<FreeTimeResult>
}

// ── The provider boundary: the visits desk ─────────────────────────────────────────────────────────

export type TextLocale = 'en' | 'uk'

/** Services back to back; `employee` null for any stylist; `option` one of the service's options. */
export interface RequestedVisitItem {
  service: Id
  option?: Id | null
  employee: Id | null
}

export interface HoldRequest {
  location: Id
  /** Salon-local `YYYY-MM-DDTHH:mm`. */
  start: string
  items: RequestedVisitItem[]
  clientId: Id | null
}

export interface BookRequest {
  clientId: Id
  location: Id
  start: string
  items: RequestedVisitItem[]
  idempotencyKey?: string
  /** A hold the visitor took before signing in: its time is theirs to book. */
  hold?: { id: Id; token: string }
  /** The site's language when booking: the client's texts about the visit are in it. */
  locale?: TextLocale
  /** A gift voucher's code: it pays toward the visit (Parlour's engine only). */
  voucher?: string
  /** The client's balance pays toward the visit, after any voucher (Parlour's engine only). */
  useBalance?: boolean
}

/** What the client's balance paid toward a visit just now (pounds). */
export interface BalanceUse {
  /** Paid on the visit from the balance. */
  paid: number
  /** Left on the balance. */
  remaining: number
}

/** What a gift voucher paid toward a visit just now (pounds). */
export interface VoucherUse {
  /** Only the last four symbols: ••••-7K2Q. */
  code: string
  /** Paid on the visit by vouchers. */
  paid: number
  /** Left on the voucher. */
  remaining: number
}

export type HoldView = AppointmentView & { token: string }

/**
 * Holds, bookings, changes and the account, answered in the booking API's shapes
 * (src/features/booking/contract.ts). `clientId` is always Parlour's client (the signed-in session's);
 * a provider maps it to its own. A refusal carries the status, reason and message the endpoint sends.
 */
export interface VisitDesk {
  hold(request: HoldRequest): Promise<Result<{ hold: HoldView }>>
  releaseHold(request: { id: Id; token?: string; clientId: Id | null }): Promise<Result<{ released: true }>>
  book(request: BookRequest): Promise<
    Result<{
      appointment: AppointmentView
      replayed: boolean
      payment?: PaymentLink | null
      voucher?: VoucherUse | null
      balance?: BalanceUse | null
    }>
  >
  /**
   * A gift voucher paying toward a visit of the client's still owing its prepayment (the account):
   * the rest on a new payment page, or the visit booked when nothing is left. Absent where vouchers
   * are not taken online (Beauty Pro mode).
   */
  payWithVoucher?(request: {
    clientId: Id
    id: Id
    voucher: string
  }): Promise<Result<{ appointment: AppointmentView; payment: PaymentLink | null; voucher: VoucherUse }>>
  /** The same with the client's balance. Absent where the balance is not taken online (Beauty Pro mode). */
  payWithBalance?(request: {
    clientId: Id
    id: Id
  }): Promise<Result<{ appointment: AppointmentView; payment: PaymentLink | null; balance: BalanceUse }>>
  reschedule(request: {
    clientId: Id
    id: Id
    start: string
    items?: RequestedVisitItem[]
  }): Promise<Result<{ appointment: AppointmentView }>>
  addService(request: {
    clientId: Id
    id: Id
    service: Id
    option?: Id | null
    employee: Id | null
  }): Promise<Result<{ appointment: AppointmentView }>>
  removeService(request: { clientId: Id; id: Id; itemId: Id }): Promise<Result<{ appointment: AppointmentView }>>
  /** `leaving`: the client is deleting their account — cancelled even inside the window, no text sent. */
  cancel(request: {
    clientId: Id
    id: Id
    reason?: string
    leaving?: boolean
  }): Promise<Result<{ appointment: AppointmentView }>>
  /** The client's visits, newest first, named in `locale`. */
  mine(clientId: Id, locale: TextLocale): Promise<AccountAppointmentView[]>
  review(request: {
    clientId: Id
    appointmentId: Id
    rating: number
    text: string
  }): Promise<Result<{ review: { rating: number; text: string; createdAt: string } }>>
}

/** One booking system behind /api/booking/*. */
export interface BookingProvider {
  readonly name: 'parlour' | 'beautypro'
  catalogue: BookingCatalogue
  times: FreeTimeSource
  visits: VisitDesk
}

// ── The engine's ports: its time tables ────────────────────────────────────────────────────────────

export interface EngineTimetable {
  /** Working patterns at this salon of the published stylists who have hours there. */
  schedules(location: { id: string; timezone: string }): Promise<EmployeeSchedule[]>
  /** Busy time of these stylists overlapping [from, to): live booked times and holds unexpired at `now`. */
  busy(employeeIds: readonly string[], range: { from: Date; to: Date }, now: Date): Promise<BusyInterval[]>
}

/** The engine's catalogue: the public one plus the time tables its free times are computed from. */
export type EngineCatalogue = BookingCatalogue & EngineTimetable

// ── The engine's ports: its booking data ───────────────────────────────────────────────────────────

export interface LocationInfo {
  id: Id
  title: string
  timezone: string
  active: boolean
}

export interface ServiceInfo {
  id: Id
  title: string
  duration: number
  /** Processing time: a gap in the service when its stylist is free (docs/decisions/0045). */
  processing?: Processing | null
  /** Price at each salon (salon id → £). */
  prices: Record<Id, number>
  bookable: boolean
  /** Its bookable options (docs/decisions/0052), each with its own length and prices. */
  options?: { id: Id; name: string; duration: number; prices: Record<Id, number> }[]
}

export interface ClientInfo {
  id: Id
  phone: string
  forbiddenOnlineBooking: boolean
  favouriteStylists: Id[]
  favouriteServices: Id[]
}

export interface AppointmentItem {
  id?: string
  serviceId: Id
  employeeId: Id
  start: Date
  duration: number
  price: number | null
  /** The service's processing gap, copied when booked; null or absent: busy throughout. */
  processing?: Processing | null
  /** The option booked (its id and name when booked, like the price); null or absent: none. */
  optionId?: Id | null
  optionName?: string | null
}

export type State = AppointmentState

export interface Appointment {
  id: Id
  clientId: Id | null
  locationId: Id
  state: State
  start: Date
  end: Date
  /** Salon-local date. */
  date: string
  heldUntil: Date | null
  holdTokenHash: string | null
  items: AppointmentItem[]
  cancelReason: string | null
  cancelledAt: Date | null
  /** The language of the client's texts about it: the site's when booked online. */
  locale: TextLocale
  /** Where it was booked. */
  source: BookingSource
  /** Changes with every write (the time of the last one): an edit names the version it was made on. */
  version: string
  /** The staff's note on the visit. */
  note: string | null
  /** Visits of its stylist staff booked this one over on purpose (docs/decisions/0045). */
  overlapWith?: Id[]
}

export type BookingSource = 'online' | 'front-desk'

export type NewAppointment = Pick<
  Appointment,
  'clientId' | 'locationId' | 'state' | 'heldUntil' | 'holdTokenHash' | 'items'
> &
  Partial<Pick<Appointment, 'locale' | 'source' | 'note' | 'overlapWith'>>

export interface FeedbackInfo {
  id: Id
  appointmentId: Id
  employeeId: Id
  rating: number
  text: string
  createdAt: Date
}

/** The engine's settings: the public ones, the hold's length and what one client may hold online. */
export type EngineSettings = BookingSettings & { holdMinutes: number; clientLimits: ClientLimits }

/**
 * The booking data the use cases read and write. `transaction` runs its function in one database
 * transaction (SQLite: BEGIN IMMEDIATE; PostgreSQL: with the slots exclusion constraint) and hands it
 * a store bound to that transaction. Writing an appointment whose time is taken throws an error
 * with `status` 409 (see `isSlotTaken`).
 */
export interface BookingStore {
  transaction<T>(fn: (store: BookingStore) => Promise<T>): Promise<T>
  settings(): Promise<EngineSettings>
  location(id: Id): Promise<LocationInfo | null>
  services(ids: readonly Id[]): Promise<ServiceInfo[]>
  schedules(salon: LocationInfo): Promise<EmployeeSchedule[]>
  /** Live booked time of these stylists overlapping the range, leaving out one appointment (when moving it). */
  busy(
    employeeIds: readonly Id[],
    range: { from: Date; to: Date },
    now: Date,
    exceptAppointment?: Id,
  ): Promise<BusyInterval[]>
  client(id: Id): Promise<ClientInfo | null>
  /**
   * Takes the client for the rest of this transaction: another transaction taking the same client
   * waits until this one ends, so what is counted of the client's visits here cannot be passed by
   * requests at the same moment (PostgreSQL: a row lock; SQLite's write lock already serialises).
   */
  lockClient(id: Id): Promise<void>
  appointmentsOfClient(clientId: Id): Promise<Appointment[]>
  appointment(id: Id): Promise<Appointment | null>
  createAppointment(input: NewAppointment, now: Date): Promise<Appointment>
  /** `by: 'client'`: the client's own change online (a late cancellation then follows their terms' fees). */
  updateAppointment(
    id: Id,
    patch: Partial<NewAppointment & Pick<Appointment, 'cancelReason' | 'cancelledAt'>>,
    now: Date,
    by?: 'client',
  ): Promise<Appointment>
  deleteAppointment(id: Id): Promise<void>
  requestResult(key: string): Promise<Id | null>
  saveRequestResult(key: string, clientId: Id, appointmentId: Id): Promise<void>
  feedbacksOf(appointmentIds: readonly Id[]): Promise<FeedbackInfo[]>
  createFeedback(input: {
    appointmentId: Id
    employeeId: Id
    clientId: Id
    rating: number
    text: string
  }): Promise<FeedbackInfo>
  employeeExists(id: Id): Promise<boolean>
  setFavourites(clientId: Id, favourites: { stylists: Id[]; services: Id[] }): Promise<void>
  /** Queues a text about an appointment (after the transaction commits). */
  notify(appointmentId: Id, kind: 'created' | 'changed' | 'cancelled'): Promise<void>
}

// ── The engine's ports: the front desk ─────────────────────────────────────────────────────────────

/** A live visit of a stylist that overlaps a time, as the front desk names it. */
export interface VisitInTheWay {
  appointmentId: Id
  employeeId: Id
  start: Date
  end: Date
  /** The client's name, or phone when they gave no name. */
  client: string
  services: string[]
}

export interface NewDeskClient {
  /** Empty for a walk-in who gives no number (a name is then required): such a client is never texted. */
  phone: string
  firstName: string
  lastName: string
  /** The booking system's required field (the collection's default when not asked). */
  sex?: 'female' | 'male'
}

/**
 * What the staff's calendar needs on top of the booking store: what stands in the way of a time,
 * clients by phone, and a compare-and-set on a visit's version so two receptionists never
 * overwrite each other's change.
 */
export interface FrontDeskStore extends BookingStore {
  transaction<T>(fn: (store: FrontDeskStore) => Promise<T>): Promise<T>
  /**
   * Takes the visit for this write if it is still at `version` (the database's own atomic check:
   * one of two writers on the same version wins); false when it changed meanwhile or is gone.
   */
  claimVersion(id: Id, version: string): Promise<boolean>
  /** Live visits of the stylist overlapping [start, end), leaving one out. */
  visitsInTheWay(employeeId: Id, range: { start: Date; end: Date }, now: Date, except?: Id): Promise<VisitInTheWay[]>
  /** The stylist's blocked time overlapping [start, end), with its reason. */
  blockedTime(employeeId: Id, range: { start: Date; end: Date }): Promise<{ start: Date; end: Date; reason: string }[]>
  employeeName(id: Id): Promise<string | null>
  /** Whether the stylist is one of the salon's (works there, with or without hours that day). */
  worksAt(employeeId: Id, locationId: Id): Promise<boolean>
  /** The client on file with this phone, with their name as the calendar shows it. */
  clientByPhone(phone: string): Promise<(ClientInfo & { name: string }) | null>
  createClient(input: NewDeskClient): Promise<ClientInfo>
}

/**
 * Money a visit booked online may need first (src/features/payments, when Stripe is configured): a
 * visit that needs it is held for its client while the payment page is open, and is theirs once
 * Stripe reports it paid.
 */
export interface VisitPayments {
  /** The terms a visit being booked asks, or null when it needs no money. */
  terms(visit: { clientId: Id; items: AppointmentItem[] }): Promise<VisitTerms | null>
  /** How long a visit waiting for its payment page is held. */
  holdUntil(now: Date): Date
  /** Opens the page to pay on; throws when the payment service cannot be reached. */
  open(visit: Appointment, terms: VisitTerms): Promise<PaymentLink>
  /** The open payment page of a visit still held for it (a repeated request answers with it), or null. */
  link(visitId: Id): Promise<PaymentLink | null>
  /** The terms of a visit's open prepayment page (what it still asks), or null when none is open. */
  owing(visitId: Id): Promise<VisitTerms | null>
  /**
   * Closes a visit's open pages keeping the visit held, for a page asking less to replace them (a
   * gift voucher paid part): `paid` when one was paid meanwhile (then it is settled as paid).
   */
  reprice(visitId: Id): Promise<'closed' | 'paid'>
  /** The client let go of a visit held for its payment: its page is closed at Stripe. */
  released(visitId: Id): Promise<void>
  /** The client cancelled a visit: what they paid is refunded under the terms they were shown. */
  cancelled(visit: Appointment): Promise<void>
  /**
   * Asks Stripe about the open pages of these visits and settles what it reports (a client back from
   * paying sees the visit booked at once, before the webhook); true when any changed. Never throws.
   */
  refresh(visitIds: Id[]): Promise<boolean>
  /** The money of these visits (only those that have any), for the account. */
  summaries(visitIds: Id[]): Promise<Map<Id, VisitMoneyView>>
}

/** A gift voucher's part of a visit, as the client and the desk see it. */
export interface VoucherPartView {
  /** Only the last four symbols: ••••-7K2Q. */
  code: string
  /** Pounds paid on the visit (used less given back). */
  amount: number
}

/**
 * Gift vouchers paying toward visits booked online (src/features/vouchers): checked before anything
 * is booked, spent once the visit exists, given back when it is cancelled (by the vouchers' own hook).
 */
export interface VisitVouchers {
  /** Whether a typed code can pay toward a visit of these services now; nothing is spent. */
  check(code: string, serviceIds: Id[], now: Date): Promise<{ ok: true } | { ok: false; message: string }>
  /**
   * Spends the voucher on the visit: as much as it holds, up to the visit's price less what vouchers
   * paid on it already. `terms`: what the visit asks; the answer's `terms` what it still asks after
   * the voucher (null: nothing). Pounds.
   */
  pay(input: {
    code: string
    visit: Appointment
    terms: VisitTerms | null
    now: Date
  }): Promise<
    | { ok: true; code: string; paid: number; remaining: number; terms: VisitTerms | null }
    | { ok: false; message: string }
  >
  /** What vouchers paid on these visits (only those with any). */
  parts(visitIds: Id[]): Promise<Map<Id, VoucherPartView[]>>
}

/**
 * A client's balance paying toward visits booked online (src/features/till, decision 0039): the same
 * rules as a gift voucher's part; given back when the visit is cancelled (by the till's own hook).
 */
export interface VisitBalance {
  /** Pounds the client's balance holds now. */
  available(clientId: Id): Promise<number>
  /**
   * Spends the balance on the visit: as much as it holds, up to the visit's price less what vouchers
   * and the balance paid on it already. `terms`: what the visit asks; the answer's `terms` what it
   * still asks after (null: nothing). Pounds.
   */
  pay(input: {
    visit: Appointment
    terms: VisitTerms | null
    now: Date
  }): Promise<{ ok: true; paid: number; remaining: number; terms: VisitTerms | null } | { ok: false; message: string }>
  /** Pounds the balance paid on these visits (only those with any). */
  parts(visitIds: Id[]): Promise<Map<Id, number>>
}

/** Whether an error is the database refusing an overlapping booking. */
export function isSlotTaken(error: unknown): boolean {
  return (error as { status?: unknown })?.status === 409
}
