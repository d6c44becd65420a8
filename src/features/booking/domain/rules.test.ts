import { describe, expect, it } from 'vitest'

import {
  canCancelOrReschedule,
  cancelDeadline,
  canReview,
  checkBookingChoice,
  checkClientMayBookOnline,
  checkClientLimits,
  checkClientMayChange,
  checkRating,
  checkSlot,
  clashesInsideVisit,
  findAppointmentToJoin,
  isLive,
  overlaps,
  ratingFromReviews,
  summariseRatings,
  type ClientVisit,
  type SlotRequest,
} from './rules'
import {
  DEFAULT_BOOKING_SETTINGS,
  DEFAULT_CLIENT_LIMITS,
  type AppointmentSummary,
  type BusyInterval,
  type EmployeeSchedule,
} from './types'

const LONDON = 'Europe/London'
const MINUTE = 60_000
const HOUR = 60 * MINUTE

function appointment(overrides: Partial<AppointmentSummary> = {}): AppointmentSummary {
  return {
    id: 'a1',
    clientId: 'client-1',
    locationId: 'chelsea',
    state: 'planned',
    start: new Date('2026-06-15T09:00:00Z'),
    end: new Date('2026-06-15T10:00:00Z'),
    ...overrides,
  }
}

describe('appointment states', () => {
  it('is live when planned or confirmed, or reserved with a hold still ahead', () => {
    const now = new Date('2026-06-15T09:10:00Z')
    const heldUntil = new Date('2026-06-15T09:15:00Z')
    expect(isLive('planned', null, now)).toBe(true)
    expect(isLive('confirmed', null, now)).toBe(true)
    expect(isLive('cancelled', heldUntil, now)).toBe(false)
    expect(isLive('reserved', heldUntil, now)).toBe(true)
    expect(isLive('reserved', heldUntil.toISOString(), now)).toBe(true)
    // A hold lapses at exactly its heldUntil.
    expect(isLive('reserved', heldUntil, heldUntil)).toBe(false)
    expect(isLive('reserved', heldUntil, new Date(heldUntil.getTime() - 1))).toBe(true)
    expect(isLive('reserved', null, now)).toBe(false)
    expect(isLive('anything else', heldUntil, now)).toBe(false)
  })

  it('keeps the time of a visit the client arrived for or completed, and frees a no-show’s', () => {
    const now = new Date('2026-06-15T09:10:00Z')
    expect(isLive('arrived', null, now)).toBe(true)
    expect(isLive('completed', null, now)).toBe(true)
    expect(isLive('no-show', null, now)).toBe(false)
  })

  it('lets no client change online a visit the front desk has closed', () => {
    const future = appointment({ start: new Date('2026-07-15T10:00:00Z') })
    const now = new Date('2026-06-15T09:00:00Z')
    expect(checkClientMayChange(future, 'client-1', now, DEFAULT_BOOKING_SETTINGS)).toEqual({ ok: true })
    for (const state of ['arrived', 'completed', 'no-show'] as const)
      expect(checkClientMayChange({ ...future, state }, 'client-1', now, DEFAULT_BOOKING_SETTINGS)).toMatchObject({
        ok: false,
        reason: 'already_started',
      })
  })
})

describe('overlaps (half-open intervals)', () => {
  const t = (iso: string) => new Date(`2026-06-15T${iso}:00Z`)

  it('touching intervals do not overlap; one shared minute does', () => {
    expect(overlaps({ start: t('09:00'), end: t('10:00') }, { start: t('10:00'), end: t('11:00') })).toBe(false)
    expect(overlaps({ start: t('10:00'), end: t('11:00') }, { start: t('09:00'), end: t('10:00') })).toBe(false)
    expect(overlaps({ start: t('09:00'), end: t('10:01') }, { start: t('10:00'), end: t('11:00') })).toBe(true)
    expect(overlaps({ start: t('09:00'), end: t('12:00') }, { start: t('10:00'), end: t('11:00') })).toBe(true)
  })

  it('an empty interval overlaps nothing', () => {
    expect(overlaps({ start: t('10:30'), end: t('10:30') }, { start: t('10:00'), end: t('11:00') })).toBe(false)
  })
})

