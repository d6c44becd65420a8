/**
 * Demo booking data: weekly working hours, services performed, settings, clients, a few visits
 * and reviews. Dates are offsets from the day the seed runs (salon-local), so the demo always has
 * free times in the coming weeks. Phones are in Ofcom's drama range (07700 900xxx).
 */

export interface SeedShift {
  salon: string
  /** ISO weekdays, 1 = Monday. */
  days: number[]
  /** Stretches of the day, e.g. [['10:00', '14:00'], ['14:30', '19:00']] (a lunch break between). */
  hours: [string, string][]
}

export interface SeedStylistBooking {
  /** Stylist slug. */
  stylist: string
  /** Service category paths whose services the stylist performs (prefix match). */
  performs: string[]
  shifts: SeedShift[]
  /** A day off this many days after the seed date (if it is a working day it becomes free). */
  dayOffIn: number
  /** Changed hours this many days after the seed date. */
  shortDayIn: number
  shortDay: [string, string]
}

const CHELSEA = 'backstage-chelsea'
const KENSINGTON = 'backstage-kensington'
const DAY: [string, string][] = [
  ['10:00', '14:00'],
  ['14:30', '19:00'],
]
const EARLY: [string, string][] = [
  ['09:00', '13:00'],
  ['13:30', '18:00'],
]
const LATE: [string, string][] = [
  ['11:00', '15:00'],
  ['15:30', '20:00'],
]

export const stylistBooking: SeedStylistBooking[] = [
  {
    stylist: 'olivia-bennett',
    performs: ['female/hair/colouring', 'female/hair/hair-care', 'female/hair/styling'],
    shifts: [{ salon: CHELSEA, days: [2, 3, 4, 5, 6], hours: DAY }],
    dayOffIn: 9,
    shortDayIn: 3,
    shortDay: ['12:00', '16:00'],
  },
  {
    stylist: 'amara-okafor',
    performs: ['female/hair/styling', 'female/hair/hair-care'],
    shifts: [
      { salon: CHELSEA, days: [1, 2, 3], hours: EARLY },
      { salon: KENSINGTON, days: [4, 5], hours: DAY },
    ],
    dayOffIn: 8,
    shortDayIn: 4,
    shortDay: ['10:00', '14:00'],
  },
  {
    stylist: 'james-whitmore',
    performs: ['male/hair', 'male/beard'],
    shifts: [{ salon: CHELSEA, days: [1, 2, 3, 4, 5], hours: EARLY }],
    dayOffIn: 11,
    shortDayIn: 5,
    shortDay: ['12:00', '18:00'],
  },
  {
    stylist: 'rahul-mehta',
    performs: ['male/hair', 'male/beard'],
    shifts: [{ salon: KENSINGTON, days: [2, 3, 4, 5, 6], hours: DAY }],
    dayOffIn: 10,
    shortDayIn: 6,
    shortDay: ['10:00', '15:00'],
  },
  {
    stylist: 'sofia-rossi',
    performs: ['female/nails', 'male/nails'],
    shifts: [
      { salon: CHELSEA, days: [3, 4, 5, 6], hours: DAY },
      { salon: CHELSEA, days: [7], hours: [['11:00', '17:00']] },
    ],
    dayOffIn: 12,
    shortDayIn: 2,
    shortDay: ['14:00', '19:00'],
  },
  {
    stylist: 'mei-chen',
    performs: ['female/makeup-brows/brows', 'female/makeup-brows/lashes', 'female/makeup-brows/permanent'],
    shifts: [
      { salon: CHELSEA, days: [1, 2, 6], hours: DAY },
      { salon: KENSINGTON, days: [3, 4], hours: DAY },
    ],
    dayOffIn: 13,
    shortDayIn: 7,
    shortDay: ['10:00', '13:00'],
  },
  {
    stylist: 'chloe-harrington',
    performs: ['female/makeup-brows/makeup', 'female/makeup-brows/brows', 'female/makeup-brows/lashes'],
    shifts: [{ salon: CHELSEA, days: [2, 3, 4, 5, 6], hours: LATE }],
    dayOffIn: 14,
    shortDayIn: 8,
    shortDay: ['11:00', '16:00'],
  },
  {
    stylist: 'tomasz-nowak',
    performs: ['female/body', 'male/body-care'],
    shifts: [{ salon: CHELSEA, days: [1, 2, 3, 4, 5], hours: DAY }],
    dayOffIn: 15,
    shortDayIn: 9,
    shortDay: ['13:00', '19:00'],
  },
  {
    stylist: 'grace-adeyemi',
    performs: ['female/hair/colouring', 'female/hair/hair-care'],
    shifts: [{ salon: CHELSEA, days: [1, 2, 3, 4, 5], hours: DAY }],
    dayOffIn: 16,
    shortDayIn: 10,
    shortDay: ['10:00', '15:00'],
  },
  {
    stylist: 'daniel-price',
    performs: ['female/hair/styling', 'female/hair/hair-care', 'male/hair'],
    shifts: [
      { salon: CHELSEA, days: [3, 4, 5, 6], hours: DAY },
      { salon: CHELSEA, days: [7], hours: [['11:00', '17:00']] },
    ],
    dayOffIn: 17,
    shortDayIn: 11,
    shortDay: ['14:30', '19:00'],
  },
]

