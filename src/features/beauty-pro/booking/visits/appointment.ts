/** Beauty Pro's appointment as Parlour reads and writes it (API_DOCUMENTATION.md "Group Appointments"). */
import type { Id } from '@/features/booking/kit'

import type { Caller } from './context'

export interface BpItem {
  id: string
  start: string
  duration: number
  professional: string | null
  professionalName?: string | null
  service: string
  serviceName?: string | null
  predictedSum?: number | null
  /** Paid in advance for this item, and refunded (as the old product read them, spec §3). */
  prepaymentSum?: number | null
  refundSum?: number | null
}

/**
 * What a visit still owes in advance per item (API.md: `[{ id, amount }]`, "null if prepayments
 * not activated or empty object if no services to prepay"; a map of item id → amount is read too).
 */
export type BpOwed = { id: string; amount: number }[] | Record<string, number> | null

export interface BpAppointment {
  id: string
  state: 'reserved' | 'planned' | 'confirmed' | 'cancelled'
  date: string
  location: string
  client: string | null
  createDate: string
  cancelReason: string | null
  cancelDate: string | null
  services: BpItem[] | null
  requiredPrepayment?: BpOwed
}

const ITEM_FIELDS =
  'id,start,duration,professional,professionalName,service,serviceName,predictedSum,prepaymentSum,refundSum'
export const APPOINTMENT_FIELDS = `state,date,location,client,createDate,cancelReason,cancelDate,requiredPrepayment,services(${ITEM_FIELDS})`

/** A visit's item as Beauty Pro takes it in a body. */
export interface NewItem {
  start: Date
  duration: number
  professional: string
  service: string
}

/** A new visit: where, which day, and its items back to back. */
export interface PlannedVisit {
  location: Id
  date: string
  items: NewItem[]
}

export const itemBody = (i: NewItem) => ({
  start: i.start.toISOString(),
  duration: i.duration,
  professional: i.professional,
  service: i.service,
})

export const createBody = (state: 'reserved' | 'planned', p: PlannedVisit) => ({
  state,
  date: p.date,
  location: p.location,
  clientsModule: true,
  services: p.items.map(itemBody),
})

export const appointmentPath = (id: string) => `/appointments/${encodeURIComponent(id)}`

export const readAppointment = (call: Caller, id: string) =>
  call<BpAppointment>('GET', appointmentPath(id), { query: { fields: APPOINTMENT_FIELDS } })
