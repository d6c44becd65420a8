/**
 * Types of the fake's live data (`FakeBeautyPro.state`); tests may mutate it freely. Field names
 * follow the public documentation (AIHelpsSoft/documentations, API_DOCUMENTATION.md @ 0b3a9b8a,
 * "API.md" below); the section each shape comes from is named next to its type.
 */
export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday'
export type Role =
  | 'owner'
  | 'administrator'
  | 'professional'
  | 'technicalStaff'
  | 'assistant'
  | 'professionalReplace'
  | 'clientManager'
  | 'cashier'
export type AppointmentState = 'reserved' | 'planned' | 'confirmed' | 'cancelled'

/** API.md "Group Locations" › Location attributes, plus the `clients_module` extras of GET /locations. */
export interface FakeLocation {
  id: string
  name: string
  category: string | null
  code: number
  city: string
  street: string
  phone: string
  /** API.md "Data Structures" › `geoposition`: latitude and longitude as strings. */
  geo_position: { latitude: string; longitude: string } | null
  timezone: string
  active: boolean
  description: string | null
  web_site: string | null
  pictures_count: number
}

/** API.md "Group Services" › Service categories attributes. */
export interface FakeServiceCategory {
  id: string
  name: string
  parent: string | null
  picture: string | null
  archive: boolean
}

/** API.md "Data Structures" › `locationprice`: a price per location and professional position. */
export interface FakeLocationPrice {
  location: string
  position: string | null
  price: number
  staff_price: number | null
}

/** API.md "Group Services" › Service attributes. */
export interface FakeService {
  id: string
  name: string
  description: string | null
  descriptionPlaintext: string | null
  duration: number
  gender: 'both' | 'male' | 'female'
  price_currency: string
  category: string | null
  picture: string | null
  public: boolean
  location_prices: FakeLocationPrice[]
  halls: string[] | null
  resources: string[] | null
  color: string | null
  article: string | null
  barcode: string | null
  with_assistant: boolean
  service_by_time: boolean
  department: string | null
  archive: boolean
  prepaymentRequired: boolean
}

/** API.md "Group Employees" › Position attributes. */
export interface FakePosition {
  id: string
  name: string
  role: Role
  permissions: string[]
  parent: string | null
}

/**
 * API.md "Group Employees" › Predefined schedule (`type: weekdays`, `weekSchedule`). An employee's
 * `schedules` entry points at one of these; the fake computes working hours (and so free time) from
 * the entry in force on a date. A day whose `timeFrom` equals `timeTo` (or is null) is a day off.
 */
export interface FakePredefinedSchedule {
  id: string
  name: string
  type: 'weekdays'
  weekSchedule: { weekDay: Weekday; timeFrom: string | null; timeTo: string | null }[]
}

/** API.md "Group Employees" › Employee attributes. */
export interface FakeEmployee {
  id: string
  firstname: string
  middlename: string | null
  lastname: string
  title: string | null
  phone: string[]
  email: string[]
  gender: 'male' | 'female'
  photo_exists: boolean
  positions: string[]
  permissions: string[]
  language: string | null
  archive: boolean
  public: boolean
  address: { city: string; street: string; building: string; apartment: string; postal_code: string } | null
  /** `start_date` is a datetime; the entry with the latest start on or before a day is in force. */
  schedules: { location: string; schedule: string | null; start_date: string }[]
  all_locations: boolean
  default_appointment_duration: number
  prepaymentRequired: boolean
  comments: string | null
  commentsPlainText: string | null
}

/** Not an API resource: whole days an employee does not work (salon-local date), for tests. */
export interface FakeDayOff {
  employee: string
  date: string
}

/** API.md "Group Appointments" › Feedbacks attributes. */
export interface FakeFeedback {
  id: string
  date: string
  appointment: string | null
  firstName: string
  professional: string
  rating: number
  text: string | null
}

/** API.md "Group Clients" › Client attributes (`phone` and `email` are arrays). */
export interface FakeClient {
  id: string
  firstname: string
  middlename: string | null
  lastname: string
  title: string | null
  gender: 'male' | 'female'
  birthday: string | null
  location: string | null
  balance: number
  bonus: number
  card_number: string[]
  phone: string[]
  email: string[]
  photo_exists: boolean
  postal_code: string | null
  city: string | null
  street: string | null
  building: string | null
  apartment: string | null
  categories: string[]
  do_not_send_sms_notification: boolean
  do_not_send_sms_promotion: boolean
  do_not_send_email: boolean
  createDate: string
  referral_source: string | null
  status: string | null
  comment: string | null
  archive: boolean
  professional: string | null
  /** Not in API.md; the old product read it (spec §3 "Client profile"). */
  forbiddenOnlineBooking: boolean
}

/** API.md "Group Appointments" › Appointment Service attributes; `start` is a UTC datetime. */
export interface FakeAppointmentService {
  id: string
  start: string
  duration: number
  professional: string | null
  assistant: string | null
  service: string | null
  quantity: number
  hall: string | null
  customMaterials: boolean
  recommendedBy: string | null
  createDate: string
}

/** API.md "Group Appointments" › Appointment attributes; `date` is the salon-local calendar date. */
export interface FakeAppointment {
  id: string
  state: AppointmentState
  date: string
  location: string
  client: string | null
  employee: string | null
  comments: string | null
  clientsModule: boolean
  clientsModuleConfirmed: boolean
  notifySms: string
  color: string | null
  important: boolean
  receptionist: string | null
  controlManager: string | null
  createDate: string
  cancelDate: string | null
  cancelReason: string | null
  cancelReceptionist: string | null
  original: string | null
  merged: string | null
  services: FakeAppointmentService[]
}

/** API.md "Group Settings" › Common settings attributes (sections `common` … `prepayments`). */
export interface FakeSettings {
  common: Record<string, unknown>
  information: Record<string, unknown>
  statistics: Record<string, unknown>
  client_module: Record<string, unknown> & {
    nearest_booking_minutes: number
    time_step: string
  }
  prepayments: Record<string, unknown>
}

export interface FakeData {
  /** The registered application (API.md "Group Applications"); `scope` is what the salon granted. */
  application: { id: string; secret: string; scope: string[] }
  databaseCode: string
  /** `server` of every token answer (API.md "API hosts"). */
  server: number
  /** What `GET /auth/database` answers: a token, or `{status: 'pending' | 'refused'}`. */
  access: 'granted' | 'pending' | 'refused'
  /** The token's location when `/auth/database` is called without `location`. */
  defaultLocation: string
  locations: FakeLocation[]
  serviceCategories: FakeServiceCategory[]
  services: FakeService[]
  positions: FakePosition[]
  predefinedSchedules: FakePredefinedSchedule[]
  employees: FakeEmployee[]
  daysOff: FakeDayOff[]
  settings: FakeSettings
  feedbacks: FakeFeedback[]
  clients: FakeClient[]
  appointments: FakeAppointment[]
  /** Prepayment requests made (`POST /appointments/{id}/prepaymentRequest`) and whether each was paid. */
  prepaymentOrders: FakePrepaymentOrder[]
}

/**
 * A prepayment asked for through `POST /appointments/{id}/prepaymentRequest`: the amounts per
 * appointment service, paid on the fake's own page (the live API answers a WayForPay link).
 */
export interface FakePrepaymentOrder {
  id: string
  appointment: string
  type: 'required' | 'optional' | 'late'
  services: { id: string; amount: number }[]
  createdAt: string
  paidAt: string | null
}
