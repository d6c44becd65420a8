/**
 * The data a fresh fake Beauty Pro starts with: one London salon ("Parlour Chelsea"), a closed
 * second location, a small catalogue, four employees, settings, reviews and two known clients.
 *
 * A test double's data, not the product's: names, prices and hours are invented. Every id is a
 * fixed GUID exported below so tests can refer to them. Field names follow the public documentation
 * (AIHelpsSoft/documentations, API_DOCUMENTATION.md @ 0b3a9b8a, "API.md" below); the section each
 * shape comes from is named next to its type.
 */

// ---------------------------------------------------------------------------------------------
// Types of the fake's live data (`FakeBeautyPro.state`). Tests may mutate it freely.
// ---------------------------------------------------------------------------------------------

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
}

// ---------------------------------------------------------------------------------------------
// Fixed ids
// ---------------------------------------------------------------------------------------------

export const FAKE_APPLICATION_ID = 'bfe4cf32-43bb-4fb5-9dde-fd5d3eab560a'
export const FAKE_APPLICATION_SECRET = '51e29075-a186-48fb-b7f3-374ca61205b1'
export const FAKE_DATABASE_CODE = '482913'

export const LOCATION_CHELSEA = '07013a90-9448-4381-92a5-74db6cb2fad7'
/** A second location whose licence lapsed (`active: false`). */
export const LOCATION_CLOSED = 'd061a7e4-1df9-495b-9729-98818cf88dc3'

export const CATEGORY_WOMEN = '7f08fd44-177b-4104-a43f-ff9fd1bb6687'
export const CATEGORY_MEN = '801be90c-222f-42cb-b13f-e5efd0dd1777'
export const CATEGORY_HAIR = 'bed883f7-77e6-4b68-b42a-17594d097b4f'
export const CATEGORY_NAILS = 'c1138805-cd6d-49ce-a27a-ed40cd54c9c7'
export const CATEGORY_CUTS = '4bf48aa2-6174-4450-b50b-1dcd4af7803d'
export const CATEGORY_COLOUR = '1083bd15-c1ee-4602-b40e-7a1b6f6b6770'
export const CATEGORY_MANICURE = 'cc82b03d-4100-4312-ac51-413a71282cad'
export const CATEGORY_BARBERING = 'bd1f537d-dc06-4733-bb11-b422414a8668'
export const CATEGORY_MENS_CUTS = 'eabe8fd8-91b6-467f-aefc-a2b939e8fdcc'

export const POSITION_SENIOR_STYLIST = 'cbbbd126-0341-4c78-a384-2ce1b6ccd093'
export const POSITION_STYLIST = '18d2b48d-ccdc-4f6a-94d1-7436ebb0bd89'
export const POSITION_NAIL_TECHNICIAN = 'f00daa8e-1a91-4f59-bb4e-a4d6b05e6b9a'
export const POSITION_MANAGER = 'e2de6204-34dc-48c0-98fc-6e1c9cf529a3'

/** Public, 60 min, female; Senior Stylist £85 / Stylist £65. */
export const SERVICE_CUT_FINISH = 'a7fc2259-79e4-4d42-96cd-566d82fec0e5'
/** Public, 45 min, female; Senior Stylist £45 / Stylist £35. */
export const SERVICE_BLOW_DRY = '894e0b72-9487-45c5-99b2-80b716ba9a75'
/** Public, 120 min, female; Senior Stylist only, £140. */
export const SERVICE_FULL_COLOUR = '4af4f483-a011-45fa-8b59-f1cd3529fb00'
/** Not public (consultation first), 180 min; Senior Stylist £220. */
export const SERVICE_BALAYAGE = 'd35ad878-593f-4c02-a7c1-44d97ed04992'
/** Public, 45 min; Nail Technician £38. */
export const SERVICE_GEL_MANICURE = '1fa206b6-454b-4ea6-a5d3-94f85e08569d'
/** Public, 50 min; Nail Technician £42. */
export const SERVICE_PEDICURE = '5bd08a97-8824-402f-9364-b9505c671add'
/** Public, 30 min, male; Stylist £32 / Senior Stylist £45. */
export const SERVICE_MENS_CUT = '5c875694-3f52-469f-9a0b-c358fb3d4124'
/** Archived, 150 min; Senior Stylist £180. */
export const SERVICE_KERATIN = 'a6ef1341-b93a-4bb9-af46-fe4fcaaf4bd6'