describe('cancelling and moving (48-hour rule)', () => {
  const start = new Date('2026-06-20T10:00:00Z')
  const strict = { canCancelIn48Hours: false }
  const lenient = { canCancelIn48Hours: true }

  it('without late changes allowed: fine at exactly 48 h before, refused one millisecond later', () => {
    expect(canCancelOrReschedule(start, new Date(start.getTime() - 48 * HOUR), strict)).toEqual({ ok: true })
    expect(canCancelOrReschedule(start, new Date(start.getTime() - 48 * HOUR + 1), strict)).toMatchObject({
      ok: false,
      reason: 'cancel_window',
    })
    expect(canCancelOrReschedule(start, new Date(start.getTime() - 72 * HOUR), strict)).toEqual({ ok: true })
  })

  it('with late changes allowed: fine until the start', () => {
    expect(canCancelOrReschedule(start, new Date(start.getTime() - 1), lenient)).toEqual({ ok: true })
    expect(canCancelOrReschedule(start, start, lenient)).toMatchObject({ ok: false, reason: 'already_started' })
    expect(canCancelOrReschedule(start, new Date(start.getTime() + HOUR), strict)).toMatchObject({
      ok: false,
      reason: 'already_started',
    })
  })

  it('counts 48 elapsed hours across a clock change', () => {
    // Monday 30 March 2026 10:00 BST; 48 h earlier is Saturday 28 March 09:00 GMT.
    const monday = new Date('2026-03-30T09:00:00Z')
    expect(cancelDeadline(monday, strict).toISOString()).toBe('2026-03-28T09:00:00.000Z')
    expect(cancelDeadline(monday, lenient)).toEqual(monday)
  })

  it('checks ownership and state before the window; a hold can always be released', () => {
    const now = new Date('2026-06-15T08:00:00Z')
    const a = appointment({ start: new Date('2026-06-15T09:00:00Z') })
    expect(checkClientMayChange(a, 'someone-else', now, strict)).toMatchObject({ reason: 'not_your_appointment' })
    expect(checkClientMayChange({ ...a, state: 'cancelled' }, 'client-1', now, strict)).toMatchObject({
      reason: 'already_cancelled',
    })
    expect(checkClientMayChange(a, 'client-1', now, strict)).toMatchObject({ reason: 'cancel_window' })
    expect(checkClientMayChange({ ...a, state: 'reserved' }, 'client-1', now, strict)).toEqual({ ok: true })
    expect(checkClientMayChange(a, 'client-1', now, lenient)).toEqual({ ok: true })
  })
})

describe('one visit per client, date and salon', () => {
  it('returns the planned or confirmed appointment at that salon on that salon-local date', () => {
    const mine = [
      appointment({ id: 'cancelled', state: 'cancelled' }),
      appointment({ id: 'hold', state: 'reserved' }),
      appointment({ id: 'other-salon', locationId: 'mayfair' }),
      appointment({ id: 'late', state: 'confirmed', start: new Date('2026-06-15T15:00:00Z') }),
      appointment({ id: 'early', start: new Date('2026-06-15T09:00:00Z') }),
    ]
    expect(findAppointmentToJoin(mine, 'chelsea', '2026-06-15', LONDON)?.id).toBe('early')
    expect(findAppointmentToJoin(mine, 'chelsea', '2026-06-16', LONDON)).toBeNull()
    expect(findAppointmentToJoin(mine, 'kensington', '2026-06-15', LONDON)).toBeNull()
  })

  it('uses the salon-local date, not the UTC date', () => {
    // 23:30 UTC on 15 June is 00:30 BST on 16 June.
    const lateNight = [appointment({ start: new Date('2026-06-15T23:30:00Z'), end: new Date('2026-06-16T00:30:00Z') })]
    expect(findAppointmentToJoin(lateNight, 'chelsea', '2026-06-16', LONDON)?.id).toBe('a1')
    expect(findAppointmentToJoin(lateNight, 'chelsea', '2026-06-15', LONDON)).toBeNull()
  })
})

