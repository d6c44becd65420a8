/**
 * The browser's calls to the booking and sign-in API (docs/booking-api.md, booking-read-api.md).
 * Every failure becomes a BookingApiError (status 0 when there was no answer at all).
 */
import { callApi } from './api-call'
import type { AppointmentView, EmployeeView, LocationView, PaymentLinkView, ServiceView } from '../http/answers'
import { BookingApiError } from './api-errors'
import { announceSession, maybeSignedIn } from './signed-in-marker'
import type { FreeTimeAnswer } from './slots'
import type { BalanceUse } from './balance'
import type { VoucherUse } from './voucher'

/** The catalogue's answers as the API sends them (the one contract, ./contract). */
export type Location = LocationView
export type Service = ServiceView
export type Employee = EmployeeView

export interface Client {
  id: string
  phone: string
  firstName: string
  lastName: string | null
  sex: string | null
  email: string | null
  /** Offers and news per channel (docs/booking-api.md `Client`). */
  marketing: { sms: boolean; email: boolean; changedAt: string | null }
}

/** A visit as the API answers it (the one contract, ./contract). */
export type Appointment = AppointmentView

export type Hold = Appointment & { token: string; heldUntil: string }

/** The page a visit is paid on, and its terms in plain words (POST /api/booking/appointments). */
export type PaymentLink = PaymentLinkView

export interface BookingSettings {
  severalServices: boolean
  skipProfessional: boolean
}

export interface VisitRequest {
  location: string
  start: string
  items: { service: string; employee: string | null }[]
}

async function request<T>(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const result = await callApi<T>(method, url, body, headers)
  if (!result.ok) throw new BookingApiError(result.status, result.body, result.retryAfter)
  return result.data
}

const query = (params: Record<string, string | null | undefined>) => {
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v)
  return q.toString()
}

export const bookingApi = {
  locations: (locale: string) => request<Location[]>('GET', `/api/booking/locations?${query({ locale })}`),
  services: (locale: string, location: string) =>
    request<Service[]>('GET', `/api/booking/services?${query({ locale, location })}`),
  employees: (locale: string, location: string, services: string[]) =>
    request<Employee[]>('GET', `/api/booking/employees?${query({ locale, location, services: services.join(',') })}`),
  freeTime: (location: string, services: string[], from: string, to: string, employee: string | null) =>
    request<FreeTimeAnswer>(
      'GET',
      `/api/booking/free-time?${query({ location, services: services.join(','), from, to, employee })}`,
    ),
  async settings(): Promise<BookingSettings> {
    const s = await request<Partial<BookingSettings>>('GET', '/api/booking/settings')
    return { severalServices: s.severalServices !== false, skipProfessional: s.skipProfessional !== false }
  },
  hold: (visit: VisitRequest) => request<{ hold: Hold }>('POST', '/api/booking/holds', visit).then((r) => r.hold),
  release: (hold: Pick<Hold, 'id' | 'token'>) =>
    request<unknown>('DELETE', `/api/booking/holds/${encodeURIComponent(hold.id)}`, undefined, {
      'x-hold-token': hold.token,
    }),
  /** The visit booked; with `payment` when it needs a prepayment or a card first (the page to go to). */
  book: (
    visit: VisitRequest & {
      hold?: { id: string; token: string }
      locale?: string
      voucher?: string
      useBalance?: boolean
    },
    idempotencyKey: string,
  ) =>
    request<{ appointment: Appointment; payment?: PaymentLink; voucher?: VoucherUse; balance?: BalanceUse }>(
      'POST',
      '/api/booking/appointments',
      visit,
      {
        'idempotency-key': idempotencyKey,
      },
    ),
  async me(): Promise<Client | null> {
    if (!maybeSignedIn()) return null
    try {
      return (await request<{ client: Client }>('GET', '/api/auth/me')).client
    } catch (error) {
      if (error instanceof BookingApiError && error.status === 401) return null
      throw error
    }
  },
  /** Texts a sign-in code; `locale` is the page's language, which the text and the refusals are in. */
  sendCode: (phone: string, locale: string) =>
    request<{ authId: string; codeLength: number }>('POST', '/api/auth/code', { phone, locale }),
  verify: (body: {
    authId: string
    code: string
    locale: string
    firstname?: string
    lastname?: string
    sex?: string
    email?: string
  }) =>
    request<{ client?: Client; registrationRequired?: boolean }>('POST', '/api/auth/verify', body).then((answer) => {
      if (answer.client) announceSession()
      return answer
    }),
}

/** A random key for one booking attempt (retries of that attempt reuse it). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`
}