export const SCHEDULE_TUE_SAT = '6add2eed-1a09-46bf-af94-7b3691377c0c'
export const SCHEDULE_MON_FRI = '992ff3c0-83df-46c9-a36c-df8c59f2d62e'

/** Senior Stylist, public, Tue–Sat 10:00–19:00 London time at Chelsea. */
export const EMPLOYEE_AMELIA = 'e5c43a1a-b66d-47bc-8669-6ac537568dfb'
/** Nail Technician, public, Tue–Sat 10:00–19:00. */
export const EMPLOYEE_PRIYA = '4676571d-92c4-4a51-a9ea-d3a0723ffdb0'
/** Stylist, not public (booked by reception only), Mon–Fri 09:00–17:00. */
export const EMPLOYEE_HANNAH = '75b4ca74-9560-4733-93c1-04e8f1bd0672'
/** Stylist, archived (left the salon). */
export const EMPLOYEE_GRACE = 'e1b66684-2ee1-4ce7-b3ef-4e0c95663825'

export const CLIENT_EMMA = '9c132f32-29f3-4136-a3a6-4052f056552a'
/** Emma's phone as the sign-in flow sends it (international digits); stored as "+44 7700 900123". */
export const CLIENT_EMMA_PHONE = '447700900123'
export const CLIENT_JAMES = 'fc536a4c-587a-4913-a8cb-e8e1d609c8fb'
/** James's phone, stored as digits. */
export const CLIENT_JAMES_PHONE = '447700900456'

/** A past, confirmed visit of Emma with Amelia (ten days before the fixture's `now`). */
export const APPOINTMENT_EMMA_PAST = '781149ca-140b-4150-a489-53c6fdac641e'

const FEEDBACK_IDS = [
  '3cb20575-5be5-44a8-a786-2c2b1a8579fa',
  '6367c04f-2391-4e28-9c68-ecf00378153e',
  '2c8d30d3-4a7d-4771-a884-9874cc6a214f',
  '8c0c8dae-9dec-40bf-9879-fb89270e03b7',
  '43996f53-eafa-48fb-a8ff-f1f32f2e925e',
  '1058a848-5a6d-4187-ade3-0280fc8b4df1',
] as const
const PAST_ITEM = 'f3a1c0de-5b7e-4c1a-9d2e-6a4b8c0d1e2f'
const RATING_QUALITY = '0b9e3c4d-2a1f-4e6b-8c7d-5f4e3d2c1b0a'
const RATING_CARE = '1c0f4d5e-3b2a-4f7c-9d8e-6a5f4e3d2c1b'

// ---------------------------------------------------------------------------------------------
// The data
// ---------------------------------------------------------------------------------------------

/** Datetimes as the API writes them: UTC, milliseconds always zero (API.md "Data types"). */
function isoSeconds(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString()
}

const DAY_MS = 86_400_000

function weekSchedule(days: Weekday[], from: string, to: string): FakePredefinedSchedule['weekSchedule'] {
  const all: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']
  return all.map((weekDay) =>
    days.includes(weekDay) ? { weekDay, timeFrom: from, timeTo: to } : { weekDay, timeFrom: from, timeTo: from },
  )
}

function chelseaPrices(entries: [position: string, price: number][]): FakeLocationPrice[] {
  return entries.map(([position, price]) => ({ location: LOCATION_CHELSEA, position, price, staff_price: null }))
}