describe('reviews and ratings', () => {
  const finished = appointment({ end: new Date('2026-06-15T10:00:00Z') })
  const after = new Date('2026-06-15T10:00:00Z')

  it('allows one review of a finished appointment by its own client', () => {
    expect(canReview(finished, 'client-1', after, [])).toEqual({ ok: true })
    expect(canReview(finished, 'client-1', after, [{ appointmentId: 'other' }])).toEqual({ ok: true })
  })

  it('refuses with a reason otherwise', () => {
    expect(canReview(finished, 'client-2', after, [])).toMatchObject({ ok: false, reason: 'not_your_appointment' })
    expect(canReview(finished, 'client-1', new Date(after.getTime() - 1), [])).toMatchObject({
      ok: false,
      reason: 'not_finished',
    })
    expect(canReview({ ...finished, state: 'cancelled' }, 'client-1', after, [])).toMatchObject({
      ok: false,
      reason: 'appointment_cancelled',
    })
    expect(canReview({ ...finished, state: 'reserved' }, 'client-1', after, [])).toMatchObject({
      ok: false,
      reason: 'not_finished',
    })
    expect(canReview(finished, 'client-1', after, [{ appointmentId: 'a1' }])).toMatchObject({
      ok: false,
      reason: 'already_reviewed',
    })
  })

  it('lets a completed visit be reviewed once, and never a no-show', () => {
    const early = new Date(after.getTime() - 30 * 60_000)
    expect(canReview({ ...finished, state: 'completed' }, 'client-1', early, [])).toEqual({ ok: true })
    expect(
      canReview({ ...finished, state: 'completed' }, 'client-1', after, [{ appointmentId: finished.id }]),
    ).toMatchObject({ ok: false, reason: 'already_reviewed' })
    expect(canReview({ ...finished, state: 'no-show' }, 'client-1', after, [])).toMatchObject({
      ok: false,
      reason: 'no_show',
    })
  })

  it('accepts whole ratings from 1 to 5 only', () => {
    for (const r of [1, 2, 3, 4, 5]) expect(checkRating(r)).toEqual({ ok: true })
    for (const r of [0, 6, 4.5, Number.NaN, '5', null]) {
      expect(checkRating(r)).toMatchObject({ ok: false, reason: 'invalid_rating' })
    }
  })

  it('averages ratings to one decimal, 0 when there are none', () => {
    expect(ratingFromReviews([])).toBe(0)
    expect(ratingFromReviews([5])).toBe(5)
    expect(ratingFromReviews([5, 4])).toBe(4.5)
    expect(ratingFromReviews([5, 4, 4])).toBe(4.3)
    expect(ratingFromReviews([5, 5, 4])).toBe(4.7)
    // 89 / 20 = 4.45 rounds half up to 4.5.
    expect(ratingFromReviews([...Array<number>(9).fill(5), ...Array<number>(11).fill(4)])).toBe(4.5)
    expect(ratingFromReviews([5, 0, 7, 3.5])).toBe(5)
  })

  it("sums up the salon's reviews as their mean and count, no mean without any", () => {
    expect(summariseRatings([5, 5, 4])).toEqual({ average: 4.7, count: 3 })
    expect(summariseRatings([])).toEqual({ average: null, count: 0 })
    expect(summariseRatings([5, 0, 7])).toEqual({ average: 5, count: 1 })
  })
})

describe('who may book what', () => {
  it('refuses a client barred from online booking, with a clear message', () => {
    const refused = checkClientMayBookOnline({ forbiddenOnlineBooking: true })
    expect(refused).toMatchObject({ ok: false, reason: 'forbidden_online_booking' })
    expect(!refused.ok && refused.message).toMatch(/call the salon/)
    expect(checkClientMayBookOnline({ forbiddenOnlineBooking: false })).toEqual({ ok: true })
    expect(checkClientMayBookOnline({})).toEqual({ ok: true })
  })

  it('checks the choice of services and stylist against the settings', () => {
    const s = DEFAULT_BOOKING_SETTINGS
    expect(checkBookingChoice({ serviceIds: [] }, s)).toMatchObject({ reason: 'no_services' })
    expect(checkBookingChoice({ serviceIds: ['cut', 'colour'] }, s)).toEqual({ ok: true })
    expect(checkBookingChoice({ serviceIds: ['cut', 'colour'] }, { ...s, severalServices: false })).toMatchObject({
      reason: 'several_services_disabled',
    })
    expect(
      checkBookingChoice({ serviceIds: ['cut'], employeeId: null }, { ...s, skipProfessional: false }),
    ).toMatchObject({
      reason: 'stylist_required',
    })
    expect(checkBookingChoice({ serviceIds: ['cut'], employeeId: 'anna' }, { ...s, skipProfessional: false })).toEqual({
      ok: true,
    })
  })
})