/** The spec's client-module defaults (old widget: step 30, gaps none, day_start). */
export const bookingSettings = {
  timeStep: 30,
  nearestBookingMinutes: 60,
  holdMinutes: 15,
  severalServices: true,
  skipProfessional: true,
  canCancelIn48Hours: false,
  servicesGenderFilter: true,
  confirmServices: true,
  gapsMode: 'none' as const,
  gapsPositions: ['day_start' as const],
  clientLimits: { servicesPerDay: 4, upcomingVisits: 6 },
  prepayments: { active: false },
}

export interface SeedClient {
  phone: string
  firstName: string
  lastName: string
  sex: 'female' | 'male'
  email: string
  favouriteStylists: string[]
}

export const clients: SeedClient[] = [
  {
    phone: '+447700900101',
    firstName: 'Emma',
    lastName: 'Clarke',
    sex: 'female',
    email: 'emma.clarke@example.com',
    favouriteStylists: ['olivia-bennett', 'sofia-rossi'],
  },
  {
    phone: '+447700900102',
    firstName: 'Oliver',
    lastName: 'Hughes',
    sex: 'male',
    email: 'oliver.hughes@example.com',
    favouriteStylists: ['james-whitmore'],
  },
  {
    phone: '+447700900103',
    firstName: 'Sophie',
    lastName: 'Turner',
    sex: 'female',
    email: '',
    favouriteStylists: [],
  },
]

export interface SeedVisit {
  client: string
  stylist: string
  /** Service path (category/slug); must be one the stylist performs. */
  service: string
  /** Days from the seed date; the visit goes on the first working day from there (forwards). */
  inDays: number
  /** Minutes after the start of that day's first working stretch. */
  afterOpening: number
  review?: { rating: number; text: string }
}

/**
 * Earlier reviewed visits: a stylist's stars on the site are the mean of the published reviews
 * (docs/decisions/0006), so the demo's stars come from these and agree with what is shown.
 */
const reviewHistory: { stylist: string; service: string; ratings: number[] }[] = [
  { stylist: 'olivia-bennett', service: 'female/hair/colouring/balayage-shatush', ratings: [5, 5] },
  { stylist: 'amara-okafor', service: 'female/hair/styling/haircut-blow-dry', ratings: [5, 5, 5, 4, 5] },
  { stylist: 'james-whitmore', service: 'male/hair/mens-haircut-clippers', ratings: [5, 4] },
  { stylist: 'rahul-mehta', service: 'male/hair/mens-haircut-scissors', ratings: [5, 4, 5, 4] },
  { stylist: 'sofia-rossi', service: 'female/nails/manicure-nails/classic-gel-manicure', ratings: [5, 5, 5, 5, 5, 5, 4] },
  { stylist: 'mei-chen', service: 'female/makeup-brows/brows/brow-lamination-tint-shape', ratings: [5, 5, 4, 5, 4] },
  { stylist: 'chloe-harrington', service: 'female/makeup-brows/makeup/daytime', ratings: [5, 5, 5, 4, 5] },
  { stylist: 'tomasz-nowak', service: 'female/body/massage', ratings: [5, 4, 4, 5, 4] },
  { stylist: 'grace-adeyemi', service: 'female/hair/colouring/root-colour', ratings: [5, 4, 4] },
  { stylist: 'daniel-price', service: 'female/hair/styling/blow-dry-wash', ratings: [5, 4, 4, 4, 4] },
]

const reviewTexts: Record<number, string[]> = {
  5: [
    'Exactly what I asked for, and it still looks great two weeks on.',
    'Calm, careful and on time. I will be back.',
    'Best appointment I have had in London. Thank you!',
    'Explained every step and the result is perfect.',
  ],
  4: [
    'Lovely result; the visit ran a little over time.',
    'Very happy with the result, though I waited ten minutes at the start.',
    'Good work and friendly advice. A bit pricey but worth it.',
  ],
}

const reviewedVisits: SeedVisit[] = reviewHistory.flatMap(({ stylist, service, ratings }, s) =>
  ratings.map((rating, i) => {
    const texts = reviewTexts[rating] ?? reviewTexts[5]!
    return {
      // Men's services for the male demo client, the others shared by the two women.
      client: service.startsWith('male/') ? '+447700900102' : i % 2 ? '+447700900103' : '+447700900101',
      stylist,
      service,
      // A week apart, from four weeks back: never on the day of another visit of the same stylist.
      inDays: -28 - 7 * i,
      afterOpening: 30 + 30 * (s % 4),
      review: { rating, text: texts[(s + i) % texts.length]! },
    }
  }),
)

export const visits: SeedVisit[] = [
  {
    client: '+447700900101',
    stylist: 'olivia-bennett',
    service: 'female/hair/colouring/air-touch',
    inDays: -21,
    afterOpening: 0,
    review: { rating: 5, text: 'Olivia listened, explained everything and the colour is exactly what I hoped for.' },
  },
  {
    client: '+447700900102',
    stylist: 'james-whitmore',
    service: 'male/hair/mens-haircut-scissors',
    inDays: -10,
    afterOpening: 60,
    review: { rating: 5, text: 'Sharp fade, hot towel finish, on time. Booked the next one already.' },
  },
  { client: '+447700900101', stylist: 'sofia-rossi', service: 'female/nails/manicure-nails/classic-gel-manicure', inDays: 5, afterOpening: 90 },
  {
    client: '+447700900103',
    stylist: 'chloe-harrington',
    service: 'female/makeup-brows/makeup/evening-party',
    inDays: 9,
    afterOpening: 120,
  },
  ...reviewedVisits,
]