function service(
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

function employee(
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

/** The default data of `startFakeBeautyPro`, with dates relative to `now` where it matters. */
export function defaultFakeData(now: Date): FakeData {
  const nowMs = now.getTime()
  const pastDay = new Date(nowMs - 10 * DAY_MS).toISOString().slice(0, 10)
  return {
    application: {
      id: FAKE_APPLICATION_ID,
      secret: FAKE_APPLICATION_SECRET,
      scope: ['clients_module', 'client_login'],
    },
    databaseCode: FAKE_DATABASE_CODE,
    server: 1,
    access: 'granted',
    defaultLocation: LOCATION_CHELSEA,
    locations: [
      {
        id: LOCATION_CHELSEA,
        name: 'Parlour Chelsea',
        category: null,
        code: 482913,
        city: 'London',
        street: "142 King's Road",
        phone: '+44 20 7946 0321',
        geo_position: { latitude: '51.4893', longitude: '-0.1665' },
        timezone: 'Europe/London',
        active: true,
        description: null,
        web_site: null,
        pictures_count: 0,
      },
      {
        id: LOCATION_CLOSED,
        name: 'Parlour Fulham',
        category: null,
        code: 482914,
        city: 'London',
        street: '9 Fulham Broadway',
        phone: '+44 20 7946 0999',
        geo_position: null,
        timezone: 'Europe/London',
        active: false,
        description: null,
        web_site: null,
        pictures_count: 0,
      },
    ],
    serviceCategories: [
      { id: CATEGORY_WOMEN, name: 'Women', parent: null, picture: null, archive: false },
      { id: CATEGORY_MEN, name: 'Men', parent: null, picture: null, archive: false },
      { id: CATEGORY_HAIR, name: 'Hair', parent: CATEGORY_WOMEN, picture: null, archive: false },
      { id: CATEGORY_NAILS, name: 'Nails', parent: CATEGORY_WOMEN, picture: null, archive: false },
      { id: CATEGORY_CUTS, name: 'Cuts & Styling', parent: CATEGORY_HAIR, picture: null, archive: false },
      { id: CATEGORY_COLOUR, name: 'Colour', parent: CATEGORY_HAIR, picture: null, archive: false },
      { id: CATEGORY_MANICURE, name: 'Manicure & Pedicure', parent: CATEGORY_NAILS, picture: null, archive: false },
      { id: CATEGORY_BARBERING, name: 'Barbering', parent: CATEGORY_MEN, picture: null, archive: false },
      { id: CATEGORY_MENS_CUTS, name: "Men's Cuts", parent: CATEGORY_BARBERING, picture: null, archive: false },
    ],
    services: [
      service(
        SERVICE_CUT_FINISH,
        'Cut & Finish',
        CATEGORY_CUTS,
        60,
        'female',
        [
          ...chelseaPrices([
            [POSITION_SENIOR_STYLIST, 85],
            [POSITION_STYLIST, 65],
          ]),
          { location: LOCATION_CLOSED, position: POSITION_STYLIST, price: 60, staff_price: null },
        ],
        {
          description: '<span style="font-weight: bold">Consultation</span>, cut and blow-dry finish.',
          descriptionPlaintext: 'Consultation, cut and blow-dry finish.',
        },
      ),
      service(
        SERVICE_BLOW_DRY,
        'Blow Dry',
        CATEGORY_CUTS,
        45,
        'female',
        chelseaPrices([
          [POSITION_SENIOR_STYLIST, 45],
          [POSITION_STYLIST, 35],
        ]),
      ),
      service(
        SERVICE_FULL_COLOUR,
        'Full Head Colour',
        CATEGORY_COLOUR,
        120,
        'female',
        chelseaPrices([[POSITION_SENIOR_STYLIST, 140]]),
      ),
      service(
        SERVICE_BALAYAGE,
        'Balayage',
        CATEGORY_COLOUR,
        180,
        'female',
        chelseaPrices([[POSITION_SENIOR_STYLIST, 220]]),
        {
          public: false,
        },
      ),
      service(
        SERVICE_GEL_MANICURE,
        'Gel Manicure',
        CATEGORY_MANICURE,
        45,
        'both',
        chelseaPrices([[POSITION_NAIL_TECHNICIAN, 38]]),
      ),
      service(
        SERVICE_PEDICURE,
        'Classic Pedicure',
        CATEGORY_MANICURE,
        50,
        'both',
        chelseaPrices([[POSITION_NAIL_TECHNICIAN, 42]]),
      ),
      service(
        SERVICE_MENS_CUT,
        "Men's Cut",
        CATEGORY_MENS_CUTS,
        30,
        'male',
        chelseaPrices([
          [POSITION_STYLIST, 32],
          [POSITION_SENIOR_STYLIST, 45],
        ]),
      ),
      service(
        SERVICE_KERATIN,
        'Keratin Treatment',
        CATEGORY_CUTS,
        150,
        'female',
        chelseaPrices([[POSITION_SENIOR_STYLIST, 180]]),
        {
          archive: true,
        },
      ),
    ],
    positions: [
      { id: POSITION_STYLIST, name: 'Stylist', role: 'professional', permissions: [], parent: null },
      {
        id: POSITION_SENIOR_STYLIST,
        name: 'Senior Stylist',
        role: 'professional',
        permissions: [],
        parent: POSITION_STYLIST,
      },
      { id: POSITION_NAIL_TECHNICIAN, name: 'Nail Technician', role: 'professional', permissions: [], parent: null },
      { id: POSITION_MANAGER, name: 'Salon Manager', role: 'administrator', permissions: [], parent: null },
    ],
    predefinedSchedules: [
      {
        id: SCHEDULE_TUE_SAT,
        name: 'Tu-Sa 10:00-19:00',
        type: 'weekdays',
        weekSchedule: weekSchedule(['tuesday', 'wednesday', 'thursday', 'friday', 'saturday'], '10:00', '19:00'),
      },
      {
        id: SCHEDULE_MON_FRI,
        name: 'Mo-Fr 09:00-17:00',
        type: 'weekdays',
        weekSchedule: weekSchedule(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], '09:00', '17:00'),
      },
    ],
    employees: [
      employee(EMPLOYEE_AMELIA, 'Amelia', 'Hart', [POSITION_SENIOR_STYLIST], SCHEDULE_TUE_SAT, {
        comments: 'Colour specialist with twelve years on the King’s Road.',
        commentsPlainText: 'Colour specialist with twelve years on the King’s Road.',
        default_appointment_duration: 90,
      }),
      employee(EMPLOYEE_PRIYA, 'Priya', 'Shah', [POSITION_NAIL_TECHNICIAN], SCHEDULE_TUE_SAT),
      employee(EMPLOYEE_HANNAH, 'Hannah', 'Lee', [POSITION_STYLIST], SCHEDULE_MON_FRI, { public: false }),
      employee(EMPLOYEE_GRACE, 'Grace', 'Miller', [POSITION_STYLIST], SCHEDULE_TUE_SAT, {
        archive: true,
        public: false,
      }),
    ],
    daysOff: [],
    settings: {
      common: {
        type: 'beauty',
        licenseType: 'Standard',
        isDemo: false,
        databaseStatus: 'Active_Work',
        country: 'GBR',
        currency: 'GBP',
        language: 'en',
        logo: null,
        client_feedback_ratings: {
          [RATING_QUALITY]: { names: { en: 'Service quality' } },
          [RATING_CARE]: { names: { en: 'Customer care' } },
        },
        isOldAppointments: false,
      },
      information: {
        description: { en: 'A hair and nail salon on the King’s Road, Chelsea.' },
        web_site: 'https://parlour.example',
        instagram: 'https://instagram.com/parlour.example',
        facebook: null,
        viber: null,
        telegram: null,
      },
      statistics: { default_appointment_duration: 60 },
      client_module: {
        name: 'parlour-chelsea',
        enabled: true,
        several_services: true,
        can_cancel_in_48_hours: true,
        services_gender_filter: 'both',
        nearest_booking_minutes: 60,
        time_step: '30m',
        calendar: 'week',
        routes: ['serviceProfessionalTime', 'professionalServiceTime', 'timeServiceProfessional'],
        color: '#e8772e',
        theme: 'soft',
        language: 'en',
        logo: null,
        supported_languages: ['en'],
        gaps_mode: 'none',
        gaps_positions: ['day_start'],
        confirm_services: false,
        button_text: 'Book online',
        button_color: '#e8772e',
        button_position: 'bottom right',
        element_id: null,
        services_from_filter: 'none',
        googleAnalyticsCode: null,
        showServicesAndGroupsDescriptions: true,
        skip_professional: false,
        servicesPriceFromFilteredServices: false,
      },
      prepayments: {
        active: false,
        moreThanMinutesToStart: 120,
        requiredActive: false,
        requiredType: 'full',
        requiredPercent: 100,
        requiredAmount: 0,
        requiredTime: 30,
        optionalRewardType: 'discount',
        optionalRewardPercent: 0,
        smsTemplate: null,
      },
    },
    feedbacks: [
      [EMPLOYEE_AMELIA, 5, 'Emma', 'Best colour I have ever had.', 40, APPOINTMENT_EMMA_PAST],
      [EMPLOYEE_AMELIA, 4, 'Lucy', 'Lovely cut, a little late starting.', 55, null],
      [EMPLOYEE_AMELIA, 5, 'Sarah', null, 70, null],
      [EMPLOYEE_PRIYA, 5, 'Olivia', 'My gel lasted three weeks.', 12, null],
      [EMPLOYEE_PRIYA, 4, 'Chloe', 'Very neat work.', 30, null],
      [EMPLOYEE_HANNAH, 3, 'James', 'Fine, but rushed.', 90, null],
    ].map(([professional, rating, firstName, text, daysAgo, appointment], i) => ({
      id: FEEDBACK_IDS[i] as string,
      date: isoSeconds(nowMs - (daysAgo as number) * DAY_MS),
      appointment: appointment as string | null,
      firstName: firstName as string,
      professional: professional as string,
      rating: rating as number,
      text: text as string | null,
    })),
    clients: [
      client(CLIENT_EMMA, 'Emma', 'Clarke', {
        phone: ['+44 7700 900123'],
        email: ['emma.clarke@example.com'],
        professional: EMPLOYEE_AMELIA,
      }),
      client(CLIENT_JAMES, 'James', 'Wright', { gender: 'male', phone: [CLIENT_JAMES_PHONE] }),
    ],
    appointments: [
      {
        id: APPOINTMENT_EMMA_PAST,
        state: 'confirmed',
        date: pastDay,
        location: LOCATION_CHELSEA,
        client: CLIENT_EMMA,
        employee: null,
        comments: null,
        clientsModule: true,
        clientsModuleConfirmed: true,
        notifySms: 'default',
        color: null,
        important: false,
        receptionist: null,
        controlManager: null,
        createDate: isoSeconds(nowMs - 20 * DAY_MS),
        cancelDate: null,
        cancelReason: null,
        cancelReceptionist: null,
        original: null,
        merged: null,
        services: [
          {
            id: PAST_ITEM,
            start: `${pastDay}T11:00:00.000Z`,
            duration: 120,
            professional: EMPLOYEE_AMELIA,
            assistant: null,
            service: SERVICE_FULL_COLOUR,
            quantity: 1,
            hall: null,
            customMaterials: false,
            recommendedBy: null,
            createDate: isoSeconds(nowMs - 20 * DAY_MS),
          },
        ],
      },
    ],
  }
}