describe('checkSlot (re-check at booking time)', () => {
  const schedule: EmployeeSchedule = {
    employeeId: 'anna',
    locationId: 'chelsea',
    timezone: LONDON,
    weekly: { 1: [{ start: '09:00', end: '13:00' }], 7: [{ start: '00:00', end: '04:00' }] },
    exceptions: [],
    serviceIds: ['cut', 'colour'],
  }
  const request: SlotRequest = {
    locationId: 'chelsea',
    timezone: LONDON,
    date: '2026-03-16',
    time: '10:00',
    durationMinutes: 60,
    serviceIds: ['cut'],
    now: new Date('2026-03-16T08:00:00Z'),
    settings: { ...DEFAULT_BOOKING_SETTINGS, nearestBookingMinutes: 60 },
  }
  const booked: BusyInterval[] = [
    { employeeId: 'anna', start: new Date('2026-03-16T11:00:00Z'), end: new Date('2026-03-16T12:00:00Z') },
  ]

  it('accepts a start the engine offers', () => {
    expect(checkSlot(request, schedule, booked)).toEqual({ ok: true })
  })

  it('says why a start cannot be booked', () => {
    expect(checkSlot({ ...request, time: '10:30' }, schedule, booked)).toMatchObject({ reason: 'slot_taken' })
    expect(checkSlot({ ...request, time: '08:30' }, schedule, booked)).toMatchObject({ reason: 'too_soon' })
    expect(checkSlot({ ...request, time: '12:30' }, schedule, booked)).toMatchObject({ reason: 'outside_hours' })
    expect(checkSlot({ ...request, time: '09:10' }, schedule, booked)).toMatchObject({ reason: 'not_offered' })
    expect(checkSlot({ ...request, serviceIds: ['nails'] }, schedule, booked)).toMatchObject({
      reason: 'stylist_cannot_perform',
    })
    expect(checkSlot({ ...request, locationId: 'mayfair' }, schedule, booked)).toMatchObject({
      reason: 'outside_hours',
    })
    expect(checkSlot(request, undefined, booked)).toMatchObject({ reason: 'outside_hours' })
    expect(checkSlot({ ...request, time: '10.00' }, schedule, booked)).toMatchObject({ reason: 'invalid_request' })
    expect(checkSlot({ ...request, date: '2026-02-30' }, schedule, booked)).toMatchObject({ reason: 'invalid_request' })
  })

  it('refuses the skipped hour of the spring-forward Sunday', () => {
    const sunday = {
      ...request,
      date: '2026-03-29',
      time: '01:30',
      durationMinutes: 30,
      now: new Date('2026-03-28T00:00:00Z'),
    }
    expect(checkSlot(sunday, schedule, [])).toMatchObject({ reason: 'outside_hours' })
    expect(checkSlot({ ...sunday, time: '02:00' }, schedule, [])).toEqual({ ok: true })
  })
})

