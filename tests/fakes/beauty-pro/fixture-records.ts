/**
 * Records of the default data with the API's defaults filled in: a service, an employee and a client
 * from the few fields that differ, week schedules and the Chelsea salon's prices.
 */
import { LOCATION_CHELSEA } from './fixture-ids'
import type {
  FakeClient,
  FakeEmployee,
  FakeLocationPrice,
  FakePredefinedSchedule,
  FakeService,
  Weekday,
} from './fixture-types'

/** Datetimes as the API writes them: UTC, milliseconds always zero (API.md "Data types"). */
export function isoSeconds(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString()
}

export function weekSchedule(days: Weekday[], from: string, to: string): FakePredefinedSchedule['weekSchedule'] {
  const all: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']
  return all.map((weekDay) =>
    days.includes(weekDay) ? { weekDay, timeFrom: from, timeTo: to } : { weekDay, timeFrom: from, timeTo: from },
  )
}

export function chelseaPrices(entries: [position: string, price: number][]): FakeLocationPrice[] {
  return entries.map(([position, price]) => ({ location: LOCATION_CHELSEA, position, price, staff_price: null }))
}

export function service(
  id: string,
  name: string,
  category: string,
  duration: number,
  gender: FakeService['gender'],
  prices: FakeLocationPrice[],
  extra: Partial<FakeService> = {},
): FakeService {
  return {
    id,
    name,
    description: null,
    descriptionPlaintext: null,
    duration,
    gender,
    price_currency: 'GBP',
    category,
    picture: null,
    public: true,
    location_prices: prices,
    halls: null,
    resources: null,
    color: null,
    article: null,
    barcode: null,
    with_assistant: false,
    service_by_time: false,
    department: null,
    archive: false,
    prepaymentRequired: false,
    ...extra,
  }
}

export function employee(
  id: string,
  firstname: string,
  lastname: string,
  positions: string[],
  schedule: string | null,
  extra: Partial<FakeEmployee> = {},
): FakeEmployee {
  return {
    id,
    firstname,
    middlename: null,
    lastname,
    title: null,
    phone: [],
    email: [],
    gender: 'female',
    photo_exists: false,
    positions,
    permissions: [],
    language: null,
    archive: false,
    public: true,
    address: null,
    schedules: schedule ? [{ location: LOCATION_CHELSEA, schedule, start_date: '2024-01-01T00:00:00.000Z' }] : [],
    all_locations: false,
    default_appointment_duration: 60,
    prepaymentRequired: false,
    comments: null,
    commentsPlainText: null,
    ...extra,
  }
}

export function client(id: string, firstname: string, lastname: string, extra: Partial<FakeClient>): FakeClient {
  return {
    id,
    firstname,
    middlename: null,
    lastname,
    title: null,
    gender: 'female',
    birthday: null,
    location: LOCATION_CHELSEA,
    balance: 0,
    bonus: 0,
    card_number: [],
    phone: [],
    email: [],
    photo_exists: false,
    postal_code: null,
    city: 'London',
    street: null,
    building: null,
    apartment: null,
    categories: [],
    do_not_send_sms_notification: false,
    do_not_send_sms_promotion: false,
    do_not_send_email: false,
    createDate: '2025-03-14T10:00:00.000Z',
    referral_source: null,
    status: 'active',
    comment: null,
    archive: false,
    professional: null,
    forbiddenOnlineBooking: false,
    ...extra,
  }
}
