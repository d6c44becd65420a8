/**
 * Shared pieces of the Beauty Pro suites: a connection to the fake (tests/fakes/beauty-pro, a test
 * double) and a day its stylists work.
 */
import { addCalendarDays, instantToLocal, isoWeekday } from '@/features/booking/domain/time'
import { BeautyProApi } from '@/features/beauty-pro/api/api'

import type { FakeBeautyPro } from '../fakes/beauty-pro/fake'

/** Our client of the fake, as the site's server holds one (every call to the fake's address). */
export function fakeConnection(fake: FakeBeautyPro, timeoutMs?: number): BeautyProApi {
  return new BeautyProApi(
    {
      apiUrl: fake.url,
      apiUrlFixed: true,
      applicationId: fake.credentials.applicationId,
      applicationSecret: fake.credentials.applicationSecret,
      databaseCode: fake.credentials.databaseCode,
    },
    { timeoutMs },
  )
}

/** The `offset`-th working day of the fake's stylists (Tue–Sat) at least three days from today, in London. */
export function fakeWorkingDay(offset = 0): string {
  let day = addCalendarDays(instantToLocal(new Date(), 'Europe/London').date, 3)
  let found = -1
  for (;;) {
    const weekday = isoWeekday(day)
    if (weekday >= 2 && weekday <= 6 && ++found === offset) return day
    day = addCalendarDays(day, 1)
  }
}
