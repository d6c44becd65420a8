import type { BookingSettings, BusyInterval, StylistSchedule } from './domain/types'

/**
 * What the booking use cases need from the outside world. Adapters in `src/booking/adapters`
 * implement them on Payload.
 */

// Text messages and the clock are shared with sign-in; they live outside booking.
export type { SmsKind, SmsMessage, SmsSender } from '@/messaging/sms'
export { systemClock, type Clock } from '@/lib/clock'

// ── Booking data ───────────────────────────────────────────────────────────────────────────────

export type Id = string

export interface SalonInfo {
  id: Id
  title: string
  timezone: string
  active: boolean
}

export interface ServiceInfo {
  id: Id
  title: string
  duration: number
  /** Price at each salon (salon id → £). */
  prices: Record<Id, number>
  bookable: boolean
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
  stylistId: Id
  start: Date
  duration: number
  price: number | null
}

export type State = 'reserved' | 'planned' | 'confirmed' | 'cancelled'

export interface Appointment {
  id: Id
  clientId: Id | null
  salonId: Id
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
}

export type TextLocale = 'en' | 'uk'

export type NewAppointment = Pick<
  Appointment,
  'clientId' | 'salonId' | 'state' | 'heldUntil' | 'holdTokenHash' | 'items'
> &
  Partial<Pick<Appointment, 'locale'>>

export interface ReviewInfo {
  id: Id
  appointmentId: Id
  stylistId: Id
  rating: number
  text: string
  createdAt: Date
}

/**
 * The booking data the use cases read and write. `transaction` runs its function in one database
 * transaction (SQLite: BEGIN IMMEDIATE; PostgreSQL: with the slots exclusion constraint) and hands it
 * a store bound to that transaction. Writing an appointment whose time is taken throws an error
 * with `status` 409 (see `isSlotTaken`).
 */
export interface BookingStore {
  transaction<T>(fn: (store: BookingStore) => Promise<T>): Promise<T>
  settings(): Promise<BookingSettings & { holdMinutes: number }>
  salon(id: Id): Promise<SalonInfo | null>
  services(ids: readonly Id[]): Promise<ServiceInfo[]>
  schedules(salon: SalonInfo): Promise<StylistSchedule[]>
  /** Live booked time of these stylists overlapping the range, leaving out one appointment (when moving it). */
  busy(
    stylistIds: readonly Id[],
    range: { from: Date; to: Date },
    now: Date,
    exceptAppointment?: Id,
  ): Promise<BusyInterval[]>
  client(id: Id): Promise<ClientInfo | null>
  appointmentsOfClient(clientId: Id): Promise<Appointment[]>
  appointment(id: Id): Promise<Appointment | null>
  createAppointment(input: NewAppointment, now: Date): Promise<Appointment>
  updateAppointment(
    id: Id,
    patch: Partial<NewAppointment & Pick<Appointment, 'cancelReason' | 'cancelledAt'>>,
    now: Date,
  ): Promise<Appointment>
  deleteAppointment(id: Id): Promise<void>
  requestResult(key: string): Promise<Id | null>
  saveRequestResult(key: string, clientId: Id, appointmentId: Id): Promise<void>
  reviewsOf(appointmentIds: readonly Id[]): Promise<ReviewInfo[]>
  createReview(input: {
    appointmentId: Id
    stylistId: Id
    clientId: Id
    rating: number
    text: string
  }): Promise<ReviewInfo>
  stylistExists(id: Id): Promise<boolean>
  setFavourites(clientId: Id, favourites: { stylists: Id[]; services: Id[] }): Promise<void>
  /** Queues a text about an appointment (after the transaction commits). */
  notify(appointmentId: Id, kind: 'created' | 'changed' | 'cancelled'): Promise<void>
}

/** Whether an error is the database refusing an overlapping booking. */
export function isSlotTaken(error: unknown): boolean {
  return (error as { status?: unknown })?.status === 409
}