describe('what one client may hold online', () => {
  // A frozen clock: Monday 15 June 2026, 09:00 London (08:00 UTC).
  const now = new Date('2026-06-15T08:00:00Z')
  const limits = DEFAULT_CLIENT_LIMITS
  const visit = (date: string, services: number, overrides: Partial<ClientVisit> = {}): ClientVisit => ({
    locationId: 'chelsea',
    state: 'planned',
    heldUntil: null,
    date,
    end: new Date(`${date}T17:00:00Z`),
    services,
    ...overrides,
  })
  const add = (date: string, services: number, locationId = 'chelsea') => ({ locationId, date, services })

  it('takes up to the day’s limit of services and refuses one more, saying what to do', () => {
    expect(limits).toEqual({ servicesPerDay: 4, upcomingVisits: 6 })
    expect(checkClientLimits([visit('2026-06-20', 3)], add('2026-06-20', 1), now, limits)).toEqual({ ok: true })
    const refused = checkClientLimits([visit('2026-06-20', 4)], add('2026-06-20', 1), now, limits)
    expect(refused).toEqual({
      ok: false,
      reason: 'client_limit_day',
      message: 'You can book up to 4 services for one day online. To add more, please call the salon.',
    })
    // One request alone may not exceed it either, and the limit is the salon's setting.
    expect(checkClientLimits([], add('2026-06-20', 5), now, limits)).toMatchObject({ reason: 'client_limit_day' })
    expect(checkClientLimits([], add('2026-06-20', 2), now, { ...limits, servicesPerDay: 1 })).toMatchObject({
      message: 'You can book up to 1 service for one day online. To add more, please call the salon.',
    })
  })

  it('counts the day’s services at every salon and holds until they lapse; not cancelled visits, no-shows or other days', () => {
    const heldUntil = new Date(now.getTime() + 10 * MINUTE)
    const day = [
      visit('2026-06-20', 2, { locationId: 'mayfair' }),
      visit('2026-06-20', 2, { state: 'reserved', heldUntil }),
    ]
    expect(checkClientLimits(day, add('2026-06-20', 1), now, limits)).toMatchObject({ reason: 'client_limit_day' })
    // The same hold once lapsed (exactly at heldUntil) no longer counts.
    expect(checkClientLimits(day, add('2026-06-20', 2), heldUntil, limits)).toEqual({ ok: true })
    expect(checkClientLimits(day, add('2026-06-20', 3), heldUntil, limits)).toMatchObject({
      reason: 'client_limit_day',
    })
    const freed = [
      visit('2026-06-20', 4, { state: 'cancelled' }),
      visit('2026-06-20', 4, { state: 'no-show' }),
      visit('2026-06-21', 4),
    ]
    expect(checkClientLimits(freed, add('2026-06-20', 4), now, limits)).toEqual({ ok: true })
  })

  it('takes up to the limit of upcoming visits, holds included; more services on a day already booked add no visit', () => {
    const six = ['2026-06-16', '2026-06-17', '2026-06-18', '2026-06-19', '2026-06-22'].map((d) => visit(d, 1))
    six.push(visit('2026-06-23', 1, { state: 'reserved', heldUntil: new Date(now.getTime() + MINUTE) }))
    const refused = checkClientLimits(six, add('2026-06-24', 1), now, limits)
    expect(refused).toEqual({
      ok: false,
      reason: 'client_limit_upcoming',
      message:
        'You can have up to 6 upcoming visits booked online. To book more, please call the salon (or cancel a visit you no longer need).',
    })
    // Joining the visit of 22 June (same date, same salon) is fine; the same date at another salon is a new visit.
    expect(checkClientLimits(six, add('2026-06-22', 2), now, limits)).toEqual({ ok: true })
    expect(checkClientLimits(six, add('2026-06-22', 1, 'mayfair'), now, limits)).toMatchObject({
      reason: 'client_limit_upcoming',
    })
    // Five upcoming leave room for a sixth.
    expect(checkClientLimits(six.slice(1), add('2026-06-24', 1), now, limits)).toEqual({ ok: true })
  })

  it('counts only visits not yet over: past, closed, cancelled visits and lapsed holds leave room', () => {
    const five = ['2026-06-16', '2026-06-17', '2026-06-18', '2026-06-19', '2026-06-22'].map((d) => visit(d, 1))
    const others = [
      visit('2026-06-14', 1), // over yesterday, never closed
      visit('2026-06-15', 1, { end: now }), // ended just now
      visit('2026-06-15', 1, { state: 'arrived', locationId: 'mayfair' }),
      visit('2026-06-25', 1, { state: 'cancelled' }),
      visit('2026-06-26', 1, { state: 'reserved', heldUntil: now }),
    ]
    expect(checkClientLimits([...five, ...others], add('2026-06-24', 1), now, limits)).toEqual({ ok: true })
  })
})

describe('overlaps inside one visit', () => {
  const at = (from: string, to: string) => ({
    start: new Date(`2026-06-15T${from}:00Z`),
    end: new Date(`2026-06-15T${to}:00Z`),
  })

  it('finds two services of one stylist at overlapping times, not back to back or with two stylists', () => {
    expect(clashesInsideVisit([])).toBe(false)
    expect(
      clashesInsideVisit([
        { stylist: 1, range: at('10:00', '11:00') },
        { stylist: '1', range: at('11:00', '12:00') },
        { stylist: 2, range: at('10:30', '11:30') },
      ]),
    ).toBe(false)
    expect(
      clashesInsideVisit([
        { stylist: 1, range: at('10:00', '11:00') },
        { stylist: 2, range: at('10:00', '11:00') },
        { stylist: '1', range: at('10:59', '11:30') },
      ]),
    ).toBe(true)
  })
})
